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

  it('writes every figure as Intl.NumberFormat pt-BR does (ties, carries, negatives, -0, huge and tiny figures)', () => {
    const formats = new Map<string, Intl.NumberFormat>();
    const intl = (v: number, min: number, max: number) => {
      const key = `${min}-${max}`;
      if (!formats.has(key)) formats.set(key, new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max }));
      return formats.get(key)!.format(v);
    };
    const values = [
      0, -0, 1, -1, 0.5, -0.5, 1.005, 1.015, 2.675, 9.995, 99.5, 999.5, 999999.5, -0.001, -0.4, 0.049, 0.05, 1e-7, 1e21,
      123456789.987654, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, NaN, Infinity, -Infinity, 0.1 + 0.2, 66, -66, 12.345, 4.256,
    ];
    let seed = 29;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 1000; i++) {
      const scale = 10 ** Math.floor(random() * 12 - 4);
      const v = (random() - 0.3) * scale;
      values.push(v, Math.round(v * 1000) / 1000, Math.round(v * 100) / 100 + 0.005);
    }
    const differ: string[] = [];
    for (const v of values) {
      for (const [min, max] of [[0, 0], [0, 1], [0, 2], [1, 1], [2, 2], [0, 3]]) {
        const expected = intl(v, min, max);
        if (min === max && fixed(v, max) !== expected) differ.push(`fixed(${v}, ${max}): ${fixed(v, max)} ≠ ${expected}`);
        if (min === 0 && num(v, max) !== expected) differ.push(`num(${v}, ${max}): ${num(v, max)} ≠ ${expected}`);
      }
    }
    expect(differ).toEqual([]);
  });
});
