/**
 * The router-restart wait itself (spec 2 §4.7), seen through one change that restarts the router (a radio's power):
 * a blocking modal with a progress bar while it waits; a 401 when the router is back means a new login with the
 * stored credentials; any other answer ends the session: /login?expired.
 */
import { RadioList, radioPath, timing } from '@roteador/contract';
import { expect, RESTARTING, scenario, test } from '../dsl';
import { meshOff } from './mesh-world';

/**
 * With the mesh off (a radio saved with the mesh on waits 25 s more before its first read: radio-save.spec.ts): the
 * scenario switches it off first through the router's own API, as the mesh page stores it, so a bench router with a
 * mesh runs it too (its guard turns the mesh back on after). Real time: one restart wait, 20 s then up to 12 × 5 s.
 */
const header = {
  device: { profile: 'demo' as const },
  needs: ['clock' as const, 'faults' as const, 'mesh' as const],
  realTime: '80s',
  effects: ['configuration' as const, 'session' as const, 'mesh-topology' as const],
  tags: ['@network' as const],
};

const lowerPower = async (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Rádio 2,4 GHz' }).getByLabel('Potência de transmissão').selectOption('Baixo');

test('espera do reinício: a barra de progresso avança e o dono entra de novo sozinho', scenario({
  ...header,
  // 10 s of the bar, then the restart wait
  realTime: '90s',
}), async ({ app, page, clock, router }) => {
  await meshOff(router);
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
  if (!clock.real) await expect(modal).toContainText('10 s');
  // real time: the seconds shown count on while the check runs, so at least the 10 s waited
  else expect(Number(/(\d+) s\b/.exec((await modal.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(10);
  // 40 s down: the reads at 20, 25, 30 and 35 s fail; at 40 s it answers 401 (the restart dropped the session).
  await app.waitForRestart(clock);
  const logins = (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/session');
  expect(logins.length).toBeGreaterThanOrEqual(1);
  await app.confirm('Ok, entendi');
  await app.expectPath('/network/wifi/radio');
  // what the router stored, read back once it answers again
  expect((await router.read(radioPath, RadioList))[0].power).toBe('Baixo');
});

test('espera do reinício: o roteador volta com um erro — a sessão termina em /login?expired', scenario({
  ...header,
  // 20 s, then up to 6 × 5 s
  realTime: '50s',
}), async ({ app, page, clock, emulator, router }) => {
  await meshOff(router);
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
  await meshOff(router);
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
