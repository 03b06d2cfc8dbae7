/**
 * The device's interfaces (spec 1 §3 interface/{id}, interface_statistics/{id}): ours are 'lan' and 'wan'; the LAN's
 * is also found by its system name, the bridge br0 (contract LAN_BRIDGE: what public clients of this API ask for).
 * The LAN's addresses are lan's (IPv6 shown as lanView shows them); the WAN port has its address only while its WAN
 * has a lease.
 */
import { type Interface, LAN_BRIDGE } from '@roteador/contract';
import type { DeviceState } from './state.ts';
import { lanView } from './lan.ts';
import { NO_ADDRESS } from './wan.ts';

export const LAN_ID = 'lan';
export const WAN_ID = 'wan';

/** wanUp: this device's WAN has a lease (the controller while the internet is up). */
export function interfaceViews(state: DeviceState, wanUp: boolean): Interface[] {
  const lan = lanView(state);
  const port = state.network.wan.interface;
  return [
    { id: LAN_ID, ip4: lan.ip4, netmask: lan.netmask, mac: lan.mac, mtu: 1500, ip6_count: lan.ip6_list.length, ip6_list: lan.ip6_list },
    {
      id: WAN_ID,
      ip4: wanUp ? port.ip4 : NO_ADDRESS,
      netmask: wanUp ? port.netmask : NO_ADDRESS,
      mac: port.mac,
      mtu: port.mtu,
      ip6_count: port.ip6_list.length,
      ip6_list: [...port.ip6_list],
    },
  ];
}

/** The interface a path names: its id, or the LAN by its system name (br0). */
export function interfaceNamed(state: DeviceState, wanUp: boolean, name: string): Interface | undefined {
  const id = name === LAN_BRIDGE ? state.network.lan.interfaceID : name;
  return interfaceViews(state, wanUp).find((i) => i.id === id);
}
