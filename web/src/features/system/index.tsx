/** The system area's menu. */
import { useSignals } from '@preact/signals-react/runtime';
import { currentVisibility } from '../../app/use-visibility.ts';
import { MANAGEMENT_PATH } from '../../app/visibility.ts';
import { pages } from '../../text/pt-BR.ts';
import { systemMenu as t } from '../../text/system.ts';
import { NavMenu, type NavMenuItem } from '../../ui/nav-menu.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';

const items: NavMenuItem[] = [
  { to: '/system/update', title: pages.update, hint: t.hints.update },
  { to: '/system/users', title: pages.users, hint: t.hints.users },
  { to: '/system/reboot', title: pages.reboot, hint: t.hints.reboot },
  { to: '/system/restore', title: pages.restore, hint: t.hints.restore },
  { to: '/system/datetime', title: pages.datetime, hint: t.hints.datetime },
  { to: '/system/syslog', title: pages.syslog, hint: t.hints.syslog },
  { to: '/system/leds', title: pages.leds, hint: t.hints.leds },
];
const operationMode: NavMenuItem = { to: '/system/operation-mode', title: pages.operationMode, hint: t.hints.operationMode };
const mirroring: NavMenuItem = { to: '/mirroring', title: pages.mirroring, hint: t.hints.mirroring };
const wizard: NavMenuItem = { to: '/wizard', title: pages.wizard, hint: t.hints.wizard };

/**
 * /system (spec 3 §2): the area's pages; operation mode not on a mesh agent, management where the device state
 * allows it (the remote-management tab, or TR-069 alone in access point mode), port mirroring and the installation wizard.
 */
export function SystemMenuPage() {
  useSignals();
  const visibility = currentVisibility();
  // Until the device state is read, the entries cannot be decided: no menu that changes under the finger.
  if (!visibility) return <PageSpinner />;
  const management: NavMenuItem[] = visibility.managementPath === null ? [] : [
    visibility.managementPath === MANAGEMENT_PATH
      ? { to: visibility.managementPath, title: pages.management, hint: t.hints.management }
      : { to: visibility.managementPath, title: pages.tr069, hint: t.hints.tr069 },
  ];
  const entries = [
    ...items,
    ...(visibility.routes.operationMode ? [operationMode] : []),
    ...management,
    mirroring,
    wizard,
  ];
  return <NavMenu label={t.label} intro={t.intro} items={entries} />;
}
