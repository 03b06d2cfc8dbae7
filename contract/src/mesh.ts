/**
 * The mesh (spec 1 §3, §4, §7): the local device's mesh configuration, its nodes, and the proxy
 * (`http_request`) through which the UI calls a node's own API.
 */
import { Backhaul } from './codes.ts';
import { limits } from './timing.ts';
import { versionBelow } from './version.ts';
import { readBack } from './api.ts';
import { array, boolean, enums, integer, literal, number, object, optional, partial, string, union, unknown, type Infer } from 'superstruct';

export const easymeshPath = 'easymesh';
export const httpRequestPath = 'http_request';

const MeshNeighbor = object({ name: string(), mac: string(), model: string() });
export type MeshNeighbor = Infer<typeof MeshNeighbor>;

/**
 * A node of the mesh, the controller included (isRoot). Derived states:
 * - offline: !is_online;
 * - applying configuration (about 1.5 min after joining): is_online and model '' ("online, no model");
 * - out of the mesh: out_of_mesh (its information loads again only after a sync);
 * - online otherwise. rssi -1 means wired; backhaul 1 = 5 GHz, 2 = 2.4 GHz, 3 = wired.
 */
export const MeshNode = object({
  /** the location, e.g. 'Quarto' */
  name: string(),
  alias: string(),
  mac: string(),
  /** '' while the node applies its configuration (unmanageable until it reports one) */
  model: string(),
  ip: string(),
  parent: object({ name: string(), type: integer() }),
  is_online: boolean(),
  isRoot: boolean(),
  backhaul: integer(),
  rssi: integer(),
  fw_version: string(),
  out_of_mesh: boolean(),
});
export type MeshNode = Infer<typeof MeshNode>;

/** Mesh configuration of the local device. type 0 controller, 1 agent; syncing 0 idle, 1 syncing, 2 paired. */
export const EasyMesh = object({
  id: integer(),
  enabled: boolean(),
  type: enums([0, 1]),
  controllerIp: string(),
  syncing: enums([0, 1, 2]),
  backhaul: integer(),
  backhaul_rssi: integer(),
  backhaul_mac: string(),
  /** every node of the mesh, the controller first (on an agent: as last learned from the controller) */
  nodes: array(MeshNode),
});
export type EasyMesh = Infer<typeof EasyMesh>;
export const EasyMeshList = array(EasyMesh);

/**
 * PUT easymesh/0: names nodes (`neighbors`: the onboarding names the new node, the location page
 * renames one), switches a node's LEDs (`leds`, by mac). Answers {status: 1}.
 * DELETE easymesh/{mac}: removes a node from the mesh (after its factory reset). Answers {status: 1}.
 *
 * `enabled` and `type` (the mesh page, /network/mesh, and the wizard; spec 2 §4.11) are accepted on any
 * mesh-capable device, controller or not; `neighbors` and `leds` only on the controller. The router:
 * - refuses (400) enabling in repeater mode (operation mode 3: a repeater has no mesh, §4.5);
 * - refuses (400) an enabled controller whose Wi-Fi fails a precondition of meshControllerBlockers
 *   (the field is the blocker's name, e.g. 'wpa2');
 * - restarts on the next apply (action 5) when `enabled` or `type` changed.
 */
export const EasyMeshUpdate = partial(object({
  neighbors: array(object({ name: string(), mac: string(), model: optional(string()) })),
  leds: object({ mac: string(), enabled: boolean() }),
  /** the mesh page and the wizard (spec 2 §4.11): mesh on or off on this device */
  enabled: boolean(),
  /** this device's role: 0 controller (principal), 1 agent (secundário) */
  type: enums([0, 1]),
}));
export type EasyMeshUpdate = Infer<typeof EasyMeshUpdate>;
/** The configuration read back: the sync, the backhaul and the nodes move by themselves (live); id and controllerIp are read-only. */
export const EasyMeshPut = readBack(EasyMesh, EasyMeshUpdate, ['syncing', 'backhaul', 'backhaul_rssi', 'backhaul_mac', 'nodes']);
export const MeshAnswer = object({ status: literal(1) });

export const ProxyMethod = { Get: 0, Post: 1, Put: 2 } as const;

/**
 * POST http_request: the controller calls a node's own API for the UI.
 * dest is `{ip}/api/v1/{path}` of the node (e.g. 192.168.0.2/api/v1/device/0); token is the UI's
 * session on that node (from a proxied POST session); timeout in seconds (default 10).
 */
export const HttpRequest = object({
  dest: string(),
  method: enums([0, 1, 2]),
  token: optional(string()),
  body: optional(unknown()),
  timeout: optional(integer()),
  mesh_session: optional(string()),
});
export type HttpRequest = Omit<Infer<typeof HttpRequest>, 'body'> & { body?: unknown };

/** The proxy's failure codes: a timeout is retried (up to 5 times); 'in progress' waits 800 ms and fails. */
export const ProxyCode = { Timeout: 'timeout', InProgress: 'Operation now in progress' } as const;

/**
 * The answer of http_request (HTTP 200 whenever the proxy itself worked): status is the node's HTTP
 * status (0 when the node did not answer, with a code), body the node's answer.
 */
export const ProxyAnswer = object({
  status: number(),
  body: optional(unknown()),
  code: optional(union([literal(ProxyCode.Timeout), literal(ProxyCode.InProgress)])),
});
export type ProxyAnswer = Omit<Infer<typeof ProxyAnswer>, 'body'> & { body?: unknown };

/**
 * Why this device may not become the mesh controller (spec 2 §4.11): each failing precondition, in
 * the spec's order. Empty: allowed. Our readings of the spec's words:
 * - dualBand: the root network is on both bands (an enabled root record on a 2.4 GHz and on a 5 GHz radio);
 * - password: the root network is not open (cipher other than none) and has a key;
 * - wpa2: every root record's security includes WPA2 (WPA2, WPA/WPA2 or WPA2/WPA3; not open, WEP, WPA or WPA3 only);
 * - radios: both radios (2.4 GHz and 5 GHz) exist and are enabled.
 * `key` is the stored key (encoded or plain: only its emptiness counts).
 */
export type MeshControllerBlocker = 'dualBand' | 'password' | 'wpa2' | 'radios';

export interface MeshWifiFacts {
  wireless: readonly { radioID: string; frequency: string; enabled: boolean; isRoot: boolean; cipher: number; key: string; mode?: number }[];
  radios: readonly { id: string; frequency: string; enabled: boolean }[];
}

/** Ciphers that include WPA2 (codes.ts Cipher: 3 WPA2, 4 WPA/WPA2, 6 WPA2/WPA3). */
const WPA2_CIPHERS: readonly number[] = [3, 4, 6];

export function meshControllerBlockers({ wireless, radios }: MeshWifiFacts): MeshControllerBlocker[] {
  const roots = wireless.filter((w) => w.isRoot && (w.mode ?? 0) !== 1);
  const rootOn = (frequency: string) => roots.some((w) => w.enabled && w.frequency === frequency);
  const blockers: MeshControllerBlocker[] = [];
  if (!rootOn('2.4') || !rootOn('5')) blockers.push('dualBand');
  if (roots.length === 0 || roots.some((w) => w.cipher === 0 || w.key === '')) blockers.push('password');
  if (roots.length === 0 || roots.some((w) => !WPA2_CIPHERS.includes(w.cipher))) blockers.push('wpa2');
  const radioOn = (frequency: string) => radios.some((r) => r.frequency === frequency && r.enabled);
  if (!radioOn('2.4') || !radioOn('5')) blockers.push('radios');
  return blockers;
}

/**
 * What each blocker means, in the UI's words (ours: the spec gives no text). The router's 400 carries the
 * same message, with the blocker as its field, so the page and the API say the same thing.
 */
export const meshControllerBlockerMessages: Record<MeshControllerBlocker, string> = {
  dualBand: 'A rede Wi-Fi principal precisa ser dual band (2.4 GHz e 5 GHz).',
  password: 'A rede Wi-Fi principal precisa ter uma senha.',
  wpa2: 'A rede Wi-Fi principal precisa usar a segurança WPA2.',
  radios: 'Os dois rádios (2.4 GHz e 5 GHz) precisam estar ativados.',
};

/** The router's 400 when mesh is turned on in repeater mode (ours). */
export const meshInRepeaterMessage = 'O modo repetidor não permite ativar o InMesh.';

export type MeshSignalLevel = 'wired' | 'good' | 'moderate' | 'bad';

/**
 * A node's signal quality (spec 1 §9: 'moderate -66 dBm, bad -77 dBm; rssi -1 is wired'), one rule for the dashboard
 * and the node page. Each threshold belongs to the level it names: -66 is moderate, -77 bad. A wired backhaul is wired
 * whatever rssi it reports.
 */
export function meshSignalLevel(rssi: number, backhaul?: number): MeshSignalLevel {
  const { moderate, bad, wired } = limits.meshSignal;
  if (rssi === wired || backhaul === Backhaul.Wired) return 'wired';
  if (rssi <= bad) return 'bad';
  if (rssi <= moderate) return 'moderate';
  return 'good';
}

export type NodeState = 'offline' | 'outOfMesh' | 'applying' | 'syncing' | 'online';

/**
 * A node's state (spec 1 §4 'Mesh node states'), one rule for the dashboard and the node page: offline first
 * (nothing else can be known), then out of the mesh (its information waits for a sync), then applying its
 * configuration (online, no model yet: not manageable), then syncing — the node's mesh reports a sync in progress
 * (easymesh syncing 1: 5 minutes or until a node pairs) — else online.
 */
export function nodeState(node: MeshNode, syncing = false): NodeState {
  if (!node.is_online) return 'offline';
  if (node.out_of_mesh) return 'outOfMesh';
  if (node.model === '') return 'applying';
  if (syncing) return 'syncing';
  return 'online';
}

/**
 * The link to a node's own API (spec 1 §9 'Secure link is used when firmware is at or above 1.3.0 over https'):
 * https from limits.secureLinkFirmware on, http below. What the proxy's `dest` starts with.
 */
export function nodeLink(node: { ip: string; fw_version: string }): string {
  const scheme = versionBelow(node.fw_version, limits.secureLinkFirmware) ? 'http' : 'https';
  return `${scheme}://${node.ip}`;
}
