/** The system pages' rules (spec 3 §5 'System'), for the UI's forms and the emulator's writes alike. */
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';
import { limits } from '../timing.ts';
import { validationMessages as m } from './messages.ts';
import { differentFrom, portOutside, type Ports } from './cross.ts';
import { startBelowEnd } from './address.ts';

export interface SyslogDraft {
  server: string;
  port: string;
}
export type SyslogErrors = Errors<keyof SyslogDraft>;

/** Syslog host: required, ASCII, 1 to 255, a host name; port: required, a valid port. Checked while logging is on. */
export function validateSyslog(draft: SyslogDraft): SyslogErrors {
  return collect({ server: rules.syslogHost(draft.server), port: rules.port(draft.port) });
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
export type NtpErrors = Errors<'ntp_server1' | 'ntp_server2'>;

/** NTP (spec 3 §5): server 1 a required IPv4, server 2 an optional IPv4, not the same. Checked while NTP is used. */
export function validateNtp(draft: NtpDraft): NtpErrors {
  if (!draft.automatic) return {};
  return collect({
    ntp_server1: rules.ipv4Required(draft.ntp_server1),
    ntp_server2: rules.ipv4(draft.ntp_server2) ?? differentFrom(draft.ntp_server2, draft.ntp_server1, m.addressesRepeated),
  });
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
export type RemoteManagementErrors = Errors<'port' | 'https_port' | 'rangeStart' | 'rangeEnd'>;

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
 * addresses and the start is below the end. A port switched off is not checked.
 */
export function validateRemoteManagement(draft: RemoteManagementDraft, forwards: readonly Ports[]): RemoteManagementErrors {
  const errors: Partial<Record<keyof RemoteManagementErrors, string | undefined>> = {};
  const portRule = (value: string) => validateManagementPort(value, forwards);
  if (draft.enabled) errors.port = portRule(draft.port);
  if (draft.https_enable) {
    errors.https_port = portRule(draft.https_port) ??
      (draft.enabled ? differentFrom(draft.https_port, draft.port, m.managementPortsEqual) : undefined);
  }
  if (draft.enable_ip_range) {
    errors.rangeStart = rules.ipv4Required(draft.rangeStart);
    errors.rangeEnd = rules.ipv4Required(draft.rangeEnd);
    if (!errors.rangeStart && !errors.rangeEnd) errors.rangeStart = startBelowEnd(draft.rangeStart, draft.rangeEnd);
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
  stun: boolean;
  stun_server_addr: string;
  stun_server_port: string;
  /** bytes of the CA certificate */
  ca_cert_bytes: number;
}
export type Tr069Field =
  | 'acs_url' | 'acs_username' | 'acs_password' | 'tr069_interval' | 'conreq_name' | 'conreq_pw' | 'conreq_port'
  | 'stun_server_addr' | 'stun_server_port' | 'ca_cert';
export type Tr069Errors = Errors<Tr069Field>;

/**
 * TR-069 (spec 3 §5): ACS URL required, ASCII, no suspicious strings, 1 to 255; username required; password 1 to 30;
 * interval 0 or 60 to 43200; the connection request's port valid (its name required and password 1 to 30, ours);
 * STUN's server a host name and port valid (ours); the CA certificate under 4096 bytes. Checked while TR-069 is on.
 */
export function validateTr069(draft: Tr069Draft): Tr069Errors {
  if (!draft.tr069_enable) return {};
  return collect<Tr069Field>({
    acs_url: rules.acsUrl(draft.acs_url),
    acs_username: draft.acs_username.trim() === '' ? m.required : undefined,
    acs_password: rules.tr069Password(draft.acs_password),
    tr069_interval: rules.tr069Interval(draft.tr069_interval),
    conreq_name: draft.connection && draft.conreq_name.trim() === '' ? m.required : undefined,
    conreq_pw: draft.connection ? rules.tr069Password(draft.conreq_pw) : undefined,
    conreq_port: draft.connection ? rules.port(draft.conreq_port) : undefined,
    stun_server_addr: draft.stun ? rules.syslogHost(draft.stun_server_addr) : undefined,
    stun_server_port: draft.stun ? rules.port(draft.stun_server_port) : undefined,
    ca_cert: draft.ca_cert_bytes >= limits.tr069.caCertBytes ? caCertTooBig : undefined,
  });
}

/** Mirroring (spec 3 §5: 'not shown'; ours): switched on, both ports chosen and different. */
export function validateMirroring(draft: { enabled: boolean; mirrored_port: string; mirror_port: string }):
  Partial<Record<'mirrored_port' | 'mirror_port', string>> {
  if (!draft.enabled) return {};
  if (draft.mirrored_port === '-') return { mirrored_port: m.required };
  if (draft.mirror_port === '-') return { mirror_port: m.required };
  return draft.mirror_port === draft.mirrored_port ? { mirror_port: mirroringSamePort } : {};
}
/** Ours: a port cannot mirror itself. */
export const mirroringSamePort = 'A porta espelho deve ser diferente da porta espelhada';
