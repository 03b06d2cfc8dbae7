/**
 * Issue 26, "the API real clients use": two public clients of this router's API (a Wi-Fi management app and a
 * command-line tool for the GF1200) send what a real router serves. Each call is replayed here as they send it, and
 * answered as a router does; what a router refuses is still refused (400 naming the field, nothing changed).
 */
import assert from 'node:assert/strict';
import { ConnectedDevice, encodeSecret, Interface, routerMessages as rm, Wireless } from '@roteador/contract';
import { array, assert as conforms } from 'superstruct';
import { isDropped } from '../src/http.ts';
import { DEMO, setup } from './helpers.ts';
import { raw, served } from './served.ts';

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

type Ready = Awaited<ReturnType<typeof ready>>;

/** The device as stored, its sessions aside (a call refreshes its token). */
const stored = (t: Ready) => JSON.stringify({ ...t.emulator.state, auth: null });

// ---- read-modify-write --------------------------------------------------------------------------------------------

Deno.test('public clients: PUT wan/0 with the record as read is accepted and changes nothing; a changed interfaceID is refused, naming it', async () => {
  using t = await ready();
  const [wan] = (await t.json('GET', '/api/v1/wan', undefined, t.token)).body;
  const before = stored(t);
  const put = await t.json('PUT', '/api/v1/wan/0', wan, t.token);
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.deepEqual(put.body, wan);
  assert.equal(stored(t), before);
  // the client changes what it may: the MTU (the interface block it read back still shows the old one)
  const mtu = await t.json('PUT', '/api/v1/wan/0', { ...wan, mtu: 1480 }, t.token);
  assert.equal(mtu.status, 200, JSON.stringify(mtu.body));
  assert.equal(mtu.body.mtu, 1480);
  assert.equal(mtu.body.interface.mtu, 1480);
  const after = stored(t);
  for (const [field, value] of [['interfaceID', 'eth1'], ['id', 1], ['gateway_v6', 'fe80::1'], ['interface', { ...wan.interface, mac: '02:00:00:00:00:99' }]] as const) {
    const refused = await t.json('PUT', '/api/v1/wan/0', { ...wan, mtu: 1400, [field]: value }, t.token);
    assert.equal(refused.status, 400, field);
    assert.equal(refused.body.field, field);
    assert.equal(stored(t), after, field);
  }
  // a moving field (the connection's uptime) is ignored whatever it says, as long as it is a number
  const now = mtu.body;
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { ...now, connection_uptime: 1 }, t.token)).status, 200);
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { ...now, connection_uptime: 'x' }, t.token)).body.field, 'connection_uptime');
  // the interface block read before the MTU changed is no longer the router's: refused, naming it
  assert.equal((await t.json('PUT', '/api/v1/wan/0', wan, t.token)).body.field, 'interface');
  // what is no field of the record is still unknown
  const unknown = await t.json('PUT', '/api/v1/wan/0', { ...now, vlan: 10 }, t.token);
  assert.deepEqual([unknown.status, unknown.body.field], [400, 'vlan']);
  assert.equal(stored(t), after);
});

Deno.test('public clients: PUT user/0 {"id":"0", username, password} changes the credentials; another id is refused', async () => {
  using t = await ready();
  const [user] = (await t.json('GET', '/api/v1/user', undefined, t.token)).body;
  assert.deepEqual(user, { id: 0, username: 'admin' });
  const before = stored(t);
  const other = await t.json('PUT', '/api/v1/user/0', { id: '1', username: 'admin', password: 'Outra@Senha2026' }, t.token);
  assert.deepEqual([other.status, other.body.field], [400, 'id']);
  assert.equal(stored(t), before);
  const put = await t.json('PUT', '/api/v1/user/0', { id: '0', username: 'admin', password: encodeSecret('Outra@Senha2026') }, t.token);
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.deepEqual(t.emulator.state.credentials, { username: 'admin', password: 'Outra@Senha2026' });
  await t.login({ username: 'admin', password: 'Outra@Senha2026' });
});

Deno.test('public clients: PUT dhcp_server with the record as read (its interface included) is accepted; another interface is refused', async () => {
  using t = await ready();
  const [dhcp] = (await t.json('GET', '/api/v1/dhcp_server', undefined, t.token)).body;
  const before = stored(t);
  const put = await t.json('PUT', `/api/v1/dhcp_server/${dhcp.interface}`, dhcp, t.token);
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.deepEqual(put.body, dhcp);
  assert.equal(stored(t), before, 'the record as read changes nothing (no restart pending either)');
  const moved = await t.json('PUT', `/api/v1/dhcp_server/${dhcp.interface}`, { ...dhcp, interface: 'wan', dhcpLeaseTime: 60 }, t.token);
  assert.deepEqual([moved.status, moved.body.field], [400, 'interface']);
  assert.match(moved.body.message, /read-only field: interface/);
  assert.equal(stored(t), before);
  const longer = await t.json('PUT', `/api/v1/dhcp_server/${dhcp.interface}`, { ...dhcp, dhcpLeaseTime: 60 }, t.token);
  assert.equal(longer.body.dhcpLeaseTime, 60);
});

// ---- actions ------------------------------------------------------------------------------------------------------

Deno.test('public clients: PUT action/{id} with no body (no content type) reboots as POST action {actionID: 1} does', async () => {
  using t = await ready();
  const r = await t.app.request('/api/v1/action/1', { method: 'PUT', headers: { authorization: `Bearer ${t.token}` } });
  assert.equal(r.status, 200);
  assert.deepEqual(await r.json(), { status: 'success' });
  assert.ok(isDropped(await t.call('GET', '/api/v1/status')), 'down while it reboots');
  await t.advance(60_000);
  assert.equal((await t.call('GET', '/api/v1/status')).status, 200);
  assert.equal((await t.call('GET', '/api/v1/device/0', undefined, t.token)).status, 401, 'a reboot drops the sessions');
});

Deno.test('public clients: PUT action/update {"actionID":5} applies as POST action does; a path number that contradicts the body is refused', async () => {
  using t = await ready();
  assert.equal((await t.json('PUT', '/api/v1/radio/radio1', { bandwidth: '40' }, t.token)).status, 200);
  assert.equal(t.emulator.state.network.pendingRestart, true);
  const contradicts = await t.json('PUT', '/api/v1/action/1', { actionID: 5 }, t.token);
  assert.deepEqual([contradicts.status, contradicts.body.field], [400, 'actionID']);
  const unknown = await t.app.request('/api/v1/action/99', { method: 'PUT', headers: { authorization: `Bearer ${t.token}` } });
  assert.deepEqual([unknown.status, (await unknown.json()).field], [400, 'actionID']);
  assert.equal((await t.call('GET', '/api/v1/status')).status, 200, 'nothing ran');
  const apply = await t.json('PUT', '/api/v1/action/update', { actionID: 5 }, t.token);
  assert.deepEqual([apply.status, apply.body], [200, { status: 'success' }]);
  assert.ok(isDropped(await t.call('GET', '/api/v1/status')), 'it restarts for the pending change');
  await t.advance(40_000);
  assert.equal(t.emulator.state.network.pendingRestart, false);
});

Deno.test('public clients: PUT action/3 opens the WPS window as POST action {actionID: 3} does', async () => {
  using t = await ready();
  const r = await t.app.request('/api/v1/action/3', { method: 'PUT', headers: { authorization: `Bearer ${t.token}` } });
  assert.equal(r.status, 200);
  assert.equal((await t.json('GET', '/api/v1/wps/0', undefined, t.token)).body.syncing, 1);
});

// ---- reads --------------------------------------------------------------------------------------------------------

Deno.test('public clients: connected_device items carry a string id; connected_device/{mac} answers one device, any case, colons or not', async () => {
  using t = await ready();
  const list = (await t.json('GET', '/api/v1/connected_device', undefined, t.token)).body;
  conforms(list, array(ConnectedDevice));
  assert.ok(list.every((d: ConnectedDevice) => typeof d.id === 'string' && d.id === d.mac));
  const device: ConnectedDevice = list[0];
  const compact = device.mac.replaceAll(':', '');
  for (const mac of [device.mac, device.mac.toLowerCase(), compact, compact.toLowerCase(), device.id]) {
    const one = await t.json('GET', `/api/v1/connected_device/${mac}`, undefined, t.token);
    assert.equal(one.status, 200, mac);
    assert.deepEqual(one.body, device, mac);
  }
  assert.equal((await t.json('GET', '/api/v1/connected_device/02:00:00:00:00:FE', undefined, t.token)).status, 404);
  assert.equal((await t.json('GET', '/api/v1/connected_device/nada', undefined, t.token)).status, 404);
});

Deno.test('public clients: GET interface/br0 is the LAN bridge: ip4, netmask, mac, mtu, ip6_count and ip6_list, numbers as numbers', async () => {
  using t = await ready();
  const [lan] = (await t.json('GET', '/api/v1/lan', undefined, t.token)).body;
  const br0 = await t.json('GET', '/api/v1/interface/br0', undefined, t.token);
  assert.equal(br0.status, 200);
  conforms(br0.body, Interface);
  assert.deepEqual(
    { ip4: br0.body.ip4, netmask: br0.body.netmask, mac: br0.body.mac, ip6_list: br0.body.ip6_list },
    { ip4: lan.ip4, netmask: lan.netmask, mac: lan.mac, ip6_list: lan.ip6_list },
  );
  assert.equal(typeof br0.body.mtu, 'number');
  assert.equal(br0.body.mtu, 1500);
  assert.equal(br0.body.ip6_count, lan.ip6_list.length);
  assert.deepEqual(br0.body, (await t.json('GET', `/api/v1/interface/${lan.interfaceID}`, undefined, t.token)).body);
  // IPv6 on: the count follows the list
  await t.json('PUT', '/api/v1/system/0', { ipv6: { enabled: true } }, t.token);
  const on = (await t.json('GET', '/api/v1/interface/br0', undefined, t.token)).body;
  assert.deepEqual([on.ip6_count, on.ip6_list.length], [2, 2]);
  // the bridge read back moves the LAN as its own id does
  assert.equal((await t.json('PUT', '/api/v1/interface/br0', { ...on, ip4: '192.168.5.1' }, t.token)).body.ip4, '192.168.5.1');
});

// ---- Wi-Fi --------------------------------------------------------------------------------------------------------

/** The body the public clients POST: the list's grouping, the radio's standard, empty ids, no guest_network. */
const CLIENT_NETWORK = {
  id: '',
  interfaceID: '',
  radioID: 'radio1',
  frequency: 1,
  ieee_std: 32,
  ssid: 'Escritorio',
  sameSSID: true,
  ssid_5: 'Escritorio',
  enabled: true,
  wps: false,
  broadcast: true,
  cipher: 3,
  crypto: 2,
  key: encodeSecret('escritorio2026'),
};

Deno.test('public clients: POST wireless takes their body — empty ids, frequency code, ieee_std, sameSSID/ssid_5 — guest_network false', async () => {
  using t = await ready();
  const created = await t.json('POST', '/api/v1/wireless', CLIENT_NETWORK, t.token);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  conforms(created.body, Wireless);
  assert.deepEqual(
    [created.body.radioID, created.body.frequency, created.body.ssid, created.body.guest_network, created.body.interfaceID],
    ['radio1', '5', 'Escritorio', false, 'wlan0-1'],
  );
  // the same body for the 2.4 GHz radio, with the 5 GHz name apart: each radio gets its own
  const apart = { ...CLIENT_NETWORK, ssid: 'Loja', ssid_5: 'Loja-5G', sameSSID: false };
  const r24 = await t.json('POST', '/api/v1/wireless', { ...apart, radioID: 'radio0', frequency: 0 }, t.token);
  const r5 = await t.json('POST', '/api/v1/wireless', apart, t.token);
  assert.deepEqual([r24.status, r24.body.ssid, r24.body.frequency, r24.body.interfaceID], [201, 'Loja', '2.4', 'wlan1-1']);
  assert.deepEqual([r5.status, r5.body.ssid, r5.body.frequency], [201, 'Loja-5G', '5']);
});

Deno.test('public clients: radio0 with frequency 1 (5 GHz) contradicts the seeds — 400 naming frequency, nothing created', async () => {
  using t = await ready();
  const before = stored(t);
  const contradiction = await t.json('POST', '/api/v1/wireless', { ...CLIENT_NETWORK, radioID: 'radio0', frequency: 1 }, t.token);
  assert.deepEqual(contradiction.body, { status: 'error', message: rm.wifiFrequencyMismatch, field: 'frequency' });
  assert.equal(contradiction.status, 400);
  const strings = await t.json('POST', '/api/v1/wireless', { ...CLIENT_NETWORK, radioID: 'radio1', frequency: '2.4' }, t.token);
  assert.deepEqual([strings.status, strings.body.field], [400, 'frequency']);
  // a named interface or id is the router's to give
  for (const field of ['id', 'interfaceID']) {
    const named = await t.json('POST', '/api/v1/wireless', { ...CLIENT_NETWORK, [field]: 'wlan0' }, t.token);
    assert.deepEqual([named.status, named.body.field], [400, field]);
  }
  assert.equal(stored(t), before);
});

Deno.test('wlan0 is the 5 GHz network; radio0 the 2.4 GHz radio, radio1 the 5 GHz one (spec 2 §3, spec 3 §3)', async () => {
  using t = await ready();
  const wireless: Wireless[] = (await t.json('GET', '/api/v1/wireless', undefined, t.token)).body;
  const byInterface = Object.fromEntries(wireless.map((w) => [w.interfaceID, [w.radioID, w.frequency]]));
  assert.deepEqual(byInterface, { wlan0: ['radio1', '5'], wlan1: ['radio0', '2.4'] });
  const radios = (await t.json('GET', '/api/v1/radio', undefined, t.token)).body;
  assert.deepEqual(radios.map((r: { id: string; frequency: string }) => [r.id, r.frequency]), [['radio0', '2.4'], ['radio1', '5']]);
  // a 2.4 GHz-only model's one radio is wlan0's
  using solo = await ready({ profile: { model: 'W4-300S', meshRole: 'none' } });
  const [only] = (await solo.json('GET', '/api/v1/wireless', undefined, solo.token)).body;
  assert.deepEqual([only.interfaceID, only.radioID, only.frequency], ['wlan0', 'radio0', '2.4']);
});

// ---- through the real server ----------------------------------------------------------------------------------------

Deno.test('public clients (server): //api/v1/... is /api/v1/... — a session, a read and an action as the command-line tool sends them', async () => {
  await using s = await served('demo');
  const host = `host: 127.0.0.1:${s.port}\r\nconnection: close\r\n`;
  const body = JSON.stringify(DEMO);
  const login = await raw(s.port, `POST //api/v1/session HTTP/1.1\r\n${host}content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`, { body });
  assert.equal(login.status, 200, login.body);
  const { token } = JSON.parse(login.body);
  const auth = `authorization: Bearer ${token}\r\n`;
  const mac = s.t.emulator.state.clients[0].mac;
  const one = await raw(s.port, `GET //api/v1//connected_device/${mac.replaceAll(':', '').toLowerCase()} HTTP/1.1\r\n${host}${auth}\r\n`);
  assert.equal(one.status, 200, one.body);
  assert.equal(JSON.parse(one.body).mac, mac);
  const br0 = await raw(s.port, `GET //api/v1/interface/br0 HTTP/1.1\r\n${host}${auth}\r\n`);
  assert.equal(JSON.parse(br0.body).ip4, s.t.emulator.state.network.lan.ip4);
  const wps = await raw(s.port, `PUT //api/v1/action/3 HTTP/1.1\r\n${host}${auth}content-length: 0\r\n\r\n`);
  assert.equal(wps.status, 200, wps.body);
  const status = await raw(s.port, `GET //api/v1/wps HTTP/1.1\r\n${host}${auth}\r\n`);
  assert.equal(JSON.parse(status.body)[0].syncing, 1);
});
