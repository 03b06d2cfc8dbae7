/**
 * A profile's `mac` and `config` (src/device/profile-config.ts): what the router then answers, read through its API;
 * ids kept as given (the counters that never reuse one above them); and a config the router's rules refuse answered
 * 400 on reset (naming the field, nothing changed) and exit 2 at start.
 */
import assert from 'node:assert/strict';
import { deviceIdOf, encodeSecret } from '@roteador/contract';
import { buildState, parseProfile } from '../src/device/profiles.ts';
import { DEMO, setup } from './helpers.ts';
import { DENO, env, MAIN } from './process.ts';

const MAC = '3C:84:6A:12:34:56';
const lease = (id: string, n: number) => ({ id, description: `Casa ${n}`, mac: `02:00:00:00:01:0${n}`, ip: `192.168.0.${110 + n}` });
const url = (id: string, target: string) => ({ id, enabled: true, type: 3, target, description: target.slice(0, 10), protocol: 2, port_start: 0, port_end: 0 });
const forward = (id: string, port: number) => ({
  id, description: `Regra ${port}`, protocol: 0, externalPort: { start: port, end: port }, internalIP: '192.168.0.120', internalPort: { start: 80, end: 80 },
});
const wifi = (id: string, radioID: string, ssid: string, extra = {}) => ({
  id, interfaceID: radioID === 'radio0' ? 'wlan1' : 'wlan0', radioID, ssid, enabled: true, wps: true, broadcast: true, cipher: 3, crypto: 2,
  key: encodeSecret('Chave#2026'), frequency: radioID === 'radio0' ? '2.4' : '5', isRoot: true, mode: 0, guest_network: false, client_mode_rssi: 0, ...extra,
});
const device = (mac: string, hostname: string, node_mac?: string) => ({
  mac, ip: '192.168.0.130', ip6_list: [], hostname, vendor: 'Intelbras', network: 'Escritorio', band: '2.4', signalLevel: -61, opMode: 4,
  txRate: 144, rxBytes: 10, txBytes: 5, unitySize: 100_000, blocked: false, ...(node_mac ? { node_mac } : {}),
});

const PROFILE = {
  mac: MAC,
  meshAgents: 1,
  config: {
    lan: { ip4: '192.168.0.1', netmask: '255.255.255.0' },
    wan: { mode: 0, mtu: 1480, ip4: '187.20.33.44', netmask: '255.255.255.0', gateway: '187.20.33.1', dns_v4: { automatic: false, dns1: '1.1.1.1', dns2: '', dns3: '' } },
    radio: [
      { id: 'radio0', frequency: '2.4', enabled: true, bandwidth: '20', configuredChannel: 11, channel: 11, extension: 'auto', power: 'Medio', mu_mimo: false, beamforming: false, ofdma: true, twt: true, opMode: 8, ieee_std: 32 },
      { id: 'radio1', frequency: '5', enabled: true, bandwidth: '80', configuredChannel: 0, channel: 149, extension: 'auto', power: 'Alto', mu_mimo: true, beamforming: true, ofdma: true, twt: true, opMode: 9, ieee_std: 32 },
    ],
    wireless: [wifi('wl0', 'radio0', 'Escritorio'), wifi('wl1', 'radio1', 'Escritorio 5G'), wifi('wl2', 'radio0', 'Visitas', { isRoot: false, wps: false, interfaceID: 'wlan1-1', guest_network: true })],
    dhcp_server: { rangeStart: '192.168.0.110', rangeEnd: '192.168.0.200', dhcpLeaseTime: 60 },
    dhcp_static_lease: [lease('4', 1), lease('2', 2)],
    system: { upnp: false, dmz: { enabled: true, ip4: '192.168.0.120' }, sip_alg: false },
    filter: [url('7', 'a.example.com'), url('3', 'b.example.com')],
    natportredirect: [forward('9', 8081), forward('5', 8082)],
    remote_web_access: { port: 8443 },
    datetime: { timezone: 'America/Noronha' },
    syslog: { enabled: true, server: 'logs.example.com', port: 514, severity_level: 3 },
    connected_device: [device('02:00:00:00:02:01', 'Notebook'), device('02:00:00:00:02:02', 'Tablet', 'AA:BB:CC:00:00:02')],
    site_survey: [{ ssid: 'Vizinho', channel: 6, mac: '02:11:22:33:44:55', signal_level: -70, cipher: 3, crypto: 2, op_mode: 8, bandwidth: '20', extension: '' }],
  },
};

Deno.test('a profile with a MAC and a config: the router answers them, ids as given, and numbers new records above them', async () => {
  using t = setup({ profile: PROFILE, seed: 3 });
  const token = await t.login();
  const get = async (path: string) => (await t.json('GET', `/api/v1/${path}`, undefined, token)).body;
  assert.equal((await get('device'))[0].mac, MAC);
  assert.equal((await get('lan'))[0].mac, MAC);
  // the cloud's paths follow the MAC
  assert.equal((await t.json('GET', `/cloud/fwapi/versions/${deviceIdOf(MAC)}`)).status, 200);
  const [wan] = await get('wan');
  assert.deepEqual([wan.ip4, wan.gateway, wan.mtu, wan.dns_v4.dns1], ['187.20.33.44', '187.20.33.1', 1480, '1.1.1.1']);
  assert.deepEqual(await get('radio'), PROFILE.config.radio);
  assert.deepEqual(await get('wireless'), PROFILE.config.wireless);
  assert.deepEqual((await get('dhcp_server'))[0], { interface: 'lan', enabled: true, dns1: '192.168.0.1', dns2: '', ...PROFILE.config.dhcp_server });
  assert.deepEqual(await get('dhcp_static_lease'), PROFILE.config.dhcp_static_lease);
  assert.deepEqual(await get('filter'), PROFILE.config.filter);
  assert.deepEqual(await get('natportredirect'), PROFILE.config.natportredirect);
  assert.deepEqual(await get('remote_web_access'), [{ id: 0, port: 8443 }]);
  const [system] = await get('system');
  assert.deepEqual([system.upnp, system.dmz, system.sip_alg], [false, { enabled: true, ip4: '192.168.0.120' }, false]);
  assert.equal((await get('datetime'))[0].timezone, 'America/Noronha');
  assert.deepEqual((await get('syslog'))[0], { id: 0, ...PROFILE.config.syslog });
  // the devices as listed (one on the mesh agent), the networks heard
  const devices = await get('connected_device');
  assert.deepEqual(devices.map((d: { mac: string; node_mac?: string }) => [d.mac, d.node_mac]), [['02:00:00:00:02:01', undefined], ['02:00:00:00:02:02', 'AA:BB:CC:00:00:02']]);
  assert.deepEqual(await get('site_survey'), PROFILE.config.site_survey);
  // the agent took the controller's Wi-Fi
  const agent = await t.nodeLogin(token, '192.168.0.2');
  assert.equal((await t.proxy(token, '192.168.0.2', 0, 'wireless', undefined, agent)).body[0].ssid, 'Escritorio');
  // new records: a lease after the highest held, a filter and a forward above the highest ever given
  const post = async (path: string, body: unknown) => (await t.json('POST', `/api/v1/${path}`, body, token)).body.id;
  assert.equal(await post('dhcp_static_lease', { description: 'Nova', mac: '02:00:00:00:01:09', ip: '192.168.0.150' }), '5');
  assert.equal(await post('filter', { ...url('', 'c.example.com'), id: undefined }), '8');
  assert.equal(await post('natportredirect', { ...forward('', 8090), id: undefined }), '10');
});

Deno.test('a profile without config builds the device it always did (same profile and seed, same state)', () => {
  for (const profile of ['demo', 'factory', { meshAgents: 2 }, { meshRole: 'agent' as const }]) {
    const plain = buildState(profile, 7, 0);
    assert.deepEqual(buildState(typeof profile === 'string' ? { base: profile } : { ...profile, config: {} }, 7, 0).network, plain.network);
  }
  // the MAC a profile gives replaces the seed's, and nothing else the seed draws
  const given = buildState({ mac: MAC }, 7, 0);
  const seeded = buildState('demo', 7, 0);
  assert.equal(given.device.mac, MAC);
  assert.deepEqual(given.network.wireless, seeded.network.wireless);
  assert.deepEqual(given.clients, seeded.clients);
});

Deno.test("a factory restore keeps the profile's MAC and the networks it hears, as a router keeps its own", async () => {
  using t = setup({ profile: PROFILE });
  await t.manualClock();
  const token = await t.login();
  assert.equal((await t.json('POST', '/api/v1/action', { actionID: 2 }, token)).status, 200);
  await t.advance(10 * 60_000);
  const factory = await t.login({ username: 'admin', password: 'admin' });
  const get = async (path: string) => (await t.json('GET', `/api/v1/${path}`, undefined, factory)).body;
  assert.equal((await get('device'))[0].show_wizard, true);
  assert.equal((await get('device'))[0].mac, MAC);
  assert.deepEqual(await get('site_survey'), PROFILE.config.site_survey);
});

const bad: [string, Record<string, unknown>, string][] = [
  ['a MAC out of format', { mac: '3c:84:6a' }, 'mac'],
  ['an unknown key', { config: { vlan: {} } }, 'config.vlan'],
  ['two URL filters on one host', { config: { filter: [url('1', 'a.example.com'), url('2', 'a.example.com')] } }, 'config.filter.1.target'],
  ['one id twice', { config: { dhcp_static_lease: [lease('1', 1), lease('1', 2)] } }, 'config.dhcp_static_lease.1.id'],
  ['a lease outside the DHCP range', { config: { dhcp_static_lease: [{ ...lease('1', 1), ip: '192.168.0.20' }] } }, 'config.dhcp_static_lease.0.ip'],
  ['more leases than the limit', {
    config: { limits: { static_leases: 1, wifi_limits: { radio0: 4, radio1: 4 }, port_forward: 32, filters: 32 }, dhcp_static_lease: [lease('1', 1), lease('2', 2)] },
  }, 'config.dhcp_static_lease.1'],
  ['a forward outside the LAN', { config: { natportredirect: [{ ...forward('1', 8081), internalIP: '10.0.0.5' }] } }, 'config.natportredirect.0.internalIP'],
  ['the radios out of order', { config: { radio: [...PROFILE.config.radio].reverse() } }, 'config.radio'],
  ['a band without its root network', { config: { wireless: [wifi('wl0', 'radio0', 'Casa')] } }, 'config.wireless'],
  ['a Wi-Fi key too short', { config: { wireless: [wifi('wl0', 'radio0', 'Casa', { key: encodeSecret('curta') }), wifi('wl1', 'radio1', 'Casa-5G')] } }, 'config.wireless.0.key'],
  ['a LAN address that is no address', { config: { lan: { ip4: '192.168.0.300' } } }, 'config.lan.ip4'],
  ['a time zone the router does not offer', { config: { datetime: { timezone: 'Europe/Lisbon' } } }, 'config.datetime.timezone'],
  ['a DMZ host outside the LAN', { config: { system: { dmz: { enabled: true, ip4: '10.1.1.1' } } } }, 'config.system.dmz.ip4'],
  ['a voice assistant on another model', {
    config: { voice_assistant: { is_registered: false, registration_code: 'ABC234', equalization_type: 1, volume: 5, board_id: 'TFV1', firmware_version: '2.3.14' } },
  }, 'config.voice_assistant'],
  ['a fixed block on no MAC', { config: { parental: { block: [{ id: '1', target: 'impressora', status: 1 }] } } }, 'config.parental.block.0.target'],
  ['a block still being applied', { config: { parental: { block: [{ id: '1', target: '020000000101', status: 2 }] } } }, 'config.parental.block.0.status'],
  ['a device on a node the profile has not', { meshAgents: 1, config: { connected_device: [device('02:00:00:00:02:01', 'X', 'AA:BB:CC:00:00:09')] } }, 'config.connected_device.0.node_mac'],
];

Deno.test('a config the router would refuse: reset answers 400 naming the field and changes nothing', async () => {
  using t = setup();
  const before = await t.state();
  for (const [what, profile, field] of bad) {
    const res = await t.control('POST', '/reset', { profile });
    assert.equal(res.status, 400, `${what}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.field, field, `${what}: ${res.body.message}`);
    assert.ok(res.body.message.includes(field), res.body.message);
    assert.throws(() => parseProfile(profile) && buildState(profile, 1, 0), new RegExp(field.replace(/\./g, '\\.')));
  }
  assert.deepEqual(await t.state(), before);
  await t.login(DEMO);
});

Deno.test('a profile file the router would refuse: the emulator does not start (exit 2), naming the field', async () => {
  const file = Deno.makeTempFileSync({ suffix: '.json' });
  try {
    Deno.writeTextFileSync(file, JSON.stringify(bad[2][1]));
    const r = await new Deno.Command(DENO, { args: ['run', '-A', MAIN, '--port', '0', '--profile', file], env, stdin: 'null' }).output();
    assert.equal(r.code, 2);
    assert.match(new TextDecoder().decode(r.stderr), /profile: invalid field config\.filter\.1\.target: /);
  } finally {
    Deno.removeSync(file);
  }
});
