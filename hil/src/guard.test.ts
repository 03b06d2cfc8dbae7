import assert from 'node:assert/strict';
import { encodeSecret, LedList } from '@roteador/contract';
import { createdBody } from './guard.ts';
import { fieldDifferences, snapDifferences } from './differences.ts';
import { mismatchesOf } from './conformance.ts';
import { profileFrom, STAND_IN } from './record.ts';
import { resources } from './resources.ts';

const snap = (path: string, value: unknown, volatile?: string[]) => ({
  resource: { ...resources.find((r) => r.path === path)!, ...(volatile ? { volatile } : {}) },
  path,
  value,
});

Deno.test('the guard names every field that did not come back, records added and removed, and ignores volatile fields', () => {
  assert.deepEqual(fieldDifferences('led', { a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 }, d: 4 }), [
    'led.b.c: esperado 2, veio 3',
    'led.d: esperado (ausente), veio 4',
  ]);
  const before = [{ id: '1', target: 'a.com', enabled: true }, { id: '2', target: 'b.com', enabled: true }];
  const after = [{ id: '1', target: 'a.com', enabled: false }, { id: '3', target: 'c.com', enabled: true }];
  assert.deepEqual(snapDifferences(snap('filter', before), after), [
    'filter[1].enabled: esperado true, veio false',
    'filter[2]: esperado {"id":"2","target":"b.com","enabled":true}, veio (ausente)',
    'filter[3]: esperado (ausente), veio {"id":"3","target":"c.com","enabled":true}',
  ]);
  // a record the scenario deleted and the restore created again under a new id is named: never taken for the same one
  assert.deepEqual(snapDifferences(snap('filter', before), [before[0], { ...before[1], id: '9' }]), [
    'filter: id 2 → 9 (o roteador deu outro id ao registro criado de novo)',
  ]);
  // dhcp_server records are named by their interface
  assert.deepEqual(snapDifferences(snap('dhcp_server', [{ interface: 'br0', enabled: true }]), [{ interface: 'br0', enabled: false }]), [
    'dhcp_server[br0].enabled: esperado true, veio false',
  ]);
  assert.deepEqual(snapDifferences(snap('wan', [{ id: 0, connection_uptime: 5, mtu: 1500 }]), [{ id: 0, connection_uptime: 9, mtu: 1500 }]), []);
  assert.deepEqual(snapDifferences(snap('iot_assistant/0', { id: 0, enabled: false, start_time: 0 }), { id: 0, enabled: false, start_time: 7 }), []);
});

Deno.test('the guard compares the order of a list, names an id the router changed, and an automatic radio on its configured value', () => {
  const lease = (id: string, n: number) => ({ id, description: `d${n}`, mac: `02:00:00:00:00:0${n}`, ip: `192.168.0.${100 + n}` });
  const before = [lease('1', 1), lease('2', 2), lease('3', 3)];
  // the same records, in another order: it was taken for restored
  assert.deepEqual(snapDifferences(snap('dhcp_static_lease', before), [before[1], before[2], before[0]]), [
    'dhcp_static_lease: ordem: esperado 1, 2, 3; veio 2, 3, 1',
  ]);
  // lease 1 created again at the end under id 4: its new id, and its place
  assert.deepEqual(snapDifferences(snap('dhcp_static_lease', before), [before[1], before[2], { ...before[0], id: '4' }]), [
    'dhcp_static_lease: id 1 → 4 (o roteador deu outro id ao registro criado de novo)',
    'dhcp_static_lease: ordem: esperado 1, 2, 3; veio 2, 3, 1',
  ]);
  // a radio on automatic (configuredChannel 0) runs on a channel it picks: that one moves by itself, the setting not
  const radio = { id: 'radio0', frequency: '2.4', configuredChannel: 0, channel: 6, extension: 'auto' };
  assert.deepEqual(snapDifferences(snap('radio', [radio]), [{ ...radio, channel: 11 }]), []);
  assert.deepEqual(snapDifferences(snap('radio', [radio]), [{ ...radio, configuredChannel: 11, channel: 11, extension: 'lower' }]), [
    'radio[radio0].configuredChannel: esperado 0, veio 11',
    'radio[radio0].extension: esperado "auto", veio "lower"',
  ]);
});

Deno.test('the guard creates a removed record again with its input fields only, and waits out pending records', () => {
  const urlfilter = resources.find((r) => typeof r.path !== 'string' && r.path({ deviceid: 'd' } as never).endsWith('/urlfilter'))!;
  const rec = { id: '9', mac: 'AA:BB:CC:00:11:22', url: 'a.com', description: '', status: 0 };
  assert.deepEqual(createdBody(urlfilter, rec), { mac: 'AA:BB:CC:00:11:22', url: 'a.com', description: '' });
  assert.equal(urlfilter.pending!({ ...rec, status: 3 }), true);
  assert.equal(urlfilter.pending!(rec), false);
  // a resource without an input struct: every field but its key
  const filter = resources.find((r) => r.path === 'filter')!;
  assert.deepEqual(createdBody(filter, { id: '2', target: 'b.com' }), { target: 'b.com' });
});

Deno.test('conformance: one mismatch per field, with expected and got', () => {
  assert.deepEqual(mismatchesOf('api/v1/led', [{ id: 0, leds: true, model: 'W6-1500' }], LedList), []);
  const found = mismatchesOf('api/v1/led', [{ id: 0, leds: 'sim', model: 7 }], LedList);
  assert.deepEqual(found.map((m) => [m.path, m.field, m.expected, m.got]), [
    ['api/v1/led', '0.leds', 'boolean', 'sim'],
    ['api/v1/led', '0.model', 'string', 7],
  ]);
  assert.equal(mismatchesOf('api/v1/led', { not: 'a list' }, LedList)[0].field, '(resposta)');
});

Deno.test('record: the profile object from what the router answers; secrets only when asked, stand-ins otherwise', () => {
  const answers: Record<string, unknown> = {
    status: [{ has_internet: true, firmware_update: false, model: 'W6-1500' }],
    device: [{ model: 'W6-1500', alias: 'Sala', fw_version: '1.4.2', show_wizard: false, tr069_enable: false, uptime: 12.7, mac: 'AA:BB:CC:11:22:33' }],
    system: [{ id: 0, operationMode: 0, ipv6: { enabled: false }, upnp: false, dmz: { enabled: false, ip4: '' }, sip_alg: true }],
    user: [{ id: 0, username: 'dono' }],
    led: [{ id: 0, leds: false, model: 'W6-1500' }],
    link: [{ name: 'WAN', status: true, speed: 1000 }],
    wan_detect: { hasDHCP: 'found', hasStatic: 'maybe', hasPPPoE: 'not found' },
    easymesh: [{ id: 0, enabled: true, type: 0, controllerIp: '192.168.0.1', syncing: 0, backhaul: 3, backhaul_rssi: -1, backhaul_mac: '', nodes: [{ isRoot: true }, { isRoot: false }, { isRoot: false }] }],
    wireless: [{ id: 'wl0', ssid: 'Casa', cipher: 3, key: 'U2VncmVkbzE=' }, { id: 'wl1', ssid: 'Aberta', cipher: 0, key: '' }],
    pppoe: [{ id: 0, username: 'dXN1YXJpbw==', password: 'c2VuaGE=', server: '', service: '', mtu: 1492 }],
    syslog: [{ id: 0, enabled: true, server: 'logs.example.com', port: 514, severity_level: 1 }],
  };
  const { profile, notes } = profileFrom((name) => answers[name], { withSecrets: false, password: 'p' });
  const { config, ...device } = profile;
  assert.deepEqual(device, {
    base: 'demo',
    model: 'W6-1500',
    operationMode: 0,
    credentials: { username: 'dono', password: STAND_IN },
    wizardDone: true,
    hasInternet: true,
    firmwareUpdate: false,
    tr069Enable: false,
    fwVersion: '1.4.2',
    alias: 'Sala',
    leds: false,
    uptime: 12,
    mac: 'AA:BB:CC:11:22:33',
    meshRole: 'controller',
    meshAgents: 2,
  });
  assert.deepEqual(notes, []);
  const c = config as Record<string, Record<string, unknown> & unknown[]>;
  assert.deepEqual(c.system, { ipv6: { enabled: false }, upnp: false, dmz: { enabled: false, ip4: '' }, sip_alg: true });
  assert.deepEqual(c.syslog, { enabled: true, server: 'logs.example.com', port: 514, severity_level: 1 });
  // every secret a stand-in (encoded as the API carries it); an open network's empty key says nothing: kept
  assert.deepEqual(c.wireless.map((w) => (w as Record<string, unknown>).key), [encodeSecret(STAND_IN), '']);
  assert.deepEqual(c.pppoe, { username: 'dXN1YXJpbw==', password: encodeSecret(STAND_IN), server: '', service: '', mtu: 1492 });
  const secret = profileFrom((name) => answers[name], { withSecrets: true, password: 'p' }).profile;
  assert.deepEqual(secret.credentials, { username: 'dono', password: 'p' });
  assert.equal(((secret.config as Record<string, unknown[]>).wireless[0] as Record<string, unknown>).key, 'U2VncmVkbzE=');
  const odd = profileFrom((name) => name === 'device' ? [{ model: 'X9', alias: '', mac: 'x' }] : name === 'easymesh' ? [{ enabled: false }] : answers[name], { withSecrets: false, password: 'p' });
  assert.equal(odd.profile.model, undefined);
  assert.equal(odd.profile.mac, undefined);
  assert.equal(odd.profile.meshRole, 'none');
  assert.equal(odd.notes.length, 3);
});
