/**
 * The system area's resources (spec 3 §3, §7, §9; the rules of a write: validate/system.ts):
 * - GET system → System[]; PUT system/0 SystemUpdate (operation mode, IPv6, UPnP, the DMZ host, SIP ALG).
 * - GET user → User[] (no password); PUT user/{id} UserUpdate.
 * - POST action {actionID}: 1 reboot (the router is down for its reboot time), 2 factory restore on the device
 *   itself, 3 WPS, 5 apply, 7 voice disassociation (ActionId).
 * - GET factory_default → FactoryDefault[] (one record, what the restart wait polls); PUT factory_default/0 {is_default}.
 * - GET datetime → DateTime[]; PUT datetime/0 DateTimeUpdate → the record. Ours: `timezone` (an IANA name from
 *   `timeZones`) is the device's zone, and with `ntp_server.automatic` off a `datetime` sent (1970 to 9999:
 *   validateClock) sets the clock.
 * - GET daily_reboot → DailyReboot[] (one record); PUT daily_reboot/0 DailyRebootUpdate → the record.
 * - GET syslog → Syslog[]; PUT syslog/0 SyslogUpdate → the record (server and port checked by validateSyslog).
 * - GET led → Led[]; PUT led/0 {leds} → the record; refused (400) on a model without LED power control.
 * - GET reset_button → ResetButton[]; PUT reset_button/0 {pressedTime} (5–3600 s) → the record.
 * - GET remote_management → RemoteManagement[]; PUT remote_management/0 → the record (its `port` is the WAN
 *   management port remote_web_access shows).
 * - GET tr069_config → Tr069Config[]; PUT tr069_config/0 → the record. acs_username, acs_password, conreq_name and
 *   conreq_pw travel encoded (encodeSecret) both ways; tr069_enable is device/0's.
 * - GET mirroring → Mirroring[]; PUT mirroring/0 → the record.
 * - POST upgrade_by_parts: a firmware file in parts (the image format: firmware.ts); POST upgrade_by_remote: the
 *   download of a version of the firmware service (cloud.ts).
 * A feature switched off (syslog, remote management's HTTP, HTTPS and IP range, TR-069 and its connection request and
 * STUN, NTP) keeps its values, each within its type's bounds (validate/system.ts).
 */
import { array, boolean, enums, integer, literal, max, min, number, object, omit, optional, partial, pick, string, type Infer } from 'superstruct';
import { readBack } from './api.ts';
import { actionIds, operationModes, ResultStatus } from './codes.ts';

export const systemPath = 'system';
export const userPath = 'user';
export const actionPath = 'action';
export const factoryDefaultPath = 'factory_default';
export const datetimePath = 'datetime';
export const dailyRebootPath = 'daily_reboot';
export const syslogPath = 'syslog';
export const ledPath = 'led';
export const resetButtonPath = 'reset_button';
export const remoteManagementPath = 'remote_management';
export const tr069ConfigPath = 'tr069_config';
export const mirroringPath = 'mirroring';
export const upgradeByPartsPath = 'upgrade_by_parts';
export const upgradeByRemotePath = 'upgrade_by_remote';

/** The DMZ host: every unsolicited connection from the WAN goes to ip4 (spec 3 §3 'System settings'). */
const Dmz = object({ enabled: boolean(), ip4: string() });
export type Dmz = Infer<typeof Dmz>;

export const System = object({
  id: number(),
  operationMode: enums(operationModes),
  ipv6: object({ enabled: boolean() }),
  /** spec 3 §3: UPnP, the DMZ host and SIP ALG are system settings (router mode) */
  upnp: boolean(),
  dmz: Dmz,
  sip_alg: boolean(),
});
export type System = Infer<typeof System>;
export const SystemList = array(System);
export const SystemUpdate = partial(omit(System, ['id']));
export type SystemUpdate = Infer<typeof SystemUpdate>;
export const SystemPut = readBack(System, SystemUpdate);

/** GET user never carries the password. */
export const User = object({ id: number(), username: string() });
export type User = Infer<typeof User>;
export const UserList = array(User);

/** PUT user/{id}: both encoded with encodeSecret. */
export const UserUpdate = object({ username: string(), password: string() });
export type UserUpdate = Infer<typeof UserUpdate>;
/** The record as read back (its id, "0" or 0) with the new credentials. */
export const UserPut = readBack(User, UserUpdate);

export const Action = object({ actionID: enums(actionIds) });
export type Action = Infer<typeof Action>;

export const ActionAnswer = object({
  status: enums([ResultStatus.Success, ResultStatus.Error, ResultStatus.Unauthorized]),
});
export type ActionAnswer = Infer<typeof ActionAnswer>;

/** is_default: the device still runs its factory configuration (mirrors device.show_wizard). */
export const FactoryDefault = object({ id: integer(), is_default: boolean() });
export type FactoryDefault = Infer<typeof FactoryDefault>;
export const FactoryDefaultList = array(FactoryDefault);
const FactoryDefaultUpdate = omit(FactoryDefault, ['id']);
export type FactoryDefaultUpdate = Infer<typeof FactoryDefaultUpdate>;
export const FactoryDefaultPut = readBack(FactoryDefault, FactoryDefaultUpdate);

// ——— Date and time ———

/** Ours: the device's time zone, from Brazil's (no daylight saving since 2019), with its UTC offset in minutes. */
export const timeZones = [
  { id: 'America/Noronha', offset: -120 },
  { id: 'America/Sao_Paulo', offset: -180 },
  { id: 'America/Manaus', offset: -240 },
  { id: 'America/Rio_Branco', offset: -300 },
] as const;
export type TimeZone = (typeof timeZones)[number]['id'];
export const DEFAULT_TIME_ZONE: TimeZone = 'America/Sao_Paulo';
const timeZoneIds = timeZones.map((z) => z.id) as TimeZone[];

export function timeZoneOffset(id: string): number {
  return timeZones.find((z) => z.id === id)?.offset ?? 0;
}

const NtpServer = object({ automatic: boolean(), ntp_server1: string(), ntp_server2: string() });
export const DateTime = object({
  id: integer(),
  /** epoch seconds of the device's clock */
  datetime: integer(),
  synced: boolean(),
  ntp_server: NtpServer,
  is_changing_dns: boolean(),
  /** ours: the device's time zone (timeZones); a router without it keeps UTC */
  timezone: optional(string()),
});
export type DateTime = Infer<typeof DateTime>;
export const DateTimeList = array(DateTime);
export const DateTimeUpdate = partial(object({
  /** epoch seconds: the clock, set by hand (only with automatic off) */
  datetime: integer(),
  ntp_server: NtpServer,
  timezone: enums(timeZoneIds),
}));
export type DateTimeUpdate = Infer<typeof DateTimeUpdate>;
/** synced and is_changing_dns follow NTP and the internet by themselves; a datetime read back: DATETIME_READ_BACK_S. */
export const DateTimePut = readBack(DateTime, DateTimeUpdate, ['synced', 'is_changing_dns']);
/**
 * With NTP on, the clock is not the owner's to set: a `datetime` sent then is the clock as a client read it, a moment
 * ago, and is ignored when it is within this many seconds of the device's clock (refused further off).
 */
export const DATETIME_READ_BACK_S = 300;

// ——— Maintenance: daily reboot, syslog, LEDs, the reset button ———

const within = (lo: number, hi: number) => max(min(integer(), lo), hi);

/** Reboot every day at hour:minute (device time; up to 30 min late); delay: wait while there is traffic. */
export const DailyReboot = object({ id: integer(), enable: boolean(), hour: within(0, 23), minute: within(0, 59), delay: boolean() });
export type DailyReboot = Infer<typeof DailyReboot>;
export const DailyRebootList = array(DailyReboot);
export const DailyRebootUpdate = partial(omit(DailyReboot, ['id']));
export type DailyRebootUpdate = Infer<typeof DailyRebootUpdate>;
export const DailyRebootPut = readBack(DailyReboot, DailyRebootUpdate);

/** Severity 0 (emergency) to 7 (debug); default 1. */
export const syslogSeverities = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const Syslog = object({
  id: integer(),
  enabled: boolean(),
  /** host name or address of the log server */
  server: string(),
  /** default 514 */
  port: integer(),
  severity_level: enums(syslogSeverities),
});
export type Syslog = Infer<typeof Syslog>;
export const SyslogList = array(Syslog);
export const SyslogUpdate = partial(omit(Syslog, ['id']));
export type SyslogUpdate = Infer<typeof SyslogUpdate>;
export const SyslogPut = readBack(Syslog, SyslogUpdate);

/** The device's LEDs; `model` says whether they can be switched (modelInfo(model).ledPowerControl). */
export const Led = object({ id: integer(), leds: boolean(), model: string() });
export type Led = Infer<typeof Led>;
export const LedList = array(Led);
export const LedUpdate = pick(Led, ['leds']);
export type LedUpdate = Infer<typeof LedUpdate>;
export const LedPut = readBack(Led, LedUpdate);

export const ResetButton = object({ id: integer(), pressedTime: integer() });
export type ResetButton = Infer<typeof ResetButton>;
export const ResetButtonList = array(ResetButton);
const ResetButtonUpdate = omit(ResetButton, ['id']);
export const ResetButtonPut = readBack(ResetButton, ResetButtonUpdate);

// ——— Management: remote management, TR-069, mirroring ———

export const RemoteManagement = object({
  id: integer(),
  /** HTTP management from the WAN */
  enabled: boolean(),
  port: integer(),
  https_enable: boolean(),
  https_port: integer(),
  enable_ip_range: boolean(),
  rangeStart: string(),
  rangeEnd: string(),
  ipv6Enabled: boolean(),
  pingWan: boolean(),
});
export type RemoteManagement = Infer<typeof RemoteManagement>;
export const RemoteManagementList = array(RemoteManagement);
export const RemoteManagementUpdate = partial(omit(RemoteManagement, ['id']));
export type RemoteManagementUpdate = Infer<typeof RemoteManagementUpdate>;
export const RemoteManagementPut = readBack(RemoteManagement, RemoteManagementUpdate);

export const Tr069Config = object({
  id: integer(),
  tr069_enable: boolean(),
  acs: object({
    acs_url: string(),
    acs_username: string(),
    acs_password: string(),
    /** periodic inform on/off */
    tr069_inform: boolean(),
    /** seconds: 0 or 60 to 43200 */
    tr069_interval: integer(),
  }),
  connection: object({
    enabled: boolean(),
    conreq_name: string(),
    conreq_pw: string(),
    conreq_port: integer(),
    conreq_path: string(),
  }),
  stun: object({ enabled: boolean(), stun_server_addr: string(), stun_server_port: integer() }),
  /** PEM text of the ACS's CA certificate ('' none), under 4096 bytes */
  ca_cert: string(),
});
export type Tr069Config = Infer<typeof Tr069Config>;
export const Tr069ConfigList = array(Tr069Config);
export const Tr069ConfigUpdate = partial(omit(Tr069Config, ['id']));
export type Tr069ConfigUpdate = Infer<typeof Tr069ConfigUpdate>;
export const Tr069ConfigPut = readBack(Tr069Config, Tr069ConfigUpdate);

/** spec 3 §9: '-' (none), WAN, LAN1, LAN2, LAN3. */
export const mirrorPorts = ['-', 'WAN', 'LAN1', 'LAN2', 'LAN3'] as const;
export type MirrorPort = (typeof mirrorPorts)[number];
export const Mirroring = object({ id: integer(), enabled: boolean(), mirrored_port: enums(mirrorPorts), mirror_port: enums(mirrorPorts) });
export type Mirroring = Infer<typeof Mirroring>;
export const MirroringList = array(Mirroring);
export const MirroringUpdate = partial(omit(Mirroring, ['id']));
export type MirroringUpdate = Infer<typeof MirroringUpdate>;
export const MirroringPut = readBack(Mirroring, MirroringUpdate);

// ——— Firmware update ———

/**
 * POST upgrade_by_parts {current, total, content} with the bearer token (spec 3 §4, §7, §9): `content` one piece of
 * the file's base64, timing.limits.firmwareChunkChars characters each but the last; `current` counts from 1 to
 * `total`. The router answers each part with UpgradeByPartsAnswer; after the last it writes the image and restarts
 * into it (the UI waits up to timing.wait.firmwareFileReconnect for it to return).
 */
export const UpgradeByParts = object({ current: min(integer(), 1), total: min(integer(), 1), content: string() });
export type UpgradeByParts = Infer<typeof UpgradeByParts>;

/** received: the parts taken so far (the last one: the router restarts into the image). */
export const UpgradeByPartsAnswer = object({ status: literal('success'), received: integer(), total: integer() });
export type UpgradeByPartsAnswer = Infer<typeof UpgradeByPartsAnswer>;

/** POST upgrade_by_remote (on the device that upgrades): starts the download of `last` from the firmware service. */
export const UpgradeByRemote = object({ deviceid: string(), last: string(), current: string() });
export type UpgradeByRemote = Infer<typeof UpgradeByRemote>;
