/** Typed calls of the device record (device/0: model, MAC, firmware, LEDs…) and the model's limits. */
import { Device, DeviceList, devicePath, Limits, LimitsList, limitsPath, type DeviceUpdate } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

export function getDevice(options?: GetOptions): Promise<Device> {
  return api.getFirst(devicePath, DeviceList, options);
}

export function updateDevice(id: number, update: DeviceUpdate): Promise<Device> {
  return api.put(`${devicePath}/${id}`, update, Device);
}

/** GET limits: the device's limits (static leases, Wi-Fi networks per radio). */
export function getLimits(options?: GetOptions): Promise<Limits> {
  return api.getFirst(limitsPath, LimitsList, options);
}
