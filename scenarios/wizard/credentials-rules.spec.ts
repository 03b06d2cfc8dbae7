/**
 * The wizard's credentials (spec 2 §5.6) and location (§5.7) rules: every message on screen, and the router
 * refusing the same values with the same message when they are sent straight to its API (PUT user/0,
 * PUT device/0 alias), keeping what it had.
 */
import {
  encodeSecret,
  sizeMessage,
  suspiciousMessage,
  validationMessages as m,
  weakWordMessage,
} from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';
import { expectStep, fillCredentials, openWizard } from './wizard-world';

const header = {
  device: { profile: 'factory' as const },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset' as const],
  // the same values sent straight to the router's API (PUT user/0, PUT device/0), which refuses them
  effects: ['session' as const, 'credentials' as const, 'configuration' as const],
  tags: ['@wizard' as const],
};

/** The router still has the factory credentials: it lets admin/admin in. */
async function expectFactoryCredentials(router: RouterClient) {
  const answer = await router.raw('POST', 'session', { username: encodeSecret('admin'), password: encodeSecret('admin') }, null);
  expect(answer.status, 'o roteador ainda aceita admin/admin').toBe(200);
}

async function userRefused(router: RouterClient, username: string, password: string, message: string) {
  const answer = await router.raw('PUT', 'user/0', { username: encodeSecret(username), password: encodeSecret(password) }, await router.login());
  expect(answer.status, `${username} / ${password}`).toBe(400);
  expect(answer.body).toMatchObject({ status: 'error', message });
}

async function aliasRefused(router: RouterClient, alias: string, message: string) {
  const answer = await router.raw('PUT', 'device/0', { alias }, await router.login());
  expect(answer.status, alias).toBe(400);
  expect(answer.body).toMatchObject({ status: 'error', message, field: 'alias' });
}

const GOOD = 'Casa@Nova2026';

test('credenciais: as regras do usuário na tela e no roteador', scenario(header), async ({ app, page, router }) => {
  await openWizard(app, page);
  await expect(page.getByText('Defina as credenciais para acesso às configurações do roteador')).toBeVisible();
  const cases: Array<[string, string]> = [
    ['', m.required],
    ['joão', m.invalidCharacters],
    ['reboot', suspiciousMessage('reboot')],
    ['a'.repeat(31), sizeMessage(1, 30)],
  ];
  for (const [value, message] of cases) {
    await app.fill('Usuário', value || 'x');
    if (!value) await app.fill('Usuário', '');
    await app.expectFieldError('Usuário', message);
    await userRefused(router, value, GOOD, message);
  }
  // Spaces at the ends are trimmed: '  dono  ' is 'dono'.
  await app.fill('Usuário', '  dono  ');
  await app.expectFieldValid('Usuário');
  await expectFactoryCredentials(router);
});

test('credenciais: critérios, força, senha fraca, aviso de palavra conhecida e confirmação', scenario(header), async ({ app, page, router }) => {
  await openWizard(app, page);
  await app.fill('Usuário', 'dono');
  const criteria = page.locator('.password-meter__criteria li');
  await expect(criteria).toHaveText([/Letras minúsculas/, /Letras maiúsculas/, /Números/, /Caracteres especiais/, /No mínimo 8 caracteres/]);

  await app.fill('Senha', 'abcdef');
  await app.expectFieldError('Senha', m.weakPassword);
  await expect(page.getByText('Força da senha: MUITO FRACA')).toBeVisible();
  await expect(criteria.filter({ hasText: 'Letras minúsculas' })).toHaveAttribute('data-met', 'true');
  await expect(criteria.filter({ hasText: 'Letras maiúsculas' })).toHaveAttribute('data-met', 'false');
  await userRefused(router, 'dono', 'abcdef', m.weakPassword);

  // Four classes but 7 characters: the length is always required.
  await app.fill('Senha', 'Ab1@xyz');
  await app.expectFieldError('Senha', m.weakPassword);
  await expect(page.getByText('Força da senha: FORTE')).toBeVisible();
  await userRefused(router, 'dono', 'Ab1@xyz', m.weakPassword);

  for (const [value, message] of [['Casa@ção2026', m.invalidCharacters], ['Reboot@2026', suspiciousMessage('reboot')],
    [`Aa1@${'x'.repeat(27)}`, sizeMessage(1, 30)]] as const) {
    await app.fill('Senha', value);
    await app.expectFieldError('Senha', message);
    await userRefused(router, 'dono', value, message);
  }
  await app.fill('Senha', '');
  await app.expectFieldError('Senha', m.required);
  await userRefused(router, 'dono', '', m.required);

  // A known word is a warning only: the password is accepted.
  await app.fill('Senha', 'Admin@2026');
  await app.expectFieldValid('Senha');
  await expect(page.getByRole('status').filter({ hasText: weakWordMessage('admin') })).toBeVisible();
  await expect(page.getByText('Força da senha: MUITO FORTE')).toBeVisible();

  await app.fill('Senha', GOOD);
  await expect(page.getByText(/O uso da palavra/)).toHaveCount(0);
  await app.fill('Confirmar senha', 'Casa@Nova2025');
  await app.expectFieldError('Confirmar senha', m.passwordsMismatch);
  await app.fill('Confirmar senha', GOOD);
  await app.expectFieldValid('Confirmar senha');

  // The terms of use must be accepted: 'Avançar' waits for it; the terms open in a dialog.
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  await app.press('Ler os termos de uso');
  await expect(app.dialog('Termos de uso')).toBeVisible();
  await app.confirm('Fechar');
  await app.check('Li e aceito os termos de uso');
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeEnabled();
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/wizard-location', 'Localização do dispositivo');
  await expectFactoryCredentials(router);
});

test('localização: as regras na tela e no roteador', scenario(header), async ({ app, page, router }) => {
  await openWizard(app, page);
  await fillCredentials(app);
  await expectStep(app, page, '/wizard/wizard-location', 'Localização do dispositivo');
  const before = (await router.device()).alias;
  const cases: Array<[string, string]> = [
    ['', m.required],
    [' Sala', m.edgeSpace],
    ['Sala ', m.edgeSpace],
    ['Sala 2', m.letters],
    ['Sala_de_estar', m.letters],
    ['Escritório', m.invalidCharacters],
    ['a'.repeat(29), sizeMessage(1, 28)],
  ];
  for (const [value, message] of cases) {
    await app.fill('Localização', value || 'x');
    if (!value) await app.fill('Localização', '');
    await app.expectFieldError('Localização', message);
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeDisabled();
    await aliasRefused(router, value, message);
  }
  await app.fill('Localização', 'a'.repeat(28));
  await app.expectFieldValid('Localização');
  await app.fill('Localização', 'Sala de Estar');
  await app.expectFieldValid('Localização');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  expect((await router.device()).alias).toBe(before);
});

test('localização num roteador já em rede mesh: o nome de outro nó está em uso, na tela e no roteador', scenario({
  ...header,
  device: { profile: { base: 'factory', meshRole: 'controller' }, mesh: { agents: 1 } },
}), async ({ app, page, router }) => {
  await openWizard(app, page);
  await fillCredentials(app);
  await expectStep(app, page, '/wizard/wizard-location', 'Localização do dispositivo');
  const own = (await router.device()).alias;
  const agent = (await router.easymesh()).nodes[1].name;
  // the agent's name, in any case
  for (const value of [agent, agent.toLowerCase()]) {
    await app.fill('Localização', value);
    await app.expectFieldError('Localização', m.locationInUse);
    await expect(page.getByRole('button', { name: 'Avançar' })).toBeDisabled();
    await aliasRefused(router, value, m.locationInUse);
  }
  // its own name is not another node's
  await app.fill('Localização', own);
  await app.expectFieldValid('Localização');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  expect((await router.device()).alias).toBe(own);
});
