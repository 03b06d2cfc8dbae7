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
