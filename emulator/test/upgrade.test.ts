import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { FirmwareVersions, UpgradeProgress } from '@roteador/contract';
import { DROP_HEADER } from '../src/http.ts';
import { setup } from './helpers.ts';

const s = 1000;
const min = 60 * s;
const NODE = { mac: 'AA:BB:CC:00:00:02', id: 'aabbcc000002', ip: '192.168.0.2' };

Deno.test('firmware service: versions of every device; 404 for an unknown deviceid; offers from profile and control', async () => {
  using t = setup({ profile: { meshAgents: 1, firmwareLast: '1.5.0' } });
  const local = t.emulator.state.device.mac.replace(/:/g, '').toLowerCase();
  const versions = await t.json('GET', `/cloud/fwapi/versions/${local}`);
  assert.equal(versions.status, 200);
  conforms(versions.body, FirmwareVersions);
  assert.deepEqual(versions.body, { online: true, current: '1.4.2', last: '1.5.0' });
  assert.deepEqual((await t.json('GET', `/cloud/fwapi/versions/${NODE.id}`)).body, {
    online: true,
    current: '1.4.2',
    last: '1.5.0',
  });
  const unknown = await t.json('GET', '/cloud/fwapi/versions/001122334455');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.status, 'error');

  assert.deepEqual((await t.control('POST', '/firmware', { mac: NODE.mac.toLowerCase(), last: '1.6.1' })).body, {
    mac: NODE.mac,
    last: '1.6.1',
  });
  assert.equal((await t.json('GET', `/cloud/fwapi/versions/${NODE.id}`)).body.last, '1.6.1');
  assert.equal((await t.json('GET', `/cloud/fwapi/versions/${local}`)).body.last, '1.5.0');
  await t.control('POST', '/firmware', { last: '1.7.0' });
  assert.equal((await t.json('GET', `/cloud/fwapi/versions/${NODE.id}`)).body.last, '1.7.0');

  await t.control('POST', '/internet', { up: false });
  assert.equal((await t.json('GET', `/cloud/fwapi/versions/${local}`)).body.online, false);
  // idle or unknown: status 0
  for (const id of [local, 'ffffffffffff']) {
    const idle = (await t.json('GET', `/cloud/update/${id}`)).body;
    conforms(idle, UpgradeProgress);
    assert.equal(idle.status, 0);
  }
  // the firmware service is journaled with the router's API
  const journal = (await t.control('GET', '/journal')).body;
  assert.ok(
    journal.some((e: { path: string; status: number }) =>
      e.path === '/cloud/fwapi/versions/001122334455' && e.status === 404
    ),
  );
});

Deno.test('node upgrade: download 60 s, down 5 min (offline), back on the new version without its sessions', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  await t.manualClock();
  await t.control('POST', '/firmware', { mac: NODE.mac, last: '1.5.0' });
  const token = await t.login();
  const node = await t.nodeLogin(token, NODE.ip);
  const progress = async () => (await t.json('GET', `/cloud/update/${NODE.id}`)).body;
  const nodeOnline = async () =>
    (await t.json('GET', '/api/v1/easymesh', undefined, await t.login())).body[0].nodes.find((n: { mac: string }) =>
      n.mac === NODE.mac
    ).is_online;

  const start = await t.proxy(token, NODE.ip, 1, 'upgrade_by_remote', {
    deviceid: NODE.id,
    last: '1.5.0',
    current: '1.4.2',
  }, node);
  assert.deepEqual(start, { status: 200, body: { status: 'success' } });
  assert.deepEqual(await progress(), { progress: 0, status: 1, message: 'Baixando o firmware' });
  await t.advance(30 * s);
  assert.deepEqual([(await progress()).status, (await progress()).progress], [1, 50]);
  assert.equal(await nodeOnline(), true);
  await t.advance(30 * s);
  const rebooting = await progress();
  assert.deepEqual([rebooting.status, rebooting.progress], [3, 100]);
  assert.equal(await nodeOnline(), false);
  assert.deepEqual(await t.proxy(await t.login(), NODE.ip, 0, 'status'), { status: 0, code: 'timeout' });
  await t.advance(5 * min - 1);
  assert.equal((await progress()).status, 3);
  await t.advance(1);
  assert.deepEqual(await progress(), { progress: 100, status: 4, message: 'Firmware atualizado' });
  assert.equal(await nodeOnline(), true);
  assert.deepEqual((await t.json('GET', `/cloud/fwapi/versions/${NODE.id}`)).body, {
    online: true,
    current: '1.5.0',
    last: '1.5.0',
  });
  const later = await t.login();
  assert.equal((await t.proxy(later, NODE.ip, 0, 'device/0', undefined, node)).status, 401);
  const again = await t.nodeLogin(later, NODE.ip);
  const device = (await t.proxy(later, NODE.ip, 0, 'device/0', undefined, again)).body;
  assert.deepEqual([device.fw_version, device.uptime], ['1.5.0', 0]);
  // the other node and the controller kept theirs
  assert.equal(t.emulator.state.device.fw_version, '1.4.2');
  assert.equal(t.emulator.state.agents[1].device.fw_version, '1.4.2');
});

Deno.test('a clock jump past the whole upgrade lands on the new version', async () => {
  using t = setup({ profile: { meshAgents: 1, firmwareLast: '2.0.0' } });
  await t.manualClock();
  const token = await t.login();
  const node = await t.nodeLogin(token, NODE.ip);
  await t.proxy(token, NODE.ip, 1, 'upgrade_by_remote', { deviceid: NODE.id, last: '2.0.0', current: '1.4.2' }, node);
  await t.advance(60 * min);
  assert.equal((await t.json('GET', `/cloud/update/${NODE.id}`)).body.status, 4);
  assert.equal(t.emulator.state.agents[0].device.fw_version, '2.0.0');
});

Deno.test('local upgrade: the router drops its API for 5 min while the firmware service keeps answering', async () => {
  using t = setup({ profile: { firmwareLast: '1.5.0' } });
  await t.manualClock();
  const token = await t.login();
  const id = t.emulator.state.device.mac.replace(/:/g, '').toLowerCase();
  const body = { deviceid: id, last: '1.5.0', current: '1.4.2' };
  assert.deepEqual((await t.json('POST', '/api/v1/upgrade_by_remote', body, token)).body, { status: 'success' });
  // a repeated request while it runs changes nothing
  assert.equal((await t.json('POST', '/api/v1/upgrade_by_remote', body, token)).status, 200);
  await t.advance(60 * s);
  const res = await t.call('GET', '/api/v1/status');
  assert.equal(res.headers.get(DROP_HEADER), '1');
  await res.body?.cancel();
  assert.equal((await t.json('GET', `/cloud/update/${id}`)).body.status, 3);
  await t.advance(5 * min);
  assert.equal((await t.json('GET', `/cloud/update/${id}`)).body.status, 4);
  const fresh = await t.login();
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, fresh)).body.fw_version, '1.5.0');
});

Deno.test('upgrade without internet: accepted, then status 5; internet lost mid-download: status 5', async () => {
  using t = setup({ profile: { firmwareLast: '1.5.0' } });
  await t.manualClock();
  const token = await t.login();
  const id = t.emulator.state.device.mac.replace(/:/g, '').toLowerCase();
  const body = { deviceid: id, last: '1.5.0', current: '1.4.2' };
  await t.control('POST', '/internet', { up: false });
  assert.equal((await t.json('POST', '/api/v1/upgrade_by_remote', body, token)).status, 200);
  assert.deepEqual((await t.json('GET', `/cloud/update/${id}`)).body, {
    progress: 0,
    status: 5,
    message: 'Sem conexão com a internet',
  });
  await t.advance(10 * min);
  assert.equal(t.emulator.state.device.fw_version, '1.4.2');

  await t.control('POST', '/internet', { up: true });
  const again = await t.login();
  await t.json('POST', '/api/v1/upgrade_by_remote', body, again);
  await t.advance(20 * s);
  assert.equal((await t.json('GET', `/cloud/update/${id}`)).body.status, 1);
  await t.control('POST', '/internet', { up: false });
  assert.equal((await t.json('GET', `/cloud/update/${id}`)).body.status, 5);
  await t.advance(10 * min);
  assert.equal(
    (await t.json('GET', '/api/v1/device/0', undefined, again)).status,
    401,
    'idle token, but the router is up',
  );
});

Deno.test("upgrade_by_remote refuses a version that is not newer and another device's id; nothing starts", async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  const id = t.emulator.state.device.mac.replace(/:/g, '').toLowerCase();
  for (
    const [body, field] of [
      [{ deviceid: id, last: '1.4.2', current: '1.4.2' }, 'last'],
      [{ deviceid: id, last: '1.3.9', current: '1.4.2' }, 'last'],
      [{ deviceid: id, last: 'v2', current: '1.4.2' }, 'last'],
      [{ deviceid: NODE.id, last: '1.5.0', current: '1.4.2' }, 'deviceid'],
      [{ deviceid: id, last: '1.5.0' }, 'current'],
    ] as const
  ) {
    const res = await t.json('POST', '/api/v1/upgrade_by_remote', body, token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.field, field);
  }
  assert.equal(t.emulator.state.upgrade, null);
  // '1.10.0' is newer than '1.4.2' (numbers, not text)
  assert.equal(
    (await t.json('POST', '/api/v1/upgrade_by_remote', { deviceid: id, last: '1.10.0', current: '1.4.2' }, token))
      .status,
    200,
  );
});
