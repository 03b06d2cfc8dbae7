/**
 * The built UI, served as the router serves it: precompressed `.gz` files as they are (a router
 * does not compress on the fly), a page prerendered at build time under its address (/login → login.html), SPA
 * fallback to index.html, pages never cached, hashed assets cached for good. Every answer here carries the
 * contract's UI_HEADERS (contract/src/ui-headers.ts: the policy and each directive's reason, shared with hil/'s
 * proxy), and only files inside the web dir (symlinks resolved) are served.
 */
import { API_BASE, UI_HEADERS } from '@roteador/contract';
import { type Context, Hono } from 'hono';
import { extname, join, posix, sep } from 'node:path';
import { isCloudPath, isControlPath } from './http.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

const missingPage = (dir: string) =>
  `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Web UI not built</title>
<body>
<h1>The web UI is not built</h1>
<p>The emulator serves the UI from <code>${dir.replace(/[<>&]/g, '')}</code>, which has no <code>index.html</code>.</p>
<p>Run <code>npm run build</code> at the repository root, then reload this page. The API under <code>${API_BASE}</code> works meanwhile.</p>
</body></html>
`;

/** Where a path leads: a regular file at `real` inside the web dir, a file outside it (symlinks resolved), or none. */
type Found = { kind: 'inside'; real: string } | { kind: 'outside' } | { kind: 'none' };

/** The web dir's real path (its own symlinks resolved), with a trailing separator; null when it does not exist. */
function realDir(dir: string): string | null {
  try {
    const real = Deno.realPathSync(dir);
    return real.endsWith(sep) ? real : real + sep;
  } catch {
    return null;
  }
}

function locate(path: string, root: string): Found {
  let real: string;
  try {
    if (!Deno.statSync(path).isFile) return { kind: 'none' };
    real = Deno.realPathSync(path);
  } catch {
    return { kind: 'none' }; // missing, or a dangling symlink
  }
  return real.startsWith(root) ? { kind: 'inside', real } : { kind: 'outside' };
}

function withUiHeaders(res: Response): Response {
  for (const [name, value] of Object.entries(UI_HEADERS)) res.headers.set(name, value);
  return res;
}

/** gzip accepted unless refused with q=0. */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';').map((s) => s.trim());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** What the UI's files answer to a path: a file (read at `real`, with its headers), no built UI, or nothing. */
export type StaticAnswer =
  | { kind: 'file'; real: string; headers: Record<string, string> }
  | { kind: 'not-built' }
  | { kind: 'not-found' };

/**
 * The file a path of the UI is (the emulator's static app and hil's bench proxy both serve by it). `path`: decoded,
 * from the root. Resolved on each request: the UI may be built (or rebuilt elsewhere and relinked) while it runs.
 */
export function findStatic(webDir: string, path: string, acceptEncoding: string | undefined): StaticAnswer {
  const root = realDir(webDir);
  const indexName = join(webDir, 'index.html');
  const index: Found = root === null ? { kind: 'none' } : locate(indexName, root);
  if (root === null || index.kind === 'none') return { kind: 'not-built' };
  if (index.kind === 'outside') return { kind: 'not-found' };
  // normalising from the root cannot climb above it: /../x becomes /x
  const rel = posix.normalize('/' + path).slice(1);
  // the name asked for (its type, its .gz sibling) and where it really is (what is read)
  let name = rel && !path.includes('\0') ? join(webDir, rel) : indexName;
  let found = name === indexName ? index : locate(name, root);
  // a symlink out of the web dir (to a file, or a directory on the way) serves nothing, not even index.html
  if (found.kind === 'outside') return { kind: 'not-found' };
  if (found.kind === 'none' && rel !== '' && extname(rel) === '') {
    // a page prerendered at build time (web/dist/login.html for /login): served under its address
    const page = locate(name + '.html', root);
    if (page.kind === 'inside') [name, found] = [name + '.html', page];
  }
  if (found.kind === 'none') {
    // a missing hashed chunk must fail loudly, not come back as a 200 HTML page
    if (rel.startsWith('assets/')) return { kind: 'not-found' };
    name = indexName;
    found = index;
  }
  if (found.kind !== 'inside') return { kind: 'not-found' };
  const headers: Record<string, string> = {
    ...UI_HEADERS,
    'content-type': types[extname(name).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': rel.startsWith('assets/') && found !== index ? IMMUTABLE : 'no-cache',
  };
  const gz = locate(name + '.gz', root);
  if (gz.kind === 'inside') headers['vary'] = 'Accept-Encoding';
  const useGz = gz.kind === 'inside' && acceptsGzip(acceptEncoding);
  if (useGz) headers['content-encoding'] = 'gzip';
  // the real path is read, so a symlink changed since the check cannot lead elsewhere
  return { kind: 'file', real: useGz && gz.kind === 'inside' ? gz.real : found.real, headers };
}

export function staticApp(webDir: string) {
  const app = new Hono();

  const serve = async (c: Context): Promise<Response> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      return c.text('bad path', 400);
    }
    const found = findStatic(webDir, decoded, c.req.header('accept-encoding'));
    if (found.kind === 'not-built') return c.html(missingPage(webDir), 503, { 'cache-control': 'no-store' });
    if (found.kind === 'not-found') return c.notFound();
    return c.body(await Deno.readFile(found.real), 200, found.headers);
  };

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || isControlPath(path) || isCloudPath(path)) return c.notFound();
    return withUiHeaders(await serve(c));
  });

  return app;
}
