/** What the Wi-Fi scenarios read from and prepare on the router (spec 2 §3, §4.8). */
import { expect, type Locator, type Page } from '@playwright/test';
import { encodeSecret, WirelessList, wirelessPath, type Wireless } from '@roteador/contract';
import type { App } from '../dsl/app';
import type { Clock } from '../dsl/clock';
import type { RouterClient } from '../dsl/router';

export const LIST = '/network/wifi';
export { APPLIED, RESTARTING } from '../dsl';
import { APPLIED } from '../dsl';
export const DELETED = 'Rede wireless excluída com sucesso.';
export const DELETE_ERROR = 'Ocorreu um erro ao tentar excluir a rede wireless.';
export const LIMIT = 'A quantidade máxima de redes Wi-Fi foi atingida.';
export const SAVE_ERROR = 'Ocorreu um erro ao tentar salvar a rede wireless.';
export const AGENT_LOCK = 'Bloqueado: este roteador é um nó secundário da rede mesh.';
export const CONTROLLER_LOCK = 'Bloqueado enquanto a rede mesh estiver ativa neste roteador principal.';

/** The access-point records the router stores (the repeater client is not one). */
export async function networks(router: RouterClient): Promise<Wireless[]> {
  return (await router.read(wirelessPath, WirelessList)).filter((w) => w.mode !== 1);
}

/** The root network's records: 2.4 GHz, then 5 GHz. */
export function roots(list: Wireless[]): [Wireless, Wireless] {
  const root24 = list.find((w) => w.isRoot && w.frequency === '2.4');
  const root5 = list.find((w) => w.isRoot && w.frequency === '5');
  if (!root24 || !root5) throw new Error('o roteador não tem a rede principal nas duas faixas');
  return [root24, root5];
}

/*
 * A network a scenario adds or removes is taken away or created again on a bench by the guard (hil/src/resources.ts:
 * wireless is a collection, restored with its input's fields).
 */

export const byName = (list: Wireless[], ssid: string) => list.filter((w) => w.ssid === ssid);

/** A network stored straight through the API, one record per radio given. */
export async function seedNetwork(
  router: RouterClient,
  ssid: string,
  radios: Array<'radio0' | 'radio1'>,
  extra: Partial<Wireless> = {},
): Promise<string[]> {
  const token = await router.login();
  const ids: string[] = [];
  for (const radioID of radios) {
    const r = await router.raw('POST', 'wireless', {
      radioID, ssid, enabled: true, wps: false, broadcast: true, cipher: 3, crypto: 2,
      key: encodeSecret('Visitas#2026'), guest_network: false, ...extra,
    }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    ids.push((r.body as Wireless).id);
  }
  return ids;
}

/** The list entry of a network, found by its (2.4 GHz) name. */
export function row(page: Page, ssid: string): Locator {
  return page.getByRole('list', { name: 'Redes Wi-Fi' }).getByRole('listitem').filter({ hasText: ssid });
}

/** The writes the UI sent since the journal was cleared, as "METHOD path". */
export async function writes(router: RouterClient): Promise<string[]> {
  return (await router.journal()).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`);
}

/** Presses Salvar and waits through the restart: the list with the §8 success. */
export async function saveAndApply(app: App, clock: Clock) {
  await clock.pause();
  await app.press('Salvar');
  await app.waitForRestart(clock, APPLIED);
  await app.expectPath(LIST);
  await app.confirm('Ok, entendi');
}

/** Salvar through the restart (`saveAndApply`): the writes the UI sent for it, as "METHOD path". */
export async function saveAndApplyWrites(app: App, clock: Clock, router: RouterClient): Promise<string[]> {
  await router.clearJournal();
  await saveAndApply(app, clock);
  return writes(router);
}
