/**
 * The wizard's repeater path (spec 2 §2.1, §4.5, §4.6), from a factory device to the dashboard: credentials →
 * location → operation mode (repeater: no mesh) → Modo repetidor → confirmation → 'Concluir'; then what the
 * router stored (the repeated network, the mode, mesh off).
 */
import { Cipher, type SiteSurveyEntry } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { chooseMode, expectFinished, expectStep, finishAndLand, MODE, toOperationMode, writesInOrder } from './wizard-world';

/**
 * Spec 2 §4.6 on the repeater path: no Wi-Fi step (the root networks are not written), no mesh (off already), the
 * repeater client before the operation mode, no WAN.
 */
const WRITES_IN_ORDER = [
  'PUT /api/v1/wireless/wlc', // the repeater client: the network repeated
  'PUT /api/v1/system/0', // the operation mode
  'PUT /api/v1/device/0', // the location
  'PUT /api/v1/user/0', // the credentials
  'POST /api/v1/action', // the apply, 8 s later
];

test('assistente no modo repetidor: da fábrica ao painel', scenario({
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset'],
  needs: ['clock'],
  // 'Concluir': the 8 s before the apply, then one restart wait (20 s, then 5 s steps)
  realTime: '88s',
  effects: ['session', 'credentials', 'operation-mode', 'configuration', 'reboot'],
  tags: ['@wizard'],
}), async ({ app, page, clock, router }) => {
  const survey = await router.raw('GET', 'site_survey', undefined, await router.login());
  const chosen = (survey.body as SiteSurveyEntry[]).find((n) => n.cipher === Cipher.Wpa2 && n.channel <= 14)!;
  expect(chosen).toBeDefined();

  await toOperationMode(app, page, 'Quarto');
  await chooseMode(app, page, MODE.repeater);

  await expectStep(app, page, '/wizard/repeater', 'Modo repetidor');
  await page.getByRole('radiogroup', { name: 'Redes 2.4GHz' }).getByRole('radio', { name: chosen.ssid, exact: true }).click();
  await app.fill('Senha da rede Wi-Fi', 'principal2026');
  await app.press('Avançar');

  await expectStep(app, page, '/wizard/confirm', 'Confirmação');
  const summary = page.locator('dl');
  await expect(summary).toContainText('Modo de operação' + MODE.repeater);
  await expect(summary).toContainText('MeshInativo');
  await expect(page.getByText(/o dispositivo pode ficar inacessível pelo endereço/)).toBeVisible();

  await router.clearJournal();
  await finishAndLand(app, page, clock);
  expect(await writesInOrder(router)).toEqual(WRITES_IN_ORDER);
  const s = await expectFinished(router, 3);
  expect(s.mesh.enabled).toBe(false);
  expect(s.alias).toBe('Quarto');
  expect(s.repeater?.ssid).toBe(chosen.ssid);
});
