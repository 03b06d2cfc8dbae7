/** spec 2 §5.8, §5.9, §7: dhcp_server, dhcp_static_lease, limits, refused with the UI's own messages. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DhcpServer,
  DhcpStaticLease,
  DhcpStaticLeaseList,
  LimitReachedCode,
  Limits,
  validationMessages as m,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from './helpers.ts';

const LEASES = '/api/v1/dhcp_static_lease';

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

Deno.test('dhcp_server: GET list of one on the LAN interface; PUT stores a valid change', async () => {
  using t = await ready();
  const list = await t.json('GET', '/api/v1/dhcp_server', undefined, t.token);
  assert.equal(list.status, 200);
  conforms(list.body[0], DhcpServer);
  assert.deepEqual(list.body[0], {
    interface: 'lan',
    enabled: true,
    rangeStart: '192.168.0.100',
    rangeEnd: '192.168.0.250',
    dns1: '192.168.0.1',
    dns2: '',
    dhcpLeaseTime: 720,
  });
  const put = await t.json(
    'PUT',
    '/api/v1/dhcp_server/lan',
    { rangeStart: '192.168.0.50', rangeEnd: '192.168.0.60', dns2: '8.8.8.8', dhcpLeaseTime: 1440 },
    t.token,
  );
  assert.equal(put.status, 200);
  assert.equal(put.body.rangeEnd, '192.168.0.60');
  assert.equal((await t.state()).network.dhcp.dns2, '8.8.8.8');
  assert.equal((await t.json('PUT', '/api/v1/dhcp_server/wan', { enabled: false }, t.token)).status, 404);
});

Deno.test('dhcp_server: every §5.8 refusal answers 400 with the message and field, state untouched', async () => {
  using t = await ready();
  const before = (await t.state()).network.dhcp;
  const cases: [Record<string, unknown>, string, string][] = [
    [{ rangeStart: '' }, 'rangeStart', m.required],
    [{ rangeStart: '192.168.0.300' }, 'rangeStart', m.invalidAddress],
    [{ rangeStart: '10.0.0.5' }, 'rangeStart', m.notInNetwork],
    [{ rangeEnd: '192.168.1.5' }, 'rangeEnd', m.notInNetwork],
    [{ rangeStart: '192.168.0.200', rangeEnd: '192.168.0.150' }, 'rangeStart', m.startAboveEnd],
    [{ dns1: '' }, 'dns1', m.required],
    [{ dns1: '8.8.8' }, 'dns1', m.invalidAddress],
    [{ dns2: 'x' }, 'dns2', m.invalidAddress],
    [{ dns2: '192.168.0.1' }, 'dns2', m.dnsRepeated],
    [{ dhcpLeaseTime: 0 }, 'dhcpLeaseTime', 'O campo deve possuir valor entre 1 e 1440'],
    [{ dhcpLeaseTime: 1441 }, 'dhcpLeaseTime', 'O campo deve possuir valor entre 1 e 1440'],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('PUT', '/api/v1/dhcp_server/lan', body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  assert.deepEqual((await t.state()).network.dhcp, before);
  assert.equal((await t.json('PUT', '/api/v1/dhcp_server/lan', { enabled: 'yes' }, t.token)).status, 400);
});

Deno.test('dhcp_static_lease: seeded for known devices; create, read, update, delete round trip', async () => {
  using t = await ready();
  const seeded = await t.json('GET', LEASES, undefined, t.token);
  conforms(seeded.body, DhcpStaticLeaseList);
  assert.equal(seeded.body.length, 3);
  const clients = (await t.state()).clients as { mac: string; ip: string }[];
  for (const l of seeded.body) assert.ok(clients.some((c) => c.mac === l.mac && c.ip === l.ip));

  const created = await t.json(
    'POST',
    LEASES,
    { description: 'TV', mac: 'aa:bb:cc:dd:ee:01', ip: '192.168.0.240' },
    t.token,
  );
  assert.equal(created.status, 201);
  conforms(created.body, DhcpStaticLease);
  assert.deepEqual(created.body, { id: '4', description: 'TV', mac: 'AA:BB:CC:DD:EE:01', ip: '192.168.0.240' });
  const got = await t.json('GET', `${LEASES}/4`, undefined, t.token);
  assert.deepEqual(got.body, created.body);

  const edited = await t.json('PUT', `${LEASES}/4`, {
    description: 'TV sala',
    mac: 'AA:BB:CC:DD:EE:01',
    ip: '192.168.0.241',
  }, t.token);
  assert.equal(edited.status, 200);
  assert.equal(edited.body.ip, '192.168.0.241');
  // an edit may keep its own ip and mac
  assert.equal(
    (await t.json('PUT', `${LEASES}/4`, { description: '', mac: 'AA:BB:CC:DD:EE:01', ip: '192.168.0.241' }, t.token))
      .status,
    200,
  );

  assert.equal((await t.json('DELETE', `${LEASES}/4`, undefined, t.token)).status, 200);
  assert.equal((await t.json('GET', `${LEASES}/4`, undefined, t.token)).status, 404);
  assert.equal((await t.json('DELETE', `${LEASES}/4`, undefined, t.token)).status, 404);
  assert.equal(
    (await t.json('PUT', `${LEASES}/99`, { description: '', mac: 'AA:BB:CC:DD:EE:09', ip: '192.168.0.242' }, t.token))
      .status,
    404,
  );
});

Deno.test('dhcp_static_lease: every §5.9 refusal, on create and edit, leaves the leases as they were', async () => {
  using t = await ready();
  const seeded = (await t.json('GET', LEASES, undefined, t.token)).body;
  const [a, b] = seeded;
  const ok = { description: 'Novo', mac: 'AA:BB:CC:DD:EE:02', ip: '192.168.0.230' };
  const cases: [Record<string, string>, string, string][] = [
    [{ ...ok, description: 'x'.repeat(33) }, 'description', 'O campo deve conter entre 0 e 32 caracteres'],
    [{ ...ok, mac: '' }, 'mac', m.required],
    [{ ...ok, mac: 'AA:BB:CC:DD:EE' }, 'mac', m.invalidMac],
    [{ ...ok, mac: 'FF:FF:FF:FF:FF:FF' }, 'mac', m.invalidMac],
    [{ ...ok, mac: a.mac.toLowerCase() }, 'mac', m.leaseMacInUse],
    [{ ...ok, ip: '' }, 'ip', m.required],
    [{ ...ok, ip: '192.168.0.01' }, 'ip', m.invalidAddress],
    [{ ...ok, ip: '192.168.0.20' }, 'ip', m.outsideDhcpRange],
    [{ ...ok, ip: a.ip }, 'ip', m.leaseIpInUse],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('POST', LEASES, body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field });
  }
  const edit = await t.json('PUT', `${LEASES}/${b.id}`, { description: b.description, mac: b.mac, ip: a.ip }, t.token);
  assert.deepEqual(edit.body, { status: 'error', message: m.leaseIpInUse, field: 'ip' });
  const macEdit = await t.json('PUT', `${LEASES}/${b.id}`, { ...b, mac: a.mac }, t.token);
  assert.deepEqual(macEdit.body, { status: 'error', message: m.leaseMacInUse, field: 'mac' });
  assert.equal((await t.json('POST', LEASES, { mac: ok.mac, ip: ok.ip }, t.token)).status, 400);
  assert.deepEqual((await t.json('GET', LEASES, undefined, t.token)).body, seeded);
});

Deno.test("limits per model; at the limit a create answers code 'max'; the control API lowers them", async () => {
  using big = await ready();
  const limits = await big.json('GET', '/api/v1/limits/0', undefined, big.token);
  conforms(limits.body, Limits);
  assert.deepEqual(limits.body, {
    id: 0,
    static_leases: 32,
    wifi_limits: { radio0: 4, radio1: 4 },
    port_forward: 32,
    filters: 32,
  });
  const lowered = await big.control('POST', '/limits', { static_leases: 4, wifi: 2 });
  assert.equal(lowered.status, 200);
  assert.deepEqual(lowered.body.wifi_limits, { radio0: 2, radio1: 2 });
  assert.equal(
    (await big.json('POST', LEASES, { description: '', mac: 'AA:BB:CC:DD:EE:03', ip: '192.168.0.231' }, big.token))
      .status,
    201,
  );
  const before = (await big.state()).network.leases;
  const refused = await big.json(
    'POST',
    LEASES,
    { description: '', mac: 'AA:BB:CC:DD:EE:04', ip: '192.168.0.232' },
    big.token,
  );
  assert.equal(refused.status, 400);
  assert.equal(refused.body.code, LimitReachedCode);
  assert.deepEqual((await big.state()).network.leases, before);
  assert.equal((await big.control('POST', '/limits', { static_leases: -1 })).status, 400);

  using small = await ready({ profile: { model: 'W4-300F', meshRole: 'none' } });
  const w4 = await small.json('GET', '/api/v1/limits', undefined, small.token);
  assert.deepEqual(w4.body[0].wifi_limits, { radio0: 2, radio1: 0 });
  assert.equal(w4.body[0].static_leases, 16);
});

Deno.test('leases, DHCP server and limits survive a restart with --state-file', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-lan-state-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = await ready({ stateFile });
      await a.json('POST', LEASES, { description: 'Console', mac: 'AA:BB:CC:DD:EE:05', ip: '192.168.0.233' }, a.token);
      await a.json('PUT', '/api/v1/dhcp_server/lan', { dhcpLeaseTime: 60 }, a.token);
      await a.control('POST', '/limits', { static_leases: 10 });
    }
    using b = await ready({ stateFile });
    const leases = (await b.json('GET', LEASES, undefined, b.token)).body;
    assert.ok(leases.some((l: { description: string }) => l.description === 'Console'));
    assert.equal((await b.json('GET', '/api/v1/dhcp_server', undefined, b.token)).body[0].dhcpLeaseTime, 60);
    assert.equal((await b.json('GET', '/api/v1/limits/0', undefined, b.token)).body.static_leases, 10);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('the factory profile has no leases yet', () => {
  using t = setup({ profile: 'factory' });
  assert.deepEqual(t.emulator.state.network.leases, []);
});

Deno.test('a state file from before the network area loads with fresh network defaults', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-lan-old-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile });
      const old = structuredClone(a.emulator.state) as unknown as { network: Record<string, unknown> };
      for (
        const k of [
          'dhcp',
          'leases',
          'limits',
          'pendingRestart',
          'cable',
          'detect',
          'pppoe',
          'bandSteering',
          'repeater',
        ]
      ) {
        delete old.network[k];
      }
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.loadedFromFile, true);
    assert.deepEqual(b.emulator.state.network.leases, []);
    assert.equal((await b.json('GET', '/api/v1/dhcp_server', undefined, b.token)).body[0].rangeStart, '192.168.0.100');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
