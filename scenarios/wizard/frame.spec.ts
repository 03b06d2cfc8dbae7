/**
 * The wizard's frame (spec 2 §2.1): the welcome modal, no menu, the browser's back disabled, the step order per
 * operation mode and per model (the location step only on mesh models), and steps reached only in their turn.
 */
import type { Page } from '@playwright/test';
import { expect, scenario, test } from '../dsl';
import { chooseMode, expectStep, fillCredentials, MODE, openWizard } from './wizard-world';

const header = {
  device: { profile: 'factory' as const },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset' as const],
  effects: ['session' as const],
  tags: ['@wizard' as const],
};

const progress = (page: Page) => page.locator('.wizard-progress__label');

test('assistente abre com a mensagem de boas-vindas e sem o menu', scenario(header), async ({ app, page }) => {
  await app.open('/');
  await app.expectPath('/wizard');
  const welcome = app.dialog('Bem-vindo!');
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('Este assistente vai ajudar você a configurar o seu roteador');
  await app.press('Começar');
  await expect(welcome).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credenciais');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(page.getByText('Etapa 1 de 6')).toBeVisible();
  // Closed once, it stays closed while the wizard goes on (a reload included).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credenciais');
  await expect(app.dialog()).toHaveCount(0);
});

test('o voltar do navegador fica desativado no assistente', scenario(header), async ({ app, page }) => {
  await openWizard(app, page);
  await page.goBack();
  await expectStep(app, page, '/wizard', 'Credenciais');
  await fillCredentials(app);
  await expectStep(app, page, '/wizard/wizard-location', 'Localização do dispositivo');
  await page.goBack();
  await expectStep(app, page, '/wizard/wizard-location', 'Localização do dispositivo');
  await app.fill('Localização', 'Sala');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  await page.goBack();
  await page.goBack();
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
});

test('ordem das etapas em cada modo de operação (modelo com mesh)', scenario({
  ...header,
  // The WAN cable unplugged: the Internet step stays on its cable question (with a DHCP line its detection would
  // move on to the Wi-Fi by itself, racing the check of the step reached).
  device: { profile: { base: 'factory', cable: false } },
  // on a bench: the factory reset, then the lab's WAN cable unplugged
  lab: ['factory-reset', 'wan-link'],
}), async ({ app, page }) => {
  await openWizard(app, page);
  await fillCredentials(app);
  await app.fill('Localização', 'Sala');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  const head = ['Credenciais', 'Localização do dispositivo', 'Modo de operação'];
  // Router, the default: WAN, then Wi-Fi, then the confirmation.
  await expect(page.getByRole('switch', { name: MODE.router, exact: true })).toBeChecked();
  await expect(progress(page)).toHaveText([...head, 'Internet', 'WI-FI', 'Confirmação']);
  await chooseMode(app, page, MODE.router);
  await expectStep(app, page, '/wizard/wan', 'Internet');
  await expect(page.getByText('Etapa 4 de 6')).toBeVisible();
  await app.expectText('Cabo não conectado');

  await app.open('/wizard/operation-mode');
  await chooseMode(app, page, MODE.accessPoint);
  await expectStep(app, page, '/wizard/wifi', 'WI-FI');
  await expect(progress(page)).toHaveText([...head, 'WI-FI', 'Confirmação']);

  await app.open('/wizard/operation-mode');
  await chooseMode(app, page, MODE.repeater);
  await expectStep(app, page, '/wizard/repeater', 'Modo repetidor');
  await expect(progress(page)).toHaveText([...head, 'Modo repetidor', 'Confirmação']);
  // A step of another mode is not reachable: back to the choice of the mode.
  await app.open('/wizard/wan');
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
});

test('modelo sem mesh (W4-300F) não tem a etapa de localização', scenario({
  ...header,
  device: { profile: { base: 'factory', model: 'W4-300F' } },
}), async ({ app, page }) => {
  await openWizard(app, page);
  await expect(progress(page)).toHaveText(['Credenciais', 'Modo de operação', 'Internet', 'WI-FI', 'Confirmação']);
  await fillCredentials(app);
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  // No mesh choice on this model either.
  await expect(page.getByRole('switch', { name: 'Mesh ativo' })).toHaveCount(0);
  await app.open('/wizard/wizard-location');
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  await chooseMode(app, page, MODE.accessPoint);
  await expect(progress(page)).toHaveText(['Credenciais', 'Modo de operação', 'WI-FI', 'Confirmação']);
});

test('etapas só em sua vez: sem credenciais, o assistente volta ao início', scenario(header), async ({ app, page }) => {
  await app.open('/wizard/confirm');
  await expectStep(app, page, '/wizard', 'Credenciais');
  await app.open('/wizard/operation-mode');
  await expectStep(app, page, '/wizard', 'Credenciais');
});

test('cada modo tem um texto de informação; no modo repetidor a mesh fica desativada', scenario(header), async ({ app, page }) => {
  await openWizard(app, page);
  await fillCredentials(app);
  await app.fill('Localização', 'Sala');
  await app.press('Avançar');
  const infos: Array<[string, RegExp]> = [
    [MODE.router, /recebe a internet pelo cabo do provedor/],
    [MODE.accessPoint, /ligado por cabo a outro roteador/],
    [MODE.repeater, /se conecta sem fio a uma rede Wi-Fi existente/],
  ];
  for (const [mode, text] of infos) {
    await app.press(`Sobre ${mode}`);
    await expect(app.dialog(mode)).toContainText(text);
    await app.confirm('Fechar');
    await expect(app.dialog()).toHaveCount(0);
  }
  await page.getByRole('switch', { name: 'Mesh ativo' }).click();
  await expect(page.getByRole('radio', { name: 'Principal' })).toBeChecked();
  await page.getByRole('radio', { name: 'Secundário' }).check();
  await page.getByRole('switch', { name: MODE.repeater, exact: true }).click();
  await expect(page.getByText('No modo repetidor a rede mesh fica desativada.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Mesh ativo' })).toHaveCount(0);
});
