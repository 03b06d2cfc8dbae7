/**
 * The devices area (spec 3 §2 'Devices', §3, §9): GET connected_device → ConnectedDevice[], every device connected
 * to the router or to one of its mesh nodes, and what a record means (its Wi-Fi mode: devices-wifi-mode.ts);
 * GET connected_device/{mac} → the one device, its MAC in either case, with or without colons (sameMac), as public
 * clients of this API ask for it. The emulator's control calls that stage the list are documented in the README.
 */
import { limits } from './timing.ts';
import { array, boolean, enums, integer, nullable, number, object, optional, string, type Infer } from 'superstruct';

export const connectedDevicePath = 'connected_device';

/** A device connected to the router or to one of its mesh nodes (spec 3 §3). */
export const ConnectedDevice = object({
  /** the record's id: its MAC as `mac` shows it (GET connected_device/{id} answers it) */
  id: string(),
  mac: string(),
  ip: string(),
  ip6_list: array(string()),
  /** '' when unknown (the UI shows 'Desconhecido') */
  hostname: string(),
  vendor: string(),
  /** the SSID it joined, or 'Cabeada' */
  network: string(),
  band: nullable(enums(['2.4', '5'] as const)),
  /** dBm; -100: not seen any more (hidden by the UI) */
  signalLevel: integer(),
  /** radio mode code, 0–13: the Wi-Fi generation (wifiMode) */
  opMode: integer(),
  /** link speed, Mbps */
  txRate: integer(),
  rxBytes: number(),
  txBytes: number(),
  unitySize: integer(),
  /** MAC of the mesh node it is attached to; absent: this router */
  node_mac: optional(string()),
  blocked: boolean(),
});
export type ConnectedDevice = Infer<typeof ConnectedDevice>;
export const ConnectedDeviceList = array(ConnectedDevice);

/** `network` of a device plugged into a LAN port (spec 3 §2: wired is 'Cabeada'). */
export const WIRED_NETWORK = 'Cabeada';

/** `signalLevel` of a device the router no longer sees (spec 3 §2: its card is hidden). */
export const GONE_SIGNAL = -100;

/** A device on a LAN port rather than on Wi-Fi: no band, or the network 'Cabeada'. */
export function isWiredDevice(d: { band: string | null; network: string }): boolean {
  return d.band === null || d.network === WIRED_NETWORK;
}

export type WifiSignalLevel = 'good' | 'moderate' | 'bad';

/**
 * A Wi-Fi client link's signal quality (spec 2 §9 'above -66 dBm good, -66 to -75 moderate, below -75 bad'), one rule
 * for a connected device's page and the dashboard's repeater link: -66 itself is moderate, as it is for a mesh node
 * (spec 2 §9 'For mesh: moderate -66'; meshSignalLevel, mesh.ts, whose bad threshold is its own: -77).
 */
export function wifiSignalLevel(rssi: number): WifiSignalLevel {
  const { moderate, bad } = limits.wifiSignal;
  if (rssi > moderate) return 'good';
  if (rssi >= bad) return 'moderate';
  return 'bad';
}
