import assert from 'node:assert/strict';
import type { EasyMesh, MeshNode } from '@roteador/contract';
import { setup } from './helpers.ts';

const s = 1000;
const min = 60 * s;

/** GET easymesh with a fresh session each time (long clock jumps outlive a token). */
function meshOf(t: ReturnType<typeof setup>, _token?: string) {
  return async (): Promise<EasyMesh> => (await t.json('GET', '/api/v1/easymesh', undefined, await t.login())).body[0];
}
const byMac = (mesh: EasyMesh, mac: string) => mesh.nodes.find((n) => n.mac === mac);

Deno.test("onboarding: a pending router pairs 20 s after the sync, applies 90 s (model ''), is named, gets its model", async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  await t.manualClock();
  const token = await t.login();
  const mesh = meshOf(t, token);
  assert.deepEqual((await t.control('POST', '/mesh/pending', { model: 'Twibi Force Plug' })).body, {
    pending: { model: 'Twibi Force Plug' },
  });
  await t.advance(2 * min); // nothing pairs without a sync
  assert.equal((await mesh()).nodes.length, 2);

  const macs = (await mesh()).nodes.map((n) => n.mac);
  assert.deepEqual((await t.json('POST', '/api/v1/action', { actionID: 3 }, token)).body, { status: 'success' });
  assert.equal((await mesh()).syncing, 1);
  await t.advance(19_999);
  assert.equal((await mesh()).nodes.length, 2);
  await t.advance(1);
  const found = await mesh();
  assert.equal(found.syncing, 2);
  const fresh = found.nodes.filter((n) => !macs.includes(n.mac));
  assert.equal(fresh.length, 1);
  const node: MeshNode = fresh[0];
  assert.deepEqual([node.mac, node.ip, node.name, node.model, node.is_online, node.out_of_mesh], [
    'AA:BB:CC:00:00:03',
    '192.168.0.3',
    '',
    '',
    true,
    false,
  ]);

  // the onboarding names it while it applies its configuration
  assert.equal(
    (await t.json('PUT', '/api/v1/easymesh/0', { neighbors: [{ name: 'Suite', mac: node.mac }] }, token)).status,
    200,
  );
  await t.advance(90 * s - 1);
  assert.deepEqual([byMac(await mesh(), node.mac)!.name, byMac(await mesh(), node.mac)!.model], ['Suite', '']);
  await t.advance(1);
  assert.equal(byMac(await mesh(), node.mac)!.model, 'Twibi Force Plug');
  // paired stays the mesh's last sync result
  await t.advance(10 * min);
  assert.equal((await mesh()).syncing, 2);
  // the new node is a full device with the controller's credentials
  const later = await t.login();
  const nodeToken = await t.nodeLogin(later, node.ip);
  assert.equal((await t.proxy(later, node.ip, 0, 'device/0', undefined, nodeToken)).body.alias, 'Suite');
});

Deno.test('sync without a router to pair: syncing 1 for 5 minutes, then 0', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  const mesh = meshOf(t, token);
  await t.json('POST', '/api/v1/action', { actionID: 3 }, token);
  await t.advance(5 * min - 1);
  assert.equal((await mesh()).syncing, 1);
  await t.advance(1);
  assert.equal((await mesh()).syncing, 0);
  assert.equal((await mesh()).nodes.length, 1);
});

Deno.test('a router powered on during a sync pairs at once if the 20 s have passed, within the sync only', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  const mesh = meshOf(t, token);
  await t.json('POST', '/api/v1/action', { actionID: 3 }, token);
  await t.advance(40 * s);
  await t.control('POST', '/mesh/pending', {});
  await t.advance(0);
  const now = await mesh();
  assert.equal(now.nodes.length, 2);
  assert.equal(now.nodes[1].model, '');
  assert.equal(now.syncing, 2);

  // after the sync ended, a new pending router waits for the next one
  await t.advance(5 * min);
  await t.control('POST', '/mesh/pending', { model: 'EX-1500' });
  await t.advance(1 * min);
  assert.equal((await mesh()).nodes.length, 2);
  await t.json('POST', '/api/v1/action', { actionID: 3 }, await t.login());
  await t.advance(20 * s);
  assert.equal((await mesh()).nodes.length, 3);
});

Deno.test('out of the mesh: shown, unreachable, back after a sync', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  await t.manualClock();
  const token = await t.login();
  const mesh = meshOf(t, token);
  const mac = 'AA:BB:CC:00:00:03';
  await t.control('PATCH', `/mesh/nodes/${mac}`, { outOfMesh: true });
  assert.equal(byMac(await mesh(), mac)!.out_of_mesh, true);
  assert.deepEqual(await t.proxy(token, '192.168.0.3', 0, 'status'), { status: 0, code: 'timeout' });
  await t.advance(10 * min);
  assert.equal(byMac(await mesh(), mac)!.out_of_mesh, true, 'until a sync');
  const later = await t.login();
  await t.json('POST', '/api/v1/action', { actionID: 3 }, later);
  await t.advance(20 * s);
  assert.equal(byMac(await mesh(), mac)!.out_of_mesh, false);
  assert.equal((await mesh()).syncing, 2);
  assert.equal((await t.proxy(later, '192.168.0.3', 0, 'status')).status, 200);
});

Deno.test('offline and backhaul changes through the control API show in the node list', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  const mac = 'AA:BB:CC:00:00:02';
  const changed = await t.control('PATCH', `/mesh/nodes/${mac}`, { online: false, rssi: -79, backhaul: 2 });
  assert.equal(changed.status, 200);
  assert.deepEqual([changed.body.is_online, changed.body.rssi, changed.body.backhaul], [false, -79, 2]);
  const node = byMac(await meshOf(t, token)(), mac)!;
  assert.deepEqual([node.is_online, node.rssi, node.backhaul], [false, -79, 2]);
  await t.control('PATCH', `/mesh/nodes/${mac}`, { online: true });
  assert.equal(byMac(await meshOf(t, token)(), mac)!.is_online, true);
});

Deno.test('removal: factory reset (action 2) through the proxy, the node goes offline, then DELETE', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  await t.manualClock();
  const token = await t.login();
  const mesh = meshOf(t, token);
  const mac = 'AA:BB:CC:00:00:02';
  const node = await t.nodeLogin(token, '192.168.0.2');
  const reset = await t.proxy(token, '192.168.0.2', 1, 'action', { actionID: 2 }, node);
  assert.deepEqual(reset, { status: 200, body: { status: 'success' } });
  assert.equal(byMac(await mesh(), mac)!.is_online, false);
  assert.deepEqual(await t.proxy(token, '192.168.0.2', 0, 'device/0', undefined, node), { status: 0, code: 'timeout' });
  await t.advance(60 * s);
  assert.equal(byMac(await mesh(), mac)!.is_online, false, 'a reset node stays away');
  assert.deepEqual((await t.json('DELETE', `/api/v1/easymesh/${mac}`, undefined, token)).body, { status: 1 });
  assert.deepEqual((await mesh()).nodes.map((n) => n.mac).slice(1), ['AA:BB:CC:00:00:03']);
  assert.equal(t.emulator.state.agents.length, 1);
  // on the local device, action 2 is the factory restore (test/admin.test.ts): answered, then its mesh is gone
  assert.equal((await t.json('POST', '/api/v1/action', { actionID: 2 }, token)).status, 200);
  assert.equal(t.emulator.state.agents.length, 0);
  assert.equal(t.emulator.state.device.show_wizard, true);
});

Deno.test('a node rebooted through the proxy is offline for 60 s, then back without its sessions', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  await t.manualClock();
  const token = await t.login();
  const node = await t.nodeLogin(token, '192.168.0.2');
  assert.equal((await t.proxy(token, '192.168.0.2', 1, 'action', { actionID: 1 }, node)).status, 200);
  assert.equal(byMac(await meshOf(t, token)(), 'AA:BB:CC:00:00:02')!.is_online, false);
  await t.advance(60 * s);
  assert.equal(byMac(await meshOf(t, token)(), 'AA:BB:CC:00:00:02')!.is_online, true);
  assert.equal((await t.proxy(token, '192.168.0.2', 0, 'device/0', undefined, node)).status, 401);
  const again = await t.nodeLogin(token, '192.168.0.2');
  assert.equal((await t.proxy(token, '192.168.0.2', 0, 'device/0', undefined, again)).body.uptime, 0);
});

Deno.test("the controller's new credentials are the whole mesh's", async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  await t.json('PUT', '/api/v1/user/0', { username: 'dono', password: 'Nova#Senha2026' }, token);
  await t.nodeLogin(token, '192.168.0.2', { username: 'dono', password: 'Nova#Senha2026' });
});
