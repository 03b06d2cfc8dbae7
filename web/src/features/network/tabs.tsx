/**
 * The network page's tabs (spec 2 §2.2): links in a tablist, shown by the one visibility rule
 * (visibility().networkTabs), so a tab never leads to a page the device state hides.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useLocation } from 'react-router-dom';
import type { NetworkTab } from '../../app/visibility.ts';
import { currentVisibility } from '../../app/use-visibility.ts';
import { paths } from '../../paths.ts';
import { networkTabs as t } from '../../text/network.ts';
import './network.css';

const PATHS: Record<NetworkTab, string> = {
  wifi: paths.network.wifi,
  wan: paths.network.wan,
  lan: paths.network.lan,
  ipv6: paths.network.ipv6,
  mesh: paths.network.meshRole,
};

export function NetworkTabs() {
  useSignals();
  const { pathname } = useLocation();
  const tabs = currentVisibility()?.networkTabs ?? [];
  if (tabs.length === 0) return null;
  return (
    <nav className="net-tabs" role="tablist" aria-label={t.label}>
      {tabs.map((tab) => {
        // A sub-page (a lease, a Wi-Fi network) keeps its tab selected.
        const active = pathname === PATHS[tab] || pathname.startsWith(`${PATHS[tab]}/`);
        return (
          <Link
            key={tab}
            to={PATHS[tab]}
            role="tab"
            aria-selected={active}
            aria-current={active ? 'page' : undefined}
            className={['net-tabs__tab', active && 'net-tabs__tab--active'].filter(Boolean).join(' ')}
          >
            {t[tab]}
          </Link>
        );
      })}
    </nav>
  );
}
