/**
 * The authenticated area's pages as data (spec 1 §2.1, spec 2 §2.1–2.2, spec 3 §2): each page's address(es), title,
 * visibility rule and parent (for the back arrow). The route table (routes.tsx) gives each page its component; the
 * header, the guard, the menus and the visibility rules read this table, so it imports no page.
 */
import type { AccessRule } from '@roteador/contract';
import { paths as p, wanModes } from '../paths.ts';
import { pages as t } from '../text/pt-BR.ts';
import type { NavMenuItem } from '../ui/nav-menu.tsx';

export interface PageEntry {
  /** The route patterns showing the page (one, or one per sub-page sharing its title). */
  paths: readonly string[];
  /** The page title (the header's back title). */
  title: string;
  /** The visibility rule guarding the route. */
  rule: AccessRule;
  /** The route the back arrow leads to (a pattern: its params are filled from the current URL). */
  parent?: string;
}

function page(path: string | readonly string[], title: string, rule: AccessRule, parent?: string): PageEntry {
  return { paths: typeof path === 'string' ? [path] : path, title, rule, parent };
}

const { network: net, security: sec, tools, parental, system, mesh } = p;

/** Every page of the authenticated area. */
export const pageTable = {
  dashboard: page(p.dashboard, t.dashboard, 'always'),
  alexa: page(p.alexa, t.alexa, 'alexa', p.dashboard),

  wifiList: page(net.wifi, t.wifi, 'wifi', p.dashboard),
  wifiAdd: page(net.wifiAdd, t.wifiAdd, 'wifi', net.wifi),
  wifiEdit: page(net.wifiNetwork.pattern, t.wifiEdit, 'wifi', net.wifi),
  radio: page(net.radio, t.wifiRadio, 'wifiRadio', net.wifi),
  wan: page([net.wan, ...wanModes.map((mode) => net.wanMode[mode])], t.wan, 'routerMode', p.dashboard),
  lan: page(net.lan, t.lan, 'routerMode', p.dashboard),
  ipv6: page(net.ipv6, t.ipv6, 'routerMode', p.dashboard),
  leases: page(net.leases, t.dhcpLeases, 'routerMode', net.lan),
  leaseAdd: page(net.leaseAdd, t.dhcpLeaseAdd, 'routerMode', net.leases),
  leaseEdit: page(net.lease.pattern, t.dhcpLeaseEdit, 'routerMode', net.leases),
  meshRole: page(net.meshRole, t.meshRole, 'meshRole', p.dashboard),
  meshAgent: page(net.meshAgent, t.meshAgent, 'meshRole', net.meshRole),

  security: page(sec.menu, t.security, 'routerMode', p.dashboard),
  upnp: page(sec.upnp, t.upnp, 'routerMode', sec.menu),
  sipAlg: page(sec.sipAlg, t.sipAlg, 'routerMode', sec.menu),
  bandControl: page(sec.bandControl, t.bandControl, 'routerMode', sec.menu),
  dos: page(sec.dos, t.dos, 'routerMode', sec.menu),
  portRedirect: page(sec.portRedirect, t.portRedirect, 'routerMode', sec.menu),
  portRedirectAdd: page(sec.portRedirectAdd, t.portRedirectAdd, 'routerMode', sec.portRedirect),
  portRedirectEdit: page(sec.portRedirectRule.pattern, t.portRedirectEdit, 'routerMode', sec.portRedirect),
  filters: page(sec.filters, t.filters, 'routerMode', sec.menu),
  filterMac: page(sec.filter.mac, t.filterMac, 'routerMode', sec.filters),
  filterIp: page(sec.filter.ip, t.filterIp, 'routerMode', sec.filters),
  filterPort: page(sec.filter.port, t.filterPort, 'routerMode', sec.filters),
  filterUrl: page(sec.filter.url, t.filterUrl, 'routerMode', sec.filters),

  tools: page(tools.menu, t.tools, 'always', p.dashboard),
  ping: page(tools.ping, t.ping, 'always', tools.menu),
  traceroute: page(tools.traceroute, t.traceroute, 'always', tools.menu),
  siteSurvey: page([tools.siteSurvey, tools.siteSurveyBand['2.4'], tools.siteSurveyBand['5']], t.siteSurvey, 'always', tools.menu),
  wps: page(tools.wps, t.wps, 'always', tools.menu),
  iotAssistant: page(tools.iotAssistant, t.iotAssistant, 'iot', tools.menu),

  parental: page(parental.menu, t.parental, 'routerMode', p.dashboard),
  parentalSchedule: page(parental.schedule, t.parentalSchedule, 'routerMode', parental.menu),
  parentalDevices: page(parental.devices, t.parentalDevices, 'routerMode', parental.menu),
  parentalAll: page(parental.all, t.parentalAll, 'routerMode', parental.devices),
  parentalAllRules: page(parental.allRules, t.parentalAll, 'routerMode', parental.all),
  parentalDevice: page(parental.device.pattern, t.parentalDevice, 'routerMode', parental.devices),
  parentalDeviceFilters: page(parental.deviceFilters.pattern, t.parentalDevice, 'routerMode', parental.device.pattern),

  devices: page(p.devices.list, t.devices, 'always', p.dashboard),
  device: page(p.devices.device.pattern, t.device, 'always', p.devices.list),

  system: page(system.menu, t.system, 'system', p.dashboard),
  reboot: page(system.reboot, t.reboot, 'system', system.menu),
  syslog: page(system.syslog, t.syslog, 'system', system.menu),
  leds: page(system.leds, t.leds, 'system', system.menu),
  update: page(system.update, t.update, 'system', system.menu),
  restore: page(system.restore, t.restore, 'system', system.menu),
  datetime: page(system.datetime, t.datetime, 'system', system.menu),
  mirroring: page(system.mirroring, t.mirroring, 'system', system.menu),
  users: page(system.users, t.users, 'system', system.menu),
  operationMode: page(system.operationMode, t.operationMode, 'operationMode', system.menu),
  management: page(system.management, t.management, 'management', system.menu),
  tr069: page(system.tr069, t.tr069, 'tr069', system.menu),

  meshOnboarding: page(mesh.onboarding, t.meshOnboarding, 'meshOnboarding', p.dashboard),
  meshNode: page(mesh.node.pattern, t.meshNode, 'meshNodes', p.dashboard),
  meshLocation: page(mesh.location.pattern, t.meshLocation, 'meshNodes', mesh.node.pattern),
} satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pageTable;

/** A page's address (its first) and title: what a menu entry or a link card to it shows. */
export function pageLink(id: PageId): { path: string; title: string } {
  const { paths, title } = pageTable[id];
  return { path: paths[0], title };
}

/**
 * An area menu's cards (ui/nav-menu.tsx) for pages of the table, in the order given: address, title and hint. With
 * `routes` (visibility().routes), a page whose rule the device state does not allow is left out.
 */
export function pageMenu<K extends PageId>(ids: readonly K[], hints: Record<K, string>, routes?: Record<AccessRule, boolean>): NavMenuItem[] {
  return ids.filter((id) => !routes || routes[pageTable[id].rule]).map((id) => {
    const { path, title } = pageLink(id);
    return { to: path, title, hint: hints[id] };
  });
}
