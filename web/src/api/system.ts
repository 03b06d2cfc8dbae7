/**
 * Typed calls of the system resources (spec 2 §4.2, §4.7, §4.9; spec 3 §2–§4, §7): the system record, the user,
 * actions (reboot, apply, sync…), factory_default, the daily reboot, the remote log, the LEDs, date and time, the
 * reset button, remote management, TR-069 (its credentials encoded both ways), mirroring, and the firmware upgrades
 * (a file's parts, or a download from the firmware service).
 */
import { create } from 'superstruct';
import {
  Acknowledged,
  ActionAnswer,
  actionPath,
  DailyReboot,
  DailyRebootList,
  dailyRebootPath,
  DateTime,
  DateTimeList,
  datetimePath,
  FactoryDefaultList,
  factoryDefaultPath,
  Led,
  LedList,
  ledPath,
  Mirroring,
  MirroringList,
  mirroringPath,
  RemoteManagement,
  RemoteManagementList,
  remoteManagementPath,
  ResetButton,
  ResetButtonList,
  resetButtonPath,
  ResultStatus,
  Syslog,
  SyslogList,
  syslogPath,
  System,
  SystemList,
  systemPath,
  timing,
  Tr069Config,
  Tr069ConfigList,
  tr069ConfigPath,
  UpgradeByPartsAnswer,
  upgradeByPartsPath,
  UpgradeByRemote,
  upgradeByRemotePath,
  userPath,
  type ActionId,
  type DailyRebootUpdate,
  type DateTimeUpdate,
  type FactoryDefault,
  type LedUpdate,
  type MirroringUpdate,
  type RemoteManagementUpdate,
  type SyslogUpdate,
  type SystemUpdate,
  type Tr069ConfigUpdate,
  type UpgradeByParts,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { singleRecord } from './crud.ts';
import { MalformedAnswerError } from './errors.ts';
import type { EncodedCredentials } from './session.ts';

export function getSystem(options?: GetOptions): Promise<System> {
  return api.getFirst(systemPath, SystemList, options);
}

export function updateSystem(id: number, update: SystemUpdate): Promise<System> {
  return api.put(`${systemPath}/${id}`, update, System);
}

/** PUT user/0 with encoded credentials (spec 2 §4.9); the controller hands them to its mesh nodes. */
export function updateUser(credentials: EncodedCredentials): Promise<ActionAnswer> {
  return api.putFirst(userPath, credentials, ActionAnswer);
}

/** POST action {actionID}: every action the UI sends (reboot, sync, WPS, the voice assistant's disassociation…). */
export function sendAction(actionID: ActionId): Promise<ActionAnswer> {
  return api.post(actionPath, { actionID }, ActionAnswer);
}

/** An action's answer (sent here or to a node through the proxy) when it is success; else a MalformedAnswerError. */
export function requireSuccess(answer: ActionAnswer): ActionAnswer {
  if (answer.status !== ResultStatus.Success) throw new MalformedAnswerError(actionPath, `status ${answer.status}`);
  return answer;
}

/** Sends an action and resolves once the router answered success; any other status throws (requireSuccess). */
export async function runAction(actionID: ActionId): Promise<void> {
  requireSuccess(await sendAction(actionID));
}

/** GET factory_default: the record the restart wait polls (spec 2 §4.7) and the wizard reads every 30 s (§4.2). */
export function getFactoryDefault(options?: GetOptions): Promise<FactoryDefault> {
  return api.getFirst(factoryDefaultPath, FactoryDefaultList, options);
}

export const { get: getDailyReboot, update: updateDailyReboot } =
  singleRecord<DailyReboot, DailyRebootUpdate>(dailyRebootPath, DailyRebootList, DailyReboot);

export const { get: getSyslog, update: updateSyslog } = singleRecord<Syslog, SyslogUpdate>(syslogPath, SyslogList, Syslog);

export const { get: getLed, update: updateLed } = singleRecord<Led, LedUpdate>(ledPath, LedList, Led);

/** GET datetime: the device's clock and its time settings. */
export const { get: getDateTime, update: updateDateTime } = singleRecord<DateTime, DateTimeUpdate>(datetimePath, DateTimeList, DateTime);

const resetButton = singleRecord<ResetButton, { pressedTime: number }>(resetButtonPath, ResetButtonList, ResetButton);
export const getResetButton = resetButton.get;
export const updateResetButton = (pressedTime: number) => resetButton.update({ pressedTime });

export const { get: getRemoteManagement, update: updateRemoteManagement } =
  singleRecord<RemoteManagement, RemoteManagementUpdate>(remoteManagementPath, RemoteManagementList, RemoteManagement);

/**
 * The record as the router sends it: acs_username, acs_password, conreq_name and conreq_pw encoded. The caller encodes
 * them (encodeSecret) before an update.
 */
export const { get: getTr069, update: updateTr069 } = singleRecord<Tr069Config, Tr069ConfigUpdate>(tr069ConfigPath, Tr069ConfigList, Tr069Config);

export const { get: getMirroring, update: updateMirroring } = singleRecord<Mirroring, MirroringUpdate>(mirroringPath, MirroringList, Mirroring);

/** One part of a firmware file (spec 3 §7): a slow link may take long over 309,600 characters. */
export function sendFirmwarePart(part: UpgradeByParts): Promise<UpgradeByPartsAnswer> {
  return api.post(upgradeByPartsPath, part, UpgradeByPartsAnswer, { timeoutMs: timing.wait.firmwarePart });
}

/** POST upgrade_by_remote: the router downloads `last` from the firmware service (cloud.ts reads its progress). */
export function upgradeByRemote(request: UpgradeByRemote) {
  return api.post(upgradeByRemotePath, create(request, UpgradeByRemote), Acknowledged);
}
