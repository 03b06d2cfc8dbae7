/**
 * Restore (spec 3 §4, §7, §9): confirm, the restore action, the 45 s wait, then the wizard — the router really back to
 * its model's factory profile (admin/admin, the wizard to show) — and the reset button's press time (5–3600 s), in the
 * form and refused by the router, the state unchanged.
 */
import { encodeSecret, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectRefusedUnchanged, requests, resetButton } from './system-world';

const PAGE = '/system/restore';
/** what a factory restore gives (spec 2 §4.2: the wizard logs in with them) */
const FACTORY = { username: 'admin', password: 'admin' };
const encoded = (c: { username: string; password: string }) => ({ username: encodeSecret(c.username), password: encodeSecret(c.password) });

test('restaurar padrões de fábrica: confirmação, espera de 45 s e o assistente de instalação', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // the 45 s wait, then a status poll in the wizard
  realTime: '55s',
  // the page factory-resets the router: on a bench only one the lab may reset (no mesh nodes it would unpair), and
  // the runner restores its configuration after (the owner's credentials the scenario puts back itself, below)
  lab: ['factory-reset'],
  effects: ['configuration', 'credentials', 'reboot', 'session', 'operation-mode'],
  tags: ['@system'],
}), async ({ app, page, clock, router, credentials }) => {
  const owner = await credentials();
  await clock.install();
  await app.signIn({ at: PAGE });
  await app.expectHeading('Restaurar padrão de fábrica');
  // Cancelling sends nothing.
  await app.press('Restaurar padrões de fábrica');
  await expect(app.dialog('Restaurar padrões de fábrica')).toContainText('Esta ação não pode ser desfeita');
  await app.press('Cancelar');
  expect(await requests(router, 'POST', '/api/v1/action')).toHaveLength(0);

  await app.press('Restaurar padrões de fábrica');
  await app.confirm('Restaurar');
  const waiting = app.dialog('Restaurando o roteador');
  await expect(waiting).toBeVisible();
  expect((await requests(router, 'POST', '/api/v1/action')).map((e) => e.status)).toEqual([200]);
  const beforeEnd = 20_000;
  await clock.advance(timing.wait.factoryRestoreHttps - beforeEnd);
  await expect(waiting).toBeVisible();
  await app.expectPath(PAGE);
  // by 45 s the installation wizard is open (the router is back after 30 s: the shell may see show_wizard first)
  await clock.advance(beforeEnd);
  await app.expectPath(/\/wizard/);
  // the wizard signs in as the factory administrator (admin/admin): the router answers it and it welcomes the owner
  await expect(app.dialog('Bem-vindo!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Credenciais' })).toBeVisible();
  // the wizard's session (admin/admin) is the one the tab keeps, and it stays: the router answers it
  await clock.advance(timing.poll.status);
  await app.expectPath(/\/wizard/);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const r = await page.request.get('/api/v1/device/0', { headers: { authorization: `Bearer ${token}` } });
  expect(r.status()).toBe(200);
  // the router is back to its factory profile: it takes admin/admin (the owner's credentials no longer), its wizard
  // to show, its MAC kept
  expect((await router.raw('POST', 'session', encoded(owner), null)).status).toBe(401);
  const factory = await router.raw('POST', 'session', encoded(FACTORY), null);
  expect(factory.status).toBe(200);
  const factoryToken = (factory.body as { token: string }).token;
  const [device] = (await router.raw('GET', 'device', undefined, factoryToken)).body as { show_wizard: boolean; mac: string }[];
  expect(device.show_wizard).toBe(true);
  expect(device.mac).toBeTruthy();
  // the owner's credentials back (the guard cannot: a router never answers a password)
  await page.goto('about:blank');
  expect((await router.raw('PUT', 'user/0', encoded(owner), factoryToken)).status).toBe(200);
});

test('restaurar: o roteador recusa a ação e nada muda', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'credentials', 'reboot', 'operation-mode', 'configuration'],
  tags: ['@system'],
}), async ({ app, emulator, router, credentials }) => {
  const owner = await credentials();
  await emulator.fault({ method: 'POST', path: '/api/v1/action', status: 500 });
  await app.signIn({ at: PAGE });
  await app.press('Restaurar padrões de fábrica');
  await app.confirm('Restaurar');
  await expect(app.dialog().filter({ hasText: 'Não foi possível restaurar o roteador. Tente novamente.' })).toBeVisible();
  await app.confirm('Ok, entendi');
  await app.expectPath(PAGE);
  // the router kept the owner's credentials (a factory restore puts admin/admin back) and its wizard done
  expect((await router.raw('POST', 'session', encoded(owner), null)).status).toBe(200);
  expect((await router.device()).show_wizard).toBe(false);
});

test('botão reset: tempo pressionado de 5 a 3600 s, guardado e lido de volta', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  const before = await resetButton(router);
  // a time other than the stored one (30 s, or 31 s on a router that keeps 30 s)
  const next = String(before.pressedTime === 30 ? 31 : 30);
  await app.signIn({ at: PAGE });
  const card = page.getByRole('region', { name: 'Botão reset' });
  const field = card.getByLabel('Tempo pressionado (segundos)');
  await expect(field).toHaveValue(String(before.pressedTime));
  await app.expectFieldRule('Tempo pressionado (segundos)', '4', 'O valor mínimo é 5', '5');
  await app.expectFieldRule('Tempo pressionado (segundos)', '3601', 'O valor máximo é 3600', '3600');
  await app.expectFieldRule('Tempo pressionado (segundos)', '', 'Este campo é obrigatório', next);
  await app.expectFieldRule('Tempo pressionado (segundos)', '1a', 'Valor deve ser numérico', next);
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await resetButton(router)).toEqual({ ...before, pressedTime: Number(next) });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Botão reset' }).getByLabel('Tempo pressionado (segundos)')).toHaveValue(next);
});

test('botão reset direto na API: abaixo de 5 e acima de 3600 recusados, nada muda', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@system'],
}), async ({ router }) => {
  const snapshot = () => resetButton(router);
  await expectRefusedUnchanged(router, 'reset_button/0', { pressedTime: 4 }, 'O valor mínimo é 5', 'pressedTime', snapshot);
  await expectRefusedUnchanged(router, 'reset_button/0', { pressedTime: 3601 }, 'O valor máximo é 3600', 'pressedTime', snapshot);
  await expectRefusedUnchanged(router, 'reset_button/0', { pressedTime: 0 }, 'O valor mínimo é 5', 'pressedTime', snapshot);
});
