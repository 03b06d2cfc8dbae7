/**
 * The devices connected to the router (GET connected_device), one resource for every screen that shows them: the
 * dashboard's count, and the device pick of the lease and filter forms, which poll it while open.
 */
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ConnectedDevice } from '@roteador/contract';
import { createPoller } from './poller.ts';
import { createResource } from './resource.ts';
import { getConnectedDevices } from '../api/devices.ts';

export const connectedDevices = createResource<ConnectedDevice[]>('connected_device', () => getConnectedDevices());

/**
 * Polls the connected devices every `intervalMs` while the calling component is shown (`null`: not now, nothing is
 * read — a device pick that is hidden) and answers the list (undefined until the first answer).
 */
export function useConnectedDevicesPoll(intervalMs: number | null): ConnectedDevice[] | undefined {
  useSignals();
  useEffect(() => {
    if (intervalMs === null) return;
    const poller = createPoller({
      key: 'connected_device',
      intervalMs,
      fetch: () => getConnectedDevices(),
      onData: (list) => connectedDevices.receive(list),
      onError: (error) => connectedDevices.fail(error),
    });
    poller.start();
    return () => poller.stop();
  }, [intervalMs]);
  return connectedDevices.data.value;
}
