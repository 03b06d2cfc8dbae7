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
 */
import { array, boolean, enums, type Infer, integer, object, omit, string } from 'superstruct';

export const filterPath = 'filter';
export const portRedirectPath = 'natportredirect';
export const remoteWebAccessPath = 'remote_web_access';

/** Spec 3 §3 gives IPv4 = 1 and IPv6 = 2; the other codes are ours, in the order the spec lists the kinds. */
export const FilterType = { Mac: 0, Ipv4: 1, Ipv6: 2, Url: 3, Port: 4 } as const;
export type FilterType = (typeof FilterType)[keyof typeof FilterType];
export const filterTypes: readonly FilterType[] = [0, 1, 2, 3, 4];

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

export const PortRange = object({ start: integer(), end: integer() });
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
export const RemoteWebAccessUpdate = object({ port: integer() });
export type RemoteWebAccessUpdate = Infer<typeof RemoteWebAccessUpdate>;
