/**
 * The parental-control remote service (spec 3 §7), mounted at /cloud/parental (the UI reads that base from
 * /config.json): block schedules, scheduled blocks, device URL filters and fixed blocks of one router, under
 * /{deviceid} (the local device's MAC in lower case without colons; another answers 404). The calls and records are
 * contract/src/parental.ts; the rules and the timeline device/parental.ts.
 * - The service is reached over the internet: while the router has none, its connections are dropped (the page's
 *   'Tentar novamente' case). It answers while the router reboots (it is not the router).
 * - Parental control exists in router mode only and not on a mesh agent: otherwise 403.
 * - Refused writes answer 400 {status:'error', message, field} with the UI's pt-BR message, changing nothing.
 */
import { type Context, Hono } from 'hono';
import type { Struct } from 'superstruct';
import {
  type BlockRule,
  BlockRuleInput,
  type BlockSchedule,
  BlockScheduleInput,
  deviceIdOf,
  type DeviceUrlFilter,
  DeviceUrlFilterInput,
  parentalPaths,
  RuleStatus,
  type ScheduledBlock,
  ScheduledBlockInput,
  UrlFilterStatus,
  routerMessages,
} from '@roteador/contract';
import type { Emulator } from '../emulator.ts';
import { dropResponse, forbidden, notFoundJson, write } from '../http.ts';
import { type Outcome, refused } from '../device/outcome.ts';
import {
  blockView,
  createBlock,
  createSchedule,
  createScheduledBlock,
  createUrlFilter,
  deleteBlock,
  deleteSchedule,
  deleteScheduledBlock,
  deleteUrlFilter,
  scheduledBlockView,
  scheduleView,
  updateSchedule,
  updateScheduledBlock,
  updateUrlFilter,
  urlFilterView,
} from '../device/parental.ts';
import { keepParentalIfAccepted, parentalOf, parentalRefusal, settleParentalState } from '../device/parental-effects.ts';

const deleting = routerMessages.ruleDeleting;

export function parentalService(emu: Emulator) {
  const app = new Hono();
  const p = () => parentalOf(emu.state, emu.now());
  const now = () => emu.now();
  /** The router the call names (the middleware below answers any other). */
  const deviceidOf = (c: Context): string => c.req.param('deviceid') ?? '';

  app.use('/:deviceid/*', async (c, next) => {
    if (!emu.state.status.has_internet) return dropResponse();
    const deviceid = c.req.param('deviceid');
    if (deviceid !== deviceIdOf(emu.local.mac)) return notFoundJson(c, `unknown device ${deviceid}`);
    const refusal = parentalRefusal(emu.local.access);
    if (refusal) return forbidden(c, refusal);
    await keepParentalIfAccepted(() => emu.state, async () => {
      await next();
      return c.res.status < 400;
    });
    // a write takes effect at once (a deleted schedule releases its devices now)
    settleParentalState(emu.state, emu.now());
  });

  // block schedules
  const schedules = `/${parentalPaths.schedule(':deviceid')}`;
  const withDevice = (c: Context, record: { id: string; name: string; week: BlockSchedule['week'] }): BlockSchedule =>
    ({ ...structuredClone(record), deviceid: deviceidOf(c) });

  app.get(schedules, (c) => c.json(scheduleView(p(), deviceidOf(c)) satisfies BlockSchedule[], 200));

  app.post(schedules, write(BlockScheduleInput, (body, c) => {
    const out = createSchedule(p(), body);
    return out.ok ? { ok: true, value: withDevice(c, out.value) } : out;
  }, 201));

  app.put(`${schedules}/:id`, async (c, next) => {
    const id = c.req.param('id');
    if (!p().schedules.some((s) => s.id === id)) return notFoundJson(c, `no schedule ${id}`);
    return await write(BlockScheduleInput, (body) => {
      const out = updateSchedule(p(), id, body);
      return out.ok ? { ok: true, value: withDevice(c, out.value) } : out;
    })(c, next);
  });

  app.delete(`${schedules}/:id`, (c) => {
    const id = c.req.param('id');
    if (!p().schedules.some((s) => s.id === id)) return notFoundJson(c, `no schedule ${id}`);
    deleteSchedule(p(), id);
    return c.json({ status: 'success' as const }, 200);
  });

  /**
   * A list whose writes the router applies later (scheduled blocks, device URL filters): GET the list, POST (201),
   * PUT `/:id` (refused while the record is being deleted) and DELETE `/:id` (starts the deletion; a record already
   * being deleted is answered as it is).
   */
  function pendingList<R extends { id: string }, I, S, V>(path: string, l: {
    noun: string;
    records: () => R[];
    view: (record: R) => V;
    deleting: (record: R) => boolean;
    input: Struct<I, S>;
    create: (input: I) => Outcome<V>;
    update: (id: string, input: I) => Outcome<V>;
    remove: (id: string) => V;
  }) {
    const base = `/${path}`;
    const find = (c: Context) => l.records().find((r) => r.id === c.req.param('id'));
    const missing = (c: Context) => notFoundJson(c, `no ${l.noun} ${c.req.param('id')}`);

    app.get(base, (c) => c.json(l.records().map(l.view), 200));
    app.post(base, write(l.input, (body) => l.create(body), 201));
    app.put(`${base}/:id`, async (c, next) => {
      const found = find(c);
      if (!found) return missing(c);
      return await write(l.input, (body) => (l.deleting(found) ? refused(deleting) : l.update(found.id, body)))(c, next);
    });
    app.delete(`${base}/:id`, (c) => {
      const found = find(c);
      if (!found) return missing(c);
      return c.json(l.deleting(found) ? l.view(found) : l.remove(found.id), 200);
    });
  }

  pendingList(parentalPaths.scheduledBlock(':deviceid'), {
    noun: 'scheduled block',
    records: () => p().scheduledBlocks,
    view: (b): ScheduledBlock => scheduledBlockView(b),
    deleting: (b) => b.status === RuleStatus.Deleting,
    input: ScheduledBlockInput,
    create: (input) => createScheduledBlock(p(), input, now()),
    update: (id, input) => updateScheduledBlock(p(), id, input, now()),
    remove: (id) => deleteScheduledBlock(p(), id, now()),
  });

  pendingList(parentalPaths.urlFilter(':deviceid'), {
    noun: 'URL filter',
    records: () => p().urlFilters,
    view: (f): DeviceUrlFilter => urlFilterView(f),
    deleting: (f) => f.status === UrlFilterStatus.PendingDelete,
    input: DeviceUrlFilterInput,
    create: (input) => createUrlFilter(p(), input, now()),
    update: (id, input) => updateUrlFilter(p(), id, input, now()),
    remove: (id) => deleteUrlFilter(p(), id, now()),
  });

  // fixed (immediate) blocks
  const blocks = `/${parentalPaths.block(':deviceid')}`;
  const block = (id: string) => p().blocks.find((b) => b.id === id);

  app.get(blocks, (c) => {
    const deviceid = deviceidOf(c);
    return c.json(p().blocks.map((b) => blockView(b, deviceid)) satisfies BlockRule[], 200);
  });

  app.post(blocks, write(BlockRuleInput, ({ target }, c) => {
    const out = createBlock(p(), target, now());
    return out.ok ? { ok: true, value: blockView(out.value, deviceidOf(c)) satisfies BlockRule } : out;
  }, 201));

  app.delete(`${blocks}/:id`, (c) => {
    const id = c.req.param('id');
    const found = block(id);
    if (!found) return notFoundJson(c, `no block ${id}`);
    const deviceid = deviceidOf(c);
    if (found.status === RuleStatus.Deleting) return c.json(blockView(found, deviceid) satisfies BlockRule, 200);
    return c.json(blockView(deleteBlock(p(), id, now()), deviceid) satisfies BlockRule, 200);
  });

  return app;
}
