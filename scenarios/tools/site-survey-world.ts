/**
 * What the site survey, WPS and IoT assistant scenarios share: the router's own reads (survey, radios, Wi-Fi, WPS,
 * IoT window), each read straight from the API with a fresh session, and how the survey page shows an entry.
 */
import type { Page } from '@playwright/test';
import {
  cipherNames,
  protocolNames,
  type IotAssistant,
  type Radio,
  type SiteSurveyEntry,
  type Wireless,
  type WpsStatus,
} from '@roteador/contract';
import { expect } from '../dsl';
import type { RouterClient } from '../dsl/router';
import { expectTerms } from './tools-world';

export const survey = (router: RouterClient) => router.readAs<SiteSurveyEntry[]>('site_survey');
export const radio = (router: RouterClient, id: 'radio0' | 'radio1') => router.readAs<Radio>(`radio/${id}`);
export const wireless = (router: RouterClient) => router.readAs<Wireless[]>('wireless');
export const wps = (router: RouterClient) => router.readAs<WpsStatus>('wps/0');
export const iotAssistant = (router: RouterClient) => router.readAs<IotAssistant>('iot_assistant/0');

/** A write straight to the API: its status and answer. */
export async function write(router: RouterClient, method: 'PUT' | 'POST', path: string, body: unknown) {
  return router.raw(method, path, body, await router.login());
}

/** A mesh agent's radio as it answers through the controller's proxy (spec 1 §7 http_request). */
export async function agentRadio(
  router: RouterClient,
  credentials: { username: string; password: string },
  ip: string,
  id: 'radio0' | 'radio1',
): Promise<Radio> {
  const token = await router.login();
  const { username, password } = credentials;
  const login = await router.raw('POST', 'http_request', { dest: `${ip}/api/v1/session`, method: 1, body: { username, password } }, token);
  const nodeToken = (login.body as { body: { token: string } }).body.token;
  const r = await router.raw('POST', 'http_request', { dest: `${ip}/api/v1/radio/${id}`, method: 0, token: nodeToken }, token);
  expect((r.body as { status: number }).status).toBe(200);
  return (r.body as { body: Radio }).body;
}

/** The networks of one band, as the page lists them: strongest first. */
export function band(entries: SiteSurveyEntry[], five: boolean): SiteSurveyEntry[] {
  return entries.filter((e) => (e.channel > 14) === five).sort((a, b) => b.signal_level - a.signal_level);
}

const EXTENSION: Record<string, string> = { upper: 'Superior', lower: 'Inferior', '': '—' };

/** Every field of the entry on its card (spec 3 §3): channel, MAC, cipher and protocol by name, signal, width, extension. */
export async function expectEntry(page: Page, entry: SiteSurveyEntry) {
  const card = page.getByRole('listitem', { name: entry.ssid, exact: true });
  await expect(card).toContainText(`${entry.signal_level} dBm`);
  const facts: Record<string, string> = {
    Canal: String(entry.channel),
    MAC: entry.mac,
    'Segurança': cipherNames[entry.cipher],
    Protocolo: protocolNames[entry.op_mode],
    'Largura de banda': `${entry.bandwidth} MHz`,
    'Canal de extensão': EXTENSION[entry.extension],
  };
  await expectTerms(card, facts, `${entry.ssid}: `);
}
