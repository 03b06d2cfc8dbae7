/**
 * The LAN side of the network area (spec 2 §3, §7, §5.8, §5.9): the LAN's address, the DHCP server and the static
 * leases. The rules of a write: validate/lan.ts.
 *
 * Calls (emulated in emulator/src/api/lan.ts):
 * - GET lan → Lan[] (the UI reads the first item); its address is written through PUT interface/{interfaceID}.
 * - GET dhcp_server → DhcpServer[] (the UI reads the first item); PUT dhcp_server/{interface} with DhcpServerUpdate.
 * - GET dhcp_static_lease → DhcpStaticLease[]; GET dhcp_static_lease/{id}; POST DhcpStaticLeaseInput → the new
 *   record; PUT dhcp_static_lease/{id} DhcpStaticLeaseInput → the record; DELETE dhcp_static_lease/{id} → Acknowledged.
 *   A POST at the limit (Limits.static_leases) answers 400 {status:'error', code: LimitReachedCode ('max'), message}.
 * Refused writes answer 400 {status:'error', message: <the pt-BR validation message>, field}.
 */
import { array, boolean, type Infer, integer, object, omit, partial, string } from 'superstruct';
import { readBack } from './api.ts';

export const lanPath = 'lan';
export const dhcpServerPath = 'dhcp_server';
export const dhcpStaticLeasePath = 'dhcp_static_lease';

export const Lan = object({
  /** the interface/{id} that carries the LAN */
  interfaceID: string(),
  ip4: string(),
  netmask: string(),
  mac: string(),
  ip6_list: array(string()),
});
export type Lan = Infer<typeof Lan>;
export const LanList = array(Lan);

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

/** PUT dhcp_server/{interface}: any subset of the fields (interface comes from the path: read-only, api.ts ReadBack). */
export const DhcpServerUpdate = partial(omit(DhcpServer, ['interface']));
export type DhcpServerUpdate = Infer<typeof DhcpServerUpdate>;
export const DhcpServerPut = readBack(DhcpServer, DhcpServerUpdate);

export const DhcpStaticLease = object({ id: string(), description: string(), mac: string(), ip: string() });
export type DhcpStaticLease = Infer<typeof DhcpStaticLease>;
export const DhcpStaticLeaseInput = omit(DhcpStaticLease, ['id']);
export type DhcpStaticLeaseInput = Infer<typeof DhcpStaticLeaseInput>;
export const DhcpStaticLeaseList = array(DhcpStaticLease);
