/** spec 3 §3, §5 'System', §9: the daily reboot (on the virtual clock), the remote log and the LEDs. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DailyReboot, DailyRebootList, Led, LedList, rules, Syslog, SyslogList, timing } from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { DROP_HEADER } from '../src/http.ts';
import { LED_UNAVAILABLE } from '../src/device/system.ts';
import { setup } from './helpers.ts';

const REBOOT = '/api/v1/daily_reboot';
const SYSLOG = '/api/v1/syslog';
const LED = '/api/v1/led';
const MIN = 60_000;
const DOWNTIME = timing.wait.rebootDowntime;

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

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
  assert.deepEqual(t.emulator.state.maintenance.dailyReboot, { enable: true, hour: 23, minute: 59, delay: false });

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
  const before = structuredClone(t.emulator.state.maintenance);
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
  assert.deepEqual(t.emulator.state.maintenance, before);
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

/** The virtual clock starts 2026-01-15T12:00Z: a daily reboot at 12:30 UTC. */
const AT = Date.UTC(2026, 0, 15, 12, 30);

async function enableAt1230(t: T, extra: Record<string, unknown> = {}) {
  const res = await t.json('PUT', `${REBOOT}/0`, { enable: true, hour: 12, minute: 30, ...extra }, t.token);
  assert.equal(res.status, 200);
}

Deno.test('the daily reboot happens at the set time of the device clock, as a reboot does, then every day', async () => {
  using t = await ready();
  await t.control('POST', '/traffic', { downloadMbps: 0, uploadMbps: 0 });
  await enableAt1230(t);
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
  await advanceTo(t, Date.UTC(2026, 0, 16, 4, 0)); // the default 04:00, off
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
  await enableAt1230(t, { delay: false });
  await t.json('PUT', `${REBOOT}/0`, { minute: 45 }, t.token);
  await advanceTo(t, AT + 15 * MIN - 1);
  assert.equal(t.emulator.state.power.downUntil, null);
  await t.advance(1);
  assert.equal(await isDown(t), true);
});

Deno.test('with delay and WAN traffic above 3 kB/s the daily reboot waits 5 min at a time', async () => {
  using t = await ready(); // the demo WAN carries 48/12 Mbps
  await enableAt1230(t);
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
  await enableAt1230(t);
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
  await enableAt1230(u, { delay: false });
  await advanceTo(u, AT);
  assert.equal(await isDown(u), true);
});

Deno.test('a state file from before the system pages loads with their defaults; one with the reboot on arms it', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-system-pages-old-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile, profile: { meshAgents: 1 } });
      const old = structuredClone(a.emulator.state) as unknown as {
        maintenance?: unknown;
        agents: { maintenance?: unknown }[];
      };
      for (const s of [old, ...old.agents]) delete s.maintenance;
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
    }
    {
      using b = await ready({ stateFile });
      assert.equal(b.emulator.loadedFromFile, true);
      assert.deepEqual((await b.json('GET', REBOOT, undefined, b.token)).body, [defaultReboot]);
      assert.deepEqual((await b.json('GET', SYSLOG, undefined, b.token)).body, [defaultSyslog]);
      assert.deepEqual(b.emulator.state.agents[0].maintenance, b.emulator.state.maintenance);
      await b.control('POST', '/traffic', { downloadMbps: 0, uploadMbps: 0 });
      await enableAt1230(b);
    }
    using c = setup({ stateFile, clockMode: 'manual' });
    assert.equal(c.emulator.state.maintenance.dailyReboot.enable, true);
    await advanceTo(c as unknown as T, AT);
    assert.equal(await isDown(c as unknown as T), true);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
