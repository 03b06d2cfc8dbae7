/**
 * Each device's download and upload in Mbps (spec 3 §2): its counters (rxBytes: what it downloaded, txBytes: what
 * it uploaded, in units of unitySize bytes) compared between two readings of the list, with the dashboard's formula
 * (state/traffic.ts). A reading carries no time of its own: the time it arrived is taken. Until a device has two
 * readings it has no rate (null).
 */
import { useEffect } from 'react';
import { effect, signal } from '@preact/signals-react';
import type { ConnectedDevice } from '@roteador/contract';
import { connectedDevices } from '../../state/devices.ts';
import { mbps } from '../../state/traffic.ts';

/** Mbps, two decimals (shown through text/number.ts). */
export interface DeviceRate {
  download: number;
  upload: number;
}

interface Reading {
  rx: number;
  tx: number;
  unit: number;
  at: number;
}

export interface RateTracker {
  /** Records a reading of the list taken at `at` (ms); answers the rates by MAC (upper case). */
  record(list: readonly ConnectedDevice[], at: number): Map<string, DeviceRate>;
}

export function createRateTracker(): RateTracker {
  let readings = new Map<string, Reading>();
  let rates = new Map<string, DeviceRate>();
  return {
    record(list, at) {
      const next = new Map<string, Reading>();
      const nextRates = new Map<string, DeviceRate>();
      for (const d of list) {
        const key = d.mac.toUpperCase();
        const before = readings.get(key);
        const now = { rx: d.rxBytes, tx: d.txBytes, unit: d.unitySize, at };
        if (before && at === before.at) {
          // the same instant (a read shared by two screens): nothing new to compare
          next.set(key, before);
          const kept = rates.get(key);
          if (kept) nextRates.set(key, kept);
          continue;
        }
        next.set(key, now);
        if (before) {
          const seconds = (at - before.at) / 1000;
          nextRates.set(key, { download: mbps(before.rx, now.rx, seconds, now.unit), upload: mbps(before.tx, now.tx, seconds, now.unit) });
        }
      }
      readings = next;
      rates = nextRates;
      return rates;
    },
  };
}

/** The rates of the devices, while a screen that shows them is open. */
export const deviceRates = signal<Map<string, DeviceRate>>(new Map());

/**
 * Follows the list while the calling screen is shown. The list already in memory when it opens is not a reading:
 * its time is unknown (another screen read it); the first reading is the screen's own first read.
 */
export function useDeviceRates(): void {
  useEffect(() => {
    const tracker = createRateTracker();
    const stale = connectedDevices.data.peek();
    deviceRates.value = new Map();
    const stop = effect(() => {
      const list = connectedDevices.data.value;
      if (!list || list === stale) return;
      deviceRates.value = tracker.record(list, Date.now());
    });
    return () => {
      stop();
      deviceRates.value = new Map();
    };
  }, []);
}
