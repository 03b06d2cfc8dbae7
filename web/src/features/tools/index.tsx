/**
 * The tools area's menu (spec 3 §2: site survey, ping, traceroute, WPS, and the IoT assistant only when the
 * device has mesh and is not an agent).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { currentVisibility } from '../../app/use-visibility.ts';
import { pages } from '../../text/pt-BR.ts';
import { toolsMenu as t } from '../../text/tools.ts';
import { NavMenu } from '../../ui/nav-menu.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';

const items = [
  { to: '/tools/site_survey', title: pages.siteSurvey, hint: t.hints.siteSurvey },
  { to: '/tools/ping', title: pages.ping, hint: t.hints.ping },
  { to: '/tools/traceroute', title: pages.traceroute, hint: t.hints.traceroute },
  { to: '/tools/wps', title: pages.wps, hint: t.hints.wps },
];
const iot = { to: '/tools/iot_assistant', title: pages.iotAssistant, hint: t.hints.iotAssistant };

export function ToolsMenuPage() {
  useSignals();
  const visibility = currentVisibility();
  // Until the device state is read, the IoT entry cannot be decided: no menu that changes under the finger.
  if (!visibility) return <PageSpinner />;
  return <NavMenu label={t.label} intro={t.intro} items={visibility.routes.iot ? [...items, iot] : items} />;
}
