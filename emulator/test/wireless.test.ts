/** spec 2 §4.8, §5.4, §5.5: wireless, band_steering, radio and site_survey. */
import assert from 'node:assert/strict';
import {
  BandSteeringList,
  encodeSecret,
  LimitReachedCode,
  Radio,
  routerMessages as rm,
  SiteSurveyList,
  validationMessages as m,
  Wireless,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from './helpers.ts';

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

const GUEST = {
  radioID: 'radio0',
  ssid: 'Visitas',
  enabled: true,
  wps: true,
  broadcast: true,
  cipher: 3,
  crypto: 2 as const,
  key: encodeSecret('visitas2026'),
  guest_network: true,
};

Deno.test('wireless: create, update and delete a network; the change waits for apply', async () => {
  using t = await ready();
  const created = await t.json('POST', '/api/v1/wireless', GUEST, t.token);
  assert.equal(created.status, 201);
  conforms(created.body, Wireless);
  assert.deepEqual([created.body.frequency, created.body.isRoot, created.body.guest_network], ['2.4', false, true]);
  assert.equal((await t.state()).network.pendingRestart, true);
  const id = created.body.id;
  const open = await t.json('PUT', `/api/v1/wireless/${id}`, { cipher: 0, key: '', enabled: false }, t.token);
  assert.equal(open.status, 200);
  assert.deepEqual([open.body.cipher, open.body.wps, open.body.enabled, open.body.key], [0, false, false, '']);
  // the same record read back is accepted as a PUT body
  assert.equal((await t.json('PUT', `/api/v1/wireless/${id}`, open.body, t.token)).status, 200);
  assert.equal((await t.json('DELETE', `/api/v1/wireless/${id}`, undefined, t.token)).status, 200);
  assert.equal((await t.json('GET', `/api/v1/wireless/${id}`, undefined, t.token)).status, 404);
  assert.equal((await t.json('DELETE', `/api/v1/wireless/${id}`, undefined, t.token)).status, 404);
});

Deno.test('wireless: §5.4 refusals, the root network locks and the per-band limit, state untouched', async () => {
  using t = await ready();
  const before = (await t.state()).network.wireless;
  const root = before[0];
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...GUEST, ssid: '' }, 'ssid', m.required],
    [{ ...GUEST, ssid: 'x'.repeat(33) }, 'ssid', 'O campo deve conter entre 1 e 32 caracteres'],
    [{ ...GUEST, ssid: 'Café' }, 'ssid', m.invalidCharacters],
    [{ ...GUEST, ssid: 'intelbras' }, 'ssid', m.reservedName],
    [{ ...GUEST, ssid: 'INTELBRAS_5G' }, 'ssid', m.reservedName],
    [{ ...GUEST, ssid: root.ssid }, 'ssid', m.ssidInUse],
    [{ ...GUEST, key: encodeSecret('curta') }, 'key', 'O campo deve conter entre 8 e 63 caracteres'],
    [{ ...GUEST, key: '' }, 'key', m.required],
    [{ ...GUEST, cipher: 1 }, 'cipher', m.invalidCipher],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('POST', '/api/v1/wireless', body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  // the root network may keep the reserved name, but is neither toggled nor deleted
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root.id}`, { ssid: 'INTELBRAS' }, t.token)).status, 200);
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root.id}`, { ssid: root.ssid }, t.token)).status, 200);
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root.id}`, { enabled: false }, t.token)).status, 400);
  assert.equal((await t.json('DELETE', `/api/v1/wireless/${root.id}`, undefined, t.token)).status, 400);
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root.id}`, { radioID: 'radio1' }, t.token)).status, 400);
  assert.deepEqual((await t.state()).network.wireless, before);

  await t.control('POST', '/limits', { wifi: 2 });
  assert.equal((await t.json('POST', '/api/v1/wireless', GUEST, t.token)).status, 201);
  const full = await t.json('POST', '/api/v1/wireless', { ...GUEST, ssid: 'Outra' }, t.token);
  assert.equal(full.status, 400);
  assert.equal(full.body.code, LimitReachedCode);
  // the other band still has room
  assert.equal((await t.json('POST', '/api/v1/wireless', { ...GUEST, radioID: 'radio1' }, t.token)).status, 201);
});

Deno.test('band_steering GET/PUT; on, the root network takes one name; single-band models refuse it', async () => {
  using t = await ready({ profile: { base: 'demo', meshRole: 'none' } });
  const list = await t.json('GET', '/api/v1/band_steering', undefined, t.token);
  conforms(list.body, BandSteeringList);
  assert.deepEqual(list.body, [{ id: 0, enabled: false }]);
  // §5.4: both radios enabled
  assert.equal((await t.json('PUT', '/api/v1/radio/radio1', { enabled: false }, t.token)).status, 200);
  const off = await t.json('PUT', '/api/v1/band_steering/0', { enabled: true }, t.token);
  assert.deepEqual([off.status, off.body.field, off.body.message], [400, 'enabled', rm.bandSteeringNeeds]);
  assert.equal((await t.json('PUT', '/api/v1/radio/radio1', { enabled: true }, t.token)).status, 200);
  assert.equal((await t.state()).network.bandSteering, false);
  const [root24, root5] = (await t.state()).network.wireless;
  assert.notEqual(root24.ssid, root5.ssid);
  assert.deepEqual((await t.json('PUT', '/api/v1/band_steering/0', { enabled: true }, t.token)).body, {
    id: 0,
    enabled: true,
  });
  // §5.4: one name on both bands, the 2.4 GHz one (what the Wi-Fi form saves right after)
  assert.deepEqual((await t.state()).network.wireless.map((w: { ssid: string }) => w.ssid), [root24.ssid, root24.ssid]);
  // switching it off is always allowed, and leaves the names as they are
  assert.equal((await t.json('PUT', '/api/v1/band_steering/0', { enabled: false }, t.token)).status, 200);
  assert.equal((await t.json('PUT', '/api/v1/band_steering/1', { enabled: true }, t.token)).status, 404);
  // an active controller's two names stay two (its separation is locked, §4.12): refused
  using controller = await ready();
  const refused = await controller.json('PUT', '/api/v1/band_steering/0', { enabled: true }, controller.token);
  assert.deepEqual([refused.status, refused.body.message], [400, rm.bandSteeringNeeds]);
  using w4 = await ready({ profile: { model: 'W4-300F', meshRole: 'none' } });
  assert.equal((await w4.json('PUT', '/api/v1/band_steering/0', { enabled: true }, w4.token)).status, 400);
});

Deno.test('radio: channels per band and bandwidths; refused values change nothing', async () => {
  using t = await ready();
  const five = await t.json(
    'PUT',
    '/api/v1/radio/radio1',
    { configuredChannel: 149, bandwidth: '80', power: 'Medio' },
    t.token,
  );
  assert.equal(five.status, 200);
  conforms(five.body, Radio);
  assert.deepEqual([five.body.channel, five.body.bandwidth, five.body.power], [149, '80', 'Medio']);
  const before = (await t.state()).network.radios;
  for (
    const [id, body] of [
      ['radio0', { configuredChannel: 14 }],
      ['radio0', { configuredChannel: 36 }],
      ['radio1', { configuredChannel: 6 }],
      ['radio1', { configuredChannel: 52 }],
      ['radio0', { bandwidth: '80' }],
      ['radio1', { bandwidth: '160' }],
      ['radio0', { power: 'Max' }],
    ] as const
  ) {
    assert.equal((await t.json('PUT', `/api/v1/radio/${id}`, body, t.token)).status, 400, JSON.stringify(body));
  }
  assert.deepEqual((await t.state()).network.radios, before);
  assert.equal(
    (await t.json('PUT', '/api/v1/radio/radio0', { configuredChannel: 0, bandwidth: '20' }, t.token)).status,
    200,
  );
  assert.equal((await t.json('PUT', '/api/v1/radio/radio9', { enabled: true }, t.token)).status, 404);
});

Deno.test('site_survey: neighbours on both bands, WPA-only and WEP-only among them', async () => {
  using t = await ready();
  const list = (await t.json('GET', '/api/v1/site_survey', undefined, t.token)).body;
  conforms(list, SiteSurveyList);
  assert.ok(list.some((n: { channel: number }) => n.channel > 14));
  assert.ok(list.some((n: { channel: number }) => n.channel <= 14));
  assert.ok(list.some((n: { cipher: number }) => n.cipher === 1));
  assert.ok(list.some((n: { cipher: number }) => n.cipher === 2));
  using w4 = await ready({ profile: { model: 'W4-300F', meshRole: 'none' } });
  const single = (await w4.json('GET', '/api/v1/site_survey', undefined, w4.token)).body;
  assert.ok(single.every((n: { channel: number }) => n.channel <= 14));
});

Deno.test('repeater client: PUT wireless/wlc chooses the network; WPA-only and WEP-only refused; listed in mode 3', async () => {
  using t = await ready();
  const wpaOnly = await t.json(
    'PUT',
    '/api/v1/wireless/wlc',
    { ssid: 'Cafe-Antigo', cipher: 2, key: 'cafe12345' },
    t.token,
  );
  assert.deepEqual(wpaOnly.body, { status: 'error', message: m.invalidCipher, field: 'cipher' });
  const wep = await t.json('PUT', '/api/v1/wireless/wlc', { ssid: 'Escritorio-WEP', cipher: 1, key: 'abcde' }, t.token);
  assert.equal(wep.body.message, m.invalidCipher);
  const noKey = await t.json('PUT', '/api/v1/wireless/wlc', { ssid: 'Vizinho_2G', cipher: 4, key: '' }, t.token);
  assert.deepEqual(noKey.body, { status: 'error', message: m.required, field: 'key' });
  assert.equal((await t.state()).network.repeater, null);
  const chosen = { ssid: 'Vizinho_2G', cipher: 4, key: encodeSecret('vizinho2026'), radioID: 'radio0' };
  assert.equal((await t.json('PUT', '/api/v1/wireless/wlc', chosen, t.token)).status, 200);
  assert.equal((await t.json('GET', '/api/v1/dhcp_server', undefined, t.token)).body[0].enabled, true);
  await t.json('PUT', '/api/v1/system/0', { operationMode: 3 }, t.token);
  const client = (await t.json('GET', '/api/v1/wireless/wlc', undefined, t.token)).body;
  conforms(client, Wireless);
  assert.deepEqual([client.ssid, client.mode, client.frequency], ['Vizinho_2G', 1, '2.4']);
  // the main router serves DHCP now
  assert.equal((await t.json('GET', '/api/v1/dhcp_server', undefined, t.token)).body[0].enabled, false);
  assert.equal(
    (await t.json(
      'PUT',
      '/api/v1/wireless/wlc',
      { ssid: 'Rede-Aberta-5G', cipher: 0, key: '', radioID: 'radio1' },
      t.token,
    )).status,
    200,
  );
});

Deno.test('§4.12 mesh agent: name, key and security locked, no create or delete; the rest stays free', async () => {
  using t = await ready({ profile: { base: 'demo', meshRole: 'agent' } });
  const before = (await t.state()).network.wireless;
  const root = before[0];
  const cases: [string, string, unknown, string][] = [
    ['PUT', `/api/v1/wireless/${root.id}`, { ssid: 'Outro-Nome' }, 'ssid'],
    ['PUT', `/api/v1/wireless/${root.id}`, { key: encodeSecret('OutraSenha2026') }, 'key'],
    ['PUT', `/api/v1/wireless/${root.id}`, { cipher: 0, key: '' }, 'cipher'],
    ['PUT', `/api/v1/wireless/${root.id}`, { cipher: 4 }, 'cipher'],
    ['POST', '/api/v1/wireless', GUEST, 'radioID'],
  ];
  for (const [method, path, body, field] of cases) {
    const res = await t.json(method, path, body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message: rm.wifiLockedAgent, field }, JSON.stringify(body));
  }
  assert.deepEqual((await t.json('DELETE', `/api/v1/wireless/${before[1].id}`, undefined, t.token)).body, {
    status: 'error',
    message: rm.wifiLockedAgent,
    field: 'id',
  });
  assert.deepEqual((await t.state()).network.wireless, before);
  // the record read back is accepted (nothing locked changes), and so are broadcast and WPS
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root.id}`, root, t.token)).status, 200);
  const hidden = await t.json('PUT', `/api/v1/wireless/${root.id}`, { broadcast: false, wps: true }, t.token);
  assert.equal(hidden.status, 200);
  assert.deepEqual([hidden.body.broadcast, hidden.body.wps, hidden.body.ssid], [false, true, root.ssid]);
});

Deno.test('§4.11/§4.12 active controller: the root network stays secured, with WPS on', async () => {
  using t = await ready();
  const [root] = (await t.state()).network.wireless;
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root.id}`, { wps: true }, t.token)).status, 200);
  const before = (await t.state()).network.wireless;
  const cases: [unknown, string, string][] = [
    [{ cipher: 0, key: '' }, 'cipher', rm.wifiLockedController],
    [{ cipher: 5 }, 'cipher', rm.wifiWpa3Mesh],
    [{ wps: false }, 'wps', rm.wifiWpsMesh],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('PUT', `/api/v1/wireless/${root.id}`, body, t.token);
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  assert.equal((await t.json('DELETE', `/api/v1/wireless/${before[1].id}`, undefined, t.token)).status, 400);
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root.id}`, { radioID: 'radio1' }, t.token)).status, 400);
  assert.deepEqual((await t.state()).network.wireless, before);
  // WPA2/WPA3 keeps WPS and the mesh: allowed; another network may still be open
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root.id}`, { cipher: 6 }, t.token)).status, 200);
  const open = await t.json('POST', '/api/v1/wireless', { ...GUEST, cipher: 0, key: '' }, t.token);
  assert.equal(open.status, 201);
  // without the mesh, the root network may be opened
  using plain = await ready({ profile: { base: 'demo', meshRole: 'none' } });
  const [r] = (await plain.state()).network.wireless;
  assert.equal((await plain.json('PUT', `/api/v1/wireless/${r.id}`, { cipher: 0, key: '' }, plain.token)).status, 200);
});

Deno.test('wireless: the limit answer carries the §8 message; a freed interface slot is reused', async () => {
  using t = await ready();
  await t.control('POST', '/limits', { wifi: 2 });
  const a = await t.json('POST', '/api/v1/wireless', GUEST, t.token);
  // GUEST is on radio0, the 2.4 GHz radio: its networks are wlan1's (wlan0 is the 5 GHz one)
  assert.equal(a.body.interfaceID, 'wlan1-1');
  const full = await t.json('POST', '/api/v1/wireless', { ...GUEST, ssid: 'Outra' }, t.token);
  assert.deepEqual(full.body, { status: 'error', message: rm.wifiLimit, field: 'radioID', code: LimitReachedCode });
  await t.control('POST', '/limits', { wifi: 4 });
  const b = await t.json('POST', '/api/v1/wireless', { ...GUEST, ssid: 'Outra' }, t.token);
  assert.equal(b.body.interfaceID, 'wlan1-2');
  assert.equal((await t.json('DELETE', `/api/v1/wireless/${a.body.id}`, undefined, t.token)).status, 200);
  const c = await t.json('POST', '/api/v1/wireless', { ...GUEST, ssid: 'Terceira' }, t.token);
  assert.equal(c.body.interfaceID, 'wlan1-1');
});
