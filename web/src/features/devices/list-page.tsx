/**
 * /devices (spec 3 §2 'Devices'): the connected devices, grouped by network, by mesh node and blocked, read again
 * every timing.poll.devicePage (the one poller: paused while the tab is hidden). A card opens /devices/{mac}.
 */
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { isWiredDevice, sameMac, timing, type ConnectedDevice } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { paths } from '../../paths.ts';
import { connectedDevices, useConnectedDevicesPoll } from '../../state/devices.ts';
import { device as localDevice } from '../../state/device.ts';
import { mesh, meshNodes } from '../../state/mesh.ts';
import { devices as t } from '../../text/devices.ts';
import { Pending } from '../../ui/pending.tsx';
import { SignalIcon, wifiIconLevel } from '../../ui/signal-icon.tsx';
import { deviceName, generationText, groupDevices, signalText } from './format.ts';
import { deviceRates, useDeviceRates } from './rates.ts';
import './devices.css';

export function DeviceListPage() {
  useSignals();
  useConnectedDevicesPoll(timing.poll.devicePage);
  useDeviceRates();
  const list = connectedDevices.data.value;
  const nodes = meshNodes.value;
  const unknownNode = list?.some((d) => d.node_mac && !nodes.some((n) => sameMac(n.mac, d.node_mac!)));
  // a node the mesh list does not know yet (it joined since the list was read): read the mesh once more
  useEffect(() => {
    if (unknownNode && mesh.data.peek()?.enabled) void mesh.load();
  }, [unknownNode]);

  if (!list) {
    return <Pending title={t.loadError} error={connectedDevices.error.value} onRetry={() => void askAgain(connectedDevices.load)} />;
  }
  const groups = groupDevices(list, nodes, localDevice.data.value?.mac);
  if (groups.length === 0) return <p className="devices-empty">{t.empty}</p>;
  return (
    <div className="devices-page">
      {groups.map((group) => (
        <section key={group.key} className="devices-group" aria-label={group.title}>
          <h2 className="devices-group__title">{group.title}</h2>
          <ul className="devices-grid">
            {group.devices.map((d) => <li key={d.mac}><DeviceCard device={d} /></li>)}
          </ul>
        </section>
      ))}
    </div>
  );
}

function DeviceCard({ device: d }: { device: ConnectedDevice }) {
  useSignals();
  const name = deviceName(d);
  const rate = deviceRates.value.get(d.mac.toUpperCase());
  const wired = isWiredDevice(d);
  return (
    <Link to={paths.devices.device(d.mac)} className="card card--link device-card" aria-label={t.open(name, d.mac)}>
      <span className="device-card__head">
        <span className="device-card__name">{name}</span>
        {!wired && <span className="device-chip">{generationText(d)}</span>}
      </span>
      <span className="device-card__mac">{d.mac}</span>
      <span className="device-card__signal">
        {!wired && <SignalIcon level={wifiIconLevel(d.signalLevel)} size={16} />}
        <span>{signalText(d)}</span>
      </span>
      <span className="device-card__rates">
        <span><span className="device-card__label">{t.download}</span> <span>{rate ? t.rate(rate.download) : t.measuring}</span></span>
        <span><span className="device-card__label">{t.upload}</span> <span>{rate ? t.rate(rate.upload) : t.measuring}</span></span>
      </span>
    </Link>
  );
}
