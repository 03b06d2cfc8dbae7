/**
 * Typed calls of the LAN resources (spec 2 §4.10, §7): the LAN, its DHCP server and the static leases. The LAN's
 * address is its interface's (interface.ts). Collections answer lists; the LAN and the DHCP server are the first item.
 */
import {
  DhcpServer,
  DhcpServerList,
  dhcpServerPath,
  DhcpStaticLease,
  DhcpStaticLeaseList,
  dhcpStaticLeasePath,
  LanList,
  lanPath,
  type DhcpServerUpdate,
  type DhcpStaticLeaseInput,
  type Lan,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { collection, recordPath } from './crud.ts';

/** GET lan: the LAN (its interfaceID names the interface/{id} that carries it). */
export function getLan(options?: GetOptions): Promise<Lan> {
  return api.getFirst(lanPath, LanList, options);
}

/** GET dhcp_server: the LAN's DHCP server (its range bounds the static leases). */
export function getDhcpServer(options?: GetOptions): Promise<DhcpServer> {
  return api.getFirst(dhcpServerPath, DhcpServerList, options);
}

/** PUT dhcp_server/{interface} (spec 2 §4.10). */
export function updateDhcpServer(iface: string, update: DhcpServerUpdate): Promise<DhcpServer> {
  return api.put(recordPath(dhcpServerPath, iface), update, DhcpServer);
}

export const {
  list: getStaticLeases, create: createStaticLease, update: updateStaticLease, remove: deleteStaticLease,
} = collection<DhcpStaticLease, DhcpStaticLeaseInput>(dhcpStaticLeasePath, DhcpStaticLeaseList, DhcpStaticLease);
