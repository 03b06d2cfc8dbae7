/**
 * The Wi-Fi network rules of spec 2 (§3 Reduced Wi-Fi, §4.8, §4.11, §4.12, §5.4), free of React so the wizard's
 * Wi-Fi step can reuse them:
 * - reduceWifi: the list grouped as the owner sees it. The root records (one per radio) are ONE network whatever
 *   their names; other records on 2.4 and 5 GHz that share a name are one dual-band network.
 * - validateWifi: the §5.4 messages and the per-band limit (§8), one per field.
 * - locks: what a mesh role leaves editable (§4.12).
 * - planSave: the writes of a save, in the §4.8 order.
 * Every rule (name, key, cipher, WPS, band steering, locks, the limit) is the contract's, the one the router applies
 * to the same writes (validate/cross.ts, validate/wifi.ts): this module only shapes the form around them.
 *
 * Choices: "dual-band separation" is giving the 5 GHz radio its own name ('Separar as redes'); only the root
 * network offers it (other dual-band networks are grouped by their shared name). Band steering is one device-wide
 * setting, edited on the root network's page. On an active controller the root network refuses WPA3-only
 * (it would switch off the WPS that §4.11 keeps on).
 */
import {
  Cipher,
  decodeSecret,
  type Radio,
  validateBandSteering,
  validateWifiNetwork,
  WIFI_CIPHERS,
  wifiBandFull,
  wifiLocks,
  type WifiLocks,
  type WifiRole,
  type Wireless,
  type WirelessInput,
  type WirelessUpdate,
  wpsAllowed as cipherHasWps,
} from '@roteador/contract';

export type Band = '2.4' | '5' | 'both';
export type MeshRole = WifiRole;
export type { WifiLocks };

/** Spec 2 §3 "Reduced Wi-Fi": one entry of the list. */
export interface ReducedWifi {
  /** the records' ids, 2.4 GHz first */
  ids: string[];
  records: Wireless[];
  /** the 2.4 GHz name (the only one on a single-band network) */
  ssid: string;
  /** the 5 GHz name ('' without a 5 GHz record) */
  ssid_5: string;
  sameSSID: boolean;
  frequency: Band;
  isRoot: boolean;
}

const byBand = (a: Wireless, b: Wireless) => (a.frequency === b.frequency ? 0 : a.frequency === '2.4' ? -1 : 1);

function group(records: Wireless[]): ReducedWifi {
  const sorted = [...records].sort(byBand);
  const r24 = sorted.find((r) => r.frequency === '2.4');
  const r5 = sorted.find((r) => r.frequency === '5');
  return {
    ids: sorted.map((r) => r.id),
    records: sorted,
    ssid: (r24 ?? r5 ?? sorted[0]).ssid,
    ssid_5: r5?.ssid ?? '',
    sameSSID: !r24 || !r5 || r24.ssid === r5.ssid,
    frequency: r24 && r5 ? 'both' : r24 ? '2.4' : '5',
    isRoot: sorted.some((r) => r.isRoot),
  };
}

/** The access-point networks (the repeater client, mode 1, is not one), the root network first. */
export function reduceWifi(list: readonly Wireless[]): ReducedWifi[] {
  const ap = list.filter((w) => w.mode !== 1);
  const roots = ap.filter((w) => w.isRoot);
  const result: ReducedWifi[] = roots.length ? [group(roots)] : [];
  const paired = new Set<string>();
  for (const w of ap) {
    if (w.isRoot || paired.has(w.id)) continue;
    paired.add(w.id);
    const mate = ap.find((o) => !o.isRoot && !paired.has(o.id) && o.frequency !== w.frequency && o.ssid === w.ssid);
    if (mate) paired.add(mate.id);
    result.push(group(mate ? [w, mate] : [w]));
  }
  return result;
}

/** The network an id belongs to. */
export function findNetwork(list: readonly Wireless[], id: string): ReducedWifi | undefined {
  return reduceWifi(list).find((g) => g.ids.includes(id));
}

export interface WifiValue {
  frequency: Band;
  ssid: string;
  ssid5: string;
  /** a dual-band network with its own 5 GHz name (root network only) */
  separate: boolean;
  guest: boolean;
  open: boolean;
  /** the security when not open: 3 WPA2, 4 WPA/WPA2, 5 WPA3, 6 WPA2/WPA3 */
  cipher: number;
  key: string;
  broadcast: boolean;
  wps: boolean;
  bandSteering: boolean;
}

type RadioInfo = Pick<Radio, 'id' | 'frequency' | 'enabled'>;

export interface WifiContext {
  radios: readonly RadioInfo[];
  /** the records of the network being edited (empty when adding) */
  own: readonly Wireless[];
  /** every other access-point record */
  others: readonly Wireless[];
  /** networks allowed per radio (GET limits: wifi_limits) */
  limits: Readonly<Record<string, number>>;
  role: MeshRole;
}

/** The securities offered when the network is not open (the open toggle is the cipher 0). */
export const SECURITY_CIPHERS: readonly number[] = WIFI_CIPHERS.filter((c) => c !== Cipher.None);

const isRoot = (ctx: WifiContext) => ctx.own.some((r) => r.isRoot);

/** The form's starting value: the network's records, or a new network on every band. */
export function initialValue(ctx: WifiContext, bandSteering: boolean): WifiValue {
  const dual = ctx.radios.length > 1;
  if (ctx.own.length === 0) {
    return {
      frequency: dual ? 'both' : (ctx.radios[0]?.frequency ?? '2.4'),
      ssid: '', ssid5: '', separate: false, guest: false, open: false, cipher: Cipher.Wpa2, key: '',
      broadcast: true, wps: false, bandSteering,
    };
  }
  const g = group([...ctx.own]);
  const first = g.records[0];
  const open = first.cipher === Cipher.None;
  const value: WifiValue = {
    frequency: g.frequency,
    ssid: g.ssid,
    ssid5: g.ssid_5 || g.ssid,
    separate: !g.sameSSID,
    guest: first.guest_network,
    open,
    cipher: open || !SECURITY_CIPHERS.includes(first.cipher) ? Cipher.Wpa2 : first.cipher,
    key: open ? '' : (decodeSecret(first.key) ?? first.key),
    broadcast: first.broadcast,
    wps: first.wps,
    bandSteering,
  };
  if (wpsForced(ctx)) value.wps = true;
  return value;
}

/** Which radios a band puts the network on. */
function radiosFor(frequency: Band, radios: readonly RadioInfo[]): RadioInfo[] {
  return radios.filter((r) => frequency === 'both' || r.frequency === frequency);
}

/** Spec 2 §5.4: WPS is off with an open network or WPA3 only. */
export const wpsAllowed = (v: Pick<WifiValue, 'open' | 'cipher'>) => cipherHasWps(v.open ? Cipher.None : v.cipher);

/** Spec 2 §4.11: on an active controller the root network keeps WPS on. */
export const wpsForced = (ctx: WifiContext) => locks(ctx).wps;

/** Spec 2 §5.4: both radios enabled, a dual-band network and the same name on both. */
export function steeringAllowed(v: WifiValue, ctx: WifiContext): boolean {
  return validateBandSteering({ radios: ctx.radios, dualBand: v.frequency === 'both', sameName: !v.separate }) === undefined;
}

/** Spec 2 §4.12 (and the root network's own locks, §4.8). */
export function locks(ctx: WifiContext): WifiLocks {
  return wifiLocks(ctx.role, isRoot(ctx));
}

export type WifiErrors = Partial<Record<'ssid' | 'ssid5' | 'key' | 'frequency', string>>;

/**
 * Spec 2 §5.4 and the per-band limit (§4.8, §8): the contract's validateWifiNetwork, the router's own check of the
 * same writes. Locked fields are the router's: not judged here. The form offers only this router's securities, so
 * the cipher is never refused.
 */
export function validateWifi(v: WifiValue, ctx: WifiContext): WifiErrors {
  const target = radiosFor(v.frequency, ctx.radios);
  const five = target.find((r) => r.frequency === '5');
  const separate = v.separate && v.frequency === 'both' && !!five;
  const nameRadios = separate ? target.filter((r) => r !== five) : target;
  const ownRadios = new Set(ctx.own.map((r) => r.radioID));
  const { cipher: _cipher, ...errors } = validateWifiNetwork({
    isRoot: isRoot(ctx),
    ssid: v.ssid,
    radioIDs: nameRadios.map((r) => r.id),
    ssid5: separate && five ? { ssid: v.ssid5, radioID: five.id } : undefined,
    cipher: v.open ? Cipher.None : v.cipher,
    key: v.key,
  }, {
    others: ctx.others,
    locks: locks(ctx),
    newBands: { radioIDs: target.filter((r) => !ownRadios.has(r.id)).map((r) => r.id), limits: ctx.limits },
  });
  return errors;
}

/** Whether a new network fits on at least one band (the list's add button). */
export function canAdd(records: readonly Wireless[], radios: readonly RadioInfo[], limits: Readonly<Record<string, number>>): boolean {
  return radios.some((r) => !wifiBandFull(records, r.id, limits[r.id]));
}

export type WifiStep =
  | { kind: 'steering'; enabled: boolean }
  | { kind: 'delete'; id: string }
  | { kind: 'create'; input: WirelessInput }
  | { kind: 'update'; id: string; update: WirelessUpdate };

/**
 * The writes of a save, in spec 2 §4.8's order: band steering first (only when it changes), then the records.
 * Same bands: each record updated with what changed. Dual → single: the other radio's record deleted, the kept
 * one updated. Any other band change (single ↔ dual, 2.4 ↔ 5): the records deleted and created again.
 */
export function planSave(v: WifiValue, ctx: WifiContext, steeringBefore: boolean, steeringShown: boolean): WifiStep[] {
  const steps: WifiStep[] = [];
  const steering = v.bandSteering && steeringAllowed(v, ctx);
  if (steeringShown && steering !== steeringBefore) steps.push({ kind: 'steering', enabled: steering });
  const target = radiosFor(v.frequency, ctx.radios);
  const separate = v.separate && v.frequency === 'both';
  const wps = wpsForced(ctx) ? true : wpsAllowed(v) ? v.wps : false;
  const cipher = v.open ? Cipher.None : v.cipher;
  const enabled = ctx.own.length ? ctx.own.some((r) => r.enabled) : true;
  const desired = (radio: RadioInfo): WirelessInput => ({
    radioID: radio.id,
    ssid: separate && radio.frequency === '5' ? v.ssid5 : v.ssid,
    enabled,
    wps,
    broadcast: v.broadcast,
    cipher,
    crypto: v.open ? 0 : 2,
    key: v.open ? '' : v.key,
    guest_network: v.guest,
  });
  const ownRadios = ctx.own.map((r) => r.radioID);
  const same = target.length === ownRadios.length && target.every((r) => ownRadios.includes(r.id));
  const shrink = !same && target.length > 0 && target.every((r) => ownRadios.includes(r.id));
  if (ctx.own.length > 0 && (same || shrink)) {
    for (const record of ctx.own) {
      const radio = target.find((r) => r.id === record.radioID);
      if (!radio) {
        steps.push({ kind: 'delete', id: record.id });
        continue;
      }
      const update = changes(record, desired(radio));
      if (Object.keys(update).length) steps.push({ kind: 'update', id: record.id, update });
    }
    // deletes first: a kept record never waits on the other radio's
    steps.sort((a, b) => (a.kind === 'delete' ? -1 : 0) - (b.kind === 'delete' ? -1 : 0));
    return steps;
  }
  for (const record of ctx.own) steps.push({ kind: 'delete', id: record.id });
  for (const radio of target) steps.push({ kind: 'create', input: desired(radio) });
  return steps;
}

/** The fields of `want` that differ from the stored record (the key compared in plain text). */
function changes(record: Wireless, want: WirelessInput): WirelessUpdate {
  const update: WirelessUpdate = {};
  const fields = ['ssid', 'wps', 'broadcast', 'cipher', 'crypto', 'guest_network'] as const;
  for (const f of fields) if (record[f] !== want[f]) (update as Record<string, unknown>)[f] = want[f];
  const stored = record.cipher === Cipher.None ? '' : (decodeSecret(record.key) ?? record.key);
  if (want.cipher !== Cipher.None && (stored !== want.key || update.cipher !== undefined)) update.key = want.key;
  return update;
}
