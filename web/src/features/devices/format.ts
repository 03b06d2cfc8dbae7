/**
 * What the device screens show of a connected device (spec 3 §2 'Devices'): its name, signal, Wi-Fi generation and
 * addresses, and how the list groups the devices.
 */
import { GONE_SIGNAL, ipv6ByScope, isWiredDevice, sameMac, wifiMode, type ConnectedDevice } from '@roteador/contract';
import { devices as t } from '../../text/devices.ts';


export function deviceName(d: Pick<ConnectedDevice, 'hostname'>): string {
  return d.hostname.trim() || t.unknown;
}

/** The router still sees it (spec 3 §2: a signal of -100 means gone). */
export const isConnected = (d: Pick<ConnectedDevice, 'signalLevel'>) => d.signalLevel !== GONE_SIGNAL;

/** 'Cabeada' for a wired device, else the signal in dBm. */
export function signalText(d: ConnectedDevice): string {
  return isWiredDevice(d) ? t.wired : t.signal(d.signalLevel);
}

/** 'Wi-Fi 6' from the radio mode code; 'Cabeada' for a wired device. */
export function generationText(d: ConnectedDevice): string {
  if (isWiredDevice(d)) return t.wired;
  const mode = wifiMode(d.opMode);
  return mode ? t.generation(mode.generation) : t.generationUnknown;
}

/** '802.11ax' from the radio mode code; 'Cabeada' for a wired device; '—' for a code the UI does not know. */
export function protocolText(d: ConnectedDevice): string {
  if (isWiredDevice(d)) return t.wired;
  return wifiMode(d.opMode)?.protocol ?? t.none;
}

/**
 * The page's link-local row (the first one, or null) and the numbered rows: the others, then any further link-local
 * address, in the contract's order (orderIpv6, as the other pages list addresses).
 */
export function splitIpv6(list: readonly string[]): { linkLocal: string | null; others: string[] } {
  const { linkLocal: [first = null, ...more], others } = ipv6ByScope(list);
  return { linkLocal: first, others: [...others, ...more] };
}

export interface DeviceGroup {
  key: string;
  title: string;
  devices: ConnectedDevice[];
}

/**
 * The list's groups (spec 3 §2): the router's own devices by network (its Wi-Fi networks in the order met, then
 * 'Cabeada'), the devices behind each mesh node under the node's name (in the mesh's order), then 'Dispositivos
 * Bloqueados'. A blocked device shows only there; devices no longer seen (-100) nowhere. Empty groups are left out.
 * `nodes`: the mesh nodes (MAC and name); a node the list does not know yet is named by its MAC.
 */
export function groupDevices(
  list: readonly ConnectedDevice[],
  nodes: readonly { mac: string; name: string }[],
  localMac?: string,
): DeviceGroup[] {
  const shown = list.filter(isConnected);
  const wifi = new Map<string, ConnectedDevice[]>();
  const wired: ConnectedDevice[] = [];
  const byNode = new Map<string, ConnectedDevice[]>();
  const blocked: ConnectedDevice[] = [];
  for (const d of shown) {
    if (d.blocked) blocked.push(d);
    else if (d.node_mac && !(localMac && sameMac(d.node_mac, localMac))) {
      const key = d.node_mac.toUpperCase();
      byNode.set(key, [...(byNode.get(key) ?? []), d]);
    } else if (isWiredDevice(d)) wired.push(d);
    else wifi.set(d.network, [...(wifi.get(d.network) ?? []), d]);
  }
  const groups: DeviceGroup[] = [...wifi].map(([network, devices]) => ({ key: `net:${network}`, title: t.group(network), devices }));
  if (wired.length) groups.push({ key: 'wired', title: t.group(t.wired), devices: wired });
  const order = (mac: string) => {
    const i = nodes.findIndex((n) => sameMac(n.mac, mac));
    return i < 0 ? nodes.length : i;
  };
  for (const mac of [...byNode.keys()].sort((a, b) => order(a) - order(b))) {
    const node = nodes.find((n) => sameMac(n.mac, mac));
    groups.push({ key: `node:${mac}`, title: t.group(node?.name || mac), devices: byNode.get(mac)! });
  }
  if (blocked.length) groups.push({ key: 'blocked', title: t.blocked, devices: blocked });
  return groups;
}
