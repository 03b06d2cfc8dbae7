/**
 * axe (WCAG 2.1 A and AA) on the dialogs, one of each kind, each at 1280 and 360 px in the light and the dark theme:
 * 0 serious or critical findings (issue 28). A confirmation, a details modal, the phone's menu drawer, the save flow's
 * error and success, and the restart wait.
 */
import { expect, REBOOTING, scenario, test } from '../dsl';
import { expectAccessibleInBothThemes, expectAccessibleInEveryLook, visit } from './looks';

test('acessibilidade: confirmação, detalhes e o menu do celular, em 1280 e 360 px, claro e escuro', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@a11y'],
}), async ({ app, page, router }) => {
  const [lease] = await router.leases();
  await app.signIn({ at: '/network/lan/dhcp-lease' });
  await app.press(`Excluir reserva ${lease.description}`);
  await expect(app.dialog('Excluir reserva')).toBeVisible();
  await expectAccessibleInEveryLook(app, page, 'confirmação');
  await app.dialog('Excluir reserva').getByRole('button', { name: 'Cancelar' }).click();
  await expect(app.dialog()).toHaveCount(0);

  await visit(app, page, '/', 'Dashboard');
  await app.press('Detalhes da WAN');
  await expect(app.dialog('Detalhes da WAN')).toBeVisible();
  await expectAccessibleInEveryLook(app, page, 'detalhes');
  await app.dialog('Detalhes da WAN').getByRole('button', { name: 'Fechar' }).click();
  await expect(app.dialog()).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await app.menu();
  await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeVisible();
  await expectAccessibleInBothThemes(app, page, 'menu do celular', 360);
});

test('acessibilidade: o erro e o sucesso ao salvar, em 1280 e 360 px, claro e escuro', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@a11y'],
}), async ({ app, page, emulator }) => {
  await app.signIn({ at: '/security/sip-alg' });
  await page.getByRole('switch', { name: 'SIP ALG' }).uncheck();
  await emulator.fault({ method: 'PUT', path: '/api/v1/system/0', status: 500, times: 1 });
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toBeVisible();
  await expectAccessibleInEveryLook(app, page, 'erro ao salvar');
  await app.confirm('Ok, entendi');
  await app.press('Salvar');
  await expect(app.dialog('Configurações salvas com sucesso!')).toBeVisible();
  await expectAccessibleInEveryLook(app, page, 'salvo');
  await app.confirm('Ok, entendi');
});

test('acessibilidade: a espera do reinício, em 1280 e 360 px, claro e escuro', scenario({
  device: { profile: 'demo' },
  effects: ['reboot', 'session'],
  tags: ['@a11y'],
}), async ({ app, page }) => {
  await app.signIn({ at: '/system/reboot' });
  await app.press('Reiniciar agora');
  await expect(app.dialog('Reiniciar o roteador')).toBeVisible();
  await app.confirm('Reiniciar');
  await expect(app.dialog(REBOOTING)).toBeVisible();
  await expectAccessibleInEveryLook(app, page, 'espera do reinício');
});
