/**
 * Bodies a router's web server refuses: too large (413, before it is read whole, not a login attempt) and JSON
 * nested too deep (400, never a 500), on every JSON route; through app.request and through the real server.
 */
import assert from 'node:assert/strict';
import { BODY_LIMIT, FIRMWARE_PART_LIMIT, MAX_JSON_DEPTH } from '../src/http.ts';
import { serve } from '../src/serve.ts';
import { DEMO, setup } from './helpers.ts';

const wrong = { username: 'admin', password: 'wrong' };
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

Deno.test('JSON nested 5,000 levels deep answers 400 on the login and on other JSON routes; state untouched', async () => {
  using t = setup();
  const login = await t.json('POST', '/api/v1/session', nested(5000));
  assert.equal(login.status, 400);
  assert.match(login.body.message, new RegExp(`deeper than ${MAX_JSON_DEPTH}`));
  const token = await t.login();
  const before = await t.json('GET', '/api/v1/wireless', undefined, token);
  for (const [method, path] of [['PUT', '/api/v1/wireless/0'], ['POST', '/api/v1/filter'], ['POST', '/api/v1/action'], ['PUT', '/api/v1/led/0']]) {
    const r = await t.json(method, path, `{"a":${nested(5000)}}`, token);
    assert.equal(r.status, 400, `${method} ${path}`);
  }
  assert.deepEqual((await t.json('GET', '/api/v1/wireless', undefined, token)).body, before.body);
  // a wrong password afterwards is the first failed attempt: the refused bodies counted none
  assert.equal((await t.json('POST', '/api/v1/session', wrong)).body[0].attempts_left, 4);
});

Deno.test('a body over 64 KB answers 413 and is no login attempt; a firmware part may be larger', async () => {
  using t = setup();
  const big = JSON.stringify({ username: 'x'.repeat(BODY_LIMIT), password: 'y' });
  const r = await t.json('POST', '/api/v1/session', big);
  assert.equal(r.status, 413);
  assert.equal(r.body.status, 'error');
  assert.match(r.body.message, /at most 64 KB/);
  assert.equal((await t.json('POST', '/api/v1/session', wrong)).body[0].attempts_left, 4);
  const token = await t.login();
  // a firmware part of timing.limits.firmwareChunkChars passes the limit (its content is then checked by the route)
  const part = await t.json('POST', '/api/v1/upgrade_by_parts', { current: 1, total: 1, content: 'A'.repeat(309_600) }, token);
  assert.notEqual(part.status, 413);
  const over = await t.json('POST', '/api/v1/upgrade_by_parts', { current: 1, total: 1, content: 'A'.repeat(FIRMWARE_PART_LIMIT) }, token);
  assert.equal(over.status, 413);
  // the journal sees the refusals
  const journal = (await t.control('GET', '/journal')).body as Array<{ path: string; status: number }>;
  assert.deepEqual(journal.filter((e) => e.status === 413).map((e) => e.path), ['/api/v1/session', '/api/v1/upgrade_by_parts']);
});

Deno.test('through the server: a 20 MB login body is refused at once with 413, streamed or declared, memory kept', async () => {
  using t = setup();
  const served = await serve((req) => t.app.fetch(req), { host: '127.0.0.1', port: 0 });
  try {
    const url = `http://127.0.0.1:${served.port}/api/v1/session`;
    const body = JSON.stringify({ username: 'x'.repeat(20 * 1024 * 1024), password: 'y' });
    const rss = Deno.memoryUsage().rss;
    const declared = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    assert.equal(declared.status, 413);
    assert.equal((await declared.json()).status, 'error');
    // a chunked body (no content-length) is cut at the limit too
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
        for (let i = 0; i < 20; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const chunked = await fetch(url, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' } });
    assert.equal(chunked.status, 413);
    await chunked.body?.cancel();
    assert.ok(Deno.memoryUsage().rss - rss < 200 * 1024 * 1024, 'the refused bodies were not kept');
    const ok = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  } finally {
    await served.close();
  }
});
