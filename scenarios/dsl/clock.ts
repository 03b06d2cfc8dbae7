/**
 * Time in a scenario: advances the page's clock (Playwright's page.clock) and the emulator's virtual
 * clock together, in steps, so timers on both sides fire in order. Never a real-time sleep.
 */
import type { Page } from '@playwright/test';
import type { EmulatorControl } from './emulator';

const UNITS: Record<string, number> = { ms: 1, s: 1000, min: 60_000, m: 60_000, h: 3_600_000 };

export function parseDuration(d: string | number): number {
  if (typeof d === 'number') return d;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|min|m|h)$/.exec(d.trim());
  if (!m) throw new Error(`duração inválida: "${d}" (use por exemplo "500ms", "60s", "2min", "1h")`);
  return Math.round(Number(m[1]) * UNITS[m[2]]);
}

export class Clock {
  private installed = false;
  private inFlight = 0;

  constructor(private readonly page: Page, private readonly emulator: EmulatorControl) {
    // The UI schedules its next poll when an answer arrives: each step lets the page's requests settle.
    page.on('request', () => this.inFlight++);
    page.on('requestfinished', () => this.inFlight--);
    page.on('requestfailed', () => this.inFlight--);
  }

  /** Waits (bounded, for I/O only: no time passes on either clock) until the page has no request open. */
  private async settle(): Promise<void> {
    for (let i = 0; i < 400 && this.inFlight > 0; i++) await new Promise((r) => setTimeout(r, 5));
  }

  /**
   * Called before the first page load of a scenario that needs the clock. The page's clock flows
   * (React throttles Suspense with timers, so a page frozen in time never shows a lazy route);
   * it is frozen only while advancing, or from `pause()` on.
   */
  async install(): Promise<void> {
    await this.emulator.clockMode('manual');
    await this.page.clock.install({ time: await this.emulator.now() });
    this.installed = true;
  }

  private paused = false;

  /** Freezes the page's clock (the emulator's is manual already): for counting what happens in a span. */
  async pause(): Promise<void> {
    this.requireInstalled();
    if (this.paused) return;
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
    if (!this.paused) return;
    await this.page.clock.resume();
    this.paused = false;
  }

  private requireInstalled() {
    if (!this.installed) throw new Error("o relógio precisa de `needs: ['clock']` no cabeçalho do cenário");
  }

  /** Advances both clocks by `duration` ("60s", "2min", 1500…), in steps, letting requests settle. */
  async advance(duration: string | number): Promise<void> {
    this.requireInstalled();
    const wasPaused = this.paused;
    await this.pause();
    const total = parseDuration(duration);
    const step = Math.max(1000, Math.ceil(total / 120));
    for (let done = 0; done < total; ) {
      const ms = Math.min(step, total - done);
      await this.emulator.advance(ms);
      await this.page.clock.runFor(ms);
      await this.settle();
      done += ms;
    }
    if (!wasPaused) await this.resume();
  }
}
