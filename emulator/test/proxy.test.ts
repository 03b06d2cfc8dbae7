import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { ApiError, Device, ProxyAnswer } from '@roteador/contract';
import { DEMO, readPaths, setup } from './helpers.ts';

const AGENT = '192.168.0.2';
const AGENT_MAC = 'AA:BB:CC:00:00:02';

Deno.test('http_request reaches a node in-process: its own session, its own device, every read conforms', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  const token = await t.login();
  const node = await t.nodeLogin(token, AGENT);
  const device = await t.proxy(token, AGENT, 0, 'device/0', undefined, node);
  conforms(device, ProxyAnswer);
  assert.equal(device.status, 200);
  conforms(device.body, Device);
  assert.equal(device.body.mac, AGENT_MAC);
  assert.equal(device.body.alias, 'Quarto');
  assert.equal(device.body.model, 'Twibi Force AX');
  for (const [path, struct] of readPaths(false)) {
    const answer = await t.proxy(token, AGENT, 0, path, undefined, node);
    assert.equal(answer.status, 200, path);
    conforms(answer.body, struct, `node ${path}`);
  }
  const mesh = (await t.proxy(token, AGENT, 0, 'easymesh', undefined, node)).body[0];
  assert.equal(mesh.type, 1);
  assert.equal(mesh.backhaul_mac, t.emulator.state.device.mac);
  assert.equal(mesh.nodes.length, 3);
  // the node's token is not the controller's, and the other way round
  assert.equal((await t.proxy(token, AGENT, 0, 'device/0', undefined, token)).status, 401);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, node)).status, 401);
  // a write through the proxy changes that node only
  const put = await t.proxy(token, AGENT, 2, 'device/0', { leds: false }, node);
  assert.equal(put.status, 200);
  assert.equal(t.emulator.state.agents[0].device.leds, false);
  assert.equal(t.emulator.state.device.leds, true);
  // the node's own 400 and 404 pass through
  assert.equal((await t.proxy(token, AGENT, 2, 'device/0', { alias: 'Sala 2' }, node)).status, 400);
  assert.equal((await t.proxy(token, AGENT, 0, 'nothing', undefined, node)).status, 404);
});

Deno.test('http_request: a node whose token went idle answers 401; so after sessions/expire', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  await t.manualClock();
  let token = await t.login();
  const node = await t.nodeLogin(token, AGENT);
  await t.advance(9 * 60_000);
  assert.equal((await t.proxy(token, AGENT, 0, 'device/0', undefined, node)).status, 200);
  // the controller's session is used meanwhile, the node's is not
  for (let i = 0; i < 2; i++) {
    await t.advance(5 * 60_000);
    await t.json('GET', '/api/v1/status', undefined, token);
    token = await t.login();
  }
  const expired = await t.proxy(token, AGENT, 0, 'device/0', undefined, node);
  assert.equal(expired.status, 401);
  assert.equal(expired.body.status, 'unauthorized');

  const again = await t.nodeLogin(token, AGENT);
  const st = t.emulator.state;
  const held = [st, ...st.agents].reduce((n, d) => n + Object.keys(d.auth.tokens).length, 0);
  assert.ok(Object.keys(st.agents[0].auth.tokens).length === 1);
  assert.deepEqual((await t.control('POST', '/sessions/expire')).body, { expired: held });
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).status, 401);
  const fresh = await t.login();
  assert.equal((await t.proxy(fresh, AGENT, 0, 'device/0', undefined, again)).status, 401);
});

Deno.test('http_request: offline, unknown and out-of-mesh nodes time out', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  const token = await t.login();
  const node = await t.nodeLogin(token, AGENT);
  await t.control('PATCH', `/mesh/nodes/${AGENT_MAC}`, { online: false });
  assert.deepEqual(await t.proxy(token, AGENT, 0, 'device/0', undefined, node), { status: 0, code: 'timeout' });
  await t.control('PATCH', `/mesh/nodes/${AGENT_MAC}`, { online: true, outOfMesh: true });
  assert.deepEqual(await t.proxy(token, AGENT, 0, 'device/0', undefined, node), { status: 0, code: 'timeout' });
  assert.deepEqual(await t.proxy(token, '192.168.0.77', 0, 'device/0'), { status: 0, code: 'timeout' });
  await t.control('PATCH', `/mesh/nodes/${AGENT_MAC}`, { outOfMesh: false });
  assert.equal((await t.proxy(token, AGENT, 0, 'device/0', undefined, node)).status, 200);
});

Deno.test('http_request: proxy faults answer their code the given number of times', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  const node = await t.nodeLogin(token, AGENT);
  const fault = await t.control('POST', `/mesh/nodes/${AGENT_MAC.toLowerCase()}/proxy-fault`, {
    code: 'timeout',
    times: 2,
  });
  assert.equal(fault.status, 201);
  assert.deepEqual(fault.body, { mac: AGENT_MAC, code: 'timeout', times: 2 });
  await t.control('POST', `/mesh/nodes/${AGENT_MAC}/proxy-fault`, { code: 'Operation now in progress' });
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await t.proxy(token, AGENT, 0, 'device/0', undefined, node));
  assert.deepEqual(answers.slice(0, 3), [
    { status: 0, code: 'timeout' },
    { status: 0, code: 'timeout' },
    { status: 0, code: 'Operation now in progress' },
  ]);
  assert.equal(answers[3].status, 200);
  // other nodes are not affected: the controller can reach itself
  await t.control('POST', `/mesh/nodes/${AGENT_MAC}/proxy-fault`, { code: 'timeout' });
  assert.equal(
    (await t.proxy(token, '192.168.0.1', 0, 'device/0', undefined, token)).body.mac,
    t.emulator.state.device.mac,
  );
});

Deno.test('http_request: bad bodies answer 400; only the controller proxies; the caller needs a token', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const token = await t.login();
  for (
    const [body, field] of [
      [{ dest: '192.168.0.2/device/0', method: 0 }, 'dest'],
      [{ dest: 'http://example.com/api/v1/device', method: 0 }, 'dest'],
      [{ dest: '192.168.0.2/api/v1/device/0', method: 3 }, 'method'],
      [{ method: 0 }, 'dest'],
    ] as const
  ) {
    const res = await t.json('POST', '/api/v1/http_request', body, token);
    assert.equal(res.status, 400, JSON.stringify(body));
    conforms(res.body, ApiError);
    assert.equal(res.body.field, field);
  }
  assert.equal(
    (await t.json('POST', '/api/v1/http_request', { dest: `${AGENT}/api/v1/status`, method: 0 })).status,
    401,
  );
  // an agent (reached through the proxy) does not proxy further
  const node = await t.nodeLogin(token, AGENT);
  const nested = await t.proxy(token, AGENT, 1, 'http_request', { dest: '192.168.0.1/api/v1/status', method: 0 }, node);
  assert.equal(nested.status, 403);
  // the proxy reaches a node's open paths without a node token
  const status = await t.proxy(token, AGENT, 0, 'status');
  assert.equal(status.status, 200);
  assert.equal(status.body[0].model, 'Twibi Force AX');
  assert.equal((await t.proxy(token, AGENT, 1, 'session', { ...DEMO, password: 'x' })).status, 401);
});

Deno.test('http_request: a node serves https from firmware 1.3.0 on and http below; a bare dest reaches either', async () => {
  for (const [fwVersion, served, other] of [['1.4.2', 'https', 'http'], ['1.2.4', 'http', 'https']] as const) {
    using t = setup({ profile: { meshAgents: 1, fwVersion } });
    const token = await t.login();
    const call = async (dest: string) => (await t.json('POST', '/api/v1/http_request', { dest, method: 0 }, token)).body;
    assert.equal((await call(`${served}://${AGENT}/api/v1/status`)).status, 200, `${fwVersion} ${served}`);
    assert.deepEqual(await call(`${other}://${AGENT}/api/v1/status`), { status: 0, code: 'timeout' }, `${fwVersion} ${other}`);
    assert.equal((await call(`${AGENT}/api/v1/status`)).status, 200, `${fwVersion} bare`);
  }
});
