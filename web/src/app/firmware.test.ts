import { describe, expect, it } from 'vitest';
import { versionBelow } from './firmware.ts';

describe('versionBelow', () => {
  it('compares dotted versions number by number', () => {
    expect(versionBelow('1.2.9', '1.3.0')).toBe(true);
    expect(versionBelow('1.3.0', '1.3.0')).toBe(false);
    expect(versionBelow('1.10.0', '1.3.0')).toBe(false);
    expect(versionBelow('1.3', '1.3.0')).toBe(false);
    expect(versionBelow('1.2.9-beta', '1.3.0')).toBe(true);
  });
});
