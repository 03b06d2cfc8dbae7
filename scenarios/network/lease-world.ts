/** What the lease scenarios read from the emulated router: its stored leases, DHCP range and clients. */
import type { Locator, Page } from '@playwright/test';
import type { DhcpStaticLease } from '@roteador/contract';
import type { EmulatorControl } from '../dsl/emulator';

export const LIST = '/network/lan/dhcp-lease';

export interface LeaseWorld {
  leases: DhcpStaticLease[];
  dhcp: { rangeStart: string; rangeEnd: string };
  clients: Array<{ mac: string; ip: string; hostname: string }>;
}

export async function world(emulator: EmulatorControl): Promise<LeaseWorld> {
  const s = await emulator.state();
  return { leases: s.network.leases, dhcp: s.network.dhcp, clients: s.clients };
}

/** A named client the demo has not reserved yet (the quick pick offers it). */
export function freeClient(w: LeaseWorld) {
  const reserved = new Set(w.leases.map((l) => l.mac));
  const client = w.clients.find((c) => c.hostname !== '' && !reserved.has(c.mac));
  if (!client) throw new Error('o perfil demo não tem um cliente sem reserva');
  return client;
}

/** The list row of a lease, found by its MAC. */
export function row(page: Page, mac: string): Locator {
  return page.getByRole('list', { name: 'Reservas de IP' }).getByRole('listitem').filter({ hasText: mac });
}
