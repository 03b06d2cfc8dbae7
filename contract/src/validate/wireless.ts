/**
 * Spec 2 §4.8, §4.11, §4.12 and §5.4, the Wi-Fi rules besides the name and the key (validateWifiName and
 * validateWifiKey, cross.ts), once: the Wi-Fi form, the wizard's repeater step and the list page call these, and so
 * do the router's wireless, wireless/wlc and band_steering writes, so both refuse the same things with the same text.
 * A lock's refusal is the hint the form shows beside the locked field (routerMessages).
 */
import { deviceRole, type AccessFacts } from '../access.ts';
import { Cipher } from '../codes.ts';
import type { Radio } from '../radio.ts';
import type { Wireless } from '../wireless.ts';
import { routerMessages as r } from '../router-messages.ts';
import { type SsidRecord, validateWifiKey, validateWifiName } from './cross.ts';
import { validationMessages as m } from './messages.ts';
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';

/**
 * The securities a network of this router may have, and so the ones a repeated network may have: open, WPA2,
 * WPA/WPA2, WPA3, WPA2/WPA3 (spec 2 §3). WEP only and WPA only are not among them (§5.4 'Criptografia Inválida').
 */
export const WIFI_CIPHERS: readonly number[] = [Cipher.None, Cipher.Wpa2, Cipher.WpaWpa2, Cipher.Wpa3, Cipher.Wpa2Wpa3];

export function validateCipher(cipher: number): string | undefined {
  return WIFI_CIPHERS.includes(cipher) ? undefined : m.invalidCipher;
}

/** §5.4: WPS works with neither an open network nor WPA3 only. */
export function wpsAllowed(cipher: number): boolean {
  return cipher !== Cipher.None && cipher !== Cipher.Wpa3;
}

/** §4.8, §8: a band at its limit of Wi-Fi networks (`limit` undefined: none known); the repeater client (mode 1) is not one. */
export function wifiBandFull(
  records: readonly Pick<Wireless, 'radioID' | 'mode'>[],
  radioID: string,
  limit: number | undefined,
): boolean {
  return records.filter((w) => w.mode !== 1 && w.radioID === radioID).length >= (limit ?? Infinity);
}

/** §4.12's roles: a mesh agent, a mesh controller (its mesh on), or neither. */
export type WifiRole = 'none' | 'controller' | 'agent';

export function wifiRole(facts: AccessFacts): WifiRole {
  const { agent, meshExists } = deviceRole(facts);
  return agent ? 'agent' : meshExists ? 'controller' : 'none';
}

/** §4.12: an agent's networks come from its controller; it neither adds nor deletes one. */
export const wifiNetworksFixed = (role: WifiRole) => role === 'agent';

/** What a network leaves unchanged, for its role (true: locked). */
export interface WifiLocks {
  ssid: boolean;
  key: boolean;
  /** turning the network open */
  open: boolean;
  /** the security (cipher) */
  security: boolean;
  /** the separate 5 GHz name of the root network */
  separate: boolean;
  /** the band (the root network is always on every radio) */
  frequency: boolean;
  /** WPA3 only (it would switch WPS off) */
  wpa3Only: boolean;
  /** WPS stays on */
  wps: boolean;
  /** switched on or off */
  enabled: boolean;
  /** deleted */
  remove: boolean;
}

/**
 * §4.8, §4.11, §4.12. On an agent: name, key, security (open included), separation and band. On an active
 * controller's root network: open, separation, WPA3 only, and WPS stays on. The root network is neither switched off,
 * deleted, nor moved to another band by anyone.
 */
export function wifiLocks(role: WifiRole, isRoot: boolean): WifiLocks {
  const agent = role === 'agent';
  const controllerRoot = role === 'controller' && isRoot;
  return {
    ssid: agent,
    key: agent,
    open: agent || controllerRoot,
    security: agent,
    separate: agent || controllerRoot,
    frequency: agent || isRoot,
    wpa3Only: controllerRoot,
    wps: controllerRoot,
    enabled: isRoot,
    remove: agent || isRoot,
  };
}

/** The hint of a locked field, and the router's refusal of a write to it. */
export function lockMessage(role: WifiRole): string {
  return role === 'agent' ? r.wifiLockedAgent : r.wifiLockedController;
}

type LockedRecord = Pick<Wireless, 'ssid' | 'cipher' | 'crypto' | 'wps' | 'enabled'>;

/**
 * The first lock a write of `next` over `current` breaks (keys in clear; an open network has none), or undefined.
 * Separation spans the two root records, which a save writes one after the other: the form alone judges it.
 */
export function wifiLockRefusal(
  locks: WifiLocks,
  role: WifiRole,
  current: LockedRecord & { key: string },
  next: LockedRecord & { key: string },
): { field: 'ssid' | 'cipher' | 'key' | 'wps' | 'enabled'; message: string } | undefined {
  const locked = lockMessage(role);
  const opened = next.cipher === Cipher.None && current.cipher !== Cipher.None;
  if (locks.enabled && next.enabled !== current.enabled) return { field: 'enabled', message: r.wifiRootLocked };
  if (locks.ssid && next.ssid !== current.ssid) return { field: 'ssid', message: locked };
  if (locks.security && (next.cipher !== current.cipher || next.crypto !== current.crypto)) return { field: 'cipher', message: locked };
  if (locks.open && opened) return { field: 'cipher', message: locked };
  if (locks.wpa3Only && next.cipher === Cipher.Wpa3 && current.cipher !== Cipher.Wpa3) return { field: 'cipher', message: r.wifiWpa3Mesh };
  if (locks.key && next.cipher !== Cipher.None && next.key !== current.key) return { field: 'key', message: locked };
  if (locks.wps && current.wps && !next.wps) return { field: 'wps', message: r.wifiWpsMesh };
  return undefined;
}

/**
 * §5.4: band steering needs both radios enabled and the root network on both bands under one name (`sameName`: what
 * the owner will save). Undefined when it may be on, else the one message the form's hint and the router give.
 */
export function validateBandSteering(facts: {
  radios: readonly Pick<Radio, 'enabled'>[];
  dualBand: boolean;
  sameName: boolean;
}): string | undefined {
  const ok = facts.radios.length > 1 && facts.radios.every((radio) => radio.enabled) && facts.dualBand && facts.sameName;
  return ok ? undefined : r.bandSteeringNeeds;
}

export type RepeaterField = 'ssid' | 'cipher' | 'key';

/**
 * §5.4, the network repeated (wireless/wlc): a name, a security this router has (not WPA only, not WEP only:
 * 'Criptografia Inválida'), and its password unless it is open.
 */
export function validateRepeaterClient(d: { ssid: string; cipher: number; key: string }): Errors<RepeaterField> {
  const cipher = validateCipher(d.cipher);
  return collect<RepeaterField>([
    ['ssid', rules.ssid(d.ssid)],
    ['cipher', cipher],
    ['key', cipher === undefined ? validateWifiKey(d.key, d.cipher === Cipher.None) : undefined],
  ]);
}

export type WifiNetworkField = 'ssid' | 'ssid5' | 'cipher' | 'key' | 'frequency';

/** A Wi-Fi network as a save leaves it: its name on each band, its security and its key (in clear). */
export interface WifiNetworkDraft {
  /** the record written (the router's writes: it is no rival of itself); the form leaves it out of `others` instead */
  id?: string;
  isRoot: boolean;
  ssid: string;
  /** the radios the name is on */
  radioIDs: readonly string[];
  /** the root network's own 5 GHz name ('Separar as redes'), on its radio */
  ssid5?: { ssid: string; radioID: string };
  cipher: number;
  key: string;
}

export interface WifiNetworkFacts {
  /** the other networks, every band (records of the network itself are skipped by id) */
  others: readonly (SsidRecord & Pick<Wireless, 'mode'>)[];
  /** what the mesh role locks is not judged here (its refusal is wifiLockRefusal's) */
  locks?: Pick<WifiLocks, 'ssid' | 'key'>;
  /** the radios the network is newly put on, against the per-band limits (GET limits' wifi_limits) */
  newBands?: { radioIDs: readonly string[]; limits: Readonly<Record<string, number>> };
}

/**
 * §5.4 and the per-band limit (§4.8, §8), the whole network at once: its name on each band (validateWifiName), its
 * separate 5 GHz name, a security this router has, its key unless open, and room on each band it is newly put on.
 * The Wi-Fi form shows each message under its field; the router's wireless writes refuse with the first.
 */
export function validateWifiNetwork(d: WifiNetworkDraft, facts: WifiNetworkFacts): Errors<WifiNetworkField> {
  const name = (ssid: string, radioIDs: readonly string[]) =>
    facts.locks?.ssid ? undefined : validateWifiName(ssid, { radioIDs, isRoot: d.isRoot, id: d.id }, facts.others);
  const bands = facts.newBands;
  const full = bands?.radioIDs.some((radioID) => wifiBandFull(facts.others, radioID, bands.limits[radioID]));
  return collect<WifiNetworkField>([
    ['ssid', name(d.ssid, d.radioIDs)],
    ['ssid5', d.ssid5 && name(d.ssid5.ssid, [d.ssid5.radioID])],
    ['cipher', validateCipher(d.cipher)],
    ['key', facts.locks?.key ? undefined : validateWifiKey(d.key, d.cipher === Cipher.None)],
    ['frequency', full ? r.wifiLimit : undefined],
  ]);
}
