/** What the lease scenarios read from the router: its stored leases, DHCP range and connected clients. */
import type { Locator, Page } from '@playwright/test';
import { DhcpServerList, dhcpServerPath, type DhcpStaticLease } from '@roteador/contract';
import type { RouterClient } from '../dsl/router';

export const LIST = '/network/lan/dhcp-lease';

export interface LeaseWorld {
  leases: DhcpStaticLease[];
  dhcp: { rangeStart: string; rangeEnd: string };
  /** the connected devices the form's quick pick offers: still seen, with an address */
  clients: Array<{ mac: string; ip: string; hostname: string }>;
}

export async function world(router: RouterClient): Promise<LeaseWorld> {
  const [dhcp] = await router.read(dhcpServerPath, DhcpServerList);
  const clients = (await router.connectedDevices()).filter((d) => d.signalLevel !== -100 && d.ip !== '');
  return { leases: await router.leases(), dhcp, clients };
}

const host = (ip: string) => Number(ip.split('.')[3]);
const prefix = (ip: string) => ip.split('.').slice(0, 3).join('.');

/**
 * A named client not reserved yet whose address a reservation may take (inside the DHCP range, no lease's): the
 * quick pick offers it, under a name no other device has.
 */
export function freeClient(w: LeaseWorld) {
  const reserved = new Set(w.leases.map((l) => l.mac.toUpperCase()));
  const taken = new Set(w.leases.map((l) => l.ip));
  const named = (name: string) => w.clients.filter((c) => c.hostname === name).length;
  const client = w.clients.find((c) =>
    c.hostname !== '' && named(c.hostname) === 1 && !reserved.has(c.mac.toUpperCase()) && !taken.has(c.ip) && inRange(w, c.ip));
  if (!client) throw new Error('o roteador não tem um cliente conectado sem reserva (com nome e endereço na faixa DHCP)');
  return client;
}

/** Whether an address is inside the DHCP range. */
function inRange(w: LeaseWorld, ip: string): boolean {
  return prefix(ip) === prefix(w.dhcp.rangeStart) && host(ip) >= host(w.dhcp.rangeStart) && host(ip) <= host(w.dhcp.rangeEnd);
}

/** An address of the DHCP range no lease and no connected client has, from its upper end down. */
export function freeAddress(w: LeaseWorld): string {
  const used = new Set([...w.leases.map((l) => l.ip), ...w.clients.map((c) => c.ip)]);
  for (let h = host(w.dhcp.rangeEnd); h >= host(w.dhcp.rangeStart); h--) {
    const ip = `${prefix(w.dhcp.rangeStart)}.${h}`;
    if (!used.has(ip)) return ip;
  }
  throw new Error('a faixa DHCP do roteador não tem endereço livre');
}

/** The address just below the DHCP range (same network), which a reservation may not take. */
export function belowRange(w: LeaseWorld): string {
  return `${prefix(w.dhcp.rangeStart)}.${host(w.dhcp.rangeStart) - 1}`;
}

/** The network part of the range ('192.168.0.'): an address cut short. */
export function networkPrefix(w: LeaseWorld): string {
  return `${prefix(w.dhcp.rangeStart)}.`;
}

/** The list row of a lease, found by its MAC. */
export function row(page: Page, mac: string): Locator {
  return page.getByRole('list', { name: 'Reservas de IP' }).getByRole('listitem').filter({ hasText: mac });
}
