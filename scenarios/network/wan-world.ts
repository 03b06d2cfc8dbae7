/**
 * What the WAN scenarios share (spec 2 §2.3, §4.1, §4.3, §5.3): the router's stored WAN and PPPoE record, the
 * form's fields by their labels, a field's message, and opening the wizard's WAN step straight from its address.
 */
import { expect, type Page } from '@playwright/test';
import { decodeSecret, type Pppoe } from '@roteador/contract';
import type { App } from '../dsl/app';
import type { EmulatorControl } from '../dsl/emulator';
import { draftOf, openSeeded } from '../wizard/wizard-world';

export const PAGE = '/network/wan';
export const SAVED = 'Configurações salvas com sucesso!';
export const SAVE_ERROR =
  'Não foi possível salvar as configurações de internet. Verifique sua conexão com o dispositivo e tente novamente.';
export const PPPOE_PROBLEM_TITLE = 'Falha na conexão PPPoE';
export const PPPOE_PROBLEM =
  'Foi detectado problema com a conexão PPPoE, verifique suas configurações.';

export interface StoredWan {
  mode: number;
  mtu: number;
  ip4: string;
  netmask: string;
  gateway: string;
  clonedMac: string;
  dns_v4: { automatic: boolean; dns1: string; dns2: string; dns3: string };
}

/** The WAN and the PPPoE record as the router stores them (the emulator keeps PPPoE secrets decoded). */
export async function storedWan(emulator: EmulatorControl): Promise<{ wan: StoredWan; pppoe: Pppoe | null; lan: { ip4: string } }> {
  const s = await emulator.state();
  return { wan: s.network.wan, pppoe: s.network.pppoe, lan: s.network.lan };
}

/** The mode choice: 'Automático', 'Estático' or 'PPPoE'. */
export function modeRadio(page: Page, mode: 'Automático' | 'Estático' | 'PPPoE') {
  return page.getByRole('radio', { name: mode, exact: true });
}

export async function chooseMode(page: Page, mode: 'Automático' | 'Estático' | 'PPPoE') {
  await modeRadio(page, mode).check();
  await expect(modeRadio(page, mode)).toBeChecked();
}

/** A field shows this message (its error text is part of the input's description). */
export async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRe(message)));
}

export async function expectNoFieldError(page: Page, label: string) {
  await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
