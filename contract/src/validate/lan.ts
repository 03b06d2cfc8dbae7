/**
 * Spec 2 §5.8 and §5.9 as whole records: the LAN address, the DHCP server and a static lease. One message per field,
 * in the order the fields are listed (the emulator refuses with the first, the form shows each under its field):
 * the LAN page and the lease form call these, and so do the emulator's routes, so both refuse the same values with
 * the same message.
 */
import type { DhcpStaticLease } from '../lan.ts';
import { canonicalAddress, usableNetwork, type Ipv4Network } from './core.ts';
import { uniqueAmong } from './cross.ts';
import { validationMessages as m } from './messages.ts';
import { dnsNotRepeated, insideRange, ipToInt, lanNotInWan, notNetworkOrBroadcast, sameNetwork } from './network.ts';
import { rules } from './rules.ts';

type Errors<F extends string> = Partial<Record<F, string>>;

function collect<F extends string>(checks: ReadonlyArray<readonly [F, string | undefined]>): Errors<F> {
  const errors: Errors<F> = {};
  for (const [field, message] of checks) if (message !== undefined && errors[field] === undefined) errors[field] = message;
  return errors;
}


/** The first refusal of a validator's answer, in its field order: what a route answers 400 with. */
export function firstRefusal<F extends string>(errors: Errors<F>): { field: F; message: string } | undefined {
  const entry = (Object.entries(errors) as [F, string | undefined][]).find(([, message]) => message !== undefined);
  return entry && { field: entry[0], message: entry[1]! };
}

export type LanAddressField = 'ip4' | 'netmask';

/**
 * §5.8: the LAN address, not its network's network or broadcast address, not in the WAN's network (`wan` null when
 * unknown; a WAN without a lease cannot conflict).
 */
export function validateLanAddress(lan: Ipv4Network, wan: Ipv4Network | null): Errors<LanAddressField> {
  const ip4 = lan.ip4.trim();
  const netmask = lan.netmask.trim();
  const conflict = wan && usableNetwork(wan) ? lanNotInWan(ip4, netmask, wan.ip4, wan.netmask) : undefined;
  return collect<LanAddressField>([
    ['ip4', rules.ipv4Required(ip4) ?? notNetworkOrBroadcast(ip4, netmask, m.invalidAddress) ?? conflict],
    ['netmask', rules.netmaskRequired(netmask)],
  ]);
}

/** The DHCP server's fields as typed (the lease time too). */
export interface DhcpDraft {
  rangeStart: string;
  rangeEnd: string;
  dns1: string;
  dns2: string;
  dhcpLeaseTime: string;
}
export type DhcpField = keyof DhcpDraft;

/** A range's start strictly below its end (§5.8 'start less than end'): an equal start is refused too. */
export function startBelowEnd(start: string, end: string): string | undefined {
  const a = ipToInt(start);
  const b = ipToInt(end);
  return a !== undefined && b !== undefined && a >= b ? m.startAboveEnd : undefined;
}

/**
 * §5.8 with §5.2: both ends IPv4 in the LAN's network and neither its network nor its broadcast address, the start
 * below the end; dns1 required, dns2 optional, not repeated; the lease time 1–1440 minutes.
 */
export function validateDhcpServer(d: DhcpDraft, lan: Ipv4Network): Errors<DhcpField> {
  const [start, end, dns1, dns2] = [d.rangeStart.trim(), d.rangeEnd.trim(), d.dns1.trim(), d.dns2.trim()];
  const end_ = (ip: string) =>
    rules.ipv4Required(ip) ?? sameNetwork(ip, lan.ip4, lan.netmask) ?? notNetworkOrBroadcast(ip, lan.netmask);
  return collect<DhcpField>([
    ['rangeStart', end_(start) ?? startBelowEnd(start, end)],
    ['rangeEnd', end_(end)],
    ['dns1', rules.ipv4Required(dns1)],
    ['dns2', rules.ipv4(dns2) ?? dnsNotRepeated([dns1, dns2])],
    ['dhcpLeaseTime', rules.dhcpLeaseTime(d.dhcpLeaseTime.trim())],
  ]);
}

export interface LeaseDraft {
  description: string;
  mac: string;
  ip: string;
}
export type LeaseField = keyof LeaseDraft;

/**
 * §5.9; `others`: the stored leases but the one being edited. The address inside the DHCP range and not reserved
 * by another lease; the MAC unique without regard to case (aa:bb… and AA:BB… name one device).
 */
export function validateStaticLease(
  d: LeaseDraft,
  ctx: { others: readonly Pick<DhcpStaticLease, 'mac' | 'ip'>[]; range: { rangeStart: string; rangeEnd: string } },
): Errors<LeaseField> {
  const ip = d.ip.trim();
  const mac = d.mac.trim();
  return collect<LeaseField>([
    ['description', rules.leaseDescription(d.description)],
    ['mac', rules.macRequired(mac) ?? uniqueAmong(mac, ctx.others.map((l) => l.mac), m.leaseMacInUse, true)],
    [
      'ip',
      rules.ipv4Required(ip) ?? insideRange(ip, ctx.range.rangeStart, ctx.range.rangeEnd) ??
        (ctx.others.some((l) => canonicalAddress(l.ip) === canonicalAddress(ip)) ? m.leaseIpInUse : undefined),
    ],
  ]);
}
