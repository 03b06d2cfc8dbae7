/**
 * The WAN form's value model (spec 2 §3, §4.1, §5.3), shared by /network/wan and the wizard's WAN step: built from
 * a `wan` and `pppoe` read, checked with the contract's validators (so the form and the router refuse the same
 * values with the same message), turned into a WanDraft, and saved in the order of §4.1.
 */
import {
  decodeSecret,
  isClone,
  NO_CLONE,
  type Pppoe,
  type PppoeDraft,
  type PppoeInput,
  timing,
  validatePppoe,
  validateWanSettings,
  type Wan,
  wanDnsInUse,
  type WanSettingsDraft,
  type WanUpdate,
} from '@roteador/contract';
import { savePppoe, updateWan } from '../../api/wan.ts';

export type WanMode = 0 | 1 | 2;

/** The WAN form's result: the PUT wan/0 body, and for PPPoE the record (id null: create it). The wizard keeps it in
 *  its draft until 'Concluir'; the WAN page saves it at once. */
export interface WanDraft {
  update: WanUpdate & { mode: WanMode };
  pppoe: { id: number | null; input: PppoeInput } | null;
}
export type WanModeName = 'dhcp' | 'static' | 'pppoe';

export const MODE_NAMES: Record<WanMode, WanModeName> = { 0: 'dhcp', 1: 'static', 2: 'pppoe' };
export const MODE_OF: Record<WanModeName, WanMode> = { dhcp: 0, static: 1, pppoe: 2 };

/** The mode a page's address names after its base ('/network/wan/static' → 'static'); undefined when it names none. */
export function modeInPath(pathname: string, base: string): WanModeName | undefined {
  const name = pathname.slice(base.length + 1).split('/')[0];
  return name === 'dhcp' || name === 'static' || name === 'pppoe' ? name : undefined;
}

/** The form's value: the contract's WAN draft (the MTU as typed) with the clone as a switch, and the PPPoE record. */
export interface WanValue extends Omit<WanSettingsDraft, 'mode' | 'clonedMac'>, Omit<PppoeDraft, 'mtu'> {
  mode: WanMode;
  cloneMac: boolean;
  clonedMac: string;
  /** PPPoE MTU (68–1492, default 1492) */
  pppoeMtu: string;
}

export type WanField = Exclude<keyof WanValue, 'mode' | 'dnsAutomatic' | 'cloneMac'>;
export type WanErrors = Partial<Record<WanField, string>>;

/** What the rules compare with: the LAN (static conflict) and the WAN address now in use (DNS ≠ router IP). */
export interface WanContext {
  lan: { ip4: string; netmask: string };
  /** the WAN address the router holds (DHCP lease or static); compared with the DNS in DHCP and PPPoE */
  wanIp: string;
}

const NO_ADDRESS = '0.0.0.0';
const shown = (ip: string) => (ip === NO_ADDRESS ? '' : ip);

/** The form's value from what the router stores. */
export function wanValue(wan: Wan, pppoe: Pppoe | null): WanValue {
  const clone = isClone(wan.clonedMac);
  return {
    mode: wan.mode,
    mtu: String(wan.mtu),
    ip4: wan.mode === 1 ? shown(wan.ip4) : '',
    netmask: wan.mode === 1 ? shown(wan.netmask) : '',
    gateway: wan.mode === 1 ? shown(wan.gateway) : '',
    dnsAutomatic: wan.mode === 1 ? false : wan.dns_v4.automatic,
    dns1: wan.dns_v4.dns1,
    dns2: wan.dns_v4.dns2,
    dns3: wan.dns_v4.dns3,
    cloneMac: clone,
    clonedMac: clone ? wan.clonedMac : '',
    username: pppoe ? (decodeSecret(pppoe.username) ?? pppoe.username) : '',
    password: pppoe ? (decodeSecret(pppoe.password) ?? pppoe.password) : '',
    server: pppoe?.server ?? '',
    service: pppoe?.service ?? '',
    pppoeMtu: String(pppoe?.mtu ?? timing.limits.pppoeMtu.default),
  };
}

/** The form's value from a WanDraft (the wizard step coming back to a mode already filled in). */
export function wanValueFromDraft(base: WanValue, draft: WanDraft): WanValue {
  const u = draft.update;
  const clone = u.clonedMac !== undefined ? isClone(u.clonedMac) : base.cloneMac;
  return {
    ...base,
    mode: u.mode,
    mtu: u.mtu !== undefined ? String(u.mtu) : base.mtu,
    ip4: u.ip4 ?? base.ip4,
    netmask: u.netmask ?? base.netmask,
    gateway: u.gateway ?? base.gateway,
    dnsAutomatic: u.dns_v4?.automatic ?? base.dnsAutomatic,
    dns1: u.dns_v4?.dns1 ?? base.dns1,
    dns2: u.dns_v4?.dns2 ?? base.dns2,
    dns3: u.dns_v4?.dns3 ?? base.dns3,
    cloneMac: clone,
    clonedMac: clone ? (u.clonedMac ?? base.clonedMac) : '',
    ...(draft.pppoe
      ? {
        username: draft.pppoe.input.username,
        password: draft.pppoe.input.password,
        server: draft.pppoe.input.server,
        service: draft.pppoe.input.service,
        pppoeMtu: String(draft.pppoe.input.mtu),
      }
      : {}),
  };
}


/** The fields the form shows for the value's mode; only these are validated and sent. */
export function visibleFields(value: WanValue): WanField[] {
  const fields: WanField[] = [];
  if (value.mode === 1) fields.push('ip4', 'netmask', 'gateway');
  if (value.mode === 2) fields.push('username', 'password', 'server', 'service', 'pppoeMtu');
  else fields.push('mtu');
  if (wanDnsInUse(value)) fields.push('dns1', 'dns2', 'dns3');
  if (value.cloneMac) fields.push('clonedMac');
  return fields;
}

/** Spec 2 §5.2, §5.3 (the contract's validators, as the router's), one message per field. */
export function validateWan(value: WanValue, context: WanContext): WanErrors {
  const settings = validateWanSettings({ ...value, clonedMac: value.cloneMac ? value.clonedMac : null }, context);
  if (value.mode !== 2) return settings;
  const { mtu: pppoeMtu, ...pppoe } = validatePppoe({ ...value, mtu: value.pppoeMtu });
  return { ...settings, ...pppoe, ...(pppoeMtu ? { pppoeMtu } : {}) };
}

/** Whether what would be sent differs from `original` (only the fields of the chosen mode count). */
export function wanChanged(value: WanValue, original: WanValue): boolean {
  if (value.mode !== original.mode || value.cloneMac !== original.cloneMac) return true;
  if (value.mode !== 1 && value.dnsAutomatic !== original.dnsAutomatic) return true;
  return visibleFields(value).some((field) => value[field].trim() !== original[field].trim());
}

/** The PUT wan/0 body and, for PPPoE, the record (id null: create it: the spec's isCreate). */
export function wanDraft(value: WanValue, pppoeId: number | null): WanDraft {
  const showDns = wanDnsInUse(value);
  const dns_v4 = {
    automatic: !showDns,
    dns1: showDns ? value.dns1.trim() : '',
    dns2: showDns ? value.dns2.trim() : '',
    dns3: showDns ? value.dns3.trim() : '',
  };
  const update: WanDraft['update'] = {
    mode: value.mode,
    clonedMac: value.cloneMac ? value.clonedMac.trim().toUpperCase() : NO_CLONE,
    dns_v4,
  };
  if (value.mode !== 2) update.mtu = Number(value.mtu.trim());
  if (value.mode === 1) {
    update.ip4 = value.ip4.trim();
    update.netmask = value.netmask.trim();
    update.gateway = value.gateway.trim();
  }
  const pppoe = value.mode === 2
    ? {
      id: pppoeId,
      input: {
        username: value.username,
        password: value.password,
        server: value.server,
        service: value.service,
        mtu: Number(value.pppoeMtu.trim()),
      },
    }
    : null;
  return { update, pppoe };
}

/**
 * Spec 2 §4.1: (1) the WAN interface settings: PUT wan/0 with the mode, the cloned MAC and, for a static WAN,
 * its addresses (the router checks a static WAN whole, DNS included); (2) non-PPPoE: the interface's MTU and
 * its DNS, PUT wan/0; (3) PPPoE: the record, created when none exists (isCreate: id null), else updated.
 * Rejects on the first failure (the caller shows the error modal; the form keeps its values).
 */
export async function saveWanConfig(draft: WanDraft): Promise<void> {
  const { mtu, dns_v4, ...settings } = draft.update;
  const isStatic = settings.mode === 1;
  const first: WanUpdate = isStatic || settings.mode === 2 ? { ...settings, dns_v4 } : settings;
  await updateWan(first);
  if (settings.mode !== 2) {
    const iface: WanUpdate = {};
    if (mtu !== undefined) iface.mtu = mtu;
    if (dns_v4 !== undefined) iface.dns_v4 = dns_v4;
    await updateWan(iface);
  } else if (draft.pppoe) {
    await savePppoe(draft.pppoe.id, draft.pppoe.input);
  }
}
