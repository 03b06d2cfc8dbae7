/** The proxy against a stand-in router (a local HTTP server): forwarding, recording with secrets masked, refusals. */
import assert from 'node:assert/strict';
import { parseInventory } from './inventory.ts';
import { startProxy } from './proxy.ts';
import { maskPath, maskSecrets, MASK, recordBody } from './journal.ts';
import { secretFields } from '@roteador/contract';
import { sleep } from './time.ts';

function standIn() {
  const seen: string[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    seen.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/api/v1/session') return Response.json({ status: 'success', token: 'abc123' });
    if (url.pathname === '/cloud/parental/x/schedule') return Response.json([]);
    if (req.method === 'GET') return Response.json([{ id: 0, leds: true, password: 'segredo' }]);
    return Response.json(await req.json());
  });
  return { server, seen, address: `127.0.0.1:${server.addr.port}` };
}

function router(address: string, overrides: Record<string, unknown> = {}) {
  return parseInventory({
    routers: [{
      name: 'r',
      address,
      model: 'W6-1500',
      credentials: { username: 'admin', password: 'x' },
      capabilities: [],
      allowEffects: ['session'],
      protected: true,
      cloud: `http://${address}/cloud`,
      ...overrides,
    }],
  }).routers[0];
}

const webDir = Deno.makeTempDirSync();
Deno.writeTextFileSync(`${webDir}/index.html`, '<!doctype html><title>ui</title>');
Deno.writeTextFileSync(`${webDir}/config.json`, '{"firmwareService":"/cloud"}');

Deno.test('a protected router: reads and logging in go through, recorded and masked; a write is refused before it leaves', async () => {
  const fake = standIn();
  const proxy = await startProxy({ router: router(fake.address), webDir });
  try {
    const login = await fetch(`${proxy.url}/api/v1/session`, { method: 'POST', body: JSON.stringify({ username: 'YWRtaW4=', password: 'eA==' }) });
    assert.equal(login.status, 200);
    assert.equal((await login.json()).token, 'abc123'); // the page gets the real answer
    const led = await fetch(`${proxy.url}/api/v1/led?token=t`);
    assert.equal(led.status, 200);
    await led.body?.cancel();
    const write = await fetch(`${proxy.url}/api/v1/led/0`, { method: 'PUT', body: JSON.stringify({ leds: false }) });
    assert.equal(write.status, 403);
    assert.match((await write.json()).message, /protegido: efeito configuration/);
    const cloudWrite = await fetch(`${proxy.url}/cloud/parental/x/schedule`, { method: 'POST', body: '{}' });
    assert.equal(cloudWrite.status, 403);
    await cloudWrite.body?.cancel();
    assert.deepEqual(fake.seen, ['POST /api/v1/session', 'GET /api/v1/led']);
    const journal = proxy.journal.take();
    assert.equal(journal.length, 4);
    assert.deepEqual(journal[0].requestBody, { username: 'YWRtaW4=', password: MASK });
    assert.deepEqual(journal[0].responseBody, { status: 'success', token: MASK });
    assert.equal(journal[1].path, `/api/v1/led?token=${encodeURIComponent(MASK)}`);
    assert.deepEqual(journal[1].responseBody, [{ id: 0, leds: true, password: MASK }]);
    assert.ok(journal[2].refused && journal[3].refused);
    assert.equal(proxy.writes(), 1); // the login only
    // the UI itself is served from the web dir, with the SPA fallback
    const page = await fetch(`${proxy.url}/network/wifi`);
    assert.match(await page.text(), /<title>ui<\/title>/);
  } finally {
    await proxy.close();
    await fake.server.shutdown();
  }
});

Deno.test('an unprotected router allowing configuration: the write reaches it; a router that does not answer drops the page\'s request', async () => {
  const fake = standIn();
  const proxy = await startProxy({ router: router(fake.address, { protected: false, allowEffects: ['session', 'configuration'] }), webDir });
  try {
    const write = await fetch(`${proxy.url}/api/v1/led/0`, { method: 'PUT', body: JSON.stringify({ leds: false }) });
    assert.equal(write.status, 200);
    assert.deepEqual(await write.json(), { leds: false });
    const reboot = await fetch(`${proxy.url}/api/v1/action`, { method: 'POST', body: JSON.stringify({ actionID: 1 }) });
    assert.equal(reboot.status, 403);
    assert.match((await reboot.json()).message, /não permitido: efeito reboot/);
  } finally {
    await proxy.close();
    await fake.server.shutdown();
  }
  const gone = await startProxy({ router: router(fake.address, { protected: false }), webDir });
  try {
    await assert.rejects(fetch(`${gone.url}/api/v1/status`));
    assert.equal(gone.journal.take()[0].status, 0);
  } finally {
    await gone.close();
  }
});

Deno.test("masking: the contract's secret fields, by name, at any depth, in query strings, JSON in a string and forms", () => {
  assert.deepEqual(maskSecrets({ a: 1, wifi: [{ key: 'k', ssid: 's' }], pppoe: { password: 'p', username: 'u' }, token: '' }), {
    a: 1,
    wifi: [{ key: MASK, ssid: 's' }],
    pppoe: { password: MASK, username: 'u' },
    token: '',
  });
  // TR-069's secrets (base64, as the UI sends them), the user names beside them kept
  const tr069 = { tr069_enable: true, acs: { acs_username: 'YWNz', acs_password: 'c2VjcmV0' }, connection: { conreq_name: 'Y3I=', conreq_pw: 'cHc=' } };
  assert.deepEqual(maskSecrets([tr069]), [
    { tr069_enable: true, acs: { acs_username: 'YWNz', acs_password: MASK }, connection: { conreq_name: 'Y3I=', conreq_pw: MASK } },
  ]);
  // every field of the contract's list, and only those: a name that merely looks like one is data
  for (const k of secretFields) assert.deepEqual(maskSecrets({ [k]: 'x' }), { [k]: MASK }, k);
  assert.deepEqual(maskSecrets({ keyboard: 'x', passthrough: 1, Password: 'y' }), { keyboard: 'x', passthrough: 1, Password: MASK });
  // a node call carrying a login, and its session, at depth
  assert.deepEqual(maskSecrets({ dest: '192.168.0.2/api/v1/session', token: 't', body: { username: 'u', password: 'p' }, mesh_session: 'm' }), {
    dest: '192.168.0.2/api/v1/session',
    token: MASK,
    body: { username: 'u', password: MASK },
    mesh_session: MASK,
  });
  assert.equal(maskPath('/x?a=1&token=t&conreq_pw=p'), `/x?a=1&token=${encodeURIComponent(MASK)}&conreq_pw=${encodeURIComponent(MASK)}`);
  assert.equal(maskPath('/x'), '/x');
});

Deno.test('masking: a secret field holding an array or an object is masked whole; bracket names in forms and queries too', () => {
  assert.deepEqual(maskSecrets({ password: ['Wifi@Casa2026'] }), { password: MASK });
  assert.deepEqual(maskSecrets({ wifi: [{ key: { value: 'segredo', hex: false } }], token: [['t']] }), { wifi: [{ key: MASK }], token: MASK });
  assert.deepEqual(maskSecrets({ password: [], key: {}, token: null }), { password: [], key: {}, token: null }); // empty: nothing to hide
  assert.deepEqual(recordBody('{"username":"admin","password":["Wifi@Casa2026"]}', 'application/json'), { username: 'admin', password: MASK });
  assert.equal(
    recordBody('password[]=Wifi%40Casa2026&user[password]=x&ssid=casa', 'application/x-www-form-urlencoded'),
    `password%5B%5D=${encodeURIComponent(MASK)}&user%5Bpassword%5D=${encodeURIComponent(MASK)}&ssid=casa`,
  );
  assert.doesNotMatch(maskPath('/x?token[0]=segredo&a=1'), /segredo/);
});

Deno.test('recorded bodies: JSON whatever its content type, JSON sent as a JSON string, forms — masked; other text kept', () => {
  const login = JSON.stringify({ username: 'YWRtaW4=', password: 'eA==' });
  const masked = { username: 'YWRtaW4=', password: MASK };
  assert.deepEqual(recordBody(login, 'application/json'), masked);
  assert.deepEqual(recordBody(login, 'text/plain;charset=UTF-8'), masked);
  assert.deepEqual(recordBody(login, null), masked);
  // a body sent as a JSON string (JSON.stringify twice), and JSON inside a field
  assert.equal(recordBody(JSON.stringify(login), 'application/json'), JSON.stringify(masked));
  assert.deepEqual(recordBody(JSON.stringify({ body: login }), 'application/json'), { body: JSON.stringify(masked) });
  // form-encoded, with its content type or as text
  assert.equal(recordBody('username=admin&password=segredo', 'application/x-www-form-urlencoded'), `username=admin&password=${encodeURIComponent(MASK)}`);
  assert.equal(recordBody('ssid=casa&key=segredo123', 'text/plain'), `ssid=casa&key=${encodeURIComponent(MASK)}`);
  assert.equal(recordBody('a=1&b=2', 'text/plain'), 'a=1&b=2');
  assert.equal(recordBody('ok', 'text/plain'), 'ok');
  assert.deepEqual(recordBody(JSON.stringify({ note: '{ "a": 1 }' }), 'application/json'), { note: '{ "a": 1 }' }); // kept as sent
  assert.equal(recordBody('\u0000\u0001', 'application/octet-stream'), '(application/octet-stream: 2 bytes)');
});

Deno.test('the proxy records a form and a JSON-as-text login masked, and never logs a secret query value', async () => {
  const fake = standIn();
  const lines: string[] = [];
  const proxy = await startProxy({ router: router(fake.address), webDir, log: (l) => lines.push(l) });
  try {
    const form = await fetch(`${proxy.url}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin&password=Wifi%40Casa2026',
    });
    await form.body?.cancel();
    const text = await fetch(`${proxy.url}/api/v1/session`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"password":"Wifi@Casa2026"}' });
    await text.body?.cancel();
    const refused = await fetch(`${proxy.url}/api/v1/led/0?token=segredo-do-token`, { method: 'PUT', body: '{"leds":false}' });
    await refused.body?.cancel();
    const all = JSON.stringify(proxy.journal.take()) + lines.join('\n');
    assert.doesNotMatch(all, /Wifi(@|%40)Casa2026|segredo-do-token|abc123/);
    assert.match(all, /recusado/);
  } finally {
    await proxy.close();
    await fake.server.shutdown();
  }
});

Deno.test("the scenario's journal (DSL router.journal()): what arrived since it began or was cleared, in arrival order", async () => {
  const fake = standIn();
  const proxy = await startProxy({ router: router(fake.address), webDir });
  const journal = async () => (await (await fetch(`${proxy.url}/__hil/journal`)).json()) as Array<Record<string, unknown>>;
  try {
    await (await fetch(`${proxy.url}/__hil/begin`, { method: 'POST', body: JSON.stringify({ title: 't', effects: ['session'] }) })).body?.cancel();
    await (await fetch(`${proxy.url}/api/v1/led`)).body?.cancel();
    await (await fetch(`${proxy.url}/api/v1/led/0`, { method: 'PUT', body: '{}' })).body?.cancel(); // refused: still asked
    const first = await journal();
    assert.deepEqual(first.map((e) => [e.method, e.path, e.status]), [['GET', '/api/v1/led', 200], ['PUT', '/api/v1/led/0', 403]]);
    assert.ok((first[0].seq as number) < (first[1].seq as number) && typeof first[0].time === 'number');
    await (await fetch(`${proxy.url}/__hil/journal`, { method: 'DELETE' })).body?.cancel();
    await (await fetch(`${proxy.url}/api/v1/status`)).body?.cancel();
    assert.deepEqual((await journal()).map((e) => e.path), ['/api/v1/status']);
    // the scenario's report still holds every exchange
    const end = await (await fetch(`${proxy.url}/__hil/end`, { method: 'POST', body: '{}' })).json();
    assert.equal(end.exchanges.length, 3);
    assert.deepEqual(await journal(), []);
  } finally {
    await proxy.close();
    await fake.server.shutdown();
  }
});

Deno.test('faults at the bench: matched as the emulator matches them, answered without reaching the router, cleared per scenario', async () => {
  const fake = standIn();
  const proxy = await startProxy({ router: router(fake.address, { protected: false, allowEffects: ['session', 'configuration'] }), webDir });
  const post = (path: string, body: unknown) => fetch(`${proxy.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  try {
    const bad = await post('/__hil/faults', { path: 'led' });
    assert.equal(bad.status, 400);
    await bad.body?.cancel();
    assert.equal((await post('/__hil/faults', { method: 'PUT', path: '/api/v1/led/*', status: 500, times: 1 })).status, 201);
    assert.equal((await post('/__hil/faults', { path: '/api/v1/wan', body: [{ broken: true }] })).status, 201);
    const failed = await fetch(`${proxy.url}/api/v1/led/0`, { method: 'PUT', body: '{}' });
    assert.deepEqual([failed.status, await failed.json()], [500, { status: 'error', message: 'fault' }]);
    const again = await fetch(`${proxy.url}/api/v1/led/0`, { method: 'PUT', body: '{"leds":false}' }); // times: 1 — gone
    assert.equal(again.status, 200);
    await again.body?.cancel();
    const malformed = await fetch(`${proxy.url}/api/v1/wan?x=1`); // the query is ignored
    assert.deepEqual([malformed.status, await malformed.json()], [200, [{ broken: true }]]);
    assert.deepEqual(fake.seen, ['PUT /api/v1/led/0']);
    // a new scenario starts without faults
    await (await post('/__hil/begin', { title: 't', effects: ['session'] })).body?.cancel();
    const clean = await fetch(`${proxy.url}/api/v1/wan`);
    assert.deepEqual(await clean.json(), [{ id: 0, leds: true, password: 'segredo' }]);
  } finally {
    await proxy.close();
    await fake.server.shutdown();
  }
});

Deno.test("Ctrl-C during a scenario's end: the guard's restore runs once, both wait for it", async () => {
  const fake = standIn();
  let calls = 0;
  let finish!: () => void;
  const restored = new Promise<void>((r) => (finish = r));
  const guard = {
    before: () => Promise.resolve(),
    async after() {
      calls++;
      await restored;
      return { restored: true, differences: [], notes: [`restauração ${calls}`] };
    },
  };
  const proxy = await startProxy({ router: router(fake.address), webDir, guardFor: () => guard });
  try {
    await (await fetch(`${proxy.url}/__hil/begin`, { method: 'POST', body: JSON.stringify({ title: 't', effects: ['configuration'] }) })).body?.cancel();
    const end = fetch(`${proxy.url}/__hil/end`, { method: 'POST', body: '{}' }).then((r) => r.json());
    while (calls === 0) await sleep(5); // the end's restore has begun
    const interrupted = proxy.finishCurrent(); // the runner's Ctrl-C, meanwhile
    finish();
    assert.deepEqual((await end).guard.notes, ['restauração 1']);
    assert.deepEqual((await interrupted)?.notes, ['restauração 1']);
    assert.equal(calls, 1);
    assert.equal(await proxy.finishCurrent(), null); // nothing left to restore
  } finally {
    await proxy.close();
    await fake.server.shutdown();
  }
});
