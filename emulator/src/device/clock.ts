/**
 * The one virtual clock of an emulator. Every timed behaviour (token idle time, lockout, reboot
 * downtime, fault delays, later mesh and firmware timers) reads `now()` from here, so QA can jump
 * minutes ahead in a scenario instead of waiting.
 *
 * - `real`: now advances with real time; due timers fire by real setTimeout.
 * - `manual`: now moves only by `advance(ms)`; timers due fire in time order, each seeing `now`
 *   equal to its own due time (so a timer that schedules another sees a consistent clock).
 * Switching mode keeps `now` continuous.
 */

export type ClockMode = 'real' | 'manual';

/** Deterministic start of virtual time: 2026-01-15T12:00:00Z (a Thursday, 09:00 in Brasília). */
export const DEFAULT_EPOCH = Date.UTC(2026, 0, 15, 12, 0, 0);

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;
/** The latest start: the router's clock, as GET datetime shows it, ends in 9999 (contract validateClock). */
const LAST_START = Date.UTC(9999, 11, 31, 23, 59, 59);

/**
 * Another start of virtual time (`--start`, reset's `start`): an ISO 8601 instant naming its zone
 * (`2026-03-01T02:30:00Z`, `2026-02-28T22:30:00-04:00`), 1970 to 9999 → epoch ms; undefined when it is not one.
 */
export function parseInstant(text: string): number | undefined {
  const m = INSTANT.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const utc = Date.parse(text);
  // Date.parse rolls 2026-02-30 over to March: a date that does not exist is refused
  const day = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (Number.isNaN(utc) || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return undefined;
  }
  return utc >= 0 && utc <= LAST_START ? utc : undefined;
}

/** setTimeout cannot wait longer than 2^31-1 ms; a longer wait is split into re-checks. */
const MAX_REAL_WAIT = 60 * 60 * 1000;

interface Timer {
  id: number;
  at: number;
  fn: () => void;
  /** called instead of fn when the clock is reset: lets sleepers resume rather than hang forever */
  cancel?: () => void;
}

export class VirtualClock {
  #mode: ClockMode;
  /** virtual ms at the instant #anchor was taken */
  #base: number;
  /** real ms (monotonic) when #base was taken */
  #anchor = performance.now();
  #timers: Timer[] = [];
  #nextId = 1;
  #handle: ReturnType<typeof setTimeout> | undefined;
  #sleeping = 0;

  constructor(options: { start?: number; mode?: ClockMode } = {}) {
    this.#base = options.start ?? DEFAULT_EPOCH;
    this.#mode = options.mode ?? 'real';
  }

  get mode(): ClockMode {
    return this.#mode;
  }

  now(): number {
    return this.#mode === 'real' ? Math.floor(this.#base + performance.now() - this.#anchor) : this.#base;
  }

  setMode(mode: ClockMode): void {
    this.#setNow(this.now());
    this.#mode = mode;
    this.#schedule();
  }

  /** Moves virtual time forward (in either mode), firing every timer due on the way, in order. */
  advance(ms: number): void {
    if (!(ms >= 0) || !Number.isFinite(ms)) throw new RangeError('advance needs a finite ms >= 0');
    const target = this.now() + ms;
    for (;;) {
      const next = this.#earliest();
      if (!next || next.at > target) break;
      this.#remove(next.id);
      this.#setNow(Math.max(next.at, this.now()));
      this.#fire(next);
    }
    this.#setNow(target);
    this.#schedule();
  }

  /** Runs fn when virtual time reaches atMs. Returns an id for clearTimer. */
  setTimer(atMs: number, fn: () => void, cancel?: () => void): number {
    const id = this.#nextId++;
    this.#timers.push({ id, at: atMs, fn, cancel });
    this.#schedule();
    return id;
  }

  clearTimer(id: number): void {
    this.#remove(id);
    this.#schedule();
  }

  /** Resolves after ms of virtual time (or at once when the clock is reset meanwhile). */
  sleep(ms: number): Promise<void> {
    this.#sleeping++;
    return new Promise<void>((resolve) => {
      // counted down as the timer fires (not a microtask later), so a clock answer right after is exact
      const wake = () => {
        this.#sleeping--;
        resolve();
      };
      this.setTimer(this.now() + ms, wake, wake);
    });
  }

  get pendingTimers(): number {
    return this.#timers.length;
  }

  /**
   * Requests (or other work) waiting on this clock right now: a scenario advancing time knows that many
   * of the page's open requests will not answer until it advances.
   */
  get sleeping(): number {
    return this.#sleeping;
  }

  /** The virtual time of the earliest timer due, or null: the next instant anything happens here. */
  get nextDue(): number | null {
    return this.#earliest()?.at ?? null;
  }

  /** Back to a fresh clock: timers of the previous device are cancelled (sleepers resume). */
  reset(start = DEFAULT_EPOCH, mode: ClockMode = 'real'): void {
    const timers = this.#timers;
    this.#timers = [];
    for (const t of timers) t.cancel?.();
    this.#mode = mode;
    this.#setNow(start);
    this.#schedule();
  }

  /** Stops the real timer so a test or a shutdown leaves nothing pending. */
  dispose(): void {
    if (this.#handle !== undefined) clearTimeout(this.#handle);
    this.#handle = undefined;
    const timers = this.#timers;
    this.#timers = [];
    for (const t of timers) t.cancel?.();
  }

  #setNow(value: number): void {
    this.#base = value;
    this.#anchor = performance.now();
  }

  /** Earliest due time first; equal times keep the order they were set in (ids grow). */
  #earliest(): Timer | undefined {
    let best: Timer | undefined;
    for (const t of this.#timers) if (!best || t.at < best.at || (t.at === best.at && t.id < best.id)) best = t;
    return best;
  }

  #remove(id: number): void {
    this.#timers = this.#timers.filter((t) => t.id !== id);
  }

  #fire(timer: Timer): void {
    try {
      timer.fn();
    } catch (err) {
      console.error('emulator timer failed:', err);
    }
  }

  /** In real mode, one setTimeout waits for the earliest timer; manual mode needs none. */
  #schedule(): void {
    if (this.#handle !== undefined) clearTimeout(this.#handle);
    this.#handle = undefined;
    const next = this.#earliest();
    if (this.#mode !== 'real' || !next) return;
    const wait = Math.min(Math.max(0, next.at - this.now()), MAX_REAL_WAIT);
    this.#handle = setTimeout(() => {
      this.#handle = undefined;
      for (;;) {
        const due = this.#earliest();
        if (!due || due.at > this.now()) break;
        this.#remove(due.id);
        this.#fire(due);
      }
      this.#schedule();
    }, wait);
  }
}
