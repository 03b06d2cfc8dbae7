/**
 * What the dashboard's cards say, as pure functions of the router's answers (tested beside).
 */
import { versionBelow, type ConnectedDevice, type MeshSignalLevel, type FirmwareVersions, type Radio, type Wan, type Wireless } from '@roteador/contract';
import { mhz } from '../../text/number.ts';

export type Band = '2.4' | '5';

export interface WifiNetworkSummary {
  ssid: string;
  bands: Band[];
  guest: boolean;
}

/** The router's own Wi-Fi networks grouped by SSID (one SSID on both bands is one network), in the router's order. */
export function wifiNetworks(list: Wireless[]): WifiNetworkSummary[] {
  const bySsid = new Map<string, WifiNetworkSummary>();
  // mode 1 is the repeater's client link to another network, not one of this router's networks.
  for (const w of list.filter((n) => n.enabled && n.mode !== 1)) {
    const entry = bySsid.get(w.ssid) ?? { ssid: w.ssid, bands: [], guest: w.guest_network };
    if (!entry.bands.includes(w.frequency)) entry.bands.push(w.frequency);
    bySsid.set(w.ssid, entry);
  }
  return [...bySsid.values()].map((n) => ({ ...n, bands: n.bands.sort((a, b) => Number(a) - Number(b)) }));
}

/** The repeater's client network (wireless mode 1), if any. */
export function repeaterNetwork(list: Wireless[]): Wireless | undefined {
  return list.find((w) => w.mode === 1);
}

export interface RadioSummary {
  band: Band;
  enabled: boolean;
  /** the channel in use */
  channel: number;
  /** configured as automatic (configuredChannel 0) */
  automatic: boolean;
  bandwidth: string;
}

export function radioSummaries(radios: Radio[]): RadioSummary[] {
  return [...radios]
    .sort((a, b) => Number(a.frequency) - Number(b.frequency))
    .map((r) => ({
      band: r.frequency,
      enabled: r.enabled,
      channel: r.channel,
      automatic: r.configuredChannel === 0,
      bandwidth: bandwidthText(r.bandwidth),
    }));
}

/** '40MHz', '40', '40 MHz' → '40 MHz'; anything else as the router wrote it. */
export function bandwidthText(bandwidth: string): string {
  const m = /^\s*(\d+(?:\+\d+)?)\s*(mhz)?\s*$/i.exec(bandwidth);
  return m ? mhz(m[1]) : bandwidth;
}

/** Devices the router sees now: a signal of -100 marks one no longer seen (the device list hides it too). */
export function connectedCount(devices: ConnectedDevice[]): number {
  return devices.filter((d) => d.signalLevel !== -100).length;
}

export type SignalLevel = MeshSignalLevel;

/** localStorage key of the firmware versions the owner chose to skip (a JSON list of strings). */
const SKIP_VERSIONS_KEY = 'skipVersions';

export function readSkipVersions(storage: Pick<Storage, 'getItem'> | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SKIP_VERSIONS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    // Someone wrote something else there: nothing is skipped, and the next skip writes a good list.
    return [];
  }
}

export function skipVersion(storage: Pick<Storage, 'getItem' | 'setItem'> | null, version: string): void {
  const list = readSkipVersions(storage);
  if (!list.includes(version)) list.push(version);
  try {
    storage?.setItem(SKIP_VERSIONS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): the prompt simply shows again next time.
  }
}

/** The update prompt shows when the service reached the router, knows a newer version, and it was not skipped. */
export function shouldOfferUpdate(versions: FirmwareVersions, skipped: string[]): boolean {
  return versions.online && versions.last !== '' && versionBelow(versions.current, versions.last) && !skipped.includes(versions.last);
}

/** An address as shown: '' for none (the router writes 0.0.0.0 while a link has no lease). */
export function shownAddress(ip: string): string {
  return ip === '0.0.0.0' ? '' : ip;
}

// The interface's own address is what the WAN has now (DHCP, PPPoE); the record's is the configured one.
export const wanIp = (w: Wan) => shownAddress(w.interface.ip4 || w.ip4);
export const wanNetmask = (w: Wan) => shownAddress(w.interface.netmask || w.netmask);
