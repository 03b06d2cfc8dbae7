/**
 * The system area's administration resources (spec 3 §3, §7; emulated in emulator/src/api/admin.ts):
 * - GET datetime (network.ts: DateTime) ; PUT datetime/0 DateTimeUpdate → the record. Ours: `timezone` (an IANA
 *   name from `timeZones`) is the device's zone, and with `ntp_server.automatic` off a `datetime` sent sets the clock.
 * - GET reset_button → ResetButton[]; PUT reset_button/0 {pressedTime} (5–3600 s) → the record.
 * - GET remote_management → RemoteManagement[]; PUT remote_management/0 → the record (its `port` is the WAN
 *   management port remote_web_access shows).
 * - GET tr069_config → Tr069Config[]; PUT tr069_config/0 → the record. acs_username, acs_password, conreq_name and
 *   conreq_pw travel encoded (encodeSecret) both ways; tr069_enable is device/0's.
 * - GET mirroring → Mirroring[]; PUT mirroring/0 → the record.
 * - Factory restore: POST action {actionID: 2} on the device itself (ActionId.FactoryRestore).
 */
import { array, boolean, enums, integer, object, partial, string, type Infer } from 'superstruct';

export const resetButtonPath = 'reset_button';
export const remoteManagementPath = 'remote_management';
export const tr069ConfigPath = 'tr069_config';
export const mirroringPath = 'mirroring';

/** Ours: the device's time zone, from Brazil's (no daylight saving since 2019), with its UTC offset in minutes. */
export const timeZones = [
  { id: 'America/Noronha', offset: -120 },
  { id: 'America/Sao_Paulo', offset: -180 },
  { id: 'America/Manaus', offset: -240 },
  { id: 'America/Rio_Branco', offset: -300 },
] as const;
export type TimeZone = (typeof timeZones)[number]['id'];
export const DEFAULT_TIME_ZONE: TimeZone = 'America/Sao_Paulo';
export const timeZoneIds = timeZones.map((z) => z.id) as TimeZone[];

export function timeZoneOffset(id: string): number {
  return timeZones.find((z) => z.id === id)?.offset ?? 0;
}

export const NtpServer = object({ automatic: boolean(), ntp_server1: string(), ntp_server2: string() });
export const DateTimeUpdate = partial(object({
  /** epoch seconds: the clock, set by hand (only with automatic off) */
  datetime: integer(),
  ntp_server: NtpServer,
  timezone: enums(timeZoneIds),
}));
export type DateTimeUpdate = Infer<typeof DateTimeUpdate>;

export const ResetButton = object({ id: integer(), pressedTime: integer() });
export type ResetButton = Infer<typeof ResetButton>;
export const ResetButtonList = array(ResetButton);
export const ResetButtonUpdate = object({ pressedTime: integer() });

const remoteManagementFields = {
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
};
export const RemoteManagement = object({ id: integer(), ...remoteManagementFields });
export type RemoteManagement = Infer<typeof RemoteManagement>;
export const RemoteManagementList = array(RemoteManagement);
export const RemoteManagementUpdate = partial(object(remoteManagementFields));
export type RemoteManagementUpdate = Infer<typeof RemoteManagementUpdate>;

const acs = object({
  acs_url: string(),
  acs_username: string(),
  acs_password: string(),
  /** periodic inform on/off */
  tr069_inform: boolean(),
  /** seconds: 0 or 60 to 43200 */
  tr069_interval: integer(),
});
const connection = object({
  enabled: boolean(),
  conreq_name: string(),
  conreq_pw: string(),
  conreq_port: integer(),
  conreq_path: string(),
});
const stun = object({ enabled: boolean(), stun_server_addr: string(), stun_server_port: integer() });
export const Tr069Config = object({
  id: integer(),
  tr069_enable: boolean(),
  acs,
  connection,
  stun,
  /** PEM text of the ACS's CA certificate ('' none), under 4096 bytes */
  ca_cert: string(),
});
export type Tr069Config = Infer<typeof Tr069Config>;
export const Tr069ConfigList = array(Tr069Config);
export const Tr069ConfigUpdate = partial(object({
  tr069_enable: boolean(),
  acs,
  connection,
  stun,
  ca_cert: string(),
}));
export type Tr069ConfigUpdate = Infer<typeof Tr069ConfigUpdate>;

/** spec 3 §9: '-' (none), WAN, LAN1, LAN2, LAN3. */
export const mirrorPorts = ['-', 'WAN', 'LAN1', 'LAN2', 'LAN3'] as const;
export type MirrorPort = (typeof mirrorPorts)[number];
export const Mirroring = object({ id: integer(), enabled: boolean(), mirrored_port: enums(mirrorPorts), mirror_port: enums(mirrorPorts) });
export type Mirroring = Infer<typeof Mirroring>;
export const MirroringList = array(Mirroring);
export const MirroringUpdate = partial(object({ enabled: boolean(), mirrored_port: enums(mirrorPorts), mirror_port: enums(mirrorPorts) }));
export type MirroringUpdate = Infer<typeof MirroringUpdate>;
