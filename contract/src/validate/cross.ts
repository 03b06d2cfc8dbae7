/**
 * Cross-field rules that are not address arithmetic: uniqueness, "must differ" and port ranges.
 * Like address.ts they stay silent on empty or malformed input, which the field's own validator reports.
 */
import { validationMessages as m } from './messages.ts';
import { canonicalAddress } from './core.ts';
import { rules } from './rules.ts';

/** Fails when both values are filled in and equal (gateway vs WAN IP, DNS vs WAN IP, HTTP vs HTTPS port, ...). */
export function differentFrom(value: string, other: string, message: string): string | undefined {
  const a = value.trim();
  return a !== '' && a === other.trim() ? message : undefined;
}

/** `others` must not include the edited record's own value. */
export function uniqueAmong(
  value: string,
  others: readonly string[],
  message: string,
  ignoreCase = false,
): string | undefined {
  const norm = (s: string) => (ignoreCase ? s.trim().toLowerCase() : s.trim());
  const v = norm(value);
  return v !== '' && others.some((other) => norm(other) === v) ? message : undefined;
}

/** As uniqueAmong, for addresses: compared as addresses, not texts ('2001:DB8:0::7' is '2001:db8::7'). */
export function addressUniqueAmong(value: string, others: readonly string[], message: string): string | undefined {
  const v = canonicalAddress(value);
  return v !== '' && others.some((other) => canonicalAddress(other) === v) ? message : undefined;
}

/** Mesh location names are unique among the other nodes, case-insensitive (spec 1 §5). */
export function locationNotInUse(name: string, otherNames: readonly string[]): string | undefined {
  return uniqueAmong(name, otherNames, m.locationInUse, true);
}

/** A node's location name, whole: the name's own rules, then unique among the other nodes' (the page and the router). */
export function validateLocation(name: string, otherNames: readonly string[]): string | undefined {
  return rules.locationName(name) ?? locationNotInUse(name, otherNames);
}

/** SSIDs are case-sensitive on the air, so 'Casa' and 'casa' are two names. */
export function ssidNotInUse(ssid: string, otherSsids: readonly string[]): string | undefined {
  return uniqueAmong(ssid, otherSsids, m.ssidInUse);
}

/** A Wi-Fi record as the name rules see it (`id` absent for a record being created). */
export interface SsidRecord {
  id?: string;
  ssid: string;
  radioID: string;
  isRoot: boolean;
}

/**
 * Spec 2 §5.4, across bands: a name no other network has. A dual-band network is one record per band under one name,
 * so a record on the other band with this name is this network's other half when both are the root network or both
 * are not; a root record and another network never share a name, whatever their bands.
 */
export function ssidAvailable(record: SsidRecord, others: readonly SsidRecord[]): string | undefined {
  const rivals = others.filter((o) => o.id === undefined || o.id !== record.id)
    .filter((o) => o.radioID === record.radioID || o.isRoot !== record.isRoot);
  return ssidNotInUse(record.ssid, rivals.map((o) => o.ssid));
}

const RESERVED_SSIDS: readonly string[] = ['INTELBRAS', 'INTELBRAS_5G'];

/**
 * The vendor's default names stay with the root network (spec 2 §5.4). Compared case-insensitively: a look-alike
 * 'intelbras' would mislead users just as well.
 */
export function ssidNotReserved(ssid: string, isRoot: boolean): string | undefined {
  if (isRoot) return undefined;
  return RESERVED_SSIDS.includes(ssid.trim().toUpperCase()) ? m.reservedName : undefined;
}

type PortBound = number | string;
export interface Ports {
  readonly start: PortBound;
  readonly end: PortBound;
}

/** Whole numbers only; anything else makes the helper stay silent. */
function toPort(value: PortBound): number | undefined {
  const text = String(value).trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function toRange(ports: Ports): [number, number] | undefined {
  const start = toPort(ports.start);
  const end = toPort(ports.end);
  return start === undefined || end === undefined ? undefined : [start, end];
}

export function portRangeOrder(ports: Ports): string | undefined {
  const range = toRange(ports);
  return range && range[1] < range[0] ? m.portRangeOrder : undefined;
}

/** External ranges of port-forward rules (or port filters) must not overlap; internal ones may. */
export function portRangeFree(ports: Ports, others: readonly Ports[]): string | undefined {
  const range = toRange(ports);
  if (!range) return undefined;
  const clash = others.some((other) => {
    const o = toRange(other);
    return o !== undefined && range[0] <= o[1] && o[0] <= range[1];
  });
  return clash ? m.portRangeInUse : undefined;
}

export function externalNotWiderThanInternal(external: Ports, internal: Ports): string | undefined {
  const ext = toRange(external);
  const int = toRange(internal);
  if (!ext || !int) return undefined;
  return ext[1] - ext[0] > int[1] - int[0] ? m.externalPortsExceedInternal : undefined;
}

/**
 * A port inside a range: the WAN management port inside a forward's external range
 * (message wanManagementPortInRange) or a remote-management port inside any forward (portUsedByForward).
 */
export function portOutside(port: PortBound, ranges: readonly Ports[], message: string): string | undefined {
  const p = toPort(port);
  if (p === undefined) return undefined;
  const inside = (r: Ports) => {
    const range = toRange(r);
    return range !== undefined && p >= range[0] && p <= range[1];
  };
  return ranges.some(inside) ? message : undefined;
}

/**
 * A Wi-Fi network's name, whole (spec 2 §5.4), on each band it will be on: the name's own rules, then a reserved name
 * (only the root network may take one), then unique among the other networks (cross-band, ssidAvailable). The Wi-Fi
 * form, the wizard's Wi-Fi step and the router's wireless writes all ask this.
 */
export function validateWifiName(
  ssid: string,
  on: { radioIDs: readonly string[]; isRoot: boolean; id?: string },
  others: readonly SsidRecord[],
): string | undefined {
  return rules.ssid(ssid) ?? ssidNotReserved(ssid, on.isRoot) ??
    on.radioIDs.map((radioID) => ssidAvailable({ id: on.id, ssid, radioID, isRoot: on.isRoot }, others)).find((e) => e !== undefined);
}

/** A Wi-Fi network's key (spec 2 §5.4): none for an open network, else the Wi-Fi password rules. */
export function validateWifiKey(key: string, open: boolean): string | undefined {
  return open ? undefined : rules.wifiPassword(key);
}
