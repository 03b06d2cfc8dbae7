/**
 * /__emulator: QA's handle on the device (absent with --bench, like on a physical router).
 * Bodies are validated like the router's own: a bad one answers 400 and changes nothing.
 */
import { Hono } from 'hono';
import { boolean, define, enums, integer, max, min, number, object, optional, refine } from 'superstruct';
import type { Emulator } from './emulator.ts';
import { controlPaths, FaultSpec, timeZones } from '@roteador/contract';
import { parseInstant } from './device/clock.ts';
import { ProfileError } from './device/profiles.ts';
import { badRequest, notFoundJson, parseBody } from './http.ts';
import { meshControl } from './control/mesh.ts';
import { worldControl } from './control/world.ts';
import { networkControl } from './control/network.ts';
import { devicesControl } from './control/devices.ts';
import { toolsControl } from './control/tools.ts';
import { parentalControl } from './control/parental.ts';

const ProfileField = define<unknown>(
  'profile name or object',
  (v) => typeof v === 'string' || (typeof v === 'object' && v !== null && !Array.isArray(v)),
);

/** An ISO 8601 instant with its zone, 1970 to 9999 (device/clock.ts parseInstant): where the reset's clock starts. */
const StartField = define<string>(
  'ISO 8601 instant with its zone, e.g. 2026-03-01T02:30:00Z',
  (v) => typeof v === 'string' && parseInstant(v) !== undefined,
);

const ResetBody = object({
  profile: ProfileField,
  seed: optional(min(integer(), 0)),
  start: optional(StartField),
  timezone: optional(enums(timeZones.map((z) => z.id))),
});

/** Ours: one advance moves the clock at most a year and a day (a non-finite or absurd one answers 400, advanceMs). */
const MAX_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

const ClockBody = refine(
  object({ mode: optional(enums(['manual', 'real'] as const)), advanceMs: optional(max(min(number(), 0), MAX_ADVANCE_MS)) }),
  'clock',
  (b) => b.mode !== undefined || b.advanceMs !== undefined || 'give mode ("manual" or "real") or advanceMs',
);

const FirmwareUpdateBody = object({ active: boolean() });

export function controlApi(emu: Emulator) {
  const app = new Hono();
  const clock = () => ({ mode: emu.clock.mode, now: emu.now(), next: emu.clock.nextDue, sleeping: emu.clock.sleeping });

  app.post(`/${controlPaths.reset}`, async (c) => {
    const body = await parseBody(c, ResetBody);
    if (!body.ok) return badRequest(c, body);
    try {
      const { profile, seed, start, timezone } = body.value;
      emu.reset(profile, seed, { start: start === undefined ? undefined : parseInstant(start), timezone });
    } catch (err) {
      if (err instanceof ProfileError) return badRequest(c, err);
      throw err;
    }
    return c.json(emu.state, 200);
  });

  app.get(`/${controlPaths.state}`, (c) => c.json(emu.state, 200));

  app.get(`/${controlPaths.faults}`, (c) => c.json(emu.faults.list(), 200));

  app.post(`/${controlPaths.faults}`, async (c) => {
    const body = await parseBody(c, FaultSpec);
    if (!body.ok) return badRequest(c, body);
    return c.json({ id: emu.faults.add(body.value) }, 201);
  });

  app.delete(`/${controlPaths.faults}`, (c) => c.json({ cleared: emu.faults.clear() }, 200));

  app.delete(`/${controlPaths.fault(':id')}`, (c) => {
    const id = c.req.param('id');
    return emu.faults.remove(id) ? c.json({ cleared: 1 }, 200) : notFoundJson(c, `no fault ${id}`);
  });

  app.get(`/${controlPaths.clock}`, (c) => c.json(clock(), 200));

  // mode first, then advance: {mode:'manual', advanceMs} freezes and jumps in one call
  app.post(`/${controlPaths.clock}`, async (c) => {
    const body = await parseBody(c, ClockBody);
    if (!body.ok) return badRequest(c, body);
    if (emu.bench) return badRequest(c, { message: 'the clock is real in bench mode' });
    if (body.value.mode) emu.clock.setMode(body.value.mode);
    if (body.value.advanceMs !== undefined) emu.clock.advance(body.value.advanceMs);
    return c.json(clock(), 200);
  });

  app.get(`/${controlPaths.journal}`, (c) => c.json(emu.journal.list(), 200));

  app.delete(`/${controlPaths.journal}`, (c) => {
    emu.journal.clear();
    return c.json({ status: 'success' }, 200);
  });

  // every device's tokens: the local device's and each mesh agent's
  app.post(`/${controlPaths.sessionsExpire}`, (c) => c.json({ expired: emu.expireSessions() }, 200));

  app.post(`/${controlPaths.firmwareUpdate}`, async (c) => {
    const body = await parseBody(c, FirmwareUpdateBody);
    if (!body.ok) return badRequest(c, body);
    emu.state.status.firmware_update = body.value.active;
    return c.json({ firmware_update: body.value.active }, 200);
  });

  app.route('/', meshControl(emu));
  app.route('/', worldControl(emu));
  app.route('/', networkControl(emu));
  app.route('/', devicesControl(emu));
  app.route('/', toolsControl(emu));
  app.route('/', parentalControl(emu));

  return app;
}
