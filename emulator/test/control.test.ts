import assert from 'node:assert/strict';
import { DROP_HEADER } from '../src/http.ts';
import { DEMO, realSleep, setup } from './helpers.ts';

Deno.test('fault with a status answers {status:error, message:fault}, only for its method', async () => {
  using t = setup();
  const created = await t.control('POST', '/faults', { method: 'get', path: '/api/v1/status', status: 500 });
  assert.equal(created.status, 201);
  assert.match(created.body.id, /^f\d+$/);
  for (let i = 0; i < 3; i++) {
    const res = await t.json('GET', '/api/v1/status?x=1'); // query ignored when matching
    assert.equal(res.status, 500);
    assert.deepEqual(res.body, { status: 'error', message: 'fault' });
  }
  assert.equal((await t.json('POST', '/api/v1/status')).status, 404); // other method: no fault
  assert.equal((await t.control('GET', '/faults')).body[0].hits, 3);
  assert.deepEqual((await t.control('DELETE', '/faults')).body, { cleared: 1 });
  assert.equal((await t.json('GET', '/api/v1/status')).status, 200);
});

Deno.test('fault with a body serves any JSON, times counts down, a * path matches a prefix', async () => {
  using t = setup();
  await t.control('POST', '/faults', { path: '/api/v1/*', body: { not: 'a status list' }, times: 2 });
  assert.deepEqual((await t.json('GET', '/api/v1/status')).body, { not: 'a status list' });
  const second = await t.json('POST', '/api/v1/session', DEMO);
  assert.equal(second.status, 200);
  assert.deepEqual(second.body, { not: 'a status list' });
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].model, 'W6-1500');
  assert.deepEqual((await t.control('GET', '/faults')).body, []);
});

Deno.test('fault delay waits on the virtual clock, then answers normally', async () => {
  using t = setup();
  await t.manualClock();
  await t.control('POST', '/faults', { path: '/api/v1/status', delayMs: 5_000, times: 1 });
  let settled = false;
  const pending = t.json('GET', '/api/v1/status').then((r) => {
    settled = true;
    return r;
  });
  await realSleep(20);
  assert.equal(settled, false);
  await t.advance(4_999);
  await realSleep(5);
  assert.equal(settled, false);
  await t.advance(1);
  const res = await pending;
  assert.equal(res.status, 200);
  assert.equal(res.body[0].model, 'W6-1500');
});

Deno.test('fault delay with a status answers the fault after the wait', async () => {
  using t = setup();
  await t.manualClock();
  await t.control('POST', '/faults', { path: '/api/v1/session', method: 'POST', delayMs: 1_000, status: 503 });
  const pending = t.json('POST', '/api/v1/session', DEMO);
  await t.advance(1_000);
  assert.equal((await pending).status, 503);
});

Deno.test('fault drop drops the connection and is journaled as dropped', async () => {
  using t = setup();
  await t.control('POST', '/faults', { path: '/api/v1/status', drop: true, times: 1 });
  const res = await t.call('GET', '/api/v1/status');
  assert.equal(res.headers.get(DROP_HEADER), '1');
  await res.body?.cancel();
  assert.equal((await t.call('GET', '/api/v1/status')).status, 200);
  const journal = (await t.control('GET', '/journal')).body;
  assert.deepEqual(journal.map((e: { status: number; dropped?: true }) => [e.status, e.dropped]), [
    [0, true],
    [200, undefined],
  ]);
});

Deno.test('bad fault bodies answer 400', async () => {
  using t = setup();
  for (
    const body of [
      {},
      { path: 'api/v1/status' },
      { path: '/api/v1/status', status: 99 },
      { path: '/api/v1/status', status: 204 },
      { path: '/api/v1/status', times: 0 },
      { path: '/api/v1/status', delayMs: -1 },
      { path: '/api/v1/status', drop: true, status: 500 },
      { path: '/api/v1/status', colour: 'red' },
    ]
  ) {
    const res = await t.control('POST', '/faults', body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.status, 'error');
  }
  assert.deepEqual((await t.control('GET', '/faults')).body, []);
});

Deno.test('clock: GET, switch to manual, advance, back to real', async () => {
  using t = setup();
  const start = (await t.control('GET', '/clock')).body;
  assert.equal(start.mode, 'real');
  const manual = (await t.control('POST', '/clock', { mode: 'manual' })).body;
  assert.equal(manual.mode, 'manual');
  const advanced = (await t.control('POST', '/clock', { advanceMs: 90_000 })).body;
  assert.equal(advanced.mode, 'manual');
  assert.equal(advanced.now, manual.now + 90_000);
  // the next timer due (the idle session expiry, the daily checks…) is in the future, and nothing sleeps
  assert.ok(advanced.next === null || advanced.next > advanced.now, JSON.stringify(advanced));
  assert.equal(advanced.sleeping, 0);
  assert.deepEqual((await t.control('GET', '/clock')).body, advanced);
  const real = (await t.control('POST', '/clock', { mode: 'real' })).body;
  assert.equal(real.mode, 'real');
  assert.ok(real.now >= advanced.now);
  for (const bad of [{}, { mode: 'fast' }, { advanceMs: -5 }, { advanceMs: '10' }]) {
    assert.equal((await t.control('POST', '/clock', bad)).status, 400, JSON.stringify(bad));
  }
});

Deno.test('journal: /api/v1 requests in order with virtual time; control and static not recorded; clearable', async () => {
  using t = setup();
  await t.manualClock();
  const now = (await t.control('GET', '/clock')).body.now;
  await t.json('GET', '/api/v1/status?cache=no');
  await t.advance(2_000);
  await t.json('POST', '/api/v1/session', { username: 'x', password: 'y' });
  await (await t.call('GET', '/dashboard')).body?.cancel();
  const journal = (await t.control('GET', '/journal')).body;
  assert.deepEqual(journal, [
    { seq: journal[0].seq, method: 'GET', path: '/api/v1/status?cache=no', status: 200, time: now },
    { seq: journal[0].seq + 1, method: 'POST', path: '/api/v1/session', status: 401, time: now + 2_000 },
  ]);
  assert.equal((await t.control('DELETE', '/journal')).status, 200);
  assert.deepEqual((await t.control('GET', '/journal')).body, []);
});

Deno.test('reset with a profile object: the device becomes it, everything else cleared', async () => {
  using t = setup();
  const token = await t.login();
  await t.json('POST', '/api/v1/session', { username: 'admin', password: 'wrong' });
  await t.control('POST', '/faults', { path: '/api/v1/device', status: 500 });
  await t.control('POST', '/clock', { mode: 'manual', advanceMs: 1_000_000 });

  const res = await t.control('POST', '/reset', {
    profile: { base: 'factory', model: 'Twibi Force Voice', operationMode: 1, alias: 'Varanda' },
    seed: 7,
  });
  assert.equal(res.status, 200);
  assert.equal(res.body.device.model, 'Twibi Force Voice');
  assert.equal(res.body.device.alias, 'Varanda');
  assert.equal(res.body.system.operationMode, 1);
  assert.deepEqual(res.body.origin, { profile: 'custom', seed: 7 });
  assert.deepEqual(res.body.auth, { tokens: {}, failures: 0, lockedUntil: null });
  assert.deepEqual((await t.control('GET', '/faults')).body, []);
  assert.deepEqual((await t.control('GET', '/journal')).body, []);
  assert.equal((await t.control('GET', '/clock')).body.mode, 'real');
  assert.equal((await t.json('GET', '/api/v1/device', undefined, token)).status, 401);
  const status = (await t.json('GET', '/api/v1/status')).body[0];
  assert.equal(status.show_wizard, true);
  await t.login({ username: 'admin', password: 'admin' });
});

Deno.test('reset with a bad profile answers 400 naming the field and changes nothing', async () => {
  using t = setup();
  const before = await t.state();
  const cases: [unknown, string | undefined][] = [
    ['nightly', undefined],
    [{ model: 'W9-9999' }, 'model'],
    [{ operationMode: 2 }, 'operationMode'],
    [{ colour: 'red' }, 'colour'],
    [{ model: 'W4-300F', meshRole: 'controller' }, 'meshRole'],
    [{ base: 'factory', model: 'W4-300S', meshRole: 'agent' }, 'meshRole'],
    [{ credentials: { username: 'admin' } }, 'credentials.password'],
    [{ fwVersion: 'v2' }, 'fwVersion'],
    [{ alias: 'Sala 2' }, 'alias'],
    [[], undefined],
  ];
  for (const [profile, field] of cases) {
    const res = await t.control('POST', '/reset', { profile });
    assert.equal(res.status, 400, JSON.stringify(profile));
    assert.equal(res.body.status, 'error');
    if (field) {
      assert.equal(res.body.field, field, JSON.stringify(profile));
      assert.ok(res.body.message.includes(field), res.body.message);
    }
  }
  assert.equal((await t.control('POST', '/reset', {})).status, 400);
  assert.equal((await t.control('POST', '/reset', { profile: 'demo', seed: -1 })).status, 400);
  assert.deepEqual(await t.state(), before);
});

Deno.test('firmware-update sets status.firmware_update', async () => {
  using t = setup();
  assert.deepEqual((await t.control('POST', '/firmware-update', { active: true })).body, { firmware_update: true });
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].firmware_update, true);
  await t.control('POST', '/firmware-update', { active: false });
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].firmware_update, false);
  assert.equal((await t.control('POST', '/firmware-update', { active: 'yes' })).status, 400);
});

Deno.test('with bench the control API is absent', async () => {
  using t = setup({ bench: true });
  for (const [method, path] of [['GET', '/state'], ['POST', '/reset'], ['POST', '/clock'], ['GET', '/journal']]) {
    const res = await t.control(method, path, method === 'POST' ? { profile: 'demo' } : undefined);
    assert.equal(res.status, 404, path);
  }
  assert.equal(t.emulator.clock.mode, 'real');
  assert.equal((await t.json('GET', '/api/v1/status')).status, 200);
});
