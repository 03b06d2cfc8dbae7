/** The bench proxy serves its copy of the UI as the emulator does: the UI's security headers, and only its own files. */
import assert from 'node:assert/strict';
import { UI_HEADERS } from '@roteador/contract';
import { parseInventory } from './inventory.ts';
import { startProxy } from './proxy.ts';

const router = parseInventory({
  routers: [{
    name: 'r',
    address: '127.0.0.1:9',
    model: 'W6-1500',
    credentials: { username: 'admin', password: 'x' },
    capabilities: [],
    allowEffects: ['session'],
    protected: true,
  }],
}).routers[0];

Deno.test("the UI's files: the UI's security headers on each, only files inside the web dir (symlinks resolved), GET only", async () => {
  const outside = Deno.makeTempDirSync();
  Deno.writeTextFileSync(`${outside}/secret.txt`, 'segredo do laboratório');
  const webDir = Deno.makeTempDirSync();
  Deno.mkdirSync(`${webDir}/assets`);
  Deno.writeTextFileSync(`${webDir}/index.html`, '<!doctype html><title>ui</title>');
  Deno.writeTextFileSync(`${webDir}/login.html`, '<!doctype html><title>entrar</title>');
  Deno.writeTextFileSync(`${webDir}/assets/app.js`, 'export {}');
  Deno.writeFileSync(`${webDir}/assets/app.js.gz`, new Uint8Array([0x1f, 0x8b]));
  Deno.symlinkSync(`${outside}/secret.txt`, `${webDir}/leak.txt`);
  Deno.symlinkSync(outside, `${webDir}/assets/out`);
  const proxy = await startProxy({ router, webDir });
  const get = (path: string, init?: RequestInit) => fetch(`${proxy.url}${path}`, init);
  try {
    for (const path of ['/', '/network/wifi', '/assets/app.js', '/leak.txt', '/assets/out/secret.txt', '/assets/missing.js']) {
      const r = await get(path, { headers: { 'accept-encoding': 'identity' } });
      const body = await r.text();
      for (const [name, value] of Object.entries(UI_HEADERS)) assert.equal(r.headers.get(name), value, `${path}: ${name}`);
      assert.doesNotMatch(body, /segredo/, path);
      if (path === '/' || path === '/network/wifi') assert.deepEqual([r.status, r.headers.get('cache-control')], [200, 'no-cache'], path);
      if (path === '/assets/app.js') assert.deepEqual([r.status, r.headers.get('cache-control'), body], [200, 'public, max-age=31536000, immutable', 'export {}']);
      // a link out of the web dir serves nothing — not even index.html — and a missing chunk fails loudly
      if (path === '/leak.txt' || path.startsWith('/assets/o') || path === '/assets/missing.js') assert.equal(r.status, 404, path);
    }
    // a page prerendered at build time, under its address
    const login = await get('/login');
    assert.deepEqual([login.status, login.headers.get('content-type'), await login.text()], [200, 'text/html; charset=utf-8', '<!doctype html><title>entrar</title>']);
    const gz = await get('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    await gz.body?.cancel();
    const post = await get('/network/wifi', { method: 'POST', body: '{}' });
    assert.equal(post.status, 405);
    await post.body?.cancel();
  } finally {
    await proxy.close();
  }
});
