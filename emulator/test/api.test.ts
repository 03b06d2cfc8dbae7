import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { ActionAnswer, ApiError, Device, encodeSecret, rules } from '@roteador/contract';
import { readPaths, setup } from './helpers.ts';

Deno.test('every GET answer conforms to its contract struct', async () => {
  const profiles = [
    'demo',
    'factory',
    { meshRole: 'agent' as const, operationMode: 3 as const },
    { model: 'Twibi Force Voice' as const, meshAgents: 3 },
    { model: 'W4-300S' as const, meshRole: 'none' as const, hasInternet: false },
  ];
  for (const profile of profiles) {
    using t = setup({ profile });
    const token = await t.login(t.emulator.state.credentials);
    const voiceModel = t.emulator.state.alexa !== null;
    for (const [path, struct] of readPaths(voiceModel)) {
      const res = await t.json('GET', `/api/v1/${path}`, undefined, token);
      assert.equal(res.status, 200, path);
      conforms(res.body, struct, `${path} (${JSON.stringify(profile)})`);
    }
  }
});

Deno.test('status reflects the profile', async () => {
  using t = setup({ profile: 'factory' });
  const res = await t.json('GET', '/api/v1/status');
  assert.deepEqual(res.body, [
    { firmware_update: false, show_wizard: true, model: 'W6-1500', operationMode: 0, has_internet: true, fw_version: '1.4.2' },
  ]);
});

Deno.test('every authenticated route of the route table answers 401 without a valid token', async () => {
  using t = setup();
  const open = new Set(['/api/v1/session', '/api/v1/status']);
  const routes = new Map<string, { method: string; path: string }>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/v1/') || open.has(r.path)) continue;
    routes.set(`${r.method} ${r.path}`, r);
  }
  // the table itself must hold the routes we know of, so an empty enumeration cannot pass silently
  for (
    const known of ['GET /api/v1/device', 'PUT /api/v1/user/:id', 'POST /api/v1/action', 'GET /api/v1/easymesh/:id']
  ) {
    assert.ok(routes.has(known), `${known} missing from ${[...routes.keys()]}`);
  }
  for (const { method, path } of routes.values()) {
    const url = path.replace(/:\w+/g, '0');
    for (const token of [undefined, 'not-a-token']) {
      const res = await t.json(method, url, method === 'GET' ? undefined : {}, token);
      assert.equal(res.status, 401, `${method} ${url}`);
      conforms(res.body, ApiError);
      assert.equal(res.body.status, 'unauthorized');
    }
  }
});

Deno.test('an unknown /api/v1 path answers 404 JSON, with or without a token', async () => {
  using t = setup();
  const token = await t.login();
  for (
    const [method, path, tok] of [
      ['GET', '/api/v1/nothing-here', undefined],
      ['GET', '/api/v1/nothing-here', token],
      ['POST', '/api/v1/wireless/9', undefined],
      ['DELETE', '/api/v1/device', token],
    ] as const
  ) {
    const res = await t.json(method, path, undefined, tok);
    assert.equal(res.status, 404, `${method} ${path}`);
    conforms(res.body, ApiError);
    assert.equal(res.body.status, 'error');
  }
  assert.equal((await t.json('GET', '/api/v1/device/7', undefined, token)).status, 404);
});

Deno.test('invalid bodies answer 400 and leave the state untouched', async () => {
  using t = setup();
  const token = await t.login();
  const cases: [string, string, unknown, string?][] = [
    ['PUT', '/api/v1/device/0', '{"alias": "Sa', undefined],
    ['PUT', '/api/v1/device/0', { alias: 42 }, 'alias'],
    ['PUT', '/api/v1/device/0', { alias: 'Quarto', leds: 'yes' }, 'leds'],
    ['PUT', '/api/v1/device', { alias: 'Quarto', mac: '00:11:22:33:44:55' }, 'mac'],
    ['PUT', '/api/v1/device/0', { leds: false, alias: 'Sala  de estar' }, 'alias'],
    ['PUT', '/api/v1/device/0', { leds: false, alias: '' }, 'alias'],
    ['PUT', '/api/v1/device/0', { leds: false, operationMode: 2 }, 'operationMode'],
    ['PUT', '/api/v1/system/0', { operationMode: 2 }, 'operationMode'],
    ['PUT', '/api/v1/system', { ipv6: { enabled: 'no' } }, 'ipv6.enabled'],
    ['PUT', '/api/v1/user/0', { username: 'admin' }, 'password'],
    ['PUT', '/api/v1/user/0', { username: 'novo', password: encodeSecret('fraca') }, 'password'],
    ['PUT', '/api/v1/user/0', { username: encodeSecret(''), password: encodeSecret('Forte#Senha2026') }, 'username'],
    ['POST', '/api/v1/action', { actionID: 4 }, 'actionID'],
    ['POST', '/api/v1/action', 'null', undefined],
  ];
  const before = await t.state();
  for (const [method, path, body, field] of cases) {
    const res = await t.json(method, path, body, token);
    assert.equal(res.status, 400, `${method} ${path} ${JSON.stringify(body)}`);
    conforms(res.body, ApiError);
    assert.equal(res.body.status, 'error');
    assert.ok(res.body.message.length > 0);
    if (field) assert.equal(res.body.field, field, `${method} ${path} ${JSON.stringify(body)}: ${res.body.message}`);
  }
  const after = await t.state();
  assert.deepEqual(after.device, before.device);
  assert.deepEqual(after.system, before.system);
  assert.deepEqual(after.credentials, before.credentials);
  assert.deepEqual(after.power, before.power);
});

Deno.test('a location name refused by the rules answers the exact pt-BR message', async () => {
  using t = setup();
  const token = await t.login();
  const res = await t.json('PUT', '/api/v1/device/0', { alias: 'Sala 1' }, token);
  assert.equal(res.status, 400);
  assert.equal(res.body.message, rules.locationName('Sala 1'));
  assert.equal(res.body.field, 'alias');
});

Deno.test('PUT device merges the fields and answers the stored device', async () => {
  using t = setup();
  const token = await t.login();
  const res = await t.json('PUT', '/api/v1/device/0', { alias: 'Quarto', leds: false }, token);
  assert.equal(res.status, 200);
  conforms(res.body, Device);
  assert.equal(res.body.alias, 'Quarto');
  assert.equal(res.body.leds, false);
  assert.equal(res.body.model, 'W6-1500');
  const again = await t.json('GET', '/api/v1/device', undefined, token);
  assert.equal(again.body[0].alias, 'Quarto');
});

Deno.test('operationMode is one value seen by system, device and status', async () => {
  using t = setup();
  const token = await t.login();
  assert.equal((await t.json('PUT', '/api/v1/system/0', { operationMode: 3 }, token)).body.operationMode, 3);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.operationMode, 3);
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].operationMode, 3);
  assert.equal((await t.json('PUT', '/api/v1/device', { operationMode: 1 }, token)).body.operationMode, 1);
  assert.equal((await t.json('GET', '/api/v1/system', undefined, token)).body[0].operationMode, 1);
});

Deno.test('PUT user/0 changes the login credentials (encoded or plain)', async () => {
  using t = setup();
  const token = await t.login();
  const encoded = { username: encodeSecret('dono'), password: encodeSecret('Nova#Senha2026') };
  const res = await t.json('PUT', '/api/v1/user/0', encoded, token);
  assert.equal(res.status, 200);
  conforms(res.body, ActionAnswer);
  assert.deepEqual((await t.json('GET', '/api/v1/user', undefined, token)).body, [{ id: 0, username: 'dono' }]);
  assert.equal((await t.json('POST', '/api/v1/session', { username: 'admin', password: 'Wifi@Casa2026' })).status, 401);
  await t.login({ username: 'dono', password: 'Nova#Senha2026' });
  await t.login({ username: 'dono', password: 'Nova#Senha2026' }, true);

  assert.equal(
    (await t.json('PUT', '/api/v1/user/0', { username: 'casa', password: 'Outra#Senha2026' }, token)).status,
    200,
  );
  await t.login({ username: 'casa', password: 'Outra#Senha2026' });
});

Deno.test('actions 2, 3, 5 and 7 are acknowledged', async () => {
  using t = setup();
  const token = await t.login();
  // 2 last: on the device itself it is the factory restore (down afterwards)
  for (const actionID of [3, 5, 7, 2]) {
    const res = await t.json('POST', '/api/v1/action', { actionID }, token);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: 'success' });
  }
});

Deno.test('an unknown action is refused', async () => {
  using t = setup();
  const token = await t.login();
  assert.equal((await t.json('POST', '/api/v1/action', { actionID: 6 }, token)).status, 400);
  assert.equal((await t.json('POST', '/api/v1/action', { actionID: '5' }, token)).status, 400);
});

Deno.test('easymesh follows the mesh role', async () => {
  const roles = [
    ['none', { enabled: false }],
    ['controller', { enabled: true, type: 0, controllerIp: '192.168.0.1' }],
    // an agent names its controller by where it is reached: its loopback address (mesh/loopback.ts)
    ['agent', { enabled: true, type: 1, controllerIp: '127.0.0.1' }],
  ] as const;
  for (const [meshRole, expected] of roles) {
    using t = setup({ profile: { meshRole } });
    const token = await t.login();
    const [mesh] = (await t.json('GET', '/api/v1/easymesh', undefined, token)).body;
    for (const [key, value] of Object.entries(expected)) assert.equal(mesh[key], value, `${meshRole}.${key}`);
  }
});
