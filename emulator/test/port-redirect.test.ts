/** spec 3 §3 'Port redirect rule', 'Remote web access', §5 'Port forwarding', §7: refused with the UI's own messages. */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  LimitReachedCode,
  Limits,
  PortProtocol,
  PortRedirect,
  type PortRedirectInput,
  PortRedirectList,
  RemoteWebAccess,
  RemoteWebAccessList,
  sizeMessage,
  validationMessages as m,
} from '@roteador/contract';
import { assert as conforms } from 'superstruct';
import { setup } from './helpers.ts';

const RULES = '/api/v1/natportredirect';
const REMOTE = '/api/v1/remote_web_access';

async function ready(options = {}) {
  const t = setup(options);
  await t.manualClock();
  const token = await t.login();
  return { ...t, token };
}

/** A rule to 192.168.0.50 (inside the demo's LAN 192.168.0.1/24), internal range as wide as the external one. */
const rule = (
  start: number,
  end = start,
  protocol: PortProtocol = PortProtocol.Tcp,
  more: Partial<PortRedirectInput> = {},
): PortRedirectInput => ({
  description: 'Servidor',
  protocol,
  externalPort: { start, end },
  internalIP: '192.168.0.50',
  internalPort: { start, end },
  ...more,
});

Deno.test('natportredirect: the demo holds a camera rule to its first leased client; the management port is 8080', async () => {
  using t = await ready();
  const s = await t.state();
  const lan = s.network.lan;
  assert.equal(lan.ip4, '192.168.0.1');
  assert.equal(lan.netmask, '255.255.255.0');
  const leased = new Set(s.network.leases.map((l: { mac: string }) => l.mac));
  const client = (s.clients as { mac: string; hostname: string; ip: string }[]).find((c) =>
    c.hostname !== '' && leased.has(c.mac)
  )!;
  assert.ok(client);
  const list = await t.json('GET', RULES, undefined, t.token);
  assert.equal(list.status, 200);
  conforms(list.body, PortRedirectList);
  assert.deepEqual(list.body, [{
    id: '1',
    description: 'Câmera',
    protocol: PortProtocol.Tcp,
    externalPort: { start: 8081, end: 8081 },
    internalIP: client.ip,
    internalPort: { start: 80, end: 80 },
  }]);
  const remote = await t.json('GET', REMOTE, undefined, t.token);
  conforms(remote.body, RemoteWebAccessList);
  assert.deepEqual(remote.body, [{ id: 0, port: 8080 }]);
  // the same seed gives the same rule
  using again = await ready();
  assert.deepEqual((await again.json('GET', RULES, undefined, again.token)).body, list.body);
  // a factory device and a mesh agent hold none, with the same management port
  using factory = setup({ profile: 'factory' });
  assert.deepEqual(factory.emulator.state.security.portRedirects, []);
  assert.equal(factory.emulator.state.security.remoteWebAccessPort, 8080);
  using agent = setup({ profile: { meshRole: 'agent' } });
  assert.deepEqual(agent.emulator.state.security.portRedirects, []);
  assert.equal(agent.emulator.state.security.remoteWebAccessPort, 8080);
});

Deno.test('natportredirect: create, read, update and delete; ids are never reused; auth needed', async () => {
  using t = await ready();
  assert.equal((await t.json('GET', RULES)).status, 401);
  assert.equal((await t.json('GET', `${RULES}/1`)).status, 401);
  assert.equal((await t.json('POST', RULES, rule(9000))).status, 401);
  assert.equal((await t.json('PUT', `${RULES}/1`, rule(9000))).status, 401);
  assert.equal((await t.json('DELETE', `${RULES}/1`)).status, 401);

  const created = await t.json('POST', RULES, rule(9000, 9010, PortProtocol.Both), t.token);
  assert.equal(created.status, 201);
  conforms(created.body, PortRedirect);
  assert.deepEqual(created.body, { id: '2', ...rule(9000, 9010, PortProtocol.Both) });
  assert.deepEqual((await t.json('GET', `${RULES}/2`, undefined, t.token)).body, created.body);
  const missing = await t.json('GET', `${RULES}/99`, undefined, t.token);
  assert.equal(missing.status, 404);
  assert.equal(missing.body.status, 'error');
  // the internal range may be wider than the external one, and may overlap other rules' internal ranges
  const wide = await t.json(
    'POST',
    RULES,
    rule(7000, 7000, PortProtocol.Udp, { internalIP: '192.168.0.60', internalPort: { start: 80, end: 90 } }),
    t.token,
  );
  assert.equal(wide.status, 201);
  assert.equal(wide.body.id, '3');
  assert.equal(wide.body.internalIP, '192.168.0.60');

  // PUT with an input or the whole record
  const edit = await t.json('PUT', `${RULES}/2`, rule(9000, 9005, PortProtocol.Tcp, { description: 'Jogo' }), t.token);
  assert.equal(edit.status, 200);
  assert.deepEqual(edit.body, { id: '2', ...rule(9000, 9005, PortProtocol.Tcp, { description: 'Jogo' }) });
  const whole = await t.json('PUT', `${RULES}/3`, { ...wide.body, description: 'Voz' }, t.token);
  assert.equal(whole.status, 200);
  assert.equal(whole.body.description, 'Voz');
  // a rule keeps its own range when edited (no clash with itself)
  assert.equal(
    (await t.json('PUT', `${RULES}/1`, (await t.json('GET', `${RULES}/1`, undefined, t.token)).body, t.token)).status,
    200,
  );
  const mismatch = await t.json('PUT', `${RULES}/2`, { ...edit.body, id: '3' }, t.token);
  assert.equal(mismatch.status, 400);
  assert.equal(mismatch.body.field, 'id');
  assert.equal((await t.json('PUT', `${RULES}/99`, rule(9500), t.token)).status, 404);

  // delete; the highest id is not handed out again
  assert.deepEqual((await t.json('DELETE', `${RULES}/3`, undefined, t.token)).body, { status: 'success' });
  assert.equal((await t.json('DELETE', `${RULES}/3`, undefined, t.token)).status, 404);
  assert.equal((await t.json('GET', `${RULES}/3`, undefined, t.token)).status, 404);
  const next = await t.json('POST', RULES, rule(7000), t.token);
  assert.equal(next.body.id, '4');
  const ids = (await t.json('GET', RULES, undefined, t.token)).body.map((r: PortRedirect) => r.id);
  assert.deepEqual(ids, ['1', '2', '4']);
  assert.equal((await t.state()).security.lastPortRedirectId, 4);
});

Deno.test('natportredirect: every §5 refusal answers 400 with the message and field, state untouched', async () => {
  using t = await ready();
  // the demo holds TCP 8081; add TCP 1000-2000 and UDP 3000-3000
  assert.equal((await t.json('POST', RULES, rule(1000, 2000, PortProtocol.Tcp), t.token)).status, 201);
  assert.equal((await t.json('POST', RULES, rule(3000, 3000, PortProtocol.Udp), t.token)).status, 201);
  const wanIp = (await t.json('GET', '/api/v1/wan/0', undefined, t.token)).body.ip4 as string;
  assert.notEqual(wanIp, '0.0.0.0');
  const before = (await t.state()).security;

  const cases: [unknown, string, string][] = [
    [rule(4000, 4000, 0, { description: '' }), 'description', m.required],
    [rule(4000, 4000, 0, { description: 'x'.repeat(33) }), 'description', sizeMessage(1, 32)],
    [rule(0, 10), 'externalStart', m.port],
    [rule(10, 65536, 0, { internalPort: { start: 10, end: 10 } }), 'externalEnd', m.port],
    [rule(4000, 4000, 0, { internalPort: { start: 0, end: 10 } }), 'internalStart', m.port],
    [rule(4000, 4000, 0, { internalPort: { start: 10, end: 70000 } }), 'internalEnd', m.port],
    [rule(500, 400), 'externalEnd', m.portRangeOrder],
    [rule(4000, 4000, 0, { internalPort: { start: 90, end: 80 } }), 'internalEnd', m.portRangeOrder],
    // external ranges overlap when the protocols meet: the same, or either one both
    [rule(1500, 1600, PortProtocol.Tcp), 'externalEnd', m.portRangeInUse],
    [rule(900, 1000, PortProtocol.Both), 'externalEnd', m.portRangeInUse],
    [rule(2999, 3001, PortProtocol.Udp), 'externalEnd', m.portRangeInUse],
    [rule(8081, 8081, PortProtocol.Both), 'externalEnd', m.portRangeInUse],
    [rule(4000, 4010, 0, { internalPort: { start: 80, end: 85 } }), 'internalEnd', m.externalPortsExceedInternal],
    [rule(8075, 8080, PortProtocol.Tcp), 'externalEnd', m.wanManagementPortInRange],
    [rule(8080, 8080, PortProtocol.Udp), 'externalEnd', m.wanManagementPortInRange],
    [rule(4000, 4000, 0, { internalIP: '' }), 'internalIP', m.required],
    [rule(4000, 4000, 0, { internalIP: '192.168.0.300' }), 'internalIP', m.invalidAddress],
    [rule(4000, 4000, 0, { internalIP: 'camera' }), 'internalIP', m.invalidAddress],
    [rule(4000, 4000, 0, { internalIP: wanIp }), 'internalIP', m.internalIpIsWanIp],
    [rule(4000, 4000, 0, { internalIP: '10.1.2.3' }), 'internalIP', m.notInNetwork],
    // x.x.0.0 is refused as an address before the LAN rules
    [rule(4000, 4000, 0, { internalIP: '192.168.0.0' }), 'internalIP', m.invalidAddress],
    [rule(4000, 4000, 0, { internalIP: ' 192.168.0.60' }), 'internalIP', m.invalidAddress],
    [rule(4000, 4000, 0, { internalIP: '192.168.0.255' }), 'internalIP', m.unusableAddress],
  ];
  for (const [body, field, message] of cases) {
    const res = await t.json('POST', RULES, body, t.token);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.deepEqual(res.body, { status: 'error', message, field }, JSON.stringify(body));
  }
  // the same rules on an edit, against the other rules
  const edit = await t.json('PUT', `${RULES}/2`, rule(8000, 8090), t.token);
  assert.deepEqual(edit.body, { status: 'error', message: m.portRangeInUse, field: 'externalEnd' });
  const toWan = await t.json('PUT', `${RULES}/1`, rule(8081, 8081, 0, { internalIP: wanIp }), t.token);
  assert.deepEqual(toWan.body, { status: 'error', message: m.internalIpIsWanIp, field: 'internalIP' });
  // shape errors
  assert.equal((await t.json('POST', RULES, { ...rule(4000), protocol: 3 }, t.token)).status, 400);
  assert.equal((await t.json('POST', RULES, { ...rule(4000), externalPort: 4000 }, t.token)).status, 400);
  assert.equal(
    (await t.json('POST', RULES, { ...rule(4000), externalPort: { start: '4000', end: 4000 } }, t.token)).status,
    400,
  );
  assert.equal((await t.json('POST', RULES, { description: 'x' }, t.token)).status, 400);
  assert.equal((await t.json('POST', RULES, 'not json', t.token)).status, 400);
  assert.equal((await t.json('PUT', `${RULES}/1`, { ...rule(4000), protocol: 'tcp' }, t.token)).status, 400);
  assert.deepEqual((await t.state()).security, before);
});

Deno.test('natportredirect: TCP and UDP rules may share external ports; a WAN without address is no clash', async () => {
  using t = await ready();
  assert.equal((await t.json('POST', RULES, rule(1000, 2000, PortProtocol.Tcp), t.token)).status, 201);
  assert.equal((await t.json('POST', RULES, rule(1500, 2500, PortProtocol.Udp), t.token)).status, 201);
  assert.equal((await t.json('POST', RULES, rule(8081, 8081, PortProtocol.Udp), t.token)).status, 201);
  const both = await t.json('POST', RULES, rule(2400, 2400, PortProtocol.Both), t.token);
  assert.deepEqual(both.body, { status: 'error', message: m.portRangeInUse, field: 'externalEnd' });
  assert.equal((await t.json('POST', RULES, rule(2501, 3000, PortProtocol.Both), t.token)).status, 201);
  // the internal IP is compared with the WAN address GET wan shows: none while the line is down
  const wanIp = (await t.json('GET', '/api/v1/wan/0', undefined, t.token)).body.ip4 as string;
  assert.equal((await t.control('POST', '/internet', { up: false })).status, 200);
  assert.equal((await t.json('GET', '/api/v1/wan/0', undefined, t.token)).body.ip4, '0.0.0.0');
  const down = await t.json('POST', RULES, rule(4000, 4000, 0, { internalIP: wanIp }), t.token);
  assert.deepEqual(down.body, { status: 'error', message: m.notInNetwork, field: 'internalIP' });
  assert.equal((await t.json('POST', RULES, rule(4000, 4000, 0, { internalIP: '192.168.0.1' }), t.token)).status, 201);
});

Deno.test("natportredirect: the device holds limits.port_forward rules; at the limit a create answers code 'max'", async () => {
  using t = await ready();
  const limits = await t.json('GET', '/api/v1/limits/0', undefined, t.token);
  conforms(limits.body, Limits);
  assert.equal(limits.body.port_forward, 32);
  const lowered = await t.control('POST', '/limits', { port_forward: 3 });
  assert.equal(lowered.status, 200);
  assert.equal(lowered.body.port_forward, 3);
  // the demo holds one rule: two more, then the limit
  assert.equal((await t.json('POST', RULES, rule(100), t.token)).status, 201);
  assert.equal((await t.json('POST', RULES, rule(200), t.token)).status, 201);
  const before = (await t.state()).security;
  const refused = await t.json('POST', RULES, rule(300), t.token);
  assert.equal(refused.status, 400);
  assert.equal(refused.body.status, 'error');
  assert.equal(refused.body.code, LimitReachedCode);
  assert.equal(typeof refused.body.message, 'string');
  // the limit comes before the rules: an invalid rule at the limit is refused with 'max' too
  assert.equal((await t.json('POST', RULES, rule(100), t.token)).body.code, LimitReachedCode);
  assert.deepEqual((await t.state()).security, before);
  // an edit at the limit is fine; after a delete there is room again, under a new id
  assert.equal((await t.json('PUT', `${RULES}/2`, rule(150), t.token)).status, 200);
  assert.equal((await t.json('DELETE', `${RULES}/3`, undefined, t.token)).status, 200);
  assert.equal((await t.json('POST', RULES, rule(300), t.token)).body.id, '4');
});

Deno.test('remote_web_access: read and update the management port; a port inside a rule is refused', async () => {
  using t = await ready();
  assert.equal((await t.json('GET', REMOTE)).status, 401);
  assert.equal((await t.json('PUT', `${REMOTE}/0`, { port: 8443 })).status, 401);
  const one = await t.json('GET', `${REMOTE}/0`, undefined, t.token);
  conforms(one.body, RemoteWebAccess);
  assert.deepEqual(one.body, { id: 0, port: 8080 });
  assert.equal((await t.json('GET', `${REMOTE}/1`, undefined, t.token)).status, 404);

  const put = await t.json('PUT', `${REMOTE}/0`, { port: 8443 }, t.token);
  assert.equal(put.status, 200);
  assert.deepEqual(put.body, { id: 0, port: 8443 });
  assert.deepEqual((await t.json('GET', REMOTE, undefined, t.token)).body, [{ id: 0, port: 8443 }]);
  // the whole record is fine too
  assert.equal((await t.json('PUT', `${REMOTE}/0`, { id: 0, port: 8444 }, t.token)).status, 200);
  assert.equal((await t.json('PUT', `${REMOTE}/0`, { id: 1, port: 8445 }, t.token)).body.field, 'id');
  // the new port guards the rules: 8080 is free now, 8444 is not
  assert.equal((await t.json('POST', RULES, rule(8080), t.token)).status, 201);
  const guarded = await t.json('POST', RULES, rule(8440, 8450), t.token);
  assert.deepEqual(guarded.body, { status: 'error', message: m.wanManagementPortInRange, field: 'externalEnd' });

  const before = (await t.state()).security;
  const cases: [number, string][] = [
    [0, m.port],
    [65536, m.port],
    [8081, m.portUsedByForward], // the demo's camera rule (TCP)
    [8080, m.portUsedByForward],
  ];
  for (const [port, message] of cases) {
    const res = await t.json('PUT', `${REMOTE}/0`, { port }, t.token);
    assert.equal(res.status, 400, String(port));
    assert.deepEqual(res.body, { status: 'error', message, field: 'port' }, String(port));
  }
  assert.equal((await t.json('PUT', `${REMOTE}/0`, { port: '8090' }, t.token)).status, 400);
  assert.equal((await t.json('PUT', `${REMOTE}/0`, {}, t.token)).status, 400);
  assert.equal((await t.json('PUT', `${REMOTE}/1`, { port: 8090 }, t.token)).status, 404);
  assert.deepEqual((await t.state()).security, before);
  assert.equal((await t.json('GET', `${REMOTE}/0`, undefined, t.token)).body.port, 8444);
});

Deno.test('rules, their id counter and the management port survive a restart with --state-file', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-nat-state-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = await ready({ stateFile });
      assert.equal((await a.json('POST', RULES, rule(100), a.token)).body.id, '2');
      assert.equal((await a.json('DELETE', `${RULES}/2`, undefined, a.token)).status, 200);
      assert.equal((await a.json('PUT', `${REMOTE}/0`, { port: 8443 }, a.token)).status, 200);
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.loadedFromFile, true);
    assert.equal((await b.json('GET', RULES, undefined, b.token)).body.length, 1);
    assert.equal((await b.json('GET', `${REMOTE}/0`, undefined, b.token)).body.port, 8443);
    assert.equal((await b.json('POST', RULES, rule(100), b.token)).body.id, '3');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('a state file without port forwarding loads with no rules and the management port 8080', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-nat-old-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile, profile: { meshAgents: 1 } });
      type Old = { security: Record<string, unknown> };
      const old = structuredClone(a.emulator.state) as unknown as Old & { agents: Old[] };
      for (const s of [old, ...old.agents]) {
        delete s.security.portRedirects;
        delete s.security.lastPortRedirectId;
        delete s.security.remoteWebAccessPort;
      }
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.loadedFromFile, true);
    for (const s of [b.emulator.state.security, b.emulator.state.agents[0].security]) {
      assert.deepEqual(s.portRedirects, []);
      assert.equal(s.lastPortRedirectId, 0);
      assert.equal(s.remoteWebAccessPort, 8080);
    }
    // the filters are kept
    assert.equal(b.emulator.state.security.filters.length, 2);
    assert.deepEqual((await b.json('GET', RULES, undefined, b.token)).body, []);
    assert.deepEqual((await b.json('GET', REMOTE, undefined, b.token)).body, [{ id: 0, port: 8080 }]);
    assert.equal((await b.json('POST', RULES, rule(100), b.token)).body.id, '1');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('a state file with rules but no id counter starts counting after the highest id', async () => {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-nat-counter-' });
  const stateFile = join(dir, 'state.json');
  try {
    {
      using a = setup({ stateFile });
      const old = structuredClone(a.emulator.state) as unknown as { security: { lastPortRedirectId?: number } };
      delete old.security.lastPortRedirectId;
      Deno.writeTextFileSync(stateFile, JSON.stringify(old));
    }
    using b = await ready({ stateFile });
    assert.equal(b.emulator.state.security.lastPortRedirectId, 1);
    assert.equal((await b.json('POST', RULES, rule(100), b.token)).body.id, '2');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
