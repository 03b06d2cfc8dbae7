/**
 * node:http in front of the Hono app. Deno.serve cannot drop a connection without answering
 * (Response.error() is refused), and a rebooting router does exactly that: here an answer carrying
 * x-emulator-drop destroys the socket instead of being written.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { isDropped } from './http.ts';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) { for (const v of value) headers.append(name, v); }
    else if (value !== undefined) headers.set(name, value);
  }
  // The body streams on: the app limits it (middleware limitBodies) before anything reads it whole.
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
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
      const response = await handler(await toRequest(req, origin));
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
