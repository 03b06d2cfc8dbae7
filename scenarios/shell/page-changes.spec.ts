/**
 * Page changes for keyboard and screen-reader users (issue 28, DESIGN.md "Everyone"): after a move the focus is on the
 * new page's h1 and its title is said through one polite live region; /login opens with the focus in 'Usuário' (the
 * prerendered page, before any code, and after a move within the app); headings never skip a level.
 */
import { expect, scenario, test } from '../dsl';
import { headingLevels, skippedLevels } from './keyboard';

/** The polite live regions saying `title`: the page change's, alone. */
const announced = (page: import('@playwright/test').Page, title: string) =>
  page.locator('[aria-live="polite"]').filter({ hasText: new RegExp(`^${title}$`) });

test('depois de uma mudança de página o foco vai para o título da nova página, anunciado numa região polida', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@shell'],
}), async ({ app, page }) => {
  await app.signIn();
  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  // the first load is not a move: the focus stays where the browser starts
  await expect(h1('Dashboard')).toBeVisible();
  await expect(h1('Dashboard')).not.toBeFocused();

  const menu = await app.menu();
  await menu.getByRole('link', { name: 'Ping', exact: true }).click();
  await app.expectPath('/tools/ping');
  await expect(h1('Ping')).toBeFocused();
  await expect(announced(page, 'Ping')).toHaveCount(1);

  await menu.getByRole('link', { name: 'Wi-Fi', exact: true }).click();
  await app.expectPath('/network/wifi');
  await expect(h1('Wi-Fi')).toBeFocused();
  // the same one region, now saying the new title
  await expect(announced(page, 'Wi-Fi')).toHaveCount(1);
  await expect(announced(page, 'Ping')).toHaveCount(0);

  // the page's own link (the back arrow) is a move too
  await page.getByRole('link', { name: 'Voltar' }).click();
  await app.expectPath('/');
  await expect(h1('Dashboard')).toBeFocused();
  await expect(announced(page, 'Dashboard')).toHaveCount(1);
});

// The app's entry script, held back: the prerendered /login before any of the app's code runs.
const ENTRY = /\/assets\/index-[^/]*\.js$/;

test("o /login abre com o foco em 'Usuário', antes do código do app; o foco do dono sobrevive à chegada do código", scenario({
  device: { profile: 'demo' },
  tags: ['@auth', '@shell'],
}), async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const usuario = page.getByLabel('Usuário');
  const senha = page.getByLabel('Senha', { exact: true });
  await expect(usuario).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(false);
  // the owner goes on to the password before the code arrives: the code taking the page over leaves the focus there
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(senha).toBeFocused();
  release();
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(true);
  await expect(senha).toBeFocused();
  await expect(usuario).toHaveValue('admin');
});

test("uma mudança para o /login dentro do app põe o foco em 'Usuário'", scenario({
  device: { profile: 'demo' },
  viewport: 'phone',
  tags: ['@auth', '@shell'],
}), async ({ app, page }) => {
  await app.open('/');
  await app.expectPath('/download-app');
  await app.follow('Continuar com a versão web');
  await app.expectPath('/login');
  await expect(page.getByLabel('Usuário')).toBeFocused();
  await expect(announced(page, 'Acesse seu roteador')).toHaveCount(1);
});

test('os títulos não pulam níveis: páginas de internet (WAN) e TR-069', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@shell', '@network', '@system'],
}), async ({ app, page }) => {
  for (const [path, field] of [
    ['/network/wan', 'Tipo de conexão'],
    ['/network/wan/static', 'Endereço IP'],
    ['/system/management/tr069', 'URL do ACS'],
  ] as const) {
    if (path === '/network/wan') await app.signIn({ at: path });
    else await page.goto(path);
    await app.expectPath(path);
    await expect(page.getByRole('main').getByText(field).first()).toBeVisible();
    const headings = await headingLevels(page);
    expect(headings[0]?.level, `${path}: o primeiro título é o h1`).toBe(1);
    expect(skippedLevels(headings), path).toEqual([]);
  }
});
