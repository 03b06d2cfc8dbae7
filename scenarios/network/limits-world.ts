/**
 * A router at one of its limits, reached through its own API (spec 2 §8 'max': static leases, Wi-Fi networks per
 * band): records are added until the router answers its "max" refusal — the router's real limit, whatever it is —
 * so the same scenario runs on the emulator and on a bench. A scenario that fills declares effects 'configuration':
 * on a bench the guard deletes what was added (leases and Wi-Fi networks are collections, hil/src/resources.ts); on
 * the emulator the device is reset before each scenario.
 */
import { expect } from '@playwright/test';
import { encodeSecret, LimitReachedCode, type DhcpStaticLease, type Wireless } from '@roteador/contract';
import type { RouterClient } from '../dsl/router';
import { world } from './lease-world';

/** More records than any model holds: a router that accepts them all has no limit the scenario can reach. */
const MOST = 256;

type Answer = { status: number; body: unknown };

/** Whether an answer is the router's limit refusal (400, code 'max'). */
const isMax = (a: Answer) =>
  a.status === 400 && typeof a.body === 'object' && a.body !== null && (a.body as { code?: unknown }).code === LimitReachedCode;

/** Posts the n-th record (1, 2…) until the router refuses with "max": the records it took, and its refusal. */
async function fill<T>(what: string, post: (n: number) => Promise<Answer>): Promise<{ added: T[]; refusal: Answer }> {
  const added: T[] = [];
  for (let n = 1; n <= MOST; n++) {
    const answer = await post(n);
    if (isMax(answer)) return { added, refusal: answer };
    // anything but a creation or the limit: the filler itself is wrong (or the router refuses it for another reason)
    expect(answer.status, `${what}: o registro ${n} foi recusado sem ser pelo limite: ${JSON.stringify(answer.body)}`).toBe(201);
    added.push(answer.body as T);
  }
  throw new Error(`${what}: o roteador aceitou ${MOST} registros sem recusar com "max"`);
}

const host = (ip: string) => Number(ip.split('.')[3]);
const prefix = (ip: string) => ip.split('.').slice(0, 3).join('.');

/**
 * Reservations added until the router refuses the next one: each takes an address of the DHCP range no lease and no
 * connected device has (from the range's upper end down) and a locally administered MAC no one has. `spare`: the
 * addresses the scenario still needs free (besides every connected device's, always left alone).
 */
export async function fillLeases(router: RouterClient, spare: string[] = []): Promise<DhcpStaticLease[]> {
  const w = await world(router);
  const devices = await router.connectedDevices();
  const usedIp = new Set([...w.leases.map((l) => l.ip), ...devices.map((d) => d.ip), ...spare]);
  const usedMac = new Set([...w.leases, ...devices].map((x) => x.mac.toUpperCase()));
  const ips: string[] = [];
  for (let h = host(w.dhcp.rangeEnd); h >= host(w.dhcp.rangeStart); h--) {
    const ip = `${prefix(w.dhcp.rangeStart)}.${h}`;
    if (!usedIp.has(ip)) ips.push(ip);
  }
  const macs = function* () {
    for (let i = 1; i < 0xffff; i++) {
      const mac = `02:4C:49:4D:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 0xff).toString(16).padStart(2, '0')}`.toUpperCase();
      if (!usedMac.has(mac)) yield mac;
    }
  }();
  const token = await router.login();
  const { added } = await fill<DhcpStaticLease>('reservas', async (n) => {
    const ip = ips[n - 1];
    if (!ip) throw new Error(`reservas: a faixa DHCP acabou antes do limite do roteador (${n - 1} reservas adicionadas)`);
    return router.raw('POST', 'dhcp_static_lease', { description: `Limite ${n}`, mac: macs.next().value, ip }, token);
  });
  return added;
}

/**
 * Wi-Fi networks added on each radio given until the router refuses the next one there ('max'): one record per network,
 * switched off (nothing new goes on the air, even for a moment), WPA2 with a key, a name no other network has.
 */
export async function fillBands(router: RouterClient, radios: Array<'radio0' | 'radio1'>): Promise<Wireless[]> {
  const token = await router.login();
  const added: Wireless[] = [];
  for (const radioID of radios) {
    const band = radioID === 'radio0' ? '24' : '5';
    const { added: here } = await fill<Wireless>(`redes Wi-Fi em ${radioID}`, (n) => router.raw('POST', 'wireless', {
      radioID, ssid: `Limite-${band}-${n}`, enabled: false, wps: false, broadcast: true, cipher: 3, crypto: 2,
      key: encodeSecret('Limite#2026'), guest_network: false,
    }, token));
    added.push(...here);
  }
  return added;
}
