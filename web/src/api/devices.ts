/** Typed read of the devices connected to the router and its mesh nodes (GET connected_device, spec 2 §7). */
import { ConnectedDeviceList, connectedDevicePath, type ConnectedDevice } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

export function getConnectedDevices(options?: GetOptions): Promise<ConnectedDevice[]> {
  return api.get(connectedDevicePath, ConnectedDeviceList, options);
}
