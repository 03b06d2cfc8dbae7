/**
 * The ping and traceroute forms (spec 3 §5 'Tools', §9), one function each for the UI and the emulator: values are
 * the form's text (the emulator passes its numbers as text). Advanced numeric fields accept only numbers.
 */
import { limits } from '../timing.ts';
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';

export interface PingDraft {
  host: string;
  packet_size: string;
  packets_qty: string;
  hops_limit: string;
  deadline_seconds: string;
}
export type PingErrors = Errors<keyof PingDraft>;

export const pingDefaults = {
  packet_size: String(limits.ping.packetSize.default),
  packets_qty: String(limits.ping.packets.default),
  hops_limit: String(limits.ping.hops.default),
  deadline_seconds: String(limits.ping.deadline.default),
} as const;

export function validatePing(draft: PingDraft): PingErrors {
  return collect({
    host: rules.hostnameField(draft.host),
    packet_size: rules.pingPacketSize(draft.packet_size),
    packets_qty: rules.pingPackets(draft.packets_qty),
    hops_limit: rules.pingHops(draft.hops_limit),
    deadline_seconds: rules.pingDeadline(draft.deadline_seconds),
  });
}

export interface TracerouteDraft {
  host: string;
  hops_limit: string;
  deadline_seconds: string;
  packet_len: string;
  first_ttl: string;
  ip6: boolean;
}
export type TracerouteErrors = Errors<Exclude<keyof TracerouteDraft, 'ip6'>>;

export const tracerouteDefaults = {
  hops_limit: String(limits.traceroute.hops.default),
  deadline_seconds: String(limits.traceroute.deadline.default),
  packet_len: String(limits.traceroute.packetLen.default),
  first_ttl: String(limits.traceroute.firstTtl.default),
} as const;

/** Spec 3 §4: toggling IPv6 resets the packet length to the minimum of that mode. */
export function minimumPacketLen(ip6: boolean): string {
  return String(ip6 ? limits.traceroute.packetLen.ipv6Min : limits.traceroute.packetLen.min);
}

export function validateTraceroute(draft: TracerouteDraft): TracerouteErrors {
  return collect({
    host: rules.hostnameField(draft.host),
    hops_limit: rules.tracerouteHops(draft.hops_limit),
    deadline_seconds: rules.tracerouteDeadline(draft.deadline_seconds),
    packet_len: (draft.ip6 ? rules.traceroutePacketLenIpv6 : rules.traceroutePacketLen)(draft.packet_len),
    first_ttl: rules.tracerouteFirstTtl(draft.first_ttl),
  });
}

/** Spec 3 §9: a round-trip time above 1,000,000 ms or below 1e-7 ms (or none) is shown as '*'. */
export function rttIsStar(ms: number): boolean {
  const { rttStarAbove, rttStarBelow } = limits.traceroute;
  return !(ms <= rttStarAbove) || ms < rttStarBelow;
}

/**
 * A round-trip time as the owner reads it (spec 3 §9): '*', or two decimals below 10 ms and one above, in pt-BR. Rounded
 * as Intl.NumberFormat('pt-BR') rounds (on the number's shortest decimal form, half away from zero: 1.005 → '1,01'),
 * which the UI's formatter matches (web/src/text/number.ts); not `toFixed`, which rounds the binary value (1.005 →
 * '1.00') and so differs from the page on an RTT such as 4.005 ms.
 */
export function rttText(ms: number): string {
  if (rttIsStar(ms)) return '*';
  const digits = ms < 10 ? 2 : 1;
  return `${ms.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true })} ms`;
}
