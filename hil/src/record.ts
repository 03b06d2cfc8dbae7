/**
 * Record: a lab router's configuration, read through its API (GET only: every resource the UI reads, resources.ts),
 * written as an emulator profile object (emulator/README.md "Profiles"; `npm start -- --profile FILE` loads it) that,
 * replayed, answers the same reads as the router but for what moves by itself (resources.ts `volatile`: uptime,
 * counters, clocks, signal levels). The device (model, mode, MAC, firmware, mesh role…) at the profile's top, its
 * configuration under `config`, one key per resource, as the router answered it (emulator/src/device/profile-config.ts).
 *
 * Secrets (the contract's secretFields: the owner's password, Wi-Fi keys, the PPPoE password, TR-069's passwords) only
 * with --with-secrets — the owner's password is then the inventory's: a router never answers it. Without it each is
 * the stand-in STAND_IN (encoded where the API encodes it), which every rule of the emulator takes.
 *
 * Before writing, the profile is built as the emulator builds it: one the emulator would refuse is reported with the
 * emulator's message, and what the profile cannot hold (another interface name, the mesh agents' own names and
 * models, more than 6 agents) is listed, never dropped silently.
 */
import {
  encodeSecret,
  firmwareVersionsPath,
  MAC_PATTERN,
  modelNames,
  rules,
  sameMac,
} from '@roteador/contract';
import { buildState, ProfileError } from '../../emulator/src/device/profiles.ts';
import { NoAnswer, RouterApi } from './api.ts';
import type { BenchRouter } from './inventory.ts';
import { isSecretField } from './journal.ts';
import { readSettled } from './guard.ts';
import { pathOf, resources, type Resource, type ResourceContext } from './resources.ts';

/** What a secret is recorded as without --with-secrets (the owner's password; encoded, a key or another password). */
export const STAND_IN = 'Omitido#2026';
/** The most agents a profile makes (emulator meshAgents). */
const MAX_PROFILE_AGENTS = 6;
/** The emulator's interface ids (emulator/src/device/interface.ts). */
const EMULATOR_INTERFACES = { lan: 'lan', wan: 'wan' };
/** The address a WAN shows while it has none. */
const NO_ADDRESS = '0.0.0.0';

type Rec = Record<string, unknown>;

/** A resource's name, whatever ids its path takes: `interface/{lan}`, `parental/{deviceid}/schedule`… */
const PLACEHOLDERS: ResourceContext = { model: 'W6-1500', deviceid: '{deviceid}', lanInterface: '{lan}', wanInterface: '{wan}', routerMode: true };
const resourceName = (r: Resource) => pathOf(r, PLACEHOLDERS);

/** One resource as read: what record and its round trip compare. */
export interface Read {
  resource: Resource;
  path: string;
  /** the answer (undefined: not read — another model's, or no cloud) */
  value: unknown;
  /** why it was not read, or what the router answered instead */
  error?: string;
}

/** Every resource the UI reads from a router, by name, each as it settled (GET only). */
export async function readEverything(api: RouterApi, cloud: boolean): Promise<{ ctx: ResourceContext; reads: Map<string, Read> }> {
  const ctx = await api.context();
  const reads = new Map<string, Read>();
  for (const resource of resources) {
    const name = resourceName(resource);
    const path = pathOf(resource, ctx);
    if (resource.when && !resource.when(ctx)) continue;
    if (resource.cloud && !cloud) {
      reads.set(name, { resource, path, value: undefined, error: 'o inventário não aponta os serviços de nuvem (campo cloud)' });
      continue;
    }
    if (resource.public) {
      const r = await api.call('GET', path, undefined, { cloud: !!resource.cloud, auth: false });
      if (r.status === 0) throw new NoAnswer(`GET ${path} → 0: ${String(r.body)}`);
      reads.set(name, { resource, path, value: r.status === 200 ? r.body : undefined, error: r.status === 200 ? undefined : `HTTP ${r.status}` });
      continue;
    }
    try {
      reads.set(name, { resource, path, value: await readSettled((p, c) => api.read(p, c), resource, path) });
    } catch (e) {
      // a router gone mid-way ends the record (the command line says so); another answer is noted, the rest read
      if (e instanceof NoAnswer) throw e;
      reads.set(name, { resource, path, value: undefined, error: (e as Error).message });
    }
  }
  return { ctx, reads };
}

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const first = (v: unknown): Rec | undefined => (Array.isArray(v) && isRec(v[0]) ? v[0] : isRec(v) ? v : undefined);
const list = (v: unknown): Rec[] | undefined => (Array.isArray(v) ? v.filter(isRec) : undefined);
const without = (rec: Rec | undefined, ...keys: string[]) =>
  rec && Object.fromEntries(Object.entries(rec).filter(([k]) => !keys.includes(k)));
const only = (rec: Rec | undefined, ...keys: string[]) =>
  rec && Object.fromEntries(keys.filter((k) => rec[k] !== undefined).map((k) => [k, rec[k]]));
/** The router's answer as text: an object it sent may hold its own `toString` ({"toString": 1}), which String() throws on. */
const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));

/** What WAN detection finds when the emulator follows the line (emulator/src/device/wan.ts wanDetectView). */
function detectedByLine(cable: boolean, internet: boolean) {
  if (cable && internet) return { hasDHCP: 'found', hasStatic: 'maybe', hasPPPoE: 'not found' };
  return { hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'not found' };
}

/** The router's configuration under `config`: each resource's answer, its record's id and read-only fields aside. */
function configFrom(get: (name: string) => unknown, notes: string[]): Rec {
  const config: Rec = {};
  const put = (key: string, value: unknown) => value !== undefined && (config[key] = value);
  const lan = first(get('lan'));
  put('lan', only(lan, 'ip4', 'netmask', 'ip6_list'));
  if (lan && lan.interfaceID !== EMULATOR_INTERFACES.lan) notes.push(`a LAN é a interface "${text(lan.interfaceID)}": no emulador, "lan"`);
  const wan = first(get('wan'));
  if (wan) {
    if (wan.interfaceID !== EMULATOR_INTERFACES.wan) notes.push(`a WAN é a interface "${text(wan.interfaceID)}": no emulador, "wan"`);
    // a WAN without an address (the line down) says nothing of it: the profile keeps the emulator's
    const address = Object.fromEntries(['ip4', 'netmask', 'gateway'].filter((k) => wan[k] !== NO_ADDRESS).map((k) => [k, wan[k]]));
    const port = isRec(wan.interface) ? only(wan.interface, 'mac', 'mtu', 'ip6_list') : undefined;
    put('wan', { ...without(wan, 'id', 'interfaceID', 'connection_uptime', 'interface', 'ip4', 'netmask', 'gateway'), ...address, interface: port });
  }
  put('pppoe', without(first(get('pppoe')), 'id'));
  put('radio', list(get('radio')));
  put('wireless', list(get('wireless')));
  put('band_steering', only(first(get('band_steering')), 'enabled'));
  put('limits', without(first(get('limits')), 'id'));
  put('dhcp_server', without(first(get('dhcp_server')), 'interface'));
  put('dhcp_static_lease', list(get('dhcp_static_lease')));
  put('easymesh', only(first(get('easymesh')), 'controllerIp', 'backhaul', 'backhaul_rssi', 'backhaul_mac'));
  put('system', only(first(get('system')), 'ipv6', 'upnp', 'dmz', 'sip_alg'));
  put('filter', list(get('filter')));
  put('natportredirect', list(get('natportredirect')));
  put('remote_web_access', without(first(get('remote_web_access')), 'id'));
  put('denial_of_service', without(first(get('denial_of_service')), 'id'));
  put('qos_global', without(first(get('qos_global')), 'id'));
  put('datetime', only(first(get('datetime')), 'ntp_server', 'timezone'));
  for (const key of ['daily_reboot', 'syslog', 'reset_button', 'remote_management', 'mirroring', 'voice_assistant']) {
    put(key, without(first(get(key)), 'id'));
  }
  put('tr069_config', without(first(get('tr069_config')), 'id', 'tr069_enable'));
  const parental: Rec = {};
  const cloud = (name: string, pick: (r: Rec) => Rec | undefined) => {
    const records = list(get(`parental/{deviceid}/${name}`));
    if (records) parental[name] = records.map(pick);
  };
  cloud('schedule', (r) => only(r, 'id', 'name', 'week'));
  cloud('scheduled_block', (r) => only(r, 'id', 'scheduleid', 'target', 'status'));
  cloud('block', (r) => only(r, 'id', 'target', 'status'));
  cloud('urlfilter', (r) => r);
  if (Object.keys(parental).length) config.parental = parental;
  put('qos_rule', list(get('qos_rule')));
  put('connected_device', list(get('connected_device')));
  put('site_survey', list(get('site_survey')));
  return config;
}

/** The profile object of what the router answered, by resource name (pure: tested without a router). */
export function profileFrom(
  get: (name: string) => unknown,
  secrets: { withSecrets: boolean; password: string },
): { profile: Rec; notes: string[] } {
  const notes: string[] = [];
  const status = first(get('status')) ?? {};
  const device = first(get('device')) ?? {};
  const profile: Rec = { base: 'demo' };
  const model = text(device.model ?? status.model);
  if ((modelNames as readonly string[]).includes(model)) profile.model = model;
  else notes.push(`modelo "${model}" fora dos 13 do contrato: o perfil fica com o do demo`);
  const system = first(get('system'));
  if (typeof system?.operationMode === 'number') profile.operationMode = system.operationMode;
  const user = first(get('user'));
  if (typeof user?.username === 'string') {
    profile.credentials = { username: user.username, password: secrets.withSecrets ? secrets.password : STAND_IN };
  }
  if (typeof device.show_wizard === 'boolean') profile.wizardDone = !device.show_wizard;
  if (typeof status.has_internet === 'boolean') profile.hasInternet = status.has_internet;
  if (typeof status.firmware_update === 'boolean') profile.firmwareUpdate = status.firmware_update;
  if (typeof device.tr069_enable === 'boolean') profile.tr069Enable = device.tr069_enable;
  if (typeof device.fw_version === 'string') profile.fwVersion = device.fw_version;
  if (typeof device.alias === 'string') {
    const problem = rules.locationName(device.alias);
    if (problem) notes.push(`alias "${device.alias}" recusado pelo emulador (${problem}): fica o do demo`);
    else profile.alias = device.alias;
  }
  const led = first(get('led'));
  if (typeof led?.leds === 'boolean') profile.leds = led.leds;
  if (typeof device.uptime === 'number') profile.uptime = Math.max(0, Math.floor(device.uptime));
  if (typeof device.mac === 'string' && MAC_PATTERN.test(device.mac)) profile.mac = device.mac;
  else notes.push(`MAC "${text(device.mac)}" fora do formato AA:BB:CC:DD:EE:FF: o perfil fica com o da semente`);
  const easymesh = first(get('easymesh'));
  if (easymesh?.enabled === true) {
    profile.meshRole = easymesh.type === 1 ? 'agent' : 'controller';
    const agents = (list(easymesh.nodes) ?? []).filter((n) => n.isRoot !== true).length;
    if (profile.meshRole === 'controller') {
      profile.meshAgents = Math.min(agents, MAX_PROFILE_AGENTS);
      if (agents > MAX_PROFILE_AGENTS) notes.push(`${agents} agentes: o emulador cria até ${MAX_PROFILE_AGENTS}`);
    }
  } else profile.meshRole = 'none';
  const link = first(get('link'));
  const cable = link?.status !== false;
  if (!cable) profile.cable = false;
  const detect = first(get('wan_detect'));
  if (detect && JSON.stringify(detect) !== JSON.stringify(detectedByLine(cable, status.has_internet === true))) profile.wanDetect = detect;
  const versions = first(get(firmwareVersionsPath(PLACEHOLDERS.deviceid)));
  if (typeof versions?.last === 'string' && versions.last !== device.fw_version) profile.firmwareLast = versions.last;
  // a copy: the stand-ins never touch the answers read
  profile.config = structuredClone(configFrom(get, notes));
  if (!secrets.withSecrets) standIns(profile.config);
  return { profile, notes };
}

/** Every secret of the config replaced by the stand-in (encoded, as the API carries secrets); an empty one says nothing. */
function standIns(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(standIns);
  if (!isRec(value)) return;
  for (const [k, v] of Object.entries(value)) {
    if (isSecretField(k) && typeof v === 'string' && v !== '') value[k] = encodeSecret(STAND_IN);
    else standIns(v);
  }
}

/**
 * The devices on mesh agents follow the agents the emulator makes (its own MACs), in the order the router lists its
 * nodes; a device on a node the profile does not make hangs on the router itself.
 */
function followAgents(profile: Rec, nodes: Rec[], made: string[], notes: string[]): void {
  const devices = list((profile.config as Rec).connected_device) ?? [];
  const agents = nodes.filter((n) => n.isRoot !== true).map((n) => text(n.mac));
  let moved = false;
  for (const d of devices) {
    if (typeof d.node_mac !== 'string') continue;
    const at = agents.findIndex((mac) => sameMac(mac, d.node_mac as string));
    const to = made[at];
    if (to === undefined) {
      notes.push(`o dispositivo ${text(d.mac)} está no nó ${d.node_mac}, que o perfil não cria: fica no roteador`);
      delete d.node_mac;
    } else if (!sameMac(to, d.node_mac)) {
      d.node_mac = to;
      moved = true;
    }
  }
  if (moved) notes.push(`os agentes da malha têm no emulador os MACs ${made.join(', ')}: os dispositivos neles foram com eles`);
}

export async function recordProfile(router: BenchRouter, out: string, withSecrets: boolean): Promise<string[]> {
  const api = new RouterApi(router);
  const { reads } = await readEverything(api, !!router.cloud);
  const notes: string[] = [];
  for (const [name, read] of reads) if (read.error) notes.push(`${name} não lido: ${read.error}`);
  const get = (name: string) => reads.get(name)?.value;
  const { profile, notes: mapped } = profileFrom(get, { withSecrets, password: router.credentials.password });
  notes.push(...mapped);
  try {
    const built = buildState({ ...profile, config: { ...(profile.config as Rec), connected_device: undefined } }, 1, Date.now());
    const nodes = list(first(get('easymesh'))?.nodes) ?? [];
    followAgents(profile, nodes, built.agents.map((a) => a.device.mac), notes);
    const named = nodes.filter((n) => n.isRoot !== true).map((n) => `${text(n.name)} (${text(n.model)})`);
    const made = built.agents.map((a) => `${a.device.alias} (${a.device.model})`);
    if (named.join() !== made.join()) notes.push(`os nós da malha (${named.join(', ')}): o emulador cria os seus (${made.join(', ')})`);
    buildState(profile, 1, Date.now());
  } catch (e) {
    if (!(e instanceof ProfileError)) throw e;
    notes.push(`o emulador recusaria este perfil: ${e.message}`);
  }
  await Deno.writeTextFile(out, JSON.stringify(profile, null, 2) + '\n');
  for (const n of notes) console.log(`  ! ${n}`);
  return [...Object.keys(profile).filter((k) => k !== 'config'), `config: ${Object.keys(profile.config as Rec).join(', ')}`];
}
