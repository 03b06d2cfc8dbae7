/**
 * /system/management (spec 3 §2): the tabs 'GERENCIAMENTO REMOTO VIA WAN' (/system/management/management, router
 * mode) and TR-069 (/system/management/tr069; the only tab in access point mode), as visibility() allows them.
 */
import { Link, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { currentVisibility } from '../../../app/use-visibility.ts';
import { paths } from '../../../paths.ts';
import { management as t } from '../../../text/system.ts';
import { RemoteManagementForm } from './remote.tsx';
import { Tr069Form } from './tr069.tsx';
import '../system.css';

export function ManagementPage() {
  useSignals();
  const { pathname } = useLocation();
  const routes = currentVisibility()?.routes;
  const tabs = [
    ...(routes?.management ? [{ path: paths.system.management, label: t.tabManagement }] : []),
    ...(routes?.tr069 ? [{ path: paths.system.tr069, label: t.tabTr069 }] : []),
  ];
  return (
    <div className="sys-settings">
      <nav className="sys-tabs" role="tablist" aria-label={t.tabsLabel}>
        {tabs.map((tab) => {
          const active = pathname === tab.path;
          return (
            <Link key={tab.path} to={tab.path} role="tab" aria-selected={active} aria-current={active ? 'page' : undefined}
              className={['sys-tabs__tab', active && 'sys-tabs__tab--active'].filter(Boolean).join(' ')}>
              {tab.label}
            </Link>
          );
        })}
      </nav>
      {pathname === paths.system.tr069 ? <Tr069Form /> : <RemoteManagementForm />}
    </div>
  );
}
