/**
 * node:http in front of the Hono app. Deno.serve cannot drop a connection without answering
 * (Response.error() is refused), and a rebooting router does exactly that: here an answer carrying
 * x-emulator-drop destroys the socket instead of being written.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { isDropped } from './http.ts';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** Past this many bytes of a refused body thrown away, the answer goes out at once and the connection closes after it. */
export const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * A request's body as a web stream, read only as fast as the app pulls it. Not Readable.toWeb: once the app cancelled
 * a body (one over its limit, middleware limitBodies), the chunks node still emitted reached the closed stream and
 * threw outside any handler, which ended the process. Here a cancelled body is read on in node and thrown away as it
 * arrives, never queued (so refusing a body of any size costs no memory), until it ends or DRAIN_LIMIT bytes later.
 */
class IncomingBody {
  readonly stream: ReadableStream<Uint8Array>;
  #cancelled = false;
  /** the body ended, failed, or the client went away */
  #over = false;
  #discarded = 0;
  #wake: (() => void) | null = null;

  constructor(req: IncomingMessage) {
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const end = (err?: Error) => {
          if (this.#over) return;
          this.#over = true;
          if (!this.#cancelled) err ? controller.error(err) : controller.close();
          this.#wake?.();
        };
        req.pause();
        req.on('data', (chunk: Uint8Array) => {
          if (this.#cancelled) {
            this.#discarded += chunk.byteLength;
            if (this.#discarded > DRAIN_LIMIT) this.#wake?.();
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
  }

  /** Resolves once a body the app refused unread is in (or DRAIN_LIMIT bytes later), so the client, still sending, reads the answer. */
  drained(): Promise<void> {
    if (!this.#cancelled || this.#over || this.#discarded > DRAIN_LIMIT) return Promise.resolve();
    return new Promise((resolve) => (this.#wake = resolve));
  }
}

function toRequest(req: IncomingMessage, origin: string, body: IncomingBody | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) { for (const v of value) headers.append(name, v); }
    else if (value !== undefined) headers.set(name, value);
  }
  // The body streams on: the app limits it (middleware limitBodies) before anything reads it whole.
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: body?.stream,
    // deno-lint-ignore no-explicit-any
    ...({ duplex: 'half' } as any),
  });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // No keep-alive: browsers (and Deno's fetch) silently resend a request whose *reused* connection
  // closes without an answer, which would hide a dropped request from the UI. A fresh connection
  // per request makes every drop a network error the client sees.
  headers['connection'] = 'close';
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, headers);
  res.end(body);
}

export interface Served {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** `tls`: serve HTTPS with this certificate and key (PEM) instead of HTTP. */
export function serve(handler: FetchHandler, options: { host: string; port: number; tls?: { cert: string; key: string } }): Promise<Served> {
  const origin = `${options.tls ? 'https' : 'http'}://${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`;
  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const body = req.method !== 'GET' && req.method !== 'HEAD' ? new IncomingBody(req) : null;
      const response = await handler(toRequest(req, origin, body));
      await body?.drained();
      if (isDropped(response)) {
        req.socket.destroy();
        return;
      }
      await writeResponse(res, response);
    } catch (err) {
      console.error('emulator adapter error:', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'error', message: 'internal error' }));
    }
  };
  const server: Server = options.tls ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, listener) : createServer(listener);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const port = (server.address() as AddressInfo).port;
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
