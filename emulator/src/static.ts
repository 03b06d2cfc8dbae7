/**
 * The built UI, served as the router serves it: precompressed `.gz` files as they are (a router
 * does not compress on the fly), SPA fallback to index.html, index.html never cached, hashed
 * assets cached for good.
 */
import { API_BASE } from '@roteador/contract';
import { Hono } from 'hono';
import { extname, join, posix } from 'node:path';
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
<body style="font-family:sans-serif;max-width:40em;margin:3em auto">
<h1>The web UI is not built</h1>
<p>The emulator serves the UI from <code>${dir.replace(/[<>&]/g, '')}</code>, which has no <code>index.html</code>.</p>
<p>Run <code>npm run build</code> at the repository root, then reload this page. The API under <code>${API_BASE}</code> works meanwhile.</p>
</body></html>
`;

function isFile(path: string): boolean {
  try {
    return Deno.statSync(path).isFile;
  } catch {
    return false;
  }
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

  app.get('*', async (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || isControlPath(path) || isCloudPath(path)) return c.notFound();
    const index = join(webDir, 'index.html');
    if (!isFile(index)) return c.html(missingPage(webDir), 503, { 'cache-control': 'no-store' });

    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return c.text('bad path', 400);
    }
    // normalising from the root cannot climb above it: /../x becomes /x
    const rel = posix.normalize('/' + decoded).slice(1);
    let file = rel && !decoded.includes('\0') ? join(webDir, rel) : index;
    if (!isFile(file)) {
      // a missing hashed chunk must fail loudly, not come back as a 200 HTML page
      if (rel.startsWith('assets/')) return c.notFound();
      file = index;
    }

    const headers: Record<string, string> = {
      'content-type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': rel.startsWith('assets/') && file !== index ? IMMUTABLE : 'no-cache',
    };
    const gz = file + '.gz';
    const hasGz = isFile(gz);
    if (hasGz) headers['vary'] = 'Accept-Encoding';
    const useGz = hasGz && acceptsGzip(c.req.header('accept-encoding'));
    if (useGz) headers['content-encoding'] = 'gzip';
    const body = await Deno.readFile(useGz ? gz : file);
    return c.body(body, 200, headers);
  });

  return app;
}
