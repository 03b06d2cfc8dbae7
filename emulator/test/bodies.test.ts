/**
 * Bodies a router's web server refuses: too large (413, before it is read whole, not a login attempt) and JSON
 * nested too deep (400, never a 500), on every JSON route; through app.request, through the real server and in the
 * emulator's own process (its memory).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BODY_LIMIT, FIRMWARE_PART_LIMIT, MAX_JSON_DEPTH } from '../src/http.ts';
import { DRAIN_LIMIT, serve } from '../src/serve.ts';
import { DEMO, setup } from './helpers.ts';
import { startEmulator } from './process.ts';

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

Deno.test('through the server: a 20 MB login body is refused at once with 413, streamed or declared, its answer read whole', async () => {
  using t = setup();
  const served = await serve((req) => t.app.fetch(req), { host: '127.0.0.1', port: 0 });
  try {
    const url = `http://127.0.0.1:${served.port}/api/v1/session`;
    const body = JSON.stringify({ username: 'x'.repeat(20 * 1024 * 1024), password: 'y' });
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
    assert.equal((await chunked.json()).status, 'error');
    const ok = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  } finally {
    await served.close();
  }
});

const MB = 1024 * 1024;

/** A process's memory in bytes from /proc (VmRSS: now; VmHWM: its peak since the last reset). */
function memory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(Deno.readTextFileSync(`/proc/${pid}/status`));
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/** Linux: the process's peak (VmHWM) starts again from what it uses now. */
function resetPeak(pid: number) {
  Deno.writeTextFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * POST `mb` MB to `url` over a bare connection, declared (content-length) or streamed (chunked), from one reused
 * 1 MB buffer (the client holds no more); the answer's status line. The server may close while we still send.
 */
async function postHuge(url: URL, mb: number, declared: boolean): Promise<string> {
  const conn = await Deno.connect({ hostname: url.hostname, port: Number(url.port) });
  const encode = (s: string) => new TextEncoder().encode(s);
  const write = async (bytes: Uint8Array) => {
    for (let at = 0; at < bytes.length;) at += await conn.write(bytes.subarray(at));
  };
  const answer = (async () => {
    const decoder = new TextDecoder();
    const buf = new Uint8Array(64 * 1024);
    let text = '';
    for (;;) {
      const n = await conn.read(buf).catch(() => null);
      if (n === null) return text;
      text += decoder.decode(buf.subarray(0, n), { stream: true });
    }
  })();
  const chunk = new Uint8Array(MB).fill(0x78);
  const length = declared ? `content-length: ${mb * MB}` : 'transfer-encoding: chunked';
  try {
    await write(encode(`POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n${length}\r\nconnection: close\r\n\r\n`));
    for (let i = 0; i < mb; i++) {
      if (declared) await write(chunk);
      else (await write(encode(`${MB.toString(16)}\r\n`)), await write(chunk), await write(encode('\r\n')));
    }
    if (!declared) await write(encode('0\r\n\r\n'));
  } catch {
    // the server answered and closed: the rest of the body was not wanted
  }
  const text = await answer;
  try {
    conn.close();
  } catch {
    // already closed by the server
  }
  return text.split('\r\n')[0];
}

Deno.test('the emulator process: a 512 MB body, to its address or a mesh node\'s, declared or streamed, is refused with 413 and raises its peak memory by under a quarter of that', async () => {
  const N = 512;
  // what a refused body may cost: the garbage of the part drained before the answer (at most DRAIN_LIMIT, which V8
  // collects by then); one read whole costs its size (the crash of a 200 MB body)
  assert.ok(DRAIN_LIMIT < (N * MB) / 4);
  const dir = Deno.makeTempDirSync();
  const profile = join(dir, 'mesh.json');
  Deno.writeTextFileSync(profile, JSON.stringify({ base: 'demo', meshAgents: 1 }));
  const emulator = await startEmulator(['--profile', profile]);
  try {
    const port = new URL(emulator.base).port;
    for (const host of ['127.0.0.1', '127.0.0.2']) {
      const session = new URL(`http://${host}:${port}/api/v1/session`);
      for (const declared of [true, false]) {
        // once small, so what is measured is the body, not the first compilation of the code that refuses it
        assert.match(await postHuge(session, 1, declared), / 413 /);
        resetPeak(emulator.pid);
        const before = memory(emulator.pid, 'VmRSS');
        assert.match(await postHuge(session, N, declared), / 413 /, `${host}, ${declared ? 'declared' : 'streamed'}`);
        const growth = memory(emulator.pid, 'VmHWM') - before;
        assert.ok(growth < (N * MB) / 4, `${host}, ${declared ? 'declared' : 'streamed'}: +${(growth / MB).toFixed(1)} MB for a ${N} MB body`);
      }
      // none of them was a login attempt
      const attempt = await fetch(session, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(wrong) });
      assert.equal((await attempt.json())[0].attempts_left, 4, host);
    }
  } finally {
    await emulator.stop();
    Deno.removeSync(dir, { recursive: true });
  }
});
