/**
 * The router's door (door.ts, serve.ts): the Host it answers as (421), the content type of writes (415), CORS only
 * for the agent hand-over, the methods it serves (405/501), request targets that never pick another device, bodies
 * too large (413 at once) or stalled (408), and absurd numbers in the control API (400). Through app.request where
 * the app decides, through the real server (raw sockets: what a browser or curl cannot be made to send) where the
 * server does.
 */
import assert from 'node:assert/strict';
import { BODY_LIMIT } from '../src/http.ts';
import { DEMO, setup } from './helpers.ts';
import { raw, served } from './served.ts';

const JSON_TYPE = { 'content-type': 'application/json' };
const wrong = JSON.stringify({ username: 'admin', password: 'wrong' });

async function attemptsLeft(t: ReturnType<typeof setup>, base = ''): Promise<number> {
  const r = await t.app.request(`${base}/api/v1/session`, { method: 'POST', headers: JSON_TYPE, body: wrong });
  return (await r.json())[0].attempts_left;
}

// ---- Host -------------------------------------------------------------------------------------------------------

Deno.test('door: a Host the emulator does not listen on answers 421 before any route — the state, the API, the UI, a node', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  for (const host of ['rebind.example:8080', 'rebind.example', '127.0.0.1.nip.io:8080', '127.0.0.1:9999', '10.0.0.1:8080', 'localhost.:8080', '[::2]:8080', '']) {
    for (const [method, url] of [['GET', 'http://127.0.0.1:8080/__emulator/state'], ['GET', 'http://127.0.0.1:8080/api/v1/status'], ['GET', 'http://127.0.0.1:8080/'], ['GET', 'http://127.0.0.2:8080/api/v1/status']]) {
      const r = await t.app.request(url, { method, headers: { host } });
      assert.equal(r.status, 421, `${host} ${url}`);
      const body = await r.json();
      assert.match(body.message, /misdirected request: this router answers as 127\.0\.0\.x:8080, localhost:8080 or \[::1\]:8080/);
      assert.doesNotMatch(JSON.stringify(body), /Wifi@Casa2026/);
    }
  }
  // a write from a rebound page changes nothing and is no login attempt
  const r = await t.app.request('http://127.0.0.1:8080/api/v1/session', { method: 'POST', headers: { ...JSON_TYPE, host: 'rebind.example:8080' }, body: wrong });
  assert.equal(r.status, 421);
  assert.equal(await attemptsLeft(t, 'http://127.0.0.1:8080'), 4);
});

Deno.test('door: the names it listens on are served — 127.0.0.x, localhost and [::1] at its port, any case', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  for (const host of ['127.0.0.1:8080', 'localhost:8080', 'LocalHost:8080', '[::1]:8080', '127.0.0.2:8080']) {
    const r = await t.app.request('http://127.0.0.1:8080/api/v1/status', { headers: { host } });
    assert.equal(r.status, 200, host);
  }
  // no Host at all (HTTP/1.0): the address it came in on
  assert.equal((await t.app.request('http://127.0.0.1:8080/api/v1/status')).status, 200);
});

// ---- content type -----------------------------------------------------------------------------------------------

Deno.test('door: a text/plain POST (a page of another site sends one without asking) answers 415 on the control API, the remote service and the login — nothing changes, no lockout', async () => {
  using t = setup();
  const plain = { 'content-type': 'text/plain;charset=UTF-8' };
  const before = JSON.stringify(t.emulator.state);
  const faults = await t.app.request('/__emulator/faults', { method: 'POST', headers: plain, body: JSON.stringify({ path: '/api/v1/status', status: 500 }) });
  assert.equal(faults.status, 415);
  assert.match((await faults.json()).message, /must be application\/json, not 'text\/plain;charset=UTF-8'/);
  assert.deepEqual(t.emulator.faults.list(), []);
  const deviceid = t.emulator.state.device.mac.replaceAll(':', '').toLowerCase();
  const mac = t.emulator.state.clients[0].mac;
  const block = await t.app.request(`/cloud/parental/${deviceid}/block`, { method: 'POST', headers: plain, body: JSON.stringify({ mac }) });
  assert.equal(block.status, 415);
  for (let i = 0; i < 6; i++) {
    const login = await t.app.request('/api/v1/session', { method: 'POST', headers: plain, body: wrong });
    assert.equal(login.status, 415);
  }
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonx', 'text/json']) {
    const r = await t.app.request('/api/v1/session', { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(DEMO) });
    assert.equal(r.status, 415, type);
  }
  assert.equal(JSON.stringify(t.emulator.state), before);
  // the refusals were no attempts: the owner's own password still logs in, a wrong one is the first failure
  assert.equal(await attemptsLeft(t), 4);
  await t.login();
  // and they are in the journal, as the router received them
  const journal = t.emulator.journal.list();
  assert.ok(journal.filter((e) => e.status === 415).length >= 12);
});

Deno.test('door: a POST with no body and no content type answers 415 unless it carries a token; JSON with a UTF-8 charset is fine', async () => {
  using t = setup();
  const token = await t.login();
  const expire = await t.app.request('/__emulator/sessions/expire', { method: 'POST' });
  assert.equal(expire.status, 415);
  assert.match((await expire.json()).message, /even with no body/);
  assert.equal((await t.json('GET', '/api/v1/user/0', undefined, token)).status, 200, 'the session was not expired');
  // a body with no content type at all is refused too
  const untyped = new Request('http://localhost/api/v1/session', { method: 'POST', body: new Blob([JSON.stringify(DEMO)]) });
  assert.equal((await t.app.request(untyped)).status, 415);
  // the right declarations
  const charset = await t.app.request('/api/v1/session', { method: 'POST', headers: { 'content-type': 'Application/JSON; Charset="UTF-8"' }, body: JSON.stringify(DEMO) });
  assert.equal(charset.status, 200);
  const declared = await t.app.request('/__emulator/sessions/expire', { method: 'POST', headers: JSON_TYPE });
  assert.equal(declared.status, 200);
  // a write with a token and no body needs no declaration (no page of another site can send a token)
  const token2 = await t.login();
  const del = await t.app.request('/api/v1/filter/999', { method: 'DELETE', headers: { authorization: `Bearer ${token2}` } });
  assert.notEqual(del.status, 415);
});

Deno.test('door: a mesh node refuses a text/plain login too (415, no attempt counted)', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const node = 'http://127.0.0.2:8080';
  const r = await t.app.request(`${node}/api/v1/session`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: wrong });
  assert.equal(r.status, 415);
  assert.equal(await attemptsLeft(t, node), 4);
});

// ---- CORS -------------------------------------------------------------------------------------------------------

Deno.test('door: CORS only for the hand-over from an agent\'s address: never the control API, never another origin', async () => {
  using t = setup({ profile: { meshAgents: 1 } });
  const preflight = (path: string, origin: string) =>
    t.app.request(`http://127.0.0.1:8080${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
  for (const origin of ['http://127.0.0.2:8080', 'http://evil.example', 'http://127.0.0.77:8080', 'null']) {
    for (const path of ['/__emulator/faults', '/__emulator/state', '/cloud/parental/x/block', '/api/v1/user/0']) {
      assert.equal((await preflight(path, origin)).headers.get('access-control-allow-origin'), null, `${origin} ${path}`);
    }
  }
  assert.equal((await preflight('/api/v1/session', 'http://127.0.0.2:8080')).headers.get('access-control-allow-origin'), 'http://127.0.0.2:8080');
  for (const origin of ['http://127.0.0.77:8080', 'http://127.0.0.1.evil.example', 'http://localhost:8080', 'http://evil.example']) {
    assert.equal((await preflight('/api/v1/session', origin)).headers.get('access-control-allow-origin'), null, origin);
  }
});

// ---- numbers in the control API ---------------------------------------------------------------------------------

Deno.test('door: a non-finite or absurd number in the control API answers 400 naming the field; nothing moves', async () => {
  using t = setup();
  await t.manualClock();
  const now = t.emulator.now();
  for (const advance of ['1e400', '1e308', '-1e400', '31622400001']) {
    const r = await t.app.request('/__emulator/clock', { method: 'POST', headers: JSON_TYPE, body: `{"advanceMs":${advance}}` });
    assert.equal(r.status, 400, advance);
    const body = await r.json();
    assert.equal(body.field, 'advanceMs', advance);
  }
  assert.equal(t.emulator.now(), now);
  for (const [field, value] of [['delayMs', '1e308'], ['times', '1e400'], ['delayMs', '86400001'], ['times', '1000001']]) {
    const r = await t.app.request('/__emulator/faults', { method: 'POST', headers: JSON_TYPE, body: `{"path":"/api/v1/status","${field}":${value}}` });
    assert.equal(r.status, 400, `${field} ${value}`);
    assert.equal((await r.json()).field, field);
  }
  const path = await t.control('POST', '/faults', { path: '/' + 'x'.repeat(5000) });
  assert.equal(path.status, 400);
  assert.equal(path.body.field, 'path');
  assert.deepEqual(t.emulator.faults.list(), []);
  // the page's clock header cannot fling the device into another century either
  await t.app.request('/api/v1/status', { headers: { 'x-emulator-page-time': String(now + 1e15) } });
  assert.equal(t.emulator.now(), now);
});

// ---- through the real server: methods, targets, bodies ----------------------------------------------------------

Deno.test('door (server): TRACE, TRACK and CONNECT answer 405, an unknown method 501 — never a 500', async () => {
  await using s = await served('demo');
  const host = `host: 127.0.0.1:${s.port}\r\n`;
  for (const [method, status] of [['TRACE', 405], ['TRACK', 405], ['CONNECT', 405], ['PROPFIND', 501], ['FOO', 501], ['MKCOL', 501]] as const) {
    const target = method === 'CONNECT' ? `127.0.0.1:${s.port}` : '/api/v1/status';
    const r = await raw(s.port, `${method} ${target} HTTP/1.1\r\n${host}connection: close\r\n\r\n`);
    assert.equal(r.status, status, method);
    assert.match(r.head, /allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i, method);
  }
  // a head the parser cannot read is a 400, not a dropped socket
  assert.equal((await raw(s.port, `GET /api/v1/status HTTP/1.1\r\nbad header line\r\n\r\n`)).status, 400);
});

Deno.test('door (server): a `//host/...` or absolute-form target never picks another device; `//api/v1/...` is the device asked', async () => {
  await using s = await served({ meshAgents: 1 });
  const { port } = s;
  const model = s.t.emulator.state.device.model;
  const agentModel = s.t.emulator.state.agents[0].device.model;
  assert.notEqual(model, agentModel);
  const get = (target: string, hostname = '127.0.0.1', host = `${hostname}:${port}`) =>
    raw(port, `GET ${target} HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`, { hostname });
  // the agent's address is not reachable through the controller's
  const viaSlashes = await get('//127.0.0.2/api/v1/status');
  assert.doesNotMatch(viaSlashes.body, new RegExp(agentModel));
  const absolute = await get(`http://127.0.0.2:${port}/api/v1/status`);
  assert.equal(absolute.status, 200);
  assert.match(absolute.body, new RegExp(model));
  assert.doesNotMatch(absolute.body, new RegExp(agentModel));
  // the control API is not reachable through an address with no node, nor by a path naming another host
  const noNode = await get('//127.0.0.1/__emulator/state', '127.0.0.2');
  assert.doesNotMatch(noNode.body, /Wifi@Casa2026/);
  const state = await get('//127.0.0.1/__emulator/state');
  assert.doesNotMatch(state.body, /Wifi@Casa2026/);
  // an absolute-form target's authority is the Host: another name is misdirected
  assert.equal((await get('http://rebind.example/__emulator/state')).status, 421);
  // what a public client sends: a doubled slash is the same resource on the device asked
  const doubled = await get('//api/v1/status');
  assert.equal(doubled.status, 200);
  assert.match(doubled.body, new RegExp(model));
  const agentDoubled = await get('//api/v1//status', '127.0.0.2');
  assert.equal(agentDoubled.status, 200);
  assert.match(agentDoubled.body, new RegExp(agentModel));
});

Deno.test('door (server): the Host is checked on the wire — a rebound name reads no state', async () => {
  await using s = await served('demo');
  const r = await raw(s.port, `GET /__emulator/state HTTP/1.1\r\nhost: rebind.example:${s.port}\r\nconnection: close\r\n\r\n`);
  assert.equal(r.status, 421);
  assert.doesNotMatch(r.body, /Wifi@Casa2026/);
  assert.match(r.head, /x-content-type-options: nosniff/i);
});

Deno.test('door (server): a declared 1 GiB body answers 413 at once; the connection closes when the body stops coming', async () => {
  await using s = await served('demo', 300);
  const head = `POST /api/v1/session HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\ncontent-type: application/json\r\ncontent-length: ${2 ** 30}\r\n\r\n`;
  const r = await raw(s.port, head, { body: '{"username":"', waitClose: true });
  assert.equal(r.status, 413);
  assert.ok(r.firstAt < 250, `413 after ${r.firstAt} ms`);
  assert.ok(r.closedAt < 3000, `closed after ${r.closedAt} ms`);
  // many at once are each answered and let go
  const many = await Promise.all(Array.from({ length: 50 }, () => raw(s.port, head, { body: '{', waitClose: true })));
  assert.deepEqual([...new Set(many.map((m) => m.status))], [413]);
  assert.ok(Math.max(...many.map((m) => m.closedAt)) < 5000);
  // none was a login attempt
  assert.equal(await attemptsLeft(s.t), 4);
});

Deno.test('door (server): a body that stops arriving answers 408 within the bound and the connection closes; nothing changes', async () => {
  await using s = await served('demo', 300);
  const head = `POST /api/v1/session HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n`;
  const r = await raw(s.port, head, { body: '{"username":', waitClose: true });
  assert.equal(r.status, 408);
  assert.match(r.body, /did not arrive within/);
  assert.ok(r.closedAt >= 250 && r.closedAt < 3000, `closed after ${r.closedAt} ms`);
  assert.equal(await attemptsLeft(s.t), 4);
  // a slow but steady body is fine
  const conn = await Deno.connect({ hostname: '127.0.0.1', port: s.port });
  const body = JSON.stringify(DEMO);
  await conn.write(new TextEncoder().encode(`POST /api/v1/session HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`));
  for (const part of [body.slice(0, 10), body.slice(10, 20), body.slice(20)]) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await conn.write(new TextEncoder().encode(part));
  }
  const buf = new Uint8Array(4096);
  const n = await conn.read(buf);
  conn.close();
  assert.match(new TextDecoder().decode(buf.subarray(0, n!)), /^HTTP\/1\.1 200/);
});

Deno.test('door (server): a 100 MB chunked firmware part gets its 413, read by the client, not a broken pipe', async () => {
  await using s = await served('demo');
  const token = await s.t.login();
  const conn = await Deno.connect({ hostname: '127.0.0.1', port: s.port });
  const answer = (async () => {
    const buf = new Uint8Array(64 * 1024);
    let text = '';
    for (;;) {
      const n = await conn.read(buf).catch(() => null);
      if (n === null) return text;
      text += new TextDecoder().decode(buf.subarray(0, n));
    }
  })();
  const MB = 1024 * 1024;
  const chunk = new Uint8Array(MB).fill(0x41);
  let sent = 0;
  try {
    const write = async (bytes: Uint8Array) => {
      for (let at = 0; at < bytes.length;) at += await conn.write(bytes.subarray(at));
    };
    await write(new TextEncoder().encode(
      `POST /api/v1/upgrade_by_parts HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`,
    ));
    for (let i = 0; i < 100; i++) {
      await write(new TextEncoder().encode(`${MB.toString(16)}\r\n`));
      await write(chunk);
      await write(new TextEncoder().encode('\r\n'));
      sent++;
    }
    await write(new TextEncoder().encode('0\r\n\r\n'));
  } catch {
    // the server may close once it has thrown away DRAIN_LIMIT bytes; its answer was sent before
  }
  const text = await answer;
  try {
    conn.close();
  } catch {
    // closed by the server
  }
  assert.match(text, /^HTTP\/1\.1 413 /, `after ${sent} MB sent`);
  assert.match(text, /at most 1024 KB/);
});

Deno.test('door (server): a body over the API limit is refused before the route; the limit stands for bodies within it', async () => {
  await using s = await served('demo');
  const big = JSON.stringify({ username: 'x'.repeat(BODY_LIMIT), password: 'y' });
  const r = await fetch(`http://127.0.0.1:${s.port}/api/v1/session`, { method: 'POST', headers: JSON_TYPE, body: big });
  assert.equal(r.status, 413);
  await r.body?.cancel();
  const ok = await fetch(`http://127.0.0.1:${s.port}/api/v1/session`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify(DEMO) });
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get('x-content-type-options'), 'nosniff');
  await ok.body?.cancel();
});
