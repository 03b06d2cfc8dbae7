/**
 * The system pages' rules (spec 3 §5 'System'), for the UI's forms and the emulator's writes alike.
 *
 * A switch turns a feature off, not its fields' bounds (ours): while a feature is off its fields are kept as they are
 * and not judged by the rules that matter only while it runs (a server required, a port outside the port forwards,
 * two ports different, a range in order), but every value stays within its type's bounds — a port 1 to 65535, an
 * interval in its range, a string within its length and character rules, an address valid — so the router never
 * stores one out of them. A value the feature needs only while on may be empty (a real router keeps '' for an unset
 * ACS URL). `…FieldsOff` names the fields a record's switches leave unused: the forms disable or hide them, show no
 * message there and send what the router stores instead of a value out of bounds (web/src/features/system).
 */
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';
import { limits } from '../timing.ts';
import { validationMessages as m } from './messages.ts';
import { differentFrom, portOutside, type Ports } from './cross.ts';
import { startBelowEnd } from './address.ts';
import type { Validator } from './core.ts';

/** What a switched-off field may keep of a value its feature needs only while on: '' or a value the rule accepts. */
const orEmpty = (rule: Validator): Validator => (value) => (value === '' ? undefined : rule(value));

/** A field's rule: `inUse` while its feature is on, `kept` (by default `inUse` or empty) while a switch leaves it unused. */
function ruleOf<F extends string>(off: readonly F[], field: F, inUse: Validator, kept: Validator = orEmpty(inUse)): Validator {
  return off.includes(field) ? kept : inUse;
}

export interface SyslogDraft {
  enabled: boolean;
  server: string;
  port: string;
}
export type SyslogField = 'server' | 'port';
export type SyslogErrors = Errors<SyslogField>;

/** The fields a switched-off remote log leaves unused. */
export function syslogFieldsOff(draft: Pick<SyslogDraft, 'enabled'>): readonly SyslogField[] {
  return draft.enabled ? [] : ['server', 'port'];
}

/**
 * Syslog host: required, ASCII, 1 to 255, a host name; port: required, a valid port. Off, the host may be empty, and
 * is otherwise held to the same rules; the port always is.
 */
export function validateSyslog(draft: SyslogDraft): SyslogErrors {
  const off = syslogFieldsOff(draft);
  return collect<SyslogField>({
    server: ruleOf(off, 'server', rules.syslogHost)(draft.server),
    port: rules.port(draft.port),
  });
}


/** Ours (spec 3 §5 gives the limit, not the words): a firmware file of 30,000,000 bytes or more. */
export const firmwareFileTooBig = 'O arquivo deve ter menos de 30 MB';
/** Ours: a CA certificate of 4096 bytes or more. */
export const caCertTooBig = 'O certificado deve ter menos de 4096 bytes';

/** spec 3 §5, §9: the firmware file must be under 30,000,000 bytes (an empty file is no firmware either). */
export function validateFirmwareFile(bytes: number): string | undefined {
  if (bytes <= 0) return m.required;
  return bytes >= limits.firmwareFileBytes ? firmwareFileTooBig : undefined;
}

/** spec 3 §5 'Daily reboot reset time': the reset button's press time, 5 to 3600 s. */
export function validateResetTime(value: string): string | undefined {
  return rules.resetTime(value);
}

export interface NtpDraft {
  automatic: boolean;
  ntp_server1: string;
  ntp_server2: string;
}
export type NtpField = 'ntp_server1' | 'ntp_server2';
export type NtpErrors = Errors<NtpField>;

/** The fields NTP switched off leaves unused (the page hides them and sets the clock by hand). */
export function ntpFieldsOff(draft: Pick<NtpDraft, 'automatic'>): readonly NtpField[] {
  return draft.automatic ? [] : ['ntp_server1', 'ntp_server2'];
}

/**
 * NTP (spec 3 §5): server 1 a required IPv4, server 2 an optional IPv4, not the same. With NTP off both are kept,
 * each empty or an IPv4.
 */
export function validateNtp(draft: NtpDraft): NtpErrors {
  const off = ntpFieldsOff(draft);
  return collect<NtpField>({
    ntp_server1: ruleOf(off, 'ntp_server1', rules.ipv4Required, rules.ipv4)(draft.ntp_server1),
    ntp_server2: rules.ipv4(draft.ntp_server2) ??
      (draft.automatic ? differentFrom(draft.ntp_server2, draft.ntp_server1, m.addressesRepeated) : undefined),
  });
}

/** Ours: a clock set by hand outside 1970-01-01 to 9999-12-31 (UTC). */
export const clockOutOfRange = 'Data inválida';
/** 9999-12-31T23:59:59Z in epoch seconds: the last time a four-digit year shows. */
export const CLOCK_MAX_SECONDS = 253_402_300_799;

/** The clock set by hand with NTP off (PUT datetime/0's `datetime`, epoch seconds): a whole second from 1970 to 9999. */
export function validateClock(seconds: number): string | undefined {
  return Number.isInteger(seconds) && seconds >= 0 && seconds <= CLOCK_MAX_SECONDS ? undefined : clockOutOfRange;
}

export interface RemoteManagementDraft {
  enabled: boolean;
  port: string;
  https_enable: boolean;
  https_port: string;
  enable_ip_range: boolean;
  rangeStart: string;
  rangeEnd: string;
}
export type RemoteManagementField = 'port' | 'https_port' | 'rangeStart' | 'rangeEnd';
export type RemoteManagementErrors = Errors<RemoteManagementField>;

/** The fields remote management's three switches (HTTP, HTTPS, the IP range) leave unused. */
export function remoteManagementFieldsOff(
  draft: Pick<RemoteManagementDraft, 'enabled' | 'https_enable' | 'enable_ip_range'>,
): readonly RemoteManagementField[] {
  const off: RemoteManagementField[] = [];
  if (!draft.enabled) off.push('port');
  if (!draft.https_enable) off.push('https_port');
  if (!draft.enable_ip_range) off.push('rangeStart', 'rangeEnd');
  return off;
}

/**
 * The WAN management port (spec 3 §5; remote_web_access's port, the remote-management page's HTTP and HTTPS ports): a
 * valid port outside every port-forward's external range. The remote-management form and the router's
 * remote_web_access and remote_management writes all ask this.
 */
export function validateManagementPort(port: string | number, forwards: readonly Ports[]): string | undefined {
  return rules.port(String(port)) ?? portOutside(port, forwards, m.portUsedByForward);
}

/**
 * Remote management (spec 3 §5): each port enabled is valid and outside every port-forward's external range; HTTP
 * and HTTPS ports differ (the spec's own spelling, 'getenciamento'); with the IP range on, start and end are IPv4
 * addresses and the start is below the end. A port switched off is kept a valid port (in a forward's range or not);
 * a range switched off keeps its ends empty or IPv4 addresses, in any order.
 */
export function validateRemoteManagement(draft: RemoteManagementDraft, forwards: readonly Ports[]): RemoteManagementErrors {
  const errors: Partial<Record<RemoteManagementField, string | undefined>> = {};
  const portRule = (value: string) => validateManagementPort(value, forwards);
  errors.port = draft.enabled ? portRule(draft.port) : rules.port(draft.port);
  errors.https_port = draft.https_enable
    ? portRule(draft.https_port) ?? (draft.enabled ? differentFrom(draft.https_port, draft.port, m.managementPortsEqual) : undefined)
    : rules.port(draft.https_port);
  if (draft.enable_ip_range) {
    errors.rangeStart = rules.ipv4Required(draft.rangeStart);
    errors.rangeEnd = rules.ipv4Required(draft.rangeEnd);
    if (!errors.rangeStart && !errors.rangeEnd) errors.rangeStart = startBelowEnd(draft.rangeStart, draft.rangeEnd);
  } else {
    errors.rangeStart = rules.ipv4(draft.rangeStart);
    errors.rangeEnd = rules.ipv4(draft.rangeEnd);
  }
  return collect(errors);
}

export interface Tr069Draft {
  tr069_enable: boolean;
  acs_url: string;
  acs_username: string;
  acs_password: string;
  tr069_interval: string;
  connection: boolean;
  conreq_name: string;
  conreq_pw: string;
  conreq_port: string;
  conreq_path: string;
  stun: boolean;
  stun_server_addr: string;
  stun_server_port: string;
  /** bytes of the CA certificate */
  ca_cert_bytes: number;
}
export type Tr069Field =
  | 'acs_url' | 'acs_username' | 'acs_password' | 'tr069_interval' | 'conreq_name' | 'conreq_pw' | 'conreq_port'
  | 'conreq_path' | 'stun_server_addr' | 'stun_server_port' | 'ca_cert';
export type Tr069Errors = Errors<Tr069Field>;

const connectionFields: readonly Tr069Field[] = ['conreq_name', 'conreq_pw', 'conreq_port', 'conreq_path'];
const stunFields: readonly Tr069Field[] = ['stun_server_addr', 'stun_server_port'];
const tr069Fields: readonly Tr069Field[] = [
  'acs_url', 'acs_username', 'acs_password', 'tr069_interval', ...connectionFields, ...stunFields, 'ca_cert',
];

/** The fields TR-069's switches leave unused: all of them with TR-069 off, else the connection request's and STUN's. */
export function tr069FieldsOff(draft: Pick<Tr069Draft, 'tr069_enable' | 'connection' | 'stun'>): readonly Tr069Field[] {
  if (!draft.tr069_enable) return tr069Fields;
  return [...(draft.connection ? [] : connectionFields), ...(draft.stun ? [] : stunFields)];
}

/**
 * TR-069 (spec 3 §5): ACS URL required, ASCII, no suspicious strings, 1 to 255; username required (1 to 255, ours);
 * password 1 to 30; interval 0 or 60 to 43200; the connection request's port valid (its name required, 1 to 255, and
 * password 1 to 30, ours; its path ASCII, no suspicious strings, up to 255, ours); STUN's server a host name and port
 * valid (ours); the CA certificate under 4096 bytes. A field switched off may be empty where its rule requires it,
 * and is otherwise held to the same rule; numbers always are.
 */
export function validateTr069(draft: Tr069Draft): Tr069Errors {
  const off = tr069FieldsOff(draft);
  const rule = (field: Tr069Field, inUse: Validator) => ruleOf(off, field, inUse);
  return collect<Tr069Field>({
    acs_url: rule('acs_url', rules.acsUrl)(draft.acs_url),
    acs_username: rule('acs_username', rules.tr069Username)(draft.acs_username),
    acs_password: rule('acs_password', rules.tr069Password)(draft.acs_password),
    tr069_interval: rules.tr069Interval(draft.tr069_interval),
    conreq_name: rule('conreq_name', rules.tr069Username)(draft.conreq_name),
    conreq_pw: rule('conreq_pw', rules.tr069Password)(draft.conreq_pw),
    conreq_port: rules.port(draft.conreq_port),
    conreq_path: rules.conreqPath(draft.conreq_path),
    stun_server_addr: rule('stun_server_addr', rules.syslogHost)(draft.stun_server_addr),
    stun_server_port: rules.port(draft.stun_server_port),
    ca_cert: draft.ca_cert_bytes >= limits.tr069.caCertBytes ? caCertTooBig : undefined,
  });
}

/**
 * Mirroring (spec 3 §5: 'not shown'; ours): switched on, both ports chosen and different. Off, nothing more: each port
 * is one of mirrorPorts whatever the switch (the struct's enums), so no value can be out of its bounds.
 */
export function validateMirroring(draft: { enabled: boolean; mirrored_port: string; mirror_port: string }):
  Partial<Record<'mirrored_port' | 'mirror_port', string>> {
  if (!draft.enabled) return {};
  if (draft.mirrored_port === '-') return { mirrored_port: m.required };
  if (draft.mirror_port === '-') return { mirror_port: m.required };
  return draft.mirror_port === draft.mirrored_port ? { mirror_port: mirroringSamePort } : {};
}
/** Ours: a port cannot mirror itself. */
export const mirroringSamePort = 'A porta espelho deve ser diferente da porta espelhada';
