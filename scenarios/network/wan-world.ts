/**
 * What the WAN scenarios share (spec 2 §2.3, §4.1, §4.3, §5.3): the router's stored WAN and PPPoE record, the
 * form's fields by their labels, a field's message, and opening the wizard's WAN step straight from its address.
 */
import { expect, type Page } from '@playwright/test';
import { decodeSecret, LanList, lanPath, PppoeList, pppoePath, WanList, wanPath, type Pppoe, type Wan } from '@roteador/contract';
import type { App } from '../dsl/app';
import type { RouterClient } from '../dsl/router';
import { draftOf, openSeeded } from '../wizard/wizard-world';

export const PAGE = '/network/wan';
export const SAVED = 'Configurações salvas com sucesso!';
export const SAVE_ERROR =
  'Não foi possível salvar as configurações de internet. Verifique sua conexão com o dispositivo e tente novamente.';
export const PPPOE_PROBLEM_TITLE = 'Falha na conexão PPPoE';
export const PPPOE_PROBLEM =
  'Foi detectado problema com a conexão PPPoE, verifique suas configurações.';

/** The WAN as the router stores it, without its live reading (how long the connection has been up). */
export type StoredWan = Omit<Wan, 'connection_uptime'>;

/** The WAN, the PPPoE record (null: none yet) and the LAN as the router answers them (PPPoE secrets encoded). */
export async function storedWan(router: RouterClient): Promise<{ wan: StoredWan; pppoe: Pppoe | null; lan: { ip4: string } }> {
  const { connection_uptime: _uptime, ...wan } = (await router.read(wanPath, WanList))[0];
  const [pppoe] = await router.read(pppoePath, PppoeList);
  const [lan] = await router.read(lanPath, LanList);
  return { wan, pppoe: pppoe ?? null, lan };
}

/** A static WAN stored straight through the API (the provider's DNS, 8.8.8.8): the router no longer in DHCP. */
export async function storeStaticWan(router: RouterClient) {
  const put = await router.raw('PUT', 'wan/0', {
    mode: 1, ip4: '200.10.20.30', netmask: '255.255.255.0', gateway: '200.10.20.1',
    dns_v4: { automatic: false, dns1: '8.8.8.8', dns2: '', dns3: '' },
  }, await router.login());
  expect(put.status).toBe(200);
}

/** The static form filled (200.10.20.30/24 through 200.10.20.1, DNS 1.1.1.1 alone), then 'Avançar'. */
export async function fillStaticWan(app: App) {
  await app.fill('Endereço IP', '200.10.20.30');
  await app.fill('Máscara de rede', '255.255.255.0');
  await app.fill('Gateway', '200.10.20.1');
  await app.fill('DNS 1', '1.1.1.1');
  await app.fill('DNS 2', '');
  await app.press('Avançar');
}

/** The mode choice: 'Automático', 'Estático' or 'PPPoE'. */
export function modeRadio(page: Page, mode: 'Automático' | 'Estático' | 'PPPoE') {
  return page.getByRole('radio', { name: mode, exact: true });
}

export async function chooseMode(page: Page, mode: 'Automático' | 'Estático' | 'PPPoE') {
  await modeRadio(page, mode).check();
  await expect(modeRadio(page, mode)).toBeChecked();
}

export function saveButton(page: Page) {
  return page.getByRole('button', { name: 'Salvar', exact: true });
}

export function pppoeDecoded(p: Pppoe | null) {
  if (!p) return null;
  return { ...p, username: decodeSecret(p.username) ?? p.username, password: decodeSecret(p.password) ?? p.password };
}

/**
 * Opens the wizard's WAN step as the owner reaches it: the wizard logs in by itself as the factory administrator,
 * the credentials step was answered and the router mode chosen (the draft is seeded before the first load).
 */
export async function openWanStep(app: App, page: Page, path = '/wizard/wan'): Promise<void> {
  await openSeeded(app, page, path, 0);
}

export { draftOf };
