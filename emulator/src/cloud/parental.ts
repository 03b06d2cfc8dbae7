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
import { Hono } from 'hono';
import {
  type BlockRule,
  BlockRuleInput,
  type BlockSchedule,
  BlockScheduleInput,
  deviceIdOf,
  type DeviceUrlFilter,
  DeviceUrlFilterInput,
  RuleStatus,
  type ScheduledBlock,
  ScheduledBlockInput,
  UrlFilterStatus,
  routerMessages,
} from '@roteador/contract';
import type { Emulator } from '../emulator.ts';
import { badRequest, dropResponse, forbidden, notFoundJson, parseBody, refusedJson } from '../http.ts';
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
import { parentalOf, parentalRefusal, settleParentalState } from '../device/parental-effects.ts';

const deleting = routerMessages.ruleDeleting;

export function parentalService(emu: Emulator) {
  const app = new Hono();
  const p = () => parentalOf(emu.state, emu.now());
  const now = () => emu.now();

  app.use('/:deviceid/*', async (c, next) => {
    if (!emu.state.status.has_internet) return dropResponse();
    const deviceid = c.req.param('deviceid');
    if (deviceid !== deviceIdOf(emu.local.mac)) return notFoundJson(c, `unknown device ${deviceid}`);
    const refusal = parentalRefusal(emu.local.access);
    if (refusal) return forbidden(c, refusal);
    await next();
    // a write takes effect at once (a deleted schedule releases its devices now)
    settleParentalState(emu.state, emu.now());
  });

  // block schedules
  app.get('/:deviceid/schedule', (c) => c.json(scheduleView(p(), c.req.param('deviceid')) satisfies BlockSchedule[], 200));

  app.post('/:deviceid/schedule', async (c) => {
    const body = await parseBody(c, BlockScheduleInput);
    if (!body.ok) return badRequest(c, body);
    const out = createSchedule(p(), body.value);
    if (!out.ok) return refusedJson(c, out);
    return c.json({ ...structuredClone(out.value), deviceid: c.req.param('deviceid') } satisfies BlockSchedule, 201);
  });

  app.put('/:deviceid/schedule/:id', async (c) => {
    const id = c.req.param('id');
    if (!p().schedules.some((s) => s.id === id)) return notFoundJson(c, `no schedule ${id}`);
    const body = await parseBody(c, BlockScheduleInput);
    if (!body.ok) return badRequest(c, body);
    const out = updateSchedule(p(), id, body.value);
    if (!out.ok) return refusedJson(c, out);
    return c.json({ ...structuredClone(out.value), deviceid: c.req.param('deviceid') } satisfies BlockSchedule, 200);
  });

  app.delete('/:deviceid/schedule/:id', (c) => {
    const id = c.req.param('id');
    if (!p().schedules.some((s) => s.id === id)) return notFoundJson(c, `no schedule ${id}`);
    deleteSchedule(p(), id);
    return c.json({ status: 'success' as const }, 200);
  });

  // scheduled blocks
  const scheduled = (id: string) => p().scheduledBlocks.find((b) => b.id === id);

  app.get('/:deviceid/scheduled_block', (c) => c.json(p().scheduledBlocks.map(scheduledBlockView) satisfies ScheduledBlock[], 200));

  app.post('/:deviceid/scheduled_block', async (c) => {
    const body = await parseBody(c, ScheduledBlockInput);
    if (!body.ok) return badRequest(c, body);
    const out = createScheduledBlock(p(), body.value, now());
    return out.ok ? c.json(out.value satisfies ScheduledBlock, 201) : refusedJson(c, out);
  });

  app.put('/:deviceid/scheduled_block/:id', async (c) => {
    const id = c.req.param('id');
    const found = scheduled(id);
    if (!found) return notFoundJson(c, `no scheduled block ${id}`);
    const body = await parseBody(c, ScheduledBlockInput);
    if (!body.ok) return badRequest(c, body);
    if (found.status === RuleStatus.Deleting) return badRequest(c, { message: deleting });
    const out = updateScheduledBlock(p(), id, body.value, now());
    return out.ok ? c.json(out.value satisfies ScheduledBlock, 200) : refusedJson(c, out);
  });

  app.delete('/:deviceid/scheduled_block/:id', (c) => {
    const id = c.req.param('id');
    const found = scheduled(id);
    if (!found) return notFoundJson(c, `no scheduled block ${id}`);
    if (found.status === RuleStatus.Deleting) return c.json(scheduledBlockView(found) satisfies ScheduledBlock, 200);
    return c.json(deleteScheduledBlock(p(), id, now()) satisfies ScheduledBlock, 200);
  });

  // device URL filters
  const filter = (id: string) => p().urlFilters.find((f) => f.id === id);

  app.get('/:deviceid/urlfilter', (c) => c.json(p().urlFilters.map(urlFilterView) satisfies DeviceUrlFilter[], 200));

  app.post('/:deviceid/urlfilter', async (c) => {
    const body = await parseBody(c, DeviceUrlFilterInput);
    if (!body.ok) return badRequest(c, body);
    const out = createUrlFilter(p(), body.value, now());
    return out.ok ? c.json(out.value satisfies DeviceUrlFilter, 201) : refusedJson(c, out);
  });

  app.put('/:deviceid/urlfilter/:id', async (c) => {
    const id = c.req.param('id');
    const found = filter(id);
    if (!found) return notFoundJson(c, `no URL filter ${id}`);
    const body = await parseBody(c, DeviceUrlFilterInput);
    if (!body.ok) return badRequest(c, body);
    if (found.status === UrlFilterStatus.PendingDelete) return badRequest(c, { message: deleting });
    const out = updateUrlFilter(p(), id, body.value, now());
    return out.ok ? c.json(out.value satisfies DeviceUrlFilter, 200) : refusedJson(c, out);
  });

  app.delete('/:deviceid/urlfilter/:id', (c) => {
    const id = c.req.param('id');
    const found = filter(id);
    if (!found) return notFoundJson(c, `no URL filter ${id}`);
    if (found.status === UrlFilterStatus.PendingDelete) return c.json(urlFilterView(found) satisfies DeviceUrlFilter, 200);
    return c.json(deleteUrlFilter(p(), id, now()) satisfies DeviceUrlFilter, 200);
  });

  // fixed (immediate) blocks
  const block = (id: string) => p().blocks.find((b) => b.id === id);

  app.get('/:deviceid/block', (c) => {
    const deviceid = c.req.param('deviceid');
    return c.json(p().blocks.map((b) => blockView(b, deviceid)) satisfies BlockRule[], 200);
  });

  app.post('/:deviceid/block', async (c) => {
    const body = await parseBody(c, BlockRuleInput);
    if (!body.ok) return badRequest(c, body);
    const out = createBlock(p(), body.value.target, now());
    return out.ok ? c.json(blockView(out.value, c.req.param('deviceid')) satisfies BlockRule, 201) : refusedJson(c, out);
  });

  app.delete('/:deviceid/block/:id', (c) => {
    const id = c.req.param('id');
    const found = block(id);
    if (!found) return notFoundJson(c, `no block ${id}`);
    const deviceid = c.req.param('deviceid');
    if (found.status === RuleStatus.Deleting) return c.json(blockView(found, deviceid) satisfies BlockRule, 200);
    return c.json(blockView(deleteBlock(p(), id, now()), deviceid) satisfies BlockRule, 200);
  });

  return app;
}
