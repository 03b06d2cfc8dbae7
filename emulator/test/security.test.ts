/** spec 3 §3 'Filter', §5 'Filters', §7: the global filters, refused with the UI's own messages. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  Filter,
  type FilterInput,
  FilterList,
  FilterType,
  LimitReachedCode,
  Limits,
  PortProtocol,
  sizeMessage,
  validationMessages as m,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from './helpers.ts';
import { defaultDos, defaultQos } from '../src/device/protection.ts';

const FILTERS = '/api/v1/filter';

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

const off = { protocol: PortProtocol.Both, port_start: 0, port_end: 0 };
const mac = (target: string, description = 'Celular'): FilterInput => ({
  enabled: true,
  type: FilterType.Mac,
  target,
  description,
  ...off,
});
const ip = (type: 1 | 2, target: string): FilterInput => ({
  enabled: true,
  type,
  target,
  description: 'Servidor',
  ...off,
});
const url = (target: string, description = 'Bloqueio'): FilterInput => ({
  enabled: true,
  type: FilterType.Url,
  target,
  description,
  ...off,
});
const port = (start: number, end: number, protocol: PortProtocol = PortProtocol.Both): FilterInput => ({
  enabled: true,
  type: FilterType.Port,
  target: '',
  description: 'Portas',
  protocol,
  port_start: start,
  port_end: end,
});

Deno.test('filter: the demo holds a URL filter and a disabled MAC filter on a client without a lease', async () => {
  using t = await ready();
  const list = await t.json('GET', FILTERS, undefined, t.token);
  assert.equal(list.status, 200);
  conforms(list.body, FilterList);
  const s = await t.state();
  const leased = new Set(s.network.leases.map((l: { mac: string }) => l.mac));
  const client = (s.clients as { mac: string; hostname: string }[]).find((c) =>
    c.hostname !== '' && !leased.has(c.mac)
  )!;
  assert.ok(client);
  assert.deepEqual(list.body, [
    { id: '1', enabled: true, type: FilterType.Url, target: 'jogos-online.com.br', description: 'Jogos', ...off },
    { id: '2', enabled: false, type: FilterType.Mac, target: client.mac, description: client.hostname, ...off },
  ]);
  // the same seed gives the same filters
  using again = await ready();
  assert.deepEqual((await again.json('GET', FILTERS, undefined, again.token)).body, list.body);
  // a factory device and a mesh agent hold none
  using factory = setup({ profile: 'factory' });
  assert.deepEqual(factory.emulator.state.security.filters, []);
  using agent = setup({ profile: { meshRole: 'agent' } });
  assert.deepEqual(agent.emulator.state.security.filters, []);
});

Deno.test('filter: create, read, update and delete; ids are never reused; auth needed', async () => {
  using t = await ready();
  assert.equal((await t.json('GET', FILTERS)).status, 401);
  assert.equal((await t.json('POST', FILTERS, url('exemplo.com'))).status, 401);

  const created = await t.json('POST', FILTERS, mac('aa:bb:cc:dd:ee:01', 'Tablet'), t.token);
  assert.equal(created.status, 201);
  conforms(created.body, Filter);
  assert.deepEqual(created.body, {
    id: '3',
    enabled: true,
    type: FilterType.Mac,
    target: 'AA:BB:CC:DD:EE:01',
    description: 'Tablet',
    ...off,
  });
  const got = await t.json('GET', `${FILTERS}/3`, undefined, t.token);
  assert.deepEqual(got.body, created.body);
  assert.equal((await t.json('GET', `${FILTERS}/99`, undefined, t.token)).status, 404);

  // other kinds store protocol 2 and ports 0 whatever is sent; a port filter stores target ''
  const u = await t.json(
    'POST',
    FILTERS,
    { ...url('Exemplo.com'), protocol: 0, port_start: 80, port_end: 90 },
    t.token,
  );
  assert.deepEqual(u.body, {
    id: '4',
    enabled: true,
    type: FilterType.Url,
    target: 'Exemplo.com',
    description: 'Bloqueio',
    ...off,
  });
  const p = await t.json('POST', FILTERS, { ...port(8000, 8080, PortProtocol.Tcp), target: 'x' }, t.token);
  assert.equal(p.status, 201);
  assert.deepEqual(p.body, { id: '5', ...port(8000, 8080, PortProtocol.Tcp) });
  const v6 = await t.json('POST', FILTERS, ip(FilterType.Ipv6, 'fe80::10'), t.token);
  assert.equal(v6.body.id, '6');

  // PUT with an input or the whole record
  const edit = await t.json(
    'PUT',
    `${FILTERS}/3`,
    { ...mac('AA:BB:CC:DD:EE:02', 'Notebook'), enabled: false },
    t.token,
  );
  assert.equal(edit.status, 200);
  assert.deepEqual(edit.body, {
    ...created.body,
    target: 'AA:BB:CC:DD:EE:02',
    description: 'Notebook',
    enabled: false,
  });
  const whole = await t.json('PUT', `${FILTERS}/5`, { ...p.body, port_end: 8090 }, t.token);
  assert.equal(whole.status, 200);
  assert.equal(whole.body.port_end, 8090);
  // a filter keeps its own values when edited (no clash with itself)
  assert.equal((await t.json('PUT', `${FILTERS}/4`, u.body, t.token)).status, 200);
  const mismatch = await t.json('PUT', `${FILTERS}/5`, { ...p.body, id: '4' }, t.token);
  assert.equal(mismatch.status, 400);
  assert.equal(mismatch.body.field, 'id');
  assert.equal((await t.json('PUT', `${FILTERS}/99`, url('a.com'), t.token)).status, 404);

  // delete; the highest id is not handed out again
  assert.deepEqual((await t.json('DELETE', `${FILTERS}/6`, undefined, t.token)).body, { status: 'success' });
  assert.equal((await t.json('DELETE', `${FILTERS}/6`, undefined, t.token)).status, 404);
  assert.equal((await t.json('GET', `${FILTERS}/6`, undefined, t.token)).status, 404);
  const next = await t.json('POST', FILTERS, ip(FilterType.Ipv4, '192.168.0.50'), t.token);
  assert.equal(next.body.id, '7');
  const ids = (await t.json('GET', FILTERS, undefined, t.token)).body.map((f: Filter) => f.id);
  assert.deepEqual(ids, ['1', '2', '3', '4', '5', '7']);
});

Deno.test('filter: every §5 refusal answers 400 with the message and field, state untouched', async () => {
  using t = await ready();
  for (const body of [mac('AA:BB:CC:DD:EE:01'), ip(FilterType.Ipv4, '192.168.0.40'), ip(FilterType.Ipv6, 'fe80::1')]) {
    assert.equal((await t.json('POST', FILTERS, body, t.token)).status, 201);
  }
  assert.equal((await t.json('POST', FILTERS, port(1000, 2000, PortProtocol.Tcp), t.token)).status, 201);
  const seededMac = (await t.state()).security.filters[1].target as string;
  const before = (await t.state()).security;

  const cases: [FilterInput, string, string][] = [
    [mac('AA:BB:CC:DD:EE:09', ''), 'description', m.required],
    [mac('AA:BB:CC:DD:EE:09', 'x'.repeat(33)), 'description', sizeMessage(1, 32)],
    [mac(''), 'target', m.required],
    [mac('AA:BB:CC:DD:EE'), 'target', m.invalidMac],
    [mac('FF:FF:FF:FF:FF:FF'), 'target', m.invalidMac],
    [mac('aa:bb:cc:dd:ee:01'), 'target', m.filterMacInUse],
    [mac(seededMac.toLowerCase()), 'target', m.filterMacInUse],
    [ip(FilterType.Ipv4, ''), 'target', m.required],
    [ip(FilterType.Ipv4, '192.168.0.300'), 'target', m.invalidAddress],
    [ip(FilterType.Ipv4, 'fe80::2'), 'target', m.invalidAddress],
    [ip(FilterType.Ipv6, '192.168.0.41'), 'target', m.invalidAddress],
    [ip(FilterType.Ipv6, 'fe80::zz'), 'target', m.invalidAddress],
    [ip(FilterType.Ipv4, '192.168.0.40'), 'target', m.filterIpInUse],
    [ip(FilterType.Ipv6, 'FE80::1'), 'target', m.filterIpInUse],
    [ip(FilterType.Ipv6, 'fe80:0:0::1'), 'target', m.filterIpInUse],
    [ip(FilterType.Ipv6, 'FE80:0000::0001'), 'target', m.filterIpInUse],
    [url(''), 'target', m.required],
    [url('a'.repeat(27) + '.com'), 'target', sizeMessage(1, 30)],
    [url('jogos online.com'), 'target', m.invalidCharacters],
    [url('programação.com'), 'target', m.invalidCharacters],
    [url('remotize.intelbras.com.br'), 'target', m.remotizeUrlBlocked],
    [url('intelbras.com.br'), 'target', m.remotizeUrlBlocked],
    [url('Remotize.Intelbras.com.br'), 'target', m.remotizeUrlBlocked],
    [url('JOGOS-ONLINE.com.br'), 'target', m.filterUrlInUse],
    [port(0, 10), 'port_start', m.port],
    [port(10, 65536), 'port_end', m.port],
    [port(500, 400), 'port_end', m.portRangeOrder],
    [port(1500, 1600), 'port_end', m.portRangeInUse],
    [port(900, 1000), 'port_end', m.portRangeInUse],
    [port(2000, 2000, PortProtocol.Tcp), 'port_end', m.portRangeInUse],
    [{ ...port(3000, 3001), description: '' }, 'description', m.required],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('POST', FILTERS, body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  // the same rules on an edit, against the other filters
  const edit = await t.json('PUT', `${FILTERS}/3`, mac(seededMac), t.token);
  assert.deepEqual(edit.body, { status: 'error', message: m.filterMacInUse, field: 'target' });
  const edited = await t.json('PUT', `${FILTERS}/1`, url('intelbras.com.br', 'Jogos'), t.token);
  assert.deepEqual(edited.body, { status: 'error', message: m.remotizeUrlBlocked, field: 'target' });
  // the type cannot change
  const retyped = await t.json('PUT', `${FILTERS}/1`, mac('AA:BB:CC:DD:EE:33'), t.token);
  assert.equal(retyped.status, 400);
  assert.equal(retyped.body.field, 'type');
  assert.match(retyped.body.message, /type/);
  // shape errors
  assert.equal((await t.json('POST', FILTERS, { ...url('a.com'), type: 9 }, t.token)).status, 400);
  assert.equal((await t.json('POST', FILTERS, { ...port(1, 2), protocol: 3 }, t.token)).status, 400);
  assert.equal((await t.json('POST', FILTERS, { target: 'a.com' }, t.token)).status, 400);
  assert.equal((await t.json('POST', FILTERS, 'not json', t.token)).status, 400);
  assert.deepEqual((await t.state()).security, before);
});

Deno.test('filter: port ranges may meet when the protocols are TCP and UDP apart', async () => {
  using t = await ready();
  assert.equal((await t.json('POST', FILTERS, port(1000, 2000, PortProtocol.Tcp), t.token)).status, 201);
  assert.equal((await t.json('POST', FILTERS, port(1500, 2500, PortProtocol.Udp), t.token)).status, 201);
  // both meets either
  const both = await t.json('POST', FILTERS, port(2400, 2400), t.token);
  assert.deepEqual(both.body, { status: 'error', message: m.portRangeInUse, field: 'port_end' });
  assert.equal((await t.json('POST', FILTERS, port(2501, 3000), t.token)).status, 201);
  const tcp = await t.json('POST', FILTERS, port(2999, 3100, PortProtocol.Tcp), t.token);
  assert.deepEqual(tcp.body, { status: 'error', message: m.portRangeInUse, field: 'port_end' });
  // a filter's own range is not a clash when it is edited
  assert.equal((await t.json('PUT', `${FILTERS}/3`, port(900, 2100, PortProtocol.Tcp), t.token)).status, 200);
});

Deno.test("filter: each list holds limits.filters; at the limit a create answers code 'max'", async () => {
  using t = await ready();
  const limits = await t.json('GET', '/api/v1/limits/0', undefined, t.token);
  conforms(limits.body, Limits);
  assert.equal(limits.body.filters, 32);
  const lowered = await t.control('POST', '/limits', { filters: 2 });
  assert.equal(lowered.status, 200);
  assert.equal(lowered.body.filters, 2);
  // the demo holds one URL and one MAC filter: one more of each, then the limit
  assert.equal((await t.json('POST', FILTERS, url('exemplo.com'), t.token)).status, 201);
  assert.equal((await t.json('POST', FILTERS, mac('AA:BB:CC:DD:EE:01'), t.token)).status, 201);
  // IPv4 and IPv6 share one list
  assert.equal((await t.json('POST', FILTERS, ip(FilterType.Ipv4, '192.168.0.40'), t.token)).status, 201);
  assert.equal((await t.json('POST', FILTERS, ip(FilterType.Ipv6, 'fe80::1'), t.token)).status, 201);
  const before = (await t.state()).security;
  for (const body of [url('outro.com'), mac('AA:BB:CC:DD:EE:02'), ip(FilterType.Ipv6, 'fe80::2')]) {
    const refused = await t.json('POST', FILTERS, body, t.token);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.status, 'error');
    assert.equal(refused.body.code, LimitReachedCode);
    assert.equal(typeof refused.body.message, 'string');
  }
  // the port list is still empty
  assert.equal((await t.json('POST', FILTERS, port(80, 80), t.token)).status, 201);
  assert.equal((await t.json('POST', FILTERS, port(81, 81), t.token)).status, 201);
  assert.equal((await t.json('POST', FILTERS, port(82, 82), t.token)).body.code, LimitReachedCode);
  // an edit at the limit is fine
  assert.equal((await t.json('PUT', `${FILTERS}/3`, url('exemplo2.com'), t.token)).status, 200);
  assert.deepEqual(
    (await t.state()).security.filters.slice(0, 6),
    before.filters.map((f: Filter) => f.id === '3' ? { ...f, target: 'exemplo2.com' } : f),
  );
  assert.equal((await t.control('POST', '/limits', { filters: -1 })).status, 400);
});

Deno.test('filters, their id counter and the filter limit survive a restart with --state-file', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-filter-state-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = await ready({ stateFile });
      assert.equal((await a.json('POST', FILTERS, url('exemplo.com'), a.token)).body.id, '3');
      assert.equal((await a.json('DELETE', `${FILTERS}/3`, undefined, a.token)).status, 200);
      await a.control('POST', '/limits', { filters: 5 });
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.loadedFromFile, true);
    assert.equal((await b.json('GET', FILTERS, undefined, b.token)).body.length, 2);
    assert.equal((await b.json('GET', '/api/v1/limits/0', undefined, b.token)).body.filters, 5);
    assert.equal((await b.json('POST', FILTERS, url('exemplo.com'), b.token)).body.id, '4');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('a state file from before the security area loads with no filters and the default filter limit', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-filter-old-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile, profile: { meshAgents: 1 } });
      const old = structuredClone(a.emulator.state) as unknown as {
        security?: unknown;
        network: { limits: Record<string, unknown> };
        agents: { security?: unknown; network: { limits: Record<string, unknown> } }[];
      };
      for (const s of [old, ...old.agents]) {
        delete s.security;
        delete s.network.limits.filters;
      }
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.loadedFromFile, true);
    const fresh = {
      filters: [],
      lastId: 0,
      portRedirects: [],
      lastPortRedirectId: 0,
      remoteWebAccessPort: 8080,
      dos: defaultDos(),
      qos: defaultQos(),
    };
    assert.deepEqual(b.emulator.state.security, fresh);
    assert.deepEqual(b.emulator.state.agents[0].security, fresh);
    assert.deepEqual((await b.json('GET', FILTERS, undefined, b.token)).body, []);
    assert.equal((await b.json('GET', '/api/v1/limits/0', undefined, b.token)).body.filters, 32);
    assert.equal((await b.json('POST', FILTERS, url('exemplo.com'), b.token)).body.id, '1');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('a state file with filters but no id counter starts counting after the highest id', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-filter-counter-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile });
      const old = structuredClone(a.emulator.state) as unknown as { security: { lastId?: number } };
      delete old.security.lastId;
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.state.security.lastId, 2);
    assert.equal((await b.json('POST', FILTERS, url('exemplo.com'), b.token)).body.id, '3');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
