/**
 * Time in the UI, two clocks (DESIGN 'Time'):
 * - the browser's (`Date.now()`) measures the UI's own waits: countdown ticks, elapsed counters, polls;
 * - the router's judges everything about the router: a schedule's window, a block's state, a countdown to a time the
 *   router set. The owner's phone may be on another day or in another zone.
 *
 * The router's clock is read from GET datetime (epoch seconds, and its zone) and kept in step between reads: each
 * reading says the router's whole second was current at some instant of the browser's between the request and its
 * answer, which bounds how far the router's clock is from the browser's. Readings that agree narrow the bounds; one
 * that contradicts them (the router's clock was set meanwhile) starts afresh. Within the bounds the browser's own
 * clock is trusted (0 when it agrees with the router to the second: its milliseconds are finer than the router's
 * seconds), else the nearest bound.
 */
import { useEffect, useState } from 'react';
import { timeZoneOffset, timing } from '@roteador/contract';
import { getDateTime } from '../api/system.ts';
import { createResource } from './resource.ts';

/**
 * The time now, moving on each `tickMs` (a second) while `active` (the UI's countdowns, elapsed-time counters and
 * waiting bars: one ticker, setInterval-free like the poller, so Playwright's page clock drives it).
 */
export function useNow(active: boolean, tickMs: number = timing.wait.countdownTick): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, tickMs);
    };
    timer = setTimeout(tick, tickMs);
    return () => clearTimeout(timer);
  }, [active, tickMs]);
  return now;
}

/** What the router's clock may be, in ms from the browser's: [lo, hi]. */
interface Bounds {
  lo: number;
  hi: number;
}
let bounds: Bounds | null = null;

/**
 * One reading of the router's clock: its whole second `seconds` (epoch) was current at some instant of the browser's
 * clock between `before` and `after` (ms): GET datetime's `datetime`, or a time the router stamped on a write (the
 * IoT window's start_time).
 */
export function observeRouterClock(seconds: number, before: number, after: number): void {
  const next = { lo: seconds * 1000 - after, hi: seconds * 1000 + 999 - before };
  bounds = bounds && next.lo <= bounds.hi && bounds.lo <= next.hi
    ? { lo: Math.max(bounds.lo, next.lo), hi: Math.min(bounds.hi, next.hi) }
    : next;
}

/** The router's clock now (epoch ms); the browser's until the router's was read. */
export function routerNow(): number {
  const offset = bounds ? Math.min(Math.max(0, bounds.lo), bounds.hi) : 0;
  return Date.now() + offset;
}

/** Forgets the readings (tests). */
export function forgetRouterClock(): void {
  bounds = null;
}

/** The router's time zone: GET datetime's `timezone` (none: UTC) and its offset, minutes east of UTC. */
export interface RouterZone {
  timezone: string | undefined;
  utcOffset: number;
}

/** Reads GET datetime: the router's clock (kept, for routerNow) and its zone. */
export async function readRouterClock(): Promise<RouterZone> {
  const before = Date.now();
  const datetime = await getDateTime();
  observeRouterClock(datetime.datetime, before, Date.now());
  return { timezone: datetime.timezone, utcOffset: datetime.timezone ? timeZoneOffset(datetime.timezone) : 0 };
}

/**
 * The router's clock and zone as a resource: the pages that judge the router's time load it when they open (its
 * data set: the clock was read, routerNow follows it; its error: the browser's clock stands in).
 */
export const routerClock = createResource(readRouterClock);

/** Loads the router's clock when the calling page opens. */
export function useRouterClock(): void {
  useEffect(() => {
    void routerClock.load();
  }, []);
}

/** The router's clock was read, or could not be (the browser's stands in): what it judges may be shown. */
export function routerClockSettled(): boolean {
  return routerClock.data.value !== undefined || Boolean(routerClock.error.value);
}
