import { array, boolean, enums, number, object, partial, pattern, string, type Infer } from 'superstruct';
import { operationModes } from './codes.ts';

export const devicePath = 'device';

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
export const DeviceUpdate = partial(object({
  alias: string(),
  show_wizard: boolean(),
  tr069_enable: boolean(),
  leds: boolean(),
  operationMode: enums(operationModes),
}));
export type DeviceUpdate = Infer<typeof DeviceUpdate>;
