/**
 * The connection table: one row per link the operation mode has (WAN in router mode, the link to the
 * main router in access point mode, the repeated network in repeater mode) and the LAN; each row's
 * 'Detalhes' opens its modal.
 */
import { useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Visibility } from '../../app/visibility.ts';
import type { Resource } from '../../state/resource.ts';
import { dashboard as t } from '../../text/dashboard.ts';
import { app } from '../../text/pt-BR.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ChevronIcon } from '../../ui/icons.tsx';
import { LinkIcon } from './dashboard-icons.tsx';
import { lan, retryCard, wan, wireless } from './dashboard-data.ts';
import { DetailModal, type DetailKind } from './detail-modals.tsx';
import { repeaterNetwork, wanIp } from './summaries.ts';

export function ConnectionCard({ visibility }: { visibility: Visibility }) {
  useSignals();
  const [open, setOpen] = useState<DetailKind | null>(null);
  const show = visibility.dashboard;
  const w = wan.data.value;
  const l = lan.data.value;
  const repeated = wireless.data.value && repeaterNetwork(wireless.data.value);

  // a row whose read failed (no answer yet) says so; the card offers to read again (also tried on its poll)
  const failed = new Set<Resource<unknown>>();
  const unanswered = (resource: Resource<unknown>) => {
    if (resource.data.value !== undefined || !resource.error.value) return undefined;
    failed.add(resource);
    return t.unavailable;
  };
  const rows: Array<[DetailKind, string, ReactNode]> = [];
  if (show.wan) rows.push(['wan', t.wanRow, w ? wanIp(w) || t.disconnected : unanswered(wan as Resource<unknown>)]);
  if (show.apLink) {
    const up = w ? w.connection_uptime > 0 && wanIp(w) !== '' : undefined;
    rows.push(['apLink', t.apLinkRow, up === undefined ? unanswered(wan as Resource<unknown>) : up ? t.connected : t.disconnected]);
  }
  if (show.repeater) {
    rows.push(['repeater', t.repeaterRow, wireless.data.value ? repeated?.ssid || t.disconnected : unanswered(wireless as Resource<unknown>)]);
  }
  if (show.wanLan) rows.push(['lan', t.lanRow, l ? l.ip4 : unanswered(lan as Resource<unknown>)]);
  if (rows.length === 0) return null;

  return (
    <Card title={t.connection} icon={<LinkIcon />} className="connection-card">
      <ul className="conn-list">
        {rows.map(([kind, label, value]) => (
          <li key={kind} className="conn-row">
            <span className="conn-row__text">
              <span className="conn-row__label">{label}</span>
              <span className="conn-row__value">{value ?? '…'}</span>
            </span>
            <button type="button" className="btn btn--ghost conn-row__button" onClick={() => setOpen(kind)}>
              {t.details}
              <span className="visually-hidden">{t.detailsOf[kind]}</span>
              <ChevronIcon aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {failed.size > 0 && (
        <Button variant="secondary" onClick={() => failed.forEach(retryCard)}>{app.retry}</Button>
      )}
      {open && <DetailModal kind={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
