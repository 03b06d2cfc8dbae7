/**
 * The system area (spec 3 §3, §5 'System', §7, §9): the daily reboot (on the router's clock, in its zone: more in
 * router-clock.test.ts), the remote log and the LEDs; firmware from a file (upgrade_by_parts), the factory restore
 * (action 2), date and time, the reset button, remote management, TR-069 and mirroring. Every refusal leaves the state as it was.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DailyReboot,
  DailyRebootList,
  DateTime,
  encodeSecret,
  firmwareFileTooBig,
  firmwareImageHeader,
  firmwareUpdateFailed,
  Led,
  LedList,
  MirroringList,
  RemoteManagementList,
  ResetButtonList,
  rules,
  Syslog,
  SyslogList,
  timing,
  Tr069ConfigList,
  validateFirmwareFile,
  validationMessages as m,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { DROP_HEADER } from '../src/http.ts';
import { LED_UNAVAILABLE } from '../src/device/system.ts';
import { setup } from './helpers.ts';

const REBOOT = '/api/v1/daily_reboot';
const SYSLOG = '/api/v1/syslog';
const LED = '/api/v1/led';
const MIN = 60_000;
const DOWNTIME = timing.wait.rebootDowntime;
const CHUNK = timing.limits.firmwareChunkChars;
const s = 1000;

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

const dropped = async (t: ReturnType<typeof setup>) =>
  (await t.call('GET', '/api/v1/status')).headers.get(DROP_HEADER) === '1';

const defaultReboot = { id: 0, enable: false, hour: 4, minute: 0, delay: true };
const defaultSyslog = { id: 0, enabled: false, server: '', port: 514, severity_level: 1 };

Deno.test('defaults: daily reboot off at 04:00 with delay, syslog off on 514 severity 1, LEDs of the device', async () => {
  using t = await ready();
  const reboot = await t.json('GET', REBOOT, undefined, t.token);
  assert.equal(reboot.status, 200);
  conforms(reboot.body, DailyRebootList);
  assert.deepEqual(reboot.body, [defaultReboot]);
  assert.deepEqual((await t.json('GET', `${REBOOT}/0`, undefined, t.token)).body, defaultReboot);
  const syslog = await t.json('GET', SYSLOG, undefined, t.token);
  conforms(syslog.body, SyslogList);
  assert.deepEqual(syslog.body, [defaultSyslog]);
  assert.deepEqual((await t.json('GET', `${SYSLOG}/0`, undefined, t.token)).body, defaultSyslog);
  const led = await t.json('GET', LED, undefined, t.token);
  conforms(led.body, LedList);
  const { leds, model } = t.emulator.state.device;
  assert.deepEqual(led.body, [{ id: 0, leds, model }]);
  assert.deepEqual((await t.json('GET', `${LED}/0`, undefined, t.token)).body, { id: 0, leds, model });
  // all need a session; only id 0 exists
  for (const path of [REBOOT, `${SYSLOG}/0`, LED]) assert.equal((await t.json('GET', path)).status, 401, path);
  for (const path of [`${REBOOT}/1`, `${SYSLOG}/1`, `${LED}/1`]) {
    assert.equal((await t.json('GET', path, undefined, t.token)).status, 404, path);
    assert.equal((await t.json('PUT', path, {}, t.token)).status, 404, path);
  }
  assert.equal((await t.json('PUT', `${REBOOT}/0`, { enable: true })).status, 401);
});

Deno.test('writes are partial and read back; a sent id must be 0', async () => {
  using t = await ready();
  const r = await t.json('PUT', `${REBOOT}/0`, { enable: true, hour: 23, minute: 59 }, t.token);
  assert.equal(r.status, 200);
  conforms(r.body, DailyReboot);
  assert.deepEqual(r.body, { id: 0, enable: true, hour: 23, minute: 59, delay: true });
  assert.equal((await t.json('PUT', `${REBOOT}/0`, { id: 0, delay: false }, t.token)).status, 200);
  assert.deepEqual((await t.json('GET', `${REBOOT}/0`, undefined, t.token)).body, {
    id: 0,
    enable: true,
    hour: 23,
    minute: 59,
    delay: false,
  });
  assert.deepEqual(t.emulator.state.system.dailyReboot, { enable: true, hour: 23, minute: 59, delay: false });

  const s = await t.json('PUT', `${SYSLOG}/0`, { enabled: true, server: 'logs.casa.lan', port: 1514 }, t.token);
  assert.equal(s.status, 200);
  conforms(s.body, Syslog);
  assert.deepEqual(s.body, { id: 0, enabled: true, server: 'logs.casa.lan', port: 1514, severity_level: 1 });
  assert.equal((await t.json('PUT', `${SYSLOG}/0`, { severity_level: 7 }, t.token)).status, 200);
  // turning it off keeps the server; a disabled log may have none
  assert.equal((await t.json('PUT', `${SYSLOG}/0`, { enabled: false, server: '' }, t.token)).status, 200);
  assert.deepEqual((await t.json('GET', SYSLOG, undefined, t.token)).body, [
    { id: 0, enabled: false, server: '', port: 1514, severity_level: 7 },
  ]);

  const l = await t.json('PUT', `${LED}/0`, { leds: false }, t.token);
  assert.equal(l.status, 200);
  conforms(l.body, Led);
  assert.equal(l.body.leds, false);
  assert.equal(t.emulator.state.device.leds, false);
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, t.token)).body.leds, false);
  assert.equal((await t.json('PUT', `${LED}/0`, { id: 0, leds: true }, t.token)).body.leds, true);
});

Deno.test('refusals answer 400 naming the field and change nothing', async () => {
  using t = await ready();
  const before = structuredClone(t.emulator.state.system);
  const leds = t.emulator.state.device.leds;
  const cases: [string, unknown, string | undefined][] = [
    [`${REBOOT}/0`, { hour: 24 }, 'hour'],
    [`${REBOOT}/0`, { enable: true, minute: 60 }, 'minute'],
    [`${REBOOT}/0`, { enable: true, hour: -1 }, 'hour'],
    [`${REBOOT}/0`, { enable: true, hour: 1.5 }, 'hour'],
    [`${REBOOT}/0`, { enable: 'yes' }, 'enable'],
    [`${REBOOT}/0`, { id: 1, enable: true }, 'id'],
    [`${REBOOT}/0`, { enable: true, extra: 1 }, 'extra'],
    [`${REBOOT}/0`, 'not json', undefined],
    [`${SYSLOG}/0`, { enabled: true }, 'server'],
    [`${SYSLOG}/0`, { enabled: true, server: 'bad host!' }, 'server'],
    [`${SYSLOG}/0`, { enabled: true, server: 'x'.repeat(256) }, 'server'],
    [`${SYSLOG}/0`, { enabled: true, server: 'logs.casa.lan', port: 65536 }, 'port'],
    [`${SYSLOG}/0`, { enabled: true, server: 'logs.casa.lan', port: 0 }, 'port'],
    [`${SYSLOG}/0`, { severity_level: 8 }, 'severity_level'],
    [`${SYSLOG}/0`, { id: 3, enabled: false }, 'id'],
    [`${LED}/0`, {}, 'leds'],
    [`${LED}/0`, { leds: 'off' }, 'leds'],
  ];
  for (const [path, body, field] of cases) {
    const res = await t.json('PUT', path, body, t.token);
    assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}`);
    assert.equal(res.body.status, 'error');
    assert.equal(res.body.field, field, `${path} ${JSON.stringify(body)}`);
  }
  // the messages are the UI's own
  const noServer = await t.json('PUT', `${SYSLOG}/0`, { enabled: true }, t.token);
  assert.equal(noServer.body.message, rules.syslogHost(''));
  const badPort = await t.json('PUT', `${SYSLOG}/0`, { enabled: true, server: 'logs.casa.lan', port: 70000 }, t.token);
  assert.equal(badPort.body.message, rules.port('70000'));
  assert.deepEqual(t.emulator.state.system, before);
  assert.equal(t.emulator.state.device.leds, leds);
  assert.equal(t.emulator.clock.pendingTimers, 0);
});

Deno.test('LEDs cannot be switched on a model without LED power control', async () => {
  using t = await ready({ profile: { model: 'Twibi Force Plug' } });
  const leds = t.emulator.state.device.leds;
  assert.deepEqual((await t.json('GET', LED, undefined, t.token)).body, [{ id: 0, leds, model: 'Twibi Force Plug' }]);
  const res = await t.json('PUT', `${LED}/0`, { leds: !leds }, t.token);
  assert.equal(res.status, 400);
  assert.deepEqual(res.body, { status: 'error', message: LED_UNAVAILABLE, field: 'leds' });
  assert.equal(LED_UNAVAILABLE, 'O controle dos LEDs não está disponível neste modelo');
  assert.equal(t.emulator.state.device.leds, leds);
});

type T = Awaited<ReturnType<typeof ready>>;

/** Moves the virtual clock to `at` (absolute virtual ms). */
async function advanceTo(t: T, at: number) {
  const ms = at - t.emulator.now();
  assert.ok(ms >= 0, `already past ${new Date(at).toISOString()}`);
  await t.advance(ms);
}

async function isDown(t: T): Promise<boolean> {
  const res = await t.call('GET', '/api/v1/status');
  await res.body?.cancel();
  return res.headers.get(DROP_HEADER) === '1';
}

/** The virtual clock starts 2026-01-15T12:00Z, 09:00 in the router's zone (Brasília): a daily reboot at 09:30 there. */
const AT = Date.UTC(2026, 0, 15, 12, 30);

async function enableAt0930(t: T, extra: Record<string, unknown> = {}) {
  const res = await t.json('PUT', `${REBOOT}/0`, { enable: true, hour: 9, minute: 30, ...extra }, t.token);
  assert.equal(res.status, 200);
}

Deno.test('the daily reboot happens at the set time of the device clock, as a reboot does, then every day', async () => {
  using t = await ready();
  await t.control('POST', '/traffic', { downloadMbps: 0, uploadMbps: 0 });
  await enableAt0930(t);
  await advanceTo(t, AT - 1);
  assert.equal(await isDown(t), false);
  await t.advance(1);
  assert.equal(await isDown(t), true);
  assert.deepEqual(t.emulator.state.power, { bootAt: AT + DOWNTIME, downUntil: AT + DOWNTIME });
  assert.deepEqual(t.emulator.state.auth.tokens, {}); // sessions dropped as action 1 drops them
  await advanceTo(t, AT + DOWNTIME - 1);
  assert.equal(await isDown(t), true);
  await t.advance(1);
  assert.equal(await isDown(t), false);
  const token = await t.login();
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.uptime, 0);
  // the next day at the same time
  const next = AT + 24 * 60 * MIN;
  await advanceTo(t, next - 1);
  assert.equal(await isDown(t), false);
  await t.advance(1);
  assert.equal(await isDown(t), true);
});

Deno.test('no daily reboot while it is off, nor after it is turned off', async () => {
  using t = await ready();
  await advanceTo(t, Date.UTC(2026, 0, 16, 7, 0)); // the default 04:00 in Brasília, off
  assert.equal(t.emulator.state.power.downUntil, null);
  const token = await t.login();
  await t.json('PUT', `${REBOOT}/0`, { enable: true, hour: 5, minute: 0 }, token);
  await t.json('PUT', `${REBOOT}/0`, { enable: false }, token);
  assert.equal(t.emulator.clock.pendingTimers, 0);
  await t.advance(2 * 60 * MIN);
  assert.equal(t.emulator.state.power.downUntil, null);
  assert.equal(await isDown(t), false);
});

Deno.test('a changed time re-arms the daily reboot', async () => {
  using t = await ready();
  await enableAt0930(t, { delay: false });
  await t.json('PUT', `${REBOOT}/0`, { minute: 45 }, t.token);
  await advanceTo(t, AT + 15 * MIN - 1);
  assert.equal(t.emulator.state.power.downUntil, null);
  await t.advance(1);
  assert.equal(await isDown(t), true);
});

Deno.test('with delay and WAN traffic above 3 kB/s the daily reboot waits 5 min at a time', async () => {
  using t = await ready(); // the demo WAN carries 48/12 Mbps
  await enableAt0930(t);
  await advanceTo(t, AT);
  assert.equal(await isDown(t), false);
  await advanceTo(t, AT + 5 * MIN);
  assert.equal(await isDown(t), false);
  // 3 kB/s in both directions together is not above the limit
  await t.control('POST', '/traffic', { downloadMbps: 0.012, uploadMbps: 0.012 });
  await advanceTo(t, AT + 10 * MIN - 1);
  assert.equal(await isDown(t), false);
  await t.advance(1);
  assert.equal(await isDown(t), true);
  assert.equal(t.emulator.state.power.downUntil, AT + 10 * MIN + DOWNTIME);
});

Deno.test('with delay it gives up 60 min after the set time; without delay traffic does not matter', async () => {
  using t = await ready();
  await enableAt0930(t);
  await advanceTo(t, AT + 61 * MIN);
  // given up: a line quiet from now on changes nothing until tomorrow
  await t.control('POST', '/traffic', { downloadMbps: 0, uploadMbps: 0 });
  await advanceTo(t, AT + 24 * 60 * MIN - 1);
  assert.equal(t.emulator.state.power.downUntil, null);
  // next day: busy again until 59 min after the set time; the try at 60 min is the last and reboots
  await t.control('POST', '/traffic', { downloadMbps: 1, uploadMbps: 0 });
  await advanceTo(t, AT + 24 * 60 * MIN + 59 * MIN);
  assert.equal(t.emulator.state.power.downUntil, null);
  await t.control('POST', '/traffic', { downloadMbps: 0, uploadMbps: 0 });
  await advanceTo(t, AT + 24 * 60 * MIN + 60 * MIN);
  assert.equal(t.emulator.state.power.downUntil, AT + 24 * 60 * MIN + 60 * MIN + DOWNTIME);

  using u = await ready();
  await enableAt0930(u, { delay: false });
  await advanceTo(u, AT);
  assert.equal(await isDown(u), true);
});

Deno.test('a state file from before the system pages loads with their defaults; one with the reboot on arms it', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-system-pages-old-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile, profile: { meshAgents: 1 } });
      type Old = { system: { dailyReboot?: unknown; syslog?: unknown } };
      const old = structuredClone(a.emulator.state) as unknown as Old & { agents: Old[] };
      for (const s of [old, ...old.agents]) {
        delete s.system.dailyReboot;
        delete s.system.syslog;
      }
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
    }
    {
      using b = await ready({ stateFile });
      assert.equal(b.emulator.loadedFromFile, true);
      assert.deepEqual((await b.json('GET', REBOOT, undefined, b.token)).body, [defaultReboot]);
      assert.deepEqual((await b.json('GET', SYSLOG, undefined, b.token)).body, [defaultSyslog]);
      const { dailyReboot, syslog } = b.emulator.state.agents[0].system;
      assert.deepEqual({ dailyReboot, syslog }, { dailyReboot: b.emulator.state.system.dailyReboot, syslog: b.emulator.state.system.syslog });
      await b.control('POST', '/traffic', { downloadMbps: 0, uploadMbps: 0 });
      await enableAt0930(b);
    }
    using c = setup({ stateFile, clockMode: 'manual' });
    assert.equal(c.emulator.state.system.dailyReboot.enable, true);
    await advanceTo(c as unknown as T, AT);
    assert.equal(await isDown(c as unknown as T), true);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

// ---- firmware from a file, factory restore, date and time, administration pages ------------------------------

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
  // too many parts for a file under 30,000,000 bytes: the UI's rule, with its message
  const r = await t.json('POST', '/api/v1/upgrade_by_parts', { current: 1, total: 200, content: other[0] }, t.token);
  assert.deepEqual(r.body, { status: 'error', message: firmwareFileTooBig, field: 'total' });
  // a one-part image: taken at once
  const one = imageParts('W6-1500', '1.5.1', 1000);
  assert.equal((await t.json('POST', '/api/v1/upgrade_by_parts', { current: 1, total: 1, content: one[0] }, t.token)).status, 200);
  await t.advance(timing.wait.firmwareFlashDowntime);
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].fw_version, '1.5.1');
});

Deno.test('factory restore (action 2): answered, down 30 s, back as the factory profile of its model', async () => {
  using t = await ready({ profile: { meshAgents: 2, firmwareLast: '1.5.0' } });
  const mac = t.emulator.state.device.mac;
  const wan = (await t.json('GET', '/api/v1/wan/0', undefined, t.token)).body;
  const lan6 = t.emulator.state.network.lan.ip6_list;
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
  assert.equal(state.system.mirroring.enabled, false);
  assert.equal(state.firmware.last, '1.5.0');
  const token = await t.login({ username: 'admin', password: 'admin' });
  assert.equal((await t.json('GET', '/api/v1/device/0', undefined, token)).body.fw_version, '1.4.2');
  // the provider hands the same MAC the same lease: the WAN's address, gateway and network as before
  const after = (await t.json('GET', '/api/v1/wan/0', undefined, token)).body;
  assert.deepEqual([after.mode, after.ip4, after.netmask, after.gateway], [wan.mode, wan.ip4, wan.netmask, wan.gateway]);
  assert.deepEqual(t.emulator.state.network.lan.ip6_list, lan6); // and the same IPv6 prefix (the LAN's default address)
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
  assert.equal(t.emulator.state.system.clock.timezone, 'America/Manaus');
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
  assert.equal(t.emulator.state.system.resetButton.pressedTime, 10);
  assert.deepEqual((await put(3600)).body, { id: 0, pressedTime: 3600 });
  assert.deepEqual((await put(5)).body, { id: 0, pressedTime: 5 });
});

Deno.test('remote management: ports outside the forwards and different, the IP range in order; its port is remote_web_access', async () => {
  using t = await ready();
  const list = await t.json('GET', '/api/v1/remote_management', undefined, t.token);
  conforms(list.body, RemoteManagementList);
  assert.equal(list.body[0].port, 8080);
  const before = structuredClone(t.emulator.state.system);
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
  assert.deepEqual(t.emulator.state.system, before);
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
  const before = structuredClone(t.emulator.state.system.tr069);
  assert.deepEqual((await put({ tr069_enable: true, acs: acs({ tr069_interval: 59 }) })).body, {
    status: 'error', message: m.tr069IntervalMin, field: 'acs.tr069_interval',
  });
  assert.equal((await put({ tr069_enable: true, acs: acs({ tr069_interval: 43201 }) })).body.message, m.tr069IntervalMax);
  assert.equal((await put({ tr069_enable: true, acs: acs({ acs_url: '' }) })).body.field, 'acs.acs_url');
  assert.equal((await put({ tr069_enable: true, acs: acs({ acs_password: encodeSecret('x'.repeat(31)) }) })).body.field, 'acs.acs_password');
  assert.equal((await put({ tr069_enable: true, acs: acs(), ca_cert: 'x'.repeat(4096) })).body.field, 'ca_cert');
  assert.deepEqual(t.emulator.state.system.tr069, before);
  assert.equal(t.emulator.state.device.tr069_enable, false);
  const ok = await put({ tr069_enable: true, acs: acs({ tr069_interval: 0 }), ca_cert: 'x'.repeat(4095) });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.acs.acs_username, encodeSecret('cpe'));
  assert.equal(t.emulator.state.system.tr069.acs.acs_password, 'segredo');
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
  assert.equal(t.emulator.state.system.mirroring.enabled, false);
  assert.deepEqual((await put({ enabled: true, mirrored_port: 'WAN', mirror_port: 'LAN3' })).body, {
    id: 0, enabled: true, mirrored_port: 'WAN', mirror_port: 'LAN3',
  });
});

Deno.test('upgrade_by_parts: the 30 MB rule is the UI\'s (validateFirmwareFile), message and all, at its boundary', async () => {
  for (const [size, verdict] of [[30_000_000, firmwareFileTooBig], [29_999_999, undefined]] as const) {
    assert.equal(validateFirmwareFile(size), verdict, `the form's verdict on ${size} bytes`);
    using t = await ready();
    const parts = imageParts('W6-1500', '1.6.0', size);
    for (const [i, content] of parts.entries()) {
      const r = await t.json('POST', '/api/v1/upgrade_by_parts', { current: i + 1, total: parts.length, content }, t.token);
      if (i + 1 < parts.length) assert.equal(r.status, 200, `part ${i + 1}`);
      else if (verdict) assert.deepEqual(r.body, { status: 'error', message: verdict, field: 'content' });
      else assert.equal(r.status, 200, 'the last part of a file under the limit');
    }
    if (verdict) assert.equal(t.emulator.state.device.fw_version, '1.4.2', 'nothing flashed');
    else {
      await t.advance(timing.wait.firmwareFlashDowntime);
      assert.equal((await t.json('GET', '/api/v1/status')).body[0].fw_version, '1.6.0');
    }
  }
});
