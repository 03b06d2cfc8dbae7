import type { Page } from '@playwright/test';
import { expect, scenario, test } from '../dsl';

// /login comes prerendered (web/dist/login.html): the form shows before any of the app's code runs. On a phone that
// code takes a while to arrive; what the owner types meanwhile is kept, and a press of 'Entrar' is not lost.
const ENTRY = /\/assets\/index-[^/]*\.js$/;

/** The app's entry script held back by the browser; the function returned lets it through. */
async function holdEntry(page: Page, seen?: () => void): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    seen?.();
    await held;
    await route.continue();
  });
  return release;
}

test('"Entrar" antes de o código chegar: o formulário já aparece, guarda o que foi digitado e entra quando o código chega', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, page, router }) => {
  // the app's entry script is held back by the browser until released
  let asked = false;
  const release = await holdEntry(page, () => (asked = true));
  // the page's load waits for its module scripts: only the document's arrival is awaited
  await page.goto('/login', { waitUntil: 'commit' });
  await app.expectHeading('Acesse seu roteador');
  const entrar = page.getByRole('button', { name: 'Entrar' });
  await expect(entrar).toBeDisabled();
  await page.getByLabel('Usuário').fill('admin');
  await expect(entrar).toBeDisabled();
  await page.getByLabel('Senha', { exact: true }).fill('Wifi@Casa2026');
  await expect(entrar).toBeEnabled();
  await entrar.click();
  // held for the app: no native submit (the password never goes into the address), no login yet
  await expect(entrar).toHaveAttribute('aria-busy', 'true');
  expect(asked).toBe(true);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(false);
  expect(page.url()).toMatch(/\/login$/);
  expect((await router.journal()).filter((e) => e.method === 'POST' && e.path.endsWith('/session'))).toHaveLength(0);

  release();
  await app.expectPath('/');
  await app.expectText('Tempo ligado');
  // one login, with what was typed before the code arrived
  const logins = (await router.journal()).filter((e) => e.method === 'POST' && e.path.endsWith('/session'));
  expect(logins.map((e) => e.status)).toEqual([200]);
});

test('o formulário pré-renderizado vira o da página: digitação antes e depois do código, sem recarregar', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, page, router }) => {
  const release = await holdEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const usuario = page.getByLabel('Usuário');
  await usuario.fill('admin');
  await usuario.focus();
  release();
  // the app takes the same form over: what was typed stays, the focus too, and the rest is typed into the app's form
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(true);
  await expect(usuario).toHaveValue('admin');
  await expect(usuario).toBeFocused();
  await page.getByLabel('Senha', { exact: true }).fill('senhaErrada1!');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await app.expectAlert(
    'Número de tentativas restantes: 4. Ao exceder, será necessário aguardar 2 minutos para tentar novamente.',
  );
  await expect(usuario).toHaveValue('admin');
  // the right password then enters (and, on a bench, leaves the router's count of failed attempts where it was)
  await app.login();
  await app.expectPath('/');
  const logins = (await router.journal()).filter((e) => e.method === 'POST' && e.path.endsWith('/session'));
  expect(logins.map((e) => e.status)).toEqual([401, 200]);
});

test('em /login?expired o formulário pré-renderizado é trocado pelo da página: o digitado e o foco ficam, a digitação segue', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, page, router }) => {
  const release = await holdEntry(page);
  // with a query the page's text differs from the prerendered one ('Sua sessão expirou…'): the app replaces the form
  await page.goto('/login?expired', { waitUntil: 'commit' });
  const usuario = page.getByLabel('Usuário');
  const senha = page.getByLabel('Senha', { exact: true });
  await usuario.fill('admin');
  // the owner is typing the password as the code arrives
  await senha.click();
  await page.keyboard.type('abc');
  release();
  await app.expectText('Sua sessão expirou');
  // the app's own form: what was typed is in it, the field being typed in keeps the focus (not the first field's),
  // and the owner types on without a click
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(true);
  await expect(usuario).toHaveValue('admin');
  await expect(senha).toHaveValue('abc');
  await expect(senha).toBeFocused();
  await page.keyboard.type('def');
  await expect(senha).toHaveValue('abcdef');
  await expect(usuario).toHaveValue('admin');
  // and the form logs in (with the router's credentials: on a bench, the owner's)
  await app.login();
  await app.expectPath('/');
  const logins = (await router.journal()).filter((e) => e.method === 'POST' && e.path.endsWith('/session'));
  expect(logins.map((e) => e.status)).toEqual([200]);
});
