/**
 * Download and upload rates of the WAN (spec 1 §4): interface_statistics/{wan interfaceID} polled
 * every timing.poll.traffic; each answer is compared with the one before it. Also keeps the last
 * minutes of rates for the dashboard's live graph.
 */
import { batch, signal } from '@preact/signals-react';
import { timing, type InterfaceStatistics } from '@roteador/contract';
import { createPoller, type Poller } from './poller.ts';
import { getInterfaceStatistics } from '../api/interface.ts';

/**
 * Mbps from two readings of a counter: Δcount · unitSize · 8 / Δtime / 1e6, rounded to two decimals (shown so:
 * text/number.ts `mbps`). 0 when Δtime is 0 (spec), and when time or the counter went back (the router restarted:
 * there is no rate to tell until the next reading). unitSize 0 or absent: timing.limits.trafficUnitSize.
 */
export function mbps(countBefore: number, countNow: number, deltaTimeSeconds: number, unitSize?: number): number {
  const unit = unitSize && unitSize > 0 ? unitSize : timing.limits.trafficUnitSize;
  const delta = countNow - countBefore;
  if (!(deltaTimeSeconds > 0) || !(delta >= 0)) return 0;
  return Math.round((delta * unit * 8) / deltaTimeSeconds / 1e4) / 100;
}

export interface TrafficRates {
  /** from rx: what the WAN received, in Mbps */
  download: number;
  /** from tx: what the WAN sent, in Mbps */
  upload: number;
}

/** The rates between two readings of interface_statistics. */
export function trafficRates(before: InterfaceStatistics, now: InterfaceStatistics): TrafficRates {
  const dt = now.time - before.time;
  return {
    download: mbps(before.rx, now.rx, dt, now.unity_size),
    upload: mbps(before.tx, now.tx, dt, now.unity_size),
  };
}

export interface TrafficSample {
  /** the device's clock, in seconds */
  time: number;
  download: number;
  upload: number;
}

/** How many samples the graph keeps: 5 minutes at one sample per poll. */
export const HISTORY_SAMPLES = Math.round(timing.wait.trafficHistory / timing.poll.traffic);

/** The last rates; null until two readings were compared. */
export const traffic = signal<TrafficRates | null>(null);
/** The rates of the last minutes, oldest first. */
export const trafficHistory = signal<TrafficSample[]>([]);
/** The last failure of a reading (null once one works again). */
export const trafficError = signal<unknown>(null);

let previous: InterfaceStatistics | null = null;

function receive(reading: InterfaceStatistics): void {
  const before = previous;
  previous = reading;
  if (!before) return;
  const rates = trafficRates(before, reading);
  batch(() => {
    traffic.value = rates;
    trafficError.value = null;
    // The router restarted (its clock went back): the old samples no longer line up with the new.
    const kept = reading.time < before.time ? [] : trafficHistory.value;
    const sample = { time: reading.time, download: rates.download, upload: rates.upload };
    trafficHistory.value = [...kept, sample].slice(-HISTORY_SAMPLES);
  });
}

let current: { id: string; poller: Poller } | null = null;

/** Polls the counters of interface `interfaceId` (the WAN's); the returned function stops. */
export function pollTraffic(interfaceId: string): () => void {
  if (current?.id !== interfaceId) {
    current?.poller.stop();
    previous = null;
    current = {
      id: interfaceId,
      poller: createPoller<InterfaceStatistics>({
        intervalMs: timing.poll.traffic,
        fetch: () => getInterfaceStatistics(interfaceId),
        onData: receive,
        onError: (error) => (trafficError.value = error),
        // A failed reading is tried again at the next interval: the rate needs two readings anyway.
        retryMs: timing.poll.traffic,
      }),
    };
  }
  const { poller } = current;
  // A reading from before a pause would average the rate over the pause: start the comparison afresh.
  previous = null;
  poller.start();
  return () => poller.stop();
}
