import { describe, expect, it } from 'vitest';
import type { ConnectedDevice } from '@roteador/contract';
import { createRateTracker } from './rates.ts';

const reading = (mac: string, rx: number, tx: number): ConnectedDevice => ({
  id: mac, mac, ip: '', ip6_list: [], hostname: '', vendor: '', network: 'Casa', band: '5', signalLevel: -50, opMode: 9,
  txRate: 1201, rxBytes: rx, txBytes: tx, unitySize: 100000, blocked: false,
});

describe('device rates (spec 3 §2: download and upload in Mbps)', () => {
  it('has no rate before a second reading, then Δcount · unit · 8 / Δt / 1e6', () => {
    const tracker = createRateTracker();
    expect(tracker.record([reading('aa:01', 100, 10)], 0).size).toBe(0);
    const rates = tracker.record([reading('AA:01', 175, 35)], 5000);
    // 75 units of 100 kB in 5 s = 12 Mbps; 25 units = 4 Mbps
    expect(rates.get('AA:01')).toEqual({ download: 12, upload: 4 });
  });

  it('a counter that went back (a new association) gives 0.00 for that reading', () => {
    const tracker = createRateTracker();
    tracker.record([reading('AA:01', 500, 50)], 0);
    expect(tracker.record([reading('AA:01', 3, 1)], 5000).get('AA:01')).toEqual({ download: 0, upload: 0 });
    expect(tracker.record([reading('AA:01', 78, 26)], 10_000).get('AA:01')).toEqual({ download: 12, upload: 4 });
  });

  it('a reading at the same instant keeps the rates; a device that leaves the list is forgotten', () => {
    const tracker = createRateTracker();
    tracker.record([reading('AA:01', 0, 0), reading('AA:02', 0, 0)], 0);
    tracker.record([reading('AA:01', 75, 25), reading('AA:02', 75, 25)], 5000);
    expect(tracker.record([reading('AA:01', 80, 30)], 5000).get('AA:01')).toEqual({ download: 12, upload: 4 });
    const later = tracker.record([reading('AA:01', 150, 50)], 10_000);
    expect(later.get('AA:01')).toEqual({ download: 12, upload: 4 });
    expect(later.has('AA:02')).toBe(false);
    // back in the list later: a first reading again, no rate yet
    expect(tracker.record([reading('AA:02', 300, 30)], 15_000).has('AA:02')).toBe(false);
  });
});
