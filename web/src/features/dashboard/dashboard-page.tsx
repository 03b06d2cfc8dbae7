/**
 * / (spec 1 §2.6). This issue: internet status, uptime and the card layout; the next issue adds
 * traffic rates, the mesh node list, detail modals and the firmware prompt into the same grid.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { currentVisibility } from '../../app/use-visibility.ts';
import { device } from '../../state/device.ts';
import { refreshStatus, status } from '../../state/status.ts';
import { dashboard, uptimeText } from '../../text/pt-BR.ts';
import { Card, LinkCard } from '../../ui/card.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { ClockIcon, DevicesIcon, GlobeIcon, SlidersIcon, WifiIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useUptime } from './use-uptime.ts';
import './dashboard.css';

export function DashboardPage() {
  useSignals();
  const current = status.data.value;
  const visibility = currentVisibility();
  const uptime = useUptime(device.data.value?.uptime);

  return (
    <div className="dashboard">
      <div className="dashboard__summary">
        <Card title={dashboard.internet} icon={<GlobeIcon />} className="summary-card">
          {current ? (
            <p className={`internet internet--${current.has_internet ? 'on' : 'off'}`}>
              <span className="internet__dot" aria-hidden="true" />
              {current.has_internet ? dashboard.internetActive : dashboard.internetInactive}
            </p>
          ) : status.error.value ? (
            <ErrorState compact error={status.error.value} onRetry={() => void refreshStatus()} />
          ) : (
            <Spinner size={24} />
          )}
        </Card>
        <Card title={dashboard.uptime} icon={<ClockIcon />} className="summary-card">
          {uptime !== undefined ? (
            <p className="uptime">{uptimeText(uptime)}</p>
          ) : device.error.value ? (
            <ErrorState compact error={device.error.value} onRetry={() => void device.load()} />
          ) : (
            <Spinner size={24} />
          )}
        </Card>
      </div>
      {visibility && (
        <div className="dashboard__links">
          {visibility.dashboard.wifiList && (
            <LinkCard to="/network/wifi" title={dashboard.wifiCard} body={dashboard.wifiCardBody} icon={<WifiIcon />} />
          )}
          {visibility.routes.wifiRadio && (
            <LinkCard to="/network/wifi/radio" title={dashboard.radioCard} body={dashboard.radioCardBody} icon={<SlidersIcon />} />
          )}
          {visibility.dashboard.devices && (
            <LinkCard to="/devices" title={dashboard.devicesCard} body={dashboard.devicesCardBody} icon={<DevicesIcon />} />
          )}
        </div>
      )}
    </div>
  );
}
