/**
 * What a device may show and have written, by its operation mode, mesh role and model (spec 1 §2.1, §2.5, §6;
 * spec 2 §2.2; spec 3 §2): ONE table. The UI's visibility (routes, menu, cards, tabs) and the router's refusals
 * of writes both read it, so a page the UI hides is a write the router refuses, and the other way round.
 */
import { MeshType, OperationMode } from './codes.ts';
import { modelInfo, VOICE_MODEL } from './models.ts';
import { iotAssistantAvailable } from './tools.ts';

/** What the rules depend on: the model, the operation mode and the mesh configuration (null: none, or unknown). */
export interface AccessFacts {
  model: string;
  operationMode: number;
  mesh: { enabled: boolean; type: number } | null;
}

/** A rule; every route of the UI and every guarded write of the API names one. */
export type AccessRule =
  | 'always'
  /** /amazon/alexa: the voice model only */
  | 'voice'
  /** /network/wifi and its edit pages: always (on an agent they show locked, spec 2 §4.12; its menu entry is hidden) */
  | 'wifi'
  /** /network/wifi/radio: not an agent, not repeater mode */
  | 'wifiRadio'
  /** security, parental control, WAN, LAN, leases, IPv6: router mode and not an agent */
  | 'routerMode'
  /** /network/mesh (the INMESH tab): mesh-capable; in repeater mode only for an agent */
  | 'meshRole'
  /** /mesh/{id}, /mesh/{id}/location: a mesh exists */
  | 'meshNodes'
  /** /mesh/onboarding: a mesh exists and this device is its controller (only it adds routers) */
  | 'meshOnboarding'
  /** /tools/iot_assistant: mesh-capable and not an agent */
  | 'iot'
  /** /system/* and /mirroring: all but an agent in repeater mode */
  | 'system'
  /** /system/operation-mode: not an agent */
  | 'operationMode'
  /** /system/management/management: not an agent, router mode */
  | 'management'
  /** /system/management and its TR-069 tab: not an agent, router or access point mode */
  | 'tr069';

/** What the rules are made of: the device's mesh (capable, existing, agent) and its operation mode. */
export function deviceRole({ model, operationMode, mesh }: AccessFacts) {
  const meshCapable = modelInfo(model).mesh && mesh !== null;
  const meshExists = meshCapable && mesh.enabled;
  return {
    meshCapable,
    meshExists,
    agent: meshExists && mesh.type === MeshType.Agent,
    router: operationMode === OperationMode.Router,
    accessPoint: operationMode === OperationMode.AccessPoint,
    repeater: operationMode === OperationMode.Repeater,
  };
}

/** Each rule, for these facts. */
export function accessRules(facts: AccessFacts): Record<AccessRule, boolean> {
  const { meshCapable, meshExists, agent, router, accessPoint, repeater } = deviceRole(facts);
  const system = !(agent && repeater);
  return {
    always: true,
    voice: facts.model === VOICE_MODEL,
    wifi: true,
    wifiRadio: !agent && !repeater,
    routerMode: router && !agent,
    meshRole: meshCapable && (agent || !repeater),
    meshNodes: meshExists,
    meshOnboarding: meshExists && !agent,
    iot: iotAssistantAvailable(meshCapable, agent),
    system,
    operationMode: system && !agent,
    management: system && !agent && router,
    tr069: system && !agent && (router || accessPoint),
  };
}

/**
 * The writes the router guards, by resource (the path's first segment under /api/v1), with the rule of the page
 * that writes them. A write whose rule is false for the device answers 400 with writeRefusedMessages[rule] and the
 * resource as its field, and changes nothing. Fields of PUT system (UPnP, DMZ, SIP ALG, IPv6) follow
 * routerModeFieldMessages, since that resource also carries what every mode writes.
 */
export const guardedWrites: Readonly<Record<string, AccessRule>> = {
  wan: 'routerMode',
  pppoe: 'routerMode',
  interface: 'routerMode',
  dhcp_server: 'routerMode',
  dhcp_static_lease: 'routerMode',
  natportredirect: 'routerMode',
  filter: 'routerMode',
  denial_of_service: 'routerMode',
  qos_global: 'routerMode',
  remote_web_access: 'routerMode',
  remote_management: 'management',
  tr069_config: 'tr069',
};

/** The router's 400 for a guarded write outside its rule (ours: the spec gives no text). */
export const writeRefusedMessages: Readonly<Partial<Record<AccessRule, string>>> = {
  routerMode: 'Esta configuração só pode ser alterada no modo roteador e fora de um nó secundário',
  management: 'O gerenciamento remoto só pode ser alterado no modo roteador e fora de um nó secundário',
  tr069: 'O TR-069 não pode ser alterado no modo repetidor nem em um nó secundário',
};

/** PUT system's fields that only router mode off an agent changes, with the router's 400 for each. */
export const routerModeFieldMessages = {
  upnp: 'UPnP só pode ser alterado no modo roteador e fora de um nó secundário',
  dmz: 'A DMZ só pode ser alterada no modo roteador e fora de um nó secundário',
  sip_alg: 'SIP ALG só pode ser alterado no modo roteador e fora de um nó secundário',
  ipv6: 'IPv6 só pode ser alterado no modo roteador e fora de um nó secundário',
} as const;

/** The rule guarding a write to `path` (relative to /api/v1, e.g. 'wan/0'), or undefined when none does. */
export function writeRule(path: string): AccessRule | undefined {
  const resource = path.replace(/^\/+/, '').split(/[/?]/)[0];
  return Object.hasOwn(guardedWrites, resource) ? guardedWrites[resource] : undefined;
}
