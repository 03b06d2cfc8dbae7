/**
 * Over HTTPS (spec 2 §4.4, §4.10): a LAN address change — saved by the owner, or made by the IP-conflict
 * resolution — waits 30 s and then offers the new https address to reopen the product at (a link: the product does
 * not go there by itself). Over http the restart wait logs in again instead (lan-save.spec.ts, ip-conflict.spec.ts).
 * The emulator serves HTTPS with its own certificate (`--https-port`), as a router from firmware 1.3.0 does.
 */
import type { Page } from '@playwright/test';
import { LanList, lanPath, timing } from '@roteador/contract';
import { expect, RESTARTING, scenario, test } from '../dsl';
import type { App } from '../dsl/app';

/**
 * After the 30 s of the address change the router is still restarting (down applyRestart from the save): the stored
 * address is read this long after it is back.
 */
const BACK_MARGIN = 10_000;
const untilBack = timing.wait.applyRestart - timing.wait.httpsIpChange + BACK_MARGIN;

/** Signs in through the login form at the HTTPS address (its storage is its own origin's). */
async function signInOverHttps(app: App, page: Page, httpsURL: string): Promise<void> {
  await page.goto(`${httpsURL}/login`);
  await app.login();
  await page.waitForURL((url) => url.protocol === 'https:' && url.pathname === '/');
}

test('HTTPS: mudar o endereço da LAN espera 30 s e oferece o novo endereço https, sem a espera do reinício', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, clock, router, target }) => {
  const httpsURL = target.httpsURL!;
  expect(httpsURL).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  await clock.install();
  await signInOverHttps(app, page, httpsURL);
  await page.goto(`${httpsURL}/network/lan`);
  await app.fill('Endereço IP', '192.168.5.1');
  // the 30 s start when the router took the new address: the clock stands still from before that moment
  await clock.pause();
  await app.press('Salvar');
  const moved = app.dialog('Endereço do roteador alterado');
  await expect(moved.getByRole('progressbar', { name: 'Aguarde enquanto o roteador aplica o novo endereço…' })).toBeVisible();
  await clock.advance(timing.wait.httpsIpChange - 1_000);
  await expect(moved.getByRole('link')).toHaveCount(0);
  await clock.advance('1s');
  const port = new URL(httpsURL).port;
  await expect(moved.getByRole('link', { name: `Acessar https://192.168.5.1:${port}/` })).toHaveAttribute('href', `https://192.168.5.1:${port}/`);
  await expect(moved).toContainText('O roteador agora responde em 192.168.5.1.');
  // not the http branch's restart wait, and the product stays where it is until the owner follows the link
  await expect(app.dialog(RESTARTING)).toHaveCount(0);
  expect(new URL(page.url()).origin).toBe(httpsURL);
  // the router, back from applying, keeps the new address
  await clock.advance(untilBack);
  expect((await router.read(lanPath, LanList))[0].ip4).toBe('192.168.5.1');
});

test('HTTPS: o conflito de IP resolvido espera 30 s e oferece o novo endereço https', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, clock, router, target, emulator }) => {
  const httpsURL = target.httpsURL!;
  await clock.install();
  expect((await router.read(lanPath, LanList))[0].ip4).toBe('192.168.0.1');
  // the ISP hands the WAN an address in the LAN's network
  await emulator.wan({ ip4: '192.168.0.50', netmask: '255.255.255.0' });
  // The resolution runs as the owner enters and its 30 s start when it is done: the clock moves in 100 ms steps until
  // then (the page needs it: React shows a lazy piece after a timer), so they started within the last step.
  await clock.pause();
  await signInOverHttps(app, page, httpsURL);
  const resolved = app.dialog('Conflito resolvido!');
  for (let i = 0; i < 100 && !(await resolved.isVisible()); i++) await clock.advance(100);
  await expect(resolved).toContainText('192.168.1.1');
  await clock.advance(timing.wait.httpsIpChange - 1_000);
  await expect(resolved.getByRole('link')).toHaveCount(0);
  await clock.advance('1s');
  const port = new URL(httpsURL).port;
  await expect(resolved.getByRole('link', { name: `Acessar https://192.168.1.1:${port}/` })).toHaveAttribute('href', `https://192.168.1.1:${port}/`);
  await expect(app.dialog(RESTARTING)).toHaveCount(0);
  await clock.advance(untilBack);
  expect((await router.read(lanPath, LanList))[0].ip4).toBe('192.168.1.1');
});
