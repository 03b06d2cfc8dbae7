/**
 * The router's door: what a request must be before any route, fault or journal of the router sees it. The server
 * (serve.ts) has already taken the method, the target and the body's size and time; here:
 * - Host: only the names the emulator listens on are served — a 127.0.0.x address, `localhost` or `[::1]`, at the
 *   port the request came in on. Any other name answers 421: a page of another site whose name was made to resolve
 *   to 127.0.0.1 (DNS rebinding) reads and writes nothing.
 * - Content type: a write's body is JSON, declared `application/json` (a UTF-8 charset allowed). A POST declares it
 *   even with no body unless it carries a token: a page of another site may send a POST with no content type, or a
 *   form's, without asking (no CORS preflight), and the session, the remote services and the control API take no
 *   token. Anything else answers 415 before the route runs: nothing changes, and a refused login is no attempt.
 * - CORS: granted only to the agent → controller hand-over (mesh/loopback.ts); nowhere else, never on the control API.
 * - Every answer says `X-Content-Type-Options: nosniff`.
 */
import type { MiddlewareHandler } from 'hono';

/** A loopback name the emulator listens on: a 127.0.0.x address, localhost, or [::1]. */
const LOOPBACK_NAME = /^(?:localhost|127\.0\.0\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|\[::1\])$/i;

const defaultPort = (url: URL) => (url.protocol === 'https:' ? '443' : '80');

function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ status: 'error', message }), {
    status,
    headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', ...headers },
  });
}

/** True when `host` (a Host header) names this emulator: a loopback name at the port the request came in on. */
function servedHost(host: string, url: URL): boolean {
  const m = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(host.trim());
  if (!m || !LOOPBACK_NAME.test(m[1])) return false;
  return (m[2] ?? defaultPort(url)) === (url.port || defaultPort(url));
}

/** 421 for a request whose Host is not a name the emulator listens on; undefined when it is served. */
function hostRefusal(req: Request): Response | undefined {
  const url = new URL(req.url);
  // a request with no Host (HTTP/1.0, or the tests' app.request) is for the address it came in on
  const host = req.headers.get('host') ?? url.host;
  if (servedHost(host, url)) return undefined;
  const port = url.port || defaultPort(url);
  return refusal(
    421,
    `misdirected request: this router answers as 127.0.0.x:${port}, localhost:${port} or [::1]:${port}, not as '${
      host.slice(0, 100)
    }'`,
  );
}

const JSON_TYPE = /^application\/json\s*(?:;\s*charset\s*=\s*(?:utf-8|"utf-8")\s*)?$/i;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 415 for a write whose body is not declared JSON (or a tokenless POST that declares nothing); undefined when fine. */
export function contentTypeRefusal(req: Request): Response | undefined {
  if (!WRITES.has(req.method)) return undefined;
  const type = req.headers.get('content-type');
  if (type !== null) {
    return JSON_TYPE.test(type.trim()) ? undefined : refusal(415, `a write's body must be application/json, not '${type.slice(0, 100)}'`);
  }
  if (req.body !== null) return refusal(415, "a write's body must be declared application/json");
  if (req.method === 'POST' && !req.headers.has('authorization')) {
    return refusal(415, 'a POST must be declared application/json, even with no body');
  }
  return undefined;
}

/** First of all: the Host (421), and nosniff on every answer. */
export function checkHost(): MiddlewareHandler {
  return async (c, next) => {
    const refused = hostRefusal(c.req.raw);
    if (refused) return refused;
    await next();
    try {
      c.res.headers.set('x-content-type-options', 'nosniff');
    } catch {
      // an answer with immutable headers (none of the router's own) goes as it is
    }
  };
}

/** A write's content type (415), before its body is read or any route runs. */
export function requireJson(): MiddlewareHandler {
  return async (c, next) => contentTypeRefusal(c.req.raw) ?? await next();
}
