/**
 * axe (WCAG 2.1 A and AA) outside the authenticated area's table, each screen at 1280 and 360 px in the light and the
 * dark theme: 0 serious or critical findings (issue 28). The login (its form and a refusal), the app page, every step
 * of the wizard with its dialogs, and the pages of other devices: the voice model's assistant, a mesh agent's own.
 */
import { expect, scenario, test } from '../dsl';
import { chooseMode, expectStep, fillCredentials, MODE } from '../wizard/wizard-world';
import { expectAccessibleInEveryLook, visit } from './looks';

test('acessibilidade: login, uma recusa e a página do aplicativo, em 1280 e 360 px, claro e escuro', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@a11y', '@auth'],
}), async ({ app, page, credentials }) => {
  await app.open('/download-app');
  await app.expectHeading('Baixe o aplicativo');
  await expectAccessibleInEveryLook(app, page, 'página do aplicativo');
  await app.open('/login');
  await app.expectHeading('Acesse seu roteador');
  await expectAccessibleInEveryLook(app, page, 'login');
  const { username, password } = await credentials();
  await app.login({ username, password: `${password}-errada` });
  await app.expectAlert(/Número de tentativas restantes/);
  await expectAccessibleInEveryLook(app, page, 'login recusado');
  // the right password after (on a bench: the router's count of failed attempts back where it was)
  await app.login();
  await app.expectPath('/');
});

test('acessibilidade: cada passo do assistente e seus diálogos, em 1280 e 360 px, claro e escuro', scenario({
  device: { profile: 'factory' },
  lab: ['factory-reset'],
  needs: ['control'],
  effects: ['session'],
  tags: ['@a11y', '@wizard'],
}), async ({ app, page, emulator }) => {
  // the line offers a static address: the WAN step asks, and its form shows
  await emulator.wanDetect({ hasStatic: 'found' });
  await app.open('/');
  await expect(app.dialog('Bem-vindo!')).toBeVisible();
  await expectAccessibleInEveryLook(app, page, 'boas-vindas');
  await app.press('Começar');
  await expectStep(app, page, '/wizard', 'Credenciais');
  await expectAccessibleInEveryLook(app, page, 'credenciais');
  await fillCredentials(app);
  await expectStep(app, page, '/wizard/wizard-location', 'Localização do dispositivo');
  await expectAccessibleInEveryLook(app, page, 'localização');
  await app.fill('Localização', 'Escritorio');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  await expectAccessibleInEveryLook(app, page, 'modo de operação');
  await chooseMode(app, page, MODE.router);
  await expect(app.dialog('Internet encontrada')).toBeVisible();
  await expectAccessibleInEveryLook(app, page, 'internet encontrada');
  await app.confirm('Configurar internet');
  await expectStep(app, page, '/wizard/wan/static', 'Internet');
  await expectAccessibleInEveryLook(app, page, 'internet');
  await app.press('Pular esta etapa');
  await expectStep(app, page, '/wizard/wifi', 'WI-FI');
  await expectAccessibleInEveryLook(app, page, 'Wi-Fi');
  await app.fill('Nome da rede Wi-Fi 2,4 GHz', 'Casa Nova');
  await app.fill('Nome da rede Wi-Fi 5 GHz', 'Casa Nova 5G');
  await app.fill('Senha da rede Wi-Fi', 'wifi-da-casa-1');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/confirm', 'Confirmação');
  await expectAccessibleInEveryLook(app, page, 'confirmação');
});

test('acessibilidade: o assistente Alexa do modelo com voz, em 1280 e 360 px, claro e escuro', scenario({
  device: { profile: { base: 'demo', model: 'Twibi Force Voice' } },
  needs: ['model:Twibi Force Voice'],
  effects: ['session'],
  tags: ['@a11y', '@alexa'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/amazon/alexa' });
  await visit(app, page, '/amazon/alexa', 'Assistente Alexa');
  await expectAccessibleInEveryLook(app, page, '/amazon/alexa');
});

test('acessibilidade: o painel e a página de um nó secundário, em 1280 e 360 px, claro e escuro', scenario({
  device: { profile: { base: 'demo', meshRole: 'agent' } },
  effects: ['session'],
  tags: ['@a11y', '@mesh'],
}), async ({ app, page }) => {
  await app.signIn();
  await expectAccessibleInEveryLook(app, page, '/');
  await visit(app, page, '/network/mesh/agent', 'Nó secundário');
  await expectAccessibleInEveryLook(app, page, '/network/mesh/agent');
});
