/**
 * The connected devices (spec 3 §3; README): how they move on the virtual clock (rates, leaving and coming back,
 * counters) and the control calls that stage them (add, remove, move, signal, rates): effects, bad bodies, nothing
 * changed on 400.
 */
import assert from 'node:assert/strict';
import { assert as conforms } from 'superstruct';
import { ConnectedDevice, type ConnectedDevice as Device, ConnectedDeviceList, timing } from '@roteador/contract';
import { setClientBlocked } from '../src/device/devices-motion.ts';
import { setup } from './helpers.ts';

const MIN = 60_000;
type T = ReturnType<typeof setup>;

async function devices(t: T): Promise<Device[]> {
  const res = await t.json('GET', '/api/v1/connected_device', undefined, await t.login());
  assert.equal(res.status, 200);
  conforms(res.body, ConnectedDeviceList);
  return res.body;
}

const byMac = (list: Device[], mac: string) => list.find((d) => d.mac === mac)!;
/** Mbps between two readings `seconds` apart (the UI's formula) */
const mbps = (before: number, after: number, seconds: number) => ((after - before) * 100_000 * 8) / seconds / 1e6;

Deno.test('the list is the same for the same seed and time, and stays as generated for the first half hour', async () => {
  // both built at the same virtual instant, their clocks still
  using a = setup({ profile: 'demo', seed: 7, clockMode: 'manual' });
  using b = setup({ profile: 'demo', seed: 7, clockMode: 'manual' });
  assert.deepEqual(await devices(a), await devices(b));
  const first = await devices(a);
  await a.advance(timing.wait.roamQuiet - MIN);
  await b.advance(timing.wait.roamQuiet - MIN);
  const later = await devices(a);
  assert.deepEqual(later, await devices(b));
  assert.deepEqual(later.map((d) => [d.mac, d.signalLevel]), first.map((d) => [d.mac, d.signalLevel]));
  assert.equal(first.filter((d) => d.signalLevel === -100).length, 1, 'one device gone, as generated');
});

Deno.test('rates vary from one 5 s reading to the next; the counters only grow while the device is there', async () => {
  using t = setup({ profile: 'demo' });
  await t.manualClock();
  const present = (await devices(t)).filter((d) => d.signalLevel !== -100);
  const readings: Device[][] = [await devices(t)];
  for (let i = 0; i < 12; i++) {
    await t.advance(5000);
    readings.push(await devices(t));
  }
  let varied = 0;
  for (const d of present) {
    const rates = readings.slice(1).map((r, i) => mbps(byMac(readings[i], d.mac).rxBytes, byMac(r, d.mac).rxBytes, 5));
    assert.ok(rates.every((r) => r >= 0), `${d.mac} counters never go back`);
    if (new Set(rates.map((r) => r.toFixed(2))).size > 1) varied++;
  }
  assert.ok(varied >= present.length / 2, `rates vary (${varied} of ${present.length})`);
  // the gone device moves nothing
  const gone = readings[0].find((d) => d.signalLevel === -100)!;
  assert.equal(byMac(readings.at(-1)!, gone.mac).rxBytes, gone.rxBytes);
});

Deno.test('a roaming device leaves (-100) now and then and comes back with fresh counters', async () => {
  using t = setup({ profile: 'demo' });
  await t.manualClock();
  const roaming = new Set(((await t.state()).clients as Array<{ mac: string; roamFrom?: number }>)
    .filter((c) => c.roamFrom !== undefined).map((c) => c.mac));
  assert.ok(roaming.size > 0, 'the demo has roaming devices');
  const seen = new Map<string, number[]>();
  let before = await devices(t);
  const left = new Set<string>();
  const back = new Set<string>();
  // 6 hours in 2-minute steps
  for (let i = 0; i < 180; i++) {
    await t.advance(2 * MIN);
    const now = await devices(t);
    for (const d of now) {
      const was = byMac(before, d.mac);
      if (was.signalLevel !== -100 && d.signalLevel === -100) {
        left.add(d.mac);
        assert.ok(roaming.has(d.mac), `${d.hostname} left but does not roam`);
      }
      if (was.signalLevel === -100 && d.signalLevel !== -100) {
        back.add(d.mac);
        // at most 2 min of traffic since it came back (base rates ≤ 2 units/s, ± 50 %)
        assert.ok(d.rxBytes <= 360, `${d.hostname} counts again from 0 (${d.rxBytes})`);
      }
      if (was.signalLevel === -100 && d.signalLevel === -100) {
        assert.equal(d.rxBytes, was.rxBytes, 'away: counters stand still');
      }
      seen.set(d.mac, [...(seen.get(d.mac) ?? []), d.signalLevel]);
    }
    before = now;
  }
  assert.ok(left.size >= 2, `devices left (${left.size})`);
  assert.ok([...left].some((mac) => back.has(mac)), 'and came back');
  // never most of the home at once
  for (let i = 0; i < 180; i++) {
    const away = [...seen.values()].filter((levels) => levels[i] === -100).length;
    assert.ok(away <= Math.ceil(roaming.size / 2) + 1, `at step ${i} ${away} away`);
  }
});

Deno.test('POST /devices adds a device: defaults, explicit fields, on a mesh node', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  await t.manualClock();
  const added = await t.control('POST', '/devices', { hostname: 'Tablet-Sala' });
  assert.equal(added.status, 201);
  conforms(added.body, ConnectedDevice);
  assert.deepEqual(
    [added.body.mac, added.body.hostname, added.body.band, added.body.signalLevel, added.body.node_mac],
    ['02:00:00:00:00:01', 'Tablet-Sala', '2.4', -55, undefined],
  );
  const taken = new Set((await devices(t)).filter((d) => d.mac !== added.body.mac).map((d) => d.ip));
  assert.ok(!taken.has(added.body.ip), 'a free address');

  const onNode = await t.control('POST', '/devices', {
    hostname: 'Kindle',
    mac: 'aa:bb:cc:dd:ee:01',
    ip: '192.168.0.180',
    link: '5',
    node: 'AA:BB:CC:00:00:02',
    signalLevel: -70,
    downloadMbps: 12,
    uploadMbps: 4,
  });
  assert.equal(onNode.status, 201);
  assert.deepEqual(
    [onNode.body.mac, onNode.body.ip, onNode.body.band, onNode.body.signalLevel, onNode.body.node_mac],
    ['AA:BB:CC:DD:EE:01', '192.168.0.180', '5', -70, 'AA:BB:CC:00:00:02'],
  );
  assert.match(onNode.body.network, /-5G$/);
  // rates set by QA are constant: 12 and 4 Mbps over any 5 s
  await t.advance(5000);
  const after = byMac(await devices(t), 'AA:BB:CC:DD:EE:01');
  assert.equal(mbps(onNode.body.rxBytes, after.rxBytes, 5), 12);
  assert.equal(mbps(onNode.body.txBytes, after.txBytes, 5), 4);
  // the node lists it as its own
  const token = await t.login();
  const node = await t.nodeLogin(token, '192.168.0.2');
  const own = await t.proxy(token, '192.168.0.2', 0, 'connected_device', undefined, node);
  assert.ok(own.body.some((d: Device) => d.mac === 'AA:BB:CC:DD:EE:01' && d.node_mac === undefined));

  const wired = await t.control('POST', '/devices', { hostname: 'NAS', link: 'wired' });
  assert.deepEqual([wired.body.band, wired.body.network, wired.body.signalLevel], [null, 'Cabeada', 0]);
});

Deno.test('POST /devices refuses bad bodies and changes nothing', async () => {
  using t = setup({ profile: { model: 'W4-300F', meshRole: 'none' } });
  const before = await t.state();
  const existing = before.clients[0];
  for (
    const [body, field] of [
      [{}, 'hostname'],
      [{ hostname: 'x'.repeat(64) }, 'hostname'],
      [{ hostname: 'a', mac: 'zz:00' }, 'mac'],
      [{ hostname: 'a', mac: existing.mac.toLowerCase() }, 'mac'],
      [{ hostname: 'a', ip: '300.1.1.1' }, 'ip'],
      [{ hostname: 'a', ip: existing.ip }, 'ip'],
      [{ hostname: 'a', link: '6' }, 'link'],
      [{ hostname: 'a', link: '5' }, 'link'],
      [{ hostname: 'a', link: '5', signalLevel: -60 }, 'link'],
      [{ hostname: 'a', node: 'AA:BB:CC:00:00:09' }, 'node'],
      [{ hostname: 'a', link: 'wired', signalLevel: -60 }, 'signalLevel'],
      [{ hostname: 'a', signalLevel: 0 }, 'signalLevel'],
      [{ hostname: 'a', signalLevel: -101 }, 'signalLevel'],
      [{ hostname: 'a', downloadMbps: -1 }, 'downloadMbps'],
      [{ hostname: 'a', colour: 'red' }, 'colour'],
    ] as const
  ) {
    const res = await t.control('POST', '/devices', body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.status, 'error');
    assert.equal(res.body.field, field, JSON.stringify(body));
    assert.ok(res.body.message);
  }
  assert.equal((await t.control('POST', '/devices', 'not json')).status, 400);
  assert.deepEqual(await t.state(), before);
});

Deno.test('DELETE /devices/:mac removes a device; unknown 404', async () => {
  using t = setup({ profile: 'demo' });
  const [first] = await devices(t);
  const res = await t.control('DELETE', `/devices/${first.mac.toLowerCase()}`);
  assert.deepEqual([res.status, res.body], [200, { removed: first.mac }]);
  assert.ok(!(await devices(t)).some((d) => d.mac === first.mac));
  const before = await t.state();
  assert.equal((await t.control('DELETE', `/devices/${first.mac}`)).status, 404);
  assert.deepEqual(await t.state(), before);
});

Deno.test('PATCH /devices/:mac moves a device between nodes, bands and a port; its signal and rates', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  await t.manualClock();
  const phone = (await devices(t)).find((d) => d.band !== null && d.signalLevel !== -100 && !d.node_mac)!;
  const path = `/devices/${phone.mac}`;

  let res = await t.control('PATCH', path, { node: 'aa:bb:cc:00:00:03', link: '2.4', signalLevel: -80 });
  assert.equal(res.status, 200);
  assert.deepEqual([res.body.node_mac, res.body.band, res.body.signalLevel], ['AA:BB:CC:00:00:03', '2.4', -80]);
  assert.equal(byMac(await devices(t), phone.mac).node_mac, 'AA:BB:CC:00:00:03');

  res = await t.control('PATCH', path, { node: null, link: 'wired' });
  assert.deepEqual([res.body.node_mac, res.body.band, res.body.network, res.body.signalLevel], [undefined, null, 'Cabeada', 0]);
  res = await t.control('PATCH', path, { link: '5' });
  assert.deepEqual([res.body.band, res.body.signalLevel], ['5', -55]);

  // it leaves and comes back, counting again from 0
  await t.advance(5000);
  res = await t.control('PATCH', path, { signalLevel: -100 });
  assert.equal(res.body.signalLevel, -100);
  const stopped = res.body.rxBytes;
  await t.advance(60_000);
  assert.equal(byMac(await devices(t), phone.mac).rxBytes, stopped);
  res = await t.control('PATCH', path, { signalLevel: -61 });
  assert.deepEqual([res.body.signalLevel, res.body.rxBytes], [-61, 0]);
  // the state stays QA's: it does not roam any more
  assert.equal((await t.state()).clients.find((c: { mac: string }) => c.mac === phone.mac).roamFrom, undefined);

  res = await t.control('PATCH', path, { downloadMbps: 24, uploadMbps: 8, hostname: 'Celular-Novo' });
  const from = res.body;
  await t.advance(5000);
  const to = byMac(await devices(t), phone.mac);
  assert.deepEqual([to.hostname, mbps(from.rxBytes, to.rxBytes, 5), mbps(from.txBytes, to.txBytes, 5)], ['Celular-Novo', 24, 8]);
});

Deno.test('PATCH /devices/:mac refuses bad bodies and changes nothing', async () => {
  using t = setup({ profile: { model: 'W4-300F', meshRole: 'none' } });
  const wired = (await devices(t)).find((d) => d.band === null)!;
  const wifi = (await devices(t)).find((d) => d.band !== null)!;
  const before = await t.state();
  for (
    const [mac, body, field] of [
      [wifi.mac, {}, undefined],
      [wifi.mac, { link: '5' }, 'link'],
      [wifi.mac, { node: 'AA:BB:CC:00:00:02' }, 'node'],
      [wifi.mac, { signalLevel: 0 }, 'signalLevel'],
      [wired.mac, { signalLevel: -50 }, 'signalLevel'],
      [wifi.mac, { uploadMbps: 10_001 }, 'uploadMbps'],
      [wifi.mac, { blocked: true }, 'blocked'],
    ] as const
  ) {
    const res = await t.control('PATCH', `/devices/${mac}`, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.field, field, JSON.stringify(body));
  }
  assert.equal((await t.control('PATCH', '/devices/02:00:00:00:00:99', { hostname: 'x' })).status, 404);
  assert.deepEqual(await t.state(), before);
});

Deno.test('the addresses: link-local from the MAC, and one in the LAN prefix while IPv6 is on', async () => {
  using t = setup({ profile: 'demo' });
  const token = await t.login();
  const [d] = await devices(t);
  assert.equal(d.ip6_list.length, 1);
  assert.match(d.ip6_list[0], /^fe80::/);
  const on = await t.json('PUT', '/api/v1/system/0', { ipv6: { enabled: true } }, token);
  assert.equal(on.status, 200, JSON.stringify(on.body));
  const [again] = await devices(t);
  assert.equal(again.ip6_list.length, 2);
  assert.ok(!again.ip6_list[0].startsWith('fe80:'));
  assert.equal(again.ip6_list[0].split(':').slice(4).join(':'), again.ip6_list[1].slice('fe80::'.length));
});

Deno.test('a blocked device does not roam: it stays listed (blocked) through its away windows', async () => {
  using t = setup({ profile: 'demo' });
  await t.manualClock();
  const roaming = t.emulator.state.clients.find((c) => c.roamFrom !== undefined)!;
  // find a moment it is away
  let away = false;
  for (let i = 0; i < 240 && !away; i++) {
    await t.advance(MIN);
    away = byMac(await devices(t), roaming.mac).signalLevel === -100;
  }
  assert.ok(away, 'it leaves within 4 h');
  setClientBlocked(t.emulator.state.clients.find((c) => c.mac === roaming.mac)!, true, t.emulator.state.power.bootAt, t.emulator.now());
  const listed = byMac(await devices(t), roaming.mac);
  assert.deepEqual([listed.blocked, listed.signalLevel], [true, roaming.signalLevel]);
  await t.advance(5000);
  assert.equal(byMac(await devices(t), roaming.mac).rxBytes, listed.rxBytes, 'blocked: its traffic stands still');
});
