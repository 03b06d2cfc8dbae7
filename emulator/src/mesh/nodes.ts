/**
 * The mesh's agents: how they are made, named, placed and shown (MeshNode, EasyMesh).
 *
 * Choices (the spec leaves these open; scenarios rely on them):
 * - agent i (from 1) has MAC AA:BB:CC:00:00:0{i+1} and address 192.168.0.{i+1} (data only);
 * - names in turn from Quarto, Escritorio, Cozinha, Varanda, Garagem, Suite (skipping any in use),
 *   models in turn from Twibi Force AX, Twibi Force Plug, EX-1500, Twibi Plug Giga, W5-1200G, W6-1500;
 * - placement by position: 1: 5 GHz at -58 dBm (good), 2: 5 GHz at -70 (moderate), 3: wired (rssi -1,
 *   backhaul 3), 4: 2.4 GHz at -80 (bad), 5: 5 GHz at -62, 6: 5 GHz at -74; later ones 5 GHz at -65;
 * - an agent shares the controller's credentials, Wi-Fi networks, firmware version and IPv6 prefix;
 * - at most 8 agents (MAX_AGENTS); profiles give up to 6.
 */
import { decodeSecret, locationNotInUse, sameMac, type EasyMesh, type MeshNode, type ModelName } from '@roteador/contract';
import { SimpleFaker } from '@faker-js/faker';
import { buildDevice } from '../device/build.ts';
import { type DeviceState, type EmulatorState, isDown, type NodePlace } from '../device/state.ts';

export const MAX_AGENTS = 8;
const AGENT_NAMES = ['Quarto', 'Escritorio', 'Cozinha', 'Varanda', 'Garagem', 'Suite'];
const AGENT_MODELS: ModelName[] = [
  'Twibi Force AX',
  'Twibi Force Plug',
  'EX-1500',
  'Twibi Plug Giga',
  'W5-1200G',
  'W6-1500',
];
const places: Pick<NodePlace, 'rssi' | 'backhaul'>[] = [
  { rssi: -58, backhaul: 1 },
  { rssi: -70, backhaul: 1 },
  { rssi: -1, backhaul: 3 },
  { rssi: -80, backhaul: 2 },
  { rssi: -62, backhaul: 1 },
  { rssi: -74, backhaul: 1 },
];

function agentMac(index: number): string {
  return `AA:BB:CC:00:00:${(index + 1).toString(16).padStart(2, '0').toUpperCase()}`;
}

function agentIndex(agent: DeviceState): number {
  return parseInt(agent.device.mac.slice(-2), 16) - 1;
}

export function nameInUse(state: EmulatorState, name: string, exceptMac?: string): boolean {
  const others = [state, ...state.agents].filter((d) => !exceptMac || !sameMac(d.device.mac, exceptMac));
  return locationNotInUse(name, others.map((d) => d.device.alias)) !== undefined;
}

/**
 * A location name no node has: the first free one of AGENT_NAMES, then 'Ponto A', 'Ponto B'… 'Ponto AA'… (location
 * names take letters and single spaces only), so a node added by the control API never goes nameless.
 */
export function unusedName(state: EmulatorState): string {
  const free = AGENT_NAMES.find((n) => !nameInUse(state, n));
  if (free) return free;
  const letters = (i: number): string => (i < 26 ? '' : letters(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));
  for (let i = 0; ; i++) if (!nameInUse(state, `Ponto ${letters(i)}`)) return `Ponto ${letters(i)}`;
}

export function freeIndex(state: EmulatorState): number | undefined {
  const used = new Set(state.agents.map(agentIndex));
  for (let i = 1; i <= MAX_AGENTS; i++) if (!used.has(i)) return i;
  return undefined;
}

export function defaultModel(index: number): ModelName {
  return AGENT_MODELS[(index - 1) % AGENT_MODELS.length];
}

export interface AgentOptions {
  model: ModelName;
  name: string;
  bootAt: number;
  applyingUntil: number;
}

/** Agent `index` of this controller's mesh, as a full device. */
export function buildAgent(state: EmulatorState, index: number, o: AgentOptions): DeviceState {
  const faker = new SimpleFaker();
  faker.seed([state.origin.seed, index]);
  const root = state.network.wireless[0];
  const place = places[index - 1] ?? { rssi: -65, backhaul: 1 };
  const ip = `192.168.0.${index + 1}`;
  return buildDevice({
    faker,
    seed: state.origin.seed,
    model: o.model,
    alias: o.name,
    fwVersion: state.device.fw_version,
    mac: agentMac(index),
    credentials: state.credentials,
    operationMode: 0,
    wizardDone: true,
    tr069Enable: false,
    leds: true,
    firmwareUpdate: false,
    hasInternet: true,
    easymesh: {
      enabled: true,
      type: 1,
      controllerIp: state.network.lan.ip4,
      backhaul: place.backhaul,
      backhaul_rssi: place.rssi,
      backhaul_mac: state.device.mac,
    },
    bootAt: o.bootAt,
    lanIp: ip,
    host: index + 1,
    ip6Prefix: state.network.lan.ip6_list[0]?.split('::')[0] ?? '2804:14d:0:0',
    ssid: root?.ssid ?? '',
    wifiKey: (root && decodeSecret(root.key)) ?? '',
    traffic: { downloadMbps: 0, uploadMbps: 0 },
    node: { ip, online: true, outOfMesh: false, ...place, applyingUntil: o.applyingUntil, factoryReset: false },
  });
}

/** Agent `index` of a profile: in the mesh since the controller booted, configured. */
export function profileAgent(state: EmulatorState, index: number): DeviceState {
  return buildAgent(state, index, {
    model: defaultModel(index),
    name: unusedName(state),
    bootAt: state.power.bootAt,
    applyingUntil: 0,
  });
}

export function isReachable(agent: DeviceState, now: number): boolean {
  const n = agent.node;
  return !!n && n.online && !n.factoryReset && !n.outOfMesh && !isDown(agent, now);
}

function localNode(state: EmulatorState): MeshNode {
  const agent = state.easymesh.type === 1;
  return {
    name: state.device.alias,
    alias: state.device.alias,
    mac: state.device.mac,
    model: state.device.model,
    ip: state.network.lan.ip4,
    parent: agent ? { name: CONTROLLER_NAME, type: 0 } : { name: '', type: -1 },
    is_online: true,
    isRoot: !agent,
    backhaul: state.easymesh.backhaul,
    rssi: state.easymesh.backhaul_rssi,
    fw_version: state.device.fw_version,
    out_of_mesh: false,
  };
}

/** The controller of a profile that is itself an agent: not emulated, known by its MAC and address. */
const CONTROLLER_NAME = 'Principal';

function agentNode(state: EmulatorState, agent: DeviceState, now: number): MeshNode {
  const n = agent.node!;
  const online = n.online && !n.factoryReset && !isDown(agent, now);
  return {
    name: agent.device.alias,
    alias: agent.device.alias,
    mac: agent.device.mac,
    model: now < n.applyingUntil ? '' : agent.device.model,
    ip: n.ip,
    parent: { name: state.device.alias, type: 0 },
    is_online: online,
    isRoot: false,
    backhaul: n.backhaul,
    rssi: n.rssi,
    fw_version: agent.device.fw_version,
    out_of_mesh: n.outOfMesh,
  };
}

export function agentView(state: EmulatorState, agent: DeviceState, now: number): MeshNode {
  return agentNode(state, agent, now);
}

/** Every node, the controller first. */
export function meshNodes(state: EmulatorState, now: number): MeshNode[] {
  if (!state.easymesh.enabled) return [];
  if (state.easymesh.type === 1) {
    // an agent that has not paired with a controller yet (just switched to agent) knows only itself
    if (state.easymesh.backhaul_mac === '') return [localNode(state)];
    const controller: MeshNode = {
      ...localNode(state),
      name: CONTROLLER_NAME,
      alias: CONTROLLER_NAME,
      mac: state.easymesh.backhaul_mac,
      ip: state.easymesh.controllerIp,
      parent: { name: '', type: -1 },
      isRoot: true,
      backhaul: 3,
      rssi: -1,
    };
    return [controller, localNode(state)];
  }
  return [localNode(state), ...state.agents.map((a) => agentNode(state, a, now))];
}

/** The loopback address a node is reached at, for its LAN address (192.168.0.2 → 127.0.0.2; mesh/loopback.ts). */
function loopbackOf(lanIp: string): string {
  return `127.0.0.${lanIp.split('.').at(-1)}`;
}

/** Syncing (0 idle, 1 syncing, 2 paired) as the local device reports it; an agent is paired. */
function syncingOf(state: EmulatorState, device: DeviceState, now: number): 0 | 1 | 2 {
  if (!device.easymesh.enabled) return 0;
  if (device.easymesh.type === 1) return device.easymesh.backhaul_mac === '' ? 0 : 2;
  const sync = state.mesh.sync;
  if (!sync) return 0;
  if (sync.paired) return 2;
  return now < sync.until ? 1 : 0;
}

export function easymeshView(state: EmulatorState, device: DeviceState, now: number): EasyMesh {
  const place = device.node;
  return {
    id: 0,
    ...device.easymesh,
    // an agent names its controller by where it is reached: its loopback address (mesh/loopback.ts)
    ...(device.easymesh.type === 1 && device.easymesh.controllerIp !== ''
      ? { controllerIp: loopbackOf(device.easymesh.controllerIp) }
      : {}),
    ...(place ? { backhaul: place.backhaul, backhaul_rssi: place.rssi } : {}),
    syncing: syncingOf(state, device, now),
    nodes: device.easymesh.enabled ? meshNodes(state, now) : [],
  };
}
