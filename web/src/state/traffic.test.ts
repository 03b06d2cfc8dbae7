import { describe, expect, it } from 'vitest';
import { mbps, trafficRates } from './traffic.ts';

const reading = (rx: number, tx: number, time: number, unity_size = 100000) => ({ id: 'eth1', rx, tx, time, unity_size });

describe('mbps: Δcount · unit size · 8 / Δtime / 1e6', () => {
  it('gives two decimals', () => {
    // 50 units of 100 000 bytes in 5 s: 40 000 000 bits / 5 s = 8 Mbps
    expect(mbps(1000, 1050, 5, 100000)).toBe(8.0);
    expect(mbps(0, 1, 3, 100000)).toBe(0.27);
    expect(mbps(0, 123, 5, 1000)).toBe(0.2);
  });

  it('is 0.00 when the time delta is 0', () => {
    expect(mbps(10, 500, 0, 100000)).toBe(0.0);
  });

  it('is 0.00 when nothing moved', () => {
    expect(mbps(77, 77, 5, 100000)).toBe(0.0);
  });

  it('uses 100000 as the unit size when the router gives none', () => {
    expect(mbps(0, 50, 5, 0)).toBe(8.0);
    expect(mbps(0, 50, 5)).toBe(8.0);
  });

  it('is 0.00 when the counter or the clock went back (the router restarted)', () => {
    expect(mbps(900, 10, 5, 100000)).toBe(0.0);
    expect(mbps(10, 900, -5, 100000)).toBe(0.0);
  });

  it('keeps large rates exact to two decimals', () => {
    // 1 234 567 units of 1 000 bytes in 10 s: 987.6536 Mbps
    expect(mbps(0, 1234567, 10, 1000)).toBe(987.65);
  });
});

describe('trafficRates', () => {
  it('reads rx as download and tx as upload', () => {
    expect(trafficRates(reading(100, 200, 1000), reading(150, 210, 1005))).toEqual({ download: 8.0, upload: 1.6 });
  });

  it('uses the newer reading\'s unit size', () => {
    expect(trafficRates(reading(0, 0, 0, 1), reading(5, 5, 5, 1000000))).toEqual({ download: 8.0, upload: 8.0 });
  });

  it('gives 0.00 for both when the two readings have the same time', () => {
    expect(trafficRates(reading(0, 0, 42), reading(99, 99, 42))).toEqual({ download: 0.0, upload: 0.0 });
  });
});
