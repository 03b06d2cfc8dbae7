/**
 * Typed calls of the system area's administration pages (contract/src/admin.ts, firmware.ts): date and time, the
 * reset button, remote management, TR-069 (credentials encoded both ways), mirroring, and the firmware file's parts.
 */
import {
  DateTime,
  DateTimeList,
  datetimePath,
  type DateTimeUpdate,
  Mirroring,
  MirroringList,
  mirroringPath,
  type MirroringUpdate,
  RemoteManagement,
  RemoteManagementList,
  remoteManagementPath,
  type RemoteManagementUpdate,
  ResetButton,
  ResetButtonList,
  resetButtonPath,
  timing,
  Tr069Config,
  Tr069ConfigList,
  tr069ConfigPath,
  type Tr069ConfigUpdate,
  type UpgradeByParts,
  UpgradeByPartsAnswer,
  upgradeByPartsPath,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

function only<T>(path: string, list: T[]): T {
  const record = list[0];
  if (!record) throw new MalformedAnswerError(path, 'empty list');
  return record;
}

export async function getDateTimeSettings(options?: GetOptions): Promise<DateTime> {
  return only(datetimePath, await api.get(datetimePath, DateTimeList, options));
}
export function updateDateTime(update: DateTimeUpdate): Promise<DateTime> {
  return api.put(`${datetimePath}/0`, update, DateTime);
}

export async function getResetButton(options?: GetOptions): Promise<ResetButton> {
  return only(resetButtonPath, await api.get(resetButtonPath, ResetButtonList, options));
}
export function updateResetButton(pressedTime: number): Promise<ResetButton> {
  return api.put(`${resetButtonPath}/0`, { pressedTime }, ResetButton);
}

export async function getRemoteManagement(options?: GetOptions): Promise<RemoteManagement> {
  return only(remoteManagementPath, await api.get(remoteManagementPath, RemoteManagementList, options));
}
export function updateRemoteManagement(update: RemoteManagementUpdate): Promise<RemoteManagement> {
  return api.put(`${remoteManagementPath}/0`, update, RemoteManagement);
}

/** The record as the router sends it: acs_username, acs_password, conreq_name and conreq_pw encoded. */
export async function getTr069(options?: GetOptions): Promise<Tr069Config> {
  return only(tr069ConfigPath, await api.get(tr069ConfigPath, Tr069ConfigList, options));
}
/** The caller encodes the credentials (encodeSecret) before sending. */
export function updateTr069(update: Tr069ConfigUpdate): Promise<Tr069Config> {
  return api.put(`${tr069ConfigPath}/0`, update, Tr069Config);
}

export async function getMirroring(options?: GetOptions): Promise<Mirroring> {
  return only(mirroringPath, await api.get(mirroringPath, MirroringList, options));
}
export function updateMirroring(update: MirroringUpdate): Promise<Mirroring> {
  return api.put(`${mirroringPath}/0`, update, Mirroring);
}

/** One part of a firmware file (spec 3 §7): a slow link may take long over 309,600 characters. */
export function sendFirmwarePart(part: UpgradeByParts): Promise<UpgradeByPartsAnswer> {
  return api.post(upgradeByPartsPath, part, UpgradeByPartsAnswer, { timeoutMs: timing.wait.firmwarePart });
}
