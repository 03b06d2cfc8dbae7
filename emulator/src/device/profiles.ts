/**
 * Device profiles: what a fresh device looks like.
 *
 * Choices (the spec leaves these open; scenarios rely on them):
 * - `demo`: a configured W6-1500 in router mode (operationMode 0), wizard done, credentials
 *   admin / Wifi@Casa2026, mesh controller, internet up, firmware 1.4.2, alias 'Sala', LEDs on,
 *   TR-069 off, no firmware update running, IPv6 off, up for 3 days, 4 hours and 12 minutes (a
 *   router in use has been on for a while).
 * - `factory`: the same model fresh from the box: wizard to show, credentials admin/admin, mesh
 *   off, alias picked from a few room names by the seed, just switched on.
 * - A profile object starts from its `base` (demo by default) and overrides single fields.
 * - The MAC (and the agent's backhaul MAC) come from a faker seeded with the seed alone, so the
 *   same profile and seed always give the same device.
 * - Mesh addresses (controllerIp 192.168.0.1) are data only: nothing is ever contacted.
 * - Both profiles: WAN traffic at 48 Mbps down / 12 Mbps up, no mesh agents, the firmware service
 *   offering the device's own version (up to date). A configured device's Wi-Fi carries a home name
 *   (e.g. 'Casa Silva', 'Casa Silva-5G'); a factory one INTELBRAS_XXXX with a numeric key.
 * - `meshAgents: N` (controller only) adds the agents described in src/mesh/nodes.ts.
 * - A configured device that is not an agent holds 3 static leases (its first named clients) and two global
 *   filters: URL 'jogos-online.com.br' ('Jogos', enabled) and a disabled MAC filter on the first named client
 *   without a lease, described with its hostname (device/security.ts), and one port-forward rule 'Câmera' (TCP,
 *   external 8081 → internal 80) to its first named client with a static lease (device/port-redirect.ts).
 * - Every device's WAN management port (remote_web_access) is 8080.
 * - `alexaRegistered: true` (the voice model only): its voice assistant already registered with the owner's Amazon
 *   account, as a lab's voice router is (registration happens on Amazon's site); default: not registered.
 */
import { Device, MAC_PATTERN, modelInfo, modelNames, operationModes, rules, WanDetect } from '@roteador/contract';
import { SimpleFaker } from '@faker-js/faker';
import { boolean, enums, type Infer, integer, max, min, number, object, optional, pattern, size, string } from 'superstruct';
import type { EmulatorState } from './state.ts';
import { buildDevice, seededMac } from './build.ts';
import { attachToAgents, buildClients } from './devices.ts';
import { seedLeases } from './lan.ts';
import { seedFilters } from './security.ts';
import { seedPortRedirects } from './port-redirect.ts';
import { profileAgent } from '../mesh/nodes.ts';
import { check } from '../validation.ts';
import { ProfileConfig, ProfileError } from './profile-config.ts';
import { applyEnvironment, applyNetwork } from './profile-network.ts';
import { applySettings } from './profile-settings.ts';

export { ProfileError };

const profileNames = ['demo', 'factory'] as const;

export const MAX_PROFILE_AGENTS = 6;
const Mbps = max(min(number(), 0), 10_000);
export type ProfileName = (typeof profileNames)[number];

/** A profile object, as given to --profile FILE, POST /__emulator/reset and (later) the scenario DSL. */
export const ProfileSpec = object({
  base: optional(enums(profileNames)),
  model: optional(enums(modelNames)),
  operationMode: optional(enums(operationModes)),
  credentials: optional(object({ username: size(string(), 1, 64), password: size(string(), 1, 64) })),
  wizardDone: optional(boolean()),
  meshRole: optional(enums(['none', 'controller', 'agent'] as const)),
  hasInternet: optional(boolean()),
  firmwareUpdate: optional(boolean()),
  tr069Enable: optional(boolean()),
  fwVersion: optional(Device.schema.fw_version),
  alias: optional(string()),
  leds: optional(boolean()),
  /** seconds the device has been on when the profile is applied */
  uptime: optional(min(integer(), 0)),
  /** mesh agents of a controller (the DSL's `device: { mesh: { agents: N } }`) */
  meshAgents: optional(max(min(integer(), 0), MAX_PROFILE_AGENTS)),
  /** WAN traffic rates the counters grow at */
  traffic: optional(object({ downloadMbps: Mbps, uploadMbps: Mbps })),
  /** newest firmware the firmware service offers (default: the device's own, i.e. up to date) */
  firmwareLast: optional(Device.schema.fw_version),
  /** what WAN detection finds (default: follows the line, DHCP found while up) */
  wanDetect: optional(WanDetect),
  /** false: the WAN cable is unplugged (no link, no internet) */
  cable: optional(boolean()),
  /** the device's MAC (default: drawn from the seed): its deviceid, the cloud's paths, its IPv6 link-local address */
  mac: optional(pattern(string(), MAC_PATTERN)),
  /** the configuration, as the router's API answers it, one key per resource (profile-config.ts) */
  config: optional(ProfileConfig),
  /** the voice model's assistant registered with Amazon (default: not registered): a model with voice only */
  alexaRegistered: optional(boolean()),
});
export type ProfileSpec = Infer<typeof ProfileSpec>;

type Resolved = Required<Omit<ProfileSpec, 'base' | 'alias' | 'firmwareLast' | 'wanDetect' | 'cable' | 'mac' | 'config' | 'alexaRegistered'>> & {
  alias?: string;
  firmwareLast?: string;
  wanDetect?: ProfileSpec['wanDetect'];
  cable?: boolean;
  mac?: string;
  config?: ProfileConfig;
  alexaRegistered?: boolean;
};

const demoTraffic = { downloadMbps: 48, uploadMbps: 12 };

const bases: Record<ProfileName, Resolved> = {
  demo: {
    model: 'W6-1500',
    operationMode: 0,
    credentials: { username: 'admin', password: 'Wifi@Casa2026' },
    wizardDone: true,
    meshRole: 'controller',
    hasInternet: true,
    firmwareUpdate: false,
    tr069Enable: false,
    fwVersion: '1.4.2',
    alias: 'Sala',
    leds: true,
    uptime: ((3 * 24 + 4) * 60 + 12) * 60,
    meshAgents: 0,
    traffic: demoTraffic,
  },
  factory: {
    model: 'W6-1500',
    operationMode: 0,
    credentials: { username: 'admin', password: 'admin' },
    wizardDone: false,
    meshRole: 'none',
    hasInternet: true,
    firmwareUpdate: false,
    tr069Enable: false,
    fwVersion: '1.4.2',
    leds: true,
    uptime: 0,
    meshAgents: 0,
    traffic: demoTraffic,
  },
};

/** Room names a factory device may carry (ASCII letters only, as the location rules demand). */
const rooms = ['Sala', 'Quarto', 'Cozinha', 'Escritorio', 'Varanda', 'Garagem'];
/** Names a configured home network carries, and its keys (ASCII, as the Wi-Fi rules demand). */
const homeNetworks = ['Casa Silva', 'Familia Souza', 'Ap 302', 'Casa Oliveira', 'Rede Lima', 'Lar dos Santos'];
const homeKeys = ['Casa#2026wifi', 'souza@1988', 'Ap302!senha', 'Oliveira2026$', 'lima#rede42', 'Santos!2026'];

const CONTROLLER_IP = '192.168.0.1';
/** The LAN address of a profile that is itself an agent (of a controller that is not emulated). */
const AGENT_PROFILE_IP = '192.168.0.2';

export function isProfileName(value: unknown): value is ProfileName {
  return (profileNames as readonly unknown[]).includes(value);
}

/** Validates a profile (name or object) fully; throws ProfileError naming the field. */
export function parseProfile(input: unknown): { name: string; spec: Resolved } {
  if (typeof input === 'string') {
    if (!isProfileName(input)) {
      throw new ProfileError(`unknown profile '${input}': expected ${profileNames.join(' or ')}, or a profile object`);
    }
    return { name: input, spec: { ...bases[input] } };
  }
  const checked = check(ProfileSpec, input);
  if (!checked.ok) throw new ProfileError(`profile: ${checked.message}`, checked.field);
  const { base = 'demo', ...overrides } = checked.value;
  // a key given as undefined (possible from TypeScript callers) keeps the base's value
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  const spec: Resolved = { ...bases[base], ...given };
  if (spec.meshRole !== 'none' && !modelInfo(spec.model).mesh) {
    throw new ProfileError(
      `profile: meshRole '${spec.meshRole}' needs a model with mesh; ${spec.model} has none`,
      'meshRole',
    );
  }
  if (spec.meshAgents > 0 && spec.meshRole !== 'controller') {
    throw new ProfileError(`profile: meshAgents needs meshRole 'controller' (got '${spec.meshRole}')`, 'meshAgents');
  }
  if (spec.meshAgents > 0 && spec.operationMode === 3) {
    throw new ProfileError('profile: meshAgents needs the mesh, which repeater mode (operationMode 3) turns off', 'operationMode');
  }
  if (spec.alexaRegistered !== undefined) {
    if (!modelInfo(spec.model).voice) {
      throw new ProfileError(
        `profile: alexaRegistered needs a model with a voice assistant; ${spec.model} has none`,
        'alexaRegistered',
      );
    }
    const stated = spec.config?.voice_assistant?.is_registered;
    if (stated !== undefined && stated !== spec.alexaRegistered) {
      throw new ProfileError(
        `profile: alexaRegistered ${spec.alexaRegistered} contradicts config.voice_assistant.is_registered ${stated}`,
        'alexaRegistered',
      );
    }
  }
  if (spec.alias !== undefined) {
    const message = rules.locationName(spec.alias);
    if (message) throw new ProfileError(`profile: invalid field alias: ${message}`, 'alias');
  }
  return { name: 'custom', spec };
}


/** A fresh emulator state for a profile and seed, booted at `now`. Throws ProfileError. */
export function buildState(input: unknown, seed: number, now: number): EmulatorState {
  const { name, spec } = parseProfile(input);
  const faker = new SimpleFaker();
  faker.seed(seed);
  // drawn first and in this order, so a seed keeps the MAC and room it always had (a profile's own MAC too)
  const seeded = seededMac(faker);
  const mac = spec.mac ?? seeded;
  const backhaulMac = seededMac(faker);
  const room = faker.helpers.arrayElement(rooms);
  const role = spec.meshRole;
  const configured = spec.wizardDone;
  const ssid = configured ? faker.helpers.arrayElement(homeNetworks) : `INTELBRAS_${mac.slice(-5).replace(':', '')}`;
  const wifiKey = configured
    ? faker.helpers.arrayElement(homeKeys)
    : String(faker.number.int({ min: 1e7, max: 99_999_999 }));
  const ip6Prefix = `2804:14d:${hex4(faker)}:${hex4(faker)}`;
  const bootAt = now - spec.uptime * 1000;
  const local = buildDevice({
    faker,
    seed,
    model: spec.model,
    alias: spec.alias ?? room,
    fwVersion: spec.fwVersion,
    mac,
    credentials: spec.credentials,
    operationMode: spec.operationMode,
    wizardDone: spec.wizardDone,
    tr069Enable: spec.tr069Enable,
    leds: spec.leds,
    firmwareUpdate: spec.firmwareUpdate,
    hasInternet: spec.hasInternet,
    easymesh: {
      // repeater mode has the mesh off (spec 2 §4.5); an agent in repeater mode is spec 3 §2's
      enabled: role === 'agent' || (role === 'controller' && spec.operationMode !== 3),
      type: role === 'agent' ? 1 : 0,
      controllerIp: role === 'none' ? '' : CONTROLLER_IP,
      // the controller is the root (wired uplink, rssi -1 = wired); an agent hangs on 5 GHz
      backhaul: role === 'agent' ? 1 : role === 'controller' ? 3 : 0,
      backhaul_rssi: role === 'agent' ? -55 : role === 'controller' ? -1 : 0,
      backhaul_mac: role === 'agent' ? backhaulMac : '',
    },
    bootAt,
    // an agent of someone else's mesh got its address from that controller
    lanIp: role === 'agent' ? AGENT_PROFILE_IP : CONTROLLER_IP,
    host: role === 'agent' ? 2 : 1,
    ip6Prefix,
    ssid,
    wifiKey,
    traffic: spec.traffic,
    node: null,
  });
  const clients = buildClients(faker, ssid, modelInfo(spec.model).dualBand, now);
  const state: EmulatorState = {
    version: 2,
    origin: { profile: name, seed },
    ...local,
    clients,
    agents: [],
    mesh: { available: true, pending: null, sync: null },
    firmware: { last: spec.firmwareLast ?? null, byMac: {} },
  };
  // a configured router already holds a few reservations for its known devices, two global filters and a
  // port-forward rule
  if (spec.wizardDone && role !== 'agent') {
    state.network.leases = seedLeases(state.clients);
    state.security = {
      ...state.security,
      ...seedFilters(state.clients, state.network.leases),
      ...seedPortRedirects(state.clients, state.network.leases),
    };
  }
  if (spec.wanDetect) state.network.detect = { ...spec.wanDetect };
  if (spec.cable === false) {
    state.network.cable = false;
    state.status.has_internet = false;
  }
  // the profile's configuration, before the agents are made: they take the controller's Wi-Fi, LAN and credentials
  if (spec.config) {
    applyNetwork(state, spec.config);
    applySettings(state, spec.config, now);
  }
  if (spec.alexaRegistered !== undefined && state.alexa) state.alexa.is_registered = spec.alexaRegistered;
  for (let i = 1; i <= spec.meshAgents; i++) state.agents.push(profileAgent(state, i));
  if (spec.config?.connected_device === undefined) attachToAgents(state.clients, state.agents.map((a) => a.device.mac));
  if (spec.config) applyEnvironment(state, spec.config);
  // a profile is the device as it runs: nothing waits for an apply
  state.network.pendingRestart = false;
  return state;
}

function hex4(faker: SimpleFaker): string {
  return faker.number.int({ min: 0x1000, max: 0xffff }).toString(16);
}
