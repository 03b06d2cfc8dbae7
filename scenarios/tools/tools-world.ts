/**
 * The tools' pages; what the ping and traceroute scenarios share: the requests the pages send with their defaults,
 * the request the page sent, the router's last result (GET ping / traceroute: what it answered to the last run), and
 * how the pages show a result (a details list, also the survey's entries).
 */
import type { Locator, Page } from '@playwright/test';
import {
  pingDefaults,
  pingPath,
  PingResultList,
  rttText,
  tracerouteDefaults,
  traceroutePath,
  TracerouteResultList,
  type PingRequest,
  type PingResult,
  type TracerouteRequest,
  type TracerouteResult,
} from '@roteador/contract';
import type { App } from '../dsl/app';
import { expect, termValue } from '../dsl';
import type { Clock } from '../dsl/clock';
import type { RouterClient } from '../dsl/router';

/** The tools' pages. */
export const PING = '/tools/ping';
export const TRACEROUTE = '/tools/traceroute';
export const SURVEY = '/tools/site_survey';
export const SURVEY_24 = '/tools/site_survey/2_4';
export const SURVEY_5 = '/tools/site_survey/5';
export const WPS = '/tools/wps';
export const IOT = '/tools/iot_assistant';
/** Each page's run button and the text it shows while the router runs. */
export const runLabels = {
  ping: { run: 'Executar ping', running: 'Executando ping…' },
  traceroute: { run: 'Executar traceroute', running: 'Executando traceroute…' },
} as const;
/** A name the router resolves through the internet, and one that no resolver knows (RFC 6761). */
export const PUBLIC_HOST = 'google.com';
export const UNKNOWN_HOST = 'nao-existe.invalid';

/** spec 3 §8 */
export const PING_ERROR = 'Houve um erro ao tentar realizar o ping';
export const TRACEROUTE_ERROR = 'Houve um erro ao tentar realizar o traceroute';

/** What 'Executar ping' sends when only the host was typed. */
export function pingRequest(host: string, changes: Partial<PingRequest> = {}): PingRequest {
  return {
    host,
    packet_size: Number(pingDefaults.packet_size),
    packets_qty: Number(pingDefaults.packets_qty),
    hops_limit: Number(pingDefaults.hops_limit),
    deadline_seconds: Number(pingDefaults.deadline_seconds),
    ip6: false,
    ...changes,
  };
}

/** What 'Executar traceroute' sends when only the host was typed. */
export function tracerouteRequest(host: string, changes: Partial<TracerouteRequest> = {}): TracerouteRequest {
  return {
    host,
    hops_limit: Number(tracerouteDefaults.hops_limit),
    deadline_seconds: Number(tracerouteDefaults.deadline_seconds),
    ip6: false,
    packet_len: Number(tracerouteDefaults.packet_len),
    first_ttl: Number(tracerouteDefaults.first_ttl),
    ...changes,
  };
}

/** The body of the next run the page sends (POST ping / traceroute): call before pressing the button. */
export function sentRun(page: Page, path: 'ping' | 'traceroute'): Promise<unknown> {
  return page
    .waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/v1/${path}`)
    .then((r) => r.postDataJSON());
}

/** What the router answered to the last run (GET ping / traceroute: the last result, or none). */
export function lastResults(router: RouterClient, path: 'ping'): Promise<PingResult[]>;
export function lastResults(router: RouterClient, path: 'traceroute'): Promise<TracerouteResult[]>;
export function lastResults(router: RouterClient, path: 'ping' | 'traceroute'): Promise<PingResult[] | TracerouteResult[]> {
  return path === 'ping' ? router.read(pingPath, PingResultList) : router.read(traceroutePath, TracerouteResultList);
}

/** The router's result of the run the page made: its last one. */
export function lastResult(router: RouterClient, path: 'ping'): Promise<PingResult>;
export function lastResult(router: RouterClient, path: 'traceroute'): Promise<TracerouteResult>;
export async function lastResult(router: RouterClient, path: 'ping' | 'traceroute'): Promise<PingResult | TracerouteResult> {
  const results: Array<PingResult | TracerouteResult> = path === 'ping' ? await lastResults(router, 'ping') : await lastResults(router, 'traceroute');
  expect(results, `GET ${path}: o último resultado`).toHaveLength(1);
  return results[0];
}

/** After pressing the run button: the progress shows, then the clock runs (5 s at a time) until `done` is visible. */
export async function runUntil(page: Page, clock: Clock, running: string, done: () => Promise<boolean>) {
  await expect(page.getByText(running).first()).toBeVisible();
  for (let i = 0; i < 12 && !(await done()); i++) await clock.advance('5s');
  await expect.poll(done, { message: 'a execução não terminou a tempo' }).toBe(true);
}

/**
 * Types `host` and presses the run button: the page sends the request with the form's defaults; then the clock runs
 * until the result shows.
 */
export async function runTo(app: App, clock: Clock, tool: 'ping' | 'traceroute', host: string) {
  const { page } = app;
  await app.fill('Endereço (host)', host);
  const sent = sentRun(page, tool);
  await app.press(runLabels[tool].run);
  expect(await sent).toEqual(tool === 'ping' ? pingRequest(host) : tracerouteRequest(host));
  await runUntil(page, clock, runLabels[tool].running, () => result(page).isVisible());
}

export const result = (page: Page) => page.getByRole('region', { name: 'Resultado' });

/** Each line of a details list within `scope` (the result card, a survey entry): the value beside each label. */
export async function expectTerms(scope: Locator, facts: Record<string, string>, what = '') {
  for (const [label, value] of Object.entries(facts)) await expect(termValue(scope, label), `${what}${label}`).toHaveText(value);
}

/** Each line of the result card: its label and the value shown beside it. */
export const expectFacts = (page: Page, facts: Record<string, string>) => expectTerms(result(page), facts);

/** How the ping page shows the router's result (times through spec 3 §9's '*' rule, pt-BR decimals). */
export function pingFacts(r: PingResult): Record<string, string> {
  return {
    Host: r.host,
    'Endereço IP': r.ip,
    TTL: r.packets_received > 0 ? String(r.ttl) : '—',
    'Pacotes enviados': String(r.packets_sent),
    'Pacotes recebidos': String(r.packets_received),
    'Perda de pacotes': `${r.packets_lost_percent.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`,
    'Tempo mínimo': rttText(r.min_time),
    'Tempo médio': rttText(r.avg_time),
    'Tempo máximo': rttText(r.max_time),
  };
}

/** The name of a hop none of whose probes was answered. */
export const NO_ANSWER = 'Sem resposta';

export const hops = (page: Page) => result(page).getByRole('list', { name: 'Saltos' }).getByRole('listitem');

/** The target, then one line per hop in order: its number, its name (or IP) and its three times ('*' when lost). */
export async function expectTraceroute(page: Page, r: TracerouteResult) {
  await expectFacts(page, { Destino: r.host, 'Endereço IP': r.ip });
  await expect(hops(page)).toHaveCount(r.hop_list.length);
  for (const [i, hop] of r.hop_list.entries()) {
    const row = hops(page).nth(i);
    const name = hop.domain && hop.domain !== hop.ip ? hop.domain : hop.ip || NO_ANSWER;
    await expect(row).toContainText(new RegExp(`^${hop.hop}${escape(name)}`));
    if (hop.ip) await expect(row).toContainText(hop.ip);
    const times = [hop.rtt_1, hop.rtt_2, hop.rtt_3].map((ms) => escape(rttText(ms))).join('\\s*');
    await expect(row).toContainText(new RegExp(`${times}$`));
  }
}

export function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
