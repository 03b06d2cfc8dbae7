/**
 * Every route of the UI (spec 1 §2.1, spec 2 §2.1–2.2, spec 3 §2): the login, the wizard, and the authenticated
 * area's pages — their addresses, titles, rules and parents are page-table.ts's table, their components are here.
 * Each area is one lazy chunk, so /login loads only the login page; the shell's guard enforces each page's rule.
 */
import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router-dom';
import { DownloadAppPage, LoginPage } from '../features/auth/index.ts';
import { paths, wanModes } from '../paths.ts';
import { isLazyPage, lazyPage, type LazyPage } from './lazy-page.ts';
import { pageTable, type PageEntry, type PageId } from './page-table.ts';
import { RootLayout } from './root-layout.tsx';

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

/** Each page of the authenticated area's table (page-table.ts) with its component. */
const components: Record<PageId, ComponentType> = {
  dashboard: DashboardPage,
  alexa: AlexaPage,
  wifiList: WifiListPage,
  wifiAdd: WifiEditPage,
  wifiEdit: WifiEditPage,
  radio: RadioPage,
  wan: WanPage,
  lan: LanPage,
  ipv6: Ipv6Page,
  leases: LeaseListPage,
  leaseAdd: LeaseFormPage,
  leaseEdit: LeaseFormPage,
  meshRole: MeshRolePage,
  meshAgent: MeshAgentPage,
  security: SecurityMenuPage,
  upnp: UpnpPage,
  sipAlg: SipAlgPage,
  bandControl: BandControlPage,
  dos: DosPage,
  portRedirect: PortRedirectListPage,
  portRedirectAdd: PortRedirectFormPage,
  portRedirectEdit: PortRedirectFormPage,
  filters: FilterMenuPage,
  filterMac: MacFilterPage,
  filterIp: IpFilterPage,
  filterPort: PortFilterPage,
  filterUrl: UrlFilterPage,
  tools: ToolsMenuPage,
  ping: PingPage,
  traceroute: TraceroutePage,
  siteSurvey: SiteSurveyPage,
  wps: WpsPage,
  iotAssistant: IotAssistantPage,
  parental: ParentalMenuPage,
  parentalSchedule: ParentalSchedulePage,
  parentalDevices: ParentalDevicesPage,
  parentalAll: ParentalAllPage,
  parentalAllRules: ParentalAllRulesPage,
  parentalDevice: ParentalDevicePage,
  parentalDeviceFilters: ParentalDeviceFiltersPage,
  devices: DeviceListPage,
  device: DeviceDetailPage,
  system: SystemMenuPage,
  reboot: RebootPage,
  syslog: SyslogPage,
  leds: LedsPage,
  update: UpdatePage,
  restore: RestorePage,
  datetime: DateTimePage,
  mirroring: MirroringPage,
  users: UsersPage,
  operationMode: OperationModePage,
  management: ManagementPage,
  tr069: ManagementPage,
  meshOnboarding: MeshOnboardingPage,
  meshNode: MeshNodePage,
  meshLocation: MeshLocationPage,
};

const route = (path: string, Page: ComponentType): RouteObject => ({ path, element: <Page /> });

const { wizard } = paths;
const wizardSteps = [
  wizard.credentials,
  wizard.location,
  wizard.operationMode,
  wizard.wan,
  ...wanModes.map((mode) => wizard.wanMode[mode]),
  wizard.wifi,
  wizard.repeater,
  wizard.confirm,
];

const authenticated: RouteObject[] = [
  ...(Object.entries(pageTable) as Array<[PageId, PageEntry]>).flatMap(([id, entry]) =>
    entry.paths.map((path) => route(path, components[id])),
  ),
  { path: paths.network.area, element: <AreaRedirect area="network" /> },
  { path: paths.system.managementArea, element: <AreaRedirect area="management" /> },
  // "/ and everything else": an unknown address inside the app goes to the dashboard.
  { path: '*', element: <Navigate to={paths.dashboard} replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      route(paths.login, LoginPage),
      route(paths.downloadApp, DownloadAppPage),
      ...wizardSteps.map((path) => route(path, WizardPage)),
      { element: <AuthenticatedArea />, children: authenticated },
    ],
  },
];

/**
 * The route table's matches for `pathname`, kept per path: matching flattens and ranks the whole table (~9 ms of a
 * phone's CPU each time), and it is asked for the same path by the login (twice, right as the session answers), by
 * the start-up, and by every render of the routes.
 */
function matchesOf(pathname: string): RouteMatch[] | null {
  let matches = matched.get(pathname);
  if (matches === undefined) {
    // as useRoutes gives them: matched on the decoded path, their pathnames encoded again as the browser's history does
    matches =
      matchRoutes(routes, pathname)?.map((m) => ({ ...m, pathname: encoded(m.pathname), pathnameBase: encoded(m.pathnameBase) })) ?? null;
    if (matched.size >= 64) matched.clear();
    matched.set(pathname, matches);
  }
  return matches;
}
const matched = new Map<string, RouteMatch[] | null>();
const encoded = (pathname: string) => new URL(pathname.replace(/ $/, '%20'), 'http://localhost').pathname; // the path alone: any origin (none when prerendered)

/** The lazy pages `pathname` renders, outermost first (the authenticated area, then its page). */
function lazyPagesOf(pathname: string): LazyPage[] {
  return (matchesOf(pathname) ?? [])
    .map(({ route }) => (isValidElement(route.element) ? route.element.type : null))
    .filter(isLazyPage);
}

/**
 * Loads the chunks of the pages that `pathname` renders (the authenticated area and its page, say), so the
 * first render shows them without a Suspense fallback. Resolves when they are loaded, or failed to load
 * (the page's error boundary then shows the failure). `read`: once loaded, starts their first reads before they
 * render (the area's once its start-up rules let the owner in, then — only then — its page's: the dashboard's, which
 * go out as the device state tells which cards show); each takes its own over as it mounts.
 */
export function preloadRoute(pathname: string, read = false): Promise<void> {
  const loaded = Promise.all(lazyPagesOf(pathname).map((p) => p.preload())).catch(() => []);
  if (read) {
    void loaded.then(async (modules) => {
      for (const m of modules) if ((await m.readOnEntry?.()) === false) return;
    });
  }
  return loaded.then(() => undefined);
}

/** Whether `pathname` opens the authenticated area (every route but login, download-app and the wizard). */
export function inAuthenticatedArea(pathname: string): boolean {
  return (matchesOf(pathname) ?? []).some(({ route }) => isValidElement(route.element) && route.element.type === AuthenticatedArea);
}

/**
 * The route table rendered (declarative router: the data router would add ~19 KB gzip to /login): what useRoutes does
 * at the top of the tree, with the matches kept per path (matchesOf) instead of ranked again on each move.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return renderMatches(matchesOf(pathname));
}
