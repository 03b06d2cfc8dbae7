/**
 * The wizard's writes (spec 2 §4.6, §5.6, §5.7) as the router takes them: the new login (PUT user/0) and the
 * location (PUT device/0 alias) refused with the UI's messages and nothing changed; then the finish sequence
 * (Wi-Fi, operation mode, location, login, action 5): the factory state ends, the router restarts and only the
 * new login opens a session.
 */
import assert from 'node:assert/strict';
import { encodeSecret, sizeMessage, suspiciousMessage, timing, validationMessages as m } from '@roteador/contract';
import { setup } from './helpers.ts';

const FACTORY = { username: 'admin', password: 'admin' };
const OWNER = { username: 'dono', password: 'Casa@Nova2026' };
const enc = (c: { username: string; password: string }) => ({
  username: encodeSecret(c.username),
  password: encodeSecret(c.password),
});

async function factory() {
  const t = setup({ profile: 'factory' });
  await t.manualClock();
  return { ...t, token: await t.login(FACTORY) };
}

Deno.test('PUT user/0: §5.6 refusals with their messages, credentials untouched', async () => {
  using t = await factory();
  const cases: [{ username: string; password: string }, string, string][] = [
    [{ username: '', password: OWNER.password }, 'username', m.required],
    [{ username: 'joão', password: OWNER.password }, 'username', m.invalidCharacters],
    [{ username: 'reboot', password: OWNER.password }, 'username', suspiciousMessage('reboot')],
    [{ username: 'a'.repeat(31), password: OWNER.password }, 'username', sizeMessage(1, 30)],
    [{ username: 'dono', password: '' }, 'password', m.required],
    [{ username: 'dono', password: 'abcdefgh' }, 'password', m.weakPassword],
    [{ username: 'dono', password: 'Ab1@xyz' }, 'password', m.weakPassword],
    [{ username: 'dono', password: 'Casa@ção2026' }, 'password', m.invalidCharacters],
    [{ username: 'dono', password: `Aa1@${'x'.repeat(27)}` }, 'password', sizeMessage(1, 30)],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('PUT', '/api/v1/user/0', enc(body), t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field });
  }
  assert.deepEqual((await t.state()).credentials, FACTORY);
});

Deno.test('PUT device/0 alias: §5.7 refusals with their messages, alias untouched', async () => {
  using t = await factory();
  const before = (await t.state()).device.alias;
  const cases: [string, string][] = [
    ['', m.required],
    [' Sala', m.edgeSpace],
    ['Sala 2', m.letters],
    ['Escritório', m.invalidCharacters],
    ['a'.repeat(29), sizeMessage(1, 28)],
  ];
  for (const [alias, message] of cases) {
    const res = await t.json('PUT', '/api/v1/device/0', { alias }, t.token);
    assert.equal(res.status, 400, alias);
    assert.deepEqual(res.body, { status: 'error', message, field: 'alias' });
  }
  assert.equal((await t.state()).device.alias, before);
  assert.equal((await t.json('PUT', '/api/v1/device/0', { alias: 'Sala de Estar' }, t.token)).status, 200);
  assert.equal((await t.state()).device.alias, 'Sala de Estar');
});

Deno.test('wizard finish: writes, then action 5 ends the factory state, restarts, and the new login works', async () => {
  using t = await factory();
  const ok = async (method: string, path: string, body: unknown) => {
    const res = await t.json(method, path, body, t.token);
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`);
  };
  await ok('PUT', '/api/v1/wireless/wl0', { ssid: 'Casa Nova', key: encodeSecret('wifi-da-casa-1') });
  await ok('PUT', '/api/v1/system/0', { operationMode: 1 });
  await ok('PUT', '/api/v1/device/0', { alias: 'Sala' });
  await ok('PUT', '/api/v1/user/0', enc(OWNER));
  // Until the apply, the device is still in its factory state (the wizard's 30 s poll sees is_default).
  assert.equal((await t.state()).device.show_wizard, true);
  await ok('POST', '/api/v1/action', { actionID: 5 });
  const state = await t.state();
  assert.equal(state.device.show_wizard, false);
  assert.equal(state.system.operationMode, 1);
  assert.equal(state.device.alias, 'Sala');
  assert.deepEqual(state.credentials, OWNER);
  await t.advance(timing.wait.applyRestart);
  // The restart dropped the session; the factory login is refused, the new one opens a session.
  assert.equal((await t.json('GET', '/api/v1/factory_default', undefined, t.token)).status, 401);
  assert.equal((await t.json('POST', '/api/v1/session', enc(FACTORY))).status, 401);
  const token = await t.login(OWNER, true);
  assert.deepEqual((await t.json('GET', '/api/v1/factory_default', undefined, token)).body, [{ id: 0, is_default: false }]);
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].show_wizard, false);
});
