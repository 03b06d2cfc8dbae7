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
import { dnsNotRepeated, insideRange, intToIp, ipToInt, lanNotInWan, notNetworkOrBroadcast, sameNetwork, startBelowEnd } from './address.ts';
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';

export type LanAddressField = 'ip4' | 'netmask';

/**
 * §5.8: the LAN address, not its network's network or broadcast address, not in the WAN's network (`wan` null when
 * unknown; a WAN without a lease cannot conflict). What the address means in its network is judged only with a valid
 * netmask: a bad mask is the netmask's refusal ('Máscara inválida'), in the form and in the router's answer alike.
 */
export function validateLanAddress(lan: Ipv4Network, wan: Ipv4Network | null): Errors<LanAddressField> {
  const ip4 = lan.ip4.trim();
  const netmask = lan.netmask.trim();
  const maskError = rules.netmaskRequired(netmask);
  const inNetwork = () => {
    if (maskError) return undefined;
    const conflict = wan && usableNetwork(wan) ? lanNotInWan(ip4, netmask, wan.ip4, wan.netmask) : undefined;
    return notNetworkOrBroadcast(ip4, netmask, m.invalidAddress) ?? conflict;
  };
  return collect<LanAddressField>([
    ['ip4', rules.ipv4Required(ip4) ?? inNetwork()],
    ['netmask', maskError],
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

/**
 * What an address does when the LAN moves from `from` to `to` (spec 2 §4.4, §4.10): one of the old network that the
 * new one does not hold keeps its host part in the new network (192.168.0.100 → 192.168.1.100); any other address
 * (already in the new network, outside the LAN, malformed, empty) stays as it is. The DHCP range, the static leases
 * and the home's devices follow the LAN this way.
 */
export function followLan(ip: string, from: Ipv4Network, to: Ipv4Network): string {
  const [n, fromIp, fromMask, toIp, toMask] = [ip, from.ip4, from.netmask, to.ip4, to.netmask].map((a) => ipToInt(a.trim()));
  if (n === undefined || fromIp === undefined || fromMask === undefined || toIp === undefined || toMask === undefined) return ip;
  const inOld = ((n & fromMask) >>> 0) === ((fromIp & fromMask) >>> 0);
  const inNew = ((n & toMask) >>> 0) === ((toIp & toMask) >>> 0);
  if (!inOld || inNew) return ip;
  return intToIp((((toIp & toMask) >>> 0) | ((n & ~toMask) >>> 0)) >>> 0);
}

/** The DHCP server's addresses (the form's or the record's). */
export interface DhcpAddresses {
  rangeStart: string;
  rangeEnd: string;
  dns1: string;
  dns2: string;
}

/**
 * The DHCP server's addresses after the LAN moved (§4.4, §4.10): the range follows the LAN (followLan), and a DNS server
 * that was the router's own old address becomes its new one (a DNS elsewhere stays). The same object when nothing
 * moves. The automatic conflict resolution, the LAN page and the router's PUT interface all do this.
 */
export function followLanDhcp<T extends DhcpAddresses>(dhcp: T, from: Ipv4Network, to: Ipv4Network): T {
  const dns = (ip: string) => (ip.trim() !== '' && ip.trim() === from.ip4.trim() ? to.ip4.trim() : ip);
  const next = {
    ...dhcp,
    rangeStart: followLan(dhcp.rangeStart, from, to),
    rangeEnd: followLan(dhcp.rangeEnd, from, to),
    dns1: dns(dhcp.dns1),
    dns2: dns(dhcp.dns2),
  };
  const moved = (['rangeStart', 'rangeEnd', 'dns1', 'dns2'] as const).some((k) => next[k] !== dhcp[k]);
  return moved ? next : dhcp;
}
