/**
 * One device's state, from what its profile (the local device) or the mesh (an agent) decided.
 * The seeded faker given draws what is left open (channels, WAN address), so the same inputs always
 * give the same device. Addresses are data only.
 *
 * Its network (spec 1 §3: LAN, WAN, radios, Wi-Fi, date-time) is built once here, then answered through the views
 * of each resource's module, which follow the clock and the internet state. Choices: LAN interface id 'lan', WAN
 * interface id 'wan' (device/interface.ts); WAN by DHCP with an address from a Brazilian ISP-like block (/21); while
 * the internet is down the WAN has no lease (0.0.0.0, connection_uptime 0) and WAN detection finds nothing. An agent's
 * WAN port is unused (its link is the mesh backhaul), so it shows no lease. IPv6 addresses (a global one, then the
 * link-local one, last) are shown while system.ipv6 is on; the link-local one always.
 */
import {
  Cipher,
  encodeSecret,
  modelInfo,
  type ModelInfo,
  type ModelName,
  type OperationMode,
  type Radio,
  VOICE_MODEL,
  wifiInterfaceIndex,
  type Wireless,
} from '@roteador/contract';
import type { SimpleFaker } from '@faker-js/faker';
import type { DeviceState, NodePlace } from './state.ts';
import { LAN_ID, WAN_ID } from './interface.ts';
import { defaultDhcp, defaultLimits } from './lan.ts';
import { DEFAULT_REMOTE_WEB_ACCESS_PORT } from './port-redirect.ts';
import { defaultDos, defaultQos, defaultSystemSettings } from './protection.ts';
import { defaultSystemPages } from './system.ts';
import { newTraffic } from './traffic.ts';
import { buildAlexa } from './alexa.ts';

export interface DeviceSeed {
  faker: SimpleFaker;
  /** the emulator's seed (Alexa registration codes are drawn from it) */
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
    system: { operationMode: s.operationMode, ipv6: { enabled: false }, ...defaultSystemSettings(), ...defaultSystemPages() },
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
    alexa: s.model === VOICE_MODEL ? buildAlexa(s.seed, s.mac) : null,
    iot: { enabled: false, start_time: 0, duration_seconds: 0 },
    upgrade: null,
    flash: null,
    node: s.node,
  };
}

// ---- the network ------------------------------------------------------------------------------------------------

const LAN_NETMASK = '255.255.255.0';

/** Six bytes as a MAC, AA:BB:CC:DD:EE:FF. */
export function macOfBytes(bytes: readonly number[]): string {
  return bytes.map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
}

/** A unicast MAC drawn from the seeded faker (never all-zero). */
export function seededMac(faker: SimpleFaker): string {
  const bytes = Array.from({ length: 6 }, () => faker.number.int({ min: 0, max: 255 }));
  bytes[0] &= 0xfe; // clear the multicast bit: a device MAC is unicast
  if (!bytes.some((b) => b !== 0)) bytes[5] = 1;
  return macOfBytes(bytes);
}

/** fe80:: address of a MAC (modified EUI-64). */
export function linkLocal(mac: string): string {
  const b = mac.split(':').map((h) => parseInt(h, 16));
  const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
  return `fe80::${hex(b[0] ^ 2, b[1])}:${hex(b[2], 0xff)}:${hex(0xfe, b[3])}:${hex(b[4], b[5])}`;
}

/** The next MAC (the WAN port's MAC follows the LAN's). */
function nextMac(mac: string): string {
  const n = (BigInt('0x' + mac.replace(/:/g, '')) + 1n) & 0xffffffffffffn;
  return n.toString(16).padStart(12, '0').toUpperCase().match(/../g)!.join(':');
}

interface NetworkSeed {
  faker: SimpleFaker;
  mac: string;
  lanIp: string;
  /** the mesh's global IPv6 prefix (shared by its nodes), e.g. 2804:14d:5c81:8a00 */
  ip6Prefix: string;
  host: number;
  info: ModelInfo;
  ssid: string;
  wifiKey: string;
}

/** Radio modes (0–13; 7 and above have OFDMA and TWT): ours, one per band and generation. */
function radios(seed: NetworkSeed): Radio[] {
  const { info, faker } = seed;
  // the radio's standard, one value of the spec's table (contract IEEE_STANDARDS): n (ac on 5 GHz), or ax on Wi-Fi 6
  const bands = [
    { frequency: '2.4', bandwidth: '40', channels: [1, 6, 11], mimo: false, opMode: info.wifi6 ? 8 : 4, std: 8 },
    { frequency: '5', bandwidth: '80', channels: [36, 40, 44, 48, 149, 153], mimo: true, opMode: info.wifi6 ? 9 : 6, std: 16 },
  ] as const;
  return bands.slice(0, info.dualBand ? 2 : 1).map((band, i) => ({
    id: `radio${i}`,
    frequency: band.frequency,
    enabled: true,
    bandwidth: band.bandwidth,
    configuredChannel: 0,
    channel: faker.helpers.arrayElement(band.channels),
    extension: 'auto',
    power: 'Alto',
    mu_mimo: band.mimo,
    beamforming: band.mimo,
    ofdma: info.wifi6,
    twt: info.wifi6,
    opMode: band.opMode,
    ieee_std: info.wifi6 ? 32 : band.std,
  }));
}

function wireless(seed: NetworkSeed, radioList: Radio[]): Wireless[] {
  return radioList.map((radio, i) => ({
    id: `wl${i}`,
    // wlan0 is the 5 GHz network (spec 3 §3; contract wifiInterfaceIndex): radio0 stays the 2.4 GHz radio
    interfaceID: `wlan${wifiInterfaceIndex(radio.id, radioList)}`,
    radioID: radio.id,
    ssid: radio.frequency === '5' ? `${seed.ssid}-5G` : seed.ssid,
    enabled: true,
    wps: true, // on by default (and kept on by a mesh controller, spec 2 §4.11)
    broadcast: true,
    cipher: seed.info.wifi6 ? Cipher.Wpa2Wpa3 : Cipher.Wpa2,
    crypto: 2,
    key: encodeSecret(seed.wifiKey),
    frequency: radio.frequency,
    isRoot: true,
    mode: 0,
    guest_network: false,
    client_mode_rssi: 0,
  }));
}

/** A WAN address in a /21 of an ISP-like block, with its gateway (.1 of the block). */
function ispAddress(faker: SimpleFaker) {
  const a = faker.helpers.arrayElement([177, 179, 187, 189, 191, 201]);
  const b = faker.number.int({ min: 16, max: 250 });
  const block = faker.number.int({ min: 0, max: 31 }) * 8;
  const c = block + faker.number.int({ min: 0, max: 7 });
  const d = faker.number.int({ min: 2, max: 254 });
  return { ip: `${a}.${b}.${c}.${d}`, gateway: `${a}.${b}.${block}.1` };
}

function buildNetwork(seed: NetworkSeed, now: number): DeviceState['network'] {
  const { faker, mac } = seed;
  const radioList = radios(seed);
  const isp = ispAddress(faker);
  const wanMac = nextMac(mac);
  return {
    lan: {
      interfaceID: LAN_ID,
      ip4: seed.lanIp,
      netmask: LAN_NETMASK,
      mac,
      ip6_list: [`${seed.ip6Prefix}::${seed.host.toString(16)}`, linkLocal(mac)],
    },
    wan: {
      interfaceID: WAN_ID,
      mode: 0,
      mtu: 1500,
      ip4: isp.ip,
      netmask: '255.255.248.0',
      gateway: isp.gateway,
      gateway_v6: '',
      clonedMac: '',
      dns_v4: { automatic: true, dns1: isp.gateway, dns2: '8.8.8.8', dns3: '' },
      dns_v6: { dns1: '', dns2: '', dns3: '' },
      interface: { mac: wanMac, ip4: isp.ip, netmask: '255.255.248.0', mtu: 1500, ip6_list: [] },
    },
    radios: radioList,
    wireless: wireless(seed, radioList),
    // NTP.br's a.st1 and b.st1 (data only: nothing is contacted); spec 3 §5 asks for IPv4 addresses
    ntp: { automatic: true, ntp_server1: '200.160.7.186', ntp_server2: '201.49.148.135' },
    wanUpSince: now,
    wanLease: { ip4: isp.ip, netmask: '255.255.248.0', gateway: isp.gateway },
    dhcp: defaultDhcp(seed.lanIp),
    leases: [],
    limits: defaultLimits(seed.info.name),
    pendingRestart: false,
    pppoe: null,
    bandSteering: false,
    repeater: null,
    cable: true,
    detect: null,
  };
}
