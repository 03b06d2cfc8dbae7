/**
 * spec 3 §3 'System settings', 'Denial-of-service settings', 'Global QoS', §5 'DMZ, bandwidth, DoS', §7:
 * UPnP, the DMZ host and SIP ALG in system; the DoS protections and the global bandwidth, refused with the UI's
 * own messages.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DenialOfService,
  DenialOfServiceList,
  dosFloods,
  GlobalQos,
  GlobalQosList,
  System,
  validateGlobalQosMbps,
  validationMessages as m,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from './helpers.ts';

const SYSTEM = '/api/v1/system/0';
const DOS = '/api/v1/denial_of_service';
const QOS = '/api/v1/qos_global';

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const factory = (options as { profile?: unknown }).profile === 'factory';
  const token = await t.login(factory ? { username: 'admin', password: 'admin' } : undefined);
  return { ...t, token };
}

const defaultDos = {
  id: 0,
  dos_enabled: false,
  ...Object.fromEntries(dosFloods.flatMap((f) => [[f, false], [`${f}_count`, 300]])),
  sourceipblock: false,
  ipblocktime: 60,
  tcpudpportscan: false,
  portscansensi: 0,
  icmpsmurfenabled: false,
  iplandenabled: false,
  ipspoofenabled: false,
  ipteardropenabled: false,
  pingofdeathenabled: false,
  tcpscanenabled: false,
  tcpsynwithdataenabled: false,
  udpbombenabled: false,
  udpechochargenenabled: false,
};
const defaultQos = { id: 0, enabled: false, global_download: 100000, global_upload: 50000 };
const defaultSettings = { upnp: true, dmz: { enabled: false, ip4: '' }, sip_alg: true };

Deno.test('defaults: UPnP and SIP ALG on, DMZ off, DoS off at 300 / 60 s, QoS off at 100 / 50 Mbps', async () => {
  for (const profile of ['demo', 'factory', { meshRole: 'agent' as const }, { operationMode: 1 as const }]) {
    using t = await ready({ profile });
    const system = await t.json('GET', '/api/v1/system', undefined, t.token);
    assert.equal(system.status, 200);
    conforms(system.body[0], System);
    const { upnp, dmz, sip_alg } = system.body[0];
    assert.deepEqual({ upnp, dmz, sip_alg }, defaultSettings, JSON.stringify(profile));
    const one = await t.json('GET', SYSTEM, undefined, t.token);
    assert.deepEqual(one.body, system.body[0]);

    const dos = await t.json('GET', DOS, undefined, t.token);
    assert.equal(dos.status, 200);
    conforms(dos.body, DenialOfServiceList);
    assert.deepEqual(dos.body, [defaultDos]);
    assert.deepEqual((await t.json('GET', `${DOS}/0`, undefined, t.token)).body, defaultDos);

    const qos = await t.json('GET', QOS, undefined, t.token);
    assert.equal(qos.status, 200);
    conforms(qos.body, GlobalQosList);
    assert.deepEqual(qos.body, [defaultQos]);
    assert.deepEqual((await t.json('GET', `${QOS}/0`, undefined, t.token)).body, defaultQos);
  }
});

Deno.test('auth needed; only id 0 exists', async () => {
  using t = await ready();
  for (const path of [DOS, `${DOS}/0`, QOS, `${QOS}/0`]) assert.equal((await t.json('GET', path)).status, 401);
  assert.equal((await t.json('PUT', `${DOS}/0`, { dos_enabled: true })).status, 401);
  assert.equal((await t.json('PUT', `${QOS}/0`, { enabled: true })).status, 401);
  for (const path of [`${DOS}/1`, `${QOS}/1`]) {
    const res = await t.json('GET', path, undefined, t.token);
    assert.equal(res.status, 404);
    assert.equal(res.body.status, 'error');
    assert.equal((await t.json('PUT', path, { enabled: true }, t.token)).status, 404);
  }
  assert.equal((await t.json('PUT', '/api/v1/system/1', { upnp: false }, t.token)).status, 404);
  const s = await t.state();
  assert.deepEqual(s.security.dos, omitId(defaultDos));
  assert.deepEqual(s.security.qos, omitId(defaultQos));
});

function omitId<T extends { id: number }>(r: T): Omit<T, 'id'> {
  const { id: _, ...rest } = r;
  return rest;
}

Deno.test('DoS: partial writes are merged, read back and stored; no restart', async () => {
  using t = await ready();
  const put = await t.json(
    'PUT',
    `${DOS}/0`,
    { dos_enabled: true, sysflood_syn: true, sysflood_syn_count: 9999 },
    t.token,
  );
  assert.equal(put.status, 200);
  conforms(put.body, DenialOfService);
  const expected = { ...defaultDos, dos_enabled: true, sysflood_syn: true, sysflood_syn_count: 9999 };
  assert.deepEqual(put.body, expected);
  // the whole record back, its id included, and the bounds 0 and 9999
  const whole = {
    ...expected,
    ipblocktime: 0,
    ipfloodudp_count: 0,
    portscansensi: 1,
    tcpudpportscan: true,
    udpbombenabled: true,
  };
  assert.deepEqual((await t.json('PUT', `${DOS}/0`, whole, t.token)).body, whole);
  assert.deepEqual((await t.json('GET', `${DOS}/0`, undefined, t.token)).body, whole);
  const s = await t.state();
  assert.deepEqual(s.security.dos, omitId(whole));
  assert.equal(s.network.pendingRestart, false);
});

Deno.test('DoS: counts and block time outside 0 to 9999 are refused with the first failing field; nothing changes', async () => {
  using t = await ready();
  await t.json('PUT', `${DOS}/0`, { dos_enabled: true }, t.token);
  const before = (await t.state()).security;
  const refusals: [unknown, string, string][] = [
    [{ sysflood_syn_count: 10000 }, 'sysflood_syn_count', m.dosRange],
    [{ ipblocktime: 10000, dos_enabled: false }, 'ipblocktime', m.dosRange],
    // every other field of the body is dropped with it; the first failing field in the form's order is reported
    [{ dos_enabled: false, ipfloodicmp_count: 12345, sysflood_fin_count: 10000 }, 'sysflood_fin_count', m.dosRange],
    // below the range is out of it too: the page's range message (issue 26)
    [{ ipfloodsyn_count: -1 }, 'ipfloodsyn_count', m.dosRange],
  ];
  for (const [body, field, message] of refusals) {
    const res = await t.json('PUT', `${DOS}/0`, body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field });
  }
  assert.equal(m.dosRange, '0 à 9999');
  // the struct: a wrong type, an unknown field, a sensitivity other than 0/1, another id
  for (
    const body of [{ dos_enabled: 'yes' }, { flood: true }, { portscansensi: 2 }, { sysflood_syn_count: 1.5 }, {
      id: 1,
    }]
  ) {
    const res = await t.json('PUT', `${DOS}/0`, body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.status, 'error');
  }
  assert.equal((await t.call('PUT', `${DOS}/0`, 'not json', t.token)).status, 400);
  assert.deepEqual((await t.state()).security, before);
});

Deno.test('QoS: partial writes in kbps are merged and read back; no restart', async () => {
  using t = await ready();
  const put = await t.json('PUT', `${QOS}/0`, { enabled: true, global_download: 1000000 }, t.token);
  assert.equal(put.status, 200);
  conforms(put.body, GlobalQos);
  assert.deepEqual(put.body, { ...defaultQos, enabled: true, global_download: 1000000 });
  const whole = { id: 0, enabled: true, global_download: 1000, global_upload: 20000 };
  assert.deepEqual((await t.json('PUT', `${QOS}/0`, whole, t.token)).body, whole);
  assert.deepEqual((await t.json('GET', QOS, undefined, t.token)).body, [whole]);
  const s = await t.state();
  assert.deepEqual(s.security.qos, omitId(whole));
  assert.equal(s.network.pendingRestart, false);
});

Deno.test('QoS: rates that are not whole Mbps from 1 to 1000 are refused; nothing changes', async () => {
  using t = await ready();
  const before = (await t.state()).security;
  const range = 'O campo deve possuir valor entre 1 e 1000';
  const refusals: [unknown, string, string][] = [
    [{ global_download: 0 }, 'global_download', range],
    [{ global_download: 999 }, 'global_download', m.numeric],
    [{ global_upload: 1500 }, 'global_upload', m.numeric],
    [{ global_upload: 1001000 }, 'global_upload', range],
    [
      { enabled: true, global_download: 500000, global_upload: 10000000 },
      'global_upload',
      validateGlobalQosMbps('10000')!,
    ],
    [{ global_download: -1000, global_upload: 0 }, 'global_download', m.numeric],
  ];
  for (const [body, field, message] of refusals) {
    const res = await t.json('PUT', `${QOS}/0`, body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.equal(res.body.field, field, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  for (const body of [{ enabled: 1 }, { global_download: '100' }, { rate: 1 }, { id: 2 }]) {
    assert.equal((await t.json('PUT', `${QOS}/0`, body, t.token)).status, 400, JSON.stringify(body));
  }
  assert.deepEqual((await t.state()).security, before);
});

Deno.test('system: UPnP, DMZ and SIP ALG are written in router mode and read back; no restart', async () => {
  using t = await ready();
  const s0 = await t.state();
  const lan = s0.network.lan as { ip4: string; netmask: string };
  const host = lan.ip4.replace(/\d+$/, '50');
  const put = await t.json('PUT', SYSTEM, { upnp: false, sip_alg: false, dmz: { enabled: true, ip4: host } }, t.token);
  assert.equal(put.status, 200);
  conforms(put.body, System);
  assert.deepEqual(put.body, { ...put.body, upnp: false, sip_alg: false, dmz: { enabled: true, ip4: host } });
  assert.deepEqual((await t.json('GET', SYSTEM, undefined, t.token)).body, put.body);
  // the DMZ switched off keeps the host sent, or clears it
  assert.deepEqual((await t.json('PUT', '/api/v1/system', { dmz: { enabled: false, ip4: host } }, t.token)).body.dmz, {
    enabled: false,
    ip4: host,
  });
  assert.deepEqual((await t.json('PUT', SYSTEM, { dmz: { enabled: false, ip4: '' } }, t.token)).body.dmz, {
    enabled: false,
    ip4: '',
  });
  const s = await t.state();
  assert.deepEqual(
    { upnp: s.system.upnp, dmz: s.system.dmz, sip_alg: s.system.sip_alg },
    { upnp: false, dmz: { enabled: false, ip4: '' }, sip_alg: false },
  );
  assert.equal(s.network.pendingRestart, false);
  assert.equal(s.system.operationMode, s0.system.operationMode);
});

Deno.test('system: a DMZ host outside the LAN, its network, broadcast or the router itself is refused; nothing changes', async () => {
  using t = await ready();
  const lan = (await t.state()).network.lan as { ip4: string; netmask: string };
  assert.equal(lan.netmask, '255.255.255.0');
  const prefix = lan.ip4.replace(/\d+$/, '');
  const before = await t.state();
  const refusals: [string, string][] = [
    ['', m.required],
    ['10.20.30', m.invalidAddress],
    [`${prefix}0`, m.invalidAddress],
    [`${prefix}255`, m.unusableAddress],
    [lan.ip4, m.unusableAddress],
  ];
  for (const [ip4, message] of refusals) {
    // the other fields of the same body are dropped too
    const res = await t.json(
      'PUT',
      SYSTEM,
      { upnp: false, ipv6: { enabled: true }, dmz: { enabled: true, ip4 } },
      t.token,
    );
    assert.equal(res.status, 400, ip4);
    assert.deepEqual(res.body, { status: 'error', message, field: 'dmz.ip4' }, ip4);
  }
  const outside = await t.json('PUT', SYSTEM, { dmz: { enabled: true, ip4: '203.0.113.9' } }, t.token);
  assert.equal(outside.status, 400);
  assert.equal(outside.body.field, 'dmz.ip4');
  assert.ok(outside.body.message.length > 0);
  // the struct
  for (const body of [{ upnp: 'on' }, { dmz: { enabled: true } }, { sip_alg: null }, { dmz: true }]) {
    assert.equal((await t.json('PUT', SYSTEM, body, t.token)).status, 400, JSON.stringify(body));
  }
  assert.deepEqual(await t.state(), before);
});

Deno.test('system: outside router mode or on a mesh agent, UPnP, DMZ and SIP ALG cannot change', async () => {
  const cases = [
    { profile: { meshRole: 'agent' as const } },
    { profile: { operationMode: 1 as const } },
    { profile: { operationMode: 3 as const } },
  ];
  for (const options of cases) {
    using t = await ready(options);
    const before = await t.state();
    const refusals: [unknown, string, string][] = [
      [{ upnp: false }, 'upnp', 'UPnP só pode ser alterado no modo roteador e fora de um nó secundário'],
      [
        { sip_alg: false, upnp: true },
        'sip_alg',
        'SIP ALG só pode ser alterado no modo roteador e fora de um nó secundário',
      ],
      [
        { dmz: { enabled: false, ip4: '192.168.0.10' } },
        'dmz',
        'A DMZ só pode ser alterada no modo roteador e fora de um nó secundário',
      ],
    ];
    for (const [body, field, message] of refusals) {
      const res = await t.json('PUT', SYSTEM, body, t.token);
      assert.equal(res.status, 400, JSON.stringify({ options, body }));
      assert.deepEqual(res.body, { status: 'error', message, field });
    }
    assert.deepEqual(await t.state(), before);
    // the same values sent back are accepted (a whole record PUT back)
    const same = await t.json('PUT', SYSTEM, { ...defaultSettings }, t.token);
    assert.equal(same.status, 200, JSON.stringify(options));
  }
  // leaving router mode in the same body is refused too
  using r = await ready();
  const res = await r.json('PUT', SYSTEM, { operationMode: 1, upnp: false }, r.token);
  assert.equal(res.status, 400);
  assert.equal(res.body.field, 'upnp');
  assert.equal((await r.state()).system.operationMode, 0);
});

Deno.test('a state file without UPnP, DMZ, SIP ALG, DoS or QoS loads with the defaults', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-protection-old-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile, profile: { meshAgents: 1 } });
      const old = structuredClone(a.emulator.state) as unknown as {
        system: Record<string, unknown>;
        security: Record<string, unknown>;
        agents: { system: Record<string, unknown>; security: Record<string, unknown> }[];
      };
      for (const s of [old, ...old.agents]) {
        delete s.system.upnp;
        delete s.system.dmz;
        delete s.system.sip_alg;
        delete s.security.dos;
        delete s.security.qos;
      }
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.loadedFromFile, true);
    for (const s of [b.emulator.state, b.emulator.state.agents[0]]) {
      assert.deepEqual(s.security.dos, omitId(defaultDos));
      assert.deepEqual(s.security.qos, omitId(defaultQos));
      assert.deepEqual({ upnp: s.system.upnp, dmz: s.system.dmz, sip_alg: s.system.sip_alg }, defaultSettings);
    }
    assert.deepEqual((await b.json('GET', DOS, undefined, b.token)).body, [defaultDos]);
    assert.equal((await b.json('GET', SYSTEM, undefined, b.token)).body.upnp, true);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
