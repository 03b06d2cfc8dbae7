/**
 * How the connected devices live on the virtual clock (README "How the emulated router behaves"). Everything is a
 * closed form of the time and of the device's MAC, so any clock jump gives the same answer and a seed always
 * gives the same home:
 * - rates: a device's base rates (rxPerS download, txPerS upload, in units of unitySize bytes per second) vary as
 *   base · (1 + 0.5·sin(2πt/P + φ)), P 60–180 s and φ from its MAC; a device whose rates QA set (`steady`) keeps
 *   them constant.
 * - presence: a roaming device (the phones and laptops; `roamFrom` set) leaves now and then, from 30 min after
 *   `roamFrom` (when the device was generated, or QA let it roam): away A (4–12 min) in every period of 50–110 min,
 *   the phase from its MAC. While away its signal is -100
 *   and its traffic stops; back, its counters start again from 0 (a new association), as a Wi-Fi station's do.
 * - counters: what the device moved since it associated: rxBytes/txBytes as counted at `since` (absent: the
 *   router's boot), plus the integral of its rate since then. A blocked device moves nothing, and does not roam.
 */
import { timing } from '@roteador/contract';
import type { ClientState } from './state.ts';

const MIN = 60_000;
const VARIATION = 0.5;

/** FNV-1a of the MAC with a salt: a number in [0, 1) fixed for that device and that use. */
function unit(mac: string, salt: number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (const ch of mac.toUpperCase()) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // a last avalanche step, so that MACs differing in one character spread over the whole range
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  h ^= h >>> 12;
  return (h >>> 0) / 2 ** 32;
}

interface Roaming {
  periodMs: number;
  awayMs: number;
  /** the first window starts this long after the quiet half hour */
  offsetMs: number;
}

function roaming(mac: string): Roaming {
  const periodMs = Math.round((50 + 60 * unit(mac, 3)) * MIN);
  return {
    periodMs,
    awayMs: Math.round((4 + 8 * unit(mac, 4)) * MIN),
    offsetMs: Math.round(unit(mac, 5) * (periodMs - 4 * MIN)),
  };
}

/** The away window [start, end) that holds `now` (or null), and the end of the last one over by `now` (or null). */
function awayWindows(c: ClientState, now: number): { current: [number, number] | null; lastEnd: number | null } {
  if (c.roamFrom === undefined) return { current: null, lastEnd: null };
  const { periodMs, awayMs, offsetMs } = roaming(c.mac);
  const first = c.roamFrom + timing.wait.roamQuiet + offsetMs;
  if (now < first) return { current: null, lastEnd: null };
  const k = Math.floor((now - first) / periodMs);
  const start = first + k * periodMs;
  if (now < start + awayMs) return { current: [start, start + awayMs], lastEnd: k > 0 ? start - periodMs + awayMs : null };
  return { current: null, lastEnd: start + awayMs };
}

/**
 * The device is associated now: not gone (-100) and not away on a roam. A blocked device does not roam: it stays
 * where the block found it (and in the owner's list of blocked devices) until released.
 */
export function clientPresent(c: ClientState, now: number): boolean {
  return c.signalLevel !== -100 && (c.blocked || awayWindows(c, now).current === null);
}

/** The signal the router reports now: -100 while the device is away. */
export function clientSignal(c: ClientState, now: number): number {
  return clientPresent(c, now) ? c.signalLevel : -100;
}

/** ∫ rate dt (units) up to t ms, for a base of `perS` units per second. */
function integral(perS: number, c: ClientState, salt: number, t: number): number {
  const s = t / 1000;
  if (c.steady) return perS * s;
  const periodS = 60 + 120 * unit(c.mac, salt);
  const phase = 2 * Math.PI * unit(c.mac, salt + 1);
  return perS * (s - ((VARIATION * periodS) / (2 * Math.PI)) * Math.cos((2 * Math.PI * s) / periodS + phase));
}

/** Counters (fractional units) at `now`. */
function counted(c: ClientState, bootAt: number, now: number): { rx: number; tx: number } {
  const origin = c.since ?? bootAt;
  const { current, lastEnd } = awayWindows(c, now);
  // back from a roam after the counters were last taken: a new association, counted from 0
  const fresh = lastEnd !== null && lastEnd > origin;
  const from = fresh ? lastEnd : origin;
  const base = fresh ? { rx: 0, tx: 0 } : { rx: c.rxBytes, tx: c.txBytes };
  // gone, blocked or away: the counters stand where they stopped
  let until = current ? current[0] : now;
  if (c.signalLevel === -100 || c.blocked) until = from;
  if (until <= from) return base;
  return {
    rx: base.rx + integral(c.rxPerS, c, 11, until) - integral(c.rxPerS, c, 11, from),
    tx: base.tx + integral(c.txPerS, c, 21, until) - integral(c.txPerS, c, 21, from),
  };
}

/** The counters a router reports now: whole units. */
export function clientCounters(c: ClientState, bootAt: number, now: number): { rxBytes: number; txBytes: number } {
  const { rx, tx } = counted(c, bootAt, now);
  return { rxBytes: Math.floor(rx), txBytes: Math.floor(tx) };
}

/**
 * Freezes the counters reached by `now`, so a change (rates, signal, blocked, a move) applies from now on only.
 * Call it before changing any of those fields of a client.
 */
export function foldClient(c: ClientState, bootAt: number, now: number): void {
  const { rx, tx } = counted(c, bootAt, now);
  c.rxBytes = rx;
  c.txBytes = tx;
  c.since = now;
}

/** Blocks or releases a device from `now` (its traffic stops while blocked). */
export function setClientBlocked(c: ClientState, blocked: boolean, bootAt: number, now: number): void {
  if (c.blocked === blocked) return;
  foldClient(c, bootAt, now);
  c.blocked = blocked;
}
