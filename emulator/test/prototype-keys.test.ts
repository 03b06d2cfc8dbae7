/**
 * Keys from outside meeting plain objects (contract/src/own.ts): a token, a body's field, a profile or state file's
 * key named like what every object has (`constructor`, `toString`, `__proto__`…) is never taken for data the router
 * holds, never crashes a check (500), and a refused call keeps nothing it made on the way.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { API_BASE, CLOUD_BASE, deviceIdOf } from '@roteador/contract';
import { ProfileError } from '../src/device/profiles.ts';
import { StateFileError } from '../src/device/persistence.ts';
import { DEMO, setup } from './helpers.ts';

const INHERITED = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__proto__'];

Deno.test('a token named like an inherited member is no token: 401 on the device, on an agent and through the proxy', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  for (const name of INHERITED) {
    assert.equal((await t.json('GET', `${API_BASE}/user/0`, undefined, name)).status, 401, name);
    const direct = await t.app.request(`http://127.0.0.2${API_BASE}/user/0`, { headers: { authorization: `Bearer ${name}` } });
    assert.equal(direct.status, 401, `agent ${name}`);
    await direct.body?.cancel();
    assert.equal((await t.proxy(token, '192.168.0.2', 0, 'user/0', undefined, name)).status, 401, `proxy ${name}`);
  }
  assert.deepEqual(Object.keys(t.emulator.state.auth.tokens), [token]);
});

Deno.test('an idle token refused leaves the state as it was (the next login forgets it)', async () => {
  using t = setup();
  await t.manualClock();
  const idle = await t.login();
  await t.advance(10 * 60_000);
  const before = JSON.stringify(await t.state());
  assert.equal((await t.json('GET', `${API_BASE}/device/0`, undefined, idle)).status, 401);
  assert.equal(JSON.stringify(await t.state()), before);
  const fresh = await t.login();
  assert.deepEqual(Object.keys(t.emulator.state.auth.tokens), [fresh]);
});

Deno.test('a body field named like an inherited member answers 400 naming it (it was a 500), and changes nothing', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  const before = JSON.stringify(await t.state());
  const cases: [string, string, unknown, string][] = [
    ['PUT', `${API_BASE}/reset_button/0`, { pressedTime: { toString: 1 } }, 'pressedTime.toString'],
    ['PUT', `${API_BASE}/syslog/0`, { enabled: false, constructor: { toString: 'x' } }, 'constructor'],
    ['POST', `${API_BASE}/dhcp_static_lease`, { description: 'x', mac: { valueOf: 1, toString: [] }, ip: '192.168.0.9' }, 'mac.valueOf'],
    ['POST', '/__emulator/reset', { profile: { alias: { toString: 1 } } }, 'profile.alias.toString'],
    ['POST', '/__emulator/internet', { up: false, hasOwnProperty: { toString: 'x' } }, 'hasOwnProperty'],
    ['POST', `${CLOUD_BASE}/parental/${deviceIdOf(t.emulator.state.device.mac)}/block`, { target: [{ toString: 0 }] }, 'target.0.toString'],
  ];
  for (const [method, path, body, field] of cases) {
    const res = await t.json(method, path, body, token);
    assert.equal(res.status, 400, `${method} ${path}: ${JSON.stringify(res.body)}`);
    assert.deepEqual(res.body, { status: 'error', message: `unknown field: ${field}`, field });
  }
  // a login whose field cannot be read is no attempt
  const login = await t.json('POST', `${API_BASE}/session`, { username: { toString: 'admin' }, password: DEMO.password });
  assert.equal(login.status, 400);
  assert.equal(JSON.stringify(await t.state()), before);
  assert.equal(t.emulator.state.auth.failures, 0);
});

Deno.test('a profile or a state file with a key named like an inherited member is refused as such (it threw a TypeError)', () => {
  assert.throws(() => setup({ profile: { alias: { toString: 1 } } }), (err) => err instanceof ProfileError && /alias\.toString/.test(err.message));
  assert.throws(() => setup({ profile: { constructor: 'x' } }), ProfileError);
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-inherited-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile });
      a.emulator.persist();
    }
    const saved = Deno.readTextFileSync(stateFile);
    // read by the struct check, and before it by the migrations of older files (the model's limits)
    for (const [where, change] of [
      ['device.alias.toString', (s: { device: Record<string, unknown> }) => (s.device.alias = { toString: 1 })],
      ['device.model.toString', (s: { device: Record<string, unknown> }) => (s.device.model = { toString: 1 })],
    ] as const) {
      const state = JSON.parse(saved);
      change(state);
      delete state.network.limits;
      Deno.writeTextFileSync(stateFile, JSON.stringify(state));
      assert.throws(() => setup({ stateFile }), (err) => err instanceof StateFileError && err.message.endsWith(`unknown field: ${where}`), where);
    }
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('a refused parental-control call keeps no parental state it created on the way (a refusal changes nothing)', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  const cloud = `${CLOUD_BASE}/parental/${deviceIdOf(t.emulator.state.device.mac)}`;
  const mac = t.emulator.state.clients[0].mac;
  const refusals: [string, string, unknown][] = [
    ['POST', `${cloud}/urlfilter`, { mac: '192.168.0.1', url: 'jogos.com.br', description: 'Jogos' }],
    ['POST', `${cloud}/scheduled_block`, { scheduleid: '9', target: mac }],
    ['PUT', `${cloud}/schedule/9`, { name: 'x', week: {} }],
    ['DELETE', `${cloud}/block/9`, undefined],
    ['POST', `${API_BASE}/qos_rule`, { enabled: true, mode: 'limit', name: 'x', target: ' ', type: 2, download: 1000, upload: 1000 }],
    ['PUT', `${API_BASE}/qos_rule/9`, { enabled: true, mode: 'limit', name: 'x', target: mac, type: 2, download: 1000, upload: 1000 }],
    ['DELETE', `${API_BASE}/qos_rule/9`, undefined],
  ];
  const before = JSON.stringify(await t.state());
  for (const [method, path, body] of refusals) {
    const res = await t.json(method, path, body, token);
    assert.ok(res.status === 400 || res.status === 404, `${method} ${path}: ${res.status}`);
    assert.equal(t.emulator.state.parental, undefined, `${method} ${path}`);
  }
  assert.equal(JSON.stringify(await t.state()), before);
  // an accepted one keeps it
  assert.equal((await t.json('POST', `${cloud}/block`, { target: mac }, token)).status, 201);
  assert.equal(t.emulator.state.parental?.blocks.length, 1);
});

Deno.test('a write to a resource or a record named like an inherited member is unknown: 404 (or its route\'s 400), never a 500', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  for (const name of INHERITED) {
    for (const [method, path] of [['PUT', name], ['PUT', `${name}/0`], ['DELETE', `filter/${name}`], ['PUT', `wireless/${name}`], ['PUT', `radio/${name}`], ['DELETE', `easymesh/${name}`]]) {
      const res = await t.json(method, `${API_BASE}/${path}`, method === 'PUT' ? { enabled: true } : undefined, token);
      assert.ok(res.status === 404 || res.status === 400, `${method} ${path}: ${res.status}`);
    }
    const control = await t.json('PATCH', `/__emulator/devices/${name}`, { hostname: 'x' });
    assert.equal(control.status, 404, `PATCH devices/${name}`);
    assert.equal((await t.json('GET', `${CLOUD_BASE}/fwapi/versions/${name}`)).status, 404);
    assert.equal((await t.json('POST', '/__emulator/reset', { profile: name })).status, 400);
  }
});
