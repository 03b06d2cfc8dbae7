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
  constructor(private readonly page: Page, private readonly emulator: EmulatorControl) {}

  /** Called before the first page load of a scenario that needs the clock. */
  async install(): Promise<void> {
    await this.emulator.clockMode('manual');
    const now = await this.emulator.now();
    await this.page.clock.install({ time: now });
    await this.page.clock.pauseAt(now);
    this.installed = true;
  }

  /** Advances both clocks by `duration` ("60s", "2min", 1500…). */
  async advance(duration: string | number): Promise<void> {
    if (!this.installed) throw new Error('clock.advance precisa de `needs: [\'clock\']` no cabeçalho do cenário');
    const total = parseDuration(duration);
    const step = Math.max(1000, Math.ceil(total / 120));
    for (let done = 0; done < total; ) {
      const ms = Math.min(step, total - done);
      await this.emulator.advance(ms);
      await this.page.clock.runFor(ms);
      done += ms;
    }
  }
}
