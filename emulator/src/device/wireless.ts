/**
 * Wi-Fi writes (spec 2 §4.8, §5.4, §5.5): wireless create/update/delete, band steering, radio, and the site survey.
 * Wi-Fi and radio changes restart the router on the next apply (device/apply.ts).
 *
 * Choices: an SSID is "in use" when another record on the same radio has it (a dual-band network is one record per
 * radio with the same SSID); WPS is stored off with an open or WPA3-only cipher; the per-band limit counts the
 * records on that radio (the repeater client is not one of them).
 *
 * Locks by mesh role (spec 2 §4.11, §4.12), so the emulator refuses what the UI locks:
 * - a mesh agent takes its networks from the controller: no create, no delete, and a PUT that changes the name,
 *   the key or the security (open included) of a network is refused; enabled, broadcast, WPS and guest stay free;
 * - an active controller keeps its root network secured for the mesh: no opening it (cipher 0), no WPA3 only
 *   (that would switch WPS off), and no switching its WPS off. The root records cannot be deleted nor moved to
 *   another radio by anyone, so a controller's dual-band root network cannot be split into single-band ones.
 */
import {
  Cipher,
  encodeSecret,
  LimitReachedCode,
  rules,
  validationMessages as m,
  type Wireless,
  type WirelessInput,
  type WirelessUpdate,
  routerMessages,
  validateWifiKey,
  validateWifiName,
} from '@roteador/contract';
import type { DeviceState } from './state.ts';
import type { Outcome, Refusal } from './lan.ts';
import { markRestart } from './apply.ts';
import { secretValue } from './sessions.ts';
import { REPEATER_CLIENT_ID, repeaterClient } from './network.ts';

const AP_CIPHERS: readonly number[] = [Cipher.None, Cipher.Wpa2, Cipher.WpaWpa2, Cipher.Wpa3, Cipher.Wpa2Wpa3];

type Fail = { ok: false } & Refusal;
const fail = (field: string, message: string): Fail => ({ ok: false, field, message });

/** spec 2 §8: the UI's message for a create past the per-band limit. */
export const LIMIT_MESSAGE = routerMessages.wifiLimit;
export const AGENT_LOCKED = 'locked on a mesh agent: its Wi-Fi networks come from the mesh controller';
export const CONTROLLER_OPEN_LOCKED =
  'locked while the mesh is active: the root network of a controller cannot be open';
export const CONTROLLER_WPS_LOCKED = 'locked while the mesh is active: the root network of a controller keeps WPS on';

const isAgent = (state: DeviceState) => state.easymesh.enabled && state.easymesh.type === 1;
const isController = (state: DeviceState) => state.easymesh.enabled && state.easymesh.type === 0;

/** The §4.12 locks of a PUT on `current` giving `next`. */
function checkLocks(
  state: DeviceState,
  current: Wireless,
  next: Wireless,
  currentKey: string,
  nextKey: string,
): Fail | undefined {
  if (isAgent(state)) {
    if (next.ssid !== current.ssid) return fail('ssid', AGENT_LOCKED);
    if (next.cipher !== current.cipher || next.crypto !== current.crypto) return fail('cipher', AGENT_LOCKED);
    if (next.cipher !== Cipher.None && nextKey !== currentKey) return fail('key', AGENT_LOCKED);
  }
  if (isController(state) && current.isRoot) {
    if (next.cipher === Cipher.None && current.cipher !== Cipher.None) return fail('cipher', CONTROLLER_OPEN_LOCKED);
    if (next.cipher === Cipher.Wpa3 && current.cipher !== Cipher.Wpa3) return fail('cipher', CONTROLLER_WPS_LOCKED);
    if (!next.wps && current.wps) return fail('wps', CONTROLLER_WPS_LOCKED);
  }
  return undefined;
}

function checkNetwork(state: DeviceState, w: Wireless, key: string): Fail | undefined {
  const ssid = validateWifiName(w.ssid, { radioIDs: [w.radioID], isRoot: w.isRoot, id: w.id }, state.network.wireless);
  if (ssid) return fail('ssid', ssid);
  if (!AP_CIPHERS.includes(w.cipher)) return fail('cipher', m.invalidCipher);
  const message = validateWifiKey(key, w.cipher === Cipher.None);
  if (message) return fail('key', message);
  return undefined;
}

function finish(w: Wireless, key: string): Wireless {
  const wpsAllowed = w.cipher !== Cipher.None && w.cipher !== Cipher.Wpa3;
  return { ...w, wps: w.wps && wpsAllowed, key: w.cipher === Cipher.None ? '' : encodeSecret(key) };
}

export function createWireless(state: DeviceState, input: WirelessInput): Outcome<Wireless> {
  if (isAgent(state)) return fail('radioID', AGENT_LOCKED);
  const radio = state.network.radios.find((r) => r.id === input.radioID);
  if (!radio) return fail('radioID', `no radio ${input.radioID}`);
  const onRadio = state.network.wireless.filter((w) => w.radioID === radio.id);
  if (onRadio.length >= state.network.limits.wifi) {
    return { ok: false, code: LimitReachedCode, field: 'radioID', message: LIMIT_MESSAGE };
  }
  const used = new Set(state.network.wireless.map((w) => w.id));
  let n = state.network.wireless.length;
  while (used.has(`wl${n}`)) n++;
  const index = state.network.radios.indexOf(radio);
  // the lowest free interface slot of the radio (a deleted network frees its slot)
  const interfaces = new Set(state.network.wireless.map((w) => w.interfaceID));
  let slot = 1;
  while (interfaces.has(`wlan${index}-${slot}`)) slot++;
  const key = secretValue(input.key);
  const record: Wireless = {
    ...input,
    id: `wl${n}`,
    interfaceID: `wlan${index}-${slot}`,
    frequency: radio.frequency,
    isRoot: false,
    mode: 0,
    client_mode_rssi: 0,
  };
  const error = checkNetwork(state, record, key);
  if (error) return error;
  const stored = finish(record, key);
  state.network.wireless.push(stored);
  markRestart(state);
  return { ok: true, value: { ...stored } };
}

/**
 * The repeater client (wireless/wlc): the network to repeat, chosen in the wizard's repeater step or after. WPA-only
 * and WEP-only networks cannot be repeated ('Criptografia Inválida', spec 2 §5.4); the key is needed unless open.
 */
export function updateRepeaterClient(state: DeviceState, body: WirelessUpdate): Outcome<Wireless> {
  const current = repeaterClient(state);
  const ssid = body.ssid ?? current.ssid;
  const cipher = body.cipher ?? current.cipher;
  const radioID = body.radioID ?? current.radioID;
  const key = secretValue(body.key ?? current.key);
  if (!state.network.radios.some((r) => r.id === radioID)) return fail('radioID', `no radio ${radioID}`);
  const ssidError = rules.ssid(ssid);
  if (ssidError) return fail('ssid', ssidError);
  if (!AP_CIPHERS.includes(cipher)) return fail('cipher', m.invalidCipher);
  const keyError = validateWifiKey(key, cipher === Cipher.None);
  if (keyError) return fail('key', keyError);
  state.network.repeater = { ssid, cipher, radioID, key: cipher === Cipher.None ? '' : encodeSecret(key) };
  markRestart(state);
  return { ok: true, value: repeaterClient(state) };
}

export function updateWireless(state: DeviceState, id: string, body: WirelessUpdate): Outcome<Wireless> {
  if (id === REPEATER_CLIENT_ID) return updateRepeaterClient(state, body);
  const list = state.network.wireless;
  const index = list.findIndex((w) => w.id === id);
  if (index < 0) return { ok: false, code: 'not_found', message: `no wireless network ${id}` };
  const current = list[index];
  const { radioID, ssid, enabled, wps, broadcast, cipher, crypto, key, guest_network } = body;
  if (radioID !== undefined && radioID !== current.radioID) {
    return fail('radioID', 'the band of a network is changed by deleting and creating it');
  }
  if (current.isRoot && enabled !== undefined && enabled !== current.enabled) {
    return fail('enabled', 'the root network cannot be toggled');
  }
  const writable = { ssid, enabled, wps, broadcast, cipher, crypto, guest_network };
  const next: Wireless = { ...current };
  for (const [k, v] of Object.entries(writable)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
  const currentKey = current.cipher === Cipher.None ? '' : secretValue(current.key);
  const plainKey = key !== undefined ? secretValue(key) : currentKey;
  const error = checkLocks(state, current, next, currentKey, plainKey) ?? checkNetwork(state, next, plainKey);
  if (error) return error;
  list[index] = finish(next, plainKey);
  // Band steering is one network on both bands under one name (spec 2 §5.4): while it is on, renaming the root
  // network renames both of its records (the UI's second PUT, §4.8, then changes nothing).
  if (state.network.bandSteering && current.isRoot && next.ssid !== current.ssid) {
    for (const w of list) if (w.isRoot && w.id !== current.id) w.ssid = next.ssid;
  }
  markRestart(state);
  return { ok: true, value: { ...list[index] } };
}

export function deleteWireless(state: DeviceState, id: string): Outcome<null> {
  const found = state.network.wireless.find((w) => w.id === id);
  if (!found) return { ok: false, code: 'not_found', message: `no wireless network ${id}` };
  if (isAgent(state)) return fail('id', AGENT_LOCKED);
  if (found.isRoot) return fail('id', 'the root network cannot be deleted');
  state.network.wireless = state.network.wireless.filter((w) => w.id !== id);
  markRestart(state);
  return { ok: true, value: null };
}

/**
 * PUT band_steering/0 (spec 2 §5.4): switching it on needs a dual-band device with both radios enabled.
 * Choice: the "same SSID" part is not checked here: the UI saves band steering FIRST (§4.8), before the root
 * records that give both bands one name, so the router cannot judge it at this point.
 */
export function setBandSteering(state: DeviceState, enabled: boolean): Outcome<boolean> {
  if (enabled) {
    const radios = state.network.radios;
    if (radios.length < 2) return fail('enabled', 'band steering needs a dual-band device');
    if (!radios.every((r) => r.enabled)) return fail('enabled', 'band steering needs both radios enabled');
  }
  if (enabled !== state.network.bandSteering) markRestart(state);
  state.network.bandSteering = enabled;
  return { ok: true, value: enabled };
}

// PUT radio/{id}: its rules live in device/radio.ts.
export { updateRadio } from './radio.ts';

// The site survey's neighbours live in device/survey.ts.
export { siteSurvey } from './survey.ts';
