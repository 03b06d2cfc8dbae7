/** Typed calls of the system area's maintenance pages (contract/src/maintenance.ts): daily reboot, syslog, LEDs. */
import {
  DailyReboot, DailyRebootList, dailyRebootPath, type DailyRebootUpdate,
  Syslog, SyslogList, syslogPath, type SyslogUpdate,
  Led, LedList, ledPath, type LedUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

/** The first (only) record of a one-record list. */
function only<T>(path: string, list: T[]): T {
  const record = list[0];
  if (!record) throw new MalformedAnswerError(path, 'empty list');
  return record;
}

export async function getDailyReboot(options?: GetOptions): Promise<DailyReboot> {
  return only(dailyRebootPath, await api.get(dailyRebootPath, DailyRebootList, options));
}

export function updateDailyReboot(update: DailyRebootUpdate): Promise<DailyReboot> {
  return api.put(`${dailyRebootPath}/0`, update, DailyReboot);
}

export async function getSyslog(options?: GetOptions): Promise<Syslog> {
  return only(syslogPath, await api.get(syslogPath, SyslogList, options));
}

export function updateSyslog(update: SyslogUpdate): Promise<Syslog> {
  return api.put(`${syslogPath}/0`, update, Syslog);
}

export async function getLed(options?: GetOptions): Promise<Led> {
  return only(ledPath, await api.get(ledPath, LedList, options));
}

export function updateLed(update: LedUpdate): Promise<Led> {
  return api.put(`${ledPath}/0`, update, Led);
}
