/**
 * Typed calls of the LAN-side resources (contract/src/lan.ts): the DHCP server and the static leases.
 * Collections answer lists; the DHCP server is the first item (spec 2 §7).
 */
import {
  Acknowledged,
  DhcpServer,
  DhcpServerList,
  dhcpServerPath,
  DhcpStaticLease,
  DhcpStaticLeaseList,
  dhcpStaticLeasePath,
  Interface,
  interfacePath,
  type DhcpServerUpdate,
  type InterfaceUpdate,
  type DhcpStaticLeaseInput,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

/** GET dhcp_server: the LAN's DHCP server (its range bounds the static leases). */
export async function getDhcpServer(options?: GetOptions): Promise<DhcpServer> {
  const list = await api.get(dhcpServerPath, DhcpServerList, options);
  const server = list[0];
  if (!server) throw new MalformedAnswerError(dhcpServerPath, 'empty list');
  return server;
}

/** PUT dhcp_server/{interface} (spec 2 §4.10). */
export async function updateDhcpServer(iface: string, update: DhcpServerUpdate): Promise<DhcpServer> {
  return api.put(`${dhcpServerPath}/${encodeURIComponent(iface)}`, update, DhcpServer);
}

/** PUT interface/{id}: the LAN's address and netmask (spec 2 §4.10); the router moves once it applies. */
export function updateInterface(id: string, update: InterfaceUpdate): Promise<Interface> {
  return api.put(`${interfacePath}/${encodeURIComponent(id)}`, update, Interface);
}

export function getStaticLeases(options?: GetOptions): Promise<DhcpStaticLease[]> {
  return api.get(dhcpStaticLeasePath, DhcpStaticLeaseList, options);
}

export function createStaticLease(input: DhcpStaticLeaseInput): Promise<DhcpStaticLease> {
  return api.post(dhcpStaticLeasePath, input, DhcpStaticLease);
}

export function updateStaticLease(id: string, input: DhcpStaticLeaseInput): Promise<DhcpStaticLease> {
  return api.put(`${dhcpStaticLeasePath}/${encodeURIComponent(id)}`, input, DhcpStaticLease);
}

export async function deleteStaticLease(id: string): Promise<void> {
  await api.delete(`${dhcpStaticLeasePath}/${encodeURIComponent(id)}`, Acknowledged);
}
