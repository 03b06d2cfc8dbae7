/** The mesh page's writes (spec 2 §4.11), the operation mode (§4.5) and the credentials (§4.9, §5.6). */
import assert from 'node:assert/strict';
import {
  encodeSecret,
  meshControllerBlockerMessages,
  meshInRepeaterMessage,
  sizeMessage,
  suspiciousMessage,
  validationMessages as m,
} from '@roteador/contract';
import { DEMO, setup } from './helpers.ts';

const put = (t: ReturnType<typeof setup>, token: string, body: unknown) => t.json('PUT', '/api/v1/easymesh/0', body, token);

Deno.test('PUT easymesh/0 {enabled, type}: off, agent, controller again; each change restarts on apply', async () => {
  using t = setup();
  await t.manualClock();
  let token = await t.login();
  const mesh = async () => (await t.json('GET', '/api/v1/easymesh', undefined, token)).body[0];

  assert.deepEqual((await put(t, token, { enabled: false, type: 0 })).body, { status: 1 });
  assert.deepEqual([(await mesh()).enabled, (await mesh()).nodes], [false, []]);
  assert.equal(t.emulator.state.network.pendingRestart, true);
  await t.json('POST', '/api/v1/action', { actionID: 5 }, token);
  await t.advance(40_000);
  token = await t.login();

  // an agent that has not paired yet: only itself, not syncing
  assert.equal((await put(t, token, { enabled: true, type: 1 })).status, 200);
  const agent = await mesh();
  assert.deepEqual([agent.enabled, agent.type, agent.syncing, agent.controllerIp], [true, 1, 0, '']);
  assert.equal(agent.nodes.length, 1);

  assert.equal((await put(t, token, { enabled: true, type: 0 })).status, 200);
  const controller = await mesh();
  assert.deepEqual([controller.enabled, controller.type, controller.controllerIp], [true, 0, '192.168.0.1']);
  assert.equal(controller.nodes[0].isRoot, true);
});

Deno.test('PUT easymesh/0 with the same role changes nothing and needs no restart', async () => {
  using t = setup();
  const token = await t.login();
  assert.equal((await put(t, token, { enabled: true, type: 0 })).status, 200);
  assert.equal(t.emulator.state.network.pendingRestart, false);
});

Deno.test('a controller needs a dual-band, password-protected WPA2 root network and both radios on', async () => {
  using t = setup({ profile: { meshRole: 'none' } });
  const token = await t.login();
  const net = t.emulator.state.network;
  const refused = async (blocker: keyof typeof meshControllerBlockerMessages) => {
    const res = await put(t, token, { enabled: true, type: 0 });
    assert.equal(res.status, 400, blocker);
    assert.deepEqual(res.body, { status: 'error', message: meshControllerBlockerMessages[blocker], field: blocker });
    assert.equal(t.emulator.state.easymesh.enabled, false);
    assert.equal(net.pendingRestart, false);
  };
  const root5 = net.wireless.find((w) => w.isRoot && w.frequency === '5')!;
  const saved = { ...root5 };

  root5.enabled = false;
  await refused('dualBand');
  Object.assign(root5, saved);

  root5.cipher = 0;
  root5.key = '';
  await refused('password');
  Object.assign(root5, saved);

  root5.cipher = 5; // WPA3 only
  await refused('wpa2');
  Object.assign(root5, saved);

  // through the API, as the owner would: the 5 GHz radio off
  assert.equal((await t.json('PUT', '/api/v1/radio/radio1', { enabled: false }, token)).status, 200);
  net.pendingRestart = false;
  await refused('radios');
  assert.equal((await t.json('PUT', '/api/v1/radio/radio1', { enabled: true }, token)).status, 200);

  // an agent has no such conditions
  net.radios[1].enabled = false;
  assert.equal((await put(t, token, { enabled: true, type: 1 })).status, 200);
  net.radios[1].enabled = true;
  assert.equal((await put(t, token, { enabled: true, type: 0 })).status, 200);
  assert.deepEqual([t.emulator.state.easymesh.enabled, t.emulator.state.easymesh.type], [true, 0]);
});

Deno.test('repeater mode: the mesh goes off and cannot be turned on', async () => {
  using t = setup();
  const token = await t.login();
  assert.equal((await t.json('PUT', '/api/v1/system/0', { operationMode: 3 }, token)).status, 200);
  assert.equal(t.emulator.state.easymesh.enabled, false);
  assert.equal(t.emulator.state.network.pendingRestart, true);
  const res = await put(t, token, { enabled: true, type: 1 });
  assert.deepEqual([res.status, res.body.message, res.body.field], [400, meshInRepeaterMessage, 'enabled']);
  assert.equal(t.emulator.state.easymesh.enabled, false);
});

Deno.test('neighbors and leds still need the controller, also beside a role change', async () => {
  using t = setup({ profile: { meshRole: 'agent' } });
  const token = await t.login();
  assert.equal((await put(t, token, { enabled: false })).status, 200);
  assert.equal((await put(t, token, { enabled: true, leds: { mac: 'AA:BB:CC:00:00:02', enabled: false } })).status, 403);
  assert.equal(t.emulator.state.easymesh.enabled, false);
});

Deno.test('PUT user/0 refuses every §5.6 rule with its message and keeps the old credentials', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  const cases: [Record<string, string>, string, string][] = [
    [{ username: '', password: 'Nova@Senha1' }, m.required, 'username'],
    [{ username: 'ádmin', password: 'Nova@Senha1' }, m.invalidCharacters, 'username'],
    [{ username: 'reboot', password: 'Nova@Senha1' }, suspiciousMessage('reboot'), 'username'],
    [{ username: 'a'.repeat(31), password: 'Nova@Senha1' }, sizeMessage(1, 30), 'username'],
    [{ username: 'dono', password: '' }, m.required, 'password'],
    [{ username: 'dono', password: 'Senhá@123' }, m.invalidCharacters, 'password'],
    [{ username: 'dono', password: 'Ab1$passwd' }, suspiciousMessage('passwd'), 'password'],
    [{ username: 'dono', password: 'Ab1$' + 'x'.repeat(27) }, sizeMessage(1, 30), 'password'],
    [{ username: 'dono', password: 'fraca123' }, m.weakPassword, 'password'],
  ];
  for (const [plain, message, field] of cases) {
    const body = { username: encodeSecret(plain.username), password: encodeSecret(plain.password) };
    const res = await t.json('PUT', '/api/v1/user/0', body, token);
    assert.deepEqual([res.status, res.body.message, res.body.field], [400, message, field], JSON.stringify(plain));
  }
  assert.deepEqual(t.emulator.state.credentials, DEMO);
  const ok = await t.json('PUT', '/api/v1/user/0', { username: encodeSecret('dono'), password: encodeSecret('Nova@Senha1') }, token);
  assert.equal(ok.status, 200);
  assert.deepEqual(t.emulator.state.credentials, { username: 'dono', password: 'Nova@Senha1' });
  assert.deepEqual(t.emulator.state.agents[0].credentials, { username: 'dono', password: 'Nova@Senha1' });
  assert.equal((await t.json('POST', '/api/v1/session', DEMO)).status, 401);
  await t.login({ username: 'dono', password: 'Nova@Senha1' });
});

Deno.test('a profile in repeater mode has the mesh off (§4.5); an agent in repeater mode stays one (spec 3 §2); agents need the mesh', async () => {
  using t = setup({ profile: { operationMode: 3 } });
  const token = await t.login();
  const [mesh] = (await t.json('GET', '/api/v1/easymesh', undefined, token)).body;
  assert.equal(mesh.enabled, false);
  assert.deepEqual(mesh.nodes, []);
  // switching it on there is refused, as the mesh page is told
  assert.equal((await put(t, token, { enabled: true, type: 0 })).body.message, meshInRepeaterMessage);
  using agent = setup({ profile: { operationMode: 3, meshRole: 'agent' } });
  assert.deepEqual([agent.emulator.state.easymesh.enabled, agent.emulator.state.easymesh.type], [true, 1]);
  assert.throws(() => setup({ profile: { operationMode: 3, meshAgents: 1 } }), /meshAgents needs the mesh/);
});
