/**
 * What the wizard's path scenarios share (spec 2 §2.1, §4.2, §4.6): walking its screens as the owner does and
 * reading back what the router stored.
 */
import { expect, type Page } from '@playwright/test';
import {
  decodeSecret, encodeSecret, PppoeList, pppoePath, REPEATER_CLIENT_ID, timing, WanList, wanPath, WirelessList, wirelessPath,
} from '@roteador/contract';
import { APPLIED, type App } from '../dsl/app';
import type { Clock } from '../dsl/clock';
import type { RouterClient } from '../dsl/router';

export const OWNER = { username: 'dono', password: 'Casa@Nova2026' } as const;

export const MODE = {
  router: 'Roteador Wireless (padrão)',
  accessPoint: 'Ponto de Acesso (bridge)',
  repeater: 'Repetidor Wi-Fi',
} as const;

export const SUCCESS = APPLIED;
export const FINISH_ERROR =
  'Houve um erro ao tentar Finalizar o Assistente de Instalação. Verifique sua conexão com o dispositivo e tente novamente.';
export const APPLY_ERROR =
  'Erro ao verificar as configurações, o assistente será reiniciado. Verifique sua conexão e tente novamente.';

/** The wizard's step heading. */
export async function expectStep(app: App, page: Page, path: string, title: string): Promise<void> {
  await app.expectPath(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** Opens the product on a factory device: the wizard, its welcome modal, closed with 'Começar'. */
export async function openWizard(app: App, page: Page): Promise<void> {
  await app.open('/');
  await app.expectPath('/wizard');
  await expect(app.dialog('Bem-vindo!')).toBeVisible();
  await app.press('Começar');
  await expect(app.dialog()).toHaveCount(0);
  await expectStep(app, page, '/wizard', 'Credenciais');
}

export async function fillCredentials(app: App, c: { username: string; password: string } = OWNER): Promise<void> {
  await app.fill('Usuário', c.username);
  await app.fill('Senha', c.password);
  await app.fill('Confirmar senha', c.password);
  await app.check('Li e aceito os termos de uso');
  await app.press('Avançar');
}

export async function chooseMode(app: App, page: Page, mode: string): Promise<void> {
  await page.getByRole('switch', { name: mode, exact: true }).click();
  await expect(page.getByRole('switch', { name: mode, exact: true })).toBeChecked();
  await app.press('Avançar');
}

/** 'Concluir', the 8 s, the apply and the restart wait, then the success modal and the dashboard. */
export async function finishAndLand(app: App, page: Page, clock: Clock): Promise<void> {
  await app.press('Concluir');
  await clock.advance(timing.wait.wizardBeforeApply);
  await app.waitForRestart(clock, SUCCESS);
  await app.confirm('Ok, entendi');
  await app.expectPath('/');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeAttached();
}

/** 'Concluir', the 8 s before the apply, and the router's restart: the success shows (no restart-wait steps). */
export async function concludeApplied(app: App, clock: Clock): Promise<void> {
  await app.press('Concluir');
  await clock.advance(timing.wait.wizardBeforeApply);
  await clock.advance(timing.wait.applyRestart + timing.wait.restartInitial);
  await expect(app.dialog(SUCCESS)).toBeVisible();
}

/** From a factory device through credentials (the owner's) and the location, to the operation mode step. */
export async function toOperationMode(app: App, page: Page, location: string): Promise<void> {
  await openWizard(app, page);
  await fillCredentials(app);
  await app.fill('Localização', location);
  await app.press('Avançar');
}

/** The WI-FI step: the root network's names per band and its password, to the confirmation. */
export async function fillWifiStep(app: App, page: Page): Promise<void> {
  await expectStep(app, page, '/wizard/wifi', 'WI-FI');
  await app.fill('Nome da rede Wi-Fi 2,4 GHz', 'Casa Nova');
  await app.fill('Nome da rede Wi-Fi 5 GHz', 'Casa Nova 5G');
  await app.fill('Senha da rede Wi-Fi', 'wifi-da-casa-1');
  await app.press('Avançar');
  await expectStep(app, page, '/wizard/confirm', 'Confirmação');
}

/**
 * The wizard finished as the router stores it, read through its API: the owner's credentials (the router lets them
 * in, and names the owner as its user), no wizard, this operation mode.
 */
export async function expectFinished(router: RouterClient, operationMode: 0 | 1 | 3) {
  await expectCredentials(router, OWNER);
  const s = await storedBy(router);
  expect(s.showWizard).toBe(false);
  expect(s.operationMode).toBe(operationMode);
  return s;
}

/** The router takes these credentials (a login with them answers 200) and its user is that one. */
export async function expectCredentials(router: RouterClient, c: { username: string; password: string }) {
  const answer = await router.raw('POST', 'session', { username: encodeSecret(c.username), password: encodeSecret(c.password) }, null);
  expect(answer.status, `o roteador aceita ${c.username} / ${c.password}`).toBe(200);
  expect((await router.user()).username).toBe(c.username);
}

/**
 * What the router stored, read through its own API (the same on the emulator and on a bench): the wizard's state,
 * the location, the mode, the mesh, the root networks and the key, the WAN, the PPPoE record, and the repeater
 * client (listed in repeater mode only).
 */
export async function storedBy(router: RouterClient) {
  const device = await router.device();
  const system = await router.system();
  const mesh = await router.easymesh();
  const wireless = await router.read(wirelessPath, WirelessList);
  const root24 = wireless.find((w) => w.isRoot && w.frequency === '2.4')!;
  const root5 = wireless.find((w) => w.isRoot && w.frequency === '5');
  const client = wireless.find((w) => w.id === REPEATER_CLIENT_ID);
  const [wan] = await router.read(wanPath, WanList);
  const [pppoe] = await router.read(pppoePath, PppoeList);
  return {
    showWizard: device.show_wizard,
    alias: device.alias,
    operationMode: system.operationMode,
    mesh: { enabled: mesh.enabled, type: mesh.type },
    ssid: root24.ssid,
    ssid5: root5?.ssid,
    key: decodeSecret(root24.key) ?? root24.key,
    wan,
    pppoe: pppoe ?? null,
    repeater: client ? { ssid: client.ssid, cipher: client.cipher, key: client.key, radioID: client.radioID } : null,
  };
}

/**
 * The writes the router received since its journal was cleared, in order, as 'METHOD path' (reads and the logins of
 * the restart wait left out): spec 2 §4.6's finish order — wireless, mesh, repeater client, operation mode, WAN, then
 * the location, the credentials and the apply.
 */
export async function writesInOrder(router: RouterClient): Promise<string[]> {
  return (await router.journal()).filter((e) => e.method !== 'GET' && e.path !== '/api/v1/session')
    .map((e) => `${e.method} ${e.path}`);
}

/** The wizard's draft as kept in session storage (web/src/features/wizard/draft.ts). */
const DRAFT_KEY = 'wizardDraft';

export interface WizardDraftSeen {
  operationMode: number;
  wan: { update: Record<string, unknown> & { mode: number }; pppoe: { id: number | null; input: Record<string, unknown> } | null } | null;
  skippedWan: boolean;
  wifi: { ssid: string; ssid5: string; key: string } | null;
  repeater: { ssid: string; cipher: number; key: string; radioID: string } | null;
  [other: string]: unknown;
}

/**
 * Opens a wizard address as if the owner had come through the earlier steps: credentials given, the welcome modal
 * closed, the operation mode chosen. The draft is seeded once, before the first page load; the wizard logs in by
 * itself as the factory administrator.
 */
export async function openSeeded(app: App, page: Page, path: string, operationMode: 0 | 1 | 3): Promise<void> {
  const seed = {
    username: 'dono', password: 'Senha@Forte2026', location: '', operationMode,
    wan: null, wifi: null, repeater: null, mesh: null, skippedWizard: false, skippedWan: false, welcomed: true,
  };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    },
    [DRAFT_KEY, JSON.stringify(seed)] as const,
  );
  await app.open(path);
}

export async function draftOf(page: Page): Promise<WizardDraftSeen> {
  const raw = await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
  expect(raw, 'o rascunho do assistente').not.toBeNull();
  return JSON.parse(raw!) as WizardDraftSeen;
}
