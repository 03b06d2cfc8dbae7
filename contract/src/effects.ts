/**
 * What a scenario changes on a device (its header's `effects`), and the ONE table saying which effects each write of
 * the UI has. Two checks read it, so an under-declared scenario fails where it is cheap and never reaches a lab:
 * - on the emulator, the scenario DSL (scenarios/dsl/effects-check.ts) fails a scenario whose writes need an effect
 *   its header does not declare;
 * - on a bench, the runner's proxy (hil/src/proxy.ts) refuses, before it leaves, a write needing an effect the router
 *   does not allow or the scenario did not declare.
 * Paths are judged as the router will act on them (router-path.ts): a target no one can read for sure is unknown.
 */
import { API_BASE } from './api.ts';
import { CLOUD_BASE } from './cloud.ts';
import { devicePath } from './device.ts';
import { connectedDevicePath } from './devices.ts';
import { interfacePath } from './interface.ts';
import { dhcpServerPath, dhcpStaticLeasePath, lanPath } from './lan.ts';
import { easymeshPath, httpRequestPath } from './mesh.ts';
import { deviceQosPath, iptablesPath } from './parental.ts';
import { radioPath } from './radio.ts';
import { routerPath } from './router-path.ts';
import { denialOfServicePath, filterPath, globalQosPath, portRedirectPath, remoteWebAccessPath } from './security.ts';
import { sessionPath } from './session.ts';
import {
  actionPath,
  dailyRebootPath,
  datetimePath,
  factoryDefaultPath,
  ledPath,
  mirroringPath,
  remoteManagementPath,
  resetButtonPath,
  syslogPath,
  systemPath,
  tr069ConfigPath,
  upgradeByPartsPath,
  upgradeByRemotePath,
  userPath,
} from './system.ts';
import { iotAssistantPath, pingPath, traceroutePath, wpsPath } from './tools.ts';
import { pppoePath, wanDetectPath, wanPath } from './wan.ts';
import { bandSteeringPath, siteSurveyPath, wirelessPath } from './wireless.ts';
import { voiceAssistantPath } from './alexa.ts';

export const effectNames = [
  'session', // logs in (or out), locks login out for a while
  'credentials',
  'reboot',
  'operation-mode',
  'mesh-topology',
  'firmware',
  'configuration',
] as const;
export type Effect = (typeof effectNames)[number];

/** A write in no rule of the table, or to a path no one can read for sure: it needs every effect but `session`. */
const UNKNOWN: readonly Effect[] = ['configuration', 'reboot', 'credentials', 'operation-mode', 'mesh-topology', 'firmware'];
const config: readonly Effect[] = ['configuration'];

/** POST action {actionID}: 1 reboot, 2 factory restore, 3 mesh sync, 5 apply (restarts), 7 voice disassociation. */
function actionEffects(body: unknown): readonly Effect[] {
  switch ((body as { actionID?: unknown } | null)?.actionID) {
    case 1:
      return ['reboot'];
    case 2:
      return ['reboot', 'credentials', 'configuration', 'operation-mode'];
    case 3:
      return ['mesh-topology'];
    case 5:
    case 7:
      return ['configuration'];
    default:
      return ['reboot', 'configuration'];
  }
}

/**
 * POST http_request {dest: '[http(s)://]{ip}[:port]/api/v1/{path}', method: 0 GET | 1 POST | 2 PUT}: the node call it
 * carries. A GET through it reads; the node's path is judged as the node will act on it (its own dot segments
 * resolved), so `session/../led/0` is no login; a dest no one can read for sure is unknown.
 */
function meshProxyEffects(body: unknown): readonly Effect[] {
  const b = body as { method?: unknown; dest?: unknown } | null;
  if (b?.method === 0) return [];
  const dest = /^(?:https?:\/\/)?[^/]*(\/.*)$/.exec(String(b?.dest ?? '').trim());
  const node = dest ? routerPath(dest[1]) : null;
  if (!node || 'refused' in node || !node.path.startsWith(`${API_BASE}/`)) return UNKNOWN;
  const inner = node.path.slice(API_BASE.length + 1).split('/')[0];
  if (inner === sessionPath) return ['session'];
  if (inner === actionPath) return ['reboot', 'mesh-topology'];
  if (inner === upgradeByRemotePath || inner === upgradeByPartsPath) return ['firmware'];
  return ['mesh-topology'];
}

/** PUT system: the operation mode is its own effect; UPnP, DMZ, SIP ALG and IPv6 are configuration. */
function systemEffects(body: unknown): readonly Effect[] {
  const b = body as Record<string, unknown> | null;
  return b && typeof b === 'object' && 'operationMode' in b ? ['operation-mode', 'configuration'] : config;
}

/** A write's effects by resource (the first segment under /api/v1, or `cloud:` + the first under the cloud base). */
const writeRules: ReadonlyMap<string, readonly Effect[] | ((body: unknown) => readonly Effect[])> = new Map<
  string,
  readonly Effect[] | ((body: unknown) => readonly Effect[])
>([
  [sessionPath, ['session']],
  [userPath, ['credentials']],
  [actionPath, actionEffects],
  [systemPath, systemEffects],
  [easymeshPath, ['mesh-topology']],
  [httpRequestPath, meshProxyEffects],
  [upgradeByRemotePath, ['firmware']],
  [upgradeByPartsPath, ['firmware']],
  [factoryDefaultPath, ['reboot', 'credentials', 'configuration']],
  ...[
    resetButtonPath,
    devicePath,
    interfacePath,
    lanPath,
    wanPath,
    pppoePath,
    radioPath,
    wirelessPath,
    bandSteeringPath,
    dhcpServerPath,
    dhcpStaticLeasePath,
    filterPath,
    portRedirectPath,
    remoteWebAccessPath,
    denialOfServicePath,
    globalQosPath,
    deviceQosPath,
    iptablesPath,
    dailyRebootPath,
    syslogPath,
    ledPath,
    datetimePath,
    remoteManagementPath,
    tr069ConfigPath,
    mirroringPath,
    iotAssistantPath,
    voiceAssistantPath,
    wpsPath,
    connectedDevicePath,
    // diagnostics change nothing stored, but they make the router act: never on a protected router
    pingPath,
    traceroutePath,
    siteSurveyPath,
    wanDetectPath,
  ].map((resource) => [resource, config] as const),
  // the remote services of /config.json (keyed by the router's deviceid)
  ['cloud:parental', config],
  ['cloud:update', ['firmware']],
  ['cloud:fwapi', ['firmware']],
]);

/** A request's effects: none for a read; `unknown` when its path is in no rule or cannot be read for sure. */
export interface WriteEffects {
  effects: readonly Effect[];
  unknown: boolean;
}

const READS = ['GET', 'HEAD', 'OPTIONS'];
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The effects of a request to `target` (a path, its query ignored, as sent: judged as the router will read it). */
export function writeEffects(method: string, target: string, body: unknown): WriteEffects {
  const m = method.toUpperCase();
  if (READS.includes(m)) return { effects: [], unknown: false };
  const canonical = routerPath(target);
  if ('refused' in canonical || !WRITES.includes(m)) return { effects: UNKNOWN, unknown: true };
  const { path } = canonical;
  const resource = path.startsWith(`${API_BASE}/`)
    ? path.slice(API_BASE.length + 1).split('/')[0]
    : path.startsWith(`${CLOUD_BASE}/`)
    ? `cloud:${path.slice(CLOUD_BASE.length + 1).split('/')[0]}`
    : null;
  const rule = resource === null ? undefined : writeRules.get(resource);
  if (!rule) return { effects: UNKNOWN, unknown: true };
  return { effects: typeof rule === 'function' ? rule(body) : rule, unknown: false };
}

/** The effects of `needed` that `allowed` lacks (empty: the write may go). */
export function effectsOutside(needed: readonly Effect[], allowed: Iterable<string>): Effect[] {
  const ok = new Set(allowed);
  return needed.filter((e) => !ok.has(e));
}
