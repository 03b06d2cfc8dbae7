/**
 * The system pages' state (spec 3 §3, §5 'System', §7, §9): the daily reboot, the remote log (syslog) and the LEDs;
 * date and time, the reset button, remote management, TR-069 and mirroring. Every update is checked whole with the
 * contract's validators (the UI's forms) before anything is stored: a refusal changes nothing.
 *
 * Daily reboot, on the router's own clock in its time zone (deviceLocalTime: what GET datetime shows): while enabled,
 * at the next hour:minute of its local time the device reboots as action 1 does (Device.reboot: sessions dropped,
 * down for timing.wait.rebootDowntime). With `delay` and WAN traffic above 3 kB/s at that moment (the set rates of
 * device/traffic.ts, both directions, while the line carries traffic) it tries again every 5 min, and gives up 60 min
 * after the set time; then the next day's time is armed. Choices: the reboot happens at the set minute exactly (the
 * spec's "up to 30 min late" is a tolerance); the timer lives on the emulator's clock (armDailyReboot: on every
 * write, and when a device's API is built, so a state file with the reboot on arms it), re-armed when the router's
 * clock or zone changes (set by hand, synced by NTP, another zone: keepDailyRebootInStep, before every request), and
 * a reset of the emulator (new state, clock reset) drops it.
 *
 * The device's clock (ours): the virtual clock plus `system.clock.offsetMs`. With NTP on (`automatic`) and internet the
 * clock is synced (offset 0); with NTP off a `datetime` sent sets it (offset = that − now). Its time zone
 * (`system.clock.timezone`, an IANA name of contract timeZones) is what local times on the device mean.
 */
import {
  type DailyReboot,
  type DailyRebootUpdate,
  DEFAULT_TIME_ZONE,
  type DateTime,
  DATETIME_READ_BACK_S,
  type DateTimeUpdate,
  decodeSecret,
  encodeSecret,
  type Led,
  type Mirroring,
  type MirroringUpdate,
  modelInfo,
  type RemoteManagement,
  type RemoteManagementUpdate,
  type ResetButton,
  routerMessages,
  type Syslog,
  type SyslogUpdate,
  timing,
  type Tr069Config,
  type Tr069ConfigUpdate,
  timeZoneOffset,
  validateClock,
  validateMirroring,
  validateNtp,
  validateRemoteManagement,
  validateResetTime,
  validateSyslog,
  validateTr069,
} from '@roteador/contract';
import type { Device } from './device.ts';
import { firstFailure, type Outcome } from './outcome.ts';
import type { DeviceState } from './state.ts';

/** The system pages' records of a device's `system` (the system record's own fields aside). */
export type SystemPages = Omit<DeviceState['system'], 'operationMode' | 'ipv6' | 'upnp' | 'dmz' | 'sip_alg'>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const rebootRules = timing.limits.dailyReboot;
/** 3 kB/s in Mbps (0.024) */
const BUSY_MBPS = (rebootRules.delayTrafficBytesPerS * 8) / 1e6;

export const LED_UNAVAILABLE = routerMessages.ledUnavailable;

/** Ours: the reset button restores the factory settings when held this long (s). */
const DEFAULT_PRESSED_TIME = 10;

/** A fresh device's system pages. */
export function defaultSystemPages(): SystemPages {
  return {
    dailyReboot: { enable: false, hour: 4, minute: 0, delay: true },
    syslog: {
      enabled: false,
      server: '',
      port: timing.limits.syslog.defaultPort,
      severity_level: timing.limits.syslog.defaultSeverity as Syslog['severity_level'],
    },
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

export function dailyRebootView(state: DeviceState): DailyReboot {
  return { id: 0, ...state.system.dailyReboot };
}

export function syslogView(state: DeviceState): Syslog {
  return { id: 0, ...state.system.syslog };
}

export function ledView(state: DeviceState): Led {
  return { id: 0, leds: state.device.leds, model: state.device.model };
}

/** The struct already bounds hour and minute: every partial update is accepted. */
export function updateDailyReboot(dev: Device, body: DailyRebootUpdate): DailyReboot {
  Object.assign(dev.state.system.dailyReboot, body);
  armDailyReboot(dev);
  return dailyRebootView(dev.state);
}

/**
 * An enabled log needs a valid server and port (validateSyslog); a disabled one may keep an empty server, but never a
 * server or port out of their bounds.
 */
export function updateSyslog(state: DeviceState, body: SyslogUpdate): Outcome<Syslog> {
  const next = { ...state.system.syslog, ...body };
  const refusal = firstFailure(validateSyslog({ enabled: next.enabled, server: next.server, port: String(next.port) }));
  if (refusal) return refusal;
  state.system.syslog = next;
  return { ok: true, value: syslogView(state) };
}

/** spec 3 §9: some models cannot switch their LEDs (modelInfo(model).ledPowerControl). */
export function updateLed(state: DeviceState, leds: boolean): Outcome<Led> {
  // the LEDs as they are, sent back, change nothing: only a switch is refused
  if (leds !== state.device.leds && !modelInfo(state.device.model).ledPowerControl) {
    return { ok: false, field: 'leds', message: LED_UNAVAILABLE };
  }
  state.device.leds = leds;
  return { ok: true, value: ledView(state) };
}

/**
 * The router's time at virtual `now`: its clock (the virtual clock plus the offset a clock set by hand leaves, as GET
 * datetime shows it) in UTC, and its zone's offset (minutes east of UTC). Whatever the router does at a local time
 * reads it here.
 */
export function deviceLocalTime(state: DeviceState, now: number): { utc: number; offsetMin: number } {
  return { utc: now + state.system.clock.offsetMs, offsetMin: timeZoneOffset(state.system.clock.timezone) };
}

/** Virtual ms → the router's local wall time (ms, read as UTC): what it adds to the virtual clock. */
function localShift(state: DeviceState): number {
  const { utc, offsetMin } = deviceLocalTime(state, 0);
  return utc + offsetMin * MINUTE;
}

/** The first hour:minute of the router's local time strictly after virtual `after`, in virtual ms. */
function nextDailyTime(state: DeviceState, after: number, hour: number, minute: number): number {
  const shift = localShift(state);
  const local = after + shift;
  const d = new Date(local);
  const t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute);
  // the zones are fixed offsets (no daylight saving): a local day is always 24 h
  return (t > local ? t : t + DAY) - shift;
}

/** The WAN carries more than 3 kB/s now (an agent's WAN carries nothing of its own; a device down, nothing). */
function busy(dev: Device): boolean {
  if (!dev.trafficFlows() || dev.isDown()) return false;
  const { downloadMbps, uploadMbps } = dev.state.traffic;
  return downloadMbps + uploadMbps > BUSY_MBPS;
}

/** The timer armed per device, and the local-time shift it was computed with. */
const armed = new WeakMap<Device, { timer: number; shift: number }>();

/** (Re)arms the device's daily reboot from its current settings: nothing while it is off. */
export function armDailyReboot(dev: Device): void {
  const previous = armed.get(dev);
  if (previous !== undefined) dev.home.clock.clearTimer(previous.timer);
  armed.delete(dev);
  const r = dev.state.system.dailyReboot;
  if (!r.enable) return;
  const due = nextDailyTime(dev.state, dev.now(), r.hour, r.minute);
  schedule(dev, due, due);
}

/**
 * The router's clock or zone changed since the reboot was armed (PUT datetime: a clock set by hand, NTP back on,
 * another zone): armed again for its new local time. Called before every request (Emulator.settle), so the change
 * counts from the request that made it.
 */
export function keepDailyRebootInStep(dev: Device): void {
  const current = armed.get(dev);
  if (current !== undefined && current.shift !== localShift(dev.state)) armDailyReboot(dev);
}

function schedule(dev: Device, at: number, setTime: number): void {
  const state = dev.state;
  armed.set(dev, { timer: dev.home.clock.setTimer(at, () => attempt(dev, state, setTime)), shift: localShift(state) });
}

function attempt(dev: Device, armedState: DeviceState, setTime: number): void {
  const shift = armed.get(dev)?.shift;
  armed.delete(dev);
  // the emulator was reset meanwhile: that device is gone
  if (dev.state !== armedState) return;
  const r = dev.state.system.dailyReboot;
  if (!r.enable) return;
  // the router's clock moved since this was armed: its set time is elsewhere now
  if (shift !== localShift(dev.state)) return armDailyReboot(dev);
  const now = dev.now();
  const waiting = r.delay && busy(dev);
  const retry = now + rebootRules.delayAddMin * MINUTE;
  if (waiting && retry <= setTime + rebootRules.delayRetryMin * MINUTE) return schedule(dev, retry, setTime);
  if (!waiting) dev.reboot();
  const next = nextDailyTime(dev.state, now, r.hour, r.minute);
  schedule(dev, next, next);
}

// ---- date and time, the reset button, remote management, TR-069, mirroring -----------------------------------------

export function datetimeView(state: DeviceState, now: number, hasInternet: boolean): DateTime {
  return {
    id: 0,
    datetime: Math.floor((now + state.system.clock.offsetMs) / 1000),
    synced: state.network.ntp.automatic && hasInternet,
    ntp_server: { ...state.network.ntp },
    is_changing_dns: false,
    timezone: state.system.clock.timezone,
  };
}

export function updateDatetime(state: DeviceState, body: DateTimeUpdate, now: number, hasInternet: boolean): Outcome<DateTime> {
  const ntp = body.ntp_server ?? state.network.ntp;
  const refusal = firstFailure(validateNtp(ntp), (field) => `ntp_server.${field}`);
  if (refusal) return refusal;
  let datetime = body.datetime;
  if (datetime !== undefined && ntp.automatic) {
    // NTP sets the clock: the clock as a client read it a moment ago is no setting (read-modify-write)
    const readBack = Math.abs(datetime * 1000 - (now + state.system.clock.offsetMs)) <= DATETIME_READ_BACK_S * 1000;
    if (!readBack) return { ok: false, field: 'datetime', message: routerMessages.ntpActive };
    datetime = undefined;
  }
  const clock = datetime === undefined ? undefined : validateClock(datetime);
  if (clock) return { ok: false, field: 'datetime', message: clock };
  state.network.ntp = { ...ntp, ntp_server1: ntp.ntp_server1.trim(), ntp_server2: ntp.ntp_server2.trim() };
  if (body.timezone !== undefined) state.system.clock.timezone = body.timezone;
  if (datetime !== undefined) state.system.clock.offsetMs = datetime * 1000 - now;
  // NTP corrects the clock as soon as it can reach a server
  if (ntp.automatic && hasInternet) state.system.clock.offsetMs = 0;
  return { ok: true, value: datetimeView(state, now, hasInternet) };
}

export function resetButtonView(state: DeviceState): ResetButton {
  return { id: 0, ...state.system.resetButton };
}

export function updateResetButton(state: DeviceState, pressedTime: number): Outcome<ResetButton> {
  const message = validateResetTime(String(pressedTime));
  if (message) return { ok: false, field: 'pressedTime', message };
  state.system.resetButton.pressedTime = pressedTime;
  return { ok: true, value: resetButtonView(state) };
}

export function remoteManagementView(state: DeviceState): RemoteManagement {
  return { id: 0, ...state.system.remoteManagement, port: state.security.remoteWebAccessPort };
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
  state.system.remoteManagement = { ...rest, rangeStart: rest.rangeStart.trim(), rangeEnd: rest.rangeEnd.trim() };
  return { ok: true, value: remoteManagementView(state) };
}

/** The record as it travels: the four credentials encoded. */
export function tr069View(state: DeviceState): Tr069Config {
  const { acs, connection, stun, ca_cert } = state.system.tr069;
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
  const current = state.system.tr069;
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
    conreq_path: connection.conreq_path,
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
  state.system.tr069 = { acs: { ...acs, acs_url: acs.acs_url.trim() }, connection, stun, ca_cert };
  return { ok: true, value: tr069View(state) };
}

export function mirroringView(state: DeviceState): Mirroring {
  return { id: 0, ...state.system.mirroring };
}

export function updateMirroring(state: DeviceState, body: MirroringUpdate): Outcome<Mirroring> {
  const next = { ...state.system.mirroring, ...body };
  const refusal = firstFailure(validateMirroring(next));
  if (refusal) return refusal;
  state.system.mirroring = next;
  return { ok: true, value: mirroringView(state) };
}
