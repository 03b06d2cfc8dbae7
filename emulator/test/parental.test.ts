/** spec 3 §3–§5, §7 'Parental control': the remote service, the router's QoS rules, iptables and the blocked devices. */
import assert from 'node:assert/strict';
import {
  BlockRuleList,
  BlockScheduleList,
  compactMac,
  ConnectedDeviceList,
  deviceIdOf,
  DeviceQosRuleList,
  DeviceUrlFilterList,
  emptyWeek,
  FirewallRuleList,
  ScheduledBlockList,
  sizeMessage,
  timing,
  validationMessages as m,
  type Week,
  weekToUtc,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from './helpers.ts';

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  const device = (await t.json('GET', '/api/v1/device/0', undefined, token)).body;
  const base = `/cloud/parental/${deviceIdOf(device.mac)}`;
  // a fresh session each time: the clock jumps past the 10-minute idle expiry
  const clients = async () => {
    const r = await t.json('GET', '/api/v1/connected_device', undefined, await t.login());
    conforms(r.body, ConnectedDeviceList);
    return r.body as Array<{ mac: string; blocked: boolean; rxBytes: number; txBytes: number; signalLevel: number }>;
  };
  const target = (await clients()).find((c) => c.signalLevel !== -100)!.mac;
  return { ...t, token, base, clients, target };
}

const week = (days: Partial<Record<keyof Week, Array<[string, string]>>>): Week => {
  const w = emptyWeek();
  for (const [day, list] of Object.entries(days)) {
    w[day as keyof Week].time_windows = list!.map(([start_time, end_time]) => ({ start_time, end_time }));
  }
  return w;
};

Deno.test('schedule: create, read in UTC, update, and every §5 rule refused with the state unchanged', async () => {
  using t = await ready();
  const utc = weekToUtc(week({ monday: [['08:00', '12:00']] }), -180);
  const created = await t.json('POST', `${t.base}/schedule`, { name: 'Escola', week: utc });
  assert.equal(created.status, 201);
  assert.deepEqual(created.body.week.monday.time_windows, [{ start_time: '11:00', end_time: '15:00' }]);
  const list = await t.json('GET', `${t.base}/schedule`);
  conforms(list.body, BlockScheduleList);
  assert.equal(list.body.length, 1);

  const refused: Array<[unknown, string]> = [
    [{ name: 'escola', week: utc }, m.scheduleNameInUse],
    [{ name: '', week: utc }, m.required],
    [{ name: 'x'.repeat(33), week: utc }, sizeMessage(1, 32)],
    [{ name: 'Noite', week: emptyWeek() }, m.scheduleEmpty],
    [{ name: 'Noite', week: week({ friday: [['08:00', '10:00'], ['09:00', '11:00']] }) }, m.scheduleConflict],
    [{ name: 'Noite', week: week({ friday: [['08:10', '10:00']] }) }, m.scheduleStep],
    [{ name: 'Noite', week: week({ friday: [['10:00', '09:00']] }) }, m.scheduleOrder],
  ];
  const before = (await t.json('GET', `${t.base}/schedule`)).body;
  for (const [body, message] of refused) {
    const r = await t.json('POST', `${t.base}/schedule`, body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(r.body.message, message);
  }
  assert.deepEqual((await t.json('GET', `${t.base}/schedule`)).body, before);

  // touching windows are merged into one
  const merged = await t.json('PUT', `${t.base}/schedule/${created.body.id}`, {
    name: 'Escola', week: week({ tuesday: [['08:00', '09:00'], ['09:00', '10:00']] }),
  });
  assert.equal(merged.status, 200);
  assert.deepEqual(merged.body.week.tuesday.time_windows, [{ start_time: '08:00', end_time: '10:00' }]);
  assert.equal((await t.json('PUT', `${t.base}/schedule/99`, { name: 'A', week: utc })).status, 404);
});

Deno.test('deleting a schedule deletes its scheduled blocks first, except those in status 3', async () => {
  using t = await ready();
  const s = (await t.json('POST', `${t.base}/schedule`, { name: 'Noite', week: week({ sunday: [['00:00', '06:00']] }) })).body;
  const a = (await t.json('POST', `${t.base}/scheduled_block`, { scheduleid: s.id, target: 'AA:BB:CC:00:11:22' })).body;
  const b = (await t.json('POST', `${t.base}/scheduled_block`, { scheduleid: s.id, target: 'AA:BB:CC:00:11:33' })).body;
  assert.equal(a.status, 2);
  await t.advance(timing.wait.parentalApply);
  assert.deepEqual((await t.json('GET', `${t.base}/scheduled_block`)).body.map((x: { status: number }) => x.status), [1, 1]);
  const deleting = await t.json('DELETE', `${t.base}/scheduled_block/${b.id}`);
  assert.equal(deleting.body.status, 3);
  assert.equal((await t.json('DELETE', `${t.base}/schedule/${s.id}`)).status, 200);
  const left = (await t.json('GET', `${t.base}/scheduled_block`)).body;
  conforms(left, ScheduledBlockList);
  assert.deepEqual(left.map((x: { id: string }) => x.id), [b.id]);
  assert.deepEqual((await t.json('GET', `${t.base}/schedule`)).body, []);
});

Deno.test('scheduled block: the MAC, an existing schedule, and no identical rule', async () => {
  using t = await ready();
  const s = (await t.json('POST', `${t.base}/schedule`, { name: 'Noite', week: week({ sunday: [['00:00', '06:00']] }) })).body;
  await t.json('POST', `${t.base}/scheduled_block`, { scheduleid: s.id, target: 'AA:BB:CC:00:11:22' });
  const before = (await t.json('GET', `${t.base}/scheduled_block`)).body;
  for (const [body, message] of [
    [{ scheduleid: s.id, target: '' }, m.required],
    [{ scheduleid: s.id, target: 'AA:BB' }, m.invalidMac],
    [{ scheduleid: s.id, target: 'aa:bb:cc:00:11:22' }, m.identicalRule],
    [{ scheduleid: '99', target: 'AA:BB:CC:00:11:23' }, m.scheduleMissing],
  ] as const) {
    const r = await t.json('POST', `${t.base}/scheduled_block`, body);
    assert.equal(r.status, 400);
    assert.equal(r.body.message, message);
  }
  assert.deepEqual((await t.json('GET', `${t.base}/scheduled_block`)).body, before);
});

Deno.test('URL filter: pending → applied on the clock, an identical one refused, a failure from the control API', async () => {
  using t = await ready();
  const mac = 'AA:BB:CC:00:11:22';
  const created = await t.json('POST', `${t.base}/urlfilter`, { mac, url: 'jogos.com', description: 'Jogos' });
  assert.equal(created.status, 201);
  assert.equal(created.body.status, 1);
  await t.advance(timing.wait.parentalApply - 1);
  assert.equal((await t.json('GET', `${t.base}/urlfilter`)).body[0].status, 1);
  await t.advance(1);
  const list = (await t.json('GET', `${t.base}/urlfilter`)).body;
  conforms(list, DeviceUrlFilterList);
  assert.equal(list[0].status, 0);

  for (const [body, message] of [
    [{ mac, url: 'JOGOS.com', description: '' }, m.identicalRule],
    [{ mac, url: '', description: '' }, m.required],
    [{ mac, url: 'açaí.com', description: '' }, m.invalidCharacters],
    [{ mac: 'xx', url: 'a.com', description: '' }, m.invalidMac],
    [{ mac, url: 'a.com', description: 'x'.repeat(33) }, sizeMessage(0, 32)],
  ] as const) {
    const r = await t.json('POST', `${t.base}/urlfilter`, body);
    assert.equal(r.status, 400);
    assert.equal(r.body.message, message);
  }
  assert.equal((await t.json('GET', `${t.base}/urlfilter`)).body.length, 1);

  assert.equal((await t.control('POST', '/parental/fail', {})).status, 200);
  const updated = await t.json('PUT', `${t.base}/urlfilter/${created.body.id}`, { mac, url: 'jogos.net', description: 'Jogos' });
  assert.equal(updated.body.status, 2);
  await t.advance(timing.wait.parentalApply);
  assert.equal((await t.json('GET', `${t.base}/urlfilter`)).body[0].status, 5);

  const removed = await t.json('DELETE', `${t.base}/urlfilter/${created.body.id}`);
  assert.equal(removed.body.status, 3);
  await t.advance(timing.wait.parentalApply);
  assert.deepEqual((await t.json('GET', `${t.base}/urlfilter`)).body, []);
});

Deno.test('a fixed block blocks the device once applied: blocked, traffic still, released after', async () => {
  using t = await ready();
  const created = await t.json('POST', `${t.base}/block`, { target: t.target });
  assert.equal(created.status, 201);
  conforms([created.body], BlockRuleList);
  assert.equal(created.body.target, compactMac(t.target));
  assert.equal((await t.json('POST', `${t.base}/block`, { target: t.target.toLowerCase() })).body.message, m.identicalRule);
  const mine = async () => (await t.clients()).find((c) => c.mac === t.target)!;
  assert.equal((await mine()).blocked, false);
  await t.advance(timing.wait.parentalApply);
  const start = await mine();
  assert.equal(start.blocked, true);
  const rules = (await t.json('GET', '/api/v1/iptables', undefined, await t.login())).body;
  conforms(rules, FirewallRuleList);
  assert.ok(rules.some((r: { source: { mac: string }; policy: string }) => r.source.mac === t.target && r.policy === 'DROP'));
  await t.advance(600_000);
  const later = await mine();
  assert.equal(later.blocked, true);
  assert.equal(later.rxBytes, start.rxBytes);
  assert.equal(later.txBytes, start.txBytes);

  await t.json('DELETE', `${t.base}/block/${created.body.id}`);
  await t.advance(timing.wait.parentalApply);
  const released = await mine();
  assert.equal(released.blocked, false);
  await t.advance(600_000);
  assert.ok((await mine()).rxBytes > released.rxBytes);
  assert.deepEqual((await t.json('GET', `${t.base}/block`)).body, []);
});

Deno.test('a scheduled block blocks the device only inside the schedule window (virtual clock, UTC)', async () => {
  using t = await ready();
  // the clock starts Thursday 2026-01-15 12:00 UTC (09:00 in Brasília); the window: Thursday 10:00–11:00 local
  const utc = weekToUtc(week({ thursday: [['10:00', '11:00']] }), -180);
  const s = (await t.json('POST', `${t.base}/schedule`, { name: 'Aula', week: utc })).body;
  await t.json('POST', `${t.base}/scheduled_block`, { scheduleid: s.id, target: t.target });
  const mine = async () => (await t.clients()).find((c) => c.mac === t.target)!;
  await t.advance(timing.wait.parentalApply);
  assert.equal((await mine()).blocked, false);
  await t.advance(3_600_000 - timing.wait.parentalApply); // 10:00 local
  const inside = await mine();
  assert.equal(inside.blocked, true);
  await t.advance(1_800_000);
  assert.equal((await mine()).rxBytes, inside.rxBytes);
  await t.advance(1_800_000); // 11:00 local
  const after = await mine();
  assert.equal(after.blocked, false);
  await t.advance(600_000);
  assert.ok((await mine()).rxBytes > after.rxBytes);
});

Deno.test('device QoS rules: CRUD on the router, the MAC required, one per device, rates within the global speed', async () => {
  using t = await ready();
  const rule = { enabled: true, mode: 'limit', name: 'TV', target: 'AA:BB:CC:00:11:22', type: 2, download: 50000, upload: 10000 };
  const created = await t.json('POST', '/api/v1/qos_rule', rule, t.token);
  assert.equal(created.status, 201);
  for (const [body, message] of [
    [{ ...rule, target: '' }, m.required],
    [{ ...rule, target: 'AA' }, m.invalidMac],
    [rule, m.identicalRule],
    [{ ...rule, target: 'AA:BB:CC:00:11:23', download: 100001 }, 'O campo deve possuir valor entre 0 e 100000'],
  ] as const) {
    const r = await t.json('POST', '/api/v1/qos_rule', body, t.token);
    assert.equal(r.status, 400);
    assert.equal(r.body.message, message);
  }
  const updated = await t.json('PUT', `/api/v1/qos_rule/${created.body.id}`, { ...rule, mode: 'prioritize', download: 20000 }, t.token);
  assert.equal(updated.body.mode, 'prioritize');
  const list = (await t.json('GET', '/api/v1/qos_rule', undefined, t.token)).body;
  conforms(list, DeviceQosRuleList);
  assert.equal(list.length, 1);
  assert.equal((await t.json('DELETE', `/api/v1/qos_rule/${created.body.id}`, undefined, t.token)).status, 200);
  assert.deepEqual((await t.json('GET', '/api/v1/qos_rule', undefined, t.token)).body, []);
});

Deno.test('the service: 404 for another device, 403 outside router mode, dropped without internet', async () => {
  using t = await ready();
  assert.equal((await t.json('GET', '/cloud/parental/000000000000/schedule')).status, 404);
  await t.control('POST', '/internet', { up: false });
  const down = await t.call('GET', `${t.base}/schedule`);
  assert.equal(down.headers.get('x-emulator-drop'), '1');
  await down.body?.cancel();
  await t.control('POST', '/internet', { up: true });
  assert.equal((await t.json('GET', `${t.base}/schedule`)).status, 200);
  await t.control('POST', '/reset', { profile: { operationMode: 1 } });
  assert.equal((await t.json('GET', `${t.base}/schedule`)).status, 403);
});

Deno.test('deleting a schedule inside its window releases its device at once; a failed block blocks nothing', async () => {
  using t = await ready();
  const utc = weekToUtc(week({ thursday: [['09:00', '10:00']] }), -180); // the clock starts Thursday 09:00 local
  const s = (await t.json('POST', `${t.base}/schedule`, { name: 'Agora', week: utc })).body;
  await t.json('POST', `${t.base}/scheduled_block`, { scheduleid: s.id, target: t.target });
  const mine = async () => (await t.clients()).find((c) => c.mac === t.target)!;
  await t.advance(timing.wait.parentalApply);
  assert.equal((await mine()).blocked, true);
  assert.equal((await t.json('DELETE', `${t.base}/schedule/${s.id}`)).status, 200);
  assert.equal((await mine()).blocked, false);
  assert.deepEqual((await t.json('GET', `${t.base}/scheduled_block`)).body, []);

  await t.control('POST', '/parental/fail', { times: 1 });
  await t.json('POST', `${t.base}/block`, { target: t.target });
  await t.advance(timing.wait.parentalApply);
  const [failed] = (await t.json('GET', `${t.base}/block`)).body;
  assert.equal(failed.status, 4);
  assert.equal((await mine()).blocked, false);
  assert.equal((await t.control('POST', '/parental/fail', { times: 0 })).status, 400);
});

Deno.test('a scheduled block moves to another schedule (PUT), in progress again until applied', async () => {
  using t = await ready();
  const a = (await t.json('POST', `${t.base}/schedule`, { name: 'A', week: week({ monday: [['08:00', '09:00']] }) })).body;
  const b = (await t.json('POST', `${t.base}/schedule`, { name: 'B', week: week({ tuesday: [['08:00', '09:00']] }) })).body;
  const block = (await t.json('POST', `${t.base}/scheduled_block`, { scheduleid: a.id, target: 'AA:BB:CC:00:11:22' })).body;
  await t.advance(timing.wait.parentalApply);
  const moved = await t.json('PUT', `${t.base}/scheduled_block/${block.id}`, { scheduleid: b.id, target: 'AA:BB:CC:00:11:22' });
  assert.equal(moved.status, 200);
  assert.deepEqual([moved.body.scheduleid, moved.body.status], [b.id, 2]);
  await t.advance(timing.wait.parentalApply);
  assert.equal((await t.json('GET', `${t.base}/scheduled_block`)).body[0].status, 1);
  assert.equal((await t.json('PUT', `${t.base}/scheduled_block/99`, { scheduleid: b.id, target: 'AA:BB:CC:00:11:22' })).status, 404);
  const bad = await t.json('PUT', `${t.base}/scheduled_block/${block.id}`, { scheduleid: b.id });
  assert.equal(bad.status, 400);
});

Deno.test('iptables: the applied URL filters and the enabled global filters', async () => {
  using t = await ready();
  await t.json('POST', `${t.base}/urlfilter`, { mac: t.target, url: 'jogos.com', description: '' });
  const read = async () => (await t.json('GET', '/api/v1/iptables', undefined, await t.login())).body;
  assert.ok(!(await read()).some((r: { url: string }) => r.url === 'jogos.com'));
  await t.advance(timing.wait.parentalApply);
  const rules = await read();
  conforms(rules, FirewallRuleList);
  assert.ok(rules.some((r: { url: string; source: { mac: string } }) => r.url === 'jogos.com' && r.source.mac === t.target));
  // the demo's enabled global URL filter
  assert.ok(rules.some((r: { url: string }) => r.url === 'jogos-online.com.br'));
});
