import {
  ActionAnswer, actionPath, System, SystemList, systemPath, userPath,
  FactoryDefaultList, factoryDefaultPath, type FactoryDefault, type ActionId, type SystemUpdate,
  DailyReboot, DailyRebootList, dailyRebootPath, type DailyRebootUpdate,
  Syslog, SyslogList, syslogPath, type SyslogUpdate,
  Led, LedList, ledPath, type LedUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';
import type { EncodedCredentials } from './session.ts';

export async function getSystem(options?: GetOptions): Promise<System> {
  const list = await api.get(systemPath, SystemList, options);
  const first = list[0];
  if (!first) throw new MalformedAnswerError(systemPath, 'empty list');
  return first;
}

export function updateSystem(id: number, update: SystemUpdate): Promise<System> {
  return api.put(`${systemPath}/${id}`, update, System);
}

/** PUT user/0 with encoded credentials (spec 2 §4.9); the controller hands them to its mesh nodes. */
export function updateUser(credentials: EncodedCredentials): Promise<ActionAnswer> {
  return api.put(`${userPath}/0`, credentials, ActionAnswer);
}

export function sendAction(actionID: ActionId): Promise<ActionAnswer> {
  return api.post(actionPath, { actionID }, ActionAnswer);
}

/** GET factory_default: the record the restart wait polls (spec 2 §4.7) and the wizard reads every 30 s (§4.2). */
export async function getFactoryDefault(options?: GetOptions): Promise<FactoryDefault> {
  const list = await api.get(factoryDefaultPath, FactoryDefaultList, options);
  const first = list[0];
  if (!first) throw new MalformedAnswerError(factoryDefaultPath, 'empty list');
  return first;
}

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
