import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { setup } from './helpers.ts';

const INDEX = '<!doctype html><title>Roteador</title><div id="root"></div>';
const APP_JS = 'console.log("app");'.repeat(50);

function makeWebDir(): string {
  const dir = Deno.makeTempDirSync({ prefix: 'emulator-web-' });
  Deno.mkdirSync(join(dir, 'assets'));
  Deno.writeTextFileSync(join(dir, 'index.html'), INDEX);
  Deno.writeTextFileSync(join(dir, 'assets', 'app-abc123.js'), APP_JS);
  Deno.writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  Deno.writeTextFileSync(join(dir, 'assets', 'style-1.css'), 'body{}');
  Deno.writeTextFileSync(join(dir, 'favicon.svg'), '<svg/>');
  return dir;
}

Deno.test('static: a .gz sibling is served as is when gzip is accepted, with the original type', async () => {
  const dir = makeWebDir();
  try {
    using t = setup({ webDir: dir });
    const gz = await t.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(gz.status, 200);
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(gz.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(gz.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(gz.headers.get('vary'), 'Accept-Encoding');
    assert.deepEqual(
      new Uint8Array(await gz.arrayBuffer()),
      Deno.readFileSync(join(dir, 'assets', 'app-abc123.js.gz')),
    );

    const plain = await t.app.request('/assets/app-abc123.js');
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(await plain.text(), APP_JS);

    const refused = await t.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip;q=0' } });
    assert.equal(refused.headers.get('content-encoding'), null);
    await refused.body?.cancel();

    const css = await t.app.request('/assets/style-1.css', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(css.headers.get('content-encoding'), null);
    assert.equal(css.headers.get('content-type'), 'text/css; charset=utf-8');
    assert.equal(await css.text(), 'body{}');
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('static: SPA fallback to index.html (no-cache); /api and /__emulator never fall back', async () => {
  const dir = makeWebDir();
  try {
    using t = setup({ webDir: dir });
    for (const path of ['/', '/login?expired', '/mesh/AA:BB:CC:00:00:02/location', '/system/update', '/index.html']) {
      const res = await t.app.request(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8', path);
      assert.equal(res.headers.get('cache-control'), 'no-cache', path);
      assert.equal(await res.text(), INDEX, path);
    }
    const svg = await t.app.request('/favicon.svg');
    assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
    await svg.body?.cancel();

    const api = await t.app.request('/api/v1/nothing');
    assert.equal(api.status, 404);
    assert.equal((await api.json()).status, 'error');
    assert.equal((await t.app.request('/__emulator/nothing')).status, 404);

    // a missing hashed chunk is a 404, not an HTML page with 200
    const chunk = await t.app.request('/assets/gone-123.js');
    assert.equal(chunk.status, 404);
    await chunk.body?.cancel();

    // no way out of the web dir
    const escape = await t.app.request('/..%2F..%2Fetc%2Fpasswd');
    assert.equal(await escape.text(), INDEX);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('static: a missing web dir answers a 503 page saying to run npm run build', async () => {
  using t = setup({ webDir: '/nonexistent/web/dist' });
  const res = await t.app.request('/');
  assert.equal(res.status, 503);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  assert.match(await res.text(), /npm run build/);
  assert.equal((await t.app.request('/api/v1/status')).status, 200);
});

/** The CSP's directives by name, each with its sources. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

/** What every answer of the UI carries: framing refused, no sniffing, a policy the built UI runs under. */
function assertUiHeaders(res: Response, what: string) {
  assert.equal(res.headers.get('x-frame-options'), 'DENY', what);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(res.headers.get('referrer-policy'), 'same-origin', what);
  const csp = directives(res.headers.get('content-security-policy'));
  assert.deepEqual(csp.get('default-src'), ["'self'"], what);
  assert.deepEqual(csp.get('script-src'), ["'self'"], what);
  assert.deepEqual(csp.get('style-src'), ["'self'"], what);
  assert.deepEqual(csp.get('img-src'), ["'self'"], what);
  assert.deepEqual(csp.get('object-src'), ["'none'"], what);
  assert.deepEqual(csp.get('base-uri'), ["'none'"], what);
  assert.deepEqual(csp.get('form-action'), ["'self'"], what);
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], what);
  // the agent's hand-over to its controller and the remote services: other hosts, over http(s) only
  assert.deepEqual(csp.get('connect-src'), ["'self'", 'http:', 'https:'], what);
  const all = [...csp.values()].flat();
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", 'data:', 'blob:', '*']) {
    assert.ok(!all.includes(loose), `${what}: ${loose} in the CSP`);
  }
  assert.ok(!csp.has('upgrade-insecure-requests'), `${what}: a router's UI is served over http`);
}

Deno.test('static: every answer of the UI carries the framing, sniffing, referrer and CSP headers', async () => {
  const dir = makeWebDir();
  Deno.writeTextFileSync(join(dir, 'config.json'), '{"firmwareService":"/cloud"}');
  try {
    using t = setup({ webDir: dir });
    const answers: Array<[string, string, RequestInit?]> = [
      ['the page', '/'],
      ['the page by name', '/index.html'],
      ['the SPA fallback', '/network/wifi'],
      ['a page with a query', '/login?expired'],
      ['a precompressed asset', '/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } }],
      ['an asset as is', '/assets/app-abc123.js'],
      ['a stylesheet', '/assets/style-1.css'],
      ['the icon', '/favicon.svg'],
      ['the remote services\' configuration', '/config.json'],
      ['a HEAD of the page', '/', { method: 'HEAD' }],
    ];
    for (const [what, path, init] of answers) {
      const res = await t.app.request(path, init);
      assert.equal(res.status, 200, what);
      assertUiHeaders(res, what);
      await res.body?.cancel();
    }
    const missing = await t.app.request('/assets/gone-123.js');
    assert.equal(missing.status, 404);
    assertUiHeaders(missing, 'a missing asset');
    await missing.body?.cancel();

    const bad = await t.app.request('/%E0%A4%A');
    assert.equal(bad.status, 400);
    assertUiHeaders(bad, 'a path that does not decode');
    await bad.body?.cancel();

    // the router's API keeps its own answers (not a page of the UI)
    const api = await t.app.request('/api/v1/nothing');
    assert.equal(api.status, 404);
    await api.body?.cancel();
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});

Deno.test('static: the "not built" page carries the headers and runs under them (no inline style)', async () => {
  using t = setup({ webDir: '/nonexistent/web/dist' });
  for (const path of ['/', '/login', '/assets/app-abc123.js']) {
    const res = await t.app.request(path);
    assert.equal(res.status, 503, path);
    assertUiHeaders(res, `not built: ${path}`);
    const html = await res.text();
    assert.match(html, /npm run build/);
    // style-src 'self' without 'unsafe-inline' would drop an inline style: the page has none, nor a script
    assert.doesNotMatch(html, /\sstyle=|<style|<script|\son[a-z]+=/i, path);
  }
});

/** A web dir beside a folder outside it holding a secret, with the ways a symlink could lead out. */
function makeWebDirWithLinks(): { root: string; dir: string } {
  const root = Deno.makeTempDirSync({ prefix: 'emulator-links-' });
  const dir = join(root, 'web');
  const outside = join(root, 'outside');
  Deno.mkdirSync(dir);
  Deno.mkdirSync(join(dir, 'assets'));
  Deno.mkdirSync(outside);
  Deno.writeTextFileSync(join(dir, 'index.html'), INDEX);
  Deno.writeTextFileSync(join(dir, 'assets', 'app-abc123.js'), APP_JS);
  Deno.writeTextFileSync(join(outside, 'secret.txt'), 'SECRET');
  Deno.writeTextFileSync(join(outside, 'secret.js'), 'SECRET');
  Deno.writeFileSync(join(outside, 'app.js.gz'), gzipSync('SECRET'));
  Deno.symlinkSync(outside, join(dir, 'x')); // a directory out (ln -s /etc web/dist/x)
  Deno.symlinkSync(join(outside, 'secret.txt'), join(dir, 'secret.txt')); // a file out, absolute
  Deno.symlinkSync('../outside/secret.txt', join(dir, 'relative.txt')); // a file out, relative
  Deno.symlinkSync(outside, join(dir, 'assets', 'x')); // out from under assets/
  Deno.symlinkSync(join(outside, 'secret.js'), join(dir, 'assets', 'chunk-1.js'));
  // inside: a file and a directory pointing inside the web dir, relative and absolute
  Deno.symlinkSync('assets/app-abc123.js', join(dir, 'latest.js'));
  Deno.symlinkSync(join(dir, 'assets'), join(dir, 'static'));
  Deno.symlinkSync('app-abc123.js', join(dir, 'assets', 'app-alias.js'));
  return { root, dir };
}

Deno.test('static: a symlink leading out of the web dir serves nothing — 404, not the file, not index.html', async () => {
  const { root, dir } = makeWebDirWithLinks();
  try {
    using t = setup({ webDir: dir });
    for (const path of ['/x/secret.txt', '/x/secret.js', '/secret.txt', '/relative.txt', '/assets/x/secret.js', '/assets/chunk-1.js', '/%78/secret.txt', '/static/../x/secret.txt']) {
      const res = await t.app.request(path, { headers: { 'accept-encoding': 'gzip' } });
      const body = await res.text();
      assert.equal(res.status, 404, path);
      assert.ok(!body.includes('SECRET'), path);
      assert.notEqual(body, INDEX, path);
      assertUiHeaders(res, `outside: ${path}`);
    }
    // a precompressed sibling leading out is not sent for a file inside: the file itself is
    Deno.symlinkSync(join(root, 'outside', 'app.js.gz'), join(dir, 'assets', 'app-abc123.js.gz'));
    const js = await t.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(js.status, 200);
    assert.equal(js.headers.get('content-encoding'), null);
    assert.equal(await js.text(), APP_JS);
    // an index.html leading out: nothing is served
    Deno.removeSync(join(dir, 'index.html'));
    Deno.writeTextFileSync(join(root, 'outside', 'index.html'), '<title>SECRET</title>');
    Deno.symlinkSync(join(root, 'outside', 'index.html'), join(dir, 'index.html'));
    for (const path of ['/', '/login', '/index.html']) {
      const res = await t.app.request(path);
      assert.equal(res.status, 404, path);
      assert.ok(!(await res.text()).includes('SECRET'), path);
    }
  } finally {
    Deno.removeSync(root, { recursive: true });
  }
});

Deno.test('static: a symlink that stays inside the web dir is served, as is a web dir reached through a symlink', async () => {
  const { root, dir } = makeWebDirWithLinks();
  try {
    for (const webDir of [dir, join(root, 'web-link')]) {
      if (webDir !== dir) Deno.symlinkSync(dir, webDir);
      using t = setup({ webDir });
      for (const path of ['/latest.js', '/static/app-abc123.js', '/assets/app-alias.js']) {
        const res = await t.app.request(path);
        assert.equal(res.status, 200, `${webDir} ${path}`);
        assert.equal(res.headers.get('content-type'), 'text/javascript; charset=utf-8', path);
        assert.equal(await res.text(), APP_JS, path);
        assertUiHeaders(res, `inside: ${path}`);
      }
      const page = await t.app.request('/network/wifi');
      assert.equal(page.status, 200);
      assert.equal(await page.text(), INDEX);
      assertUiHeaders(page, 'inside: the SPA fallback');
    }
  } finally {
    Deno.removeSync(root, { recursive: true });
  }
});

Deno.test('static: a page prerendered at build time is served under its address (/login → login.html), gzipped too; other paths fall back as before', async () => {
  const dir = makeWebDir();
  const LOGIN = '<!doctype html><title>Roteador</title><div id="root" data-prerendered="/login"><form class="auth-form"></form></div>';
  Deno.writeTextFileSync(join(dir, 'login.html'), LOGIN);
  Deno.writeFileSync(join(dir, 'login.html.gz'), gzipSync(LOGIN));
  try {
    using t = setup({ webDir: dir });
    for (const path of ['/login', '/login?expired']) {
      const res = await t.app.request(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.equal(await res.text(), LOGIN, path);
    }
    const gz = await t.app.request('/login', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.deepEqual(new Uint8Array(await gz.arrayBuffer()), Deno.readFileSync(join(dir, 'login.html.gz')));
    // only an address without an extension finds its .html; the rest is the SPA's
    for (const path of ['/', '/login/x', '/dashboard', '/login.js']) {
      const res = await t.app.request(path);
      assert.equal(await res.text(), INDEX, path);
    }
    assert.equal((await t.app.request('/assets/login')).status, 404);
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
