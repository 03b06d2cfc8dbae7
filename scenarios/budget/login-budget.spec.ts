import { gzipSync } from 'node:zlib';
import { expect, scenario, test } from '../dsl';

const LOGIN_BUDGET_KB = 110;

test('a página de login carrega no máximo 110 KB gzip de JS e CSS', scenario({ device: { profile: 'demo' }, tags: ['@budget'] }), async ({ app, page }) => {
  const bodies: Array<Promise<{ url: string; bytes: number; encoding?: string }>> = [];
  page.on('response', (r) => {
    if (/\.(js|css)(\?|$)/.test(r.url())) {
      bodies.push(r.body().then((b) => ({ url: r.url(), bytes: gzipSync(b, { level: 9 }).length, encoding: r.headers()['content-encoding'] })));
    }
  });
  await app.open('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const loaded = await Promise.all(bodies);
  const total = loaded.reduce((n, f) => n + f.bytes, 0);
  console.log(`/login: ${loaded.length} JS/CSS files, ${(total / 1024).toFixed(1)} KB gzip (budget ${LOGIN_BUDGET_KB} KB)`);
  expect(loaded.length).toBeGreaterThan(0);
  // Served precompressed, as a router does: no compression on the fly.
  for (const f of loaded) expect(f.encoding, f.url).toBe('gzip');
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_KB * 1024);
});
