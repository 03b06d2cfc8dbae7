/**
 * The internet page when a save fails (spec 2 §8: error modal, 'Ok, entendi', back to the form with nothing lost)
 * and when the PPPoE connection does not come up after a save.
 */
import { expect, scenario, test, type ScenarioHeader } from '../dsl';
import {
  chooseMode,
  modeRadio,
  PAGE,
  PPPOE_PROBLEM,
  PPPOE_PROBLEM_TITLE,
  pppoeDecoded,
  SAVE_ERROR,
  SAVED,
  saveButton,
  storedWan,
} from './wan-world';

const header: ScenarioHeader = {
  device: { profile: 'demo' },
  needs: ['faults', 'control'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
};

/**
 * A static WAN saved: a bench guard undoes it (back in DHCP the WAN has the provider's lease again, wan-save.spec.ts),
 * and the bench's proxy injects the fault. A PPPoE record, once created, stays (no DELETE pppoe): those need control.
 */
const staticHeader: ScenarioHeader = { ...header, needs: ['faults'] };

test('internet: falha ao salvar mostra o erro, volta ao formulário sem perder nada, e salvar de novo funciona', scenario(staticHeader), async ({ app, page, emulator, router }) => {
  const before = await storedWan(router);
  await emulator.fault({ method: 'PUT', path: '/api/v1/wan/0', status: 500, times: 1 });
  await app.signIn({ at: PAGE });
  await chooseMode(page, 'Estático');
  await app.fill('Endereço IP', '200.10.20.30');
  await app.fill('Máscara de rede', '255.255.255.0');
  await app.fill('Gateway', '200.10.20.1');
  await app.fill('DNS 1', '8.8.4.4');
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(SAVE_ERROR);
  await app.confirm('Ok, entendi');
  await expect(app.dialog()).toHaveCount(0);
  // Back to the form: the mode and every value typed are still there; the router stored nothing.
  await app.expectPath(`${PAGE}/static`);
  await expect(modeRadio(page, 'Estático')).toBeChecked();
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue('200.10.20.30');
  await expect(page.getByLabel('Gateway', { exact: true })).toHaveValue('200.10.20.1');
  await expect(page.getByLabel('DNS 1', { exact: true })).toHaveValue('8.8.4.4');
  expect((await storedWan(router)).wan).toEqual(before.wan);

  await expect(saveButton(page)).toBeEnabled();
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  expect((await storedWan(router)).wan).toMatchObject({ mode: 1, ip4: '200.10.20.30', dns_v4: { dns1: '8.8.4.4' } });
});

test('internet: falha ao criar o registro PPPoE mostra o erro; o segundo Salvar cria o registro', scenario(header), async ({ app, page, emulator, router }) => {
  await emulator.fault({ method: 'POST', path: '/api/v1/pppoe', status: 500, times: 1 });
  await app.signIn({ at: `${PAGE}/pppoe` });
  await app.fill('Usuário', 'cliente@provedor');
  await app.fill('Senha', 'segredo123');
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(SAVE_ERROR);
  await app.confirm('Ok, entendi');
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue('cliente@provedor');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('segredo123');
  expect((await storedWan(router)).pppoe).toBeNull();

  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  expect(pppoeDecoded((await storedWan(router)).pppoe)).toMatchObject({ username: 'cliente@provedor', password: 'segredo123' });
});

test('internet: a conexão PPPoE não sobe depois de salvar — a tela explica o problema', scenario(header), async ({ app, page, emulator, router }) => {
  // The provider's line answers nothing: the PPPoE session cannot come up.
  await emulator.internet(false);
  await app.signIn({ at: PAGE });
  await chooseMode(page, 'PPPoE');
  await app.fill('Usuário', 'cliente@provedor');
  await app.fill('Senha', 'errada');
  await app.press('Salvar');
  await expect(app.dialog(PPPOE_PROBLEM_TITLE)).toContainText(PPPOE_PROBLEM);
  await app.confirm('Ok, entendi');
  // Saved all the same; the page keeps telling why there is no internet.
  expect((await storedWan(router)).wan.mode).toBe(2);
  await app.expectAlert(PPPOE_PROBLEM);

  // The session comes up: the warning goes away.
  await emulator.internet(true);
  await app.open(PAGE);
  await expect(modeRadio(page, 'PPPoE')).toBeChecked();
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue('cliente@provedor');
  await app.expectNoText(PPPOE_PROBLEM);
});
