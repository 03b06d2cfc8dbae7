/**
 * A device's network data (spec 1 §3: LAN, WAN, radios, Wi-Fi, date-time): built once from the seed,
 * then answered through views that follow the clock and the internet state. Addresses are data only.
 *
 * Choices: LAN interface id 'lan', WAN interface id 'wan' (interface/{id}, interface_statistics/{id});
 * WAN by DHCP with an address from a Brazilian ISP-like block (/21); while the internet is down the WAN
 * has no lease (0.0.0.0, connection_uptime 0) and WAN detection finds nothing. An agent's WAN port is
 * unused (its link is the mesh backhaul), so it shows no lease. IPv6 addresses (a global one, then the
 * link-local one, last) are shown while system.ipv6 is on; the link-local one always.
 */
import {
  Cipher,
  encodeSecret,
  type Interface,
  type Lan,
  type ModelInfo,
  type Radio,
  type Wan,
  type WanDetect,
  type Wireless,
} from '@roteador/contract';
import type { SimpleFaker } from '@faker-js/faker';
import type { DeviceState } from './state.ts';
import { defaultDhcp, defaultLimits } from './lan.ts';

export const LAN_ID = 'lan';
/** the repeater client link: listed in repeater mode, writable (PUT wireless/wlc) in any mode */
export const REPEATER_CLIENT_ID = 'wlc';
export const WAN_ID = 'wan';
export const LAN_NETMASK = '255.255.255.0';
const NO_ADDRESS = '0.0.0.0';

/** fe80:: address of a MAC (modified EUI-64). */
export function linkLocal(mac: string): string {
  const b = mac.split(':').map((h) => parseInt(h, 16));
  const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
  return `fe80::${hex(b[0] ^ 2, b[1])}:${hex(b[2], 0xff)}:${hex(0xfe, b[3])}:${hex(b[4], b[5])}`;
}

/** The next MAC (the WAN port's MAC follows the LAN's). */
export function nextMac(mac: string): string {
  const n = (BigInt('0x' + mac.replace(/:/g, '')) + 1n) & 0xffffffffffffn;
  return n.toString(16).padStart(12, '0').toUpperCase().match(/../g)!.join(':');
}

export interface NetworkSeed {
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
  const list: Radio[] = [{
    id: 'radio0',
    frequency: '2.4',
    enabled: true,
    bandwidth: '40',
    configuredChannel: 0,
    channel: faker.helpers.arrayElement([1, 6, 11]),
    extension: 'auto',
    power: 'Alto',
    mu_mimo: false,
    beamforming: false,
    ofdma: info.wifi6,
    twt: info.wifi6,
    opMode: info.wifi6 ? 8 : 4,
    // the radio's standard, one value of the spec's table (contract IEEE_STANDARDS): n, or ax on a Wi-Fi 6 model
    ieee_std: info.wifi6 ? 32 : 8,
  }];
  if (info.dualBand) {
    list.push({
      id: 'radio1',
      frequency: '5',
      enabled: true,
      bandwidth: '80',
      configuredChannel: 0,
      channel: faker.helpers.arrayElement([36, 40, 44, 48, 149, 153]),
      extension: 'auto',
      power: 'Alto',
      mu_mimo: true,
      beamforming: true,
      ofdma: info.wifi6,
      twt: info.wifi6,
      opMode: info.wifi6 ? 9 : 6,
      ieee_std: info.wifi6 ? 32 : 16,
    });
  }
  return list;
}

function wireless(seed: NetworkSeed, radioList: Radio[]): Wireless[] {
  return radioList.map((radio, i) => ({
    id: `wl${i}`,
    interfaceID: `wlan${i}`,
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

/**
 * In repeater mode (operation mode 3) the router is a client of another router's network: a Wi-Fi
 * record with mode 1 on its 5 GHz radio (2.4 GHz on single-band models), at a moderate-to-good signal.
 * Ours: the repeated network is 'Casa-Principal' (-5G), WPA2, -63 dBm.
 */
export function repeaterClient(state: DeviceState): Wireless {
  const chosen = state.network.repeater;
  const radio = state.network.radios.find((r) => r.id === chosen?.radioID) ??
    state.network.radios.find((r) => r.frequency === '5') ?? state.network.radios[0];
  const five = radio.frequency === '5';
  return {
    id: REPEATER_CLIENT_ID,
    interfaceID: five ? 'apcli1' : 'apcli0',
    radioID: radio.id,
    ssid: chosen?.ssid ?? (five ? 'Casa-Principal-5G' : 'Casa-Principal'),
    enabled: true,
    wps: false,
    broadcast: true,
    cipher: chosen?.cipher ?? Cipher.Wpa2,
    crypto: 2,
    key: chosen?.key ?? encodeSecret('principal2026'),
    frequency: radio.frequency,
    isRoot: false,
    mode: 1,
    guest_network: false,
    client_mode_rssi: -63,
  };
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

export function buildNetwork(seed: NetworkSeed, now: number): DeviceState['network'] {
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

function shownIp6(state: DeviceState, list: string[]): string[] {
  return state.system.ipv6.enabled ? [...list] : list.filter((a) => a.startsWith('fe80:'));
}

export function lanView(state: DeviceState): Lan {
  return { ...state.network.lan, ip6_list: shownIp6(state, state.network.lan.ip6_list) };
}

/** wanUp: this device's WAN has a lease (the controller while the internet is up). */
export function wanView(state: DeviceState, now: number, wanUp: boolean): Wan {
  const { interface: port, ...wan } = state.network.wan;
  const since = Math.max(state.network.wanUpSince, state.power.bootAt);
  const address = (value: string) => (wanUp ? value : NO_ADDRESS);
  return {
    id: 0,
    ...structuredClone(wan),
    ip4: address(wan.ip4),
    netmask: address(wan.netmask),
    gateway: address(wan.gateway),
    connection_uptime: wanUp ? Math.max(0, Math.floor((now - since) / 1000)) : 0,
    interface: { ...port, ip4: address(port.ip4), netmask: address(port.netmask), ip6_list: [...port.ip6_list] },
  };
}

export function interfaceViews(state: DeviceState, wanUp: boolean): Interface[] {
  const lan = lanView(state);
  const port = state.network.wan.interface;
  return [
    { id: LAN_ID, ip4: lan.ip4, netmask: lan.netmask, mac: lan.mac, mtu: 1500, ip6_list: lan.ip6_list },
    {
      id: WAN_ID,
      ip4: wanUp ? port.ip4 : NO_ADDRESS,
      netmask: wanUp ? port.netmask : NO_ADDRESS,
      mac: port.mac,
      mtu: port.mtu,
      ip6_list: [...port.ip6_list],
    },
  ];
}

/**
 * What a WAN detection finds: nothing without a cable; else what the control API set; else the ISP's DHCP while
 * the line is up, nothing while it is down.
 */
export function wanDetectView(wanUp: boolean, state?: DeviceState): WanDetect {
  if (state && !state.network.cable) return { hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'not found' };
  if (state?.network.detect) return { ...state.network.detect };
  return wanUp
    ? { hasDHCP: 'found', hasStatic: 'maybe', hasPPPoE: 'not found' }
    : { hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'not found' };
}
