/**
 * Each mesh node on its own loopback address (mesh/loopback.ts): a request to 127.0.0.N is the agent whose LAN
 * address ends in N (its API and the UI), an address without a node is dropped, and the controller's POST session
 * answers a node's UI (CORS for loopback origins, nowhere else).
 */
import assert from 'node:assert/strict';
import { BODY_LIMIT, isDropped, MAX_JSON_DEPTH } from '../src/http.ts';
import { DEMO, setup } from './helpers.ts';

const json = { 'content-type': 'application/json' };

Deno.test('loopback: 127.0.0.2 is the first agent, its API and the UI; 127.0.0.9 has no node', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const agentStatus = await t.app.request('http://127.0.0.2:8080/api/v1/status');
  assert.equal(agentStatus.status, 200);
  assert.equal((await agentStatus.json())[0].model, 'Twibi Force AX');
  const login = await t.app.request('http://127.0.0.2:8080/api/v1/session', { method: 'POST', headers: json, body: JSON.stringify(DEMO) });
  assert.equal(login.status, 200);
  const { token } = await login.json();
  const mesh = await t.app.request('http://127.0.0.2:8080/api/v1/easymesh', { headers: { authorization: `Bearer ${token}` } });
  const [agentMesh] = await mesh.json();
  assert.deepEqual([agentMesh.type, agentMesh.controllerIp], [1, '127.0.0.1']);
  assert.ok(isDropped(await t.app.request('http://127.0.0.9:8080/api/v1/status')));
  // the controller itself, as before
  assert.equal((await (await t.app.request('http://127.0.0.1:8080/api/v1/status')).json())[0].model, t.emulator.state.device.model);
});

Deno.test('loopback: the controller answers a node UI\'s login (CORS), and no other origin', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const origin = 'http://127.0.0.2:8080';
  const preflight = await t.app.request('http://127.0.0.1:8080/api/v1/session', {
    method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' },
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
  const login = await t.app.request('http://127.0.0.1:8080/api/v1/session', {
    method: 'POST', headers: { ...json, origin }, body: JSON.stringify(DEMO),
  });
  assert.equal(login.status, 200);
  assert.equal(login.headers.get('access-control-allow-origin'), origin);
  const foreign = await t.app.request('http://127.0.0.1:8080/api/v1/session', {
    method: 'POST', headers: { ...json, origin: 'http://example.com' }, body: JSON.stringify(DEMO),
  });
  assert.equal(foreign.headers.get('access-control-allow-origin'), null);
});

Deno.test('loopback: a node\'s address has the emulator\'s body limits — 413 before the body is read (no login attempt), 400 for JSON nested too deep', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const node = 'http://127.0.0.2:8080/api/v1';
  const wrong = JSON.stringify({ username: 'admin', password: 'wrong' });
  const big = await t.app.request(`${node}/session`, {
    method: 'POST', headers: json, body: JSON.stringify({ username: 'x'.repeat(BODY_LIMIT), password: 'y' }),
  });
  assert.equal(big.status, 413);
  assert.match((await big.json()).message, /at most 64 KB/);
  const deep = await t.app.request(`${node}/session`, { method: 'POST', headers: json, body: '['.repeat(5000) + ']'.repeat(5000) });
  assert.equal(deep.status, 400);
  assert.match((await deep.json()).message, new RegExp(`deeper than ${MAX_JSON_DEPTH}`));
  // the agent's first wrong password is its first failed attempt: the refused bodies counted none
  const first = await t.app.request(`${node}/session`, { method: 'POST', headers: json, body: wrong });
  assert.equal((await first.json())[0].attempts_left, 4);
  // behind a token too: the node's other JSON routes
  const login = await t.app.request(`${node}/session`, { method: 'POST', headers: json, body: JSON.stringify(DEMO) });
  const auth = { ...json, authorization: `Bearer ${(await login.json()).token}` };
  const before = JSON.stringify(t.emulator.state.agents.map((a) => a.device));
  const put = await t.app.request(`${node}/device/0`, { method: 'PUT', headers: auth, body: JSON.stringify({ alias: 'x'.repeat(BODY_LIMIT) }) });
  assert.equal(put.status, 413);
  const nested = await t.app.request(`${node}/device/0`, { method: 'PUT', headers: auth, body: `{"alias":${'['.repeat(5000)}${']'.repeat(5000)}}` });
  assert.equal(nested.status, 400);
  assert.equal(JSON.stringify(t.emulator.state.agents.map((a) => a.device)), before);
});
