/**
 * The dashboard's cards that lead to a page (spec 1 §2.6), each with a one-look summary: the Wi-Fi
 * networks, the radios' channels, how many devices are connected, band control, the voice assistant. A summary whose
 * read failed says 'Informação indisponível' and offers 'Tentar novamente' (its read is also tried again on its poll:
 * dashboard-data.ts).
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { Visibility } from '../../app/visibility.ts';
import { paths } from '../../paths.ts';
import type { Resource } from '../../state/resource.ts';
import { dashboard as t } from '../../text/dashboard.ts';
import { app } from '../../text/pt-BR.ts';
import { Button } from '../../ui/button.tsx';
import { ChevronIcon, DevicesIcon, MicIcon, ShieldIcon, SlidersIcon, WifiIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { connectedDevices, radios, retryCard, voiceAssistant, wireless } from './dashboard-data.ts';
import { connectedCount, radioSummaries, wifiNetworks } from './summaries.ts';

export function LinkCards({ visibility }: { visibility: Visibility }) {
  useSignals();
  const show = visibility.dashboard;
  return (
    <div className="dashboard__links">
      {show.wifiList && (
        <SummaryCard to={paths.network.wifi} title={t.wifiCard} icon={<WifiIcon />} resource={wireless}>
          {(list) => <WifiList list={list} />}
        </SummaryCard>
      )}
      {show.radio && (
        <SummaryCard to={paths.network.radio} title={t.radioCard} icon={<SlidersIcon />} resource={radios}>
          {(list) => (
            <ul className="summary-list">
              {radioSummaries(list).map((r) => (
                <li key={r.band}>
                  <b>{t.bandName(r.band)}</b>{' '}
                  {r.enabled ? (
                    <>
                      <span className="nowrap">{t.channel(r.channel, r.automatic)}</span> · <span className="nowrap">{r.bandwidth}</span>
                    </>
                  ) : (
                    t.radioOff
                  )}
                </li>
              ))}
            </ul>
          )}
        </SummaryCard>
      )}
      {show.devices && (
        <SummaryCard to={paths.devices.list} title={t.devicesCard} icon={<DevicesIcon />} resource={connectedDevices}>
          {(list) => t.devicesCount(connectedCount(list))}
        </SummaryCard>
      )}
      {show.bandControl && (
        <InfoLinkCard to={paths.security.bandControl} title={t.bandControlCard} icon={<ShieldIcon />}>
          {t.bandControlBody}
        </InfoLinkCard>
      )}
      {show.alexa && (
        <SummaryCard to={paths.alexa} title={t.alexaCard} icon={<MicIcon />} resource={voiceAssistant}>
          {(v) => (
            <span className={`pill pill--${v.is_registered ? 'on' : 'off'}`}>
              {v.is_registered ? t.alexaRegistered : t.alexaNotRegistered}
            </span>
          )}
        </SummaryCard>
      )}
    </div>
  );
}

function WifiList({ list }: { list: Parameters<typeof wifiNetworks>[0] }) {
  const networks = wifiNetworks(list);
  if (networks.length === 0) return <>{t.wifiCardEmpty}</>;
  return (
    <ul className="summary-list">
      {networks.map((n) => (
        <li key={n.ssid}>
          <b className="ssid">{n.ssid}</b>
          {n.guest && <span className="tag">{t.guest}</span>}{' '}
          <span className="bands">{n.bands.map(t.bandName).join(' · ')}</span>
        </li>
      ))}
    </ul>
  );
}

/** A card that is one link to a page, named by its title and described by its summary. */
function InfoLinkCard({ to, title, icon, children }: { to: string; title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Link to={to} className="card card--link info-card" aria-labelledby={`${id}-t`} aria-describedby={`${id}-b`}>
      <span className="card__icon card__icon--large">{icon}</span>
      <div className="card__text">
        <span className="card__title" id={`${id}-t`}>{title}</span>
        <div className="card__body" id={`${id}-b`}>{children}</div>
      </div>
      <ChevronIcon className="card__chevron" />
    </Link>
  );
}

/**
 * A link card whose summary comes from a read: a small spinner while it comes, the summary once it answered. Failed
 * (and no answer yet), the card says so and offers to try again — a button cannot sit inside a link, so the card is
 * then a group whose title is the link.
 */
function SummaryCard<T>({ to, title, icon, resource, children }: {
  to: string;
  title: string;
  icon: ReactNode;
  resource: Resource<T>;
  children: (value: T) => ReactNode;
}) {
  useSignals();
  const id = useId();
  const value = resource.data.value;
  if (value === undefined && resource.error.value) {
    return (
      <div className="card card--link info-card" role="group" aria-labelledby={`${id}-t`} aria-describedby={`${id}-b`}>
        <span className="card__icon card__icon--large">{icon}</span>
        <div className="card__text">
          <Link to={to} className="card__title" id={`${id}-t`}>{title}</Link>
          <div className="card__body" id={`${id}-b`}>{t.unavailable}</div>
        </div>
        <Button variant="secondary" onClick={() => retryCard(resource as Resource<unknown>)}>{app.retry}</Button>
      </div>
    );
  }
  return (
    <InfoLinkCard to={to} title={title} icon={icon}>
      {value === undefined ? <Spinner size={18} /> : children(value)}
    </InfoLinkCard>
  );
}
