/**
 * The dashboard's detail modals (spec 1 §2.6): WAN details, LAN details, AP link status, repeater
 * connection. Each reads its data again when it opens, so it shows what the router has now.
 */
import { useEffect, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { isClone, orderIpv6, wifiSignalLevel, type Lan, type Wan, type Wireless } from '@roteador/contract';
import type { Resource } from '../../state/resource.ts';
import { app } from '../../text/pt-BR.ts';
import { dashboard as t, uptimeText } from '../../text/dashboard.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { Facts } from '../../ui/facts.tsx';
import { Ipv6Address } from '../../ui/ipv6-address.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { lan, wan, wireless } from './dashboard-data.ts';
import { repeaterNetwork, shownAddress, wanIp, wanNetmask } from './summaries.ts';
import { useUptime } from './use-uptime.ts';

export type DetailKind = 'wan' | 'lan' | 'apLink' | 'repeater';

const titles: Record<DetailKind, string> = {
  wan: t.wanDetails,
  lan: t.lanDetails,
  apLink: t.apLinkDetails,
  repeater: t.repeaterDetails,
};

export function DetailModal({ kind, onClose }: { kind: DetailKind; onClose: () => void }) {
  return (
    <Modal title={titles[kind]} onClose={onClose} actions={<Button variant="secondary" onClick={onClose}>{app.close}</Button>}>
      {kind === 'wan' && <Fresh resource={wan}>{(w) => <WanDetails wan={w} />}</Fresh>}
      {kind === 'lan' && <Fresh resource={lan}>{(l) => <LanDetails lan={l} />}</Fresh>}
      {kind === 'apLink' && <Fresh resource={wan}>{(w) => <ApLinkDetails wan={w} />}</Fresh>}
      {kind === 'repeater' && <Fresh resource={wireless}>{(list) => <RepeaterDetails network={repeaterNetwork(list)} />}</Fresh>}
    </Modal>
  );
}

/** Reads the resource once on open; shows the last answer meanwhile, a spinner without one, the error with a retry. */
function Fresh<T>({ resource, children }: { resource: Resource<T>; children: (value: T) => ReactNode }) {
  useSignals();
  useEffect(() => {
    void resource.load();
  }, [resource]);
  const value = resource.data.value;
  if (value !== undefined) return <>{children(value)}</>;
  if (resource.error.value) return <ErrorState compact error={resource.error.value} onRetry={() => void resource.load()} />;
  return <Spinner />;
}

type Row = [label: string, value: ReactNode];

function Details({ rows }: { rows: Row[] }) {
  return <Facts className="details" rows={rows.map(([label, value]) => [label, value === '' ? '—' : value])} />;
}

const ipv6Rows = (list: string[]): Row[] =>
  list.length === 0 ? [[t.ipv6None, t.none]] : orderIpv6(list).map((a, i) => [t.ipv6(i + 1), <Ipv6Address key={a} address={a} />]);

function dnsText(w: Wan): string {
  const servers = [w.dns_v4.dns1, w.dns_v4.dns2, w.dns_v4.dns3].filter(Boolean).join(', ');
  if (!w.dns_v4.automatic) return servers;
  return servers ? `${servers} (${t.dnsAutomatic})` : t.dnsAutomatic;
}

/** The connection uptime, ticking each second while the modal is open. */
function ConnectionUptime({ seconds }: { seconds: number }) {
  const now = useUptime(seconds > 0 ? seconds : undefined);
  return <>{now === undefined ? t.disconnected : uptimeText(now)}</>;
}


function WanDetails({ wan: w }: { wan: Wan }) {
  return (
    <Details
      rows={[
        [t.wanMode, t.wanModes[w.mode]],
        [t.ip, wanIp(w)],
        [t.netmask, wanNetmask(w)],
        [t.gateway, shownAddress(w.gateway)],
        [t.dns, dnsText(w)],
        [t.mac, isClone(w.clonedMac) ? w.clonedMac : w.interface.mac],
        [t.mtu, String(w.interface.mtu || w.mtu)],
        [t.connectionUptime, <ConnectionUptime key="uptime" seconds={w.connection_uptime} />],
        ...ipv6Rows(w.interface.ip6_list),
        ...(w.gateway_v6 ? [[t.ipv6Gateway, <Ipv6Address key="gateway" address={w.gateway_v6} />] as Row] : []),
      ]}
    />
  );
}

function LanDetails({ lan: l }: { lan: Lan }) {
  return <Details rows={[[t.ip, l.ip4], [t.netmask, l.netmask], [t.mac, l.mac], ...ipv6Rows(l.ip6_list)]} />;
}

/** In access point mode the WAN port is the link to the main router: its state and the address it got there. */
function ApLinkDetails({ wan: w }: { wan: Wan }) {
  const up = w.connection_uptime > 0 && wanIp(w) !== '';
  return (
    <Details
      rows={[
        [t.linkState, <LinkState key="state" up={up} />],
        [t.ip, wanIp(w)],
        [t.netmask, wanNetmask(w)],
        [t.mainRouter, shownAddress(w.gateway)],
        [t.dns, dnsText(w)],
        [t.connectionUptime, <ConnectionUptime key="uptime" seconds={up ? w.connection_uptime : 0} />],
      ]}
    />
  );
}

function RepeaterDetails({ network }: { network?: Wireless }) {
  if (!network) return <p>{t.noRepeaterNetwork}</p>;
  const rssi = network.client_mode_rssi;
  // An rssi of 0 is no measurement: the client link is not up.
  const up = network.enabled && rssi < 0;
  return (
    <Details
      rows={[
        [t.linkState, <LinkState key="state" up={up} />],
        [t.network, network.ssid],
        [t.band, t.bandName(network.frequency)],
        [t.signal, up ? t.signalValue(rssi, t.wifiQuality[wifiSignalLevel(rssi)]) : '—'],
      ]}
    />
  );
}

function LinkState({ up }: { up: boolean }) {
  return <span className={`pill pill--${up ? 'on' : 'off'}`}>{up ? t.connected : t.disconnected}</span>;
}
