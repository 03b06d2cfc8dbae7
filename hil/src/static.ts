/**
 * The bench proxy's copy of the built UI, served as the router (and the emulator, emulator/src/static.ts) serves it:
 * precompressed `.gz` when accepted, a page prerendered at build time under its address (/login → login.html), SPA
 * fallback to index.html, pages never cached, hashed assets cached for good; every answer with the contract's
 * UI_HEADERS (the UI's Content-Security-Policy, X-Frame-Options, nosniff, Referrer-Policy); only files inside the web
 * dir once symlinks are resolved — a link in the copy pointing elsewhere serves nothing, not even index.html. GET and
 * HEAD only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UI_HEADERS } from '@roteador/contract';
import { findStatic } from '../../emulator/src/static.ts';

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body: Uint8Array | string, head: boolean) {
  res.writeHead(status, { ...UI_HEADERS, ...headers });
  res.end(head ? undefined : body);
}

const text = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** `path`: the request's path as the proxy resolved it (contract routerPath: decoded, no dot segment, from /). */
export function serveStatic(webDir: string, path: string, req: IncomingMessage, res: ServerResponse): void {
  const method = (req.method ?? 'GET').toUpperCase();
  const head = method === 'HEAD';
  if (method !== 'GET' && !head) return answer(res, 405, { ...text, allow: 'GET, HEAD' }, 'método não permitido', false);
  const found = findStatic(webDir, path, req.headers['accept-encoding'] as string | undefined);
  if (found.kind === 'not-built') return answer(res, 404, text, 'web/dist sem index.html: rode `npm run build`', head);
  if (found.kind === 'not-found') return answer(res, 404, text, 'não encontrado', head);
  answer(res, 200, found.headers, Deno.readFileSync(found.real), head);
}
