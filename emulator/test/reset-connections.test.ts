/**
 * A reset is a power cycle: a request that arrives on a connection opened before it asked the device that was — it is
 * dropped unanswered and never journaled with the new one (serve.ts `generation`, emulator.ts `resets`). So a page
 * closed as one scenario ended, its last request still on the way, never reaches the next scenario's device (the
 * effects check read such a stray `POST session` as the next scenario's write). The control API, which resets, is
 * spared; a connection opened after the reset is answered as ever.
 */
import assert from 'node:assert/strict';
import { isControlPath } from '../src/http.ts';
import { serve } from '../src/serve.ts';
import { setup } from './helpers.ts';

const decoder = new TextDecoder();

async function answerOn(conn: Deno.Conn, head: string): Promise<string> {
  await conn.write(new TextEncoder().encode(head));
  const buf = new Uint8Array(64 * 1024);
  let text = '';
  for (;;) {
    const n = await conn.read(buf).catch(() => null);
    if (n === null) break;
    text += decoder.decode(buf.subarray(0, n));
  }
  try {
    conn.close();
  } catch { /* closed by the server */ }
  return text;
}

Deno.test('a connection opened before a reset is gone with it: no answer, no journal entry; the control API and new connections answer', async () => {
  using t = setup({ profile: 'demo' });
  const s = await serve((req) => t.app.fetch(req), {
    host: '127.0.0.1',
    port: 0,
    generation: { now: () => t.emulator.resets, spared: isControlPath },
  });
  try {
    const connect = () => Deno.connect({ hostname: '127.0.0.1', port: s.port });
    const get = (path: string) => `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${s.port}\r\n\r\n`;
    const before = await connect();
    const controlBefore = await connect();
    // both accepted (stamped) by the server before the reset
    const open = () => new Promise<number>((done) => s.server.getConnections((_e, n) => done(n)));
    while ((await open()) < 2) await new Promise((r) => setTimeout(r, 5));
    t.emulator.reset('demo');
    assert.equal(await answerOn(before, get('/api/v1/status')), '');
    assert.deepEqual(t.emulator.journal.list(), []);
    assert.match(await answerOn(controlBefore, get('/__emulator/journal')), /^HTTP\/1\.1 200 /);
    const after = await answerOn(await connect(), get('/api/v1/status'));
    assert.match(after, /^HTTP\/1\.1 200 /);
    assert.deepEqual(t.emulator.journal.list().map((e) => `${e.method} ${e.path} ${e.status}`), ['GET /api/v1/status 200']);
  } finally {
    await s.close();
  }
});

Deno.test('a request still being answered when the emulator is reset (a delayed login): dropped, not journaled with the new device', async () => {
  using t = setup({ profile: 'demo' });
  await t.manualClock();
  await t.control('POST', '/faults', { path: '/api/v1/session', method: 'POST', delayMs: 5_000, times: 1 });
  const pending = t.call('POST', '/api/v1/session', { username: 'admin', password: 'x' });
  await new Promise((r) => setTimeout(r, 20));
  t.emulator.reset('demo');
  await t.advance(5_000);
  const res = await pending;
  assert.equal(res.headers.get('x-emulator-drop'), '1');
  assert.deepEqual(t.emulator.journal.list(), []);
});
