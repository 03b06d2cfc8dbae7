/**
 * One table for what a mode and a mesh role may write (contract/src/access.ts): the UI hides a page where its rule
 * is false, and the router refuses that page's writes there — 400 with the table's message, the resource as the
 * field, the state unchanged — after checking the token. Where the rule holds, the guard lets the write through.
 */
import assert from 'node:assert/strict';
import { accessRules, guardedWrites, writeRefusedMessages, type AccessRule } from '@roteador/contract';
import { setup } from './helpers.ts';

/** A write per guarded resource, with a body its route would take in router mode. */
const WRITES: Array<[method: string, path: string, body: unknown]> = [
  ['PUT', 'wan/0', { mtu: 1400 }],
  ['POST', 'pppoe', { username: 'cliente', password: 'segredo1', mtu: 1492 }],
  ['PUT', 'interface/lan', { ip4: '192.168.0.1', netmask: '255.255.255.0' }],
  ['PUT', 'dhcp_server/lan', { enabled: true }],
  ['POST', 'dhcp_static_lease', { description: 'x', mac: 'AA:00:00:00:00:09', ip: '192.168.0.50' }],
  ['POST', 'natportredirect', { name: 'x' }],
  ['POST', 'filter', { type: 'mac' }],
  ['PUT', 'denial_of_service/0', { enabled: true }],
  ['PUT', 'qos_global/0', { enabled: true }],
  ['PUT', 'remote_web_access/0', { enabled: true }],
  ['PUT', 'remote_management/0', { enabled: true }],
  ['PUT', 'tr069_config/0', { tr069_enable: false }],
];

const PROFILES = [
  { name: 'ponto de acesso', profile: { operationMode: 1 as const } },
  { name: 'repetidor', profile: { operationMode: 3 as const, meshRole: 'none' as const } },
  { name: 'nó secundário', profile: { meshRole: 'agent' as const } },
];

Deno.test('the table guards every write it names, and each case above is one of them', () => {
  assert.deepEqual(WRITES.map(([, path]) => path.split('/')[0]).sort(), Object.keys(guardedWrites).sort());
});

for (const { name, profile } of PROFILES) {
  Deno.test(`${name}: a write the table refuses answers 400 with its message, after the token, and changes nothing`, async () => {
    using t = setup({ profile });
    const token = await t.login();
    const s = t.emulator.state;
    const rules = accessRules({ model: s.device.model, operationMode: s.system.operationMode, mesh: s.easymesh });
    let refusedSome = false;
    for (const [method, path, body] of WRITES) {
      const resource = path.split('/')[0];
      const rule: AccessRule = guardedWrites[resource];
      if (rules[rule]) continue;
      refusedSome = true;
      // everything but the session's last use (the token is checked before the refusal)
      const stored = () => JSON.stringify({ ...t.emulator.state, auth: null });
      const before = stored();
      assert.equal((await t.json(method, `/api/v1/${path}`, body)).status, 401, `${path} without a token`);
      const res = await t.json(method, `/api/v1/${path}`, body, token);
      assert.equal(res.status, 400, `${name}: ${method} ${path}`);
      assert.deepEqual(res.body, { status: 'error', message: writeRefusedMessages[rule], field: resource });
      assert.equal(stored(), before, `${path}: state unchanged`);
    }
    assert.ok(refusedSome, `${name} refuses some write`);
  });
}

Deno.test('router mode: the guard lets every write through to its route (which may still refuse its body)', async () => {
  using t = setup();
  const token = await t.login();
  for (const [method, path, body] of WRITES) {
    const res = await t.json(method, `/api/v1/${path}`, body, token);
    const refusedByMode = Object.values(writeRefusedMessages).includes(res.body?.message);
    assert.ok(!refusedByMode, `${method} ${path}: ${JSON.stringify(res.body)}`);
  }
});
