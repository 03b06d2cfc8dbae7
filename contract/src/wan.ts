/**
 * The WAN side (spec 2 §3, §4.1, §4.3, §5.3): the WAN interface, its detection, the PPPoE credentials and the WAN
 * port's link. The rules of a write: validate/wan.ts.
 * - GET wan → Wan[]; PUT wan/0 WanUpdate → the record.
 * - GET wan_detect → [WanDetect]: what the router found on its WAN port (detectOutcome reads it).
 * - GET pppoe → [] or [Pppoe]; POST PppoeInput; PUT pppoe/{id} PppoeInput.
 * - GET link → Link[] (the UI reads the first item: the WAN port).
 */
import { array, boolean, enums, integer, object, omit, partial, pick, string, type Infer } from 'superstruct';
import { readBack } from './api.ts';

export const wanPath = 'wan';
export const wanDetectPath = 'wan_detect';
export const pppoePath = 'pppoe';
export const linkPath = 'link';

const DnsV4 = object({ automatic: boolean(), dns1: string(), dns2: string(), dns3: string() });
const DnsV6 = object({ dns1: string(), dns2: string(), dns3: string() });

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
export const WanUpdate = pick(partial(Wan), ['mode', 'mtu', 'ip4', 'netmask', 'gateway', 'clonedMac', 'dns_v4']);
export type WanUpdate = Infer<typeof WanUpdate>;
/** PUT wan/0 takes the record as read back: its id, interfaceID, IPv6 and port details are read-only (api.ts ReadBack). */
export const WanPut = readBack(Wan, WanUpdate, ['connection_uptime']);

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
export const PppoePut = readBack(Pppoe, PppoeInput);

export const WanDetectValue = enums(['found', 'not found', 'maybe'] as const);
export const WanDetect = object({ hasDHCP: WanDetectValue, hasStatic: WanDetectValue, hasPPPoE: WanDetectValue });
export type WanDetect = Infer<typeof WanDetect>;

/** A port; status true when a cable is plugged, speed in Mbps (0 when down). */
export const Link = object({ name: string(), status: boolean(), speed: integer() });
export type Link = Infer<typeof Link>;
export const LinkList = array(Link);
