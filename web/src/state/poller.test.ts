import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller, retryDelay, retryWhileFailed, type VisibilitySource } from './poller.ts';
import { createResource } from './resource.ts';

function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    hidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(value: boolean) {
      hidden = value;
      listeners.forEach((l) => l());
    },
  };
}

/** A fetch whose answers the test releases one by one. */
function controlledFetch() {
  const pending: Array<{ resolve: (v: number) => void; reject: (e: unknown) => void }> = [];
  const fetch = vi.fn(() => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })));
  return { fetch, pending };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('poller', () => {
  it('fetches at once, then every interval', async () => {
    const fetch = vi.fn(async () => 1);
    const onData = vi.fn();
    const p = createPoller({ intervalMs: 10_000, fetch, onData, visibility: fakeVisibility().source });
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onData).toHaveBeenCalledWith(1);
    p.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('started just after the same read was made elsewhere, first reads an interval after its answer', async () => {
    const fetch = vi.fn(async () => 1);
    const p = createPoller({ intervalMs: 4_000, fetch, onData: () => {}, visibility: fakeVisibility().source });
    const answeredAt = Date.now();
    await vi.advanceTimersByTimeAsync(300);
    p.start(answeredAt);
    await vi.advanceTimersByTimeAsync(3_699);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    p.stop();
    // an answer older than the interval: at once
    const q = createPoller({ intervalMs: 4_000, fetch, onData: () => {}, visibility: fakeVisibility().source });
    q.start(Date.now() - 4_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(3);
    q.stop();
  });

  it('the latest read wins: a read overtaken by a refresh neither delivers its late answer nor schedules a tick', async () => {
    const { fetch, pending } = controlledFetch();
    const onData = vi.fn();
    const onError = vi.fn();
    const p = createPoller({ intervalMs: 10_000, fetch, onData, onError, visibility: fakeVisibility().source });
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    const refreshed = p.refresh(); // the first read seems stuck: the owner asks again
    expect(fetch).toHaveBeenCalledTimes(2);
    pending[1].resolve(2);
    await refreshed;
    expect(onData).toHaveBeenLastCalledWith(2);
    pending[0].resolve(1); // the stuck read answers late, with older data
    await vi.advanceTimersByTimeAsync(0);
    expect(onData).toHaveBeenCalledTimes(1);
    // one next tick, 10 s after the refresh's answer (the late read scheduled none)
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    // an overtaken read that fails late is not a failure either
    const again = p.refresh();
    pending[3].resolve(4);
    await again;
    pending[2].reject(new Error('late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).not.toHaveBeenCalled();
    expect(onData).toHaveBeenLastCalledWith(4);
    p.stop();
  });

  it('waitFirst: the first read comes one interval after start', async () => {
    const fetch = vi.fn(async () => 1);
    const p = createPoller({ intervalMs: 5_000, fetch, onData: vi.fn(), visibility: fakeVisibility().source, waitFirst: true });
    p.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    p.stop();
  });

  it('a tick that finds skip() true reads nothing and waits another interval', async () => {
    const fetch = vi.fn(async () => 1);
    let skipping = false;
    const p = createPoller({ intervalMs: 10_000, fetch, onData: vi.fn(), visibility: fakeVisibility().source, skip: () => skipping });
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    skipping = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    skipping = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    p.stop();
  });

  it('a slow answer: no second read until it arrives (the interval counts from the answer)', async () => {
    const { fetch, pending } = controlledFetch();
    const p = createPoller({ intervalMs: 1000, fetch, onData: vi.fn(), visibility: fakeVisibility().source });
    p.start();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
    pending[0].resolve(7);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    p.stop();
  });

  it('backs off after failures, then returns to the interval', async () => {
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 1;
    });
    const onError = vi.fn();
    const p = createPoller({
      intervalMs: 10_000, retryMs: 1000, maxRetryMs: 4000, fetch, onData: vi.fn(), onError,
      visibility: fakeVisibility().source,
    });
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000); // 1st retry after 1 s
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // 2nd after 2 s
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000); // 3rd after 4 s (capped)
    expect(fetch).toHaveBeenCalledTimes(4);
    fail = false;
    await vi.advanceTimersByTimeAsync(4000); // still capped at 4 s
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(onError).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(9_999); // success: back to the interval
    expect(fetch).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(6);
    p.stop();
  });

  it('pauses while the tab is hidden and fetches at once when it shows again', async () => {
    const fetch = vi.fn(async () => 1);
    const vis = fakeVisibility();
    const p = createPoller({ intervalMs: 10_000, fetch, onData: vi.fn(), visibility: vis.source });
    p.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    vis.set(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(p.paused).toBe(true);
    vis.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(p.paused).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    p.stop();
  });

  it('does not fetch on start while hidden', async () => {
    const fetch = vi.fn(async () => 1);
    const vis = fakeVisibility();
    vis.set(true);
    const p = createPoller({ intervalMs: 1000, fetch, onData: vi.fn(), visibility: vis.source });
    p.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
    vis.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    p.stop();
  });

  it('computes the back-off', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });
});

describe('retryWhileFailed', () => {
  it('reads again on its interval only while the read holds a failure, and stops at the first answer', async () => {
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new Error('500');
      return 7;
    });
    const read = createResource(fetch);
    const stop = retryWhileFailed(read, 8_000);
    await vi.advanceTimersByTimeAsync(20_000);
    // nothing failed yet: nothing is read
    expect(fetch).toHaveBeenCalledTimes(0);
    await read.load();
    expect(read.error.value).not.toBeNull();
    await vi.advanceTimersByTimeAsync(7_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(8_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(read.data.value).toBe(7);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    stop();
  });
});
