/**
 * 'Pular assistente' (spec 2 §2.1, §2.3): from the operation-mode step straight to the confirmation, which warns
 * that the wizard was skipped; 'Concluir' still applies the credentials and the location and ends the factory
 * state. What was skipped keeps the factory values.
 */
import { expect, scenario, test } from '../dsl';
import { expectCredentials, expectStep, fillCredentials, finishAndLand, openWizard, OWNER, storedBy } from './wizard-world';

test('pular o assistente: da fábrica ao painel com as credenciais definidas', scenario({
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset'],
  needs: ['clock'],
  // 'Concluir': the 8 s before the apply, then one restart wait (20 s, then 5 s steps)
  realTime: '88s',
  effects: ['session', 'credentials', 'configuration', 'reboot', 'operation-mode'],
  tags: ['@wizard'],
}), async ({ app, page, clock, router }) => {
  const before = await storedBy(router);
  await openWizard(app, page);
  // Not on the first step: the credentials come first.
  await expect(page.getByRole('link', { name: 'Pular assistente' })).toHaveCount(0);
  await fillCredentials(app);
  await app.fill('Localização', 'Varanda');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  await app.follow('Pular assistente');

  await expectStep(app, page, '/wizard/confirm', 'Confirmação');
  await expect(page.getByRole('note').filter({ hasText: 'Você pulou etapas do assistente' })).toBeVisible();
  const summary = page.locator('dl');
  await expect(summary).toContainText('Modo de operaçãoRoteador Wireless (padrão)');
  await expect(summary).toContainText('Tipo de conexãoNão configurado');
  await expect(summary).toContainText(`SSID${before.ssid}`);
  await expect(summary).toContainText(`SSID 5 GHz${before.ssid5}`);
  await expect(summary).toContainText('LocalizaçãoVaranda');
  await expect(summary).toContainText('MeshInativo');
  await expect(page.getByTestId('router-password')).not.toHaveText(OWNER.password);
  await app.press('Mostrar senha do roteador');
  await expect(page.getByTestId('router-password')).toHaveText(OWNER.password);
  await expect(page.getByRole('link', { name: 'Pular assistente' })).toHaveCount(0);

  await finishAndLand(app, page, clock);
  await expectCredentials(router, OWNER);
  const s = await storedBy(router);
  expect(s.showWizard).toBe(false);
  expect(s.operationMode).toBe(0);
  expect(s.alias).toBe('Varanda');
  expect([s.ssid, s.ssid5, s.key]).toEqual([before.ssid, before.ssid5, before.key]);
  expect(s.wan.mode).toBe(before.wan.mode);
  await router.login(OWNER.username, OWNER.password);
  expect((await router.status()).show_wizard).toBe(false);
});
