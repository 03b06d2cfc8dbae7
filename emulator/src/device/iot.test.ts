/**
 * The IoT assistant's window (spec 3 §4, §9): the 5 GHz radio is off while it is open — on the mesh agents too
 * when the mesh is on — and back on when it ends (its 1800 s on the virtual clock, or the 'Finalizar' PUT). Only a
 * mesh-capable device that is not an agent opens it.
 */
import assert from 'node:assert/strict';
import { iotUnavailableMessage } from '@roteador/contract';
import { setup } from '../../test/helpers.ts';

async function device(profile: unknown) {
  const t = setup();
  await t.manualClock();
  await t.control('POST', '/reset', { profile });
  await t.manualClock();
  const token = await t.login();
  // a fresh session each time: the window outlives a token
  const radio5 = async () => (await t.json('GET', '/api/v1/radio/radio1', undefined, await t.login())).body.enabled;
  const agentRadio5 = async () => {
    const fresh = await t.login();
    const nodeToken = await t.nodeLogin(fresh, '192.168.0.2');
    return (await t.proxy(fresh, '192.168.0.2', 0, 'radio/radio1', undefined, nodeToken)).body.enabled;
  };
  const put = (body: unknown) => t.json('PUT', '/api/v1/iot_assistant/0', body, token);
  return { ...t, token, radio5, agentRadio5, put };
}

Deno.test('iot_assistant: the 5 GHz radio off on the controller and its agents for 1800 s, then back on', async () => {
  using t = await device({ base: 'demo', meshAgents: 1 });
  assert.equal(await t.radio5(), true);
  const now = (await t.control('GET', '/clock')).body.now;
  const opened = await t.put({ enabled: true, duration_seconds: 1800 });
  assert.equal(opened.status, 200);
  assert.equal(await t.radio5(), false);
  assert.equal(await t.agentRadio5(), false, 'the mesh agent too');
  // the 2.4 GHz radio stays on, and the stored setting is the owner's
  assert.equal((await t.json('GET', '/api/v1/radio/radio0', undefined, t.token)).body.enabled, true);
  assert.equal((await t.state()).network.radios[1].enabled, true);
  // WPS then works on 2.4 GHz only; still usable
  assert.equal((await t.json('POST', '/api/v1/action', { actionID: 3 }, t.token)).status, 200);
  // it ends at start_time + duration_seconds (the record's whole seconds)
  await t.advance((opened.body.start_time + 1800) * 1000 - now - 1);
  assert.equal(await t.radio5(), false);
  await t.advance(1);
  assert.equal((await t.json('GET', '/api/v1/iot_assistant/0', undefined, await t.login())).body.enabled, false);
  assert.equal(await t.radio5(), true);
  assert.equal(await t.agentRadio5(), true);
});

Deno.test("iot_assistant: 'Finalizar' turns the 5 GHz radio back on at once; with the mesh off the agents keep theirs", async () => {
  using t = await device({ base: 'demo', meshAgents: 1 });
  await t.put({ enabled: true, duration_seconds: 1800 });
  await t.advance(60_000);
  const closed = await t.put({ enabled: false, duration_seconds: 0 });
  assert.deepEqual(closed.body, { id: 0, enabled: false, start_time: 0, duration_seconds: 0 });
  assert.equal(await t.radio5(), true);
  assert.equal(await t.agentRadio5(), true);

  // a router without a mesh: only its own radio
  using solo = await device({ base: 'demo', meshRole: 'none' });
  await solo.put({ enabled: true, duration_seconds: 1800 });
  assert.equal(await solo.radio5(), false);
  // a 5 GHz radio the owner switched off stays off after the window
  await solo.json('PUT', '/api/v1/radio/radio1', { enabled: false }, solo.token);
  await solo.put({ enabled: false, duration_seconds: 0 });
  assert.equal(await solo.radio5(), false);
});

Deno.test('iot_assistant: refused on a model without mesh and on a mesh agent, changing nothing', async () => {
  for (const profile of [{ base: 'demo', model: 'W4-300F', meshRole: 'none' }, { base: 'demo', meshRole: 'agent' }]) {
    using t = await device(profile);
    const res = await t.put({ enabled: true, duration_seconds: 1800 });
    assert.equal(res.status, 400, JSON.stringify(profile));
    assert.deepEqual(res.body, { status: 'error', message: iotUnavailableMessage, field: 'iot_assistant' });
    assert.deepEqual((await t.state()).iot, { enabled: false, start_time: 0, duration_seconds: 0 });
  }
});
