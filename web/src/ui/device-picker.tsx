/**
 * The connected devices as a quick pick beside a form (a lease's MAC + IP, a filter's MAC or IP); the form polls
 * them while the pick is shown (state/devices.ts useConnectedDevicesPoll). Devices no longer seen
 * (signal -100) are left out, as everywhere else; so are those without an address when the form needs one.
 */
import './device-picker.css';
import type { ConnectedDevice } from '@roteador/contract';
import { devicePicker as t } from '../text/device-picker.ts';
import { Card } from './card.tsx';
import { Spinner } from './spinner.tsx';

export function DevicePicker({ devices, hint, needsIp = true, onPick }: {
  /** undefined while the first read is on its way */
  devices: ConnectedDevice[] | undefined;
  hint: string;
  needsIp?: boolean;
  onPick: (device: ConnectedDevice) => void;
}) {
  const list = devices?.filter((d) => d.signalLevel !== -100 && (!needsIp || d.ip !== ''));
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
