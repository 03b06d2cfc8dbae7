/**
 * The wizard's access-point path (spec 2 §2.1, §4.6) on a mesh model, from a factory device to the dashboard:
 * credentials → location → operation mode → WI-FI → confirmation → 'Concluir'; then what the router stored.
 */
import { expect, scenario, test } from '../dsl';
import {
  chooseMode, expectCredentials, expectFinished, expectStep, fillCredentials, fillWifiStep, finishAndLand, MODE, openWizard, OWNER,
  toOperationMode, writesInOrder,
} from './wizard-world';

/** Spec 2 §4.6 on the access-point path: no repeater client, no WAN; the mesh as the draft already (no write). */
const WRITES_IN_ORDER = [
  'PUT /api/v1/wireless/wl0', // the root network on each radio
  'PUT /api/v1/wireless/wl1',
  'PUT /api/v1/system/0', // the operation mode
  'PUT /api/v1/device/0', // the location
  'PUT /api/v1/user/0', // the credentials
  'POST /api/v1/action', // the apply, 8 s later
];
/** The same with the mesh switched on as the main node: the mesh written after the Wi-Fi, before the mode. */
const WRITES_WITH_MESH = [...WRITES_IN_ORDER.slice(0, 2), 'PUT /api/v1/easymesh/0', ...WRITES_IN_ORDER.slice(2)];

test('assistente no modo ponto de acesso: da fábrica ao painel', scenario({
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset'],
  needs: ['clock'],
  // 'Concluir': the 8 s before the apply, then one restart wait (20 s, then 5 s steps)
  realTime: '88s',
  effects: ['session', 'credentials', 'operation-mode', 'configuration', 'reboot'],
  tags: ['@wizard'],
}), async ({ app, page, clock, router }) => {
  await openWizard(app, page);
  await fillCredentials(app);

  await expectStep(app, page, '/wizard/wizard-location', 'Localização do dispositivo');
  await app.fill('Localização', 'Sala de Estar');
  await app.press('Avançar');

  await expectStep(app, page, '/wizard/operation-mode', 'Modo de operação');
  await chooseMode(app, page, MODE.accessPoint);

  await fillWifiStep(app, page);
  const summary = page.locator('dl');
  await expect(summary).toContainText('Modo de operação' + MODE.accessPoint);
  await expect(summary).toContainText('Tipo de conexãoNão configurado');
  await expect(summary).toContainText('LocalizaçãoSala de Estar');
  await expect(summary).toContainText('SSIDCasa Nova');
  await expect(summary).toContainText('SSID 5 GHzCasa Nova 5G');
  await expect(summary).toContainText(`Login do roteador${OWNER.username}`);
  await expect(summary).toContainText('MeshInativo');
  await expect(summary).toContainText('Tipo de nóPrincipal');
  // The Wi-Fi password is masked until revealed.
  await expect(page.getByTestId('wifi-password')).not.toHaveText('wifi-da-casa-1');
  await app.press('Mostrar senha do Wi-Fi');
  await expect(page.getByTestId('wifi-password')).toHaveText('wifi-da-casa-1');
  await expect(page.getByText(/o dispositivo pode ficar inacessível pelo endereço 192\.168\.\d+\.\d+/)).toBeVisible();
  // Nothing reached the router before 'Concluir'.
  await expectCredentials(router, { username: 'admin', password: 'admin' });

  await router.clearJournal();
  await finishAndLand(app, page, clock);
  expect(await writesInOrder(router)).toEqual(WRITES_IN_ORDER);

  const s = await expectFinished(router, 1);
  expect(s.alias).toBe('Sala de Estar');
  expect([s.ssid, s.ssid5]).toEqual(['Casa Nova', 'Casa Nova 5G']);
  expect(s.key).toBe('wifi-da-casa-1');
  // The router says the same through its API, with the new login.
  await router.login(OWNER.username, OWNER.password);
  expect((await router.status()).show_wizard).toBe(false);
  expect((await router.system()).operationMode).toBe(1);
  expect((await router.user()).username).toBe(OWNER.username);
});

test('assistente com mesh ativo como nó principal: o roteador guarda o papel', scenario({
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset'],
  needs: ['clock'],
  // 'Concluir': the 8 s before the apply, then one restart wait (20 s, then 5 s steps)
  realTime: '88s',
  effects: ['session', 'credentials', 'operation-mode', 'configuration', 'reboot', 'mesh-topology'],
  tags: ['@wizard'],
}), async ({ app, page, clock, router }) => {
  await toOperationMode(app, page, 'Sala');
  await page.getByRole('switch', { name: MODE.accessPoint, exact: true }).click();
  await page.getByRole('switch', { name: 'Mesh ativo' }).click();
  await expect(page.getByRole('radio', { name: 'Principal' })).toBeChecked();
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/wifi', 'WI-FI');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/confirm', 'Confirmação');
  const summary = page.locator('dl');
  await expect(summary).toContainText('MeshAtivo');
  await expect(summary).toContainText('Tipo de nóPrincipal');
  await router.clearJournal();
  await finishAndLand(app, page, clock);
  expect(await writesInOrder(router)).toEqual(WRITES_WITH_MESH);
  const s = await expectFinished(router, 1);
  expect(s.mesh).toEqual({ enabled: true, type: 0 });
});
