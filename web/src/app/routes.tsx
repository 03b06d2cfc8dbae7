/**
 * Every route of the UI, in one table (spec 1 §2.1, spec 2 §2.1–2.2, spec 3 §2). Each area is one
 * lazy chunk, so /login loads only the login page. Each authenticated route names its title, its
 * parent (for the back arrow) and its visibility rule; the shell's guard enforces the rule.
 */
import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { DownloadAppPage, LoginPage } from '../features/auth/index.ts';
import { pages as t } from '../text/pt-BR.ts';
import { isLazyPage, lazyPage } from './lazy-page.ts';
import type { PageHandle } from './page-meta.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteRule } from './visibility.ts';

// The login and download-app pages are the first screen without a session: they are in the start-up chunk.
const area = lazyPage;
const WizardPage = area(() => import('../features/wizard/index.tsx'), 'WizardPage');
const AuthenticatedArea = area(() => import('./authenticated-area.tsx'), 'AuthenticatedArea');
const DashboardPage = area(() => import('../features/dashboard/index.ts'), 'DashboardPage');
const AlexaPage = area(() => import('../features/alexa/index.tsx'), 'AlexaPage');
// The network area: one chunk per page, each under the tabs (features/network/frame.tsx).
const WifiListPage = area(() => import('../features/network/wireless/list-page.tsx'), 'WifiListPage');
const WifiEditPage = area(() => import('../features/network/wireless/edit-page.tsx'), 'WifiEditPage');
const RadioPage = area(() => import('../features/network/radio/index.tsx'), 'RadioPage');
const WanPage = area(() => import('../features/network/wan/index.tsx'), 'WanPage');
const LanPage = area(() => import('../features/network/lan/index.tsx'), 'LanPage');
const Ipv6Page = area(() => import('../features/network/ipv6/index.tsx'), 'Ipv6Page');
const meshRole = () => import('../features/network/mesh-role/index.ts');
const MeshRolePage = area(meshRole, 'MeshRolePage');
const MeshAgentPage = area(meshRole, 'MeshAgentPage');
const leases = () => import('../features/network/leases/index.tsx');
const LeaseListPage = area(leases, 'LeaseListPage');
const LeaseFormPage = area(leases, 'LeaseFormPage');
const security = () => import('../features/security/index.tsx');
const SecurityMenuPage = area(security, 'SecurityMenuPage');
const portRedirect = () => import('../features/security/port-redirect/index.tsx');
const PortRedirectListPage = area(portRedirect, 'PortRedirectListPage');
const PortRedirectFormPage = area(portRedirect, 'PortRedirectFormPage');
const UpnpPage = area(() => import('../features/security/upnp/index.tsx'), 'UpnpPage');
const SipAlgPage = area(() => import('../features/security/sip-alg/index.tsx'), 'SipAlgPage');
const BandControlPage = area(() => import('../features/security/band-control/index.tsx'), 'BandControlPage');
const DosPage = area(() => import('../features/security/dos/index.tsx'), 'DosPage');
// The global filters: one chunk for the menu and its four lists.
const filters = () => import('../features/security/filter/index.tsx');
const FilterMenuPage = area(filters, 'FilterMenuPage');
const MacFilterPage = area(filters, 'MacFilterPage');
const IpFilterPage = area(filters, 'IpFilterPage');
const PortFilterPage = area(filters, 'PortFilterPage');
const UrlFilterPage = area(filters, 'UrlFilterPage');
const tools = () => import('../features/tools/index.tsx');
const ToolsMenuPage = area(tools, 'ToolsMenuPage');
const PingPage = area(() => import('../features/tools/ping/index.tsx'), 'PingPage');
const TraceroutePage = area(() => import('../features/tools/traceroute/index.tsx'), 'TraceroutePage');
const SiteSurveyPage = area(() => import('../features/tools/site-survey/index.tsx'), 'SiteSurveyPage');
const WpsPage = area(() => import('../features/tools/wps/index.tsx'), 'WpsPage');
const IotAssistantPage = area(() => import('../features/tools/iot/index.tsx'), 'IotAssistantPage');
// Parental control: four chunks (menu and devices; schedules; all devices; one device), each within the budget.
const parental = () => import('../features/parental/index.tsx');
const ParentalMenuPage = area(parental, 'ParentalMenuPage');
const ParentalDevicesPage = area(parental, 'ParentalDevicesPage');
const ParentalSchedulePage = area(() => import('../features/parental/schedule-page.tsx'), 'SchedulePage');
const parentalAll = () => import('../features/parental/all-page.tsx');
const ParentalAllPage = area(parentalAll, 'AllDevicesPage');
const ParentalAllRulesPage = area(parentalAll, 'AllRulesPage');
const parentalDevice = () => import('../features/parental/device-page.tsx');
const ParentalDevicePage = area(parentalDevice, 'DeviceParentalPage');
const ParentalDeviceFiltersPage = area(parentalDevice, 'DeviceUrlFiltersPage');
// The devices area: the list and one device, each its own chunk.
const DeviceListPage = area(() => import('../features/devices/list-page.tsx'), 'DeviceListPage');
const DeviceDetailPage = area(() => import('../features/devices/detail-page.tsx'), 'DeviceDetailPage');
const system = () => import('../features/system/index.tsx');
const SystemMenuPage = area(system, 'SystemMenuPage');
const RebootPage = area(() => import('../features/system/reboot/index.tsx'), 'RebootPage');
const SyslogPage = area(() => import('../features/system/syslog/index.tsx'), 'SyslogPage');
const LedsPage = area(() => import('../features/system/leds/index.tsx'), 'LedsPage');
const OperationModePage = area(() => import('../features/system/operation-mode.tsx'), 'OperationModePage');
const UsersPage = area(() => import('../features/system/users.tsx'), 'UsersPage');
const UpdatePage = area(() => import('../features/system/update/index.tsx'), 'UpdatePage');
const RestorePage = area(() => import('../features/system/restore/index.tsx'), 'RestorePage');
const DateTimePage = area(() => import('../features/system/datetime/index.tsx'), 'DateTimePage');
const ManagementPage = area(() => import('../features/system/management/index.tsx'), 'ManagementPage');
const MirroringPage = area(() => import('../features/system/mirroring/index.tsx'), 'MirroringPage');
// The mesh pages are three chunks: each stays within the route budget.
const MeshNodePage = area(() => import('../features/mesh/node-page.tsx'), 'MeshNodePage');
const MeshLocationPage = area(() => import('../features/mesh/location-page.tsx'), 'MeshLocationPage');
const MeshOnboardingPage = area(() => import('../features/mesh/onboarding-page.tsx'), 'MeshOnboardingPage');
const AreaRedirect = area(() => import('./authenticated-area.tsx'), 'AreaRedirect');

function page(path: string, Page: ComponentType, title: string, rule: RouteRule, parent?: string): RouteObject {
  const handle: PageHandle = { title, rule, parent };
  return { path, handle, element: <Page /> };
}

/** Pages of one area sharing its component and rule: [path, title, parent]. */
function pages(Page: ComponentType, rule: RouteRule, list: Array<[string, string, string?]>): RouteObject[] {
  return list.map(([path, title, parent]) => page(path, Page, title, rule, parent));
}

const wizardSteps: Array<[string, string]> = [
  ['/wizard', t.wizard],
  ['/wizard/wizard-location', t.wizardLocation],
  ['/wizard/operation-mode', t.wizardOperationMode],
  ['/wizard/wan', t.wizardWan],
  ['/wizard/wan/dhcp', t.wizardWan],
  ['/wizard/wan/static', t.wizardWan],
  ['/wizard/wan/pppoe', t.wizardWan],
  ['/wizard/wifi', t.wizardWifi],
  ['/wizard/repeater', t.wizardRepeater],
  ['/wizard/confirm', t.wizardConfirm],
];

const authenticated: RouteObject[] = [
  page('/', DashboardPage, t.dashboard, 'always'),
  page('/amazon/alexa', AlexaPage, t.alexa, 'voice', '/'),

  { path: '/network', element: <AreaRedirect area="network" /> },
  page('/network/wifi', WifiListPage, t.wifi, 'wifi', '/'),
  page('/network/wifi/add', WifiEditPage, t.wifiAdd, 'wifi', '/network/wifi'),
  page('/network/wifi/:id', WifiEditPage, t.wifiEdit, 'wifi', '/network/wifi'),
  page('/network/wifi/radio', RadioPage, t.wifiRadio, 'wifiRadio', '/network/wifi'),
  ...pages(WanPage, 'routerMode', [
    ['/network/wan', t.wan, '/'],
    ['/network/wan/dhcp', t.wan, '/'],
    ['/network/wan/static', t.wan, '/'],
    ['/network/wan/pppoe', t.wan, '/'],
  ]),
  page('/network/lan', LanPage, t.lan, 'routerMode', '/'),
  page('/network/ipv6', Ipv6Page, t.ipv6, 'routerMode', '/'),
  page('/network/lan/dhcp-lease', LeaseListPage, t.dhcpLeases, 'routerMode', '/network/lan'),
  ...pages(LeaseFormPage, 'routerMode', [
    ['/network/lan/dhcp-lease/add', t.dhcpLeaseAdd, '/network/lan/dhcp-lease'],
    ['/network/lan/dhcp-lease/:id', t.dhcpLeaseEdit, '/network/lan/dhcp-lease'],
  ]),
  page('/network/mesh', MeshRolePage, t.meshRole, 'meshRole', '/'),
  page('/network/mesh/agent', MeshAgentPage, t.meshAgent, 'meshRole', '/network/mesh'),

  page('/security', SecurityMenuPage, t.security, 'routerMode', '/'),
  page('/security/upnp', UpnpPage, t.upnp, 'routerMode', '/security'),
  page('/security/sip-alg', SipAlgPage, t.sipAlg, 'routerMode', '/security'),
  page('/security/bandcontrol', BandControlPage, t.bandControl, 'routerMode', '/security'),
  page('/security/dos', DosPage, t.dos, 'routerMode', '/security'),
  page('/security/portredirect', PortRedirectListPage, t.portRedirect, 'routerMode', '/security'),
  ...pages(PortRedirectFormPage, 'routerMode', [
    ['/security/portredirect/add', t.portRedirectAdd, '/security/portredirect'],
    ['/security/portredirect/:id', t.portRedirectEdit, '/security/portredirect'],
  ]),
  page('/security/filter', FilterMenuPage, t.filters, 'routerMode', '/security'),
  page('/security/filter/mac', MacFilterPage, t.filterMac, 'routerMode', '/security/filter'),
  page('/security/filter/ip', IpFilterPage, t.filterIp, 'routerMode', '/security/filter'),
  page('/security/filter/port', PortFilterPage, t.filterPort, 'routerMode', '/security/filter'),
  page('/security/filter/url', UrlFilterPage, t.filterUrl, 'routerMode', '/security/filter'),

  page('/tools', ToolsMenuPage, t.tools, 'always', '/'),
  page('/tools/ping', PingPage, t.ping, 'always', '/tools'),
  page('/tools/traceroute', TraceroutePage, t.traceroute, 'always', '/tools'),
  ...pages(SiteSurveyPage, 'always', [
    ['/tools/site_survey', t.siteSurvey, '/tools'],
    ['/tools/site_survey/2_4', t.siteSurvey, '/tools'],
    ['/tools/site_survey/5', t.siteSurvey, '/tools'],
  ]),
  page('/tools/wps', WpsPage, t.wps, 'always', '/tools'),
  page('/tools/iot_assistant', IotAssistantPage, t.iotAssistant, 'iot', '/tools'),

  page('/parental-control', ParentalMenuPage, t.parental, 'routerMode', '/'),
  page('/parental-control/schedule', ParentalSchedulePage, t.parentalSchedule, 'routerMode', '/parental-control'),
  page('/parental-control/devices', ParentalDevicesPage, t.parentalDevices, 'routerMode', '/parental-control'),
  page('/parental-control/devices/all', ParentalAllPage, t.parentalAll, 'routerMode', '/parental-control/devices'),
  page('/parental-control/devices/all/block', ParentalAllRulesPage, t.parentalAll, 'routerMode', '/parental-control/devices/all'),
  page('/parental-control/devices/:id', ParentalDevicePage, t.parentalDevice, 'routerMode', '/parental-control/devices'),
  page('/parental-control/devices/:id/block', ParentalDeviceFiltersPage, t.parentalDevice, 'routerMode', '/parental-control/devices/:id'),

  page('/devices', DeviceListPage, t.devices, 'always', '/'),
  page('/devices/:id', DeviceDetailPage, t.device, 'always', '/devices'),

  page('/system', SystemMenuPage, t.system, 'system', '/'),
  page('/system/reboot', RebootPage, t.reboot, 'system', '/system'),
  page('/system/syslog', SyslogPage, t.syslog, 'system', '/system'),
  page('/system/leds', LedsPage, t.leds, 'system', '/system'),
  page('/system/update', UpdatePage, t.update, 'system', '/system'),
  page('/system/restore', RestorePage, t.restore, 'system', '/system'),
  page('/system/datetime', DateTimePage, t.datetime, 'system', '/system'),
  page('/mirroring', MirroringPage, t.mirroring, 'system', '/system'),
  page('/system/users', UsersPage, t.users, 'system', '/system'),
  page('/system/operation-mode', OperationModePage, t.operationMode, 'operationMode', '/system'),
  { path: '/system/management', element: <AreaRedirect area="management" /> },
  page('/system/management/management', ManagementPage, t.management, 'management', '/system'),
  page('/system/management/tr069', ManagementPage, t.tr069, 'tr069', '/system'),

  page('/mesh/onboarding', MeshOnboardingPage, t.meshOnboarding, 'meshOnboarding', '/'),
  page('/mesh/:id', MeshNodePage, t.meshNode, 'meshNodes', '/'),
  page('/mesh/:id/location', MeshLocationPage, t.meshLocation, 'meshNodes', '/mesh/:id'),

  // "/ and everything else": an unknown address inside the app goes to the dashboard.
  { path: '*', element: <Navigate to="/" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/download-app', element: <DownloadAppPage /> },
      ...wizardSteps.map(([path, title]) => page(path, WizardPage, title, 'always')),
      { element: <AuthenticatedArea />, children: authenticated },
    ],
  },
];

/**
 * Loads the chunks of the pages that `pathname` renders (the authenticated area and its page, say), so the
 * first render shows them without a Suspense fallback. Resolves when they are loaded, or failed to load
 * (the page's error boundary then shows the failure).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (isValidElement(route.element) ? route.element.type : null))
    .filter(isLazyPage);
  return Promise.all(pages.map((p) => p.preload())).then(
    () => undefined,
    () => undefined,
  );
}

/** Whether `pathname` opens the authenticated area (every route but login, download-app and the wizard). */
export function inAuthenticatedArea(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => isValidElement(route.element) && route.element.type === AuthenticatedArea);
}

/** The route table rendered (declarative router: the data router would add ~19 KB gzip to /login). */
export function AppRoutes() {
  return useRoutes(routes);
}
