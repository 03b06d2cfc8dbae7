/**
 * Network resources read by the dashboard and the mesh pages (spec 1 §3, spec 2 §3).
 * Writes (WAN, LAN, Wi-Fi, radio) come with the network area.
 */
import { array, boolean, enums, integer, literal, nullable, number, object, omit, optional, partial, pick, string, union, type Infer } from 'superstruct';

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

/** PUT interface/{lan id}: ip4 and netmask are written; the rest of the record may be sent back as read (ignored). */
export const InterfaceUpdate = partial(Interface);
export type InterfaceUpdate = Infer<typeof InterfaceUpdate>;

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

/**
 * PUT wan/0 (spec 2 §4.1, §5.3): any subset of the writable fields; static addresses are checked only in mode 1,
 * the DNS fields only when static or dns_v4.automatic is false. clonedMac '' or 00:00:00:00:00:00: no clone.
 */
export const WanUpdate = partial(object({
  mode: enums([0, 1, 2]),
  mtu: integer(),
  ip4: string(),
  netmask: string(),
  gateway: string(),
  clonedMac: string(),
  dns_v4: DnsV4,
}));
export type WanUpdate = Infer<typeof WanUpdate>;

export const pppoePath = 'pppoe';

/**
 * PPPoE credentials. GET pppoe → [] while none exists (the UI's isCreate), else [record]; POST creates it (400 when
 * one exists), PUT pppoe/{id} updates it. username and password are encoded with encodeSecret both ways
 * (plain text is accepted on write). mtu 68–1492, default 1492.
 */
export const Pppoe = object({
  id: integer(),
  username: string(),
  password: string(),
  server: string(),
  service: string(),
  mtu: integer(),
});
export type Pppoe = Infer<typeof Pppoe>;
export const PppoeList = array(Pppoe);
export const PppoeInput = omit(Pppoe, ['id']);
export type PppoeInput = Infer<typeof PppoeInput>;

export const WanDetectValue = enums(['found', 'not found', 'maybe'] as const);
export const WanDetect = object({ hasDHCP: WanDetectValue, hasStatic: WanDetectValue, hasPPPoE: WanDetectValue });
export type WanDetect = Infer<typeof WanDetect>;

/**
 * Radio: radio0 is 2.4 GHz, radio1 5 GHz. ieee_std is the radio's Wi-Fi standard, one value of the spec's table
 * (IEEE_STANDARDS, spec 1 §2.8); any other value is 'Não reconhecido'.
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
 * POST wireless: one record on one radio (a dual-band network is two POSTs, one per radio). The key is encoded
 * with encodeSecret (plain accepted) and ignored when the cipher is 0 (open). A create at the per-band limit
 * answers 400 {code: LimitReachedCode}. The root network cannot be deleted, nor its `enabled` changed.
 * wps is stored false when the cipher is none or WPA3-only (spec 2 §5.4).
 */
export const WirelessInput = pick(Wireless, ['radioID', 'ssid', 'enabled', 'wps', 'broadcast', 'cipher', 'crypto', 'key', 'guest_network']);
export type WirelessInput = Infer<typeof WirelessInput>;

/**
 * PUT wireless/{id}: any subset; the whole record read back is accepted too (its read-only fields ignored).
 * PUT wireless/wlc sets the repeater client (the network repeated in operation mode 3, listed only in that mode):
 * {ssid, cipher, key, radioID?}; WPA-only (2) and WEP-only (1) answer 400 'Criptografia Inválida'.
 */
export const WirelessUpdate = partial(Wireless);
export type WirelessUpdate = Infer<typeof WirelessUpdate>;

export const bandSteeringPath = 'band_steering';
/** GET band_steering → [record]; PUT band_steering/0 {enabled} (dual-band models only). */
export const BandSteering = object({ id: integer(), enabled: boolean() });
export type BandSteering = Infer<typeof BandSteering>;
export const BandSteeringList = array(BandSteering);
export const BandSteeringUpdate = object({ enabled: boolean() });

/**
 * PUT radio/{id}: any subset. configuredChannel 0 (automatic), 1–13 on 2.4 GHz, 36/40/44/48/149/153/157/161/165 on
 * 5 GHz; bandwidth '20' | '40' ('20/40MHz') | '80' ('20/40/80MHz', 5 GHz only).
 */
export const RadioUpdate = partial(
  pick(Radio, ['enabled', 'bandwidth', 'configuredChannel', 'extension', 'power', 'mu_mimo', 'beamforming', 'ofdma', 'twt']),
);
export type RadioUpdate = Infer<typeof RadioUpdate>;

export const siteSurveyPath = 'site_survey';
/**
 * A network seen around the device (spec 3 §3 'Site survey entry'); channel > 14: 5 GHz. cipher uses the Cipher
 * codes 0–6 (1 WEP, 2 WPA only); op_mode the 802.11 protocol code 0–13 (names: protocolNames in tools.ts);
 * bandwidth in MHz as text ('20', '40', '80', '160'); extension the side of a 40 MHz 2.4 GHz pair ('upper' |
 * 'lower'), '' when there is none.
 */
export const SiteSurveyEntry = object({
  ssid: string(),
  channel: integer(),
  mac: string(),
  signal_level: integer(),
  cipher: integer(),
  crypto: integer(),
  op_mode: integer(),
  bandwidth: string(),
  extension: string(),
});
export type SiteSurveyEntry = Infer<typeof SiteSurveyEntry>;
export const SiteSurveyList = array(SiteSurveyEntry);

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
  /** ours: the device's time zone (admin.ts timeZones); a router without it keeps UTC */
  timezone: optional(string()),
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
