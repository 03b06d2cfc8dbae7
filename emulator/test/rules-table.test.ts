/**
 * One rule, one place: every case of the contract's whole-record validators (the ones the UI's forms call) is sent
 * to the emulator's route. A case the validator refuses is refused by the route with the same message and field,
 * the state unchanged; a case it accepts is accepted. Wi-Fi, radio, band steering, credentials, mesh location and the
 * LAN's move here; the DHCP server, LAN address, lease, WAN and PPPoE tables are the contract's
 * (contract/test/cases/network.ts, run by rules-table-network.test.ts).
 */
import assert from 'node:assert/strict';
import {
  decodeSecret,
  encodeSecret,
  firstRefusal,
  followLan,
  followLanDhcp,
  type Radio,
  type RadioUpdate,
  radioAfter,
  routerMessages as r,
  ssidAvailable,
  validateBandSteering,
  validateCipher,
  validateRadio,
  validateRepeaterClient,
  wifiBandFull,
  wifiLockRefusal,
  wifiLocks,
  wifiRole,
  wpsAllowed,
  validateOwnerCredentials,
  validateLocation,
  validateWifiNetwork,
  validationMessages as m,
} from '@roteador/contract';
import { setup } from './helpers.ts';
import type { AppOptions } from '../src/app.ts';


type Case<D> = [name: string, draft: D, expected: [field: string, message: string] | 'ok'];

/** Runs one table: the validator's verdict must be the expected one, and the route's the validator's. */
async function table<D>(
  name: string,
  cases: Case<D>[],
  validate: (d: D) => Record<string, string | undefined>,
  send: (t: ReturnType<typeof setup>, token: string, d: D) => Promise<{ status: number; body: { message?: string; field?: string } }>,
  apiField: (field: string) => string = (f) => f,
  options: AppOptions = {},
) {
  for (const [title, draft, expected] of cases) {
    using t = setup(options);
    const token = await t.login();
    const refusal = firstRefusal(validate(draft));
    if (expected === 'ok') assert.equal(refusal, undefined, `${name} ${title}: the validator refused ${JSON.stringify(refusal)}`);
    else assert.deepEqual(refusal && [refusal.field, refusal.message], expected, `${name} ${title}: the validator`);
    const before = (await t.state()).network;
    const answer = await send(t, token, draft);
    if (!refusal) {
      assert.ok(answer.status >= 200 && answer.status < 300, `${name} ${title}: accepted by the form, refused by the router: ${JSON.stringify(answer.body)}`);
      continue;
    }
    assert.equal(answer.status, 400, `${name} ${title}: refused by the form, the router answered ${answer.status}`);
    assert.equal(answer.body.message, refusal.message, `${name} ${title}: message`);
    assert.equal(answer.body.field, apiField(refusal.field), `${name} ${title}: field`);
    assert.deepEqual((await t.state()).network, before, `${name} ${title}: state changed by a refused write`);
  }
}

Deno.test('Wi-Fi names (§5.4) across bands: the form and the router agree; band steering keeps the root network one name on both bands', async () => {
  using t = setup();
  const token = await t.login();
  const records = (await t.json('GET', '/api/v1/wireless', undefined, token)).body as Array<{ id: string; ssid: string; radioID: string; isRoot: boolean }>;
  const root5 = records.find((r) => r.isRoot && r.radioID === 'radio1')!;
  const network = (ssid: string, radioID: string) => ({ radioID, ssid, enabled: true, wps: false, broadcast: true, cipher: 3, crypto: 2, key: encodeSecret('senha-forte-1'), guest_network: false });
  // a 2.4 GHz-only network may not take the root's 5 GHz name: refused by the contract's rule and by the router
  assert.equal(ssidAvailable({ ssid: root5.ssid, radioID: 'radio0', isRoot: false }, records), m.ssidInUse);
  const before = (await t.state()).network;
  const taken = await t.json('POST', '/api/v1/wireless', network(root5.ssid, 'radio0'), token);
  assert.deepEqual([taken.status, taken.body.field, taken.body.message], [400, 'ssid', m.ssidInUse]);
  assert.deepEqual((await t.state()).network, before);
  // a dual-band network is one record per band under one name: the second half is accepted
  assert.equal((await t.json('POST', '/api/v1/wireless', network('Visitas', 'radio0'), token)).status, 201);
  const all = (await t.json('GET', '/api/v1/wireless', undefined, token)).body;
  assert.equal(ssidAvailable({ ssid: 'Visitas', radioID: 'radio1', isRoot: false }, all), undefined);
  assert.equal((await t.json('POST', '/api/v1/wireless', network('Visitas', 'radio1'), token)).status, 201);
  // ...but not a third record of that name on a band it already has
  assert.equal((await t.json('POST', '/api/v1/wireless', network('Visitas', 'radio1'), token)).status, 400);

  // band steering on: the root network is one name on both bands; renaming one record renames both (§5.4)
  const same = await t.json('PUT', `/api/v1/wireless/${root5.id}`, { ssid: 'Lar dos Santos' }, token);
  assert.equal(same.status, 200, JSON.stringify(same.body));
  assert.equal((await t.json('PUT', '/api/v1/band_steering/0', { enabled: true }, token)).status, 200);
  assert.equal((await t.json('PUT', '/api/v1/wireless/wl0', { ssid: 'Casa Nova' }, token)).status, 200);
  const roots = (await t.json('GET', '/api/v1/wireless', undefined, token)).body.filter((w: { isRoot: boolean }) => w.isRoot);
  assert.deepEqual(roots.map((w: { ssid: string }) => w.ssid), ['Casa Nova', 'Casa Nova']);
  // the UI's second PUT of the same save changes nothing more
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root5.id}`, { ssid: 'Casa Nova' }, token)).status, 200);
  // band steering off: the halves may carry their own names again
  assert.equal((await t.json('PUT', '/api/v1/band_steering/0', { enabled: false }, token)).status, 200);
  assert.equal((await t.json('PUT', `/api/v1/wireless/${root5.id}`, { ssid: 'Casa Nova 5G' }, token)).status, 200);
  assert.equal((await t.json('GET', '/api/v1/wireless/wl0', undefined, token)).body.ssid, 'Casa Nova');
});

Deno.test('credentials (§5.6): the router stores the username trimmed, as the form sends it; the same refusals', async () => {
  using t = setup();
  const token = await t.login();
  assert.deepEqual(firstRefusal(validateOwnerCredentials({ username: '   ', password: 'Forte#2026x' })), { field: 'username', message: m.required });
  const blank = await t.json('PUT', '/api/v1/user/0', { username: encodeSecret('   '), password: encodeSecret('Forte#2026x') }, token);
  assert.deepEqual([blank.status, blank.body.field, blank.body.message], [400, 'username', m.required]);
  const saved = await t.json('PUT', '/api/v1/user/0', { username: encodeSecret('  dono  '), password: encodeSecret('Forte#2026x') }, token);
  assert.equal(saved.status, 200);
  assert.equal((await t.state()).credentials.username, 'dono');
  assert.equal((await t.json('POST', '/api/v1/session', { username: 'dono', password: 'Forte#2026x' })).status, 200);
});

Deno.test('mesh location name (spec 1 §5): the page and the router refuse the same names with the same message', async () => {
  const cases: Array<[string, 'ok' | 'refused']> = [
    ['Cozinha', 'ok'], ['Sala de Estar', 'ok'], ['', 'refused'], ['Sala', 'refused'], ['ESCRITORIO', 'refused'], ['QUARTO', 'ok'],
    ['Quarto 2', 'refused'], ['Sala  Grande', 'refused'], ['Área', 'refused'], ['a'.repeat(29), 'refused'], [' Varanda', 'refused'],
  ];
  for (const [name, expected] of cases) {
    using t = setup({ profile: { meshAgents: 2 } });
    const token = await t.login();
    const nodes = (await t.json('GET', '/api/v1/easymesh', undefined, token)).body[0].nodes as Array<{ mac: string; name: string; isRoot: boolean }>;
    const agent = nodes.find((n) => !n.isRoot)!;
    const message = validateLocation(name, nodes.filter((n) => n.mac !== agent.mac).map((n) => n.name));
    assert.equal(message === undefined ? 'ok' : 'refused', expected, `'${name}': the page's verdict`);
    const before = JSON.stringify(t.emulator.state.agents.map((a) => a.device.alias));
    const answer = await t.json('PUT', '/api/v1/easymesh/0', { neighbors: [{ name, mac: agent.mac }] }, token);
    if (message === undefined) {
      assert.equal(answer.status, 200, `'${name}': accepted by the page, refused by the router: ${JSON.stringify(answer.body)}`);
      continue;
    }
    assert.equal(answer.status, 400, `'${name}'`);
    assert.deepEqual([answer.body.message, answer.body.field], [message, 'neighbors.0.name'], `'${name}'`);
    assert.equal(JSON.stringify(t.emulator.state.agents.map((a) => a.device.alias)), before, `'${name}': state unchanged`);
  }
});

Deno.test('Wi-Fi network (spec 2 §5.4): the form and the router refuse the same names, securities and keys with the same message', async () => {
  const cases: Array<[string, { ssid: string; key: string; cipher: number }, 'ok' | 'ssid' | 'cipher' | 'key']> = [
    ['a new name, WPA2', { ssid: 'Visitas', key: 'senhaforte123', cipher: 3 }, 'ok'],
    ['open, no key', { ssid: 'Aberta', key: '', cipher: 0 }, 'ok'],
    ['empty name', { ssid: '', key: 'senhaforte123', cipher: 3 }, 'ssid'],
    ['the root name on this band', { ssid: 'ROOT24', key: 'senhaforte123', cipher: 3 }, 'ssid'],
    ['the root name of the other band', { ssid: 'ROOT5', key: 'senhaforte123', cipher: 3 }, 'ssid'],
    ['a reserved name', { ssid: 'INTELBRAS', key: 'senhaforte123', cipher: 3 }, 'ssid'],
    ['a short key', { ssid: 'Visitas', key: '123', cipher: 3 }, 'key'],
    ['WPA only', { ssid: 'Visitas', key: 'senhaforte123', cipher: 2 }, 'cipher'],
    ['an empty name and a short key: the name first', { ssid: '', key: '123', cipher: 3 }, 'ssid'],
  ];
  for (const [title, c, expected] of cases) {
    using t = setup();
    const token = await t.login();
    const wireless = (await t.json('GET', '/api/v1/wireless', undefined, token)).body as Array<{ id: string; ssid: string; radioID: string; isRoot: boolean; mode: number }>;
    const root = (radio: string) => wireless.find((w) => w.isRoot && w.radioID === radio)!.ssid;
    const ssid = c.ssid.replace('ROOT24', root('radio0')).replace('ROOT5', root('radio1'));
    // the form's whole-record check (web/src/forms/wireless validateWifi), the contract's validateWifiNetwork
    const first = firstRefusal(validateWifiNetwork({ isRoot: false, ssid, radioIDs: ['radio0'], cipher: c.cipher, key: c.key }, { others: wireless }));
    const refusal = first && [first.field, first.message];
    assert.equal(refusal?.[0] ?? 'ok', expected, `${title}: the form's verdict`);
    const before = JSON.stringify(t.emulator.state.network.wireless);
    const answer = await t.json('POST', '/api/v1/wireless', {
      radioID: 'radio0', ssid, enabled: true, wps: false, broadcast: true, cipher: c.cipher, crypto: c.cipher === 0 ? 0 : 2,
      key: c.key === '' ? '' : encodeSecret(c.key), guest_network: false,
    }, token);
    if (!refusal) {
      assert.equal(answer.status, 201, `${title}: accepted by the form, refused by the router: ${JSON.stringify(answer.body)}`);
      continue;
    }
    assert.equal(answer.status, 400, title);
    assert.deepEqual([answer.body.field, answer.body.message], refusal, title);
    assert.equal(JSON.stringify(t.emulator.state.network.wireless), before, `${title}: state unchanged`);
  }
});

/** The radios a fresh emulator of this profile stores, by id. */
async function storedRadios(options: AppOptions): Promise<Record<string, Radio>> {
  using t = setup(options);
  const list = (await t.json('GET', '/api/v1/radio', undefined, await t.login())).body as Radio[];
  return Object.fromEntries(list.map((radio) => [radio.id, radio]));
}

type RadioCase = Case<[id: string, update: RadioUpdate]>;

Deno.test('radio (§5.5): the page and the router refuse the same records with the same message', async () => {
  const runs: Array<[AppOptions, RadioCase[]]> = [
    [{}, [
      ['a fixed channel, 20/40MHz, its lower side', ['radio0', { configuredChannel: 6, bandwidth: '40', extension: 'lower' }], 'ok'],
      ['a fixed channel alone: the side that fits is taken', ['radio0', { configuredChannel: 11 }], 'ok'],
      ["'auto' on a fixed channel: the side that fits is taken", ['radio0', { configuredChannel: 3, extension: 'auto' }], 'ok'],
      ['2.4 GHz channel 14', ['radio0', { configuredChannel: 14 }], ['configuredChannel', r.radioChannel['2.4']]],
      ['2.4 GHz channel 36', ['radio0', { configuredChannel: 36 }], ['configuredChannel', r.radioChannel['2.4']]],
      ['2.4 GHz channel -1', ['radio0', { configuredChannel: -1 }], ['configuredChannel', r.radioChannel['2.4']]],
      ['5 GHz channel 6', ['radio1', { configuredChannel: 6 }], ['configuredChannel', r.radioChannel['5']]],
      ['5 GHz channel 52', ['radio1', { configuredChannel: 52 }], ['configuredChannel', r.radioChannel['5']]],
      ['5 GHz channel 165 at 20/40/80MHz', ['radio1', { configuredChannel: 165, bandwidth: '80' }], 'ok'],
      ['2.4 GHz at 20/40/80MHz', ['radio0', { bandwidth: '80' }], ['bandwidth', r.radioBandwidth['2.4']]],
      ["bandwidth '20/40MHz' (the label, not the value)", ['radio0', { bandwidth: '20/40MHz' }], ['bandwidth', r.radioBandwidth['2.4']]],
      ['5 GHz at 160', ['radio1', { bandwidth: '160' }], ['bandwidth', r.radioBandwidth['5']]],
      ['an extension on 5 GHz', ['radio1', { configuredChannel: 36, bandwidth: '40', extension: 'lower' }], ['extension', r.radioExtensionUnused]],
      ['an extension at 20MHz', ['radio0', { configuredChannel: 6, bandwidth: '20', extension: 'upper' }], ['extension', r.radioExtensionUnused]],
      ['an extension on the automatic channel', ['radio0', { configuredChannel: 0, extension: 'upper' }], ['extension', r.radioExtensionUnused]],
      ['an extension past channel 13', ['radio0', { configuredChannel: 12, bandwidth: '40', extension: 'upper' }], ['extension', r.radioExtensionOutside]],
      ['an extension below channel 1', ['radio0', { configuredChannel: 2, bandwidth: '40', extension: 'lower' }], ['extension', r.radioExtensionOutside]],
      ['an extension side that does not exist', ['radio0', { configuredChannel: 6, extension: 'above' }], ['extension', r.radioExtensionUnknown]],
    ]],
    // W5-1200G: 2.4 GHz in opMode 4 (Wi-Fi 4), 5 GHz in opMode 6 (Wi-Fi 5)
    [{ profile: { model: 'W5-1200G' } }, [
      ['MU-MIMO on Wi-Fi 4', ['radio0', { mu_mimo: true }], ['mu_mimo', r.radioMuMimo]],
      ['MU-MIMO on Wi-Fi 5', ['radio1', { mu_mimo: true, beamforming: false }], 'ok'],
      ['OFDMA on Wi-Fi 4', ['radio0', { ofdma: true }], ['ofdma', r.radioOfdma]],
      ['OFDMA on Wi-Fi 5', ['radio1', { ofdma: true }], ['ofdma', r.radioOfdma]],
      ['TWT on Wi-Fi 5', ['radio1', { twt: true }], ['twt', r.radioTwt]],
    ]],
  ];
  for (const [options, cases] of runs) {
    const stored = await storedRadios(options);
    await table('radio', cases, ([id, update]) => validateRadio(radioAfter(stored[id], update)),
      (t, token, [id, update]) => t.json('PUT', `/api/v1/radio/${id}`, update, token), undefined, options);
  }
});

Deno.test('radio (§5.5): the router stores the record the page shows (radioAfter), the channel in use following a fixed one', async () => {
  using t = setup();
  const token = await t.login();
  for (const update of [{ configuredChannel: 11, bandwidth: '40' }, { configuredChannel: 1 }, { bandwidth: '20' }, { configuredChannel: 0, bandwidth: '40' }]) {
    const stored = (await t.json('GET', '/api/v1/radio/radio0', undefined, token)).body as Radio;
    const shown = radioAfter(stored, update);
    const saved = (await t.json('PUT', '/api/v1/radio/radio0', update, token)).body as Radio;
    assert.deepEqual({ ...saved, channel: 0 }, { ...shown, channel: 0 }, JSON.stringify(update));
    assert.equal(saved.channel, shown.configuredChannel === 0 ? stored.channel : shown.configuredChannel);
  }
});

type Facts = { device: { model: string }; system: { operationMode: number }; easymesh: { enabled: boolean; type: number } };
const roleIn = (s: Facts) => wifiRole({ model: s.device.model, operationMode: s.system.operationMode, mesh: s.easymesh });

Deno.test('Wi-Fi locks by mesh role (§4.11, §4.12): what the form locks the router refuses, with the hint the form shows', async () => {
  type Change = [title: string, update: Record<string, unknown>];
  const changes: Change[] = [
    ['rename', { ssid: 'Outro-Nome' }], ['a new key', { key: encodeSecret('OutraSenha2026') }], ['open', { cipher: 0, crypto: 0, key: '' }],
    ['WPA/WPA2', { cipher: 4 }], ['WPA3 only', { cipher: 5 }], ['WPS off', { wps: false }], ['switched off', { enabled: false }],
    ['hidden', { broadcast: false }],
  ];
  const expected: Record<string, Record<string, [string, string] | 'ok'>> = {
    agent: {
      'rename': ['ssid', r.wifiLockedAgent], 'a new key': ['key', r.wifiLockedAgent], 'open': ['cipher', r.wifiLockedAgent],
      'WPA/WPA2': ['cipher', r.wifiLockedAgent], 'WPA3 only': ['cipher', r.wifiLockedAgent], 'WPS off': 'ok',
      'switched off': ['enabled', r.wifiRootLocked], 'hidden': 'ok',
    },
    controller: {
      'rename': 'ok', 'a new key': 'ok', 'open': ['cipher', r.wifiLockedController], 'WPA/WPA2': 'ok',
      'WPA3 only': ['cipher', r.wifiWpa3Mesh], 'WPS off': ['wps', r.wifiWpsMesh], 'switched off': ['enabled', r.wifiRootLocked], 'hidden': 'ok',
    },
    none: {
      'rename': 'ok', 'a new key': 'ok', 'open': 'ok', 'WPA/WPA2': 'ok', 'WPA3 only': 'ok', 'WPS off': 'ok',
      'switched off': ['enabled', r.wifiRootLocked], 'hidden': 'ok',
    },
  };
  for (const role of ['agent', 'controller', 'none'] as const) {
    for (const [title, update] of changes) {
      using t = setup({ profile: { base: 'demo', meshRole: role } });
      const token = await t.login();
      const state = await t.state();
      assert.equal(roleIn(state), role);
      const root = state.network.wireless.find((w: { isRoot: boolean; frequency: string }) => w.isRoot && w.frequency === '2.4');
      const plain = (w: { cipher: number; key: string }) => (w.cipher === 0 ? '' : decodeSecret(w.key) ?? w.key);
      const next = { ...root, ...update };
      const verdict = wifiLockRefusal(wifiLocks(role, true), role, { ...root, key: plain(root) }, { ...next, key: plain(next) });
      const want = expected[role][title];
      assert.deepEqual(verdict ? [verdict.field, verdict.message] : 'ok', want, `${role} ${title}: the form's verdict`);
      const answer = await t.json('PUT', `/api/v1/wireless/${root.id}`, update, token);
      if (!verdict) {
        assert.equal(answer.status, 200, `${role} ${title}: unlocked on the form, refused by the router: ${JSON.stringify(answer.body)}`);
        continue;
      }
      assert.deepEqual([answer.status, answer.body.field, answer.body.message], [400, verdict.field, verdict.message], `${role} ${title}`);
      assert.deepEqual((await t.state()).network, state.network, `${role} ${title}: state unchanged`);
    }
  }
  // an agent neither adds nor deletes a network; nobody deletes the root network
  using agent = setup({ profile: { base: 'demo', meshRole: 'agent' } });
  const token = await agent.login();
  const added = await agent.json('POST', '/api/v1/wireless', { radioID: 'radio0', ssid: 'Visitas', enabled: true, wps: false, broadcast: true, cipher: 3, crypto: 2, key: encodeSecret('senha-forte-1'), guest_network: false }, token);
  assert.deepEqual([added.status, added.body.message], [400, r.wifiLockedAgent]);
  assert.deepEqual((await agent.json('DELETE', '/api/v1/wireless/wl0', undefined, token)).body.message, r.wifiLockedAgent);
  using plain = setup({ profile: { base: 'demo', meshRole: 'none' } });
  assert.deepEqual((await plain.json('DELETE', '/api/v1/wireless/wl0', undefined, await plain.login())).body.message, r.wifiRootLocked);
});

Deno.test('band steering (§5.4): the form and the router agree on when it may be on; on, the root network is one name', async () => {
  type SteeringCase = [title: string, options: AppOptions, prepare: Array<[string, string, unknown]>, expected: 'ok' | string];
  const cases: SteeringCase[] = [
    ['two names, no mesh: the 2.4 GHz name for both', { profile: { base: 'demo', meshRole: 'none' } }, [], 'ok'],
    ['the 5 GHz radio off', { profile: { base: 'demo', meshRole: 'none' } }, [['PUT', 'radio/radio1', { enabled: false }]], r.bandSteeringNeeds],
    ['two names on a controller (separation locked)', {}, [], r.bandSteeringNeeds],
    ['one name on a controller', {}, [['PUT', 'wireless/wl1', { ssid: 'Casa-Unica' }], ['PUT', 'wireless/wl0', { ssid: 'Casa-Unica' }]], 'ok'],
    ['two names on an agent (names locked)', { profile: { base: 'demo', meshRole: 'agent' } }, [], r.bandSteeringNeeds],
    ['a single-band model', { profile: { base: 'demo', model: 'W4-300F', meshRole: 'none' } }, [], r.bandSteeringNeeds],
  ];
  for (const [title, options, prepare, expected] of cases) {
    using t = setup(options);
    const token = await t.login();
    for (const [method, path, body] of prepare) assert.equal((await t.json(method, `/api/v1/${path}`, body, token)).status, 200, `${title}: ${path}`);
    const state = await t.state();
    const role = roleIn(state);
    const roots = state.network.wireless.filter((w: { isRoot: boolean }) => w.isRoot) as Array<{ ssid: string; frequency: string }>;
    const [r24, r5] = [roots.find((w) => w.frequency === '2.4'), roots.find((w) => w.frequency === '5')];
    // the form: the owner may give both bands one name unless the role locks the name or the separation
    const locks = wifiLocks(role, true);
    const verdict = validateBandSteering({
      radios: state.network.radios,
      dualBand: r24 !== undefined && r5 !== undefined,
      sameName: r24 !== undefined && r5 !== undefined && (r24.ssid === r5.ssid || (!locks.ssid && !locks.separate)),
    });
    assert.equal(verdict ?? 'ok', expected, `${title}: the form's verdict`);
    const answer = await t.json('PUT', '/api/v1/band_steering/0', { enabled: true }, token);
    if (verdict) {
      assert.deepEqual([answer.status, answer.body.field, answer.body.message], [400, 'enabled', verdict], title);
      assert.deepEqual((await t.state()).network, state.network, `${title}: state unchanged`);
      continue;
    }
    assert.equal(answer.status, 200, `${title}: ${JSON.stringify(answer.body)}`);
    const after = (await t.json('GET', '/api/v1/wireless', undefined, token)).body.filter((w: { isRoot: boolean }) => w.isRoot);
    assert.deepEqual(after.map((w: { ssid: string }) => w.ssid), [r24!.ssid, r24!.ssid], `${title}: one name on both bands`);
  }
});

Deno.test('Wi-Fi security (§5.4): the cipher, WPS and the repeated network, judged alike by the form and the router', async () => {
  for (const cipher of [0, 1, 2, 3, 4, 5, 6, 7]) {
    using t = setup({ profile: { base: 'demo', meshRole: 'none' } });
    const token = await t.login();
    const body = { radioID: 'radio0', ssid: 'Visitas', enabled: true, wps: true, broadcast: true, cipher, crypto: cipher === 0 ? 0 : 2, key: cipher === 0 ? '' : encodeSecret('senha-forte-1'), guest_network: false };
    const verdict = validateCipher(cipher);
    assert.equal(verdict === undefined, [0, 3, 4, 5, 6].includes(cipher), `cipher ${cipher}: the form's verdict`);
    const answer = await t.json('POST', '/api/v1/wireless', body, token);
    if (verdict) assert.deepEqual([answer.status, answer.body.field, answer.body.message], [400, 'cipher', verdict], `cipher ${cipher}`);
    else assert.deepEqual([answer.status, answer.body.wps], [201, wpsAllowed(cipher)], `cipher ${cipher}: WPS as the form shows it`);
  }
  const repeated: Array<[string, { ssid: string; cipher: number; key: string }, 'ok' | [string, string]]> = [
    ['WPA/WPA2', { ssid: 'Vizinho_2G', cipher: 4, key: 'vizinho2026' }, 'ok'],
    ['open, no key', { ssid: 'Rede-Aberta', cipher: 0, key: '' }, 'ok'],
    ['WPA only', { ssid: 'Cafe-Antigo', cipher: 2, key: 'cafe12345' }, ['cipher', m.invalidCipher]],
    ['WEP only', { ssid: 'Escritorio-WEP', cipher: 1, key: 'abcde' }, ['cipher', m.invalidCipher]],
    ['a security the router does not know', { ssid: 'Estranha', cipher: 7, key: 'estranha2026' }, ['cipher', m.invalidCipher]],
    ['WPA2 without its key', { ssid: 'Vizinho_2G', cipher: 3, key: '' }, ['key', m.required]],
  ];
  await table('repeater client', repeated.map(([title, d, want]) => [title, d, want] as Case<typeof d>),
    (d) => validateRepeaterClient(d),
    (t, token, d) => t.json('PUT', '/api/v1/wireless/wlc', { ...d, key: d.key === '' ? '' : encodeSecret(d.key), radioID: 'radio0' }, token));
});

Deno.test('Wi-Fi limit per band (§4.8, §8): the form and the router count the same networks against the same limits', async () => {
  using t = setup({ profile: { base: 'demo', meshRole: 'none' } });
  const token = await t.login();
  await t.control('POST', '/limits', { wifi: 2 });
  const network = (ssid: string, radioID: string) => ({ radioID, ssid, enabled: true, wps: false, broadcast: true, cipher: 3, crypto: 2, key: encodeSecret('senha-forte-1'), guest_network: false });
  for (const [ssid, radioID] of [['Visitas', 'radio0'], ['Loja', 'radio0'], ['Loja', 'radio1'], ['Oficina', 'radio1']]) {
    const records = (await t.json('GET', '/api/v1/wireless', undefined, token)).body;
    const limits = (await t.json('GET', '/api/v1/limits/0', undefined, token)).body.wifi_limits;
    const full = wifiBandFull(records, radioID, limits[radioID]);
    const before = JSON.stringify((await t.state()).network.wireless);
    const answer = await t.json('POST', '/api/v1/wireless', network(ssid, radioID), token);
    if (!full) {
      assert.equal(answer.status, 201, `${ssid} on ${radioID}: room on the form, refused by the router`);
      continue;
    }
    assert.deepEqual([answer.status, answer.body.code, answer.body.message], [400, 'max', r.wifiLimit], `${ssid} on ${radioID}`);
    assert.equal(JSON.stringify((await t.state()).network.wireless), before);
  }
});

Deno.test('the LAN moving (§4.4, §4.10): the router moves the DHCP range, a DNS that was itself and the leases as the UI expects', async () => {
  using t = setup();
  const token = await t.login();
  const dhcp = { rangeStart: '192.168.0.100', rangeEnd: '192.168.0.250', dns1: '8.8.8.8', dns2: '192.168.0.1', dhcpLeaseTime: 720 };
  assert.equal((await t.json('PUT', '/api/v1/dhcp_server/lan', dhcp, token)).status, 200);
  const before = (await t.state()).network;
  const from = { ip4: before.lan.ip4, netmask: before.lan.netmask };
  const to = { ip4: '10.0.5.1', netmask: '255.255.255.0' };
  assert.equal((await t.json('PUT', '/api/v1/interface/lan', to, token)).status, 200);
  const after = (await t.state()).network;
  assert.deepEqual(after.dhcp, followLanDhcp(before.dhcp, from, to));
  assert.deepEqual([after.dhcp.rangeStart, after.dhcp.rangeEnd, after.dhcp.dns1, after.dhcp.dns2], ['10.0.5.100', '10.0.5.250', '8.8.8.8', '10.0.5.1']);
  assert.ok(before.leases.length > 0);
  assert.deepEqual(after.leases, before.leases.map((l: { ip: string }) => ({ ...l, ip: followLan(l.ip, from, to) })));
  assert.ok(after.leases.every((l: { ip: string }) => l.ip.startsWith('10.0.5.')));
});
