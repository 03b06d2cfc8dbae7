/**
 * Three system pages (spec 3 §3, §5 'System', §9): the daily reboot, the remote log (syslog) and the LEDs.
 *
 * Daily reboot, on the device's virtual clock (UTC): while enabled, at the next hour:minute the device reboots as
 * action 1 does (Device.reboot: sessions dropped, down for timing.wait.rebootDowntime). With `delay` and WAN
 * traffic above 3 kB/s at that moment (the set rates of device/traffic.ts, both directions, while the line carries
 * traffic) it tries again every 5 min, and gives up 60 min after the set time; then the next day's time is armed.
 * Choices: the reboot happens at the set minute exactly (the spec's "up to 30 min late" is a tolerance); the
 * timer lives on the emulator's clock (armDailyReboot: on every write, and when a device's API is built, so a
 * state file with the reboot on arms it), and a reset of the emulator (new state, clock reset) drops it.
 */
import {
  type DailyReboot,
  type DailyRebootUpdate,
  type Led,
  modelInfo,
  type Syslog,
  type SyslogUpdate,
  timing,
  validateSyslog,
  routerMessages,
} from '@roteador/contract';
import type { Device } from './device.ts';
import { firstFailure, type Outcome } from './outcome.ts';
import type { DeviceState } from './state.ts';

export type Maintenance = DeviceState['maintenance'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const rebootRules = timing.limits.dailyReboot;
/** 3 kB/s in Mbps (0.024) */
const BUSY_MBPS = (rebootRules.delayTrafficBytesPerS * 8) / 1e6;

export const LED_UNAVAILABLE = routerMessages.ledUnavailable;

export function defaultMaintenance(): Maintenance {
  return {
    dailyReboot: { enable: false, hour: 4, minute: 0, delay: true },
    syslog: {
      enabled: false,
      server: '',
      port: timing.limits.syslog.defaultPort,
      severity_level: timing.limits.syslog.defaultSeverity as Syslog['severity_level'],
    },
  };
}

export function dailyRebootView(state: DeviceState): DailyReboot {
  return { id: 0, ...state.maintenance.dailyReboot };
}

export function syslogView(state: DeviceState): Syslog {
  return { id: 0, ...state.maintenance.syslog };
}

export function ledView(state: DeviceState): Led {
  return { id: 0, leds: state.device.leds, model: state.device.model };
}

/** The struct already bounds hour and minute: every partial update is accepted. */
export function updateDailyReboot(dev: Device, body: DailyRebootUpdate): DailyReboot {
  Object.assign(dev.state.maintenance.dailyReboot, body);
  armDailyReboot(dev);
  return dailyRebootView(dev.state);
}

/** An enabled log needs a valid server and port (validateSyslog); a disabled one may keep an empty server. */
export function updateSyslog(state: DeviceState, body: SyslogUpdate): Outcome<Syslog> {
  const next = { ...state.maintenance.syslog, ...body };
  if (next.enabled) {
    const refusal = firstFailure(validateSyslog({ server: next.server, port: String(next.port) }));
    if (refusal) return refusal;
  }
  state.maintenance.syslog = next;
  return { ok: true, value: syslogView(state) };
}

/** spec 3 §9: some models cannot switch their LEDs (modelInfo(model).ledPowerControl). */
export function updateLed(state: DeviceState, leds: boolean): Outcome<Led> {
  if (!modelInfo(state.device.model).ledPowerControl) return { ok: false, field: 'leds', message: LED_UNAVAILABLE };
  state.device.leds = leds;
  return { ok: true, value: ledView(state) };
}

/** The first hour:minute (UTC) strictly after `after`, in virtual ms. */
export function nextDailyTime(after: number, hour: number, minute: number): number {
  const d = new Date(after);
  const t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour, minute);
  return t > after ? t : t + DAY;
}

/** The WAN carries more than 3 kB/s now (an agent's WAN carries nothing of its own; a device down, nothing). */
function busy(dev: Device): boolean {
  if (!dev.trafficFlows() || dev.isDown()) return false;
  const { downloadMbps, uploadMbps } = dev.state.traffic;
  return downloadMbps + uploadMbps > BUSY_MBPS;
}

const armed = new WeakMap<Device, number>();

/** (Re)arms the device's daily reboot from its current settings: nothing while it is off. */
export function armDailyReboot(dev: Device): void {
  const previous = armed.get(dev);
  if (previous !== undefined) dev.emu.clock.clearTimer(previous);
  armed.delete(dev);
  const r = dev.state.maintenance.dailyReboot;
  if (!r.enable) return;
  const due = nextDailyTime(dev.now(), r.hour, r.minute);
  schedule(dev, due, due);
}

function schedule(dev: Device, at: number, setTime: number): void {
  const state = dev.state;
  armed.set(dev, dev.emu.clock.setTimer(at, () => attempt(dev, state, setTime)));
}

function attempt(dev: Device, armedState: DeviceState, setTime: number): void {
  armed.delete(dev);
  // the emulator was reset meanwhile: that device is gone
  if (dev.state !== armedState) return;
  const r = dev.state.maintenance.dailyReboot;
  if (!r.enable) return;
  const now = dev.now();
  const waiting = r.delay && busy(dev);
  const retry = now + rebootRules.delayAddMin * MINUTE;
  if (waiting && retry <= setTime + rebootRules.delayRetryMin * MINUTE) return schedule(dev, retry, setTime);
  if (!waiting) dev.reboot();
  const next = nextDailyTime(now, r.hour, r.minute);
  schedule(dev, next, next);
}
