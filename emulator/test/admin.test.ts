/**
 * spec 3 §3, §5 'System', §7, §9: firmware from a file (upgrade_by_parts), the factory restore (action 2), date and
 * time, the reset button, remote management, TR-069 and mirroring. Every refusal leaves the state as it was.
 */
import assert from 'node:assert/strict';
import {
  DateTime,
  encodeSecret,
  firmwareImageHeader,
  firmwareUpdateFailed,
  MirroringList,
  RemoteManagementList,
  ResetButtonList,
  timing,
  Tr069ConfigList,
  validationMessages as m,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { DROP_HEADER } from '../src/http.ts';
import { setup } from './helpers.ts';

const dropped = async (t: ReturnType<typeof setup>) =>
  (await t.call('GET', '/api/v1/status')).headers.get(DROP_HEADER) === '1';

const CHUNK = timing.limits.firmwareChunkChars;
const s = 1000;

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

function base64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/** An image file of `size` bytes for `model` at `version`, as its parts. */
function imageParts(model: string, version: string, size: number): string[] {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(firmwareImageHeader(model, version)));
  for (let i = 300; i < size; i++) bytes[i] = i % 251;
  const text = base64(bytes);
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += CHUNK) parts.push(text.slice(i, i + CHUNK));
  return parts;
}

Deno.test('upgrade_by_parts: parts in order, then down 30 s and back on the file version without sessions', async () => {
  using t = await ready();
  const parts = imageParts('W6-1500', '1.6.0', 600_000); // 3 parts
  assert.equal(parts.length, 3);
  const send = (current: number, content: string, total = parts.length) =>
    t.json('POST', '/api/v1/upgrade_by_parts', { current, total, content }, t.token);
  const before = structuredClone(t.emulator.state);
  // a gap, a part of another file's count, a part that is not base64: refused, nothing kept
  assert.deepEqual((await send(2, parts[1])).body, { status: 'error', message: firmwareUpdateFailed, field: 'current' });
  assert.equal((await send(1, parts[0].slice(0, 1000))).body.field, 'content', 'a short part that is not the last');
  assert.equal((await send(1, '%%%%' + parts[0].slice(4))).body.field, 'content');
  assert.deepEqual(t.emulator.state.flash, before.flash);
  assert.deepEqual((await send(1, parts[0])).body, { status: 'success', received: 1, total: 3 });
  assert.equal((await send(3, parts[2])).body.field, 'current', 'a gap');
  assert.equal((await send(2, parts[1], 4)).body.field, 'total', 'another total');
  assert.deepEqual(t.emulator.state.flash, { total: 3, received: 1, bytes: CHUNK / 4 * 3, version: '1.6.0' });
  assert.equal((await send(2, parts[1])).body.received, 2);
  assert.equal((await send(3, parts[2])).status, 200);
  // restarting into the image
  assert.equal(await dropped(t), true, 'down while it writes the image');
  await t.advance(timing.wait.firmwareFlashDowntime);
  const status = await t.json('GET', '/api/v1/status');
  assert.equal(status.status, 200);
  assert.equal(status.body[0].fw_version, '1.6.0');
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, t.token)).status, 401);
  assert.equal(t.emulator.state.flash, null);
});

Deno.test('upgrade_by_parts: a file for another model or without a header is refused', async () => {
  using t = await ready();
  const other = imageParts('Twibi Force AX', '1.6.0', 1000);
  const plain = base64(new TextEncoder().encode('not a firmware image at all, just text'.padEnd(300, '.')));
  for (const content of [other[0], plain]) {
    const r = await t.json('POST', '/api/v1/upgrade_by_parts', { current: 1, total: 1, content }, t.token);
    assert.deepEqual(r.body, { status: 'error', message: firmwareUpdateFailed, field: 'content' });
  }
  assert.equal(t.emulator.state.device.fw_version, '1.4.2');
  assert.equal(t.emulator.state.flash, null);
  // too many parts for a file under 30,000,000 bytes
  const r = await t.json('POST', '/api/v1/upgrade_by_parts', { current: 1, total: 200, content: other[0] }, t.token);
  assert.equal(r.body.field, 'total');
  // a one-part image: taken at once
  const one = imageParts('W6-1500', '1.5.1', 1000);
  assert.equal((await t.json('POST', '/api/v1/upgrade_by_parts', { current: 1, total: 1, content: one[0] }, t.token)).status, 200);
  await t.advance(timing.wait.firmwareFlashDowntime);
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].fw_version, '1.5.1');
});

Deno.test('factory restore (action 2): answered, down 30 s, back as the factory profile of its model', async () => {
  using t = await ready({ profile: { meshAgents: 2, firmwareLast: '1.5.0' } });
  const mac = t.emulator.state.device.mac;
  await t.json('PUT', '/api/v1/mirroring/0', { enabled: true, mirrored_port: 'WAN', mirror_port: 'LAN1' }, t.token);
  assert.equal((await t.json('POST', '/api/v1/action', { actionID: 2 }, t.token)).status, 200);
  assert.equal(await dropped(t), true, 'down while it restores');
  await t.advance(timing.wait.factoryRestoreDowntime);
  const status = (await t.json('GET', '/api/v1/status')).body[0];
  assert.equal(status.show_wizard, true);
  const state = t.emulator.state;
  assert.equal(state.device.mac, mac);
  assert.deepEqual(state.credentials, { username: 'admin', password: 'admin' });
  assert.equal(state.agents.length, 0);
  assert.equal(state.easymesh.enabled, false);
  assert.equal(state.admin.mirroring.enabled, false);
  assert.equal(state.firmware.last, '1.5.0');
  const token = await t.login({ username: 'admin', password: 'admin' });
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.fw_version, '1.4.2');
});

Deno.test('datetime: NTP servers checked, the clock set by hand with NTP off, the time zone kept', async () => {
  using t = await ready();
  const get = async () => (await t.json('GET', '/api/v1/datetime/0', undefined, t.token)).body;
  const first = await get();
  conforms(first, DateTime);
  assert.deepEqual(first.ntp_server, { automatic: true, ntp_server1: '200.160.7.186', ntp_server2: '201.49.148.135' });
  assert.equal(first.synced, true);
  assert.equal(first.timezone, 'America/Sao_Paulo');
  const put = (body: unknown) => t.json('PUT', '/api/v1/datetime/0', body, t.token);
  const refusals: [unknown, string, string][] = [
    [{ ntp_server: { automatic: true, ntp_server1: '', ntp_server2: '' } }, 'ntp_server.ntp_server1', m.required],
    [{ ntp_server: { automatic: true, ntp_server1: 'a.st1.ntp.br', ntp_server2: '' } }, 'ntp_server.ntp_server1', m.invalidAddress],
    [{ ntp_server: { automatic: true, ntp_server1: '1.1.1.1', ntp_server2: '1.1.1' } }, 'ntp_server.ntp_server2', m.invalidAddress],
    [{ ntp_server: { automatic: true, ntp_server1: '1.1.1.1', ntp_server2: '1.1.1.1' } }, 'ntp_server.ntp_server2', m.addressesRepeated],
  ];
  for (const [body, field, message] of refusals) {
    assert.deepEqual((await put(body)).body, { status: 'error', message, field }, JSON.stringify(body));
  }
  assert.equal((await put({ timezone: 'Europe/Lisbon' })).status, 400);
  assert.deepEqual((await get()).ntp_server, first.ntp_server);
  // NTP off: the clock is what the owner sets, and it runs on
  const set = Date.UTC(2026, 5, 1, 8, 30) / 1000;
  const out = await put({ ntp_server: { automatic: false, ntp_server1: '', ntp_server2: '' }, datetime: set, timezone: 'America/Manaus' });
  assert.equal(out.status, 200);
  assert.equal(out.body.datetime, set);
  assert.equal(out.body.synced, false);
  await t.advance(90 * s);
  assert.equal((await get()).datetime, set + 90);
  assert.equal(t.emulator.state.admin.clock.timezone, 'America/Manaus');
  // NTP on again: synced to the real time
  assert.equal((await put({ ntp_server: { automatic: true, ntp_server1: '200.160.7.186', ntp_server2: '' } })).status, 200);
  assert.equal((await get()).datetime, Math.floor(t.emulator.now() / 1000));
  assert.equal((await put({ datetime: set })).body.field, 'datetime');
});

Deno.test('reset button: 5 to 3600 s', async () => {
  using t = await ready();
  const list = await t.json('GET', '/api/v1/reset_button', undefined, t.token);
  conforms(list.body, ResetButtonList);
  assert.deepEqual(list.body, [{ id: 0, pressedTime: 10 }]);
  const put = (pressedTime: number) => t.json('PUT', '/api/v1/reset_button/0', { pressedTime }, t.token);
  assert.deepEqual((await put(4)).body, { status: 'error', message: m.resetTimeMin, field: 'pressedTime' });
  assert.deepEqual((await put(3601)).body, { status: 'error', message: m.resetTimeMax, field: 'pressedTime' });
  assert.equal(t.emulator.state.admin.resetButton.pressedTime, 10);
  assert.deepEqual((await put(3600)).body, { id: 0, pressedTime: 3600 });
  assert.deepEqual((await put(5)).body, { id: 0, pressedTime: 5 });
});

Deno.test('remote management: ports outside the forwards and different, the IP range in order; its port is remote_web_access', async () => {
  using t = await ready();
  const list = await t.json('GET', '/api/v1/remote_management', undefined, t.token);
  conforms(list.body, RemoteManagementList);
  assert.equal(list.body[0].port, 8080);
  const before = structuredClone(t.emulator.state.admin);
  const put = (body: unknown) => t.json('PUT', '/api/v1/remote_management/0', body, t.token);
  // the demo forwards external 8081 (its 'Câmera' rule)
  assert.deepEqual((await put({ enabled: true, port: 8081 })).body, { status: 'error', message: m.portUsedByForward, field: 'port' });
  assert.deepEqual((await put({ enabled: true, port: 8080, https_enable: true, https_port: 8080 })).body, {
    status: 'error', message: m.managementPortsEqual, field: 'https_port',
  });
  assert.equal((await put({ https_enable: true, https_port: 8081 })).body.field, 'https_port');
  assert.equal((await put({ enabled: true, port: 0 })).body.message, m.port);
  assert.deepEqual((await put({ enable_ip_range: true, rangeStart: '200.1.1.9', rangeEnd: '200.1.1.9' })).body, {
    status: 'error', message: m.startAboveEnd, field: 'rangeStart',
  });
  assert.equal((await put({ enable_ip_range: true, rangeStart: '200.1.1', rangeEnd: '200.1.1.9' })).body.message, m.invalidAddress);
  assert.deepEqual(t.emulator.state.admin, before);
  const ok = await put({ enabled: true, port: 8090, https_enable: true, https_port: 8443, enable_ip_range: true, rangeStart: '200.1.1.1', rangeEnd: '200.1.1.9', pingWan: true });
  assert.equal(ok.status, 200);
  assert.equal((await t.json('GET', '/api/v1/remote_web_access', undefined, t.token)).body[0].port, 8090);
  // refused outside router mode
  t.emulator.state.system.operationMode = 1;
  assert.equal((await put({ pingWan: false })).status, 400);
});

Deno.test('TR-069: credentials encoded both ways, interval 0 or 60–43200, CA certificate under 4096 bytes', async () => {
  using t = await ready();
  const list = await t.json('GET', '/api/v1/tr069_config', undefined, t.token);
  conforms(list.body, Tr069ConfigList);
  assert.equal(list.body[0].tr069_enable, false);
  const acs = (over: object = {}) => ({
    acs_url: 'http://acs.provedor.com.br:7547', acs_username: encodeSecret('cpe'), acs_password: encodeSecret('segredo'),
    tr069_inform: true, tr069_interval: 300, ...over,
  });
  const put = (body: unknown) => t.json('PUT', '/api/v1/tr069_config/0', body, t.token);
  const before = structuredClone(t.emulator.state.admin.tr069);
  assert.deepEqual((await put({ tr069_enable: true, acs: acs({ tr069_interval: 59 }) })).body, {
    status: 'error', message: m.tr069IntervalMin, field: 'acs.tr069_interval',
  });
  assert.equal((await put({ tr069_enable: true, acs: acs({ tr069_interval: 43201 }) })).body.message, m.tr069IntervalMax);
  assert.equal((await put({ tr069_enable: true, acs: acs({ acs_url: '' }) })).body.field, 'acs.acs_url');
  assert.equal((await put({ tr069_enable: true, acs: acs({ acs_password: encodeSecret('x'.repeat(31)) }) })).body.field, 'acs.acs_password');
  assert.equal((await put({ tr069_enable: true, acs: acs(), ca_cert: 'x'.repeat(4096) })).body.field, 'ca_cert');
  assert.deepEqual(t.emulator.state.admin.tr069, before);
  assert.equal(t.emulator.state.device.tr069_enable, false);
  const ok = await put({ tr069_enable: true, acs: acs({ tr069_interval: 0 }), ca_cert: 'x'.repeat(4095) });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.acs.acs_username, encodeSecret('cpe'));
  assert.equal(t.emulator.state.admin.tr069.acs.acs_password, 'segredo');
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, t.token)).body.tr069_enable, true);
});

Deno.test('mirroring: ports from -, WAN, LAN1–LAN3', async () => {
  using t = await ready();
  const list = await t.json('GET', '/api/v1/mirroring', undefined, t.token);
  conforms(list.body, MirroringList);
  assert.deepEqual(list.body, [{ id: 0, enabled: false, mirrored_port: '-', mirror_port: '-' }]);
  const put = (body: unknown) => t.json('PUT', '/api/v1/mirroring/0', body, t.token);
  assert.equal((await put({ enabled: true, mirrored_port: 'LAN4', mirror_port: 'LAN1' })).status, 400);
  assert.equal((await put({ enabled: true, mirrored_port: 'WAN', mirror_port: '-' })).body.field, 'mirror_port');
  assert.equal((await put({ enabled: true, mirrored_port: 'WAN', mirror_port: 'WAN' })).body.field, 'mirror_port');
  assert.equal(t.emulator.state.admin.mirroring.enabled, false);
  assert.deepEqual((await put({ enabled: true, mirrored_port: 'WAN', mirror_port: 'LAN3' })).body, {
    id: 0, enabled: true, mirrored_port: 'WAN', mirror_port: 'LAN3',
  });
});
