/**
 * The proxy judges the path the router will act on (contract routerPath): crafted targets sent byte for byte (a
 * client's URL parser would tidy them first) are either refused with 400 — journaled, never forwarded — or judged and
 * forwarded as the one path the router then receives; a write outside the scenario's declared effects is refused.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { parseInventory } from './inventory.ts';
import { startProxy } from './proxy.ts';
import { AMBIGUOUS, rawRequest as raw, RESOLVED } from '../test/crafted.ts';

/** A stand-in router that keeps each request's target exactly as it arrived. */
async function standIn() {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.url?.endsWith('/session') ? '{"status":"success","token":"abc"}' : '{"status":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  return { seen, address: `127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

function router(address: string, allowEffects: string[], isProtected = false) {
  return parseInventory({
    routers: [{
      name: 'r',
      address,
      model: 'W6-1500',
      credentials: { username: 'admin', password: 'x' },
      capabilities: [],
      allowEffects,
      protected: isProtected,
      cloud: `http://${address}/cloud`,
    }],
  }).routers[0];
}

const webDir = Deno.makeTempDirSync();
Deno.writeTextFileSync(`${webDir}/index.html`, '<!doctype html><title>ui</title>');

Deno.test('a protected router: every crafted target is refused, 400 or 403, journaled, and the router receives nothing', async () => {
  const fake = await standIn();
  const proxy = await startProxy({ router: router(fake.address, ['session'], true), webDir });
  try {
    for (const target of AMBIGUOUS) assert.equal(await raw(proxy.url, 'POST', target), 400, target);
    for (const target of RESOLVED) assert.equal(await raw(proxy.url, 'POST', target), 403, target); // a filter write
    // the credentials through a login's path: PUT user/0 (credentials), refused as such
    assert.equal(await raw(proxy.url, 'PUT', '/api/v1/session/../user/0', '{"username":"x","password":"y"}'), 403);
    // a node call whose path resolves elsewhere than its login
    const node = JSON.stringify({ dest: '192.168.0.2/api/v1/session/../led/0', method: 2, body: { leds: false } });
    assert.equal(await raw(proxy.url, 'POST', '/api/v1/http_request', node), 403);
    assert.deepEqual(fake.seen, []);
    const journal = proxy.journal.take();
    assert.equal(journal.length, AMBIGUOUS.length + RESOLVED.length + 2);
    assert.ok(journal.every((x) => x.refused), JSON.stringify(journal.filter((x) => !x.refused)));
    const ambiguous = journal.filter((x) => x.status === 400);
    assert.deepEqual(ambiguous.map((x) => x.path), AMBIGUOUS);
    assert.ok(ambiguous.every((x) => /^caminho ambíguo: /.test(x.refused!)), JSON.stringify(ambiguous.map((x) => x.refused)));
    // the resolved ones are recorded as the path the router would have received, refused for its effect
    const resolved = journal.filter((x) => x.status === 403);
    assert.deepEqual(resolved.slice(0, RESOLVED.length).map((x) => [x.path, x.refused]), RESOLVED.map(() => ['/api/v1/filter', 'protegido: efeito configuration']));
    assert.deepEqual(resolved.slice(RESOLVED.length).map((x) => x.refused), ['protegido: efeito credentials', 'protegido: efeito mesh-topology']);
    assert.equal(proxy.writes(), 0);
  } finally {
    await proxy.close();
    await fake.close();
  }
});

Deno.test('a router allowing configuration receives the resolved path, never the one sent; ambiguous ones stay refused', async () => {
  const fake = await standIn();
  const proxy = await startProxy({ router: router(fake.address, ['session', 'configuration']), webDir });
  try {
    for (const target of AMBIGUOUS) assert.equal(await raw(proxy.url, 'POST', target), 400, target);
    for (const target of RESOLVED) assert.equal(await raw(proxy.url, 'POST', `${target}?x=1`), 200, target);
    assert.deepEqual(fake.seen, RESOLVED.map(() => 'POST /api/v1/filter?x=1'));
    assert.equal(await raw(proxy.url, 'GET', '/api/v1/%2e%2e/%2e%2e/etc/passwd'), 400); // reads too
    assert.equal(fake.seen.length, RESOLVED.length);
  } finally {
    await proxy.close();
    await fake.close();
  }
});

Deno.test("a write outside the scenario's declared effects is refused, though the router allows it", async () => {
  const fake = await standIn();
  const proxy = await startProxy({ router: router(fake.address, ['session', 'configuration', 'reboot']), webDir });
  const begin = (effects: unknown) => fetch(`${proxy.url}/__hil/begin`, { method: 'POST', body: JSON.stringify({ title: 't', effects }) });
  try {
    const bad = await begin(['session', 'everything']);
    assert.equal(bad.status, 400);
    assert.match((await bad.json()).message, /início inválido/);
    assert.equal((await begin(['session'])).status, 200);
    assert.equal(await raw(proxy.url, 'POST', '/api/v1/session'), 200);
    assert.equal(await raw(proxy.url, 'PUT', '/api/v1/led/0', '{"leds":false}'), 403);
    assert.equal(await raw(proxy.url, 'POST', '/api/v1/action', '{"actionID":1}'), 403);
    const end = await (await fetch(`${proxy.url}/__hil/end`, { method: 'POST', body: '{}' })).json();
    assert.deepEqual(end.refused.map((x: { method: string; path: string; refused: string }) => `${x.method} ${x.path}: ${x.refused}`), [
      'PUT /api/v1/led/0: não declarado: efeito configuration; o cenário declara session',
      'POST /api/v1/action: não declarado: efeito reboot; o cenário declara session',
    ]);
    assert.equal((await begin(['session', 'configuration'])).status, 200);
    assert.equal(await raw(proxy.url, 'PUT', '/api/v1/led/0', '{"leds":false}'), 200);
    assert.equal(await raw(proxy.url, 'POST', '/api/v1/action', '{"actionID":5}'), 200); // an apply: configuration
    assert.deepEqual(fake.seen, ['POST /api/v1/session', 'PUT /api/v1/led/0', 'POST /api/v1/action']);
  } finally {
    await proxy.close();
    await fake.close();
  }
});
