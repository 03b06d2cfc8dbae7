/**
 * WAN traffic counters that grow with the virtual clock, so the UI's Mbps (spec 1 §4:
 * Δcount · unity_size · 8 / Δtime / 1e6) is real. Each direction's rate is the set rate times
 * (1 + 0.25·sin(t/P)), t in virtual seconds (P = 37 s down, 53 s up): a graph moves, deterministically,
 * and the average over whole periods is the set rate. Counters are the closed-form integral of that rate,
 * so any clock jump gives the exact count. Nothing grows while the WAN is down; a reboot starts from 0.
 */
import { type InterfaceStatistics, timing } from '@roteador/contract';
import type { DeviceState, Traffic } from './state.ts';
import { LAN_ID, WAN_ID } from './interface.ts';

export const UNITY_SIZE = timing.limits.trafficUnitSize;
const DOWN_PERIOD_S = 37;
const UP_PERIOD_S = 53;
const VARIATION = 0.25;

/** units of UNITY_SIZE bytes per second at `mbps` */
function unitsPerSecond(mbps: number): number {
  return (mbps * 1e6) / 8 / UNITY_SIZE;
}

/** ∫ rate dt up to t seconds (any constant offset cancels out in differences). */
function integral(mbps: number, period: number, t: number): number {
  return unitsPerSecond(mbps) * (t - VARIATION * period * Math.cos(t / period));
}

function counted(traffic: Traffic, bootAt: number, now: number, active: boolean) {
  const from = Math.max(traffic.from, bootAt);
  const base = traffic.from >= bootAt ? { rx: traffic.rx, tx: traffic.tx } : { rx: 0, tx: 0 };
  if (!active || now <= from) return base;
  const [a, b] = [from / 1000, now / 1000];
  return {
    rx: base.rx + integral(traffic.downloadMbps, DOWN_PERIOD_S, b) - integral(traffic.downloadMbps, DOWN_PERIOD_S, a),
    tx: base.tx + integral(traffic.uploadMbps, UP_PERIOD_S, b) - integral(traffic.uploadMbps, UP_PERIOD_S, a),
  };
}

/** Counters now (whole units, as a router reports them). `active`: the WAN carries traffic. */
export function counters(state: DeviceState, now: number, active: boolean): { rx: number; tx: number } {
  const c = counted(state.traffic, state.power.bootAt, now, active);
  return { rx: Math.floor(c.rx), tx: Math.floor(c.tx) };
}

/**
 * Freezes the counters reached so far (with the state that held until now), so a change of rate or of
 * the WAN's state applies from now on only.
 */
export function foldTraffic(state: DeviceState, now: number, wasActive: boolean): void {
  const c = counted(state.traffic, state.power.bootAt, now, wasActive);
  Object.assign(state.traffic, { rx: c.rx, tx: c.tx, from: now });
}

export function setRates(
  state: DeviceState,
  now: number,
  active: boolean,
  rates: { downloadMbps: number; uploadMbps: number },
): void {
  foldTraffic(state, now, active);
  Object.assign(state.traffic, rates);
}

export function newTraffic(rates: { downloadMbps: number; uploadMbps: number }, now: number): Traffic {
  return { ...rates, from: now, rx: 0, tx: 0 };
}

/** interface_statistics/{id}: the WAN's counters; the LAN carries the same traffic the other way round. */
export function statisticsView(
  state: DeviceState,
  id: string,
  now: number,
  active: boolean,
): InterfaceStatistics | undefined {
  if (id !== WAN_ID && id !== LAN_ID) return undefined;
  const { rx, tx } = counters(state, now, active);
  const time = Math.round(now) / 1000;
  return id === WAN_ID
    ? { id, rx, tx, unity_size: UNITY_SIZE, time }
    : { id, rx: tx, tx: rx, unity_size: UNITY_SIZE, time };
}
