/**
 * What the LAN page reads (lan, dhcp_server, the static leases, and the WAN for the conflict rule), the rules of
 * spec 2 §5.8 built from the contract's validators (the emulator refuses the same values with the same
 * message), and the pure steps of the save (§4.10).
 */
import {
  followLan,
  followLanDhcp,
  insideRange,
  ipToInt,
  usableNetwork,
  validateDhcpServer,
  validateLanAddress,
  type DhcpServer,
  type DhcpServerUpdate,
  type DhcpStaticLease,
  type Lan,
  type Wan,
} from '@roteador/contract';
import { getDhcpServer, getLan, getStaticLeases } from '../../../api/lan.ts';
import { getWan } from '../../../api/wan.ts';
import { createResource } from '../../../state/resource.ts';
import type { Address } from '../../../state/ip-conflict.ts';

export interface LanData {
  lan: Lan;
  server: DhcpServer;
  leases: DhcpStaticLease[];
  /** null when the WAN could not be read (the conflict rule is then left to the router) */
  wan: Address | null;
}

/** Read fresh each time the page opens (the lease pages or the conflict resolution may have changed them). */
export const lanData = createResource<LanData>(async () => {
  const [lan, server, leases, wan] = await Promise.all([
    getLan(),
    getDhcpServer(),
    getStaticLeases(),
    getWan().then((w: Wan) => ({ ip4: w.ip4, netmask: w.netmask }), () => null),
  ]);
  return { lan, server, leases, wan };
});

/** The form's values, as typed (the lease time too). */
export interface LanForm {
  ip4: string;
  netmask: string;
  enabled: boolean;
  rangeStart: string;
  rangeEnd: string;
  dns1: string;
  dns2: string;
  dhcpLeaseTime: string;
}

export type LanField = Exclude<keyof LanForm, 'enabled'>;
export type LanErrors = Partial<Record<LanField, string>>;

export function formOf(data: Pick<LanData, 'lan' | 'server'>): LanForm {
  const { lan, server } = data;
  return {
    ip4: lan.ip4,
    netmask: lan.netmask,
    enabled: server.enabled,
    rangeStart: server.rangeStart,
    rangeEnd: server.rangeEnd,
    dns1: server.dns1,
    dns2: server.dns2,
    dhcpLeaseTime: String(server.dhcpLeaseTime),
  };
}

/**
 * Spec 2 §5.8, one message per field (the contract's validators, as the router's). The DHCP fields are checked while
 * the server is enabled (they are hidden otherwise, and only `enabled: false` is sent). A WAN without a lease
 * (0.0.0.0) cannot conflict.
 */
export function validateLan(form: LanForm, wan: Address | null): LanErrors {
  const address = validateLanAddress(form, wan);
  return form.enabled ? { ...address, ...validateDhcpServer(form, form) } : address;
}

/**
 * The LAN address was edited from `from` to `to` (both valid): the DHCP range and a DNS that was the router itself
 * follow it (the contract's followLanDhcp, what the router does), so a new LAN address does not leave the owner a
 * range to retype. The same form when nothing moves.
 */
export function followAddress(form: LanForm, from: Address, to: Address): LanForm {
  if (!usableNetwork(from) || !usableNetwork(to)) return form;
  return followLanDhcp(form, from, to);
}

/**
 * §4.10 step 1: the stored leases the new range leaves out (inclusive bounds, as the lease rule of §5.9), each where
 * the router will have it once the LAN moved from `from` to `to` (a lease follows the LAN, contract followLan).
 */
export function leasesOutside(
  leases: readonly DhcpStaticLease[],
  form: Pick<LanForm, 'rangeStart' | 'rangeEnd'>,
  move: { from: Address; to: Address } | null = null,
): DhcpStaticLease[] {
  const at = (ip: string) => (move && usableNetwork(move.from) && usableNetwork(move.to) ? followLan(ip, move.from, move.to) : ip);
  return leases.filter((l) => insideRange(at(l.ip), form.rangeStart, form.rangeEnd) !== undefined || ipToInt(l.ip) === undefined);
}

/** The DHCP server's PUT body: everything while enabled, only `enabled: false` otherwise. */
export function dhcpUpdate(form: LanForm): DhcpServerUpdate {
  if (!form.enabled) return { enabled: false };
  return {
    enabled: true,
    rangeStart: form.rangeStart.trim(),
    rangeEnd: form.rangeEnd.trim(),
    dns1: form.dns1.trim(),
    dns2: form.dns2.trim(),
    dhcpLeaseTime: Number(form.dhcpLeaseTime),
  };
}

export const changed = (a: LanForm, b: LanForm) => (Object.keys(a) as (keyof LanForm)[]).some((k) => a[k] !== b[k]);
