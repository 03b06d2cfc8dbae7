/**
 * The guard against a stand-in router (a local HTTP server holding a few resources): what it writes back and reports
 * keeps the secrets hidden; a router that does not come back within its restartLimitS is power-cycled.
 */
import assert from 'node:assert/strict';
import { ConfigGuard } from './guard.ts';
import { snapDifferences } from './differences.ts';
import { parseInventory } from './inventory.ts';
import { resources } from './resources.ts';

type Rec = Record<string, unknown>;

/** A router holding `state` (path → answer); `up()` false: it answers 503, as a router still starting would not. */
function standIn(state: Record<string, unknown>, opts: { up?: () => boolean; refuseWrites?: boolean } = {}) {
  const calls: string[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    const path = new URL(req.url).pathname.replace(/^\/api\/v1\//, '');
    if (opts.up && !opts.up()) return new Response('', { status: 503 });
    calls.push(`${req.method} ${path}`);
    if (path === 'session') return Response.json({ status: 'success', token: 't0k3n' });
    if (path === 'status') return Response.json([{}]);
    if (req.method === 'GET') return Response.json(state[path] ?? []);
    const body = await req.json();
    // a router that takes the write but keeps what it had, and answers with what it was sent
    return Response.json(opts.refuseWrites ? { status: 'error', sent: body } : { status: 'success' }, { status: opts.refuseWrites ? 400 : 200 });
  });
  const base: Record<string, unknown> = {
    device: [{ id: 0, model: 'W6-1500', mac: 'AA:BB:CC:00:00:01' }],
    lan: [{ id: 0, interfaceID: 'br0' }],
    wan: [{ id: 0, interfaceID: 'eth0' }],
  };
  for (const [k, v] of Object.entries(base)) state[k] ??= v;
  return { server, calls, address: `127.0.0.1:${server.addr.port}` };
}

function router(address: string, extra: Rec = {}) {
  return parseInventory({
    routers: [{ name: 'r', address, model: 'W6-1500', credentials: { username: 'admin', password: 'x' }, capabilities: [], allowEffects: ['session', 'configuration'], ...extra }],
  }).routers[0];
}

const tr069 = (pw: string) => [{ id: 0, tr069_enable: true, acs: { acs_url: 'http://acs', acs_username: 'YWNz', acs_password: 'QUNTLXNlbmhh' }, connection: { enabled: true, conreq_name: 'Y3I=', conreq_pw: pw } }];

Deno.test('the guard names a secret field that differs and never shows its values: differences, restore writes, refusals', async () => {
  const state: Record<string, unknown> = { tr069_config: tr069('T0xELXNlbmhh') };
  const fake = standIn(state, { refuseWrites: true });
  try {
    const guard = new ConfigGuard(router(fake.address));
    await guard.before();
    state.tr069_config = tr069('Tk9WQS1zZW5oYQ==');
    const verdict = await guard.after();
    assert.ok(fake.calls.includes('PUT tr069_config/0'), fake.calls.join(', '));
    assert.equal(verdict.restored, false);
    assert.ok(verdict.differences.includes('tr069_config[0].connection.conreq_pw: esperado (oculto), veio (oculto, diferente)'), verdict.differences.join('\n'));
    const shown = JSON.stringify(verdict);
    assert.match(verdict.differences.join("\n"), /restauração PUT tr069_config\/0 .*"conreq_pw":"••••".* → 400: .*"sent"/);
    for (const secret of ['T0xELXNlbmhh', 'Tk9WQS1zZW5oYQ==', 'QUNTLXNlbmhh']) assert.ok(!shown.includes(secret), `${secret} in ${shown}`);
  } finally {
    await fake.server.shutdown();
  }
});

Deno.test("a Wi-Fi network's key: named when it differs, hidden; a whole record shown with its key masked", () => {
  const wireless = { ...resources.find((r) => r.path === 'wireless')! };
  const net = (id: string, key: string) => ({ id, ssid: `rede-${id}`, cipher: 3, key });
  const snap = { resource: wireless, path: 'wireless', value: [net('a', 'U2VncmVkbzE='), net('b', 'U2VncmVkbzI=')] };
  const found = snapDifferences(snap, [net('a', 'T3V0cmEtY2hhdmU='), { ...net('c', 'Q2hhdmUtbm92YQ=='), ssid: 'nova' }]);
  assert.deepEqual(found, [
    'wireless[a].key: esperado (oculto), veio (oculto, diferente)',
    'wireless[b]: esperado {"id":"b","ssid":"rede-b","cipher":3,"key":"••••"}, veio (ausente)',
    'wireless[c]: esperado (ausente), veio {"id":"c","ssid":"nova","cipher":3,"key":"••••"}',
  ]);
  // an open network's empty key says nothing secret: shown
  assert.deepEqual(snapDifferences({ ...snap, value: [net('a', '')] }, [net('a', 'U2VncmVkbzE=')]), ['wireless[a].key: esperado "", veio (oculto)']);
});

Deno.test('a router that does not answer within its restartLimitS is power-cycled, then waited for again', async () => {
  const dir = Deno.makeTempDirSync();
  const switched = `${dir}/ligado`;
  const on = () => {
    try {
      return Deno.statSync(switched).isFile;
    } catch {
      return false;
    }
  };
  const fake = standIn({}, { up: on });
  try {
    const started = Date.now();
    const verdict = await new ConfigGuard(router(fake.address, { restartLimitS: 1, powerCycle: `touch '${switched}'` })).after();
    assert.equal(verdict.restored, true);
    assert.deepEqual(verdict.notes, ['o roteador não voltou em 1 s: powerCycle executado']);
    assert.ok(on(), 'the powerCycle command ran');
    assert.ok(Date.now() - started < 20_000, 'the limit is the inventory\'s, not 150 s');
    // without a powerCycle command: the limit, then a clear failure
    Deno.removeSync(switched);
    await assert.rejects(new ConfigGuard(router(fake.address, { restartLimitS: 1 })).after(), /não voltou em 1 s e o inventário não tem powerCycle/);
  } finally {
    await fake.server.shutdown();
    Deno.removeSync(dir, { recursive: true });
  }
});
