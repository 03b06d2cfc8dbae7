/** spec 2 §4.1, §5.3: PUT wan/0 and pppoe, refused with the UI's messages, state untouched. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { decodeSecret, encodeSecret, Pppoe, PppoeList, validationMessages as m, Wan } from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from './helpers.ts';

async function ready(options: Parameters<typeof setup>[0] = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

const STATIC = {
  mode: 1,
  ip4: '200.10.20.30',
  netmask: '255.255.255.0',
  gateway: '200.10.20.1',
  dns_v4: { automatic: false, dns1: '8.8.8.8', dns2: '1.1.1.1', dns3: '' },
};

Deno.test('PUT wan/0: static, DHCP and cloned MAC round trip', async () => {
  using t = await ready();
  const put = await t.json('PUT', '/api/v1/wan/0', STATIC, t.token);
  assert.equal(put.status, 200);
  conforms(put.body, Wan);
  assert.deepEqual([put.body.mode, put.body.ip4, put.body.gateway, put.body.interface.ip4], [
    1,
    '200.10.20.30',
    '200.10.20.1',
    '200.10.20.30',
  ]);
  const dhcp = await t.json('PUT', '/api/v1/wan/0', {
    mode: 0,
    mtu: 1400,
    clonedMac: 'AA:BB:CC:00:11:22',
    dns_v4: { automatic: true, dns1: '', dns2: '', dns3: '' },
  }, t.token);
  assert.equal(dhcp.status, 200);
  assert.deepEqual([dhcp.body.mode, dhcp.body.mtu, dhcp.body.clonedMac], [0, 1400, 'AA:BB:CC:00:11:22']);
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { clonedMac: '00:00:00:00:00:00' }, t.token)).status, 200);
  assert.equal((await t.json('PUT', '/api/v1/wan/1', { mode: 0 }, t.token)).status, 404);
});

/** GET wan/0 without its live reading (how long the connection has been up). */
async function wanNow(t: Awaited<ReturnType<typeof ready>>) {
  const { connection_uptime: _uptime, ...wan } = (await t.json('GET', '/api/v1/wan/0', undefined, t.token)).body;
  return wan;
}
const addressOf = (w: { ip4: string; netmask: string; gateway: string; interface: { ip4: string; netmask: string } }) =>
  [w.ip4, w.netmask, w.gateway, w.interface.ip4, w.interface.netmask];

Deno.test("the provider's lease: a static address is the WAN's only while static; back in DHCP the lease again", async () => {
  using t = await ready();
  const lease = await wanNow(t);
  assert.equal(lease.mode, 0);
  const put = await t.json('PUT', '/api/v1/wan/0', STATIC, t.token);
  assert.deepEqual(addressOf(put.body), ['200.10.20.30', '255.255.255.0', '200.10.20.1', '200.10.20.30', '255.255.255.0']);
  assert.equal((await t.json('GET', '/api/v1/interface/wan', undefined, t.token)).body.ip4, '200.10.20.30');
  // the UI's DHCP save carries no address: the WAN asks the provider again and gets the same lease
  const dhcp = await t.json('PUT', '/api/v1/wan/0', { mode: 0, dns_v4: { automatic: true, dns1: '', dns2: '', dns3: '' } }, t.token);
  assert.equal(dhcp.status, 200);
  assert.deepEqual(addressOf(dhcp.body), addressOf(lease));
  assert.deepEqual(addressOf(await wanNow(t)), addressOf(lease));
  assert.equal((await t.json('GET', '/api/v1/interface/wan', undefined, t.token)).body.ip4, lease.ip4);
  // an address sent in DHCP mode is not the owner's to set: the lease stays
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { ...STATIC, mode: 0 }, t.token)).status, 200);
  assert.deepEqual(addressOf(await wanNow(t)), addressOf(lease));
  // PPPoE: the line answers with the same address
  assert.equal((await t.json('PUT', '/api/v1/wan/0', STATIC, t.token)).status, 200);
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { mode: 2 }, t.token)).status, 200);
  assert.deepEqual(addressOf(await wanNow(t)), addressOf(lease));
});

Deno.test('a static excursion undone by writing back what GET wan answered before leaves the WAN exactly as it was', async () => {
  using t = await ready();
  const before = await wanNow(t);
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { ...STATIC, mtu: 1480 }, t.token)).status, 200);
  // what a bench guard writes back: the changed fields PUT wan/0 takes
  const { mode, mtu, ip4, netmask, gateway, dns_v4 } = before;
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { mode, mtu, ip4, netmask, gateway, dns_v4 }, t.token)).status, 200);
  assert.deepEqual(await wanNow(t), before);
});

Deno.test('a DHCP WAN checks its DNS against the lease, not the last static address', async () => {
  using t = await ready();
  const lease = await wanNow(t);
  assert.equal((await t.json('PUT', '/api/v1/wan/0', STATIC, t.token)).status, 200);
  const manual = (dns1: string) => ({ mode: 0, dns_v4: { automatic: false, dns1, dns2: '', dns3: '' } });
  const own = await t.json('PUT', '/api/v1/wan/0', manual(lease.ip4), t.token);
  assert.deepEqual(own.body, { status: 'error', message: m.dnsIsRouterIp, field: 'dns_v4.dns1' });
  assert.equal((await t.json('PUT', '/api/v1/wan/0', manual('200.10.20.30'), t.token)).status, 200);
});

Deno.test("the control API's new lease: the WAN's at once in DHCP; a static WAN keeps its address until back in DHCP", async () => {
  using t = await ready();
  const wan = await t.control('POST', '/wan', { ip4: '10.9.8.7', netmask: '255.255.255.0' });
  assert.deepEqual(addressOf(wan.body), ['10.9.8.7', '255.255.255.0', '10.9.8.1', '10.9.8.7', '255.255.255.0']);
  assert.equal((await t.json('PUT', '/api/v1/wan/0', STATIC, t.token)).status, 200);
  const kept = await t.control('POST', '/wan', { ip4: '10.9.9.7', netmask: '255.255.255.0' });
  assert.deepEqual(addressOf(kept.body), ['200.10.20.30', '255.255.255.0', '200.10.20.1', '200.10.20.30', '255.255.255.0']);
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { mode: 0 }, t.token)).status, 200);
  assert.deepEqual(addressOf(await wanNow(t)), ['10.9.9.7', '255.255.255.0', '10.9.9.1', '10.9.9.7', '255.255.255.0']);
});

Deno.test("a state file from before the provider's lease takes the WAN's address as the lease", async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-wan-old-' });
  const stateFile = join(dir, 'state.json');
  try {
    let address: unknown[];
    {
      using a = setup({ stateFile });
      const old = structuredClone(a.emulator.state) as unknown as { network: Record<string, unknown> };
      delete old.network.wanLease;
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
      const { ip4, netmask, gateway } = a.emulator.state.network.wan;
      address = [ip4, netmask, gateway];
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.loadedFromFile, true);
    const { ip4, netmask, gateway } = b.emulator.state.network.wanLease;
    assert.deepEqual([ip4, netmask, gateway], address);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('PUT wan/0: every §5.3 refusal answers its message and field, state untouched', async () => {
  using t = await ready();
  const before = (await t.state()).network.wan;
  const lan = (await t.state()).network.lan.ip4 as string;
  const dns = (d: Partial<typeof STATIC.dns_v4>) => ({ ...STATIC, dns_v4: { ...STATIC.dns_v4, ...d } });
  const cases: [Record<string, unknown>, string, string][] = [
    [{ mode: 0, mtu: 67 }, 'mtu', 'O valor da MTU deve estar entre 68 e 1500'],
    [{ mode: 0, mtu: 1501 }, 'mtu', 'O valor da MTU deve estar entre 68 e 1500'],
    [{ ...STATIC, ip4: '' }, 'ip4', m.required],
    [{ ...STATIC, ip4: '200.10.20' }, 'ip4', m.invalidAddress],
    [{ ...STATIC, ip4: '200.10.20.255' }, 'ip4', m.unusableAddress],
    [{ ...STATIC, ip4: lan.replace(/\d+$/, '77'), gateway: lan.replace(/\d+$/, '1') }, 'ip4', m.conflictsWithLan],
    [{ ...STATIC, netmask: '255.255.0.255' }, 'netmask', m.invalidNetmask],
    [{ ...STATIC, gateway: '' }, 'gateway', m.required],
    [{ ...STATIC, gateway: '200.10.20.30' }, 'gateway', m.gatewayIsRouterIp],
    [{ ...STATIC, gateway: '200.10.99.1' }, 'gateway', m.gatewayOutsideWan],
    [dns({ dns1: '' }), 'dns_v4.dns1', m.required],
    [dns({ dns1: '200.10.20.30' }), 'dns_v4.dns1', m.dnsIsRouterIp],
    [dns({ dns2: '8.8.8' }), 'dns_v4.dns2', m.invalidAddress],
    [dns({ dns2: '8.8.8.8' }), 'dns_v4.dns2', m.dnsRepeated],
    [dns({ dns3: '1.1.1.1' }), 'dns_v4.dns3', m.dnsRepeated],
    [{ mode: 0, dns_v4: { automatic: false, dns1: '', dns2: '', dns3: '' } }, 'dns_v4.dns1', m.required],
    [{ clonedMac: 'AA:BB' }, 'clonedMac', m.invalidMac],
    [{ clonedMac: 'FF:FF:FF:FF:FF:FF' }, 'clonedMac', m.invalidMac],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('PUT', '/api/v1/wan/0', body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  assert.equal((await t.json('PUT', '/api/v1/wan/0', { mode: 4 }, t.token)).status, 400);
  assert.deepEqual((await t.state()).network.wan, before);
});

Deno.test('pppoe: none at first, POST creates (encoded or plain), PUT updates, POST again refused', async () => {
  using t = await ready();
  assert.deepEqual((await t.json('GET', '/api/v1/pppoe', undefined, t.token)).body, []);
  const input = {
    username: encodeSecret('cliente@isp'),
    password: encodeSecret('s3nha'),
    server: '',
    service: '',
    mtu: 1492,
  };
  const created = await t.json('POST', '/api/v1/pppoe', input, t.token);
  assert.equal(created.status, 201);
  conforms(created.body, Pppoe);
  assert.equal(decodeSecret(created.body.username), 'cliente@isp');
  assert.equal((await t.state()).network.pppoe.password, 's3nha');
  assert.equal((await t.json('POST', '/api/v1/pppoe', input, t.token)).status, 400);
  const updated = await t.json('PUT', '/api/v1/pppoe/0', { ...input, username: 'outro', mtu: 1480 }, t.token);
  assert.equal(updated.status, 200);
  const list = (await t.json('GET', '/api/v1/pppoe', undefined, t.token)).body;
  conforms(list, PppoeList);
  assert.deepEqual([decodeSecret(list[0].username), list[0].mtu], ['outro', 1480]);
  assert.equal((await t.json('PUT', '/api/v1/pppoe/3', input, t.token)).status, 404);
});

Deno.test('pppoe: every §5.3 refusal, nothing stored', async () => {
  using t = await ready();
  const ok = { username: 'cliente', password: 'segredo', server: '', service: '', mtu: 1492 };
  const cases: [Record<string, unknown>, string, string][] = [
    [{ ...ok, username: '' }, 'username', m.required],
    [{ ...ok, username: 'x'.repeat(129) }, 'username', 'O campo deve conter entre 0 e 128 caracteres'],
    [{ ...ok, password: 'a reboot b' }, 'password', 'Esse campo não aceita "reboot"'],
    [{ ...ok, password: 'olá' }, 'password', m.invalidCharacters],
    [{ ...ok, server: 'x'.repeat(41) }, 'server', 'O campo deve conter entre 0 e 40 caracteres'],
    [{ ...ok, service: 'ç' }, 'service', m.invalidCharacters],
    [{ ...ok, mtu: 1493 }, 'mtu', 'O valor da MTU deve estar entre 68 e 1492'],
    [{ ...ok, mtu: 67 }, 'mtu', 'O valor da MTU deve estar entre 68 e 1492'],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('POST', '/api/v1/pppoe', body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  assert.equal((await t.state()).network.pppoe, null);
});
