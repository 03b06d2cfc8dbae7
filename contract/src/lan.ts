/**
 * LAN-side resources of the network area (spec 2 §3, §7): DHCP server, static leases, limits, link, and the
 * factory-default status record the restart wait polls.
 *
 * Calls (emulated in emulator/src/api/lan.ts):
 * - GET dhcp_server → DhcpServer[] (the UI reads the first item); PUT dhcp_server/{interface} with DhcpServerUpdate.
 * - GET dhcp_static_lease → DhcpStaticLease[]; GET dhcp_static_lease/{id}; POST DhcpStaticLeaseInput → the new
 *   record; PUT dhcp_static_lease/{id} DhcpStaticLeaseInput → the record; DELETE dhcp_static_lease/{id} → Acknowledged.
 *   A POST at the limit answers 400 {status:'error', code: LimitReachedCode ('max'), message}.
 * - GET limits → Limits[] (one record); GET limits/0 → Limits.
 * - GET link → Link[] (the UI reads the first item: the WAN port).
 * - GET factory_default → FactoryDefault[] (one record); PUT factory_default/0 {is_default}.
 * Refused writes answer 400 {status:'error', message: <the pt-BR validation message>, field}.
 */
import { array, boolean, type Infer, integer, object, omit, partial, string } from 'superstruct';

export const dhcpServerPath = 'dhcp_server';
export const dhcpStaticLeasePath = 'dhcp_static_lease';
export const limitsPath = 'limits';
export const linkPath = 'link';
export const factoryDefaultPath = 'factory_default';

export const DhcpServer = object({
  /** the LAN interface id (Lan.interfaceID): PUT dhcp_server/{interface} */
  interface: string(),
  enabled: boolean(),
  rangeStart: string(),
  rangeEnd: string(),
  dns1: string(),
  /** '' when unset */
  dns2: string(),
  /** minutes, 1 to 1440 */
  dhcpLeaseTime: integer(),
});
export type DhcpServer = Infer<typeof DhcpServer>;
export const DhcpServerList = array(DhcpServer);

/** PUT dhcp_server/{interface}: any subset of the fields (interface comes from the path). */
export const DhcpServerUpdate = partial(omit(DhcpServer, ['interface']));
export type DhcpServerUpdate = Infer<typeof DhcpServerUpdate>;


export const DhcpStaticLease = object({ id: string(), description: string(), mac: string(), ip: string() });
export type DhcpStaticLease = Infer<typeof DhcpStaticLease>;
export const DhcpStaticLeaseInput = omit(DhcpStaticLease, ['id']);
export type DhcpStaticLeaseInput = Infer<typeof DhcpStaticLeaseInput>;
export const DhcpStaticLeaseList = array(DhcpStaticLease);

/** Per-model limits: numbers are the device's (ours in the emulator). wifi_limits: Wi-Fi networks per radio. */
export const Limits = object({
  id: integer(),
  static_leases: integer(),
  wifi_limits: object({ radio0: integer(), radio1: integer() }),
  port_forward: integer(),
  /** global filters per list (MAC, IP, port, URL: each page its own count) */
  filters: integer(),
});
export type Limits = Infer<typeof Limits>;
export const LimitsList = array(Limits);

/** A port; status true when a cable is plugged, speed in Mbps (0 when down). */
export const Link = object({ name: string(), status: boolean(), speed: integer() });
export type Link = Infer<typeof Link>;
export const LinkList = array(Link);

/** is_default: the device still runs its factory configuration (mirrors device.show_wizard). */
export const FactoryDefault = object({ id: integer(), is_default: boolean() });
export type FactoryDefault = Infer<typeof FactoryDefault>;
export const FactoryDefaultList = array(FactoryDefault);
export const FactoryDefaultUpdate = object({ is_default: boolean() });
export type FactoryDefaultUpdate = Infer<typeof FactoryDefaultUpdate>;
