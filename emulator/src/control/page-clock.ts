/**
 * While a scenario advances time, its page leads the manual clock: each request the page sends then carries
 * the page's virtual time, and the emulator first moves its clock there (the timers due on the way fire in
 * order). So the page runs through its own timers (polls, countdowns) in one go, and every request still
 * meets the device as it is at the page's instant. Only in manual mode (which the control API sets), never
 * with --bench, never backwards.
 */
import type { MiddlewareHandler } from 'hono';
import { PAGE_TIME_HEADER } from '@roteador/contract';
import type { Emulator } from '../emulator.ts';

const PAGE_LEAD_LIMIT_MS = 24 * 60 * 60 * 1000;

export function followPageClock(emu: Emulator): MiddlewareHandler {
  return async (c, next) => {
    const at = c.req.header(PAGE_TIME_HEADER);
    if (at !== undefined && !emu.bench && emu.clock.mode === 'manual') {
      const time = Number(at);
      // never backwards, and never past a day ahead of the device: a page's clock runs with the device's, and a
      // header QA's tooling got wrong must not fling the emulator into another century
      if (Number.isFinite(time) && time > emu.now() && time - emu.now() <= PAGE_LEAD_LIMIT_MS) emu.clock.advance(time - emu.now());
    }
    await next();
  };
}
