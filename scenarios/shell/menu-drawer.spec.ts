/**
 * The phone's menu drawer is a modal (issue 28, DESIGN.md "Everyone"): open, it keeps the focus inside (Shift+Tab from
 * 'Fechar menu' never reaches the page behind the backdrop), it never takes the focus back on its own (the shell
 * renders again on every status and mesh read), and Escape closes it with the focus back on 'Abrir menu', whose
 * aria-expanded says whether it is open.
 */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { tabTo } from './keyboard';

test('menu do celular: prende o foco, não o rouba nas leituras, e Esc devolve o foco a "Abrir menu"', scenario({
  // a mesh with agents, whose mesh reads the shell renders (the lab's bench router has two)
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['clock'],
  // the status and mesh reads (10 s + 4 s), then the status's again (10 s)
  realTime: '24s',
  effects: ['session'],
  viewport: 'phone',
  tags: ['@shell'],
}), async ({ app, page, clock }) => {
  await app.signIn();
  const opener = page.getByRole('button', { name: 'Abrir menu' });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('dialog', { name: 'Menu principal' });
  const close = drawer.getByRole('button', { name: 'Fechar menu' });
  const sair = drawer.getByRole('button', { name: 'Sair' });
  await expect(close).toBeFocused();

  // the focus stays in the drawer: back from its first control to its last, and on again
  await page.keyboard.press('Shift+Tab');
  await expect(sair).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();

  // the owner moves on to an entry; the status (10 s) and mesh (4 s) reads come and go: the focus stays on it
  const ping = drawer.getByRole('link', { name: 'Ping', exact: true });
  await drawer.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first().waitFor();
  await tabTo(page, ping);
  await clock.advance(timing.poll.status + timing.poll.mesh);
  await expect(ping).toBeFocused();
  await clock.advance(timing.poll.status);
  await expect(ping).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

test('menu do celular: escolher uma página fecha o menu e leva o foco ao título da página', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  viewport: 'phone',
  tags: ['@shell'],
}), async ({ app, page }) => {
  await app.signIn();
  const opener = page.getByRole('button', { name: 'Abrir menu' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu principal' });
  await drawer.getByRole('link', { name: 'Traceroute', exact: true }).click();
  await app.expectPath('/tools/traceroute');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'Traceroute' })).toBeFocused();
});
