/**
 * The mesh facts the scenarios of this folder share (the emulator's agents of a `meshAgents` profile)
 * and readers of the node pages. The mesh control calls are the DSL's `emulator` (needs: ['control']).
 */
import { expect, type Page } from '@playwright/test';

/** The agents of a `meshAgents` profile (emulator/src/mesh/nodes.ts): MAC, address, name, model, place. */
export const AGENTS = [
  { mac: 'AA:BB:CC:00:00:02', ip: '192.168.0.2', name: 'Quarto', model: 'Twibi Force AX', rssi: -58 },
  { mac: 'AA:BB:CC:00:00:03', ip: '192.168.0.3', name: 'Escritorio', model: 'Twibi Force Plug', rssi: -70 },
  { mac: 'AA:BB:CC:00:00:04', ip: '192.168.0.4', name: 'Cozinha', model: 'EX-1500', rssi: -1 },
  { mac: 'AA:BB:CC:00:00:05', ip: '192.168.0.5', name: 'Varanda', model: 'Twibi Plug Giga', rssi: -80 },
] as const;

export const meshProfile = (agents: number) => ({ profile: { base: 'demo' as const, meshAgents: agents } });

/** The value (dd) of a node page's row, by its label (dt). */
export function row(page: Page, label: string) {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page.getByRole('term').filter({ hasText: exact }).locator('xpath=following-sibling::dd[1]');
}

/** The requests to one API path in the journal (method and path, the query ignored). */
export function count(journal: { method: string; path: string }[], method: string, path: string) {
  return journal.filter((e) => e.method === method && e.path.split('?')[0] === `/api/v1/${path}`).length;
}

export async function expectRow(page: Page, label: string, value: string | RegExp) {
  await expect(row(page, label)).toHaveText(value);
}
