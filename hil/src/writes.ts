/**
 * Which effect each write of the UI has on a router: the ONE table the forwarding proxy checks every non-GET against
 * (a write whose effects the router does not allow is refused, and fails the scenario), and the list of resources the
 * guard snapshots and restores. Paths are relative to /api/v1 (or to the cloud base for `cloud:`).
 */
import {
  actionPath,
  API_BASE,
  bandSteeringPath,
  CLOUD_BASE,
  connectedDevicePath,
  dailyRebootPath,
  datetimePath,
  denialOfServicePath,
  devicePath,
  deviceQosPath,
  dhcpServerPath,
  dhcpStaticLeasePath,
  easymeshPath,
  factoryDefaultPath,
  filterPath,
  globalQosPath,
  httpRequestPath,
  interfacePath,
  iotAssistantPath,
  iptablesPath,
  lanPath,
  ledPath,
  mirroringPath,
  pingPath,
  portRedirectPath,
  pppoePath,
  radioPath,
  remoteManagementPath,
  remoteWebAccessPath,
  resetButtonPath,
  sessionPath,
  siteSurveyPath,
  syslogPath,
  systemPath,
  tr069ConfigPath,
  traceroutePath,
  upgradeByPartsPath,
  upgradeByRemotePath,
  userPath,
  voiceAssistantPath,
  wanDetectPath,
  wanPath,
  wirelessPath,
  wpsPath,
} from '@roteador/contract';
import type { Effect } from '../../scenarios/dsl/effects.ts';

export interface WriteRule {
  /** the first path segment under /api/v1 (or `cloud:` + the first segment under the cloud base) */
  resource: string;
  /** methods this rule covers */
  methods: readonly string[];
  /** effects the write needs the router to allow; a function when the body decides (actions, mesh proxy) */
  effects: readonly Effect[] | ((body: unknown) => readonly Effect[]);
}

const WRITE = ['POST', 'PUT', 'DELETE', 'PATCH'] as const;
const config: readonly Effect[] = ['configuration'];

/** POST action {actionID}: 1 reboot, 2 factory restore, 3 mesh sync, 5 apply (restarts), 7 voice disassociation. */
function actionEffects(body: unknown): readonly Effect[] {
  const id = (body as { actionID?: unknown } | null)?.actionID;
  switch (id) {
    case 1:
      return ['reboot'];
    case 2:
      return ['reboot', 'credentials', 'configuration', 'operation-mode'];
    case 3:
      return ['mesh-topology'];
    case 5:
      return ['configuration'];
    case 7:
      return ['configuration'];
    default:
      return ['reboot', 'configuration'];
  }
}

/**
 * POST http_request {dest: '[http(s)://]{ip}/api/v1/{path}', method: 0 GET | 1 POST | 2 PUT}: a GET through it reads.
 */
function meshProxyEffects(body: unknown): readonly Effect[] {
  const b = body as { method?: unknown; dest?: unknown } | null;
  if (b?.method === 0) return [];
  const inner = String(b?.dest ?? '').replace(/^(?:https?:\/\/)?[^/]*\/api\/v1\//, '');
  if (/^session\b/.test(inner)) return ['session'];
  if (/^action\b/.test(inner)) return ['reboot', 'mesh-topology'];
  if (/^upgrade/.test(inner)) return ['firmware'];
  return ['mesh-topology'];
}

/** PUT system: the operation mode is its own effect; UPnP, DMZ, SIP ALG and IPv6 are configuration. */
function systemEffects(body: unknown): readonly Effect[] {
  const b = body as Record<string, unknown> | null;
  return b && typeof b === 'object' && 'operationMode' in b ? ['operation-mode', 'configuration'] : ['configuration'];
}

const writeRules: readonly WriteRule[] = [
  { resource: sessionPath, methods: WRITE, effects: ['session'] },
  { resource: userPath, methods: WRITE, effects: ['credentials'] },
  { resource: actionPath, methods: WRITE, effects: actionEffects },
  { resource: systemPath, methods: WRITE, effects: systemEffects },
  { resource: easymeshPath, methods: WRITE, effects: ['mesh-topology'] },
  { resource: httpRequestPath, methods: WRITE, effects: meshProxyEffects },
  { resource: upgradeByRemotePath, methods: WRITE, effects: ['firmware'] },
  { resource: upgradeByPartsPath, methods: WRITE, effects: ['firmware'] },
  { resource: factoryDefaultPath, methods: WRITE, effects: ['reboot', 'credentials', 'configuration'] },
  { resource: resetButtonPath, methods: WRITE, effects: config },
  ...[
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
  ].map((resource) => ({ resource, methods: WRITE, effects: config })),
  // the parental-control service of /config.json (a cloud service, keyed by the router's deviceid)
  { resource: 'cloud:parental', methods: WRITE, effects: config },
  { resource: 'cloud:update', methods: WRITE, effects: ['firmware'] },
  { resource: 'cloud:fwapi', methods: WRITE, effects: ['firmware'] },
];

export interface WriteCheck {
  /** the effects the write needs */
  effects: readonly Effect[];
  /** the ones the router does not allow (empty: the write may go through) */
  refused: readonly Effect[];
  /** the write is in no rule: refused unless the router allows every effect */
  unknown: boolean;
}

/** The resource of a proxied path: '/api/v1/filter/3' → 'filter'; '/cloud/parental/x/y' → 'cloud:parental'. */
function resourceOf(path: string): string {
  const p = path.split('?')[0];
  if (p.startsWith(`${API_BASE}/`)) return p.slice(API_BASE.length + 1).split('/')[0];
  if (p.startsWith(`${CLOUD_BASE}/`)) return `cloud:${p.slice(CLOUD_BASE.length + 1).split('/')[0]}`;
  return p;
}

/** What a request needs; reads (GET, HEAD, OPTIONS) need nothing. */
export function checkWrite(method: string, path: string, body: unknown, allowed: readonly Effect[]): WriteCheck {
  const m = method.toUpperCase();
  if (m === 'GET' || m === 'HEAD' || m === 'OPTIONS') return { effects: [], refused: [], unknown: false };
  const resource = resourceOf(path);
  const rule = writeRules.find((r) => r.resource === resource && r.methods.includes(m));
  if (!rule) {
    // not in the table: the UI does not write it; only a router that allows everything takes it
    const all: readonly Effect[] = ['configuration', 'reboot', 'credentials', 'operation-mode', 'mesh-topology', 'firmware'];
    return { effects: all, refused: all.filter((e) => !allowed.includes(e)), unknown: true };
  }
  const effects = typeof rule.effects === 'function' ? rule.effects(body) : rule.effects;
  return { effects, refused: effects.filter((e) => !allowed.includes(e)), unknown: false };
}
