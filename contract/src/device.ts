/**
 * The device itself (spec 1 §3, spec 3 §3): GET device → Device[]; PUT device/{id} DeviceUpdate → the record. And its
 * model's limits: GET limits → Limits[] (one record); GET limits/0 → Limits.
 */
import { array, boolean, enums, integer, number, object, partial, pattern, pick, string, type Infer } from 'superstruct';
import { readBack } from './api.ts';
import { operationModes } from './codes.ts';

export const devicePath = 'device';
export const limitsPath = 'limits';

export const MAC_PATTERN = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/;

/** AA:BB:CC:DD:EE:FF, aa-bb-… or aabbccddeeff → aabbccddeeff (a block rule's target, a firmware deviceid). */
export function compactMac(mac: string): string {
  return mac.trim().replace(/[:-]/g, '').toLowerCase();
}
/** aabbccddeeff → AA:BB:CC:DD:EE:FF; a MAC with colons is upper-cased. */
export function colonMac(mac: string): string {
  const hex = compactMac(mac).toUpperCase();
  return /^[0-9A-F]{12}$/.test(hex) ? hex.match(/../g)!.join(':') : mac.toUpperCase();
}
/** One device, however each side writes its MAC (case, colons, dashes): the one comparison of MACs. */
export function sameMac(a: string, b: string): boolean {
  return compactMac(a) === compactMac(b);
}

export const Device = object({
  id: number(),
  model: string(),
  /** location name */
  alias: string(),
  /** dotted number, e.g. 1.4.2 */
  fw_version: pattern(string(), /^\d+(\.\d+)*(-\w+)?$/),
  show_wizard: boolean(),
  tr069_enable: boolean(),
  /** seconds since boot */
  uptime: number(),
  mac: pattern(string(), MAC_PATTERN),
  leds: boolean(),
  operationMode: enums(operationModes),
});
export type Device = Infer<typeof Device>;
export const DeviceList = array(Device);

/** What a PUT device/{id} may change. */
export const DeviceUpdate = pick(partial(Device), ['alias', 'show_wizard', 'tr069_enable', 'leds', 'operationMode']);
export type DeviceUpdate = Infer<typeof DeviceUpdate>;
/** PUT device/{id} takes the record as read back: id, model, fw_version and mac read-only, uptime moving (api.ts). */
export const DevicePut = readBack(Device, DeviceUpdate, ['uptime']);

/** Per-model limits: numbers are the device's (ours in the emulator). wifi_limits: Wi-Fi networks per radio. */
export const Limits = object({
  id: integer(),
  static_leases: integer(),
  wifi_limits: object({ radio0: integer(), radio1: integer() }),
  port_forward: integer(),
  /** global filters per list (MAC, IP, port, URL: each page its own count) */
  filters: integer(),
});
export type Limits = Infer<typeof Limits>;
export const LimitsList = array(Limits);
