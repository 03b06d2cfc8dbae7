/** What the security settings scenarios read: the system record, the reservations and the connected devices. */
import { expect } from '@playwright/test';
import {
  intToIp, ipToInt, LimitsList, limitsPath, type ConnectedDevice, type DhcpServer, type DhcpStaticLease, type GlobalQos, type System,
} from '@roteador/contract';
import type { RouterClient } from '../dsl/router';

export const system = async (router: RouterClient) => (await router.readAs<System[]>('system'))[0];
export const qos = async (router: RouterClient) => (await router.readAs<GlobalQos[]>('qos_global'))[0];
export const leases = (router: RouterClient) => router.readAs<DhcpStaticLease[]>('dhcp_static_lease');

/** A named, connected device whose address no reservation holds. */
export async function unreservedDevice(router: RouterClient): Promise<ConnectedDevice> {
  const [devices, stored] = await Promise.all([router.readAs<ConnectedDevice[]>('connected_device'), leases(router)]);
  const taken = new Set(stored.flatMap((l) => [l.ip, l.mac.toUpperCase()]));
  const device = devices.find((d) => d.hostname !== '' && d.ip !== '' && d.signalLevel !== -100 &&
    !taken.has(d.ip) && !taken.has(d.mac.toUpperCase()));
  if (!device) throw new Error('o perfil demo não tem um dispositivo conectado sem reserva');
  return device;
}

/** A write the router refuses with this message. */
export async function expectRefused(router: RouterClient, path: string, body: unknown, message: string) {
  const r = await router.raw('PUT', path, body, await router.login());
  expect(r.status, `PUT ${path} ${JSON.stringify(body)}`).toBe(400);
  expect((r.body as { message: string }).message).toBe(message);
}

/**
 * Stores reservations through the API, as the owner would, until the router holds its own limit (GET limits): each
 * for an address of the DHCP pool and a MAC no reservation, connected device or `keep` uses.
 */
export async function fillLeases(router: RouterClient, keep: ConnectedDevice): Promise<void> {
  const [{ static_leases: limit }] = await router.read(limitsPath, LimitsList);
  const [[server], [lan], stored, devices] = await Promise.all([
    router.readAs<DhcpServer[]>('dhcp_server'), router.readAs<Array<{ ip4: string }>>('lan'), leases(router),
    router.readAs<ConnectedDevice[]>('connected_device'),
  ]);
  const ips = new Set([lan.ip4, keep.ip, ...stored.map((l) => l.ip), ...devices.map((d) => d.ip)]);
  const macs = new Set([keep.mac, ...stored.map((l) => l.mac), ...devices.map((d) => d.mac)].map((mac) => mac.toUpperCase()));
  const first = ipToInt(server.rangeStart)!;
  const token = await router.login();
  let ip = ipToInt(server.rangeEnd)!;
  let n = 0;
  for (let added = 0; stored.length + added < limit; added++) {
    while (ips.has(intToIp(ip))) ip--;
    let mac: string;
    do mac = `02:00:00:00:${(++n >> 8).toString(16).padStart(2, '0')}:${(n & 255).toString(16).padStart(2, '0')}`.toUpperCase();
    while (macs.has(mac));
    expect(ip, 'o pool do DHCP não tem endereços livres para chegar ao limite de reservas').toBeGreaterThanOrEqual(first);
    const r = await router.raw('POST', 'dhcp_static_lease', { description: `Limite ${added + 1}`, mac, ip: intToIp(ip--) }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
}
