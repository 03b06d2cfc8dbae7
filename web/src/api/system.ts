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

export function getDailyReboot(options?: GetOptions): Promise<DailyReboot> {
  return api.getFirst(dailyRebootPath, DailyRebootList, options);
}
export function updateDailyReboot(update: DailyRebootUpdate): Promise<DailyReboot> {
  return api.putFirst(dailyRebootPath, update, DailyReboot);
}

export function getSyslog(options?: GetOptions): Promise<Syslog> {
  return api.getFirst(syslogPath, SyslogList, options);
}
export function updateSyslog(update: SyslogUpdate): Promise<Syslog> {
  return api.putFirst(syslogPath, update, Syslog);
}

export function getLed(options?: GetOptions): Promise<Led> {
  return api.getFirst(ledPath, LedList, options);
}
export function updateLed(update: LedUpdate): Promise<Led> {
  return api.putFirst(ledPath, update, Led);
}

/** GET datetime: the device's clock and its time settings. */
export function getDateTime(options?: GetOptions): Promise<DateTime> {
  return api.getFirst(datetimePath, DateTimeList, options);
}
export function updateDateTime(update: DateTimeUpdate): Promise<DateTime> {
  return api.putFirst(datetimePath, update, DateTime);
}

export function getResetButton(options?: GetOptions): Promise<ResetButton> {
  return api.getFirst(resetButtonPath, ResetButtonList, options);
}
export function updateResetButton(pressedTime: number): Promise<ResetButton> {
  return api.putFirst(resetButtonPath, { pressedTime }, ResetButton);
}

export function getRemoteManagement(options?: GetOptions): Promise<RemoteManagement> {
  return api.getFirst(remoteManagementPath, RemoteManagementList, options);
}
export function updateRemoteManagement(update: RemoteManagementUpdate): Promise<RemoteManagement> {
  return api.putFirst(remoteManagementPath, update, RemoteManagement);
}

/** The record as the router sends it: acs_username, acs_password, conreq_name and conreq_pw encoded. */
export function getTr069(options?: GetOptions): Promise<Tr069Config> {
  return api.getFirst(tr069ConfigPath, Tr069ConfigList, options);
}
/** The caller encodes the credentials (encodeSecret) before sending. */
export function updateTr069(update: Tr069ConfigUpdate): Promise<Tr069Config> {
  return api.putFirst(tr069ConfigPath, update, Tr069Config);
}

export function getMirroring(options?: GetOptions): Promise<Mirroring> {
  return api.getFirst(mirroringPath, MirroringList, options);
}
export function updateMirroring(update: MirroringUpdate): Promise<Mirroring> {
  return api.putFirst(mirroringPath, update, Mirroring);
}

/** One part of a firmware file (spec 3 §7): a slow link may take long over 309,600 characters. */
export function sendFirmwarePart(part: UpgradeByParts): Promise<UpgradeByPartsAnswer> {
  return api.post(upgradeByPartsPath, part, UpgradeByPartsAnswer, { timeoutMs: timing.wait.firmwarePart });
}

/** POST upgrade_by_remote: the router downloads `last` from the firmware service (cloud.ts reads its progress). */
export function upgradeByRemote(request: UpgradeByRemote) {
  return api.post(upgradeByRemotePath, create(request, UpgradeByRemote), Acknowledged);
}
