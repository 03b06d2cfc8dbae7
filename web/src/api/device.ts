import { Device, DeviceList, devicePath, type DeviceUpdate } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

export async function getDevice(options?: GetOptions): Promise<Device> {
  const list = await api.get(devicePath, DeviceList, options);
  const first = list[0];
  if (!first) throw new MalformedAnswerError(devicePath, 'empty list');
  return first;
}

export function updateDevice(id: number, update: DeviceUpdate): Promise<Device> {
  return api.put(`${devicePath}/${id}`, update, Device);
}
