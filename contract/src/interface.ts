/**
 * The device's interfaces (spec 1 §3, spec 2 §3): each one's addresses, and its traffic counters.
 * - GET interface → Interface[]; PUT interface/{lan id} InterfaceUpdate: ip4 and netmask are written (the LAN's
 *   address), the rest of the record may be sent back as read (ignored).
 * - GET interface_statistics → InterfaceStatistics[].
 */
import { array, integer, number, object, partial, string, type Infer } from 'superstruct';

export const interfacePath = 'interface';
export const interfaceStatisticsPath = 'interface_statistics';

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
