/**
 * Which routes and menu entries the device state allows (spec 1 §2.1 and §2.5, spec 2 §2.2, spec 3 §2).
 * ONE pure function: the side menu, the dashboard cards and the route guards all call it; its rules are the
 * contract's access table (contract/src/access.ts), which the router's refusals of writes read too.
 */
import { accessRules, deviceRole, type AccessFacts, type AccessRule } from '@roteador/contract';
import { paths } from '../paths.ts';
import { menuGroups } from '../text/pt-BR.ts';
import { pageLink, pageTable, type PageId } from './page-table.ts';

/** The facts the visibility depends on (the contract's access facts). */
export type DeviceState = AccessFacts;

/** The rule a route obeys; every route of routes.tsx names one (the contract's access table). */
export type RouteRule = AccessRule;

export interface MenuEntry {
  path: string;
  label: string;
}

export interface MenuGroup {
  id: keyof typeof menuGroups;
  label: string;
  entries: MenuEntry[];
}

export interface Visibility {
  routes: Record<RouteRule, boolean>;
  /** Groups with at least one visible entry, in menu order. */
  menu: MenuGroup[];
  /** Dashboard cards and tables (spec 1 §2.6): a mesh agent hides the network list, devices, band control, WAN/LAN/IPv6. */
  dashboard: {
    wifiList: boolean;
    devices: boolean;
    bandControl: boolean;
    /** the LAN table (and the WAN's, in router mode) */
    wanLan: boolean;
    /** the WAN table: router mode only (an access point or a repeater has no WAN of its own) */
    wan: boolean;
    /** the Alexa card: the voice model only */
    alexa: boolean;
    /** the network settings card leads to /network/wifi/radio: shown only where that page is */
    radio: boolean;
    /** access point mode: the status of the link to the main router */
    apLink: boolean;
    /** repeater mode: the network it repeats */
    repeater: boolean;
    /** the mesh node list */
    meshNodes: boolean;
    /** adding and removing nodes: only the controller */
    manageNodes: boolean;
  };
  /** Where /system/management leads: the remote-management tab, or TR-069 alone in access point mode. */
  managementPath: string | null;
  /** The network page's tabs, in order (spec 2 §2.2); the network feature names and links them. */
  networkTabs: NetworkTab[];
}

export type NetworkTab = 'wifi' | 'wan' | 'lan' | 'ipv6' | 'mesh';

export function visibility(facts: DeviceState): Visibility {
  const { meshExists, agent, router, accessPoint, repeater } = deviceRole(facts);
  const routes = accessRules(facts);

  const managementPath = routes.management ? paths.system.management : routes.tr069 ? paths.system.tr069 : null;
  // The entries of the pages whose rule the device state allows, each with its title (page-table.ts).
  const entries = (...ids: PageId[]): MenuEntry[] =>
    ids.filter((id) => routes[pageTable[id].rule]).map((id) => {
      const { path, title } = pageLink(id);
      return { path, label: title };
    });

  const groups: MenuGroup[] = [
    { id: 'dashboard', label: menuGroups.dashboard, entries: entries('dashboard') },
    { id: 'alexa', label: menuGroups.alexa, entries: entries('alexa') },
    {
      id: 'network',
      label: menuGroups.network,
      // Spec 1 §2.5: the menu links the Wi-Fi page only, and not on an agent (whose WI-FI tab still shows its
      // locked networks, spec 2 §2.2, §4.12); WAN, LAN, IPv6 and InMesh are tabs of the network page.
      entries: agent ? [] : entries('wifiList'),
    },
    { id: 'parental', label: menuGroups.parental, entries: entries('parentalSchedule', 'parentalDevices') },
    {
      id: 'security',
      label: menuGroups.security,
      entries: entries('portRedirect', 'upnp', 'sipAlg', 'bandControl', 'filters', 'dos'),
    },
    { id: 'tools', label: menuGroups.tools, entries: entries('siteSurvey', 'ping', 'traceroute', 'wps', 'iotAssistant') },
    {
      id: 'system',
      label: menuGroups.system,
      entries: [
        ...entries('update', 'users', 'reboot', 'restore', 'datetime', 'syslog', 'leds'),
        // where /system/management leads: the remote-management tab, else TR-069 alone (access point mode)
        ...entries(routes.management ? 'management' : 'tr069'),
        ...entries('operationMode'),
      ],
    },
  ];

  return {
    routes,
    menu: groups.filter((group) => group.entries.length > 0),
    dashboard: {
      wifiList: !agent,
      devices: !agent,
      bandControl: router && !agent,
      wanLan: !agent,
      wan: router && !agent,
      alexa: routes.alexa,
      radio: routes.wifiRadio,
      apLink: accessPoint,
      repeater,
      meshNodes: meshExists,
      manageNodes: routes.meshOnboarding,
    },
    managementPath,
    // Spec 2 §2.2: WI-FI always (an agent too: its Wi-Fi is shown locked, §4.12); WAN, LAN and IPv6 in router
    // mode off an agent; INMESH 'only if a mesh is present' ('plus the mesh tab if mesh is present'): with the mesh
    // on, where the mesh page is — a device able to mesh with its mesh off has the page (/network/mesh) but no tab.
    networkTabs: [
      'wifi',
      ...(routes.routerMode ? (['wan', 'lan', 'ipv6'] as const) : []),
      ...(routes.meshRole && meshExists ? (['mesh'] as const) : []),
    ],
  };
}
