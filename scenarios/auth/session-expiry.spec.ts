import { expect, scenario, test } from '../dsl';

scenario('sessão expirada com "Manter a sessão ativa" entra de novo sem pedir nada', {
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session'],
  tags: ['@auth'],
}, async ({ app, emulator, page, router }) => {
  await app.signIn({ keep: true });
  const before = await page.evaluate(() => sessionStorage.getItem('token'));
  // The owner leaves the dashboard (its polls would meet the 401 first), the router drops the
  // session meanwhile, and the owner comes back to another page: its first call gets 401.
  await page.goto('about:blank');
  await router.clearJournal();
  await emulator.expireSessions();
  await page.goto('/devices');
  // The silent login reloads the page: once it shows the page again, the token is the new one.
  await app.expectHeading('Dispositivos');
  await app.expectPath('/devices');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('token')).catch(() => before))
    .not.toBe(before);
  const journal = await router.journal();
  expect(journal.some((e) => e.status === 401)).toBe(true);
  expect(journal.filter((e) => e.method === 'POST' && e.path === '/api/v1/session' && e.status === 200)).toHaveLength(1);
});

scenario('sessão expirada sem "Manter a sessão ativa" vai para login?expired', {
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session'],
  tags: ['@auth'],
}, async ({ app, emulator, page }) => {
  await app.signIn({ keep: false });
  await page.goto('about:blank');
  await emulator.expireSessions();
  await page.goto('/devices');
  await app.expectPath(/\/login\?expired/);
  await app.expectText('Sua sessão expirou. Realize o login novamente para continuar.');
});

scenario('token vencido pelo tempo ocioso também leva a novo login silencioso', {
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@auth'],
}, async ({ app, emulator, clock, page, router }) => {
  test.slow(); // 11 minutes of virtual time, advanced in steps
  await app.signIn({ keep: true });
  await router.clearJournal();
  // The owner leaves the tab for 11 minutes: the polls stop, and the router drops a token unused for 10.
  await app.setHidden(true);
  await clock.advance('11min');
  await page.goto('/devices');
  await app.expectPath('/devices');
  await expect
    .poll(async () => (await router.journal()).filter((e) => e.path === '/api/v1/session' && e.status === 200).length)
    .toBe(1);
});
