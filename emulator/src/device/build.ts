/**
 * One device's state, from what its profile (the local device) or the mesh (an agent) decided.
 * The seeded faker given draws what is left open (channels, WAN address), so the same inputs always
 * give the same device.
 */
import { modelInfo, type ModelName, type OperationMode, VOICE_MODEL } from '@roteador/contract';
import type { SimpleFaker } from '@faker-js/faker';
import type { DeviceState, NodePlace } from './state.ts';
import { buildNetwork } from './network.ts';
import { DEFAULT_REMOTE_WEB_ACCESS_PORT } from './port-redirect.ts';
import { defaultDos, defaultQos, defaultSystemSettings } from './protection.ts';
import { defaultAdmin, defaultMaintenance } from './system.ts';
import { newTraffic } from './traffic.ts';
import { buildVoice } from './alexa.ts';

export interface DeviceSeed {
  faker: SimpleFaker;
  /** the emulator's seed (voice codes are drawn from it) */
  seed: number;
  model: ModelName;
  alias: string;
  fwVersion: string;
  mac: string;
  credentials: { username: string; password: string };
  operationMode: OperationMode;
  wizardDone: boolean;
  tr069Enable: boolean;
  leds: boolean;
  firmwareUpdate: boolean;
  hasInternet: boolean;
  easymesh: DeviceState['easymesh'];
  bootAt: number;
  lanIp: string;
  /** the last group of the LAN address (its IPv6 interface id too) */
  host: number;
  ip6Prefix: string;
  ssid: string;
  wifiKey: string;
  traffic: { downloadMbps: number; uploadMbps: number };
  node: NodePlace | null;
}

export function buildDevice(s: DeviceSeed): DeviceState {
  const info = modelInfo(s.model);
  return {
    device: {
      model: s.model,
      alias: s.alias,
      fw_version: s.fwVersion,
      show_wizard: !s.wizardDone,
      tr069_enable: s.tr069Enable,
      mac: s.mac,
      leds: s.leds,
    },
    system: { operationMode: s.operationMode, ipv6: { enabled: false }, ...defaultSystemSettings() },
    status: { firmware_update: s.firmwareUpdate, has_internet: s.hasInternet },
    credentials: { ...s.credentials },
    easymesh: { ...s.easymesh },
    power: { bootAt: s.bootAt, downUntil: null },
    auth: { tokens: {}, failures: 0, lockedUntil: null },
    network: buildNetwork(
      {
        faker: s.faker,
        mac: s.mac,
        lanIp: s.lanIp,
        host: s.host,
        ip6Prefix: s.ip6Prefix,
        info,
        ssid: s.ssid,
        wifiKey: s.wifiKey,
      },
      s.bootAt,
    ),
    security: {
      filters: [],
      lastId: 0,
      portRedirects: [],
      lastPortRedirectId: 0,
      remoteWebAccessPort: DEFAULT_REMOTE_WEB_ACCESS_PORT,
      dos: defaultDos(),
      qos: defaultQos(),
    },
    // counting from boot: a router up for days shows counters of days
    traffic: newTraffic(s.traffic, s.bootAt),
    voice: s.model === VOICE_MODEL ? buildVoice(s.seed, s.mac) : null,
    iot: { enabled: false, start_time: 0, duration_seconds: 0 },
    upgrade: null,
    maintenance: defaultMaintenance(),
    admin: defaultAdmin(),
    flash: null,
    node: s.node,
  };
}
