/** What the devices scenarios read and look at: the router's devices, reservations and DMZ; a card; a group. */
import { expect, type Locator, type Page } from '@playwright/test';
import { isWiredDevice, sameMac, wifiMode, type ConnectedDevice } from '@roteador/contract';
import type { App } from '../dsl/app';
import type { RouterClient } from '../dsl/router';

export const LIST = '/devices';
export const detail = (mac: string) => `/devices/${mac}`;

/** How the list and the page name a device. */
export const nameOf = (d: Pick<ConnectedDevice, 'hostname'>) => d.hostname || 'Desconhecido';

/** The card of a device on /devices (a link named by its name and MAC), in the page or in one group. */
export const card = (page: Page | Locator, d: Pick<ConnectedDevice, 'hostname' | 'mac'>) =>
  page.getByRole('link', { name: `${nameOf(d)}, ${d.mac}`, exact: true });

/** A group of /devices, by its title ('Conectados na rede X', 'Dispositivos Bloqueados'). */
export const group = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A state card of /devices/{mac} (Conexão, Geração Wi-Fi, Nível de sinal…). */
export const fact = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** An information line of /devices/{mac}: its value. */
export const infoLine = (page: Page, label: string) =>
  page.locator('.device-row').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** What a card shows of a device, as the spec lists it: signal or 'Cabeada', and the Wi-Fi generation. */
export function expectedSignal(d: ConnectedDevice): string {
  return isWiredDevice(d) ? 'Cabeada' : `${d.signalLevel} dBm`;
}
export function expectedGeneration(d: ConnectedDevice): string {
  return isWiredDevice(d) ? 'Cabeada' : `Wi-Fi ${wifiMode(d.opMode)!.generation}`;
}

/** A named Wi-Fi device the router sees now, on the router itself, with an address no reservation holds. */
export async function unreservedDevice(router: RouterClient): Promise<ConnectedDevice> {
  const [devices, leases] = await Promise.all([router.connectedDevices(), router.leases()]);
  const taken = new Set(leases.flatMap((l) => [l.ip, l.mac.toUpperCase()]));
  const found = devices.find((d) => d.hostname !== '' && d.ip !== '' && d.signalLevel !== -100 && !d.blocked &&
    !d.node_mac && !taken.has(d.ip) && !taken.has(d.mac.toUpperCase()));
  if (!found) throw new Error('o perfil demo não tem um dispositivo conectado sem reserva');
  return found;
}

/**
 * The owner on the page of a named, unreserved device (`unreservedDevice`), once `ready` has set the router's state:
 * the device and the page's switch `name` ('Definir como DMZ', 'Fixar Endereço IP').
 */
export async function onDevicePage(app: App, router: RouterClient, name: string, ready?: () => Promise<unknown>) {
  const d = await unreservedDevice(router);
  await ready?.();
  await app.signIn({ at: detail(d.mac) });
  return { d, toggle: app.page.getByRole('switch', { name }) };
}

/** A device the router sees now (its signal not -100), and the owner on its page. */
export async function onSeenDevicePage(app: App, router: RouterClient): Promise<ConnectedDevice> {
  const d = (await router.connectedDevices()).find((x) => x.signalLevel !== -100)!;
  await app.signIn({ at: detail(d.mac) });
  return d;
}

/** spec 3 §8: a reservation the router refuses at its limit. */
export const LEASE_LIMIT = 'Não foi possível incluir uma nova reserva, porque o número máximo de reservas foi atingido.';
/** §8's short form, beside the switches while the router holds its limit of reservations. */
export const LEASE_FULL = 'O número máximo de reservas foi atingido.';

/** The router's DMZ setting. */
export async function dmz(router: RouterClient) {
  return (await router.system()).dmz;
}

/** The reservations that hold this device (by MAC). */
export async function leasesOf(router: RouterClient, mac: string) {
  return (await router.leases()).filter((l) => sameMac(l.mac, mac));
}

/** Sets the router's DHCP server on or off straight through the API. */
export async function setDhcp(router: RouterClient, enabled: boolean) {
  const token = await router.login();
  const [server] = (await router.raw('GET', 'dhcp_server', undefined, token)).body as Array<{ interface: string }>;
  const r = await router.raw('PUT', `dhcp_server/${server.interface}`, { enabled }, token);
  expect(r.status).toBe(200);
}

/** Makes `ip` the DMZ host straight through the API (another device, for the replacement). */
export async function setDmz(router: RouterClient, ip: string) {
  const r = await router.raw('PUT', 'system/0', { dmz: { enabled: true, ip4: ip } }, await router.login());
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}
