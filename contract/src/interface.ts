/**
 * The device's interfaces (spec 1 §3, spec 2 §3): each one's addresses, and its traffic counters.
 * - GET interface → Interface[]; GET interface/{id}: the LAN's also by its system name (LAN_BRIDGE, what public
 *   clients of this API ask for).
 * - PUT interface/{lan id} InterfaceUpdate: ip4 and netmask are written (the LAN's address); the rest of the record
 *   may be sent back as read (InterfacePut: read-only, api.ts ReadBack).
 * - GET interface_statistics → InterfaceStatistics[].
 */
import { array, integer, number, object, partial, pick, string, type Infer } from 'superstruct';
import { readBack } from './api.ts';

export const interfacePath = 'interface';
export const interfaceStatisticsPath = 'interface_statistics';

/** The LAN bridge's system name: interface/br0 is the LAN's interface (our id 'lan'). */
export const LAN_BRIDGE = 'br0';

export const Interface = object({
  id: string(),
  ip4: string(),
  netmask: string(),
  mac: string(),
  mtu: integer(),
  /** how many IPv6 addresses ip6_list holds */
  ip6_count: integer(),
  ip6_list: array(string()),
});
export type Interface = Infer<typeof Interface>;

/** PUT interface/{lan id}: ip4 and netmask are written. */
export const InterfaceUpdate = partial(pick(Interface, ['ip4', 'netmask']));
export type InterfaceUpdate = Infer<typeof InterfaceUpdate>;
export const InterfacePut = readBack(Interface, InterfaceUpdate, ['ip6_count', 'ip6_list']);

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
