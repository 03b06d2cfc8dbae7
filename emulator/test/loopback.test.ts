/**
 * Each mesh node on its own loopback address (mesh/loopback.ts): a request to 127.0.0.N is the agent whose LAN
 * address ends in N (its API and the UI), an address without a node is dropped, and the controller's POST session
 * answers a node's UI (CORS for loopback origins, nowhere else).
 */
import assert from 'node:assert/strict';
import { isDropped } from '../src/http.ts';
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
