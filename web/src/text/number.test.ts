import { describe, expect, it } from 'vitest';
import { dbm, fixed, ghz, kilobytesPerSecond, mbps, megabytes, mhz, ms, num, percent } from './number.ts';

describe('the one number formatter (pt-BR)', () => {
  it('writes a decimal comma and a dot between thousands', () => {
    expect(num(2.4, 1)).toBe('2,4');
    expect(num(12)).toBe('12');
    expect(num(1000)).toBe('1.000');
    expect(num(2.46, 1)).toBe('2,5');
    expect(fixed(12.3, 2)).toBe('12,30');
    expect(fixed(0, 2)).toBe('0,00');
  });

  it('names each unit the same way everywhere', () => {
    expect(ghz('2.4')).toBe('2,4 GHz');
    expect(ghz('5')).toBe('5 GHz');
    expect(mbps(12.34)).toBe('12,34 Mbps');
    expect(mbps(1234.5)).toBe('1.234,50 Mbps');
    expect(dbm(-66)).toBe('-66 dBm');
    expect(ms(43.84)).toBe('43,8 ms');
    expect(ms(4.256)).toBe('4,26 ms');
    expect(percent(25)).toBe('25 %');
    expect(percent(33.333, 1)).toBe('33,3 %');
    expect(megabytes(12_500_000)).toBe('12,5 MB');
    expect(kilobytesPerSecond(3000)).toBe('3 kB/s');
    expect(mhz('80')).toBe('80 MHz');
    expect(mhz('80+80')).toBe('80+80 MHz');
  });
});
