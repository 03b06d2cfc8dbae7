/**
 * The devices connected to the router (GET connected_device), one resource for every screen that shows them: the
 * dashboard's count, and the device pick of the lease and filter forms, which poll it while open.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ConnectedDevice } from '@roteador/contract';
import { getConnectedDevices } from '../api/devices.ts';
import { usePoller } from './poller.ts';
import { createResource } from './resource.ts';

export const connectedDevices = createResource<ConnectedDevice[]>(() => getConnectedDevices());

/**
 * Polls the connected devices every `intervalMs` while the calling component is shown (`null`: not now, nothing is
 * read — a device pick that is hidden) and answers the list (undefined until the first answer).
 */
export function useConnectedDevicesPoll(intervalMs: number | null): ConnectedDevice[] | undefined {
  useSignals();
  usePoller(intervalMs === null ? null : {
    intervalMs,
    fetch: () => getConnectedDevices(),
    onData: (list) => connectedDevices.receive(list),
    onError: (error) => connectedDevices.fail(error),
  }, [intervalMs]);
  return connectedDevices.data.value;
}
