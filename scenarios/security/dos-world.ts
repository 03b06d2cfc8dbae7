/** What the DoS scenarios share: the page, the names on it, and the record the router stores. */
import { expect, type Page } from '@playwright/test';
import type { DenialOfService, DosFlood } from '@roteador/contract';
import type { RouterClient } from '../dsl/router';

export const PAGE = '/security/dos';
export const MASTER = 'Proteção contra ataques DoS';
export const SAVE_ERROR = 'Não foi possível salvar a proteção DoS.';
export const LOAD_ERROR = 'Não foi possível carregar a proteção DoS.';

/** Each flood protection's switch, as the page names it. */
export const FLOODS: Record<DosFlood, string> = {
  sysflood_syn: 'Inundação SYN (sistema)',
  ipfloodsyn: 'Inundação SYN (por IP)',
  sysflood_fin: 'Inundação FIN (sistema)',
  ipfloodfin: 'Inundação FIN (por IP)',
  sysfloodudp: 'Inundação UDP (sistema)',
  ipfloodudp: 'Inundação UDP (por IP)',
  sysfloodicmp: 'Inundação ICMP (sistema)',
  ipfloodicmp: 'Inundação ICMP (por IP)',
};
/** A flood's threshold field (its visible label 'pacotes/s' repeats; the accessible name carries the flood). */
export const threshold = (flood: DosFlood) => `${FLOODS[flood]}: pacotes/s`;
export const SOURCE_BLOCK = 'Bloquear o IP de origem';
export const BLOCK_TIME = 'Tempo de bloqueio (s)';
export const PORT_SCAN = 'Detectar varredura de portas TCP/UDP';
export const HIGH = 'Alta (10 pacotes/s)';

export async function stored(router: RouterClient): Promise<DenialOfService> {
  const r = await router.raw('GET', 'denial_of_service', undefined, await router.login());
  expect(r.status, 'GET denial_of_service').toBe(200);
  return (r.body as DenialOfService[])[0];
}

/** Turns a switch of the page on or off. */
export const turn = (page: Page, name: string, on = true) =>
  page.getByRole('switch', { name, exact: true }).setChecked(on);
