/**
 * Time in a scenario. On the emulator it is virtual, never a real-time sleep: `advance` moves the page's clock
 * (Playwright's page.clock) and the emulator's virtual clock together, so timers on both sides fire in order. On a
 * bench router (hil/, no virtual clock) `advance` is a real wait, within the header's realTime (see Clock below).
 *
 * Every scenario's page runs at the emulator's time, never the machine's (`begin`): a scenario that needs the clock
 * gets Playwright's page clock installed at the emulator's `now`; any other gets only its `Date` moved there (a
 * shift, its timers untouched: Playwright's clock fakes every timer of the page, a cost and a risk a scenario that
 * never advances has no use for). So the page and the emulator start on the same day and hour whatever the machine's
 * date, and a second start date (playwright.config.ts) moves both.
 *
 * While advancing, the page leads: it runs through its own timers inside the page, one after the other, letting
 * the page settle after each (every request answered and its answer handled), and each request it sends carries
 * its virtual time (PAGE_TIME_HEADER), so the emulator moves its clock to that instant before answering. The
 * test's side steps in only where the page cannot go on alone: at the end, and when a request of the page waits
 * on the emulator's clock (a delayed fault, a ping), up to the instant it wakes. A quiet minute is one round
 * trip; a countdown ticking each second costs no round trip per tick.
 */
import { expect, type Page } from '@playwright/test';
import { PAGE_TIME_HEADER, type ClockState } from '@roteador/contract';
import type { EmulatorControl } from './emulator';

const UNITS: Record<string, number> = { ms: 1, s: 1000, min: 60_000, m: 60_000, h: 3_600_000 };

export function parseDuration(d: string | number): number {
  if (typeof d === 'number') return d;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|min|m|h)$/.exec(d.trim());
  if (!m) throw new Error(`duração inválida: "${d}" (use por exemplo "500ms", "60s", "2min", "1h")`);
  return Math.round(Number(m[1]) * UNITS[m[2]]);
}

/**
 * Counts the page's open requests, an answer counting as open until the page has read its body and run what
 * it chained on it; while the DSL advances time (window.__dslLead set), a same-origin request carries the
 * page's virtual time for the emulator. MessageChannel is not faked by page.clock, so the waits here work with
 * the page's clock paused.
 */
const PAGE_REQUESTS_SCRIPT = `(() => {
  if (window.__dslRequests) return;
  const channel = new MessageChannel();
  const queue = [];
  channel.port1.onmessage = () => queue.shift()?.();
  const macrotask = () => new Promise((r) => { queue.push(r); channel.port2.postMessage(0); });
  const state = { open: 0, waiters: [] };
  const changed = () => { for (const w of state.waiters.splice(0)) w(); };
  const done = async () => { await macrotask(); await macrotask(); state.open--; changed(); };
  const fetch0 = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const lead = window.__dslLead;
    if (lead) {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.origin === location.origin) {
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
        headers.set(${JSON.stringify(PAGE_TIME_HEADER)}, String(Date.now() - lead.offset));
        init = { ...init, headers };
      }
    }
    state.open++;
    return fetch0(input, init).then(
      (res) => {
        // The body is read in the caller's continuation: the request stays open until that read is done.
        let read = false;
        for (const m of ['text', 'json', 'arrayBuffer', 'blob']) {
          const f = res[m].bind(res);
          res[m] = () => { read = true; const p = f(); p.then(done, done); return p; };
        }
        macrotask().then(() => { if (!read) done(); });
        return res;
      },
      (err) => { done(); throw err; },
    );
  };
  window.__dslRequests = {
    macrotask,
    open: () => state.open,
    quiet: (allowed) => new Promise((resolve) => {
      const check = () => (state.open <= allowed ? resolve(true) : state.waiters.push(check));
      check();
    }),
  };
})();`;

interface Lead {
  /** page time to run to */
  until: number;
  /** page time − emulator time */
  offset: number;
  /** requests of the page that may stay open: they sleep on the emulator's clock */
  allowed: number;
  /** real ms the page may take to settle before handing back */
  boundMs: number;
}

interface Led {
  /** the page's time when it handed back */
  time: number;
  /** false: requests stayed open beyond `allowed` (one may have just started sleeping on the emulator) */
  settled: boolean;
}

/**
 * Runs in the page: its fake clock goes from timer to timer up to `until`, the page settling after each (its
 * requests answered and handled, React's renders and effects run: they are real macrotasks). Uses Playwright's
 * clock controller (`__pwClock`, of the pinned @playwright/test version): its timers, runFor and real timers.
 */
async function leadPage({ until, offset, allowed, boundMs }: Lead): Promise<Led> {
  const pw = (window as any).__pwClock;
  const requests = (window as any).__dslRequests;
  if (!pw || !requests) return { time: Date.now(), settled: true };
  const controller = pw.controller;
  const nextTimer = (): number | null => {
    let next: number | null = null;
    for (const t of controller._timers.values()) if (next === null || t.callAt < next) next = t.callAt;
    return next === null ? null : next - controller._now.ticks;
  };
  // Settled: no request open beyond those allowed, and nothing changed over a few macrotasks (renders, effects).
  const settle = async (): Promise<boolean> => {
    const bound = new Promise<false>((r) => pw.builtins.setTimeout(() => r(false), boundMs));
    for (let quietFor = 0, last = ''; quietFor < 5; ) {
      if ((await Promise.race([requests.quiet(allowed), bound])) === false) return false;
      await requests.macrotask();
      const now = `${requests.open()}:${controller._timers.size}:${nextTimer()}`;
      quietFor = now === last ? quietFor + 1 : 0;
      last = now;
    }
    return true;
  };
  (window as any).__dslLead = { offset };
  try {
    for (let i = 0; i < 100_000; i++) {
      if (!(await settle())) return { time: Date.now(), settled: false };
      const next = nextTimer();
      const left = until - Date.now();
      if (next === null || next > left) {
        if (left > 0) await controller.runFor(left);
        if (!(await settle())) return { time: Date.now(), settled: false };
        // a timer due exactly now (0 ms) after the last run: keep going
        if (nextTimer() !== 0) return { time: Date.now(), settled: true };
        continue;
      }
      (window as any).__dslIterations = ((window as any).__dslIterations ?? 0) + 1;
      await controller.runFor(Math.max(0, next));
    }
    throw new Error('relógio: a página não para de agendar timers');
  } finally {
    delete (window as any).__dslLead;
  }
}

/**
 * On a bench (no virtual clock), time is real: `advance` waits that long and the page's clock is left alone. The
 * scenario's waits may add up to its header's `realTime` (itself within the router's limit); more fails it.
 */
export interface RealTime {
  /** ms the scenario's advances may add up to */
  budgetMs: number;
}

/**
 * The page's `Date` moved by `shift` ms, its timers left alone (an init script: every document of the page). Kept
 * aside as __dslNativeDate, so Playwright's clock, installed later, starts from the browser's own.
 */
function shiftPageDate(shift: number): void {
  const w = window as any;
  if (w.__dslNativeDate) return;
  const Native: DateConstructor = w.Date;
  const now = () => Native.now() + shift;
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new Native(now()).toString();
    return args.length === 0 ? new Native(now()) : new (Native as any)(...args);
  }
  ShiftedDate.prototype = Native.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = Native.parse;
  ShiftedDate.UTC = Native.UTC;
  w.__dslNativeDate = Native;
  w.Date = ShiftedDate;
}

export class Clock {
  private installed = false;
  private paused = false;
  private waitedMs = 0;
  /** the page's Date moved to the emulator's time (`begin`), until Playwright's clock takes over */
  private shifted: { dispose(): Promise<void> } | null = null;

  constructor(
    private readonly page: Page,
    private readonly emulator: EmulatorControl,
    private readonly realTime?: RealTime,
  ) {}

  /**
   * Before the first page load of every scenario: the page runs at the emulator's time. A scenario that needs the
   * clock installs it (`install`); any other has its page's Date moved to the emulator's `now` (the emulator's clock
   * runs in real time then, as the page's does: they stay together). On a bench the clocks are the router's and the
   * machine's, as they are.
   */
  async begin(needsClock: boolean): Promise<void> {
    if (needsClock) return this.install();
    if (this.realTime) return;
    const shift = (await this.emulator.now()) - Date.now();
    this.shifted = await this.page.addInitScript(shiftPageDate, shift);
  }

  /**
   * Called before the first page load of a scenario that needs the clock (or later by the scenario itself). The
   * page's clock flows between advances (React throttles Suspense reveals with timers); it is frozen while
   * advancing, or from `pause()` on.
   */
  async install(): Promise<void> {
    if (this.installed) return;
    if (this.realTime) {
      this.installed = true;
      return;
    }
    if (this.shifted) {
      // Playwright's clock starts from the page's own Date: the shift goes, in the document open now too
      await this.shifted.dispose();
      this.shifted = null;
      await this.page.evaluate(() => {
        const w = window as any;
        if (w.__dslNativeDate) w.Date = w.__dslNativeDate;
        delete w.__dslNativeDate;
      });
    }
    await this.page.addInitScript(PAGE_REQUESTS_SCRIPT);
    await this.emulator.clockMode('manual');
    await this.page.clock.install({ time: await this.emulator.now() });
    this.installed = true;
  }

  /** On a bench: the clocks are real (advances are real waits, `pause` leaves the page's clock alone). */
  get real(): boolean {
    return this.realTime !== undefined;
  }

  /**
   * How many times something periodic happened over the spans advanced (polls read from `router.journal()`…).
   * Exact on the emulator. On a bench the clock is real: the period's phase against the span's ends is unknown,
   * so the count is checked within one of `expected` — the most real time can tell, and still catches a poll that
   * is missing, doubled or at the wrong period.
   */
  async expectCount(what: string, count: () => Promise<number>, expected: number): Promise<void> {
    if (!this.realTime) {
      await expect.poll(count, { message: what }).toBe(expected);
      return;
    }
    await expect.poll(count, { message: `${what} (tempo real: ${expected} ± 1)` }).toBeGreaterThanOrEqual(Math.max(0, expected - 1));
    expect(await count(), `${what} (tempo real: ${expected} ± 1)`).toBeLessThanOrEqual(expected + 1);
  }

  /** Freezes the page's clock (the emulator's is manual already): for counting what happens in a span. */
  async pause(): Promise<void> {
    this.requireInstalled();
    if (this.paused || this.realTime) return;
    // A little ahead: the page's time moves on while this call travels, and pauseAt cannot go back;
    // on a loaded machine the call can take longer than the margin, so read the time again and retry.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.page.clock.pauseAt((await this.page.evaluate(() => Date.now())) + 250 * attempt);
        break;
      } catch (e) {
        if (attempt >= 5 || !/past/.test(String(e))) throw e;
      }
    }
    this.paused = true;
  }

  /** Lets the page's clock flow again. */
  async resume(): Promise<void> {
    if (!this.paused || this.realTime) return;
    await this.page.clock.resume();
    this.paused = false;
  }

  private requireInstalled() {
    if (!this.installed) throw new Error("o relógio precisa de `needs: ['clock']` no cabeçalho do cenário");
  }

  /** Advances both clocks by `duration` ("60s", "2min", 1500…). */
  async advance(duration: string | number): Promise<void> {
    this.requireInstalled();
    if (this.realTime) return this.waitReally(parseDuration(duration), duration);
    const wasPaused = this.paused;
    await this.pause();
    const total = parseDuration(duration);
    const began = Date.now();
    let emu = await this.emulator.clockState();
    // The page's clock may be ahead of the emulator's (it flows between advances): both move by `total`.
    const start = await this.page.evaluate(() => Date.now());
    const offset = start - emu.now;
    const end = start + total;
    let time = start;
    let round = 0;
    for (let stuck = 0; time < end || round === 0; round++) {
      if (round > 10_000) throw new Error(`relógio: mais de 10000 rodadas para avançar ${duration}`);
      // The page may run alone up to the end, or up to when a request of its, sleeping on the emulator's
      // clock, wakes (the emulator's next timer).
      const wake = emu.sleeping > 0 && emu.next !== null ? emu.next + offset : Infinity;
      const until = Math.max(time, Math.min(end, wake));
      // A request that never answers (nor sleeps on the clock) is left behind after a few seconds of real time.
      const allowed = stuck >= 10 ? Number.MAX_SAFE_INTEGER : emu.sleeping;
      const led = await this.lead({ until, offset, allowed, boundMs: 300 });
      emu = await this.emulator.clockState();
      if (!led.settled) {
        stuck++; // a request may have started sleeping meanwhile: its wake-up bounds the next round
        continue;
      }
      stuck = 0;
      if (Number.isNaN(led.time)) {
        // A new document: it starts where the emulator is (it followed the old one's requests) and goes on.
        time = await this.realign(emu.now + offset);
        continue;
      }
      time = led.time;
      // The page is at `until`: the emulator follows (its timers due fire, a sleeper wakes and answers).
      if (emu.now < until - offset) emu = await this.emulator.advance(until - offset - emu.now);
    }
    // Playwright's clock learns the final time once: a document loaded later starts from it.
    await this.realign(end);
    if (!wasPaused) await this.resume();
    if (process.env.DSL_DEBUG) console.log(`clock.advance(${duration}): ${round} rounds, ${Date.now() - began} ms, ${await this.page.evaluate(() => (window as any).__dslIterations)} timers`);
  }

  /** A bench: a real wait, within the scenario's declared total. */
  private async waitReally(ms: number, duration: string | number): Promise<void> {
    this.waitedMs += ms;
    if (this.waitedMs > this.realTime!.budgetMs) {
      throw new Error(
        `relógio: as esperas do cenário somam ${this.waitedMs / 1000} s (com ${duration}), além do realTime declarado ` +
          `(${this.realTime!.budgetMs / 1000} s): corrija o cabeçalho`,
      );
    }
    await this.page.waitForTimeout(ms);
  }

  private async lead(lead: Lead): Promise<Led> {
    try {
      return await this.page.evaluate(leadPage, lead);
    } catch (e) {
      // The page navigated while running: its new document started from the time Playwright's clock knew.
      if (!/Execution context was destroyed|navigat|Target (page|closed)/i.test(String(e))) throw e;
      return { time: NaN, settled: true };
    }
  }

  /** Tells Playwright's clock the page's time (a document loaded meanwhile, or later, starts from it). */
  private async realign(time: number): Promise<number> {
    const now = await this.page.evaluate(() => Date.now()).catch(() => time);
    // pauseAt never goes back: a page already past `time` (it cannot be, paused) keeps its own
    const at = Math.max(time, now);
    await this.page.clock.pauseAt(at);
    return at;
  }
}

export type { ClockState };
