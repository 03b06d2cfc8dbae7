/**
 * The connected devices as a quick pick of MAC + IP for a new lease (spec 2 §7: refreshed every 10 s on
 * the lease page). Devices no longer seen (signal -100) are left out, as everywhere else.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ConnectedDevice } from '@roteador/contract';
import { leases as t } from '../../../text/network.ts';
import { Card } from '../../../ui/card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { connectedDevices, useConnectedDevicesPoll } from './data.ts';

export function DevicePicker({ onPick }: { onPick: (device: ConnectedDevice) => void }) {
  useSignals();
  useConnectedDevicesPoll();
  const list = connectedDevices.data.value?.filter((d) => d.signalLevel !== -100 && d.ip !== '');
  return (
    <Card title={t.devicesTitle} className="lease-devices">
      <p className="lease-devices__hint">{t.devicesHint}</p>
      {list === undefined ? (
        <Spinner size={24} />
      ) : list.length === 0 ? (
        <p className="lease-empty">{t.noDevices}</p>
      ) : (
        <ul className="lease-devices__list">
          {list.map((device) => {
            const name = device.hostname || t.unknownDevice;
            return (
              <li key={device.mac}>
                <button type="button" className="lease-device" aria-label={t.pick(name)} onClick={() => onPick(device)}>
                  <span className="lease-device__name">{name}</span>
                  <span className="lease-device__addr">{device.mac} · {device.ip}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
