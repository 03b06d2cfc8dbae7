/**
 * The rules of a global filter (spec 3 §5 'Filters'), one function for the UI's form and the emulator's POST/PUT,
 * so both refuse the same value with the same message. Values are the form's text; the emulator passes its
 * numbers as text.
 */
import {
  type DenialOfServiceUpdate,
  dosFloods,
  type Filter,
  FilterType,
  type PortProtocol,
  PortProtocol as P,
  type PortRedirect,
  REMOTIZE_HOST,
} from '../security.ts';
import { addressUniqueAmong, differentFrom, externalNotWiderThanInternal, portOutside, portRangeFree, portRangeOrder, uniqueAmong } from './cross.ts';
import { notNetworkOrBroadcast, sameNetwork } from './address.ts';
import { validationMessages as m } from './messages.ts';
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';

export interface FilterDraft {
  type: FilterType;
  target: string;
  description: string;
  protocol: PortProtocol;
  port_start: string;
  port_end: string;
}
export type FilterField = 'target' | 'description' | 'port_start' | 'port_end';
export type FilterErrors = Errors<FilterField>;

/**
 * A filter on a host blocks it and every name below it, so blocking the remotize host itself or any domain above
 * it ('intelbras.com.br', 'com.br') would block the remote-access service.
 */
export function remotizeNotBlocked(url: string): string | undefined {
  const host = url.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return undefined;
  return host === REMOTIZE_HOST || REMOTIZE_HOST.endsWith(`.${host}`) ? m.remotizeUrlBlocked : undefined;
}

/** Two protocols meet unless one is TCP only and the other UDP only. */
const protocolsMeet = (a: PortProtocol, b: PortProtocol) => a === b || a === P.Both || b === P.Both;

/** `others`: every stored filter but the one being edited (any type: only the draft's kind is compared). */
export function validateFilter(draft: FilterDraft, others: readonly Filter[]): FilterErrors {
  const fields: Partial<Record<FilterField, string | undefined>> = { description: rules.description(draft.description) };
  const sameKind = (types: readonly FilterType[]) => others.filter((f) => types.includes(f.type)).map((f) => f.target);
  switch (draft.type) {
    case FilterType.Mac:
      fields.target = rules.macRequired(draft.target) ?? uniqueAmong(draft.target, sameKind([FilterType.Mac]), m.filterMacInUse, true);
      break;
    case FilterType.Ipv4:
    case FilterType.Ipv6:
      fields.target = (draft.type === FilterType.Ipv4 ? rules.ipv4Required : rules.ipv6Required)(draft.target) ??
        addressUniqueAmong(draft.target, sameKind([FilterType.Ipv4, FilterType.Ipv6]), m.filterIpInUse);
      break;
    case FilterType.Url:
      fields.target = rules.urlFilter(draft.target) ?? remotizeNotBlocked(draft.target) ??
        uniqueAmong(draft.target, sameKind([FilterType.Url]), m.filterUrlInUse, true);
      break;
    case FilterType.Port: {
      const start = rules.port(draft.port_start);
      const ports = { start: draft.port_start, end: draft.port_end };
      const taken = others
        .filter((f) => f.type === FilterType.Port && protocolsMeet(f.protocol, draft.protocol))
        .map((f) => ({ start: f.port_start, end: f.port_end }));
      fields.port_start = start;
      fields.port_end = rules.port(draft.port_end) ?? (start ? undefined : portRangeOrder(ports) ?? portRangeFree(ports, taken));
      break;
    }
  }
  return collect(fields);
}

export interface PortRedirectDraft {
  description: string;
  protocol: PortProtocol;
  externalStart: string;
  externalEnd: string;
  internalIP: string;
  internalStart: string;
  internalEnd: string;
}
export type PortRedirectField = Exclude<keyof PortRedirectDraft, 'protocol'>;
export type PortRedirectErrors = Errors<PortRedirectField>;

export interface PortRedirectContext {
  /** every stored rule but the one being edited */
  others: readonly PortRedirect[];
  lan: { ip4: string; netmask: string };
  /** the WAN's address ('' when it has none) */
  wanIp: string;
  /** the WAN management port (remote_web_access), null when unknown */
  managementPort: number | null;
}

/**
 * Spec 3 §5 'Port forwarding'. Range messages sit on the range's end field; external ranges are compared only with
 * rules whose protocol meets this one's (a TCP rule and a UDP rule may share ports).
 */
export function validatePortRedirect(draft: PortRedirectDraft, ctx: PortRedirectContext): PortRedirectErrors {
  const external = { start: draft.externalStart, end: draft.externalEnd };
  const internal = { start: draft.internalStart, end: draft.internalEnd };
  const taken = ctx.others.filter((r) => protocolsMeet(r.protocol, draft.protocol)).map((r) => r.externalPort);
  const fields: Record<PortRedirectField, string | undefined> = {
    description: rules.description(draft.description),
    externalStart: rules.port(draft.externalStart),
    externalEnd: rules.port(draft.externalEnd),
    internalIP: rules.ipv4Required(draft.internalIP) ??
      differentFrom(draft.internalIP, ctx.wanIp, m.internalIpIsWanIp) ??
      sameNetwork(draft.internalIP, ctx.lan.ip4, ctx.lan.netmask) ??
      notNetworkOrBroadcast(draft.internalIP, ctx.lan.netmask),
    internalStart: rules.port(draft.internalStart),
    internalEnd: rules.port(draft.internalEnd),
  };
  if (!fields.externalStart && !fields.externalEnd) {
    fields.externalEnd = portRangeOrder(external) ??
      portRangeFree(external, taken) ??
      (ctx.managementPort === null ? undefined : portOutside(ctx.managementPort, [external], m.wanManagementPortInRange));
  }
  if (!fields.internalStart && !fields.internalEnd) {
    fields.internalEnd = portRangeOrder(internal) ??
      (fields.externalEnd ? undefined : externalNotWiderThanInternal(external, internal));
  }
  return collect(fields);
}

/**
 * The DMZ host (spec 3 §5: required and a valid IPv4 while the DMZ is on). Ours: a host of the LAN, neither its
 * network nor broadcast address, and not the router itself.
 */
export function validateDmzHost(ip4: string, lan: { ip4: string; netmask: string }): string | undefined {
  return rules.ipv4Required(ip4) ??
    sameNetwork(ip4, lan.ip4, lan.netmask) ??
    notNetworkOrBroadcast(ip4, lan.netmask) ??
    differentFrom(ip4, lan.ip4, m.unusableAddress);
}

/**
 * The DMZ as PUT system/0 stores it: switched on, its host by validateDmzHost; switched off, the address it keeps
 * (the DMZ page sends the stored one back) is empty or an IPv4 address (ours: a value never out of its bounds).
 */
export function validateDmz(dmz: { enabled: boolean; ip4: string }, lan: { ip4: string; netmask: string }): string | undefined {
  return dmz.enabled ? validateDmzHost(dmz.ip4, lan) : rules.ipv4(dmz.ip4);
}

/** Global bandwidth in Mbps as typed (spec 3 §5: required, 1 to 1000, at most 4 digits). */
export const validateGlobalQosMbps = (mbps: string) => rules.globalQos(mbps);

/** The fields of a DoS record given as text that are numbers: the flood counts and the block time. */
export const dosCountFields = [...dosFloods.map((f) => `${f}_count` as const), 'ipblocktime'] as const;
export type DosCountField = (typeof dosCountFields)[number];

/** Spec 3 §5: DoS counts and block time 0 to 9999 ('0 à 9999'). Only the fields present are checked. */
export function validateDos(update: Partial<Record<DosCountField, string>>): Errors<DosCountField> {
  return collect(dosCountFields.map((field) => {
    const value = update[field];
    return [field, value === undefined ? undefined : rules.dosCount(value)] as const;
  }));
}

/** A DoS update as the router receives it, its numbers as the text validateDos reads. */
export function dosCountsOf(update: DenialOfServiceUpdate): Partial<Record<DosCountField, string>> {
  const out: Partial<Record<DosCountField, string>> = {};
  for (const field of dosCountFields) {
    const value = update[field];
    if (value !== undefined) out[field] = String(value);
  }
  return out;
}
