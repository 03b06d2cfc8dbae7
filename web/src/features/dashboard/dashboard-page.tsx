/**
 * / (spec 1 §2.6): internet status, uptime, remote connection, traffic rates and graph, the
 * connection tables with their modals, the mesh node list, the cards leading to pages, and the
 * firmware-update prompt. Which cards show is visibility()'s answer.
 *
 * What repeats while it is open is the spec's polls only: status (the shell's, 10 s), mesh (4 s),
 * traffic (5 s), and lan + wan every 5 s while the internet is down; everything else is read once.
 */
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { currentVisibility } from '../../app/use-visibility.ts';
import { device } from '../../state/device.ts';
import { pollMesh } from '../../state/mesh.ts';
import { refreshStatus, status } from '../../state/status.ts';
import { dashboard as t, uptimeText } from '../../text/dashboard.ts';
import { Card } from '../../ui/card.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { ClockIcon, GlobeIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ConnectionCard } from './connection-card.tsx';
import { firmwareVersions, readWhatCardsNeed, watchInternetDown } from './dashboard-data.ts';
import { CloudIcon } from './dashboard-icons.tsx';
import { FirmwarePrompt } from './firmware-prompt.tsx';
import { LinkCards } from './link-cards.tsx';
import { MeshNodesCard } from './mesh-nodes.tsx';
import { TrafficCard } from './traffic-card.tsx';
import { useUptime } from './use-uptime.ts';
import './dashboard.css';

export function DashboardPage() {
  useSignals();
  // only the visibility: the same object while the device state is as it was (use-visibility.ts), so a status or mesh
  // poll does not render the dashboard again; each card reads what it shows
  const visibility = currentVisibility();

  // One-time reads of what the visible cards need (each failed one tried again on its poll); again only if the device
  // state changes which.
  useEffect(() => readWhatCardsNeed(), []);

  useEffect(() => pollMesh(), []);

  return (
    <div className="dashboard">
      <div className="dashboard__summary">
        <InternetCard />
        <RemoteStatusCard />
        <UptimeCard />
      </div>
      <div className="dashboard__main">
        <TrafficCard />
        {visibility && <ConnectionCard visibility={visibility} />}
      </div>
      {visibility?.dashboard.meshNodes && <MeshNodesCard visibility={visibility} />}
      {visibility && <LinkCards visibility={visibility} />}
      <FirmwarePrompt />
    </div>
  );
}

/** Whether the router has internet (the status's answer); while it has not, lan and wan are read on their poll. */
function InternetCard() {
  useSignals();
  const current = status.data.value;
  const internetDown = current?.has_internet === false;
  useEffect(() => (internetDown ? watchInternetDown() : undefined), [internetDown]);
  return (
    <Card title={t.internet} icon={<GlobeIcon />} className="summary-card">
      {current ? (
        <>
          <p className={`internet internet--${current.has_internet ? 'on' : 'off'}`}>
            <span className="internet__dot" aria-hidden="true" />
            {current.has_internet ? t.internetActive : t.internetInactive}
          </p>
          {!current.has_internet && <p className="card-note">{t.internetChecking}</p>}
        </>
      ) : status.error.value ? (
        <ErrorState compact error={status.error.value} onRetry={() => void refreshStatus()} />
      ) : (
        <Spinner size={24} />
      )}
    </Card>
  );
}

/** The uptime, ticking each second: its own component, so a tick renders this card, not the whole dashboard. */
function UptimeCard() {
  useSignals();
  const uptime = useUptime(device.data.value?.uptime);
  return (
    <Card title={t.uptime} icon={<ClockIcon />} className="summary-card uptime-card">
      {uptime !== undefined ? (
        <p className="uptime">{uptimeText(uptime)}</p>
      ) : device.error.value ? (
        <ErrorState compact error={device.error.value} onRetry={() => void device.load()} />
      ) : (
        <Spinner size={24} />
      )}
    </Card>
  );
}

/** Whether the router reaches the remote service: the firmware service's answer says so; no answer is offline. */
function RemoteStatusCard() {
  useSignals();
  const versions = firmwareVersions.data.value;
  const known = versions !== undefined || firmwareVersions.error.value !== null;
  const online = versions?.online === true;
  return (
    <Card title={t.remote} icon={<CloudIcon />} className="summary-card remote-card">
      {known ? (
        <>
          <p className={`internet internet--${online ? 'on' : 'off'}`}>
            <span className="internet__dot" aria-hidden="true" />
            {online ? t.remoteOnline : t.remoteOffline}
          </p>
          <p className="card-note">{online ? t.remoteOnlineBody : t.remoteOfflineBody}</p>
        </>
      ) : (
        <Spinner size={24} />
      )}
    </Card>
  );
}
