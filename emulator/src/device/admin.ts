/**
 * The administration pages' state (spec 3 §3, §5 'System', §7): date and time, the reset button, remote management,
 * TR-069 and mirroring. Every update is checked whole with the contract's validators (the UI's forms) before anything
 * is stored: a refusal changes nothing.
 *
 * The device's clock (ours): the virtual clock plus `admin.clock.offsetMs`. With NTP on (`automatic`) and internet the
 * clock is synced (offset 0); with NTP off a `datetime` sent sets it (offset = that − now). Its time zone
 * (`admin.clock.timezone`, an IANA name of contract timeZones) is what local times on the device mean:
 * `deviceLocalTime` gives both, for every feature that shows or acts on the router's local time.
 */
import {
  DEFAULT_TIME_ZONE,
  type DateTime,
  type DateTimeUpdate,
  decodeSecret,
  encodeSecret,
  type Mirroring,
  type MirroringUpdate,
  type RemoteManagement,
  type RemoteManagementUpdate,
  type ResetButton,
  timeZoneOffset,
  type Tr069Config,
  type Tr069ConfigUpdate,
  validateMirroring,
  validateNtp,
  validateRemoteManagement,
  validateResetTime,
  validateTr069,
  routerMessages,
} from '@roteador/contract';
import { firstFailure, type Outcome } from './outcome.ts';
import type { DeviceState } from './state.ts';

export type Admin = DeviceState['admin'];

/** Ours: the reset button restores the factory settings when held this long (s). */
export const DEFAULT_PRESSED_TIME = 10;

export function defaultAdmin(): Admin {
  return {
    resetButton: { pressedTime: DEFAULT_PRESSED_TIME },
    clock: { offsetMs: 0, timezone: DEFAULT_TIME_ZONE },
    remoteManagement: {
      enabled: false,
      https_enable: false,
      https_port: 8443,
      enable_ip_range: false,
      rangeStart: '',
      rangeEnd: '',
      ipv6Enabled: false,
      pingWan: false,
    },
    tr069: {
      acs: { acs_url: '', acs_username: '', acs_password: '', tr069_inform: true, tr069_interval: 3600 },
      connection: { enabled: false, conreq_name: '', conreq_pw: '', conreq_port: 7547, conreq_path: '/tr069' },
      stun: { enabled: false, stun_server_addr: '', stun_server_port: 3478 },
      ca_cert: '',
    },
    mirroring: { enabled: false, mirrored_port: '-', mirror_port: '-' },
  };
}

/** The router's clock: UTC epoch ms, and its zone's offset from UTC in minutes (local = utc + offset). */
export function deviceLocalTime(state: DeviceState, now: number): { utcMs: number; offsetMinutes: number; timezone: string } {
  const { offsetMs, timezone } = state.admin.clock;
  return { utcMs: now + offsetMs, offsetMinutes: timeZoneOffset(timezone), timezone };
}

export function datetimeView(state: DeviceState, now: number, hasInternet: boolean): DateTime {
  return {
    id: 0,
    datetime: Math.floor((now + state.admin.clock.offsetMs) / 1000),
    synced: state.network.ntp.automatic && hasInternet,
    ntp_server: { ...state.network.ntp },
    is_changing_dns: false,
    timezone: state.admin.clock.timezone,
  };
}

export function updateDatetime(state: DeviceState, body: DateTimeUpdate, now: number, hasInternet: boolean): Outcome<DateTime> {
  const ntp = body.ntp_server ?? state.network.ntp;
  const refusal = firstFailure(validateNtp(ntp), (field) => `ntp_server.${field}`);
  if (refusal) return refusal;
  if (body.datetime !== undefined && ntp.automatic) {
    return { ok: false, field: 'datetime', message: routerMessages.ntpActive };
  }
  state.network.ntp = { ...ntp, ntp_server1: ntp.ntp_server1.trim(), ntp_server2: ntp.ntp_server2.trim() };
  if (body.timezone !== undefined) state.admin.clock.timezone = body.timezone;
  if (body.datetime !== undefined) state.admin.clock.offsetMs = body.datetime * 1000 - now;
  // NTP corrects the clock as soon as it can reach a server
  if (ntp.automatic && hasInternet) state.admin.clock.offsetMs = 0;
  return { ok: true, value: datetimeView(state, now, hasInternet) };
}

export function resetButtonView(state: DeviceState): ResetButton {
  return { id: 0, ...state.admin.resetButton };
}

export function updateResetButton(state: DeviceState, pressedTime: number): Outcome<ResetButton> {
  const message = validateResetTime(String(pressedTime));
  if (message) return { ok: false, field: 'pressedTime', message };
  state.admin.resetButton.pressedTime = pressedTime;
  return { ok: true, value: resetButtonView(state) };
}

export function remoteManagementView(state: DeviceState): RemoteManagement {
  return { id: 0, ...state.admin.remoteManagement, port: state.security.remoteWebAccessPort };
}

export function updateRemoteManagement(state: DeviceState, body: RemoteManagementUpdate): Outcome<RemoteManagement> {
  const next = { ...remoteManagementView(state), ...body };
  const forwards = state.security.portRedirects.map((r) => r.externalPort);
  const errors = validateRemoteManagement({
    ...next,
    port: String(next.port),
    https_port: String(next.https_port),
  }, forwards);
  const refusal = firstFailure(errors);
  if (refusal) return refusal;
  const { id: _id, port, ...rest } = next;
  state.security.remoteWebAccessPort = port;
  state.admin.remoteManagement = { ...rest, rangeStart: rest.rangeStart.trim(), rangeEnd: rest.rangeEnd.trim() };
  return { ok: true, value: remoteManagementView(state) };
}

/** The record as it travels: the four credentials encoded. */
export function tr069View(state: DeviceState): Tr069Config {
  const { acs, connection, stun, ca_cert } = state.admin.tr069;
  return {
    id: 0,
    tr069_enable: state.device.tr069_enable,
    acs: { ...acs, acs_username: encodeSecret(acs.acs_username), acs_password: encodeSecret(acs.acs_password) },
    connection: {
      ...connection,
      conreq_name: encodeSecret(connection.conreq_name),
      conreq_pw: encodeSecret(connection.conreq_pw),
    },
    stun: { ...stun },
    ca_cert,
  };
}

/** An encoded credential (as the UI sends it); '' stays ''. A value that is not base64 is refused by the caller. */
function decoded(value: string): string | undefined {
  return value === '' ? '' : decodeSecret(value);
}

export function updateTr069(state: DeviceState, body: Tr069ConfigUpdate): Outcome<Tr069Config> {
  const current = state.admin.tr069;
  const acs = body.acs ? { ...body.acs } : { ...current.acs };
  const connection = body.connection ? { ...body.connection } : { ...current.connection };
  if (body.acs) {
    for (const field of ['acs_username', 'acs_password'] as const) {
      const plain = decoded(body.acs[field]);
      if (plain === undefined) return { ok: false, field: `acs.${field}`, message: `${field} must be encoded (base64)` };
      acs[field] = plain;
    }
  }
  if (body.connection) {
    for (const field of ['conreq_name', 'conreq_pw'] as const) {
      const plain = decoded(body.connection[field]);
      if (plain === undefined) {
        return { ok: false, field: `connection.${field}`, message: `${field} must be encoded (base64)` };
      }
      connection[field] = plain;
    }
  }
  const stun = body.stun ? { ...body.stun } : { ...current.stun };
  const ca_cert = body.ca_cert ?? current.ca_cert;
  const enable = body.tr069_enable ?? state.device.tr069_enable;
  const errors = validateTr069({
    tr069_enable: enable,
    acs_url: acs.acs_url,
    acs_username: acs.acs_username,
    acs_password: acs.acs_password,
    tr069_interval: String(acs.tr069_interval),
    connection: connection.enabled,
    conreq_name: connection.conreq_name,
    conreq_pw: connection.conreq_pw,
    conreq_port: String(connection.conreq_port),
    stun: stun.enabled,
    stun_server_addr: stun.stun_server_addr,
    stun_server_port: String(stun.stun_server_port),
    ca_cert_bytes: new TextEncoder().encode(ca_cert).length,
  });
  const refusal = firstFailure(errors, (field) => {
    const group = field.startsWith('conreq') ? 'connection.' : field.startsWith('stun') ? 'stun.' : field === 'ca_cert' ? '' : 'acs.';
    return `${group}${field}`;
  });
  if (refusal) return refusal;
  state.device.tr069_enable = enable;
  state.admin.tr069 = { acs: { ...acs, acs_url: acs.acs_url.trim() }, connection, stun, ca_cert };
  return { ok: true, value: tr069View(state) };
}

export function mirroringView(state: DeviceState): Mirroring {
  return { id: 0, ...state.admin.mirroring };
}

export function updateMirroring(state: DeviceState, body: MirroringUpdate): Outcome<Mirroring> {
  const next = { ...state.admin.mirroring, ...body };
  const refusal = firstFailure(validateMirroring(next));
  if (refusal) return refusal;
  state.admin.mirroring = next;
  return { ok: true, value: mirroringView(state) };
}
