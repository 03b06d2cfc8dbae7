/**
 * Wi-Fi writes (spec 2 §4.8, §5.4, §5.5): wireless create/update/delete, band steering, radio, and the site survey.
 * Every rule is the contract's (validate/cross.ts and validate/wifi.ts), the one the Wi-Fi form and the wizard call,
 * so the router refuses what the UI refuses with the same text. Wi-Fi and radio changes restart the router on the
 * next apply (device/apply.ts).
 *
 * Choices: a name is "in use" when another network has it on any band, a dual-band network being one record per radio
 * under one name (ssidAvailable); WPS is stored off with an open or WPA3-only cipher; the per-band limit counts the
 * records on that radio (the repeater client is not one of them), against the GET limits record the UI reads.
 *
 * Locks by mesh role (spec 2 §4.11, §4.12; contract wifiLocks, the form's): an agent takes its networks from the
 * controller (no create, no delete, no change of name, key or security); an active controller keeps its root network
 * secured for the mesh (not open, not WPA3 only, WPS on). The root records are neither switched off, deleted, nor
 * moved to another radio by anyone, so a dual-band root network cannot be split into single-band ones.
 */
import {
  bandOfCode,
  Cipher,
  encodeSecret,
  REPEATER_CLIENT_ID,
  routerMessages,
  validateBandSteering,
  validateRepeaterClient,
  validateWifiName,
  validateWifiNetwork,
  wifiBandFull,
  wifiLockRefusal,
  wifiLocks,
  wifiNetworksFixed,
  wifiInterfaceIndex,
  wifiRole,
  type Wireless,
  type WirelessCreate,
  type WirelessUpdate,
  wpsAllowed,
} from '@roteador/contract';
import type { DeviceState } from './state.ts';
import { limitsView } from './lan.ts';
import { firstFailure, limitReached, notFound, type Outcome, type Refused, refused } from './outcome.ts';
import { markRestart } from './apply.ts';
import { secretValue } from './session.ts';

/** the repeater client link: listed in repeater mode, writable (PUT wireless/wlc) in any mode */

/**
 * In repeater mode (operation mode 3) the router is a client of another router's network: a Wi-Fi
 * record with mode 1 on its 5 GHz radio (2.4 GHz on single-band models), at a moderate-to-good signal.
 * Ours: the repeated network is 'Casa-Principal' (-5G), WPA2, -63 dBm.
 */
export function repeaterClient(state: DeviceState): Wireless {
  const chosen = state.network.repeater;
  const radio = state.network.radios.find((r) => r.id === chosen?.radioID) ??
    state.network.radios.find((r) => r.frequency === '5') ?? state.network.radios[0];
  const five = radio.frequency === '5';
  return {
    id: REPEATER_CLIENT_ID,
    interfaceID: `apcli${wifiInterfaceIndex(radio.id, state.network.radios)}`,
    radioID: radio.id,
    ssid: chosen?.ssid ?? (five ? 'Casa-Principal-5G' : 'Casa-Principal'),
    enabled: true,
    wps: false,
    broadcast: true,
    cipher: chosen?.cipher ?? Cipher.Wpa2,
    crypto: 2,
    key: chosen?.key ?? encodeSecret('principal2026'),
    frequency: radio.frequency,
    isRoot: false,
    mode: 1,
    guest_network: false,
    client_mode_rssi: -63,
  };
}

/** The device's §4.12 role, from the contract's access facts. */
const roleOf = (state: DeviceState) =>
  wifiRole({ model: state.device.model, operationMode: state.system.operationMode, mesh: state.easymesh });

function checkNetwork(state: DeviceState, w: Wireless, key: string): Refused | undefined {
  const draft = { id: w.id, isRoot: w.isRoot, ssid: w.ssid, radioIDs: [w.radioID], cipher: w.cipher, key };
  return firstFailure(validateWifiNetwork(draft, { others: state.network.wireless }));
}

function finish(w: Wireless, key: string): Wireless {
  return { ...w, wps: w.wps && wpsAllowed(w.cipher), key: w.cipher === Cipher.None ? '' : encodeSecret(key) };
}

/** The networks' interface on a radio (contract wifiInterfaceIndex: wlan0 is the 5 GHz one). */
function wifiInterface(state: Pick<DeviceState, 'network'>, radioID: string): string {
  return `wlan${wifiInterfaceIndex(radioID, state.network.radios)}`;
}

/**
 * POST wireless: the UI's body, or a public client's (contract WirelessCreate): its frequency must be its radio's — the
 * seeds say which radio is which, and a body that says otherwise is refused, naming `frequency`; its list grouping
 * names a 5 GHz network `ssid_5` when `sameSSID` is false; its empty id and interfaceID and its ieee_std are not
 * the client's to set.
 */
export function createWireless(state: DeviceState, body: WirelessCreate): Outcome<Wireless> {
  const { id: _id, interfaceID: _interface, frequency, ieee_std: _std, sameSSID, ssid_5, ...fields } = body;
  const role = roleOf(state);
  if (wifiNetworksFixed(role)) return refused(routerMessages.wifiLockedAgent, 'radioID');
  const radio = state.network.radios.find((r) => r.id === fields.radioID);
  if (!radio) return refused(routerMessages.radioUnknown, 'radioID');
  if (frequency !== undefined && bandOfCode(frequency) !== radio.frequency) {
    return refused(routerMessages.wifiFrequencyMismatch, 'frequency');
  }
  const named = radio.frequency === '5' && sameSSID === false && ssid_5 !== undefined ? ssid_5 : fields.ssid;
  const input = { ...fields, ssid: named, guest_network: fields.guest_network ?? false };
  const limits: Readonly<Record<string, number>> = limitsView(state).wifi_limits;
  if (wifiBandFull(state.network.wireless, radio.id, limits[radio.id])) {
    return limitReached(routerMessages.wifiLimit, 'radioID');
  }
  const used = new Set(state.network.wireless.map((w) => w.id));
  let n = state.network.wireless.length;
  while (used.has(`wl${n}`)) n++;
  // the lowest free interface slot of the radio (a deleted network frees its slot)
  const root = wifiInterface(state, radio.id);
  const interfaces = new Set(state.network.wireless.map((w) => w.interfaceID));
  let slot = 1;
  while (interfaces.has(`${root}-${slot}`)) slot++;
  const key = secretValue(input.key);
  const record: Wireless = {
    ...input,
    id: `wl${n}`,
    interfaceID: `${root}-${slot}`,
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
function updateRepeaterClient(state: DeviceState, body: WirelessUpdate): Outcome<Wireless> {
  const current = repeaterClient(state);
  const ssid = body.ssid ?? current.ssid;
  const cipher = body.cipher ?? current.cipher;
  const radioID = body.radioID ?? current.radioID;
  const key = secretValue(body.key ?? current.key);
  if (!state.network.radios.some((r) => r.id === radioID)) return refused(routerMessages.radioUnknown, 'radioID');
  const refusal = firstFailure(validateRepeaterClient({ ssid, cipher, key }));
  if (refusal) return refusal;
  // the link as it is, sent back (read-modify-write), is kept as the chosen one but needs no restart
  const same = ssid === current.ssid && cipher === current.cipher && radioID === current.radioID &&
    (cipher === Cipher.None || key === secretValue(current.key));
  state.network.repeater = { ssid, cipher, radioID, key: cipher === Cipher.None ? '' : encodeSecret(key) };
  if (!same) markRestart(state);
  return { ok: true, value: repeaterClient(state) };
}

export function updateWireless(state: DeviceState, id: string, body: WirelessUpdate): Outcome<Wireless> {
  if (id === REPEATER_CLIENT_ID) return updateRepeaterClient(state, body);
  const list = state.network.wireless;
  const index = list.findIndex((w) => w.id === id);
  if (index < 0) return notFound(`no wireless network ${id}`);
  const current = list[index];
  const { radioID, ssid, enabled, wps, broadcast, cipher, crypto, key, guest_network } = body;
  if (radioID !== undefined && radioID !== current.radioID) return refused(routerMessages.wifiBandFixed, 'radioID');
  const writable = { ssid, enabled, wps, broadcast, cipher, crypto, guest_network };
  const next: Wireless = { ...current };
  for (const [k, v] of Object.entries(writable)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
  const currentKey = current.cipher === Cipher.None ? '' : secretValue(current.key);
  const plainKey = key !== undefined ? secretValue(key) : currentKey;
  const role = roleOf(state);
  const locked = wifiLockRefusal(wifiLocks(role, current.isRoot), role, { ...current, key: currentKey }, { ...next, key: plainKey });
  const error = locked ? refused(locked.message, locked.field) : checkNetwork(state, next, plainKey);
  if (error) return error;
  const stored = finish(next, plainKey);
  // the network as it was, sent back (read-modify-write), changes nothing: no restart
  if (JSON.stringify(stored) === JSON.stringify(current)) return { ok: true, value: { ...current } };
  list[index] = stored;
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
  if (!found) return notFound(`no wireless network ${id}`);
  const role = roleOf(state);
  if (wifiLocks(role, found.isRoot).remove) {
    return refused(wifiNetworksFixed(role) ? routerMessages.wifiLockedAgent : routerMessages.wifiRootLocked, 'id');
  }
  state.network.wireless = state.network.wireless.filter((w) => w.id !== id);
  markRestart(state);
  return { ok: true, value: null };
}

/**
 * PUT band_steering/0 (spec 2 §5.4): on, it needs both radios enabled and the root network on both bands under one
 * name (contract validateBandSteering, the form's rule). The UI saves band steering FIRST (§4.8) and gives the 5 GHz
 * root record the 2.4 GHz name right after (its form has no separate name with steering on): switching it on here
 * does the same at once, so steering is never on with two names. Where the role locks that name (an agent's names
 * come from its controller; a controller's separation is locked, §4.12) two names are refused, as the form refuses.
 */
export function setBandSteering(state: DeviceState, enabled: boolean): Outcome<boolean> {
  if (enabled) {
    const roots = state.network.wireless.filter((w) => w.isRoot);
    const r24 = roots.find((w) => w.frequency === '2.4');
    const r5 = roots.find((w) => w.frequency === '5');
    const locks = wifiLocks(roleOf(state), true);
    const renamable = !locks.ssid && !locks.separate;
    const refusal = validateBandSteering({
      radios: state.network.radios,
      dualBand: r24 !== undefined && r5 !== undefined,
      sameName: r24 !== undefined && r5 !== undefined && (r24.ssid === r5.ssid || renamable),
    });
    if (refusal) return refused(refusal, 'enabled');
    if (r24 && r5 && r5.ssid !== r24.ssid) {
      const taken = validateWifiName(r24.ssid, { radioIDs: [r5.radioID], isRoot: true, id: r5.id }, state.network.wireless);
      if (taken) return refused(taken, 'enabled');
      r5.ssid = r24.ssid;
      markRestart(state);
    }
  }
  if (enabled !== state.network.bandSteering) markRestart(state);
  state.network.bandSteering = enabled;
  return { ok: true, value: enabled };
}
