/**
 * The global filters of the security area (spec 3 §2, §3, §5): one `filter` resource holding MAC, IP, port and URL
 * filters, told apart by `type`.
 *
 * Calls (emulated in emulator/src/api/security.ts):
 * - GET filter → Filter[] (every type; the UI shows one type per page); GET filter/{id} → Filter.
 * - POST filter FilterInput → the new record (201). At the device's limit of filters of that kind
 *   (Limits.filters) it answers 400 {status:'error', code: LimitReachedCode ('max'), message}.
 * - PUT filter/{id} FilterInput (or the whole record, its own id included) → the record. The type cannot change.
 * - DELETE filter/{id} → Acknowledged.
 * Refused writes answer 400 {status:'error', message: <the pt-BR validation message>, field}.
 *
 * Port forwarding (spec 3 §3, §5, §7; emulated in emulator/src/api/security.ts):
 * - GET natportredirect → PortRedirect[]; GET natportredirect/{id} → PortRedirect.
 * - POST natportredirect PortRedirectInput → the new record (201); at Limits.port_forward rules it answers 400
 *   {status:'error', code: LimitReachedCode ('max'), message}.
 * - PUT natportredirect/{id} PortRedirectInput (or the whole record) → the record; DELETE → Acknowledged.
 * - GET remote_web_access → RemoteWebAccess[] (one record); PUT remote_web_access/{id} {port} → the record: the WAN
 *   management port no forwarded external range may cover.
 *
 * Protection and bandwidth (spec 3 §3, §5, §7):
 * - GET denial_of_service → DenialOfService[] (one record); PUT denial_of_service/0 DenialOfServiceUpdate → the record.
 *   Counts and the block time 0 to 9999 ('0 à 9999').
 * - GET qos_global → GlobalQos[] (one record); PUT qos_global/0 GlobalQosUpdate → the record. Rates are kbps, whole
 *   Mbps from 1 to 1000 (the page types Mbps). The path is ours: the spec does not show it.
 * - UPnP, the DMZ host and SIP ALG are fields of `system` (contract/src/system.ts): PUT system/0 {upnp | dmz | sip_alg}.
 */
import { array, boolean, enums, type Infer, integer, object, omit, partial, string } from 'superstruct';
import { readBack } from './api.ts';

export const filterPath = 'filter';
export const portRedirectPath = 'natportredirect';
export const remoteWebAccessPath = 'remote_web_access';
export const denialOfServicePath = 'denial_of_service';
export const globalQosPath = 'qos_global';

/** Spec 3 §3 gives IPv4 = 1 and IPv6 = 2; the other codes are ours, in the order the spec lists the kinds. */
export const FilterType = { Mac: 0, Ipv4: 1, Ipv6: 2, Url: 3, Port: 4 } as const;
export type FilterType = (typeof FilterType)[keyof typeof FilterType];
const filterTypes: readonly FilterType[] = [0, 1, 2, 3, 4];

/** Port protocols, as port-forward rules code them (spec 3 §3): 0 TCP, 1 UDP, 2 both (a filter's default). */
export const PortProtocol = { Tcp: 0, Udp: 1, Both: 2 } as const;
export type PortProtocol = (typeof PortProtocol)[keyof typeof PortProtocol];
export const portProtocols: readonly PortProtocol[] = [0, 1, 2];

/** The four pages of /security/filter, and the filter types each one lists. */
export type FilterKind = 'mac' | 'ip' | 'port' | 'url';
export const filterKinds: readonly FilterKind[] = ['mac', 'ip', 'port', 'url'];
export function filterKindOf(type: FilterType): FilterKind {
  if (type === FilterType.Mac) return 'mac';
  if (type === FilterType.Url) return 'url';
  if (type === FilterType.Port) return 'port';
  return 'ip';
}

export const Filter = object({
  id: string(),
  enabled: boolean(),
  type: enums(filterTypes),
  /** the MAC, IP address or host name filtered; '' for a port filter */
  target: string(),
  description: string(),
  /** a port filter's protocol; 2 (both) for the other kinds */
  protocol: enums(portProtocols),
  /** a port filter's range, 1 to 65535; 0 for the other kinds */
  port_start: integer(),
  port_end: integer(),
});
export type Filter = Infer<typeof Filter>;
export const FilterList = array(Filter);
export const FilterInput = omit(Filter, ['id']);
export type FilterInput = Infer<typeof FilterInput>;

/**
 * The remote-access service (remotize) the router reaches for remote management. A URL filter on it, or on a
 * domain above it, would cut the owner off: spec 3 §5 refuses it.
 */
export const REMOTIZE_HOST = 'remotize.intelbras.com.br';

const PortRange = object({ start: integer(), end: integer() });
export type PortRange = Infer<typeof PortRange>;

/** A port-forwarding rule: traffic reaching the WAN on externalPort goes to internalIP:internalPort. */
export const PortRedirect = object({
  id: string(),
  /** 1 to 32 characters */
  description: string(),
  protocol: enums(portProtocols),
  externalPort: PortRange,
  internalIP: string(),
  internalPort: PortRange,
});
export type PortRedirect = Infer<typeof PortRedirect>;
export const PortRedirectList = array(PortRedirect);
export const PortRedirectInput = omit(PortRedirect, ['id']);
export type PortRedirectInput = Infer<typeof PortRedirectInput>;

/** The port the router's web interface answers on from the WAN (remote management). */
export const RemoteWebAccess = object({ id: integer(), port: integer() });
export type RemoteWebAccess = Infer<typeof RemoteWebAccess>;
export const RemoteWebAccessList = array(RemoteWebAccess);
const RemoteWebAccessUpdate = omit(RemoteWebAccess, ['id']);
export type RemoteWebAccessUpdate = Infer<typeof RemoteWebAccessUpdate>;
export const RemoteWebAccessPut = readBack(RemoteWebAccess, RemoteWebAccessUpdate);

/** The flood protections: each a switch and its packets-per-second threshold (0 to 9999). */
export const dosFloods = [
  'sysflood_syn', 'ipfloodsyn', 'sysflood_fin', 'ipfloodfin', 'sysfloodudp', 'ipfloodudp', 'sysfloodicmp', 'ipfloodicmp',
] as const;
export type DosFlood = (typeof dosFloods)[number];
/** The attack filters that are only switched on or off. */
export const dosSwitches = [
  'icmpsmurfenabled', 'iplandenabled', 'ipspoofenabled', 'ipteardropenabled', 'pingofdeathenabled', 'tcpscanenabled',
  'tcpsynwithdataenabled', 'udpbombenabled', 'udpechochargenenabled',
] as const;
export type DosSwitch = (typeof dosSwitches)[number];

/** Port-scan sensitivity (spec 3 §9): high = 10 packets per second, low = 200. */
export const PortScanSensitivity = { Low: 0, High: 1 } as const;

export const DenialOfService = object({
  id: integer(),
  dos_enabled: boolean(),
  sysflood_syn: boolean(), sysflood_syn_count: integer(),
  ipfloodsyn: boolean(), ipfloodsyn_count: integer(),
  sysflood_fin: boolean(), sysflood_fin_count: integer(),
  ipfloodfin: boolean(), ipfloodfin_count: integer(),
  sysfloodudp: boolean(), sysfloodudp_count: integer(),
  ipfloodudp: boolean(), ipfloodudp_count: integer(),
  sysfloodicmp: boolean(), sysfloodicmp_count: integer(),
  ipfloodicmp: boolean(), ipfloodicmp_count: integer(),
  /** block a source that trips a protection, for ipblocktime seconds */
  sourceipblock: boolean(),
  ipblocktime: integer(),
  tcpudpportscan: boolean(),
  portscansensi: enums([0, 1]),
  icmpsmurfenabled: boolean(),
  iplandenabled: boolean(),
  ipspoofenabled: boolean(),
  ipteardropenabled: boolean(),
  pingofdeathenabled: boolean(),
  tcpscanenabled: boolean(),
  tcpsynwithdataenabled: boolean(),
  udpbombenabled: boolean(),
  udpechochargenenabled: boolean(),
});
export type DenialOfService = Infer<typeof DenialOfService>;
export const DenialOfServiceList = array(DenialOfService);
export const DenialOfServiceUpdate = partial(omit(DenialOfService, ['id']));
export type DenialOfServiceUpdate = Infer<typeof DenialOfServiceUpdate>;
export const DenialOfServicePut = readBack(DenialOfService, DenialOfServiceUpdate);

/** Global bandwidth control: the whole network's download and upload, in kbps. */
export const GlobalQos = object({ id: integer(), enabled: boolean(), global_download: integer(), global_upload: integer() });
export type GlobalQos = Infer<typeof GlobalQos>;
export const GlobalQosList = array(GlobalQos);
export const GlobalQosUpdate = partial(omit(GlobalQos, ['id']));
export type GlobalQosUpdate = Infer<typeof GlobalQosUpdate>;
export const GlobalQosPut = readBack(GlobalQos, GlobalQosUpdate);
