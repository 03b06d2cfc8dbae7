import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { IotAssistant, VoiceAssistant } from '@roteador/contract';
import { setup } from './helpers.ts';

const VOICE = { model: 'Twibi Force Voice' as const };

Deno.test('voice assistant: code, register (control), equalization and volume, disassociate (action 7)', async () => {
  using t = setup({ profile: VOICE });
  const token = await t.login();
  const get = async () => (await t.json('GET', '/api/v1/voice_assistant', undefined, token)).body[0];
  const first = await get();
  conforms(first, VoiceAssistant);
  assert.match(first.registration_code, /^[A-HJ-NP-Z2-9]{6}$/);
  assert.deepEqual([first.is_registered, first.equalization_type, first.volume], [false, 1, 5]);
  assert.ok(first.board_id.length > 0 && first.firmware_version.length > 0);
  // the same seed draws the same code
  using same = setup({ profile: VOICE });
  assert.equal(
    (await same.json('GET', '/api/v1/voice_assistant', undefined, await same.login())).body[0].registration_code,
    first.registration_code,
  );

  assert.deepEqual((await t.control('POST', '/alexa/register')).body, { is_registered: true });
  assert.equal((await get()).is_registered, true);

  const put = await t.json('PUT', '/api/v1/voice_assistant/0', { equalization_type: 3, volume: 7 }, token);
  assert.equal(put.status, 200);
  assert.deepEqual([put.body.equalization_type, put.body.volume], [3, 7]);
  assert.equal((await t.json('PUT', '/api/v1/voice_assistant/0', { volume: 0 }, token)).body.volume, 0);

  const before = await t.state();
  for (
    const [body, field] of [
      [{ equalization_type: 0 }, 'equalization_type'],
      [{ equalization_type: 6 }, 'equalization_type'],
      [{ volume: 11 }, 'volume'],
      [{ volume: -1 }, 'volume'],
      [{ volume: 2.5 }, 'volume'],
      [{ volume: 3, board_id: 'x' }, 'board_id'],
    ] as const
  ) {
    const res = await t.json('PUT', '/api/v1/voice_assistant/0', body, token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.field, field);
  }
  assert.deepEqual((await t.state()).alexa, before.alexa);

  assert.equal((await t.json('POST', '/api/v1/action', { actionID: 7 }, token)).status, 200);
  const after = await get();
  assert.equal(after.is_registered, false);
  assert.notEqual(after.registration_code, first.registration_code);
  assert.match(after.registration_code, /^[A-HJ-NP-Z2-9]{6}$/);
});

Deno.test('voice assistant: 404 on other models; registering one is refused', async () => {
  using t = setup();
  const token = await t.login();
  assert.equal((await t.json('GET', '/api/v1/voice_assistant', undefined, token)).status, 404);
  assert.equal((await t.json('PUT', '/api/v1/voice_assistant/0', { volume: 3 }, token)).status, 404);
  const res = await t.control('POST', '/alexa/register');
  assert.equal(res.status, 400);
  assert.equal(res.body.status, 'error');
});

Deno.test('iot_assistant: a window opened now for its duration, closing by itself', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  const now = (await t.control('GET', '/clock')).body.now;
  // a fresh session each time: the window outlives a token
  const get = async () => (await t.json('GET', '/api/v1/iot_assistant/0', undefined, await t.login())).body;
  assert.deepEqual(await get(), { id: 0, enabled: false, start_time: 0, duration_seconds: 0 });
  const on = await t.json('PUT', '/api/v1/iot_assistant/0', { enabled: true }, token);
  conforms(on.body, IotAssistant);
  assert.deepEqual(on.body, { id: 0, enabled: true, start_time: Math.floor(now / 1000), duration_seconds: 1800 });
  // it closes at start_time + duration_seconds (the record's whole seconds)
  await t.advance((on.body.start_time + 1800) * 1000 - now - 1);
  assert.equal((await get()).enabled, true);
  await t.advance(1);
  assert.deepEqual(await get(), { id: 0, enabled: false, start_time: 0, duration_seconds: 1800 });

  const later = await t.login();
  const short = await t.json('PUT', '/api/v1/iot_assistant', { enabled: true, duration_seconds: 60 }, later);
  assert.equal(short.body.duration_seconds, 60);
  assert.equal((await t.json('PUT', '/api/v1/iot_assistant/0', { enabled: false }, later)).body.enabled, false);
  // the UI closes the window with duration 0 (spec 3 §4)
  const closed = await t.json('PUT', '/api/v1/iot_assistant/0', { enabled: false, duration_seconds: 0 }, later);
  assert.deepEqual(closed.body, { id: 0, enabled: false, start_time: 0, duration_seconds: 0 });
  for (const body of [{ duration_seconds: -1 }, { enabled: 'yes' }, { duration_seconds: 86_401 }]) {
    assert.equal((await t.json('PUT', '/api/v1/iot_assistant/0', body, later)).status, 400, JSON.stringify(body));
  }
  assert.equal((await t.json('PUT', '/api/v1/iot_assistant/1', { enabled: true }, later)).status, 404);
});
