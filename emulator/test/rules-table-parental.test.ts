/**
 * One rule, one place (issue 13), parental control: the contract's rule cases for block schedules, device URL
 * filters, fixed and scheduled blocks (the remote service, /cloud/parental/{deviceid}) and device bandwidth rules
 * (the router's qos_rule), sent as the UI sends them (web/src/features/parental/*, api/parental.ts). See
 * rule-cases.ts.
 */
import { colonMac, deviceIdOf, timeZoneOffset, validateSchedule, type Week, weekDays, weekToUtc } from '@roteador/contract';
import {
  blockTable,
  deviceQosTable,
  deletingUrlFilter,
  deviceUrlFilterTable,
  scheduledBlockTable,
  scheduleTable,
  storedBlocks,
  storedQosRules,
  storedScheduledBlocks,
  storedSchedules,
  storedUrlFilters,
  unblocking,
} from '../../contract/test/cases/parental.ts';
import { get, type Router, runTable, same } from './rule-cases.ts';

/** The service's base for this router (the UI's: /config.json's parentalService and GET device's MAC). */
const service = async (r: Router) => `/cloud/parental/${deviceIdOf((await get(r, 'device/0')).mac)}`;
const remote = async (r: Router, method: string, path: string, body?: unknown) => r.json(method, `${await service(r)}/${path}`, body);
const list = async (r: Router, path: string) => (await remote(r, 'GET', path)).body;
/** The records of a list the pages count (one being deleted, status 3, is left out). */
const live = async (r: Router, path: string) => (await list(r, path)).filter((x: { status?: number }) => x.status !== 3);

async function create(r: Router, path: string, records: readonly unknown[]): Promise<string[]> {
  const ids: string[] = [];
  for (const record of records) {
    const created = await (path === 'qos_rule' ? r.json('POST', '/api/v1/qos_rule', record, r.token) : remote(r, 'POST', path, record));
    if (created.status !== 201) throw new Error(`${path}: the context was refused: ${JSON.stringify(created.body)}`);
    ids.push(created.body.id);
  }
  return ids;
}

/** A record created and then deleted, its deletion not yet applied by the router (status 3). */
async function deleting(r: Router, path: string, record: unknown) {
  const [id] = await create(r, path, [record]);
  const gone = await remote(r, 'DELETE', `${path}/${id}`);
  if (gone.body.status !== 3) throw new Error(`${path}: the deletion is not pending: ${JSON.stringify(gone.body)}`);
}

/** The router's zone offset (GET datetime's): the schedule page's local week is stored in UTC. */
const routerOffset = async (r: Router) => timeZoneOffset((await get(r, 'datetime/0')).timezone);

async function holdingSchedules(r: Router): Promise<string[]> {
  const offset = await routerOffset(r);
  const ids = await create(r, 'schedule', storedSchedules.map((s) => ({ name: s.name, week: weekToUtc(s.week, offset) })));
  // the scheduled-block cases name the schedules by these ids
  if (ids.join() !== storedSchedules.map((s) => s.id).join()) throw new Error(`schedule ids ${ids} are not the table's`);
  return ids;
}

Deno.test('block schedules (spec 3 §5, §9): the page and the service refuse the same schedules with the same message', async () => {
  await runTable(scheduleTable, {
    prepare: holdingSchedules,
    context: async (r) => ({ names: (await list(r, 'schedule')).map((s: { name: string }) => s.name) }),
    // web/src/features/parental/schedule-page.tsx: {name, week in UTC}. A week the page refuses is sent as the page
    // holds it: weekToUtc sorts and merges windows (an overlap becomes one), hiding from the service what the page saw.
    send: async (r, d, id) => {
      const { days, week: empty } = validateSchedule(d, []);
      const week: Week = days || empty ? d.week : weekToUtc(d.week, await routerOffset(r));
      return remote(r, id ? 'PUT' : 'POST', `schedule${id ? `/${id}` : ''}`, { name: d.name, week });
    },
    read: (r) => list(r, 'schedule'),
    fields: { ...same('name', 'week'), ...Object.fromEntries(weekDays.map((d) => [`week.${d}`, `week.${d}`])) },
  });
});

Deno.test('device URL filters (spec 3 §5): the page and the service refuse the same filters with the same message', async () => {
  await runTable(deviceUrlFilterTable, {
    prepare: async (r) => {
      const ids = await create(r, 'urlfilter', storedUrlFilters);
      await deleting(r, 'urlfilter', deletingUrlFilter);
      return ids;
    },
    context: async (r) => ({ filters: await live(r, 'urlfilter') }),
    send: (r, d, id) => remote(r, id ? 'PUT' : 'POST', `urlfilter${id ? `/${id}` : ''}`, d),
    read: (r) => list(r, 'urlfilter'),
    fields: same('mac', 'url', 'description'),
  });
});

Deno.test('fixed blocks (spec 3 §5): the page and the service refuse the same devices with the same message', async () => {
  await runTable(blockTable, {
    prepare: async (r) => {
      const ids = await create(r, 'block', storedBlocks.map((b) => ({ target: colonMac(b.target) })));
      await deleting(r, 'block', { target: unblocking });
      return ids;
    },
    context: async (r) => ({ blocks: (await live(r, 'block')).map((b: { target: string }) => ({ target: b.target, scheduleid: '' })) }),
    send: (r, d) => remote(r, 'POST', 'block', { target: d.target }),
    read: (r) => list(r, 'block'),
    fields: same('target'),
  });
});

Deno.test('scheduled blocks (spec 3 §5): the page and the service refuse the same blocks with the same message', async () => {
  await runTable(scheduledBlockTable, {
    prepare: async (r) => {
      await holdingSchedules(r);
      return create(r, 'scheduled_block', storedScheduledBlocks);
    },
    context: async (r) => ({
      blocks: (await live(r, 'scheduled_block')).map((b: { target: string; scheduleid: string }) => ({ target: b.target, scheduleid: b.scheduleid })),
    }),
    send: (r, d, id) => remote(r, id ? 'PUT' : 'POST', `scheduled_block${id ? `/${id}` : ''}`, d),
    read: (r) => list(r, 'scheduled_block'),
    fields: same('target'),
  });
});

Deno.test('device bandwidth (spec 3 §5): the page and the router refuse the same rules with the same message', async () => {
  const rule = (d: { target: string; download: number; upload: number }) => ({
    enabled: true, mode: 'limit', name: colonMac(d.target), target: d.target, type: 2, download: d.download, upload: d.upload,
  });
  await runTable(deviceQosTable, {
    prepare: (r) => create(r, 'qos_rule', storedQosRules.map((q) => rule({ target: q.target, download: 10_000, upload: 5_000 }))),
    context: async (r) => {
      const global = await get(r, 'qos_global/0');
      return { rules: await get(r, 'qos_rule'), global: { download: global.global_download, upload: global.global_upload } };
    },
    // web/src/features/parental/qos.tsx: the slider's kbps, the device's name (its MAC when it has none)
    send: (r, d, id) => r.json(id ? 'PUT' : 'POST', `/api/v1/qos_rule${id ? `/${id}` : ''}`, rule(d), r.token),
    read: (r) => get(r, 'qos_rule'),
    fields: same('target', 'download', 'upload'),
  });
});
