/**
 * The wizard's router path (spec 2 §2.1, §4.3, §4.6), from a factory device to the dashboard, once per WAN mode:
 * credentials → location → operation mode → Internet (DHCP found and used; static; PPPoE) → WI-FI →
 * confirmation → 'Concluir'; then what the router stored.
 */
import type { Page } from '@playwright/test';
import { decodeSecret } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { App } from '../dsl/app';
import type { RouterClient } from '../dsl/router';
import { chooseMode, expectFinished, expectStep, fillWifiStep, finishAndLand, MODE, toOperationMode, writesInOrder } from './wizard-world';

const header = {
  device: { profile: 'factory' as const },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset' as const],
  // what the line detects is set through the control API (the DHCP path needs none: the line's own answer)
  needs: ['clock' as const, 'control' as const],
  // 'Concluir': the 8 s before the apply, then one restart wait (20 s, then 5 s steps)
  realTime: '88s',
  effects: ['session' as const, 'credentials' as const, 'operation-mode' as const, 'configuration' as const, 'reboot' as const],
  tags: ['@wizard' as const],
};

/** Spec 2 §4.6 and §4.1: 'Concluir' on the router path with a static WAN (the mesh already as the draft: no write). */
const WRITES_IN_ORDER = [
  'PUT /api/v1/wireless/wl0', // the root network on each radio
  'PUT /api/v1/wireless/wl1',
  'PUT /api/v1/system/0', // the operation mode
  'PUT /api/v1/wan/0', // §4.1: the WAN settings, then the interface (MTU, DNS)
  'PUT /api/v1/wan/0',
  'PUT /api/v1/device/0', // the location
  'PUT /api/v1/user/0', // the credentials
  'POST /api/v1/action', // the apply, 8 s later
];

async function toWan(app: App, page: Page) {
  await toOperationMode(app, page, 'Escritorio');
  await chooseMode(app, page, MODE.router);
}

async function expectCommon(router: RouterClient) {
  const s = await expectFinished(router, 0);
  expect(s.alias).toBe('Escritorio');
  expect([s.ssid, s.ssid5]).toEqual(['Casa Nova', 'Casa Nova 5G']);
  expect(s.key).toBe('wifi-da-casa-1');
  return s;
}

test('assistente no modo roteador com DHCP: da fábrica ao painel', scenario({ ...header, needs: ['clock'] }), async ({ app, page, clock, router }) => {
  await toWan(app, page);
  // The line answers DHCP and the router is in DHCP already: the step moves on by itself.
  await fillWifiStep(app, page);
  const summary = page.locator('dl');
  await expect(summary).toContainText('Modo de operação' + MODE.router);
  await expect(summary).toContainText('Tipo de conexãoDHCP');
  await expect(page.getByText(/pode ficar inacessível/)).toHaveCount(0);
  await finishAndLand(app, page, clock);
  const s = await expectCommon(router);
  expect(s.wan.mode).toBe(0);
});

test('assistente no modo roteador com IP estático: da fábrica ao painel', scenario(header), async ({ app, page, emulator, clock, router }) => {
  await emulator.wanDetect({ hasStatic: 'found' });
  await toWan(app, page);
  await expect(app.dialog('Internet encontrada')).toBeVisible();
  await app.confirm('Configurar internet');
  await expectStep(app, page, '/wizard/wan/static', 'Internet');
  await app.fill('Endereço IP', '200.100.50.10');
  await app.fill('Máscara de rede', '255.255.255.0');
  await app.fill('Gateway', '200.100.50.1');
  await app.fill('DNS 1', '1.1.1.1');
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue('200.100.50.10');
  await app.press('Avançar');
  await fillWifiStep(app, page);
  await expect(page.locator('dl')).toContainText('Tipo de conexãoIP estático');
  await router.clearJournal();
  await finishAndLand(app, page, clock);
  const s = await expectCommon(router);
  expect(s.wan).toMatchObject({ mode: 1, ip4: '200.100.50.10', netmask: '255.255.255.0', gateway: '200.100.50.1' });
  // spec 2 §4.6: the draft reaches the router in order — wireless, mesh, repeater client (none in router mode), the
  // operation mode, the WAN — then the location and the credentials, and only then the apply.
  expect(await writesInOrder(router)).toEqual(WRITES_IN_ORDER);
});

test('assistente no modo roteador com PPPoE: da fábrica ao painel', scenario(header), async ({ app, page, emulator, clock, router }) => {
  await emulator.wanDetect({ hasPPPoE: 'found' });
  await toWan(app, page);
  await expect(app.dialog('Internet encontrada')).toBeVisible();
  await app.confirm('Configurar internet');
  await expectStep(app, page, '/wizard/wan/pppoe', 'Internet');
  await app.fill('Usuário', 'cliente@provedor');
  await app.fill('Senha', 'senha-do-provedor');
  await app.press('Avançar');
  await fillWifiStep(app, page);
  await expect(page.locator('dl')).toContainText('Tipo de conexãoPPPoE');
  await finishAndLand(app, page, clock);
  const s = await expectCommon(router);
  expect(s.wan.mode).toBe(2);
  // the API answers the PPPoE username encoded (spec 2 §4.1)
  expect(decodeSecret(s.pppoe!.username)).toBe('cliente@provedor');
});
