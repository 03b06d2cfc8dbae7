/**
 * Control API, parental control (README "The control API"): make the router fail the next operations the
 * parental service hands it (their status ends 4, 5 or 6). The router's time zone, which the schedule pages show
 * their UTC windows in, is the router's own setting (PUT datetime/0 {timezone}).
 */
import { Hono } from 'hono';
import { controlPaths } from '@roteador/contract';
import { integer, max, min, object, optional } from 'superstruct';
import type { Emulator } from '../emulator.ts';
import { parentalOf } from '../device/parental-effects.ts';
import { badRequest, parseOptionalBody } from '../http.ts';

const FailBody = object({ times: optional(max(min(integer(), 1), 100)) });

export function parentalControl(emu: Emulator) {
  const app = new Hono();

  app.post(`/${controlPaths.parentalFail}`, async (c) => {
    const body = await parseOptionalBody(c, FailBody);
    if (!body.ok) return badRequest(c, body);
    const p = parentalOf(emu.state, emu.now());
    p.failNext += body.value.times ?? 1;
    return c.json({ failNext: p.failNext }, 200);
  });

  return app;
}
