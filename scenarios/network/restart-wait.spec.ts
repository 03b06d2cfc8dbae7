/**
 * The router-restart wait itself (spec 2 §4.7), seen through one change that restarts the router (a radio's power):
 * a blocking modal with a progress bar while it waits; a 401 when the router is back means a new login with the
 * stored credentials; any other answer ends the session: /login?expired.
 */
import { timing } from '@roteador/contract';
import { expect, RESTARTING, scenario, test } from '../dsl';

const header = {
  device: { profile: { base: 'demo', meshRole: 'none' } },
  needs: ['clock' as const, 'control' as const, 'faults' as const],
  effects: ['configuration' as const, 'session' as const],
  tags: ['@network' as const],
};

const lowerPower = async (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Rádio 2,4 GHz' }).getByLabel('Potência de transmissão').selectOption('Baixo');

test('espera do reinício: a barra de progresso avança e o dono entra de novo sozinho', scenario(header), async ({ app, page, clock, emulator, router }) => {
  await app.signIn({ at: '/network/wifi/radio' });
  await lowerPower(page);
  await clock.pause();
  await app.press('Salvar');
  const modal = app.dialog(RESTARTING);
  await expect(modal).toBeVisible();
  const bar = modal.getByRole('progressbar');
  const value = async () => Number(await bar.getAttribute('aria-valuenow'));
  const start = await value();
  await clock.advance('10s');
  await expect.poll(value).toBeGreaterThan(start);
  await expect(modal).toContainText('10 s');
  // 40 s down: the reads at 20, 25, 30 and 35 s fail; at 40 s it answers 401 (the restart dropped the session).
  await app.waitForRestart(clock);
  const logins = (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/session');
  expect(logins.length).toBeGreaterThanOrEqual(1);
  await app.confirm('Ok, entendi');
  await app.expectPath('/network/wifi/radio');
  expect((await emulator.state<{ network: { radios: Array<{ power: string }> } }>()).network.radios[0].power).toBe('Baixo');
});

test('espera do reinício: o roteador volta com um erro — a sessão termina em /login?expired', scenario(header), async ({ app, page, clock, emulator }) => {
  await app.signIn({ at: '/network/wifi/radio' });
  await lowerPower(page);
  await clock.pause();
  await app.press('Salvar');
  await expect(app.dialog(RESTARTING)).toBeVisible();
  // The router comes back answering 500 to the wait's read.
  await emulator.fault({ method: 'GET', path: '/api/v1/factory_default', status: 500, times: 20 });
  await clock.advance(timing.wait.restartInitial);
  for (let i = 0; i < 6 && new URL(page.url()).pathname !== '/login'; i++) await clock.advance(timing.wait.restartRetry);
  await app.expectPath('/login');
  // The login page is a lazy chunk: React reveals it on a timer, so the clock flows again.
  await clock.resume();
  expect(new URL(page.url()).search).toBe('?expired');
  await app.expectText('Sua sessão expirou. Realize o login novamente para continuar.');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('espera do reinício: o novo login que não passa é tentado de novo 5 s depois, e o dono entra', scenario(header), async ({ app, page, clock, emulator, router }) => {
  await app.signIn({ at: '/network/wifi/radio' });
  await lowerPower(page);
  await clock.pause();
  await app.press('Salvar');
  await expect(app.dialog(RESTARTING)).toBeVisible();
  await router.clearJournal();
  // The router is back but still settling: the first new login gets a 503.
  await emulator.fault({ method: 'POST', path: '/api/v1/session', status: 503, times: 1 });
  await app.waitForRestart(clock);
  const logins = (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/session');
  expect(logins.map((e) => e.status)).toEqual([503, 200]);
  await app.confirm('Ok, entendi');
  await app.expectPath('/network/wifi/radio');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
});
