/**
 * The owner uses only the keyboard (issue 28): from the phone's first page to the login, into the dashboard, the menu
 * opened and three pages reached from it, then a dialog opened and closed — every step a key press, every landing
 * where the keyboard left it (the page's title, the dialog, the button that opened it).
 */
import { expect, scenario, test } from '../dsl';
import { tabTo } from './keyboard';

test('só com o teclado: entrar, abrir o menu, chegar a três páginas, abrir e fechar um diálogo', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  viewport: 'phone',
  tags: ['@shell', '@auth'],
}), async ({ app, page, credentials }) => {
  const { username, password } = await credentials();
  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const opener = page.getByRole('button', { name: 'Abrir menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu principal' });

  await app.open('/');
  await app.expectPath('/download-app');
  await tabTo(page, page.getByRole('link', { name: 'Continuar com a versão web' }));
  await page.keyboard.press('Enter');
  await app.expectPath('/login');
  await expect(page.getByLabel('Usuário')).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  // into the area by a page load (this page has been in the area: the start-up sent the phone from / to the app
  // page): the keyboard starts from the top of the new page
  await app.expectPath('/');
  await expect(h1('Dashboard')).toBeVisible();

  // three pages, each from the menu: 'Abrir menu' is ahead of the top of the page, behind each page's title
  for (const [i, [entry, path]] of ([['Ping', '/tools/ping'], ['Wi-Fi', '/network/wifi'], ['Dashboard', '/']] as const).entries()) {
    await tabTo(page, opener, { back: i > 0 });
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    await tabTo(page, drawer.getByRole('link', { name: entry, exact: true }));
    await page.keyboard.press('Enter');
    await app.expectPath(path);
    await expect(h1(entry)).toBeFocused();
  }

  // a dialog: the WAN's details, opened and closed
  const details = page.getByRole('button', { name: 'Detalhes da WAN' });
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const dialog = app.dialog('Detalhes da WAN');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(details).toBeFocused();
});
