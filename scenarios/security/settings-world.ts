/** What the security settings scenarios read: the system record, the reservations and the connected devices. */
import { expect } from '@playwright/test';
import type { ConnectedDevice, DhcpStaticLease, GlobalQos, System } from '@roteador/contract';
import type { RouterClient } from '../dsl/router';

export async function read<T>(router: RouterClient, path: string): Promise<T> {
  const r = await router.raw('GET', path, undefined, await router.login());
  expect(r.status, `GET ${path}`).toBe(200);
  return r.body as T;
}

export const system = async (router: RouterClient) => (await read<System[]>(router, 'system'))[0];
export const qos = async (router: RouterClient) => (await read<GlobalQos[]>(router, 'qos_global'))[0];
export const leases = (router: RouterClient) => read<DhcpStaticLease[]>(router, 'dhcp_static_lease');

/** A named, connected device whose address no reservation holds. */
export async function unreservedDevice(router: RouterClient): Promise<ConnectedDevice> {
  const [devices, stored] = await Promise.all([read<ConnectedDevice[]>(router, 'connected_device'), leases(router)]);
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
