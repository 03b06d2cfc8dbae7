/**
 * Cross-field address rules. Each helper answers a message or undefined and stays silent (undefined) when an
 * input is empty or malformed: the field's own validator reports that, and one field shows one message.
 */
import { validationMessages as m } from './messages.ts';

const OCTET = /^(0|[1-9]\d{0,2})$/;

/**
 * Dotted-decimal IPv4 to an unsigned 32-bit integer; undefined unless four decimal octets 0–255.
 * Leading zeros are refused because routers disagree on whether '010' is decimal or octal.
 */
export function ipToInt(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  let n = 0;
  for (const part of parts) {
    if (!OCTET.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    n = n * 256 + octet;
  }
  return n;
}

export function intToIp(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** Both inputs parsed, or undefined so the caller can stay silent. */
function parsePair(a: string, b: string): [number, number] | undefined {
  const x = ipToInt(a);
  const y = ipToInt(b);
  return x === undefined || y === undefined ? undefined : [x, y];
}

function networkOf(ip: number, mask: number): number {
  return (ip & mask) >>> 0;
}

export function sameNetwork(ip: string, otherIp: string, netmask: string): string | undefined {
  const pair = parsePair(ip, otherIp);
  const mask = ipToInt(netmask);
  if (!pair || mask === undefined) return undefined;
  return networkOf(pair[0], mask) === networkOf(pair[1], mask) ? undefined : m.notInNetwork;
}

/**
 * The LAN address uses the same rule with 'Endereço inválido' (spec 2 §5.8), hence the message parameter.
 */
export function notNetworkOrBroadcast(
  ip: string,
  netmask: string,
  message: string = m.unusableAddress,
): string | undefined {
  const pair = parsePair(ip, netmask);
  if (!pair) return undefined;
  const hostMask = ~pair[1] >>> 0;
  const host = (pair[0] & hostMask) >>> 0;
  return host === 0 || host === hostMask ? message : undefined;
}

/** A range's start strictly below its end (§5.8 'start less than end'): an equal start is refused too. */
export function startBelowEnd(start: string, end: string): string | undefined {
  const pair = parsePair(start, end);
  return pair && pair[0] >= pair[1] ? m.startAboveEnd : undefined;
}

/** Inclusive on both ends, like the DHCP pool it checks. */
export function insideRange(
  ip: string,
  start: string,
  end: string,
  message: string = m.outsideDhcpRange,
): string | undefined {
  const value = ipToInt(ip);
  const range = parsePair(start, end);
  if (value === undefined || !range) return undefined;
  return value < range[0] || value > range[1] ? message : undefined;
}

/** Two networks overlap when they agree under the shorter of the two masks. */
export function networksOverlap(ip: string, netmask: string, otherIp: string, otherNetmask: string): boolean {
  const pair = parsePair(ip, otherIp);
  const masks = parsePair(netmask, otherNetmask);
  if (!pair || !masks) return false;
  const common = (masks[0] & masks[1]) >>> 0;
  return networkOf(pair[0], common) === networkOf(pair[1], common);
}

/** Static WAN address against the LAN network (spec 2 §5.3). */
export function wanNotInLan(wanIp: string, wanMask: string, lanIp: string, lanMask: string): string | undefined {
  return networksOverlap(wanIp, wanMask, lanIp, lanMask) ? m.conflictsWithLan : undefined;
}

/** LAN address against the WAN network (spec 2 §5.8). */
export function lanNotInWan(lanIp: string, lanMask: string, wanIp: string, wanMask: string): string | undefined {
  return networksOverlap(lanIp, lanMask, wanIp, wanMask) ? m.conflictsWithWan : undefined;
}

/** Gateway of a static WAN: not the router's own address, and inside the WAN network. */
export function wanGateway(gateway: string, wanIp: string, wanMask: string): string | undefined {
  if (gateway !== '' && gateway === wanIp) return m.gatewayIsRouterIp;
  return sameNetwork(gateway, wanIp, wanMask) === undefined ? undefined : m.gatewayOutsideWan;
}

/** Empty entries are the optional DNS2/DNS3 left blank, so they never count as repeats. */
export function dnsNotRepeated(list: readonly string[], message: string = m.dnsRepeated): string | undefined {
  const seen = new Set<string>();
  for (const raw of list) {
    const dns = raw.trim();
    if (dns === '') continue;
    if (seen.has(dns)) return message;
    seen.add(dns);
  }
  return undefined;
}
