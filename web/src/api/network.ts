/**
 * Typed reads of the network resources (contract/src/network.ts) used by the dashboard and the mesh
 * pages. Collections answer lists (contract/src/api.ts): the singletons' first item is read.
 * Writes come with the network area.
 */
import {
  ConnectedDeviceList,
  connectedDevicePath,
  DateTimeList,
  datetimePath,
  Interface,
  interfacePath,
  InterfaceStatistics,
  interfaceStatisticsPath,
  LanList,
  lanPath,
  RadioList,
  radioPath,
  WanDetect,
  wanDetectPath,
  WanList,
  wanPath,
  WirelessList,
  wirelessPath,
  type ConnectedDevice,
  type DateTime,
  type Lan,
  type Radio,
  type Wan,
  type Wireless,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

function first<T>(path: string, list: T[]): T {
  const item = list[0];
  if (item === undefined) throw new MalformedAnswerError(path, 'empty list');
  return item;
}

/** GET lan: the LAN (its interfaceID names the interface/{id} that carries it). */
export async function getLan(options?: GetOptions): Promise<Lan> {
  return first(lanPath, await api.get(lanPath, LanList, options));
}

/** GET interface/{id}. */
export function getInterface(id: string, options?: GetOptions): Promise<Interface> {
  return api.get(`${interfacePath}/${encodeURIComponent(id)}`, Interface, options);
}

/** GET wan: the WAN and its details; its interfaceID names the traffic counters. */
export async function getWan(options?: GetOptions): Promise<Wan> {
  return first(wanPath, await api.get(wanPath, WanList, options));
}

/** GET wan_detect: which WAN modes the router found on its WAN port. */
export function getWanDetect(options?: GetOptions): Promise<WanDetect> {
  return api.get(wanDetectPath, WanDetect, options);
}

/** GET radio: radio0 (2.4 GHz) and radio1 (5 GHz) on a dual-band model. */
export function getRadios(options?: GetOptions): Promise<Radio[]> {
  return api.get(radioPath, RadioList, options);
}

/** GET wireless: every Wi-Fi network, and in repeater mode the client network (mode 1). */
export function getWireless(options?: GetOptions): Promise<Wireless[]> {
  return api.get(wirelessPath, WirelessList, options);
}

/** GET interface_statistics/{id}: the traffic counters of an interface. */
export function getInterfaceStatistics(id: string, options?: GetOptions): Promise<InterfaceStatistics> {
  return api.get(`${interfaceStatisticsPath}/${encodeURIComponent(id)}`, InterfaceStatistics, options);
}

/** GET datetime: the device's clock. */
export async function getDateTime(options?: GetOptions): Promise<DateTime> {
  return first(datetimePath, await api.get(datetimePath, DateTimeList, options));
}

/** GET connected_device: the devices connected to the router and its mesh nodes. */
export function getConnectedDevices(options?: GetOptions): Promise<ConnectedDevice[]> {
  return api.get(connectedDevicePath, ConnectedDeviceList, options);
}
