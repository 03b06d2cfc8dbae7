/** The system area's maintenance settings, apart from system.ts so the login page does not carry them. */
import { array, boolean, enums, integer, max, min, object, partial, string, type Infer } from 'superstruct';

/**
 * System pages (spec 3 §3, §7, §9; emulated in emulator/src/api/system.ts):
 * - GET daily_reboot → DailyReboot[] (one record); PUT daily_reboot/0 DailyRebootUpdate → the record.
 * - GET syslog → Syslog[]; PUT syslog/0 SyslogUpdate → the record (server and port checked by validateSyslog).
 * - GET led → Led[]; PUT led/0 {leds} → the record; refused (400) on a model without LED power control.
 * - Reboot now: POST action {actionID: 1} (ActionId.Reboot); the router is down for its reboot time.
 */
export const dailyRebootPath = 'daily_reboot';
export const syslogPath = 'syslog';
export const ledPath = 'led';

const within = (lo: number, hi: number) => max(min(integer(), lo), hi);

/** Reboot every day at hour:minute (device time; up to 30 min late); delay: wait while there is traffic. */
export const DailyReboot = object({ id: integer(), enable: boolean(), hour: within(0, 23), minute: within(0, 59), delay: boolean() });
export type DailyReboot = Infer<typeof DailyReboot>;
export const DailyRebootList = array(DailyReboot);
export const DailyRebootUpdate = partial(object({ enable: boolean(), hour: within(0, 23), minute: within(0, 59), delay: boolean() }));
export type DailyRebootUpdate = Infer<typeof DailyRebootUpdate>;

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
export const SyslogUpdate = partial(object({
  enabled: boolean(),
  server: string(),
  port: integer(),
  severity_level: enums(syslogSeverities),
}));
export type SyslogUpdate = Infer<typeof SyslogUpdate>;

/** The device's LEDs; `model` says whether they can be switched (modelInfo(model).ledPowerControl). */
export const Led = object({ id: integer(), leds: boolean(), model: string() });
export type Led = Infer<typeof Led>;
export const LedList = array(Led);
export const LedUpdate = object({ leds: boolean() });
export type LedUpdate = Infer<typeof LedUpdate>;
