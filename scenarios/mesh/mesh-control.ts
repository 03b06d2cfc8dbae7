/**
 * The mesh facts the scenarios of this folder share (the emulator's agents of a `meshAgents` profile), readers of
 * the node pages, and readers of what the router and its nodes have (through the router's own API and its mesh
 * proxy: the same on the emulator and on a bench). The mesh control calls are the DSL's `emulator` (needs: ['control']).
 */
import { expect, type Page } from '@playwright/test';
import { assert, type Struct } from 'superstruct';
import {
  API_BASE,
  ieeeStandard,
  deviceIdOf,
  encodeSecret,
  FirmwareVersions,
  httpRequestPath,
  meshSignalLevel,
  modelInfo,
  ProxyAnswer,
  ProxyCode,
  SessionAnswer,
  type MeshNode,
} from '@roteador/contract';
import { termValue, type App } from '../dsl/app';
import type { EmulatorControl } from '../dsl/emulator';
import type { RouterClient } from '../dsl/router';

/**
 * The agents of a `meshAgents` profile (emulator/src/mesh/nodes.ts): MAC, address, name, model, place. Only for
 * scenarios that set the mesh up through the control API; the others read the agents from the router (meshAgents).
 */
export const AGENTS = [
  { mac: 'AA:BB:CC:00:00:02', ip: '192.168.0.2', name: 'Quarto', model: 'Twibi Force AX', rssi: -58 },
  { mac: 'AA:BB:CC:00:00:03', ip: '192.168.0.3', name: 'Escritorio', model: 'Twibi Force Plug', rssi: -70 },
  { mac: 'AA:BB:CC:00:00:04', ip: '192.168.0.4', name: 'Cozinha', model: 'EX-1500', rssi: -1 },
  { mac: 'AA:BB:CC:00:00:05', ip: '192.168.0.5', name: 'Varanda', model: 'Twibi Plug Giga', rssi: -80 },
] as const;

export const meshProfile = (agents: number) => ({ profile: { base: 'demo' as const, meshAgents: agents } });

/** The agents of the router's mesh, as it lists them (every node but the controller). */
export async function meshAgents(router: RouterClient): Promise<MeshNode[]> {
  return (await router.easymesh()).nodes.filter((n) => !n.isRoot);
}

/** The first agent the router lists online, in the mesh and configured (a model): a node the UI manages. */
export async function managedAgent(router: RouterClient): Promise<MeshNode> {
  const agents = await meshAgents(router);
  const agent = agents.find((n) => n.is_online && !n.out_of_mesh && n.model !== '');
  expect(agent, `um agente online e configurado na rede inMesh: ${JSON.stringify(agents)}`).toBeDefined();
  return agent!;
}

type Credentials = () => Promise<{ username: string; password: string }>;

/**
 * A node's own API through the controller's mesh proxy (POST http_request), as the UI calls it: a session on the
 * node with the router's credentials, then reads, each checked against its contract struct.
 */
export async function nodeApi(router: RouterClient, credentials: Credentials, node: { ip: string }) {
  const controller = await router.login();
  const call = async (method: 0 | 1, path: string, body?: unknown, token?: string): Promise<unknown> => {
    const request = { dest: `${node.ip}/api/v1/${path}`, method, ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) };
    const r = await router.raw('POST', httpRequestPath, request, controller);
    expect(r.status, `POST http_request ${path}`).toBe(200);
    assert(r.body, ProxyAnswer);
    expect(r.body.status, `o nó ${node.ip} respondeu ${path}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body.body;
  };
  const c = await credentials();
  const session = await call(1, 'session', { username: encodeSecret(c.username), password: encodeSecret(c.password) });
  assert(session, SessionAnswer);
  return {
    read: async <T>(path: string, struct: Struct<T, any>): Promise<T> => {
      const body = await call(0, path, undefined, session.token);
      assert(body, struct, `nó ${node.ip}: GET ${path} fora do contrato`);
      return body;
    },
  };
}

/** Spec 1 §2.8: the node page's backhaul and signal rows (the levels are the contract's meshSignalLevel, spec 1 §9). */
export function backhaulText(backhaul: number): string {
  return ({ 1: '5 GHz', 2: '2,4 GHz', 3: 'Cabeada' } as Record<number, string>)[backhaul] ?? 'Outra';
}
export function signalText(node: Pick<MeshNode, 'rssi' | 'backhaul'>): string {
  const level = { wired: 'Excelente', good: 'Bom', moderate: 'Moderado', bad: 'Ruim' }[meshSignalLevel(node.rssi, node.backhaul)];
  return node.rssi === -1 ? `${level} (cabeado)` : `${level} (${node.rssi} dBm)`;
}

/** Spec 1 §2.8: a radio's Wi-Fi standard by the spec's value table (contract IEEE_STANDARDS), else 'Não reconhecido'. */
export function wifiStandardText(ieeeStd: number): string {
  return ieeeStandard(ieeeStd) ?? 'Não reconhecido';
}

/** Spec 1 §4: the LED switch's confirmation, by direction and by whether the model switches its power LED off too. */
export function ledDialog(turnOn: boolean, model: string) {
  if (turnOn) return { title: 'Ligar LEDs', text: 'Os LEDs deste roteador serão ligados. Deseja continuar?', confirm: 'Ligar', state: 'Ligados' };
  const text = modelInfo(model).ledPowerControl
    ? 'Todos os LEDs deste roteador serão desligados. Deseja continuar?'
    : 'Os LEDs deste roteador serão desligados, exceto o LED de energia: neste modelo ele permanece sempre aceso. Deseja continuar?';
  return { title: 'Desligar LEDs', text, confirm: 'Desligar', state: 'Desligados' };
}

/** Dotted versions compared number by number, a suffix ignored (the firmware service's rule). */
function versionBelow(version: string, reference: string): boolean {
  const parts = (v: string) => v.split('-')[0].split('.').map((n) => Number(n) || 0);
  const [a, b] = [parts(version), parts(reference)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
}

/**
 * The firmware row of a node page for the version the node runs: 'Atualizado!' when the firmware service (the cloud
 * the page asks, through the same origin) offers nothing newer for that node, else the 'Atualizar!' button.
 */
export async function expectFirmwareRow(page: Page, baseURL: string, mac: string, version: string) {
  const r = await fetch(`${baseURL}/cloud/fwapi/versions/${deviceIdOf(mac)}`, { headers: { 'cache-control': 'no-cache' } });
  expect(r.status, 'GET fwapi/versions').toBe(200);
  const offer: unknown = await r.json();
  assert(offer, FirmwareVersions);
  await expect(row(page, 'Versão do firmware')).toContainText(version);
  if (versionBelow(version, offer.last)) {
    await expect(row(page, 'Versão do firmware').getByRole('button', { name: 'Atualizar!' })).toBeVisible();
  } else {
    await expect(row(page, 'Versão do firmware')).toHaveText(`${version}Atualizado!`);
  }
}

/** "15/01/2026, 09:00:00" (pt-BR, in the node's zone: `offset` minutes east of UTC, never the browser's) → epoch s. */
export function dateTimeSeconds(text: string, offset: number): number {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return NaN;
  const [d, mo, y, h, mi, s] = m.slice(1).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) / 1000 - offset * 60;
}

/** The value (dd) of a node page's row, by its label (dt). */
export function row(page: Page, label: string) {
  return termValue(page, label);
}

/** The requests to one API path in the journal (method and path, the query ignored). */
export function count(journal: { method: string; path: string }[], method: string, path: string) {
  return journal.filter((e) => e.method === method && e.path.split('?')[0] === `/api/v1/${path}`).length;
}

/** /mesh/onboarding to its second step: 'Iniciar', and the new router's location typed. */
export async function startOnboarding(app: App, location: string) {
  await app.signIn({ at: '/mesh/onboarding' });
  await app.press('Iniciar');
  await app.fill('Localização', location);
}

/**
 * A node's page opened with the proxy's next `times` answers the node's timeout (`{status: 0, code: 'timeout'}`, as
 * the router's proxy answers for a node that does not answer), given at the front door (a fault: the emulator's, or
 * the bench proxy's) — the node's page is then the only caller of the proxy —, the journal cleared just before.
 */
export async function openNodeTimingOut(app: App, emulator: EmulatorControl, router: RouterClient, mac: string, times: number) {
  await app.signIn();
  await emulator.fault({ method: 'POST', path: `${API_BASE}/${httpRequestPath}`, body: { status: 0, code: ProxyCode.Timeout }, times });
  await router.clearJournal();
  await app.open(`/mesh/${mac}`);
}
