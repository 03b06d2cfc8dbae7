/**
 * The wizard's finish (spec 2 §4.6, §8): the 8 s before the apply, the finish error (a write refused: 'Entendi',
 * back to the confirmation, the factory login intact, then a new try that works) and the apply status error
 * (the session is cleared and the wizard starts again).
 */
import { timing } from '@roteador/contract';
import type { Page } from '@playwright/test';
import { expect, scenario, test } from '../dsl';
import type { App } from '../dsl/app';
import {
  APPLY_ERROR, chooseMode, expectCredentials, expectStep, FINISH_ERROR, MODE, OWNER, storedBy, SUCCESS, toOperationMode,
} from './wizard-world';

const header = {
  device: { profile: 'factory' as const },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset' as const],
  needs: ['clock' as const, 'faults' as const],
  effects: ['session' as const, 'credentials' as const, 'operation-mode' as const, 'reboot' as const, 'configuration' as const],
  tags: ['@wizard' as const],
};

/** Credentials, location and the access-point mode, then 'Pular assistente' on the Wi-Fi step. */
async function toConfirmation(app: App, page: Page) {
  await toOperationMode(app, page, 'Sala');
  await chooseMode(app, page, MODE.accessPoint);
  await expectStep(app, page, '/wizard/wifi', 'WI-FI');
  await app.follow('Pular assistente');
  await expectStep(app, page, '/wizard/confirm', 'Confirmação');
  await expect(page.getByRole('button', { name: 'Concluir' })).toBeEnabled();
}

test('concluir espera 8 s antes de aplicar', scenario({
  ...header,
  // the 8 s before the apply, then the apply's restart (40 s) and the UI's first wait (20 s)
  realTime: '68s',
}), async ({ app, page, clock, router }) => {
  await toConfirmation(app, page);
  await clock.pause();
  await router.clearJournal();
  await app.press('Concluir');
  await expect(app.dialog('Aguarde! Estamos aplicando suas configurações.')).toBeVisible();
  const applies = async () => (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/action');
  await expect.poll(async () => (await router.journal()).some((e) => e.path === '/api/v1/user/0')).toBe(true);
  await clock.advance(timing.wait.wizardBeforeApply - 1_000);
  // "not yet" a second before the apply is due: the virtual clock's alone (real time cannot place the instant)
  if (!clock.real) expect(await applies()).toHaveLength(0);
  await clock.advance('1s');
  await expect.poll(async () => (await applies()).length).toBe(1);
  // The writes came first, in the spec's order, then the apply.
  const writes = (await router.journal()).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`);
  expect(writes).toEqual(['PUT /api/v1/system/0', 'PUT /api/v1/device/0', 'PUT /api/v1/user/0', 'POST /api/v1/action']);
  await clock.advance(timing.wait.applyRestart + timing.wait.restartInitial);
  await expect(app.dialog(SUCCESS)).toBeVisible();
});

test('falha ao concluir: mensagem do assistente, volta à confirmação e nova tentativa', scenario({
  ...header,
  // the 8 s before the apply, then the apply's restart (40 s) and the UI's first wait (20 s)
  realTime: '68s',
}), async ({ app, page, emulator, clock, router }) => {
  await toConfirmation(app, page);
  await emulator.fault({ method: 'PUT', path: '/api/v1/system/0', status: 500, times: 1 });
  await app.press('Concluir');
  const error = app.dialog('Erro');
  await expect(error).toContainText(FINISH_ERROR);
  await app.confirm('Entendi');
  await expectStep(app, page, '/wizard/confirm', 'Confirmação');
  expect((await storedBy(router)).showWizard).toBe(true);
  await expectCredentials(router, { username: 'admin', password: 'admin' });

  await app.press('Concluir');
  await clock.advance(timing.wait.wizardBeforeApply);
  await clock.advance(timing.wait.applyRestart + timing.wait.restartInitial);
  await expect(app.dialog(SUCCESS)).toBeVisible();
  await app.confirm('Ok, entendi');
  await app.expectPath('/');
  await expectCredentials(router, OWNER);
  const s = await storedBy(router);
  expect(s.showWizard).toBe(false);
  expect(s.operationMode).toBe(1);
});

test('aplicar responde erro: sessão limpa e o assistente recomeça', scenario({
  ...header,
  // the 8 s before the apply
  realTime: '8s',
}), async ({ app, page, emulator, clock, router }) => {
  await toConfirmation(app, page);
  await emulator.fault({ method: 'POST', path: '/api/v1/action', body: { status: 'error' }, times: 1 });
  await app.press('Concluir');
  await clock.advance(timing.wait.wizardBeforeApply);
  await expect(app.dialog('Erro')).toContainText(APPLY_ERROR);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect((await storedBy(router)).showWizard).toBe(true);
  await app.confirm('Entendi');
  // The wizard again, from its start (the router kept the login it was given: the wizard uses it).
  await app.expectPath('/wizard');
  await expect(app.dialog('Bem-vindo!')).toBeVisible();
  await app.press('Começar');
  await expectStep(app, page, '/wizard', 'Credenciais');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
});
