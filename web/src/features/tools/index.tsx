/**
 * The tools area's menu (spec 3 §2: site survey, ping, traceroute, WPS, and the IoT assistant only when the
 * device has mesh and is not an agent).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { pageMenu } from '../../app/page-table.ts';
import { currentVisibility, retryDeviceState } from '../../app/use-visibility.ts';
import { toolsMenu as t } from '../../text/tools.ts';
import { NavMenu } from '../../ui/nav-menu.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';

export function ToolsMenuPage() {
  useSignals();
  const visibility = currentVisibility();
  // Until the device state is read, the IoT entry cannot be decided: no menu that changes under the finger.
  if (!visibility) return <PageSpinner onRetry={() => void retryDeviceState()} />;
  const items = pageMenu(['siteSurvey', 'ping', 'traceroute', 'wps', 'iotAssistant'], t.hints, visibility.routes);
  return <NavMenu label={t.label} intro={t.intro} items={items} />;
}
