/**
 * Connected devices (connected_device): 8 to 12 per seed, drawn from a catalogue of what a Brazilian
 * home has, with the hostnames such devices announce ('' when the device announces none: the UI shows
 * 'Desconhecido'). Wired ones are on the network 'Cabeada' with no band. One wireless device has
 * signal -100 (gone: the UI hides it). With mesh agents, every third device hangs on an agent.
 * The phones and laptops roam; how rates, presence and counters move on the clock: devices-motion.ts.
 */
import { type ConnectedDevice, sameMac } from '@roteador/contract';
import type { SimpleFaker } from '@faker-js/faker';
import type { ClientState, DeviceState } from './state.ts';
import { UNITY_SIZE } from './traffic.ts';
import { linkLocal, seededMac } from './build.ts';
import { clientCounters, clientSignal } from './devices-motion.ts';

type Kind = 'phone' | 'laptop' | 'tv' | 'iot' | 'wired';
interface Entry {
  hostname: string | ((f: SimpleFaker) => string);
  vendor: string;
  kind: Kind;
}

const owners = ['Ana', 'Joao', 'Bia', 'Lucas', 'Carla', 'Pedro', 'Julia', 'Rafael'];

const catalogue: Entry[] = [
  { hostname: (f) => `iPhone-de-${f.helpers.arrayElement(owners)}`, vendor: 'Apple, Inc.', kind: 'phone' },
  { hostname: 'Galaxy-A54', vendor: 'Samsung Electronics Co.,Ltd', kind: 'phone' },
  { hostname: 'moto-g84-5G', vendor: 'Motorola Mobility LLC', kind: 'phone' },
  { hostname: 'Redmi-Note-13', vendor: 'Xiaomi Communications Co Ltd', kind: 'phone' },
  { hostname: 'Galaxy-S23', vendor: 'Samsung Electronics Co.,Ltd', kind: 'phone' },
  { hostname: 'Smart-TV-Sala', vendor: 'LG Electronics', kind: 'tv' },
  { hostname: 'Chromecast-Quarto', vendor: 'Google, Inc.', kind: 'tv' },
  { hostname: 'notebook-trabalho', vendor: 'Dell Inc.', kind: 'laptop' },
  { hostname: 'MacBook-Air-de-Carla', vendor: 'Apple, Inc.', kind: 'laptop' },
  { hostname: 'Echo-Dot', vendor: 'Amazon Technologies Inc.', kind: 'iot' },
  { hostname: 'lampada-varanda', vendor: 'Tuya Smart Inc.', kind: 'iot' },
  { hostname: 'camera-garagem', vendor: 'Intelbras', kind: 'iot' },
  { hostname: 'DESKTOP-7K2LQ9P', vendor: 'Realtek Semiconductor Corp.', kind: 'wired' },
  { hostname: 'PS5-Sala', vendor: 'Sony Interactive Entertainment Inc.', kind: 'wired' },
  { hostname: '', vendor: '', kind: 'iot' },
  { hostname: '', vendor: 'Espressif Inc.', kind: 'iot' },
];


/** ssid: the 2.4 GHz network's name; the 5 GHz one is `${ssid}-5G` (see build.ts). */
/** `now`: when the home is generated; its phones and laptops may roam from half an hour later (devices-motion.ts). */
export function buildClients(f: SimpleFaker, ssid: string, dualBand: boolean, now?: number): ClientState[] {
  const count = f.number.int({ min: 8, max: 12 });
  // both unknown hostnames and both wired devices are always there; the rest is drawn
  const fixed = catalogue.filter((e) => e.hostname === '' || e.kind === 'wired');
  const drawn = f.helpers.shuffle(catalogue.filter((e) => !fixed.includes(e))).slice(0, count - fixed.length);
  const entries = f.helpers.shuffle([...drawn, ...fixed]);
  const goneAt = entries.findLastIndex((e) => e.kind !== 'wired');
  return entries.map((e, i) => {
    const wired = e.kind === 'wired';
    const band = wired ? null : !dualBand || e.kind === 'iot' ? '2.4' as const : '5' as const;
    const ax = band === '5' && f.datatype.boolean();
    return {
      mac: seededMac(f),
      ip: `192.168.0.${100 + i}`,
      ip6_list: [],
      hostname: typeof e.hostname === 'function' ? e.hostname(f) : e.hostname,
      vendor: e.vendor,
      network: band === null ? 'Cabeada' : band === '5' ? `${ssid}-5G` : ssid,
      band,
      signalLevel: wired ? 0 : i === goneAt ? -100 : f.number.int({ min: -85, max: -35 }),
      opMode: band === null ? 0 : band === '2.4' ? 4 : ax ? 9 : 6,
      txRate: band === null ? 1000 : band === '2.4' ? f.helpers.arrayElement([72, 144]) : ax ? 1201 : 866,
      rxBytes: f.number.int({ min: 50, max: 40_000 }),
      txBytes: f.number.int({ min: 20, max: 8_000 }),
      unitySize: UNITY_SIZE,
      blocked: false,
      rxPerS: f.number.float({ min: 0.01, max: 2, fractionDigits: 2 }),
      txPerS: f.number.float({ min: 0.01, max: 0.5, fractionDigits: 2 }),
      ...(now !== undefined && (e.kind === 'phone' || e.kind === 'laptop') && i !== goneAt ? { roamFrom: now } : {}),
    };
  });
}

/** Every third wireless device hangs on an agent (in turn); the others, and wired ones, on the controller. */
export function attachToAgents(clients: ClientState[], agentMacs: string[]): void {
  let wireless = 0;
  for (const c of clients) {
    delete c.node_mac;
    if (c.band === null) continue;
    if (agentMacs.length && wireless % 3 === 1) c.node_mac = agentMacs[Math.floor(wireless / 3) % agentMacs.length];
    wireless++;
  }
}

/**
 * The addresses a device announces: its own list, or its link-local address (from its MAC) and, while the
 * router's IPv6 is on, one in the LAN's prefix with the same interface id.
 */
function addresses(c: ClientState, device: DeviceState): string[] {
  if (c.ip6_list.length > 0) return [...c.ip6_list];
  const local = linkLocal(c.mac);
  const global = device.system.ipv6.enabled ? device.network.lan.ip6_list.find((a) => !a.startsWith('fe80:')) : undefined;
  if (!global) return [local];
  return [`${global.split('::')[0]}:${local.slice('fe80::'.length)}`, local];
}

/**
 * The devices a device sees: the local one all of them; an agent those on it (as its own: no node_mac).
 * `bootAt`: when the home's router booted (the devices' clock of motion), by default the device's own boot.
 */
export function clientsView(
  clients: ClientState[],
  device: DeviceState,
  now: number,
  local: boolean,
  bootAt = device.power.bootAt,
): ConnectedDevice[] {
  const mine = local ? clients : clients.filter((c) => c.node_mac !== undefined && sameMac(c.node_mac, device.device.mac));
  return mine.map((c) => {
    const { rxPerS: _rx, txPerS: _tx, roamFrom: _roam, steady: _steady, since: _since, ...stored } = c;
    const record: ConnectedDevice = {
      id: c.mac,
      ...stored,
      ip6_list: addresses(c, device),
      signalLevel: clientSignal(c, now),
      ...clientCounters(c, bootAt, now),
    };
    if (!local) delete record.node_mac;
    return record;
  });
}
