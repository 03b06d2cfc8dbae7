/**
 * The connected devices as a quick pick beside a form (a lease's MAC + IP, a filter's MAC or IP), polled while the
 * form is open. Devices no longer seen (signal -100) are left out, as everywhere else; so are those without an
 * address when the form needs one.
 */
import './device-picker.css';
import { useSignals } from '@preact/signals-react/runtime';
import type { ConnectedDevice } from '@roteador/contract';
import { connectedDevices, useConnectedDevicesPoll } from '../state/connected-devices.ts';
import { devicePicker as t } from '../text/device-picker.ts';
import { Card } from './card.tsx';
import { Spinner } from './spinner.tsx';

export function DevicePicker({ hint, intervalMs, needsIp = true, onPick }: {
  hint: string;
  intervalMs: number;
  needsIp?: boolean;
  onPick: (device: ConnectedDevice) => void;
}) {
  useSignals();
  useConnectedDevicesPoll(intervalMs);
  const list = connectedDevices.data.value?.filter((d) => d.signalLevel !== -100 && (!needsIp || d.ip !== ''));
  return (
    <Card title={t.title} className="device-picker">
      <p className="device-picker__hint">{hint}</p>
      {list === undefined ? (
        <Spinner size={24} />
      ) : list.length === 0 ? (
        <p className="device-picker__empty">{t.empty}</p>
      ) : (
        <ul className="device-picker__list">
          {list.map((device) => {
            const name = device.hostname || t.unknown;
            return (
              <li key={device.mac}>
                <button type="button" className="device-picker__item" aria-label={t.pick(name)} onClick={() => onPick(device)}>
                  <span className="device-picker__name">{name}</span>
                  <span className="device-picker__addr">{device.ip ? `${device.mac} · ${device.ip}` : device.mac}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
