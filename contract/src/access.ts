/**
 * What a device may show and have written, by its operation mode, mesh role and model (spec 1 §2.1, §2.5, §6;
 * spec 2 §2.2; spec 3 §2): ONE table. The UI's visibility (routes, menu, cards, tabs) and the router's refusals
 * of writes both read it, so a page the UI hides is a write the router refuses, and the other way round.
 */
import { MeshType, OperationMode } from './codes.ts';
import { meshInRepeaterMessage } from './mesh.ts';
import { modelInfo, VOICE_MODEL } from './models.ts';
import { iotAssistantAvailable, iotUnavailableMessage } from './tools.ts';

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
  | 'alexa'
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
    alexa: facts.model === VOICE_MODEL,
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

/** The router's 400 for a write outside its page's rule (ours: the spec gives no text), by rule. */
export const writeRefusedMessages = {
  routerMode: 'Esta configuração só pode ser alterada no modo roteador e fora de um nó secundário',
  management: 'O gerenciamento remoto só pode ser alterado no modo roteador e fora de um nó secundário',
  tr069: 'O TR-069 não pode ser alterado no modo repetidor nem em um nó secundário',
  wifiRadio: 'As configurações de rádio não podem ser alteradas no modo repetidor nem em um nó secundário',
  system: 'As configurações do sistema não podem ser alteradas em um nó secundário no modo repetidor',
  operationMode: 'O modo de operação não pode ser alterado em um nó secundário',
  iot: iotUnavailableMessage,
} as const satisfies Partial<Record<AccessRule, string>>;

/** A rule that guards a write: one with a refusal above, or one every device has (its page is always there). */
export type WriteRule = keyof typeof writeRefusedMessages | 'always' | 'wifi';

/**
 * The writes the router guards, by resource (the path's first segment under /api/v1), with the rule of the page
 * that writes them. A write whose rule is false for the device answers 400 with writeRefusedMessages[rule] and the
 * resource as its field, after the token is checked, and changes nothing.
 */
export const guardedWrites: Readonly<Record<string, WriteRule>> = {
  // network (spec 2 §2.2): WAN, LAN, leases, IPv6 tabs
  wan: 'routerMode',
  pppoe: 'routerMode',
  interface: 'routerMode',
  dhcp_server: 'routerMode',
  dhcp_static_lease: 'routerMode',
  // /network/wifi/radio; the site survey applies its channel suggestion only where that page is
  radio: 'wifiRadio',
  // /network/wifi and the wizard's Wi-Fi and repeater steps: always (an agent's networks are locked field by field)
  wireless: 'wifi',
  band_steering: 'wifi',
  // security and parental control (spec 3 §2)
  natportredirect: 'routerMode',
  filter: 'routerMode',
  denial_of_service: 'routerMode',
  qos_global: 'routerMode',
  remote_web_access: 'routerMode',
  qos_rule: 'routerMode',
  // tools
  ping: 'always',
  traceroute: 'always',
  iot_assistant: 'iot',
  // system pages (spec 3 §2)
  daily_reboot: 'system',
  syslog: 'system',
  led: 'system',
  datetime: 'system',
  reset_button: 'system',
  mirroring: 'system',
  upgrade_by_parts: 'system',
  remote_management: 'management',
  tr069_config: 'tr069',
};

/** A field of a resource that several pages write, with the rule of the page that writes that field. */
export interface FieldGuard {
  rule: WriteRule;
  /** the router's 400 (default: writeRefusedMessages[rule]) */
  message?: string;
  /** the wizard writes it too, on a device whatever its role: allowed while the wizard runs (show_wizard) */
  wizard?: true;
}

/** PUT system's fields that only router mode off an agent changes, with the router's 400 for each. */
export const routerModeFieldMessages = {
  upnp: 'UPnP só pode ser alterado no modo roteador e fora de um nó secundário',
  dmz: 'A DMZ só pode ser alterada no modo roteador e fora de um nó secundário',
  sip_alg: 'SIP ALG só pode ser alterado no modo roteador e fora de um nó secundário',
  ipv6: 'IPv6 só pode ser alterado no modo roteador e fora de um nó secundário',
} as const;

/**
 * Resources whose fields belong to different pages: each guarded field follows its page's rule, for the device as the
 * write leaves it (a body may change the operation mode too), and only a change is refused (a page may send back what
 * it read). device/0's other fields are unguarded: alias (the wizard's location step, every role), leds (a mesh node's
 * page, the local node), show_wizard (the controller's users page, to each node through http_request).
 */
export const guardedFields: Readonly<Record<string, Readonly<Record<string, FieldGuard>>>> = {
  system: {
    // /system/operation-mode, and the wizard's finish, which may have made the device an agent just before
    operationMode: { rule: 'operationMode', wizard: true },
    ipv6: { rule: 'routerMode', message: routerModeFieldMessages.ipv6 },
    upnp: { rule: 'routerMode', message: routerModeFieldMessages.upnp },
    dmz: { rule: 'routerMode', message: routerModeFieldMessages.dmz },
    sip_alg: { rule: 'routerMode', message: routerModeFieldMessages.sip_alg },
  },
  device: {
    operationMode: { rule: 'operationMode', wizard: true },
    // the switch the TR-069 tab writes (tr069_config)
    tr069_enable: { rule: 'tr069' },
  },
};

/**
 * The writes no page rule guards, each with why: what writes them is not one page (or not a page), and their routes
 * refuse what none of their writers may. With guardedWrites and guardedFields, every write route of the router is here.
 */
export const unguardedWrites: Readonly<Record<string, string>> = {
  session: 'the login, before any page',
  action:
    'each page its own action: reboot and restore (system pages), sync (the mesh-role page, WPS), apply (every page that saves, the wizard, the restart wait), the Alexa page\'s disassociation, a node\'s factory reset through http_request',
  user: 'the login of the whole mesh: the users page, the wizard\'s credentials step, and the controller handing it to each node through http_request, whatever the node\'s mode',
  upgrade_by_remote:
    'the update page, the dashboard\'s firmware prompt and login ?update (every mode), and the controller\'s node page to each node through http_request',
  factory_default: 'the wizard and the restart wait',
  easymesh:
    'the mesh-role page, the wizard (a role before the mode) and the controller\'s node pages: its route refuses names, LEDs and removal off the controller (403) and a mesh in repeater mode',
  http_request: 'the controller\'s proxy to its nodes: refused off the controller (403)',
  voice_assistant: 'the voice model\'s page: on another model the resource does not exist (404, reads too)',
};

/** A refused write: the router's 400 message and its field. */
export interface WriteRefusal {
  message: string;
  field: string;
}

/**
 * Spec 2 §4.11 ('Repeater mode disables mesh'): a mesh may be on only outside repeater mode. The mesh-role page's
 * switch, the wizard and the operation-mode page (which turn the mesh off with repeater mode) and the router's
 * easymesh write all ask this.
 */
export function meshAllowed(operationMode: number): boolean {
  return operationMode !== OperationMode.Repeater;
}

/** The router's refusal of a mesh write (PUT easymesh/0) that leaves the mesh `enabled` in `operationMode`. */
export function meshRefusal(enabled: boolean, operationMode: number): WriteRefusal | undefined {
  return enabled && !meshAllowed(operationMode) ? { message: meshInRepeaterMessage, field: 'enabled' } : undefined;
}

function refusedBy(rule: WriteRule, rules: Record<AccessRule, boolean>): string | undefined {
  if (rule === 'always' || rule === 'wifi' || rules[rule]) return undefined;
  return writeRefusedMessages[rule];
}

/** The resource a write to `path` (relative to /api/v1, e.g. 'wan/0') goes to. */
function writeResource(path: string): string {
  return path.replace(/^\/+/, '').split(/[/?]/)[0];
}

/** The rule guarding a write to `path` (relative to /api/v1, e.g. 'wan/0'), or undefined when none does. */
export function writeRule(path: string): WriteRule | undefined {
  const resource = writeResource(path);
  return Object.hasOwn(guardedWrites, resource) ? guardedWrites[resource] : undefined;
}

/** The router's refusal of a write to `path` by the table, for a device with these `rules`; undefined: allowed. */
export function writeRefusal(path: string, rules: Record<AccessRule, boolean>): WriteRefusal | undefined {
  const rule = writeRule(path);
  const message = rule && refusedBy(rule, rules);
  return message ? { message, field: writeResource(path) } : undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The first field of a write to `resource` that the table refuses: one it changes (from `current`) whose page's rule
 * is false in `rules` (the device as the write leaves it), unless the wizard writes it and runs (`wizardRunning`).
 */
export function fieldRefusal(
  resource: string,
  update: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
  rules: Record<AccessRule, boolean>,
  wizardRunning: boolean,
): WriteRefusal | undefined {
  const guards = Object.hasOwn(guardedFields, resource) ? guardedFields[resource] : {};
  for (const [field, guard] of Object.entries(guards)) {
    if (update[field] === undefined || sameValue(update[field], current[field])) continue;
    if (guard.wizard && wizardRunning) continue;
    const refused = refusedBy(guard.rule, rules);
    if (refused) return { message: guard.message ?? refused, field };
  }
  return undefined;
}
