/**
 * Network resources read by the dashboard and the mesh pages (spec 1 §3, spec 2 §3).
 * Writes (WAN, LAN, Wi-Fi, radio) come with the network area.
 */
import { array, boolean, enums, integer, literal, nullable, number, object, optional, string, union, type Infer } from 'superstruct';

export const lanPath = 'lan';
export const interfacePath = 'interface';
export const wanPath = 'wan';
export const wanDetectPath = 'wan_detect';
export const radioPath = 'radio';
export const wirelessPath = 'wireless';
export const interfaceStatisticsPath = 'interface_statistics';
export const datetimePath = 'datetime';

export const Lan = object({
  /** the interface/{id} that carries the LAN */
  interfaceID: string(),
  ip4: string(),
  netmask: string(),
  mac: string(),
  ip6_list: array(string()),
});
export type Lan = Infer<typeof Lan>;
export const LanList = array(Lan);

export const Interface = object({
  id: string(),
  ip4: string(),
  netmask: string(),
  mac: string(),
  mtu: integer(),
  ip6_list: array(string()),
});
export type Interface = Infer<typeof Interface>;

export const DnsV4 = object({ automatic: boolean(), dns1: string(), dns2: string(), dns3: string() });
export const DnsV6 = object({ dns1: string(), dns2: string(), dns3: string() });

/** WAN interface and its details (read); mode 0 DHCP, 1 static, 2 PPPoE. */
export const Wan = object({
  id: integer(),
  interfaceID: string(),
  mode: enums([0, 1, 2]),
  mtu: integer(),
  ip4: string(),
  netmask: string(),
  gateway: string(),
  gateway_v6: string(),
  /** '' or 00:00:00:00:00:00: no clone */
  clonedMac: string(),
  dns_v4: DnsV4,
  dns_v6: DnsV6,
  /** seconds the WAN connection has been up (0 while down) */
  connection_uptime: integer(),
  interface: object({ mac: string(), ip4: string(), netmask: string(), mtu: integer(), ip6_list: array(string()) }),
});
export type Wan = Infer<typeof Wan>;
export const WanList = array(Wan);

export const WanDetectValue = enums(['found', 'not found', 'maybe'] as const);
export const WanDetect = object({ hasDHCP: WanDetectValue, hasStatic: WanDetectValue, hasPPPoE: WanDetectValue });
export type WanDetect = Infer<typeof WanDetect>;

/**
 * Radio: radio0 is 2.4 GHz, radio1 5 GHz. ieee_std is a bit set of the 802.11 standards the radio runs:
 * 1 b, 2 a, 4 g, 8 n, 16 ac, 32 ax (spec 1 §2.8: the highest one names the Wi-Fi generation).
 */
export const Radio = object({
  id: string(),
  frequency: enums(['2.4', '5'] as const),
  enabled: boolean(),
  bandwidth: string(),
  /** 0: automatic */
  configuredChannel: integer(),
  channel: integer(),
  extension: string(),
  power: enums(['Alto', 'Medio', 'Baixo'] as const),
  mu_mimo: boolean(),
  beamforming: boolean(),
  ofdma: boolean(),
  twt: boolean(),
  opMode: integer(),
  ieee_std: integer(),
});
export type Radio = Infer<typeof Radio>;
export const RadioList = array(Radio);

export const Wireless = object({
  id: string(),
  interfaceID: string(),
  radioID: string(),
  ssid: string(),
  enabled: boolean(),
  wps: boolean(),
  broadcast: boolean(),
  /** 0 none, 3 WPA2, 4 WPA/WPA2, 5 WPA3, 6 WPA2/WPA3 */
  cipher: integer(),
  crypto: enums([0, 2]),
  /** the key, encoded with encodeSecret */
  key: string(),
  frequency: enums(['2.4', '5'] as const),
  isRoot: boolean(),
  /** 1: repeater client */
  mode: integer(),
  guest_network: boolean(),
  client_mode_rssi: integer(),
});
export type Wireless = Infer<typeof Wireless>;
export const WirelessList = array(Wireless);

/**
 * Traffic counters of an interface: tx and rx count units of `unity_size` bytes since boot; `time` is
 * the device's clock in seconds. Mbps = Δcount · unity_size · 8 / Δtime / 1e6 (0.00 when Δtime is 0).
 */
export const InterfaceStatistics = object({
  id: string(),
  tx: number(),
  rx: number(),
  unity_size: integer(),
  time: number(),
});
export type InterfaceStatistics = Infer<typeof InterfaceStatistics>;

export const DateTime = object({
  id: integer(),
  /** epoch seconds of the device's clock */
  datetime: integer(),
  synced: boolean(),
  ntp_server: object({ automatic: boolean(), ntp_server1: string(), ntp_server2: string() }),
  is_changing_dns: boolean(),
});
export type DateTime = Infer<typeof DateTime>;
export const DateTimeList = array(DateTime);

/** A device connected to the router or to one of its mesh nodes (spec 3 §3). */
export const ConnectedDevice = object({
  mac: string(),
  ip: string(),
  ip6_list: array(string()),
  /** '' when unknown (the UI shows 'Desconhecido') */
  hostname: string(),
  vendor: string(),
  /** the SSID it joined, or 'Cabeada' */
  network: string(),
  band: nullable(enums(['2.4', '5'] as const)),
  /** dBm; -100: not seen any more (hidden by the UI) */
  signalLevel: integer(),
  /** radio mode code, 0–13: the Wi-Fi generation */
  opMode: integer(),
  /** link speed, Mbps */
  txRate: integer(),
  rxBytes: number(),
  txBytes: number(),
  unitySize: integer(),
  /** MAC of the mesh node it is attached to; absent: this router */
  node_mac: optional(string()),
  blocked: boolean(),
});
export type ConnectedDevice = Infer<typeof ConnectedDevice>;
export const ConnectedDeviceList = array(ConnectedDevice);
export const connectedDevicePath = 'connected_device';

/** Shared by answers that only acknowledge. */
export const Acknowledged = object({ status: union([literal('success'), literal(1)]) });
