/**
 * The built UI, served as the router serves it: precompressed `.gz` files as they are (a router
 * does not compress on the fly), SPA fallback to index.html, index.html never cached, hashed
 * assets cached for good. Every answer here carries UI_HEADERS, and only files inside the web dir
 * (symlinks resolved) are served.
 */
import { API_BASE } from '@roteador/contract';
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

/**
 * The policy the built UI runs under (scenarios/shell/security-headers.spec.ts walks it with no violation). The
 * build has no inline script, event handler, `style` attribute, eval, worker, frame, font or data: URL: React's
 * `style` props go through the CSSOM, which CSP does not govern.
 * - default-src 'self': anything not named below comes from the router only.
 * - script-src 'self': the hashed modules of /assets only (no inline script, no eval); named even though
 *   default-src says the same, so a later change of default-src cannot widen it.
 * - style-src 'self', img-src 'self': the stylesheets and the favicon; no 'unsafe-inline', no data:.
 * - connect-src 'self' http: https:: the router's API, /config.json and /cloud, plus what the UI reaches
 *   elsewhere: a mesh agent's UI logs into its controller at another address (web/src/state/handoff.ts: the
 *   controller's LAN address, with the page's scheme and port; 127.0.0.1 from 127.0.0.N on the emulator), and the
 *   remote services' bases come from /config.json (the vendor's HTTPS service on a router). Those hosts are data
 *   the page learns, so the schemes are the narrowest fixed list; ws:, data: and blob: stay closed.
 * - object-src 'none', frame-src 'none', worker-src 'none': no plugin, frame or worker in the UI.
 * - base-uri 'none': the UI has no <base>, so injected markup cannot re-root its relative URLs.
 * - form-action 'self': forms submit through script; a native submission could only go to the router.
 * - frame-ancestors 'none': no page of any origin frames the UI (clickjacking of 'Salvar', 'Restaurar'…).
 * Not upgrade-insecure-requests: a router's UI is served over plain http on the LAN.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * On every answer of the UI (pages, assets, the fallback, the 'not built' page, a missing asset's 404).
 * - X-Frame-Options DENY: frame-ancestors for browsers that predate it.
 * - nosniff: a file runs or styles only under its own type (types above), never one guessed from its bytes.
 * - Referrer-Policy same-origin: the router's own requests keep their Referer and Origin (a same-origin POST
 *   under no-referrer sends `Origin: null`, which a router's check of writes would have to refuse), while no
 *   other site — the app stores of /download-app, Amazon's registration page, the remote services, the
 *   controller's address — learns the router's address or the page the owner was on.
 */
const UI_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
});

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

export function staticApp(webDir: string) {
  const app = new Hono();

  // Resolved on each request: the UI may be built (or rebuilt elsewhere and relinked) while the emulator runs.
  const serve = async (c: Context): Promise<Response> => {
    const root = realDir(webDir);
    const indexName = join(webDir, 'index.html');
    const index: Found = root === null ? { kind: 'none' } : locate(indexName, root);
    if (root === null || index.kind === 'none') return c.html(missingPage(webDir), 503, { 'cache-control': 'no-store' });
    if (index.kind === 'outside') return c.notFound();

    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      return c.text('bad path', 400);
    }
    // normalising from the root cannot climb above it: /../x becomes /x
    const rel = posix.normalize('/' + decoded).slice(1);
    // the name asked for (its type, its .gz sibling) and where it really is (what is read)
    let name = rel && !decoded.includes('\0') ? join(webDir, rel) : indexName;
    let found = name === indexName ? index : locate(name, root);
    // a symlink out of the web dir (to a file, or a directory on the way) serves nothing, not even index.html
    if (found.kind === 'outside') return c.notFound();
    if (found.kind === 'none') {
      // a missing hashed chunk must fail loudly, not come back as a 200 HTML page
      if (rel.startsWith('assets/')) return c.notFound();
      name = indexName;
      found = index;
    }

    const headers: Record<string, string> = {
      'content-type': types[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': rel.startsWith('assets/') && found !== index ? IMMUTABLE : 'no-cache',
    };
    const gz = locate(name + '.gz', root);
    if (gz.kind === 'inside') headers['vary'] = 'Accept-Encoding';
    const useGz = gz.kind === 'inside' && acceptsGzip(c.req.header('accept-encoding'));
    if (useGz) headers['content-encoding'] = 'gzip';
    // the real paths are read, so a symlink changed since the check cannot lead elsewhere
    const body = await Deno.readFile(useGz ? gz.real : found.real);
    return c.body(body, 200, headers);
  };

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || isControlPath(path) || isCloudPath(path)) return c.notFound();
    return withUiHeaders(await serve(c));
  });

  return app;
}
