/**
 * The remote services the UI calls (spec 1 §7). Their base comes from the UI's configuration
 * (`/config.json`, `RemoteConfig`); the emulator serves them under CLOUD_BASE. deviceid is the device's
 * MAC in lower case without colons. The router's own call that starts a download, upgrade_by_remote, is system.ts's.
 */
import { enums, literal, number, object, string, union, type Infer } from 'superstruct';

export const REMOTE_CONFIG_PATH = '/config.json';
/** Where the emulator serves the remote services: the firmware service at its root, the parental one under /parental. */
export const CLOUD_BASE = '/cloud';
export const RemoteConfig = object({
  /** base of the firmware service: {base}/fwapi/versions/{deviceid}, {base}/update/{deviceid} */
  firmwareService: string(),
  /** base of the parental-control remote service */
  parentalService: string(),
});
export type RemoteConfig = Infer<typeof RemoteConfig>;

export function deviceIdOf(mac: string): string {
  return mac.replace(/:/g, '').toLowerCase();
}

/** The firmware service's paths under its base (the UI's /config.json firmwareService), like the router's own. */
export const firmwareVersionsPath = <D extends string>(deviceid: D) => `fwapi/versions/${deviceid}` as const;
export const upgradeProgressPath = <D extends string>(deviceid: D) => `update/${deviceid}` as const;

export const FirmwareVersions = object({ online: union([literal(true), literal(false)]), current: string(), last: string() });
export type FirmwareVersions = Infer<typeof FirmwareVersions>;

/**
 * Upgrade progress status codes. The spec names 4 done, 5 offline, 6 session error; the steps before
 * are ours: 0 idle, 1 downloading, 2 writing, 3 rebooting.
 */
export const UpgradeStatus = { Idle: 0, Downloading: 1, Writing: 2, Rebooting: 3, Done: 4, Offline: 5, SessionError: 6 } as const;
export const UpgradeProgress = object({
  progress: number(),
  status: enums([0, 1, 2, 3, 4, 5, 6]),
  message: string(),
});
export type UpgradeProgress = Infer<typeof UpgradeProgress>;
