/**
 * Small readers the dashboard scenarios share: the page's cards and rates, the journal, what the router stored.
 * (The world around the router — internet line, traffic, firmware offer, mesh — is the DSL's `emulator`.)
 */
import { expect, type Page } from '@playwright/test';
import type { JournalEntry } from '@roteador/contract';
import type { ScenarioFixtures } from '../dsl';

/** The main content (the side menu has links with the same names as some cards). */
export const main = (page: Page) => page.getByRole('main');

/** A card of the dashboard, by its title. */
export const card = (page: Page, title: string) => main(page).getByRole('region', { name: title, exact: true });

/** How many requests of the journal went to exactly this path (query included), by method. */
export function count(journal: JournalEntry[], path: string, method = 'GET'): number {
  return journal.filter((e) => e.method === method && e.path === path).length;
}

/**
 * Waits until the dashboard read what it reads once at load, so a count afterwards sees only polls. `connection:
 * false` where the device has no connection card (a mesh agent).
 */
export async function dashboardLoaded(page: Page, { connection: hasConnection = true } = {}): Promise<void> {
  // The dashboard's chunk loads first: on a busy machine that alone can take seconds.
  await expect(card(page, 'Internet')).toContainText(/Ativa|Inativa/, { timeout: 15_000 });
  await expect(card(page, 'Conexão remota')).toContainText(/Online|Offline/, { timeout: 15_000 });
  // the connection rows (every mode has one) show '…' until their read (wan, lan, the repeated network) has answered
  if (!hasConnection) return;
  const connection = card(page, 'Conexão');
  await expect(connection).toBeVisible();
  await expect(connection.locator('.conn-row__value', { hasText: /^…$/ })).toHaveCount(0);
}

/** The rates shown in the traffic card: { download: '12,34', upload: '1,20' } (the number as written, in pt-BR). */
export async function shownRates(page: Page): Promise<{ download: string; upload: string }> {
  const region = card(page, 'Tráfego da internet');
  const read = async (label: string) =>
    ((await region.locator('.rate', { has: page.getByText(label, { exact: true }) }).locator('.rate__number').textContent()) ?? '').trim();
  return { download: await read('Download'), upload: await read('Upload') };
}

/** What the router has at `path`, read through its own API (logging in first when needed). */
export async function stored<T>(router: ScenarioFixtures['router'], path: string): Promise<T> {
  let r = await router.raw('GET', path);
  if (r.status === 401) {
    await router.login();
    r = await router.raw('GET', path);
  }
  if (r.status !== 200) throw new Error(`GET ${path} → ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body as T;
}

/** The first item of a collection the router answers as a list. */
export async function storedFirst<T>(router: ScenarioFixtures['router'], path: string): Promise<T> {
  return (await stored<T[]>(router, path))[0];
}

/**
 * Until the router says its WAN is connected (its connection time above 0), before a scenario about that connection
 * opens the page: a router that has just restarted (a lab's switch of its mode before the scenario, the guard's
 * restore after the one before) counts it from its boot — 0 for its first second, on a lab's router until its lease —
 * and the dashboard, which reads the WAN once while the internet is up, would show the link down.
 */
export async function wanConnected(router: ScenarioFixtures['router']): Promise<void> {
  await expect
    .poll(async () => (await storedFirst<{ connection_uptime: number }>(router, 'wan')).connection_uptime, {
      message: 'o roteador com a WAN conectada (connection_uptime)',
    })
    .toBeGreaterThan(0);
}

/**
 * An uptime as the UI writes it ('3 dias, 4 horas e 05:09', '1 hora e 00:10', '59:59') → seconds; NaN if it is not
 * written so.
 */
export function uptimeSeconds(text: string): number {
  const m = /^(?:(\d+) dias?, (\d+) horas? e |(\d+) horas? e )?(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return NaN;
  const [days, hoursWithDays, hours, minutes, seconds] = m.slice(1).map((n) => Number(n ?? 0));
  return days * 86400 + (hoursWithDays + hours) * 3600 + minutes * 60 + seconds;
}
