/**
 * Crafted request targets for the proxy's path checks (hil/src/proxy-paths.test.ts, and bench.test.ts against a
 * protected router), and a client that sends one byte for byte: a URL parser (fetch's) would tidy it first.
 */

/** Targets no one can read for sure: the proxy refuses each with 400, whatever the router allows. */
export const AMBIGUOUS = [
  '/api/v1/session/%2e%2e/filter',
  '/api/v1/session/%2E%2e/filter',
  '/api/v1/session/.%2e/filter',
  '/api/v1/session/..%2ffilter',
  '/api/v1%2ffilter',
  '/api/v1/session/..\\filter',
  '/api/v1/session/..%5cfilter',
  '/api/v1/session%00/../filter',
  '/api/v1/session/%252e%252e/filter',
  '/api/v1/session;/../filter',
  '/api/v1/session%3f/../filter',
  '/API/v1/filter',
  '/api/v1/FILTER',
  '/Cloud/parental/x/schedule',
];

/** Targets that resolve to one path: judged, and forwarded, as /api/v1/filter. */
export const RESOLVED = [
  '/api/v1/session/../filter',
  '//api/v1/filter',
  '/api/v1/./filter',
  '/api//v1///filter',
  '/api/v1/%66ilter',
  '/__hil/../api/v1/filter',
];

/** One request with its target as given; the status answered (0: no answer). */
export async function rawRequest(baseUrl: string, method: string, target: string, body = '{}', headers: Record<string, string> = {}): Promise<number> {
  const { port } = new URL(baseUrl);
  const conn = await Deno.connect({ hostname: '127.0.0.1', port: Number(port) });
  const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  const head = `${method} ${target} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n${extra}` +
    `content-length: ${new TextEncoder().encode(body).length}\r\nconnection: close\r\n\r\n`;
  await conn.write(new TextEncoder().encode(head + body));
  let text = '';
  const buf = new Uint8Array(4096);
  for (;;) {
    const n = await conn.read(buf);
    if (n === null) break;
    text += new TextDecoder().decode(buf.subarray(0, n));
  }
  conn.close();
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
}
