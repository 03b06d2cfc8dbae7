/**
 * One clock, the router's (issue 26): where the emulator's world starts in time (`start`, `timezone`: the command
 * line's --start and --timezone, a reset's body), and everything the router does at a time of day — the daily reboot
 * at hour:minute of its local time, parental schedules — following its own clock as GET datetime shows it: its zone,
 * a clock set by hand, NTP back on.
 */
import assert from 'node:assert/strict';
import { deviceIdOf, emptyWeek, timing, type Week } from '@roteador/contract';
import { DROP_HEADER } from '../src/http.ts';
import { setup } from './helpers.ts';
import { startEmulator } from './process.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const REBOOT = '/api/v1/daily_reboot/0';
const DATETIME = '/api/v1/datetime/0';
/** A Sunday past midnight UTC, still Saturday evening west of it (Manaus: 22:30). */
const SUNDAY = Date.UTC(2026, 2, 1, 2, 30);
const HAND = { automatic: false, ntp_server1: '', ntp_server2: '' };
const NTP = { automatic: true, ntp_server1: '200.160.7.186', ntp_server2: '' };

type T = ReturnType<typeof setup>;

/** An emulator whose clock stands still from its very start (so times are whole: 12:00:00.000). */
async function ready(options = {}) {
  const t = setup({ clockMode: 'manual', ...options });
  await t.manualClock();
  return t;
}

/** The router's clock as GET datetime shows it (a fresh session: the clock may have jumped past the idle expiry). */
async function datetime(t: T) {
  return (await t.json('GET', DATETIME, undefined, await t.login())).body as { datetime: number; timezone: string };
}

async function isDown(t: T): Promise<boolean> {
  const res = await t.call('GET', '/api/v1/status');
  await res.body?.cancel();
  return res.headers.get(DROP_HEADER) === '1';
}

async function advanceTo(t: T, at: number) {
  const ms = at - t.emulator.now();
  assert.ok(ms >= 0, `already past ${new Date(at).toISOString()}`);
  await t.advance(ms);
}

Deno.test('the emulator starts at its start, its devices in its time zone; every reset goes back there', async () => {
  using t = await ready({ start: SUNDAY, timezone: 'America/Manaus', profile: { meshAgents: 1 } });
  const at = await datetime(t);
  assert.deepEqual([at.datetime, at.timezone], [SUNDAY / 1000, 'America/Manaus']);
  assert.equal(t.emulator.state.agents[0].system.clock.timezone, 'America/Manaus');
  await t.advance(3 * HOUR);
  assert.equal((await t.control('POST', '/reset', { profile: 'demo' })).status, 200);
  assert.equal(t.emulator.clock.mode, 'real');
  assert.ok(t.emulator.now() - SUNDAY < 1000);
  assert.equal(t.emulator.state.system.clock.timezone, 'America/Manaus');

  // a reset may name its own start and zone, for itself only
  const other = await t.control('POST', '/reset', { profile: 'demo', start: '2026-07-04T23:59:00-05:00', timezone: 'America/Rio_Branco' });
  assert.equal(other.status, 200);
  assert.equal(other.body.system.clock.timezone, 'America/Rio_Branco');
  assert.ok(Math.abs(t.emulator.now() - Date.UTC(2026, 6, 5, 4, 59)) < 1000);
  await t.control('POST', '/reset', { profile: 'demo' });
  await t.manualClock();
  assert.ok(t.emulator.now() - SUNDAY < 1000);
  assert.equal(t.emulator.state.system.clock.timezone, 'America/Manaus');

  // a bad start or zone: 400 naming the field, nothing changed
  const [before, now] = [structuredClone(t.emulator.state), t.emulator.now()];
  for (const [body, field] of [
    [{ profile: 'demo', start: 'amanhã' }, 'start'],
    [{ profile: 'demo', start: '2026-03-01T02:30:00' }, 'start'],
    [{ profile: 'demo', start: 1772332200000 }, 'start'],
    [{ profile: 'demo', timezone: 'Europe/Lisbon' }, 'timezone'],
  ] as const) {
    const r = await t.control('POST', '/reset', body);
    assert.equal(r.status, 400, JSON.stringify(body));
    assert.equal(r.body.field, field, JSON.stringify(body));
  }
  assert.deepEqual(t.emulator.state, before);
  assert.equal(t.emulator.now(), now);

  // without a start: 2026-01-15T12:00:00Z, in Brasília
  using d = await ready();
  const fresh = await datetime(d);
  assert.deepEqual([fresh.datetime, fresh.timezone], [Date.UTC(2026, 0, 15, 12) / 1000, 'America/Sao_Paulo']);
});

Deno.test('the command line: --start and --timezone, kept by a reset', async () => {
  const e = await startEmulator(['--web-dir', '/nonexistent', '--start', '2026-03-01T02:30:00Z', '--timezone', 'America/Manaus']);
  try {
    assert.match(e.out, /clock: +from 2026-03-01T02:30:00\.\d{3}Z, zone America\/Manaus/);
    const post = (path: string, body: unknown) =>
      fetch(`${e.base}/__emulator/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const reset = await post('reset', { profile: 'demo' });
    assert.equal((await reset.json()).system.clock.timezone, 'America/Manaus');
    const clock = await (await post('clock', { mode: 'manual' })).json();
    assert.ok(clock.now - SUNDAY >= 0 && clock.now - SUNDAY < 5000, `${clock.now}`);
  } finally {
    await e.stop('SIGTERM');
  }
});

Deno.test('the daily reboot is at hour:minute of the router\'s local time, in its zone, and follows a new zone', async () => {
  // 02:30 UTC on Sunday is 22:30 on Saturday in Manaus: a reboot at 23:00 there is at 03:00 UTC
  using t = await ready({ start: SUNDAY, timezone: 'America/Manaus' });
  const token = await t.login();
  await t.control('POST', '/traffic', { downloadMbps: 0, uploadMbps: 0 });
  assert.equal((await t.json('PUT', REBOOT, { enable: true, hour: 23, minute: 0 }, token)).status, 200);
  await advanceTo(t, Date.UTC(2026, 2, 1, 3, 0) - 1);
  assert.equal(await isDown(t), false);
  await t.advance(1);
  assert.equal(await isDown(t), true);
  assert.equal(t.emulator.state.power.downUntil, Date.UTC(2026, 2, 1, 3, 0) + timing.wait.rebootDowntime);

  // another zone, an hour further west: 23:00 there is 04:00 UTC the next day
  await advanceTo(t, Date.UTC(2026, 2, 1, 12, 0));
  assert.equal((await t.json('PUT', DATETIME, { timezone: 'America/Rio_Branco' }, await t.login())).status, 200);
  await advanceTo(t, Date.UTC(2026, 2, 2, 3, 0));
  assert.equal(await isDown(t), false);
  await advanceTo(t, Date.UTC(2026, 2, 2, 4, 0));
  assert.equal(await isDown(t), true);
});

Deno.test('the daily reboot follows a clock set by hand, and NTP back on', async () => {
  using t = await ready(); // 2026-01-15 12:00 UTC, 09:00 in Brasília
  await t.control('POST', '/traffic', { downloadMbps: 0, uploadMbps: 0 });
  const token = await t.login();
  assert.equal((await t.json('PUT', REBOOT, { enable: true, hour: 12, minute: 30 }, token)).status, 200);
  // the owner sets the router's clock 2 h ahead: 11:00 in Brasília now, the reboot in 90 min of the virtual clock
  const hand = await t.json('PUT', DATETIME, { ntp_server: HAND, datetime: Date.UTC(2026, 0, 15, 14) / 1000 }, token);
  assert.equal(hand.status, 200);
  await advanceTo(t, Date.UTC(2026, 0, 15, 13, 30) - 1);
  assert.equal(await isDown(t), false);
  await t.advance(1);
  assert.equal(await isDown(t), true);
  // NTP back on (the router has internet): its clock is the real one again, 12:30 in Brasília is 15:30 UTC
  await advanceTo(t, Date.UTC(2026, 0, 15, 14, 0));
  assert.equal((await t.json('PUT', DATETIME, { ntp_server: NTP }, await t.login())).status, 200);
  await advanceTo(t, Date.UTC(2026, 0, 15, 15, 30) - 1);
  assert.deepEqual([await isDown(t), t.emulator.state.power.bootAt], [false, Date.UTC(2026, 0, 15, 13, 31)]);
  await t.advance(1);
  assert.equal(await isDown(t), true);
});

/** A week with one window on `day`, in UTC (as the service stores it). */
function weekWith(day: keyof Week, start: string, end: string): Week {
  const w = emptyWeek();
  w[day].time_windows = [{ start_time: start, end_time: end }];
  return w;
}

Deno.test('parental schedules follow the router\'s clock: set by hand it blocks at once, NTP back releases', async () => {
  using t = await ready(); // Thursday 2026-01-15 12:00 UTC
  const token = await t.login();
  const device = (await t.json('GET', '/api/v1/device/0', undefined, token)).body;
  const base = `/cloud/parental/${deviceIdOf(device.mac)}`;
  const clients = async () =>
    (await t.json('GET', '/api/v1/connected_device', undefined, await t.login())).body as Array<
      { mac: string; blocked: boolean; rxBytes: number; signalLevel: number }
    >;
  const target = (await clients()).find((c) => c.signalLevel !== -100)!.mac;
  const mine = async () => (await clients()).find((c) => c.mac === target)!;
  const dropped = async () =>
    ((await t.json('GET', '/api/v1/iptables', undefined, await t.login())).body as Array<{ source: { mac: string } }>)
      .some((r) => r.source.mac.toUpperCase() === target.toUpperCase());
  // Thursday 15:00–16:00 UTC: three hours from the virtual clock
  const schedule = await t.json('POST', `${base}/schedule`, { name: 'Tarde', week: weekWith('thursday', '15:00', '16:00') });
  assert.equal(schedule.status, 201);
  assert.equal((await t.json('POST', `${base}/scheduled_block`, { scheduleid: schedule.body.id, target })).status, 201);
  await t.advance(timing.wait.parentalApply);
  assert.deepEqual([(await mine()).blocked, await dropped()], [false, false]);

  // the owner sets the router's clock to 15:10 UTC: inside the window from that instant
  const hand = await t.json('PUT', DATETIME, { ntp_server: HAND, datetime: Date.UTC(2026, 0, 15, 15, 10) / 1000 }, await t.login());
  assert.equal(hand.status, 200);
  const blocked = await mine();
  assert.deepEqual([blocked.blocked, await dropped()], [true, true]);
  await t.advance(20 * MIN);
  assert.deepEqual([(await mine()).blocked, (await mine()).rxBytes], [true, blocked.rxBytes]);
  // the router's clock reaches 16:00 UTC (the virtual one 13:00): released
  await t.advance(30 * MIN - 1);
  assert.equal((await mine()).blocked, true);
  await t.advance(1);
  assert.deepEqual([(await mine()).blocked, await dropped()], [false, false]);

  // back into the window by hand, then NTP on: the real clock (13:00 UTC) is outside it, released at once
  await t.json('PUT', DATETIME, { datetime: Date.UTC(2026, 0, 15, 15, 30) / 1000 }, await t.login());
  assert.equal((await mine()).blocked, true);
  assert.equal((await t.json('PUT', DATETIME, { ntp_server: NTP }, await t.login())).status, 200);
  assert.deepEqual([(await mine()).blocked, await dropped()], [false, false]);
  // and the window comes on the real clock, at 15:00 UTC
  await advanceTo(t, Date.UTC(2026, 0, 15, 15, 0) - 1);
  assert.equal((await mine()).blocked, false);
  await t.advance(1);
  assert.equal((await mine()).blocked, true);
});
