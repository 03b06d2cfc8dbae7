import { describe, expect, it } from 'vitest';
import { detectOutcome } from '../src/index.ts';

describe('WAN detection outcome (spec 2 §4.3, read by the wizard and by §4.5)', () => {
  const d = (hasDHCP: string, hasStatic: string, hasPPPoE: string) =>
    detectOutcome({ hasDHCP, hasStatic, hasPPPoE } as Parameters<typeof detectOutcome>[0]);
  it('follows the spec order: nothing, PPPoE found, static found, DHCP found, DHCP maybe, PPPoE maybe', () => {
    expect(d('not found', 'not found', 'not found')).toBe('none');
    expect(d('found', 'found', 'found')).toBe('pppoeFound');
    expect(d('found', 'found', 'maybe')).toBe('staticFound');
    expect(d('found', 'maybe', 'not found')).toBe('dhcpFound');
    expect(d('maybe', 'not found', 'maybe')).toBe('dhcpMaybe');
    expect(d('not found', 'not found', 'maybe')).toBe('pppoeMaybe');
    expect(d('not found', 'maybe', 'not found')).toBe('none');
  });
});
