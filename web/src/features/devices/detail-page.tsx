/**
 * /devices/{mac} (spec 3 §2 'Devices', §4): one connected device — its status, connection, Wi-Fi generation and
 * signal, its parental-control state, its addresses — read again every timing.poll.devicePage with the list's
 * poller. A MAC the router does not list goes back to /devices. In router mode it can be made the DMZ host and
 * its address reserved (detail-addressing.tsx).
 */
import { useId, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { isWiredDevice, sameMac, timing, wifiSignalLevel, type ConnectedDevice } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { currentVisibility } from '../../app/use-visibility.ts';
import { paths } from '../../paths.ts';
import { connectedDevices, useConnectedDevicesPoll } from '../../state/devices.ts';
import { meshNodes } from '../../state/mesh.ts';
import { devices as t } from '../../text/devices.ts';
import { Card } from '../../ui/card.tsx';
import { Ipv6Address } from '../../ui/ipv6-address.tsx';
import { Pending } from '../../ui/pending.tsx';
import { SignalIcon, wifiIconLevel } from '../../ui/signal-icon.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { AddressingCard } from './detail-addressing.tsx';
import { ParentalCards } from './detail-parental.tsx';
import { Fact } from './fact.tsx';
import { deviceName, generationText, isConnected, protocolText, splitIpv6 } from './format.ts';
import { deviceRates, useDeviceRates } from './rates.ts';
import './devices.css';

export function DeviceDetailPage() {
  useSignals();
  const { id = '' } = useParams();
  useConnectedDevicesPoll(timing.poll.devicePage);
  useDeviceRates();
  // the list in memory when the page opened may be older than the device (another screen read it)
  const [stale] = useState(() => connectedDevices.data.peek());
  const list = connectedDevices.data.value;
  const retry = () => void askAgain(connectedDevices.load);
  if (!list) return <Pending title={t.loadError} error={connectedDevices.error.value} onRetry={retry} />;
  const found = list.find((d) => sameMac(d.mac, id));
  if (!found) return list === stale ? <PageSpinner onRetry={retry} /> : <Navigate to={paths.devices.list} replace />;
  return <DeviceView device={found} />;
}

function DeviceView({ device: d }: { device: ConnectedDevice }) {
  useSignals();
  const headId = useId();
  const connected = isConnected(d);
  const wired = isWiredDevice(d);
  const routerMode = currentVisibility()?.routes.routerMode ?? false;
  const rate = deviceRates.value.get(d.mac.toUpperCase());
  const node = d.node_mac ? meshNodes.value.find((n) => sameMac(n.mac, d.node_mac!)) : undefined;
  const { linkLocal, others } = splitIpv6(d.ip6_list);
  const quality = wifiSignalLevel(d.signalLevel);

  return (
    <div className="device-page">
      <section className="card device-head" aria-labelledby={headId}>
        <div className="device-head__text">
          <h2 id={headId} className="device-head__name">{deviceName(d)}</h2>
          <p className="device-head__mac">{d.mac}</p>
        </div>
        <span className={`device-badge device-badge--${connected ? 'on' : 'off'}`} role="status">
          <span className="device-badge__dot" aria-hidden="true" />
          {connected ? t.connected : t.disconnected}
        </span>
      </section>

      <div className="device-cards">
        <Fact title={t.connection}>
          <span className={connected ? 'device-value--on' : 'device-value--off'}>{connected ? t.connected : t.disconnected}</span>
          <span className="device-fact__sub">
            {wired ? t.wired : d.network}
            {node?.name ? ` · ${t.connectedVia(node.name)}` : ''}
          </span>
          {connected && rate && (
            <span className="device-fact__sub">
              {t.download} {t.rate(rate.download)} · {t.upload} {t.rate(rate.upload)}
            </span>
          )}
        </Fact>
        <Fact title={t.wifiGeneration}>
          <span>{generationText(d)}</span>
        </Fact>
        <Fact title={t.signalLevel}>
          {wired ? <span>{t.wired}</span> : connected ? (
            <span className={`device-signal device-signal--${quality}`}>
              <SignalIcon level={wifiIconLevel(d.signalLevel)} size={18} tinted={false} />
              {t.signal(d.signalLevel)} ({t.signalQuality[quality]})
            </span>
          ) : <span>{t.notConnected}</span>}
        </Fact>
        <ParentalCards mac={d.mac} blocked={d.blocked} linked={routerMode} />
      </div>

      <Card title={t.info} className="device-info">
        <dl className="device-list">
          <Row label={t.ipv4}>{d.ip || t.none}</Row>
          <Row label={t.ipv6LinkLocal}>{linkLocal ? <Ipv6Address address={linkLocal} /> : t.none}</Row>
          {others.map((a, i) => <Row key={a} label={t.ipv6(i + 1)}><Ipv6Address address={a} /></Row>)}
          <Row label={t.mac}>{d.mac}</Row>
          <Row label={t.network}>{wired ? t.wired : d.network || t.none}</Row>
          <Row label={t.protocol}>{protocolText(d)}</Row>
          <Row label={t.linkSpeed}>{d.txRate > 0 ? t.linkSpeedValue(d.txRate) : t.none}</Row>
        </dl>
      </Card>

      {routerMode && <AddressingCard device={d} />}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="device-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
