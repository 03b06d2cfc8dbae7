/**
 * The remote services (spec 1 §7): the firmware service (versions, upgrade progress; the router's own
 * upgrade_by_remote is system.ts's). Their base is
 * read from the UI's configuration (/config.json: on the emulator it points at its /cloud; a router's
 * firmware points it at the vendor's service). Same transport as the router's API, without a token.
 */
import {
  deviceIdOf,
  FirmwareVersions,
  firmwareVersionsPath,
  REMOTE_CONFIG_PATH,
  RemoteConfig,
  UpgradeProgress,
  upgradeProgressPath,
} from '@roteador/contract';
import { create } from 'superstruct';
import { ApiClient } from './client.ts';
import { ConnectionError, MalformedAnswerError } from './errors.ts';

let config: Promise<RemoteConfig> | null = null;

/** The remote services' bases, read once. */
export function remoteConfig(): Promise<RemoteConfig> {
  config ??= fetch(REMOTE_CONFIG_PATH, { headers: { 'Cache-Control': 'no-cache' } })
    .then((r) => r.json())
    .then((json) => create(json, RemoteConfig))
    .catch((error: unknown) => {
      config = null;
      throw error instanceof Error && error.name === 'StructError'
        ? new MalformedAnswerError(REMOTE_CONFIG_PATH, error.message)
        : new ConnectionError(REMOTE_CONFIG_PATH, error);
    });
  return config;
}

let firmware: ApiClient | null = null;
async function firmwareService(): Promise<ApiClient> {
  firmware ??= new ApiClient({ base: (await remoteConfig()).firmwareService });
  return firmware;
}

/** GET {firmware service}/fwapi/versions/{deviceid}: online, current, last. */
export async function getFirmwareVersions(mac: string): Promise<FirmwareVersions> {
  return (await firmwareService()).get(firmwareVersionsPath(deviceIdOf(mac)), FirmwareVersions, { auth: false });
}

/** GET {firmware service}/update/{deviceid}: progress, status, message (polled every 5 s). */
export async function getUpgradeProgress(mac: string): Promise<UpgradeProgress> {
  return (await firmwareService()).get(upgradeProgressPath(deviceIdOf(mac)), UpgradeProgress, { auth: false });
}
