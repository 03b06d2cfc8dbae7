/**
 * The emulator behind its real server (serve.ts) on loopback, and requests written as they are on a bare connection:
 * what a browser or curl cannot be made to send (a doubled slash, an absolute-form target, a stalled body), and what
 * public clients of the API send as they send it.
 */
import { serve } from '../src/serve.ts';
import { setup } from './helpers.ts';

/** One request written as is on a bare connection; the answer as text (until the server closes) and how long it took. */
export async function raw(port: number, head: string, opts: { hostname?: string; body?: string; waitClose?: boolean } = {}) {
  const conn = await Deno.connect({ hostname: opts.hostname ?? '127.0.0.1', port });
  const started = Date.now();
  await conn.write(new TextEncoder().encode(head + (opts.body ?? '')));
  const buf = new Uint8Array(64 * 1024);
  let text = '';
  let firstAt = 0;
  for (;;) {
    const n = await conn.read(buf).catch(() => null);
    if (n === null) break;
    if (!firstAt) firstAt = Date.now() - started;
    text += new TextDecoder().decode(buf.subarray(0, n));
    if (!opts.waitClose && /\r\n\r\n/.test(text)) {
      const length = /content-length: (\d+)/i.exec(text);
      if (length && text.split('\r\n\r\n')[1].length >= Number(length[1])) break;
    }
  }
  const closedAt = Date.now() - started;
  try {
    conn.close();
  } catch {
    // the server closed it
  }
  const [headText, ...rest] = text.split('\r\n\r\n');
  return { status: Number(headText.split(' ')[1] ?? 0), head: headText, body: rest.join('\r\n\r\n'), firstAt, closedAt };
}

export async function served(profile: unknown, bodyTimeoutMs?: number) {
  const t = setup({ profile });
  const main = await serve((req) => t.app.fetch(req), { host: '127.0.0.1', port: 0, bodyTimeoutMs });
  const node = await serve((req) => t.app.fetch(req), { host: '127.0.0.2', port: main.port, bodyTimeoutMs });
  return {
    t,
    port: main.port,
    async [Symbol.asyncDispose]() {
      await main.close();
      await node.close();
      t.emulator.dispose();
    },
  };
}
