/**
 * WPS (spec 3 §4, §7, §9): action 3 opens a 2-minute window on the virtual clock (syncing 1), a device pairing
 * closes it (syncing 2), and a router whose Wi-Fi makes WPS unusable refuses the action, changing nothing.
 */
import assert from 'node:assert/strict';
import { timing, wpsDisabledMessage, WpsStatus, WpsStatusList } from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from '../../test/helpers.ts';

async function device(profile: unknown = 'demo') {
  const t = setup();
  await t.manualClock();
  await t.control('POST', '/reset', { profile });
  await t.manualClock();
  const token = await t.login();
  const wps = async () => (await t.json('GET', '/api/v1/wps/0', undefined, token)).body;
  const action = (actionID = 3) => t.json('POST', '/api/v1/action', { actionID }, token);
  return { ...t, token, wps, action };
}

Deno.test('wps: action 3 opens a 2-minute window, counted down on the virtual clock, closing by itself', async () => {
  using t = await device();
  const list = await t.json('GET', '/api/v1/wps', undefined, t.token);
  conforms(list.body, WpsStatusList);
  assert.deepEqual(await t.wps(), { id: 0, syncing: 0, remaining_seconds: 0 });
  assert.deepEqual((await t.action()).body, { status: 'success' });
  const open = await t.wps();
  conforms(open, WpsStatus);
  assert.deepEqual(open, { id: 0, syncing: 1, remaining_seconds: 120 });
  await t.advance(timing.wait.wpsWindow - 1000);
  assert.deepEqual(await t.wps(), { id: 0, syncing: 1, remaining_seconds: 1 });
  await t.advance(1000);
  assert.deepEqual(await t.wps(), { id: 0, syncing: 0, remaining_seconds: 0 });
  // the mesh sync half of action 3 still runs on a controller
  assert.equal((await t.json('GET', '/api/v1/easymesh/0', undefined, t.token)).body.syncing, 1);
  assert.equal((await t.json('GET', '/api/v1/wps', undefined)).status, 401);
});

Deno.test('wps: a device pairing closes the window with syncing 2; the control call refuses when none is open', async () => {
  using t = await device();
  assert.equal((await t.control('POST', '/wps/pair')).status, 400);
  await t.action();
  await t.advance(30_000);
  const paired = await t.control('POST', '/wps/pair');
  assert.equal(paired.status, 200);
  assert.deepEqual(paired.body, { id: 0, syncing: 2, remaining_seconds: 0 });
  assert.deepEqual(await t.wps(), { id: 0, syncing: 2, remaining_seconds: 0 });
  await t.advance(timing.wait.wpsWindow);
  assert.deepEqual(await t.wps(), { id: 0, syncing: 2, remaining_seconds: 0 }, 'the last window paired');
  assert.equal((await t.control('POST', '/wps/pair')).status, 400);
  // a new action 3 opens a new window
  await t.action();
  assert.equal((await t.wps()).syncing, 1);
  // other actions are the system area's, untouched
  assert.equal((await t.json('POST', '/api/v1/action', { actionID: 9 }, t.token)).status, 400);
});

Deno.test('wps: refused with WPS Desativado when the cipher is none or WPA3-only, WPS is off or the radios are off', async () => {
  // a device without mesh: its root network may be opened (a controller keeps it secured)
  const cases: [string, (t: Awaited<ReturnType<typeof device>>) => Promise<unknown>][] = [
    ['open', (t) => t.json('PUT', '/api/v1/wireless/wl0', { cipher: 0 }, t.token)],
    ['WPA3 only', (t) => t.json('PUT', '/api/v1/wireless/wl0', { cipher: 5, key: 'senhaforte123' }, t.token)],
    ['WPS off', (t) => t.json('PUT', '/api/v1/wireless/wl0', { wps: false }, t.token)],
    ['radio off', (t) => t.json('PUT', '/api/v1/radio/radio0', { enabled: false }, t.token)],
  ];
  for (const [name, change] of cases) {
    using t = await device({ base: 'demo', model: 'W4-300F', meshRole: 'none' });
    const res = (await change(t)) as { status: number };
    assert.equal(res.status, 200, name);
    const refused = await t.action();
    assert.equal(refused.status, 400, name);
    assert.deepEqual(refused.body, { status: 'error', message: wpsDisabledMessage, field: 'wps' });
    assert.deepEqual(await t.wps(), { id: 0, syncing: 0, remaining_seconds: 0 }, `${name}: nothing opened`);
  }
  // one band enough: a dual-band device with its 5 GHz network open still pairs on 2.4 GHz
  using t = await device({ base: 'demo', meshRole: 'none' });
  await t.json('PUT', '/api/v1/wireless/wl1', { cipher: 0 }, t.token);
  assert.equal((await t.action()).status, 200);
  assert.equal((await t.wps()).syncing, 1);
});

Deno.test('wps: a reboot ends the window (and its pairing): the router comes back with none open', async () => {
  using t = await device();
  await t.action();
  assert.equal((await t.wps()).syncing, 1);
  t.emulator.reboot();
  await t.advance(timing.wait.rebootDowntime);
  const token = await t.login();
  assert.deepEqual((await t.json('GET', '/api/v1/wps/0', undefined, token)).body, { id: 0, syncing: 0, remaining_seconds: 0 });
  assert.equal((await t.control('POST', '/wps/pair')).status, 400);
});
