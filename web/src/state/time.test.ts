import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateTime } from '@roteador/contract';

const getDateTime = vi.fn<() => Promise<DateTime>>();
vi.mock('../api/system.ts', () => ({ getDateTime: () => getDateTime() }));

const { forgetRouterClock, observeRouterClock, readRouterClock, routerNow } = await import('./time.ts');

/** The browser's clock: Thursday 2026-01-15 12:00:00.250 UTC. */
const BROWSER = Date.UTC(2026, 0, 15, 12, 0, 0, 250);
const record = (datetime: number, timezone?: string): DateTime => ({
  id: 0, datetime, synced: true, ntp_server: { automatic: true, ntp_server1: '200.160.7.186', ntp_server2: '' },
  is_changing_dns: false, ...(timezone ? { timezone } : {}),
});

beforeEach(() => {
  vi.useFakeTimers({ now: BROWSER });
  forgetRouterClock();
});
afterEach(() => vi.useRealTimers());

describe("the router's clock in the browser", () => {
  it("is the browser's until the router's is read", () => {
    expect(routerNow()).toBe(BROWSER);
  });

  it("keeps the browser's milliseconds while the router agrees with it to the second", () => {
    observeRouterClock(BROWSER / 1000 - 0.25, BROWSER - 40, BROWSER);
    expect(routerNow()).toBe(BROWSER);
    vi.advanceTimersByTime(90_000);
    expect(routerNow()).toBe(BROWSER + 90_000);
  });

  it('follows a router on another day, shifting the browser\'s clock the least it must, and runs on between reads', () => {
    // the phone is on Sunday night in another zone; the router on Thursday 2026-01-15 12:00:00 UTC
    vi.setSystemTime(Date.UTC(2026, 0, 18, 23, 30));
    const router = Date.UTC(2026, 0, 15, 12) / 1000;
    observeRouterClock(router, Date.now() - 30, Date.now());
    // the router's second began at most 30 ms before the answer and ends at most 999 ms after its start
    expect(routerNow()).toBe(router * 1000 + 999 + 30);
    vi.advanceTimersByTime(30 * 60_000);
    expect(routerNow()).toBe(router * 1000 + 30 * 60_000 + 1029);
  });

  it('narrows with readings that agree; a reading that contradicts them (the clock was set) starts afresh', () => {
    const second = Date.UTC(2026, 0, 15, 9) / 1000;
    const start = Date.now();
    observeRouterClock(second, start, start + 800); // the router's 09:00:00 was current somewhere in those 800 ms
    vi.advanceTimersByTime(2_000);
    // alone, that reading puts the router at 09:00:02.999 now; it says 09:00:01: its second began later than that
    observeRouterClock(second + 1, Date.now(), Date.now());
    expect(routerNow()).toBe((second + 1) * 1000 + 999);
    // the owner set the router's clock two hours back: the readings so far no longer hold
    observeRouterClock(second + 1 - 7200, Date.now(), Date.now());
    expect(routerNow()).toBe((second + 1 - 7200) * 1000 + 999);
  });

  it('reads GET datetime: the clock, and its zone in minutes east of UTC (none: UTC)', async () => {
    getDateTime.mockResolvedValueOnce(record(Date.UTC(2026, 2, 1, 2, 30) / 1000, 'America/Manaus'));
    expect(await readRouterClock()).toEqual({ timezone: 'America/Manaus', utcOffset: -240 });
    expect(Math.floor(routerNow() / 1000)).toBe(Date.UTC(2026, 2, 1, 2, 30) / 1000);
    getDateTime.mockResolvedValueOnce(record(Date.UTC(2026, 2, 1, 2, 30) / 1000));
    expect(await readRouterClock()).toEqual({ timezone: undefined, utcOffset: 0 });
  });
});
