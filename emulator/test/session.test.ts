import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { encodeSecret, LoginErrorAnswer, SessionAnswer } from '@roteador/contract';
import { DEMO, setup } from './helpers.ts';

const wrong = { username: 'admin', password: 'wrong' };

Deno.test('login with plain credentials answers a token', async () => {
  using t = setup();
  const res = await t.json('POST', '/api/v1/session', DEMO);
  assert.equal(res.status, 200);
  conforms(res.body, SessionAnswer);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, res.body.token)).status, 200);
});

Deno.test('login with base64-encoded credentials answers a token', async () => {
  using t = setup();
  const body = { username: encodeSecret(DEMO.username), password: encodeSecret(DEMO.password) };
  const res = await t.json('POST', '/api/v1/session', body);
  assert.equal(res.status, 200);
  conforms(res.body, SessionAnswer);
});

Deno.test('login: each field may be encoded or plain on its own', async () => {
  using t = setup();
  const res = await t.json('POST', '/api/v1/session', { username: 'admin', password: encodeSecret(DEMO.password) });
  assert.equal(res.status, 200);
});

Deno.test('wrong credentials count attempts down from 4', async () => {
  using t = setup();
  for (const left of [4, 3, 2, 1]) {
    const res = await t.json('POST', '/api/v1/session', wrong);
    assert.equal(res.status, 401);
    conforms(res.body, LoginErrorAnswer);
    assert.deepEqual(res.body[0], { code: 'attempts_left', message: String(left), attempts_left: left });
  }
});

Deno.test('a success resets the failure count', async () => {
  using t = setup();
  await t.json('POST', '/api/v1/session', wrong);
  await t.json('POST', '/api/v1/session', wrong);
  await t.login();
  const res = await t.json('POST', '/api/v1/session', wrong);
  assert.equal(res.body[0].attempts_left, 4);
});

Deno.test('the 5th failure locks for 2 minutes, the right password included, then counting restarts', async () => {
  using t = setup();
  await t.manualClock();
  for (let i = 0; i < 4; i++) await t.json('POST', '/api/v1/session', wrong);
  const fifth = await t.json('POST', '/api/v1/session', wrong);
  assert.equal(fifth.status, 401);
  conforms(fifth.body, LoginErrorAnswer);
  assert.deepEqual(fifth.body[0], { code: 'max_attempts', message: '120', wait_seconds: 120 });

  const right = await t.json('POST', '/api/v1/session', DEMO);
  assert.equal(right.status, 401);
  assert.equal(right.body[0].code, 'max_attempts');
  assert.equal(right.body[0].wait_seconds, 120);

  await t.advance(30_500);
  const later = await t.json('POST', '/api/v1/session', DEMO);
  assert.deepEqual(later.body[0], { code: 'max_attempts', message: '90', wait_seconds: 90 }); // 89.5 s, rounded up

  await t.advance(89_499);
  assert.equal((await t.json('POST', '/api/v1/session', DEMO)).body[0].wait_seconds, 1);

  await t.advance(1);
  const afterWrong = await t.json('POST', '/api/v1/session', wrong);
  assert.deepEqual(afterWrong.body[0], { code: 'attempts_left', message: '4', attempts_left: 4 });
  assert.equal((await t.json('POST', '/api/v1/session', DEMO)).status, 200);
});

Deno.test('malformed login bodies answer 400 and do not count as attempts', async () => {
  using t = setup();
  for (const body of ['{not json', { username: 'admin' }, { username: 1, password: 'x' }, [DEMO]]) {
    const res = await t.json('POST', '/api/v1/session', body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.status, 'error');
  }
  assert.equal((await t.state()).auth.failures, 0);
});

Deno.test('a token expires after 10 minutes without use; each use refreshes it', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  await t.advance(9 * 60_000);
  assert.equal((await t.json('GET', '/api/v1/device', undefined, token)).status, 200);
  await t.advance(9 * 60_000);
  assert.equal((await t.json('GET', '/api/v1/device', undefined, token)).status, 200);
  await t.advance(10 * 60_000);
  const res = await t.json('GET', '/api/v1/device', undefined, token);
  assert.equal(res.status, 401);
  assert.equal(res.body.status, 'unauthorized');
});

Deno.test('POST /__emulator/sessions/expire invalidates every token at once', async () => {
  using t = setup();
  const a = await t.login();
  const b = await t.login();
  assert.deepEqual((await t.control('POST', '/sessions/expire')).body, { expired: 2 });
  assert.equal((await t.json('GET', '/api/v1/device', undefined, a)).status, 401);
  assert.equal((await t.json('GET', '/api/v1/device', undefined, b)).status, 401);
});

Deno.test('factory profile logs in with admin/admin', async () => {
  using t = setup({ profile: 'factory' });
  await t.login({ username: 'admin', password: 'admin' });
});
