/**
 * The whole state of the emulator: one plain JSON-serialisable object, so it can be shown
 * (GET /__emulator/state), written to the state file and compared in tests. Its parts are cut from
 * the contract's own structs, so a field renamed in contract/ breaks the emulator at type-check.
 *
 * Shape: the local device's own state at the top level (what a scenario reads first: `device`,
 * `credentials`, `auth`…), then what only the local device holds: its connected devices, its mesh
 * agents (each a full device state of its own), the mesh's timeline and the firmware service's offer.
 * Views (deviceView, …) turn a device state into exactly the records the API answers. An area's data is under
 * the area's name, as on the map (`network`, `security`, `system`, `alexa`, `parental`), the rest under what it is
 * (`device`, `easymesh`, `iot`, `upgrade`, `flash`…); a state file written with older names (`voice`, `maintenance`,
 * `admin`) is migrated when it is read (persistence.ts).
 */
import {
  ConnectedDevice,
  DailyReboot,
  DateTime,
  DenialOfService,
  Device,
  type Device as DeviceRecord,
  DhcpServer,
  DhcpStaticLease,
  EasyMesh,
  Filter,
  GlobalQos,
  IotAssistant,
  Mirroring,
  RemoteManagement,
  ResetButton,
  Tr069Config,
  Lan,
  PortRedirect,
  Pppoe,
  Radio,
  SiteSurveyEntry,
  type Status,
  Syslog,
  System,
  type User,
  VoiceAssistant,
  Wan,
  WanDetect,
  Wireless,
} from '@roteador/contract';
import { notFound, type Outcome, type Refused } from './outcome.ts';
import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  object,
  omit,
  optional,
  pick,
  record,
  string,
} from 'superstruct';
import { ParentalStateStruct } from './parental.ts';

/** Where an agent sits in the mesh (absent on the local device). */
export const NodePlace = object({
  ip: string(),
  /** powered and reachable (control API: offline) */
  online: boolean(),
  outOfMesh: boolean(),
  rssi: integer(),
  backhaul: integer(),
  /** virtual ms until which the node applies its configuration (it reports model '' until then) */
  applyingUntil: number(),
  /** factory reset asked (action 2): offline until the controller removes it */
  factoryReset: boolean(),
});
export type NodePlace = Infer<typeof NodePlace>;

/** WAN traffic counters: rx/tx (units of unity_size) reached at virtual ms `from`, growing at the rates since. */
export const Traffic = object({
  downloadMbps: number(),
  uploadMbps: number(),
  from: number(),
  rx: number(),
  tx: number(),
});
export type Traffic = Infer<typeof Traffic>;

/** One running or finished remote upgrade: 1 downloading, 3 rebooting, 4 done, 5 offline (no internet). */
export const Upgrade = object({ target: string(), startedAt: number(), status: enums([1, 3, 4, 5]) });
export type Upgrade = Infer<typeof Upgrade>;

const DeviceStateStruct = object({
  device: pick(Device, ['model', 'alias', 'fw_version', 'show_wizard', 'tr069_enable', 'mac', 'leds']),
  /**
   * the system area (spec 3 §3, device/system.ts), as `network` and `security` hold theirs: the system record's
   * fields (operationMode lives only here: device answers read it, so the two never disagree; upnp, dmz and sip_alg
   * are the router-mode settings of 'System settings'), then one record per system page: the daily reboot, the
   * remote log, the reset button, the clock (offset from the virtual clock when set by hand, time zone), remote
   * management (its port is security.remoteWebAccessPort), TR-069 (its switch is device.tr069_enable; credentials
   * stored plain) and mirroring. The LEDs are device.leds.
   */
  system: object({
    ...pick(System, ['operationMode', 'ipv6', 'upnp', 'dmz', 'sip_alg']).schema,
    dailyReboot: omit(DailyReboot, ['id']),
    syslog: omit(Syslog, ['id']),
    resetButton: omit(ResetButton, ['id']),
    clock: object({ offsetMs: number(), timezone: string() }),
    remoteManagement: omit(RemoteManagement, ['id', 'port']),
    tr069: omit(Tr069Config, ['id', 'tr069_enable']),
    mirroring: omit(Mirroring, ['id']),
  }),
  status: object({ firmware_update: boolean(), has_internet: boolean() }),
  /** stored as the router stores them: plain text (an agent holds the controller's) */
  credentials: object({ username: string(), password: string() }),
  /** syncing and nodes are derived (mesh timeline, agents) */
  easymesh: pick(EasyMesh, ['enabled', 'type', 'controllerIp', 'backhaul', 'backhaul_rssi', 'backhaul_mac']),
  /** virtual ms: the device answers again (and uptime counts) from bootAt; down while now < downUntil */
  power: object({ bootAt: number(), downUntil: nullable(number()) }),
  /** tokens: token → virtual ms of last use; failures: consecutive failed logins */
  auth: object({ tokens: record(string(), number()), failures: integer(), lockedUntil: nullable(number()) }),
  network: object({
    /** ip6_list holds the global address first; it is shown only while IPv6 is on */
    lan: Lan,
    wan: omit(Wan, ['id', 'connection_uptime']),
    radios: array(Radio),
    wireless: array(Wireless),
    ntp: DateTime.schema.ntp_server,
    /** virtual ms when the WAN link last came up */
    wanUpSince: number(),
    /**
     * the address the provider's DHCP server hands the WAN (device/wan.ts): the WAN's own in every mode but static,
     * the same across static ↔ DHCP switches; the control API's POST /wan changes it
     */
    wanLease: object({ ip4: string(), netmask: string(), gateway: string() }),
    /** the DHCP server of the LAN (its interface is lan.interfaceID) and its static leases */
    dhcp: omit(DhcpServer, ['interface']),
    leases: array(DhcpStaticLease),
    /** per-model limits (device/lan.ts), lowered by the control API; wifi: networks per band */
    limits: object({ static_leases: integer(), wifi: integer(), port_forward: integer(), filters: integer() }),
    /** a change that only takes effect by restarting waits for action 5 (device/apply.ts) */
    pendingRestart: boolean(),
    bandSteering: boolean(),
    /** the network repeated in mode 3 (set by PUT wireless/wlc); null: the seeded 'Casa-Principal' */
    repeater: nullable(object({ ssid: string(), cipher: integer(), key: string(), radioID: string() })),
    /** the PPPoE record, credentials decoded; null until the first POST pppoe */
    pppoe: nullable(Pppoe),
    /** the WAN port's cable (control API); unplugged: no link, no lease, nothing detected */
    cable: boolean(),
    /** what wan_detect finds, set by the control API; null: follows the line (DHCP while up) */
    detect: nullable(WanDetect),
  }),
  /**
   * the global filters (device/security.ts) and port forwarding (device/port-redirect.ts); lastId and
   * lastPortRedirectId: the highest id ever handed out (never reused); remoteWebAccessPort: the WAN management port;
   * dos and qos: the denial-of-service protections and the global bandwidth control (device/protection.ts)
   */
  security: object({
    filters: array(Filter),
    lastId: integer(),
    portRedirects: array(PortRedirect),
    lastPortRedirectId: integer(),
    remoteWebAccessPort: integer(),
    dos: omit(DenialOfService, ['id']),
    qos: omit(GlobalQos, ['id']),
  }),
  traffic: Traffic,
  /** the Alexa area's voice_assistant record (device/alexa.ts): the voice model only, else null */
  alexa: nullable(object({ ...omit(VoiceAssistant, ['id']).schema, generation: integer() })),
  iot: omit(IotAssistant, ['id']),
  upgrade: nullable(Upgrade),
  /** a firmware file arriving in parts (upgrade_by_parts, device/firmware-file.ts); null when none */
  flash: nullable(object({ total: integer(), received: integer(), bytes: integer(), version: string() })),
  node: nullable(NodePlace),
});
export type DeviceState = Infer<typeof DeviceStateStruct>;

/**
 * A connected device as stored: its record plus how fast its counters grow (units per second) and how it moves
 * (device/devices-motion.ts): `roamFrom` it roams from then on (half an hour later), `steady` QA set its rates (no
 * variation), `since` when rxBytes/txBytes were counted (absent: the router's boot). Its `id` is its MAC (devices.ts).
 */
export const ClientState = object({
  ...omit(ConnectedDevice, ['id']).schema,
  rxPerS: number(),
  txPerS: number(),
  roamFrom: optional(number()),
  steady: optional(boolean()),
  since: optional(number()),
});
export type ClientState = Infer<typeof ClientState>;

const MeshTimeline = object({
  /** false: GET easymesh answers 500 (control API) */
  available: boolean(),
  /** a new router powered on next to the controller, found by the next sync */
  pending: nullable(object({ model: string() })),
  /** the last sync (action 3): syncing until `until` unless paired; joinAt: when the pending router pairs */
  sync: nullable(object({ startedAt: number(), until: number(), joinAt: nullable(number()), paired: boolean() })),
});
export type MeshTimeline = Infer<typeof MeshTimeline>;

export const EmulatorStateStruct = object({
  version: literal(2),
  /** where this state came from: a profile name ('custom' for a profile object) and the seed */
  origin: object({ profile: string(), seed: integer() }),
  ...DeviceStateStruct.schema,
  clients: array(ClientState),
  /** the mesh agents, each a full device (a controller's only) */
  agents: array(DeviceStateStruct),
  mesh: MeshTimeline,
  /** the newest firmware the firmware service offers: per MAC, else for all, else each device's own */
  firmware: object({ last: nullable(string()), byMac: record(string(), string()) }),
  /** parental control (device/parental.ts), the local router's; absent until first used */
  parental: optional(ParentalStateStruct),
  /** the networks the home's devices hear (site survey), as a profile recorded them; absent: the seed's */
  neighbours: optional(array(SiteSurveyEntry)),
});
export type EmulatorState = Infer<typeof EmulatorStateStruct>;

export function uptimeSeconds(state: DeviceState, now: number): number {
  return Math.max(0, Math.floor((now - state.power.bootAt) / 1000));
}

export function isDown(state: DeviceState, now: number): boolean {
  return state.power.downUntil !== null && now < state.power.downUntil;
}

export function deviceView(state: DeviceState, now: number): DeviceRecord {
  return {
    id: 0,
    ...state.device,
    uptime: uptimeSeconds(state, now),
    operationMode: state.system.operationMode,
  };
}

export function systemView(state: DeviceState): System {
  const { operationMode, ipv6, upnp, dmz, sip_alg } = state.system;
  return { id: 0, operationMode, ipv6: { ...ipv6 }, upnp, dmz: { ...dmz }, sip_alg };
}

/** has_internet is the local device's internet: an agent reaches it through the controller. */
export function statusView(state: DeviceState, hasInternet: boolean): Status {
  return {
    firmware_update: state.status.firmware_update,
    show_wizard: state.device.show_wizard,
    model: state.device.model,
    operationMode: state.system.operationMode,
    has_internet: hasInternet,
    fw_version: state.device.fw_version,
  };
}

export function userView(state: DeviceState): User {
  return { id: 0, username: state.credentials.username };
}

/** The highest numeric id among a list's records (0: none); a state file without an id counter starts from it. */
export function highestId(list: readonly { id?: unknown }[]): number {
  return list.reduce((n, record) => Math.max(n, Number(record?.id) || 0), 0);
}

/**
 * A list record's update: 404 when no record has `id`, else the rule's refusal (nothing changed), else the fields
 * assigned and a copy of the record answered.
 */
export function updateRecord<R extends { id: string }>(
  list: R[],
  id: string,
  noun: string,
  check: (record: R) => Refused | undefined,
  fields: () => Partial<R>,
): Outcome<R> {
  const record = list.find((r) => r.id === id);
  if (!record) return notFound(`no ${noun} ${id}`);
  const refusal = check(record);
  if (refusal) return refusal;
  Object.assign(record, fields());
  return { ok: true, value: structuredClone(record) };
}

/** Removes the record `id` from a list of the state: whether it was there. */
export function removeById(list: { id: string }[], id: string): boolean {
  const at = list.findIndex((record) => record.id === id);
  if (at >= 0) list.splice(at, 1);
  return at >= 0;
}

/** A deep copy, so a caller can keep a snapshot while the device moves on. */
export function cloneState<T>(state: T): T {
  return structuredClone(state);
}
