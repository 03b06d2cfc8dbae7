import assert from 'node:assert/strict';
import { DROP_HEADER } from '../src/http.ts';
import { setup } from './helpers.ts';

Deno.test('reboot: unreachable for 60 s of virtual time, then back with config kept, uptime reset, tokens gone', async () => {
  using t = setup({ webDir: '/nonexistent' });
  await t.manualClock();
  await t.json('PUT', '/api/v1/device/0', { alias: 'Quarto' }, await t.login());
  const upBefore = (await t.json('GET', '/api/v1/device/0', undefined, await t.login())).body.uptime;
  await t.advance(3_600_000);
  const token = await t.login(); // the first one went idle for an hour
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.uptime, upBefore + 3600);

  const answer = await t.json('POST', '/api/v1/action', { actionID: 1 }, token);
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { status: 'success' });

  for (const path of ['/api/v1/status', '/api/v1/session', '/', '/mesh/AA:BB:CC:00:00:02']) {
    const res = await t.call('GET', path);
    assert.equal(res.headers.get(DROP_HEADER), '1', path);
    await res.body?.cancel();
  }
  assert.equal((await t.call('POST', '/api/v1/session', t.emulator.state.credentials)).headers.get(DROP_HEADER), '1');
  // the control API stays reachable while the device is down
  assert.equal((await t.control('GET', '/state')).status, 200);

  await t.advance(59_999);
  assert.equal((await t.call('GET', '/api/v1/status')).headers.get(DROP_HEADER), '1');
  await t.advance(1);
  const status = await t.json('GET', '/api/v1/status');
  assert.equal(status.status, 200);
  assert.equal(status.headers.get(DROP_HEADER), null);

  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).status, 401);
  const fresh = await t.login();
  const device = (await t.json('GET', '/api/v1/device/0', undefined, fresh)).body;
  assert.equal(device.uptime, 0);
  assert.equal(device.alias, 'Quarto');
  await t.advance(5_000);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, fresh)).body.uptime, 5);

  const journal = (await t.control('GET', '/journal')).body;
  const dropped = journal.filter((e: { dropped?: true }) => e.dropped);
  assert.equal(dropped.length, 4); // status, session, session (POST), status at 59.999 s: static files are not journaled
  for (const e of dropped) assert.equal(e.status, 0);
});
