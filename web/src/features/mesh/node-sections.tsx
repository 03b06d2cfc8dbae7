/**
 * The sections of a node's page (spec 1 §2.8): connection status, product information and the
 * collapsible 'Informações avançadas'.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { meshSignalLevel, nodeLink, type MeshNode } from '@roteador/contract';
import { paths } from '../../paths.ts';
import type { NodeInfo } from '../../state/mesh-nodes.ts';
import { uptimeText } from '../../text/dashboard.ts';
import { mesh as t } from '../../text/mesh.ts';
import { Card } from '../../ui/card.tsx';
import { ChevronIcon } from '../../ui/icons.tsx';
import { Ipv6Address } from '../../ui/ipv6-address.tsx';
import { SignalIcon } from '../../ui/signal-icon.tsx';
import { LedControl } from './led-control.tsx';
import { NodeFirmware } from './node-firmware.tsx';
import { orderIpv6, type NodeState } from '@roteador/contract';
import { backhaulText, dateTimeText, wifiStandard } from './node-format.ts';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="node-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ConnectionSection({ node }: { node: MeshNode }) {
  const level = meshSignalLevel(node.rssi, node.backhaul);
  return (
    <Card title={t.connection} className="node-card">
      <dl className="node-list">
        <Row label={t.status}>
          <span className={node.is_online ? 'node-value--on' : 'node-value--off'}>
            {node.is_online ? t.online : t.offline}
          </span>
        </Row>
        {!node.isRoot && (
          <>
            <Row label={t.backhaul}><span className="node-nowrap">{backhaulText(node.backhaul)}</span></Row>
            {node.is_online && (
              <Row label={t.signal}>
                <span className={`signal node-nowrap signal--${level}`}>
                  <SignalIcon level={level === 'wired' ? 'good' : level} size={18} tinted={false} className="signal__bars" />
                  {t.signalValue(t.signalLevels[level], node.rssi)}
                </span>
              </Row>
            )}
            {node.parent.name && <Row label={t.connectedTo}>{node.parent.name}</Row>}
          </>
        )}
      </dl>
    </Card>
  );
}

export function ProductSection({ node, state, info, local }: {
  node: MeshNode;
  state: NodeState;
  info?: NodeInfo;
  local: boolean;
}) {
  const version = info?.device.fw_version ?? node.fw_version;
  const model = node.model || info?.device.model || '';
  return (
    <Card title={t.product} className="node-card">
      <dl className="node-list">
        <Row label={t.model}>{model || (state === 'applying' ? t.applyingTitle : t.notInformed)}</Row>
        <Row label={t.lanMac}><span className="node-nowrap">{info?.lanMac ?? node.mac}</span></Row>
        <Row label={t.location}>
          <span className="node-location">
            {node.name || t.notInformed}
            <Link to={paths.mesh.location(node.mac)} className="node-link" aria-label={t.editLocation}>{t.edit}</Link>
          </span>
        </Row>
        <Row label={t.leds}>
          {!info ? (
            t.notInformed
          ) : info.device.leds === undefined ? (
            <span className="node-muted">{t.ledsUnavailable}</span>
          ) : (
            <LedControl node={node} model={model} enabled={info.device.leds} local={local} />
          )}
        </Row>
        <Row label={t.firmware}>
          <span className="node-firmware">
            {version || t.notInformed}
            {info && version && <NodeFirmware node={node} version={version} local={local} />}
          </span>
        </Row>
      </dl>
    </Card>
  );
}

export function AdvancedSection({ info }: { info: NodeInfo }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const ip6 = orderIpv6(info.ip6);
  return (
    <section className="card node-advanced">
      <h2 className="node-advanced__heading">
        <button type="button" className="node-advanced__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {t.advanced}
          <ChevronIcon className="node-advanced__chevron" />
        </button>
      </h2>
      {open && (
        <dl className="node-list" id={bodyId}>
          <Row label={t.datetime}>
            <span className="node-nowrap">{info.datetime ? dateTimeText(info.datetime.datetime, info.datetime.timezone) : t.notInformed}</span>
          </Row>
          <Row label={t.uptime}>{uptimeText(info.device.uptime)}</Row>
          <Row label={t.ipv4}>
            {info.ip4 ? (
              // spec 1 §9: https from firmware 1.3.0 on, http below (the firmware the node itself reports)
              <a href={nodeLink({ ip: info.ip4, fw_version: info.device.fw_version })} target="_blank" rel="noreferrer">{info.ip4}</a>
            ) : t.notInformed}
          </Row>
          {ip6.map((address, i) => (
            <Row key={address} label={t.ipv6(i + 1)}><span className="node-address"><Ipv6Address address={address} /></span></Row>
          ))}
          {info.radios === null || info.radios.length === 0 ? (
            <Row label={t.wifiStandardTitle}>
              <span className="node-muted">{t.infoUnavailable}</span>
            </Row>
          ) : (
            info.radios.map((radio) => (
              <Row key={radio.id} label={t.wifiStandard(radio.frequency)}>
                {radio.ieee_std === undefined ? <span className="node-muted">{t.infoUnavailable}</span> : <span className="node-nowrap">{wifiStandard(radio.ieee_std)}</span>}
              </Row>
            ))
          )}
        </dl>
      )}
    </section>
  );
}
