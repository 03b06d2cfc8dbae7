/**
 * Typed calls of the interfaces (spec 2 §4.10, §7): interface/{id} (the LAN's address and netmask, the WAN's MAC) and
 * interface_statistics/{id} (its traffic counters). lan and wan name theirs in interfaceID.
 */
import {
  Interface,
  interfacePath,
  InterfaceStatistics,
  interfaceStatisticsPath,
  type InterfaceUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

const one = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

/** GET interface/{id}. */
export function getInterface(id: string, options?: GetOptions): Promise<Interface> {
  return api.get(one(interfacePath, id), Interface, options);
}

/** PUT interface/{id}: the LAN's address and netmask (spec 2 §4.10); the router moves once it applies. */
export function updateInterface(id: string, update: InterfaceUpdate): Promise<Interface> {
  return api.put(one(interfacePath, id), update, Interface);
}

/** GET interface_statistics/{id}: the traffic counters of an interface. */
export function getInterfaceStatistics(id: string, options?: GetOptions): Promise<InterfaceStatistics> {
  return api.get(one(interfaceStatisticsPath, id), InterfaceStatistics, options);
}
