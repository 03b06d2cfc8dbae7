/**
 * Remote firmware upgrade of one device (spec 1 §4 "Firmware upgrade of a node"), on the virtual clock:
 * POST upgrade_by_remote starts a download (status 1, timing.wait.firmwareDownload, progress 0→99); then the device
 * reboots into the new firmware: down for timing.wait.nodeDownAfterUpgrade (status 3, progress 100;
 * a node shows offline, the local device drops every request), then back with fw_version = the target,
 * uptime from 0, no sessions (status 4). Without internet the upgrade stops at status 5.
 */
import { type FirmwareVersions, routerMessages, timing, type UpgradeProgress, UpgradeStatus } from '@roteador/contract';
import type { DeviceState, EmulatorState } from '../device/state.ts';
import { clearSessions } from '../device/session.ts';


/** The newest version the firmware service offers this device. */
function offeredVersion(state: EmulatorState, device: DeviceState): string {
  return state.firmware.byMac[device.device.mac] ?? state.firmware.last ?? device.device.fw_version;
}

export function versionsView(state: EmulatorState, device: DeviceState): FirmwareVersions {
  return {
    online: state.status.has_internet,
    current: device.device.fw_version,
    last: offeredVersion(state, device),
  };
}

export function startUpgrade(device: DeviceState, target: string, now: number, online: boolean): void {
  device.upgrade = { target, startedAt: now, status: online ? UpgradeStatus.Downloading : UpgradeStatus.Offline };
}

export function isUpgrading(device: DeviceState): boolean {
  return device.upgrade?.status === UpgradeStatus.Downloading || device.upgrade?.status === UpgradeStatus.Rebooting;
}

/** The internet went down: a download in progress fails (status 5). */
export function internetLost(devices: DeviceState[]): void {
  for (const d of devices) {
    if (d.upgrade?.status === UpgradeStatus.Downloading) d.upgrade.status = UpgradeStatus.Offline;
  }
}

/** Applies the steps whose time has come, each at its own time (a long clock jump passes through both). */
export function settleUpgrade(device: DeviceState, now: number): void {
  const u = device.upgrade;
  if (!u) return;
  const downloaded = u.startedAt + timing.wait.firmwareDownload;
  const back = downloaded + timing.wait.nodeDownAfterUpgrade;
  if (u.status === UpgradeStatus.Downloading && now >= downloaded) {
    u.status = UpgradeStatus.Rebooting;
    clearSessions(device);
    device.power = { bootAt: back, downUntil: back };
  }
  if (u.status === UpgradeStatus.Rebooting && now >= back) {
    u.status = UpgradeStatus.Done;
    device.device.fw_version = u.target;
  }
}

const messages: Record<number, string> = {
  [UpgradeStatus.Idle]: '',
  [UpgradeStatus.Downloading]: routerMessages.firmwareDownloading,
  [UpgradeStatus.Rebooting]: routerMessages.firmwareRebooting,
  [UpgradeStatus.Done]: routerMessages.firmwareDone,
  [UpgradeStatus.Offline]: routerMessages.firmwareOffline,
};

export function progressView(device: DeviceState | undefined, now: number): UpgradeProgress {
  const u = device?.upgrade;
  if (!u) return { progress: 0, status: UpgradeStatus.Idle, message: '' };
  const progress = u.status === UpgradeStatus.Downloading
    ? Math.min(99, Math.floor(((now - u.startedAt) / timing.wait.firmwareDownload) * 100))
    : u.status === UpgradeStatus.Offline
    ? 0
    : 100;
  return { progress, status: u.status, message: messages[u.status] };
}
