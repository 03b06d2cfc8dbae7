import assert from 'node:assert/strict';
import { type ConnectedDevice, decodeSecret, type InterfaceStatistics, Wireless } from '@roteador/contract';
import { setup } from './helpers.ts';
import { assert as conforms } from 'superstruct';

/** The spec's formula (spec 1 §4): Δcount · unity_size · 8 / Δtime / 1e6, 0 when Δtime is 0. */
function mbps(a: InterfaceStatistics, b: InterfaceStatistics, key: 'rx' | 'tx'): number {
  const dt = b.time - a.time;
  return dt === 0 ? 0 : ((b[key] - a[key]) * b.unity_size * 8) / dt / 1e6;
}

Deno.test('LAN, WAN, radios, Wi-Fi and date-time of the demo router', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  const get = async (path: string) => (await t.json('GET', `/api/v1/${path}`, undefined, token)).body;
  const [lan] = await get('lan');
  assert.equal(lan.ip4, '192.168.0.1');
  assert.equal(lan.netmask, '255.255.255.0');
  assert.equal(lan.mac, t.emulator.state.device.mac);
  assert.deepEqual(lan.ip6_list.length, 1, 'IPv6 off: only the link-local address');
  assert.match(lan.ip6_list[0], /^fe80::/);
  assert.deepEqual(await get(`interface/${lan.interfaceID}`), {
    id: 'lan',
    ...pick(lan, ['ip4', 'netmask', 'mac', 'ip6_list']),
    ip6_count: 1,
    mtu: 1500,
  });

  const [wan] = await get('wan');
  assert.equal(wan.mode, 0);
  assert.match(wan.ip4, /^(177|179|187|189|191|201)\.\d+\.\d+\.\d+$/);
  assert.ok(wan.connection_uptime > 3 * 86_400, 'the line has been up since boot');
  assert.equal((await get(`interface/${wan.interfaceID}`)).ip4, wan.ip4);
  assert.deepEqual(await get('wan_detect'), { hasDHCP: 'found', hasStatic: 'maybe', hasPPPoE: 'not found' });

  const radios = await get('radio');
  assert.deepEqual(
    radios.map((r: { id: string; frequency: string; ieee_std: number }) => [r.id, r.frequency, r.ieee_std]),
    [
      // one value of the spec's table each (spec 1 §2.8): W6-1500 is Wi-Fi 6 on both bands
      ['radio0', '2.4', 32],
      ['radio1', '5', 32],
    ],
  );
  const wireless = await get('wireless');
  // radio0 is the 2.4 GHz radio, radio1 the 5 GHz one, and wlan0 the 5 GHz network (spec 2 §3, spec 3 §3)
  assert.deepEqual(
    wireless.map((w: { radioID: string; frequency: string; interfaceID: string }) => [w.radioID, w.frequency, w.interfaceID]),
    [['radio0', '2.4', 'wlan1'], ['radio1', '5', 'wlan0']],
  );
  assert.ok(wireless.every((w: { isRoot: boolean; key: string }) => w.isRoot && decodeSecret(w.key)!.length >= 8));
  assert.equal(wireless[1].ssid, `${wireless[0].ssid}-5G`);

  const now = (await t.control('GET', '/clock')).body.now;
  assert.equal((await get('datetime/0')).datetime, Math.floor(now / 1000));
  await t.advance(90_000);
  assert.equal((await get('datetime'))[0].datetime, Math.floor(now / 1000) + 90);
});

function pick<T extends object, K extends keyof T>(o: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;
}

Deno.test('radios follow the model: Wi-Fi 5 without ax, single-band with radio0 only', async () => {
  for (const [model, expected] of [['W5-1200G', [8, 16]], ['W4-300S', [8]]] as const) {
    using t = setup({ profile: { model, meshRole: 'none' } });
    const token = await t.login();
    const radios = (await t.json('GET', '/api/v1/radio', undefined, token)).body;
    assert.deepEqual(radios.map((r: { ieee_std: number }) => r.ieee_std), expected, model);
    assert.equal((await t.json('GET', '/api/v1/wireless', undefined, token)).body.length, expected.length);
    assert.equal((await t.json('GET', '/api/v1/radio/radio9', undefined, token)).status, 404);
  }
});

Deno.test('IPv6 on: the LAN lists a global address first and the link-local one last', async () => {
  using t = setup();
  const token = await t.login();
  await t.json('PUT', '/api/v1/system/0', { ipv6: { enabled: true } }, token);
  const [lan] = (await t.json('GET', '/api/v1/lan', undefined, token)).body;
  assert.equal(lan.ip6_list.length, 2);
  assert.match(lan.ip6_list[0], /^2804:/);
  assert.match(lan.ip6_list[1], /^fe80::/);
});

Deno.test('interface_statistics: the Mbps of the spec formula follow the set rate over the virtual clock', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  const stats = async () => (await t.json('GET', '/api/v1/interface_statistics/wan', undefined, token)).body;
  const samples: InterfaceStatistics[] = [await stats()];
  for (let i = 0; i < 24; i++) {
    await t.advance(5_000);
    samples.push(await stats());
  }
  const down = samples.slice(1).map((s, i) => mbps(samples[i], s, 'rx'));
  const up = samples.slice(1).map((s, i) => mbps(samples[i], s, 'tx'));
  for (const v of down) assert.ok(v > 48 * 0.74 && v < 48 * 1.26, `download ${v}`);
  for (const v of up) assert.ok(v > 12 * 0.74 && v < 12 * 1.26, `upload ${v}`);
  assert.ok(Math.max(...down) - Math.min(...down) > 2, 'the rate varies, so a graph moves');
  assert.ok(Math.abs(samples[1].time - samples[0].time - 5) < 1e-6);
  assert.equal(samples[0].unity_size, 100_000);

  // over whole periods of the variation the average is the set rate
  const a = await stats();
  await t.advance(Math.round(2 * Math.PI * 37 * 1000));
  assert.ok(Math.abs(mbps(a, await stats(), 'rx') - 48) < 0.05);
  const b = await stats();
  await t.advance(Math.round(2 * Math.PI * 53 * 1000));
  assert.ok(Math.abs(mbps(b, await stats(), 'tx') - 12) < 0.05);

  // the LAN carries the same traffic the other way round; another id is unknown
  const lan = (await t.json('GET', '/api/v1/interface_statistics/lan', undefined, token)).body;
  const wan = await stats();
  assert.deepEqual([lan.rx, lan.tx], [wan.tx, wan.rx]);
  assert.equal((await t.json('GET', '/api/v1/interface_statistics/eth9', undefined, token)).status, 404);
});

Deno.test('traffic rates from the profile and the control API', async () => {
  using t = setup({ profile: { traffic: { downloadMbps: 300, uploadMbps: 150 } } });
  await t.manualClock();
  const token = await t.login();
  const stats = async () => (await t.json('GET', '/api/v1/interface_statistics/wan', undefined, token)).body;
  let a = await stats();
  await t.advance(232_478);
  assert.ok(Math.abs(mbps(a, await stats(), 'rx') - 300) < 0.3);

  assert.deepEqual(
    (await t.control('POST', '/traffic', { downloadMbps: 100, uploadMbps: 20 })).body,
    { downloadMbps: 100, uploadMbps: 20 },
  );
  a = await stats();
  await t.advance(232_478);
  assert.ok(Math.abs(mbps(a, await stats(), 'rx') - 100) < 0.1);
});

Deno.test('internet down: no WAN lease, counters frozen, has_internet false; back up: all resume', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  const get = async (path: string) => (await t.json('GET', `/api/v1/${path}`, undefined, token)).body;
  const before = await get('interface_statistics/wan');
  assert.deepEqual((await t.control('POST', '/internet', { up: false })).body, { up: false });
  const frozen = await get('interface_statistics/wan');
  await t.advance(30_000);
  const later = await get('interface_statistics/wan');
  assert.equal(mbps(frozen, later, 'rx'), 0);
  assert.equal(later.tx, frozen.tx);
  assert.ok(frozen.rx >= before.rx);
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].has_internet, false);
  const [wan] = await get('wan');
  assert.deepEqual([wan.ip4, wan.gateway, wan.connection_uptime], ['0.0.0.0', '0.0.0.0', 0]);
  assert.equal((await get('wan_detect')).hasDHCP, 'not found');
  assert.equal((await get('datetime/0')).synced, false);

  await t.control('POST', '/internet', { up: true });
  await t.advance(10_000);
  const [back] = await get('wan');
  assert.equal(back.connection_uptime, 10);
  assert.notEqual(back.ip4, '0.0.0.0');
  assert.ok(mbps(later, await get('interface_statistics/wan'), 'rx') > 0);
  assert.equal((await t.json('GET', '/api/v1/status')).body[0].has_internet, true);
});

Deno.test('a reboot starts the counters from 0', async () => {
  using t = setup();
  await t.manualClock();
  const token = await t.login();
  assert.ok((await t.json('GET', '/api/v1/interface_statistics/wan', undefined, token)).body.rx > 1_000_000);
  await t.json('POST', '/api/v1/action', { actionID: 1 }, token);
  await t.advance(60_000);
  const fresh = await t.login();
  const stats = (await t.json('GET', '/api/v1/interface_statistics/wan', undefined, fresh)).body;
  assert.deepEqual([stats.rx, stats.tx], [0, 0]);
});

Deno.test('connected devices: 8 to 12, realistic, deterministic per seed, some gone, some on agents', async () => {
  using t = setup({ profile: { meshAgents: 2 } });
  const token = await t.login();
  const list: ConnectedDevice[] = (await t.json('GET', '/api/v1/connected_device', undefined, token)).body;
  assert.ok(list.length >= 8 && list.length <= 12, `${list.length}`);
  assert.ok(list.some((d) => d.hostname === ''), 'an unknown hostname');
  assert.ok(list.some((d) => d.network === 'Cabeada' && d.band === null), 'a wired one');
  assert.equal(list.filter((d) => d.signalLevel === -100).length, 1);
  for (const d of list.filter((d) => d.band !== null && d.signalLevel !== -100)) {
    assert.ok(d.signalLevel >= -85 && d.signalLevel <= -35, `${d.hostname} ${d.signalLevel}`);
  }
  const onAgents = list.filter((d) => d.node_mac);
  assert.ok(onAgents.length >= 1);
  assert.ok(onAgents.every((d) => /^AA:BB:CC:00:00:0[23]$/.test(d.node_mac!)));
  using again = setup({ profile: { meshAgents: 2 } });
  const same: ConnectedDevice[] =
    (await again.json('GET', '/api/v1/connected_device', undefined, await again.login())).body;
  assert.deepEqual(same.map((d) => [d.mac, d.hostname]), list.map((d) => [d.mac, d.hostname]));

  // an agent sees the devices on it, as its own
  const mac = onAgents[0].node_mac!;
  const ip = `192.168.0.${parseInt(mac.slice(-2), 16)}`;
  const node = await t.nodeLogin(token, ip);
  const mine: ConnectedDevice[] = (await t.proxy(token, ip, 0, 'connected_device', undefined, node)).body;
  assert.deepEqual(mine.map((d) => d.mac), onAgents.filter((d) => d.node_mac === mac).map((d) => d.mac));
  assert.ok(mine.every((d) => d.node_mac === undefined));
});

Deno.test('wireless: in repeater mode the router is a client of another network (mode 1), only then', async () => {
  using t = setup({ webDir: '/nonexistent' });
  const token = await t.login();
  const before = (await t.json('GET', '/api/v1/wireless', undefined, token)).body as Array<{ mode: number }>;
  assert.equal(before.filter((w) => w.mode === 1).length, 0);
  assert.equal((await t.json('PUT', '/api/v1/system/0', { operationMode: 3 }, token)).status, 200);
  const repeating = (await t.json('GET', '/api/v1/wireless', undefined, token)).body as Array<{ mode: number; isRoot: boolean; client_mode_rssi: number }>;
  const clients = repeating.filter((w) => w.mode === 1);
  assert.equal(clients.length, 1);
  assert.equal(clients[0].isRoot, false);
  assert.equal(clients[0].client_mode_rssi, -63);
  for (const w of repeating) conforms(w, Wireless);
});
