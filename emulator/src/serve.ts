/**
 * node:http in front of the Hono app, as a router's small web server receives requests. Deno.serve cannot drop a
 * connection without answering (Response.error() is refused), and a rebooting router does exactly that: here an
 * answer carrying x-emulator-drop destroys the socket instead of being written.
 *
 * What the server itself decides, before the app sees a request (the rest of the door is door.ts):
 * - methods: GET, HEAD, POST, PUT, PATCH, DELETE and OPTIONS are served; TRACE, TRACK and CONNECT answer 405, any
 *   other method 501 (the parser's own refusals included), never a 500;
 * - the request target names a path on this device, never another: `//…` and runs of slashes collapse
 *   (`//api/v1/status` is `/api/v1/status`, `//127.0.0.2/api/v1/x` is the path `/127.0.0.2/api/v1/x` here), and an
 *   absolute-form target's authority only stands in for the Host header (which door.ts checks);
 * - bodies: a body the app answers without reading whole (413, 415…) gets its answer at once; the rest is read and
 *   thrown away (never kept) for at most DRAIN_LIMIT bytes, then the connection closes. A body that stops arriving
 *   for `bodyTimeoutMs` (or takes over BODY_DEADLINE_FACTOR times that in all) fails its request: 408 (middleware
 *   limitBody), and the connection closes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { isDropped } from './http.ts';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Past this many bytes of a refused body thrown away, the connection closes (its answer was sent at once). */
export const DRAIN_LIMIT = 64 * 1024 * 1024;

/** Not in the spec: how long a router waits for the next bytes of a body before it gives up (408). */
const BODY_TIMEOUT_MS = 10_000;
/** A whole body must arrive within this many idle timeouts (a client trickling a byte now and then is cut too). */
const BODY_DEADLINE_FACTOR = 6;

/** The methods served; the ones a browser may never send (TRACE, TRACK, CONNECT) answer 405, any other 501. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOWED_METHODS = [...METHODS].join(', ');

/** A body that stopped arriving: the request fails with 408 (middleware limitBody). */
export class BodyTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`the body did not arrive within ${Math.round(ms / 1000)} s`);
  }
}

/**
 * A request's body as a web stream, read only as fast as the app pulls it. Not Readable.toWeb: once the app cancelled
 * a body (one over its limit, middleware limitBodies), the chunks node still emitted reached the closed stream and
 * threw outside any handler, which ended the process. Here a cancelled body is read on in node and thrown away as it
 * arrives, never queued (so refusing a body of any size costs no memory), until it ends, DRAIN_LIMIT bytes later, or
 * it stalls.
 */
class IncomingBody {
  readonly stream: ReadableStream<Uint8Array>;
  #cancelled = false;
  /** the body ended, failed, stalled, or the client went away */
  #over = false;
  #discarded = 0;
  #wake: (() => void) | null = null;
  #idle: ReturnType<typeof setTimeout> | undefined;
  #deadline: ReturnType<typeof setTimeout> | undefined;

  constructor(req: IncomingMessage, timeoutMs: number) {
    let fail = (_err: Error) => {};
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const end = (err?: Error) => {
          if (this.#over) return;
          this.#over = true;
          clearTimeout(this.#idle);
          clearTimeout(this.#deadline);
          if (!this.#cancelled) err ? controller.error(err) : controller.close();
          this.#wake?.();
        };
        fail = end;
        req.pause();
        req.on('data', (chunk: Uint8Array) => {
          this.#armIdle(timeoutMs, fail);
          if (this.#cancelled) {
            this.#discarded += chunk.byteLength;
            if (this.#discarded > DRAIN_LIMIT) end();
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => end());
        req.once('error', (err) => end(err));
        req.once('close', () => end(new Error('the connection closed before the body ended')));
      },
      pull: () => {
        req.resume();
      },
      cancel: () => {
        this.#cancelled = true;
        req.resume();
      },
    });
    this.#armIdle(timeoutMs, fail);
    this.#deadline = setTimeout(() => fail(new BodyTimeoutError(timeoutMs * BODY_DEADLINE_FACTOR)), timeoutMs * BODY_DEADLINE_FACTOR);
  }

  #armIdle(ms: number, fail: (err: Error) => void) {
    clearTimeout(this.#idle);
    if (!this.#over) this.#idle = setTimeout(() => fail(new BodyTimeoutError(ms)), ms);
  }

  get over(): boolean {
    return this.#over;
  }

  /** The app is done with the body: what is left of it is thrown away as it arrives. */
  discard(): void {
    if (this.#over || this.#cancelled) return;
    this.stream.cancel().catch(() => {});
  }

  /** Resolves once the body is over: ended, DRAIN_LIMIT bytes thrown away, stalled, or the client gone. */
  drained(): Promise<void> {
    if (this.#over) return Promise.resolve();
    return new Promise((resolve) => (this.#wake = resolve));
  }
}

/** What the server takes a request target for: a path here (and the authority of an absolute-form target). */
function requestTarget(raw: string): { path: string; authority?: string } | undefined {
  let rest = raw;
  let authority: string | undefined;
  const absolute = /^https?:\/\/([^/?#]*)(.*)$/i.exec(raw);
  if (absolute) {
    [, authority, rest] = absolute;
    if (authority === '' || authority.includes('@')) return undefined;
    if (rest === '' || rest.startsWith('?')) rest = '/' + rest;
  }
  if (!rest.startsWith('/') || rest.includes('#')) return undefined;
  const q = rest.indexOf('?');
  const path = (q < 0 ? rest : rest.slice(0, q)).replace(/\/{2,}/g, '/');
  return { path: path + (q < 0 ? '' : rest.slice(q)), ...(authority === undefined ? {} : { authority }) };
}

function toRequest(req: IncomingMessage, origin: string, path: string, authority: string | undefined, body: IncomingBody | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) { for (const v of value) headers.append(name, v); }
    else if (value !== undefined) headers.set(name, value);
  }
  // an absolute-form target's authority is the Host (RFC 9112 §3.2.2); the device is still the one this address is
  if (authority !== undefined) headers.set('host', authority);
  // The body streams on: the app limits it (middleware limitBodies) before anything reads it whole.
  return new Request(origin + path, {
    method: req.method,
    headers,
    body: body?.stream,
    // deno-lint-ignore no-explicit-any
    ...({ duplex: 'half' } as any),
  });
}

/** A request carries a body when it declares one (HTTP/1.1: a length over 0, or a transfer coding). */
function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // No keep-alive: browsers (and Deno's fetch) silently resend a request whose *reused* connection
  // closes without an answer, which would hide a dropped request from the UI. A fresh connection
  // per request makes every drop a network error the client sees.
  headers['connection'] = 'close';
  return headers;
}

/** The whole answer, sized, written at once; `end` false keeps the connection open after it (a body still arriving). */
async function writeResponse(res: ServerResponse, response: Response, end: boolean, head: boolean): Promise<void> {
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : new Uint8Array(0);
  const headers = headersOf(response);
  const bodiless = head || response.status === 204 || response.status === 304;
  if (!bodiless) headers['content-length'] = String(body.length);
  else if (head && response.headers.has('content-length')) headers['content-length'] = response.headers.get('content-length')!;
  res.writeHead(response.status, headers);
  if (body.length && !bodiless) res.write(body);
  if (end) res.end();
}

/** An answer the server gives on its own (a method it does not serve, a target it cannot take). */
function plain(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ status: 'error', message }), {
    status,
    headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', ...extra },
  });
}

function methodRefusal(method: string): Response | undefined {
  if (METHODS.has(method)) return undefined;
  if (FORBIDDEN_METHODS.has(method)) return plain(405, `method ${method} is not allowed`, { allow: ALLOWED_METHODS });
  return plain(501, `method ${method.slice(0, 32)} is not implemented`, { allow: ALLOWED_METHODS });
}

/** A raw answer on a socket the parser gave up on (no request object to answer through). */
function rawAnswer(socket: Socket, response: { status: number; reason: string; message: string; allow?: boolean }) {
  if (!socket.writable) return socket.destroy();
  const body = JSON.stringify({ status: 'error', message: response.message });
  socket.end(
    `HTTP/1.1 ${response.status} ${response.reason}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n` +
      `${response.allow ? `allow: ${ALLOWED_METHODS}\r\n` : ''}connection: close\r\n\r\n${body}`,
  );
}

/** What the parser refused: an unknown method is not implemented (501), anything else a bad request (400). */
function parserRefusal(err: Error & { rawPacket?: unknown }, socket: Socket) {
  const head = String(err.rawPacket ?? '').split('\r\n', 1)[0];
  const method = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) \S+ HTTP\/\d\.\d$/.exec(head)?.[1];
  if (method && !METHODS.has(method)) {
    const forbidden = FORBIDDEN_METHODS.has(method);
    return rawAnswer(socket, {
      status: forbidden ? 405 : 501,
      reason: forbidden ? 'Method Not Allowed' : 'Not Implemented',
      message: `method ${method.slice(0, 32)} is ${forbidden ? 'not allowed' : 'not implemented'}`,
      allow: true,
    });
  }
  rawAnswer(socket, { status: 400, reason: 'Bad Request', message: 'malformed request' });
}

export interface Served {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export interface ServeOptions {
  host: string;
  port: number;
  /** serve HTTPS with this certificate and key (PEM) instead of HTTP */
  tls?: { cert: string; key: string };
  /** how long a body may stop arriving (default BODY_TIMEOUT_MS) */
  bodyTimeoutMs?: number;
  /**
   * The device's resets (emulator.ts `resets`): a request arriving on a connection opened before the last one is
   * dropped unanswered — a reset is a power cycle, the connections of before are gone — unless its path is `spared`
   * (the control API, which makes the resets).
   */
  generation?: { now: () => number; spared: (path: string) => boolean };
}

/** The reset count when a connection was opened (ServeOptions.generation). */
const OPENED = Symbol('opened at reset');
type Stamped = Socket & { [OPENED]?: number };

export function serve(handler: FetchHandler, options: ServeOptions): Promise<Served> {
  const origin = `${options.tls ? 'https' : 'http'}://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
  const timeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  let listening = origin;
  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    let body: IncomingBody | null = null;
    try {
      const method = req.method ?? '';
      const target = requestTarget(req.url ?? '');
      const refusal = methodRefusal(method) ??
        (target ? undefined : plain(400, `the request target must be a path, got '${String(req.url).slice(0, 64)}'`));
      const generation = options.generation;
      if (target && generation && (req.socket as Stamped)[OPENED] !== generation.now() && !generation.spared(target.path)) {
        req.socket.destroy();
        return;
      }
      body = hasBody(req) && !refusal ? new IncomingBody(req, timeoutMs) : null;
      const response = refusal ?? await handler(toRequest(req, listening, target!.path, target!.authority, body));
      if (isDropped(response)) {
        req.socket.destroy();
        return;
      }
      // an answer given before the body was read whole goes out at once; the rest is thrown away, then we close
      const unread = body !== null && !body.over;
      body?.discard();
      await writeResponse(res, response, !unread, method === 'HEAD');
      if (unread) {
        await body!.drained();
        res.end();
      }
    } catch (err) {
      console.error('emulator adapter error:', err);
      body?.discard();
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ status: 'error', message: 'internal error' }));
    }
  };
  const server: Server = options.tls ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, listener) : createServer(listener);
  if (options.generation) {
    const stamp = (socket: Stamped) => (socket[OPENED] = options.generation!.now());
    server.on(options.tls ? 'secureConnection' : 'connection', stamp);
  }
  // what the parser refuses (an unknown method, a malformed head) and CONNECT never reach the listener
  server.on('clientError', (err: Error, socket: Socket) => parserRefusal(err, socket));
  server.on('connect', (_req: IncomingMessage, socket: Socket) =>
    rawAnswer(socket, { status: 405, reason: 'Method Not Allowed', message: 'method CONNECT is not allowed', allow: true }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const port = (server.address() as AddressInfo).port;
      listening = origin.replace(/:\d+$/, `:${port}`);
      resolve({
        server,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}
