import { describe, expect, it } from 'vitest';
import type { SiteSurveyEntry } from '@roteador/contract';
import { countdown } from '../../../text/tools.ts';
import { entriesOf } from './data.ts';

const entry = (ssid: string, channel: number, signal_level: number): SiteSurveyEntry => ({
  ssid, channel, signal_level, mac: '02:00:00:00:00:01', cipher: 3, crypto: 2, op_mode: 4, bandwidth: '20', extension: '',
});

describe('entriesOf', () => {
  it("keeps the band's networks (above channel 14: 5 GHz), strongest first", () => {
    const all = [entry('a', 1, -70), entry('b', 36, -40), entry('c', 11, -50), entry('d', 14, -90), entry('e', 149, -60)];
    expect(entriesOf(all, '2.4').map((e) => e.ssid)).toEqual(['c', 'a', 'd']);
    expect(entriesOf(all, '5').map((e) => e.ssid)).toEqual(['b', 'e']);
  });
});

describe('countdown', () => {
  it('shows m:ss, rounding a part second up, never below zero', () => {
    expect(countdown(1800)).toBe('30:00');
    expect(countdown(1799.2)).toBe('30:00');
    expect(countdown(65)).toBe('1:05');
    expect(countdown(0.4)).toBe('0:01');
    expect(countdown(0)).toBe('0:00');
    expect(countdown(-3)).toBe('0:00');
  });
});
