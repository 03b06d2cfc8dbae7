/**
 * /parental-control/devices/{mac} (spec 3 §2): the tabs BLOQUEIO DE DISPOSITIVO (block), CONTROLE DE BANDA (qos)
 * and FILTROS DE URL (url-filters) of one device; and /parental-control/devices/{mac}/block, its URL filters.
 * An address that is not a MAC goes back to the device list.
 */
import { Navigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { colonMac, rules, sameMac, timing } from '@roteador/contract';
import { paths } from '../../paths.ts';
import { connectedDevices, useConnectedDevicesPoll } from '../../state/devices.ts';
import { devicesPage, tabs as tt } from '../../text/parental.ts';
import { ParentalTabs, useTab } from './common.tsx';
import { DeviceBlock } from './device-block.tsx';
import { QosRules } from './qos.tsx';
import { UrlFilters } from './url-filters.tsx';

const TABS = [
  { id: 'block', label: tt.device },
  { id: 'qos', label: tt.qos },
  { id: 'url-filters', label: tt['url-filters'] },
] as const;

/** The device of the address, its MAC and its name ('hostname' or the MAC). */
function useDevice(): { mac: string; name: string; hostname: string } | null {
  useSignals();
  useConnectedDevicesPoll(timing.poll.connectedDevices);
  const { id = '' } = useParams();
  const mac = colonMac(id);
  if (rules.macRequired(mac)) return null;
  const host = connectedDevices.data.value?.find((d) => sameMac(d.mac, mac))?.hostname;
  return { mac, name: host || mac, hostname: host || devicesPage.unknown };
}

export function DeviceParentalPage() {
  const device = useDevice();
  const tab = useTab(TABS);
  if (!device) return <Navigate to={paths.parental.devices} replace />;
  return (
    <div className="pc-page">
      <h2 className="pc-device">{device.hostname}<span className="pc-device__mac">{device.mac}</span></h2>
      <ParentalTabs tabs={TABS} current={tab} label={tt.label} />
      {tab === 'block' && <DeviceBlock mac={device.mac} name={device.name} />}
      {tab === 'qos' && <QosRules mac={device.mac} />}
      {tab === 'url-filters' && <UrlFilters mac={device.mac} />}
    </div>
  );
}

export function DeviceUrlFiltersPage() {
  const device = useDevice();
  if (!device) return <Navigate to={paths.parental.devices} replace />;
  return (
    <div className="pc-page">
      <h2 className="pc-device">{device.hostname}<span className="pc-device__mac">{device.mac}</span></h2>
      <p className="pc-intro">{devicesPage.urlFiltersOf}</p>
      <UrlFilters mac={device.mac} />
    </div>
  );
}
