/**
 * The one polling utility: every periodic read of the UI goes through it, so that an idle page
 * issues exactly the spec's polls. It only uses setTimeout (no setInterval, no performance.now),
 * so Playwright's page.clock and vitest's fake timers drive it.
 */
import { useEffect, useRef, useState, type DependencyList } from 'react';
import { effect, type ReadonlySignal } from '@preact/signals-react';
import { timing } from '@roteador/contract';

/** Where the poller learns whether the tab is hidden (the document, or a fake in tests). */
export interface VisibilitySource {
  hidden(): boolean;
  subscribe(listener: () => void): () => void;
}

const documentVisibility: VisibilitySource =
  typeof document === 'undefined'
    ? { hidden: () => false, subscribe: () => () => {} }
    : {
        hidden: () => document.hidden,
        subscribe(listener) {
          document.addEventListener('visibilitychange', listener);
          return () => document.removeEventListener('visibilitychange', listener);
        },
      };

export interface PollerOptions<T> {
  intervalMs: number;
  /** The read; two pollers of one path share its request in flight (api/client.ts). */
  fetch: () => Promise<T>;
  onData: (value: T) => void;
  onError?: (error: unknown, failures: number) => void;
  /** Delay of the first retry after a failure; doubles on each further failure (default 1 s). */
  retryMs?: number;
  /** Cap of the back-off (default: the interval). */
  maxRetryMs?: number;
  visibility?: VisibilitySource;
  /** A tick that finds this true does not read and waits another interval (e.g. while the restart wait alone talks
   *  to a restarting router). */
  skip?: () => boolean;
  /** start() reads only after one interval, not at once (the poll retries a read made elsewhere). */
  waitFirst?: boolean;
}

export interface Poller {
  /**
   * Fetches at once (after one interval with waitFirst), then every interval. `lastAnswerAt` (Date.now() of the last
   * answer to this read, made elsewhere: a read as the area opened): the first fetch waits the rest of the interval
   * after it, as if the poll had made it — a poll started just after that read does not read the same again.
   */
  start(lastAnswerAt?: number): void;
  stop(): void;
  /** Fetches now (sharing a request in flight) and restarts the interval from here. */
  refresh(): Promise<void>;
  readonly running: boolean;
  readonly paused: boolean;
}

export function retryDelay(failures: number, retryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, retryMs * 2 ** Math.max(0, failures - 1));
}

export function createPoller<T>(options: PollerOptions<T>): Poller {
  const visibility = options.visibility ?? documentVisibility;
  const retryMs = options.retryMs ?? timing.poll.retry;
  const maxRetryMs = options.maxRetryMs ?? options.intervalMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let paused = false;
  let failures = 0;
  let unsubscribe: (() => void) | undefined;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (delay = failures === 0 ? options.intervalMs : retryDelay(failures, retryMs, maxRetryMs)) => {
    clear();
    timer = setTimeout(tick, delay);
  };

  // A tick that finds the tab hidden does not fetch: the poller pauses until the tab shows again.
  function tick() {
    timer = undefined;
    if (!running) return;
    if (visibility.hidden()) {
      paused = true;
      return;
    }
    if (options.skip?.()) return schedule();
    void run();
  }

  // The latest read wins: a read overtaken by a later one (a refresh, or 'Tentar novamente' while it seemed stuck)
  // neither delivers its answer when it comes nor schedules the next tick.
  let latest = 0;
  async function run(): Promise<void> {
    clear();
    const mine = ++latest;
    try {
      const value = await options.fetch();
      if (!running || mine !== latest) return;
      failures = 0;
      options.onData(value);
    } catch (error) {
      if (!running || mine !== latest) return;
      failures += 1;
      options.onError?.(error, failures);
    }
    if (running && !paused) schedule();
  }

  function onVisibilityChange() {
    if (running && paused && !visibility.hidden()) {
      paused = false;
      void run();
    }
  }

  return {
    start(lastAnswerAt = -Infinity) {
      if (running) return;
      running = true;
      unsubscribe = visibility.subscribe(onVisibilityChange);
      // the rest of the interval after that answer (never more than an interval: a clock set back)
      const rest = Math.min(options.intervalMs, lastAnswerAt + options.intervalMs - Date.now());
      if (visibility.hidden()) paused = true;
      else if (options.waitFirst) schedule();
      else if (rest > 0) schedule(rest);
      else void run();
    },
    stop() {
      running = false;
      paused = false;
      clear();
      unsubscribe?.();
      unsubscribe = undefined;
    },
    refresh() {
      if (!running) return options.fetch().then(options.onData, (e) => options.onError?.(e, 1));
      paused = false;
      return run();
    },
    get running() {
      return running;
    },
    get paused() {
      return paused;
    },
  };
}

/** What a component holds of its poll: its handle on it (`refresh`: read now and restart the interval). */
export interface PollHandle {
  refresh(): Promise<void>;
}

/**
 * A poll for as long as the calling component is shown: started on mount, stopped on unmount, made anew when `deps`
 * change (with the options of that render). `null` options: nothing is polled now (e.g. a flow not at its polling
 * step yet); name in `deps` what turns it on.
 */
export function usePoller<T>(options: PollerOptions<T> | null, deps: DependencyList): PollHandle {
  const current = useRef<Poller>(undefined);
  const handle = useRef<PollHandle>({ refresh: () => current.current?.refresh() ?? Promise.resolve() });
  useEffect(() => {
    if (!options) return;
    const p = createPoller(options);
    current.current = p;
    p.start();
    return () => {
      p.stop();
      if (current.current === p) current.current = undefined;
    };
    // the caller names what the poll depends on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return handle.current;
}

/** A polled value kept by the calling component: its last answer, its last failure (null once one answers). */
export function usePolled<T>(
  options: Omit<PollerOptions<T>, 'onData' | 'onError'>,
  deps: DependencyList,
): PollHandle & { data: T | undefined; error: unknown } {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>(null);
  const handle = usePoller<T>({
    ...options,
    onData: (value) => {
      setData(value);
      setError(null);
    },
    onError: (e) => setError(e),
  }, deps);
  return { data, error, refresh: handle.refresh };
}

/** What retryWhileFailed watches: a read's last failure, and the read (state/resource.ts's Resource is one). */
export interface FailingRead {
  readonly error: ReadonlySignal<unknown>;
  load(): Promise<unknown>;
}

/**
 * A read that failed is tried again every `intervalMs` (its poll) for as long as it holds a failure, silently: the
 * screen that shows it keeps its last answer or its failure meanwhile, and the retry stops at the first answer (the
 * dashboard's cards, the firmware versions: spec 1 §7). Paused while the tab is hidden, as every poll. Returns the
 * stop.
 */
export function retryWhileFailed(read: FailingRead, intervalMs: number): () => void {
  const retry = createPoller({ intervalMs, waitFirst: true, fetch: () => read.load(), onData: () => {} });
  const stop = effect(() => {
    if (read.error.value !== null) retry.start();
    else retry.stop();
  });
  return () => {
    stop();
    retry.stop();
  };
}
