/** The system area's menu. */
import { useSignals } from '@preact/signals-react/runtime';
import { pageMenu } from '../../app/page-table.ts';
import { currentVisibility, retryDeviceState } from '../../app/use-visibility.ts';
import { paths } from '../../paths.ts';
import { pages } from '../../text/pt-BR.ts';
import { systemMenu as t } from '../../text/system.ts';
import { NavMenu } from '../../ui/nav-menu.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';

const wizard = { to: paths.wizard.credentials, title: pages.wizard, hint: t.hints.wizard };

/**
 * /system (spec 3 §2): the area's pages; operation mode not on a mesh agent, management where the device state
 * allows it (the remote-management tab, or TR-069 alone in access point mode), port mirroring and the installation wizard.
 */
export function SystemMenuPage() {
  useSignals();
  const visibility = currentVisibility();
  // Until the device state is read, the entries cannot be decided: no menu that changes under the finger.
  if (!visibility) return <PageSpinner onRetry={() => void retryDeviceState()} />;
  const { routes } = visibility;
  const management = routes.management ? 'management' : 'tr069';
  const pagesShown = ['update', 'users', 'reboot', 'restore', 'datetime', 'syslog', 'leds', 'operationMode', management, 'mirroring'] as const;
  return <NavMenu label={t.label} intro={t.intro} items={[...pageMenu(pagesShown, t.hints, routes), wizard]} />;
}
