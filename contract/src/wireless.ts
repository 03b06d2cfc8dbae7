/**
 * The Wi-Fi networks (spec 2 §3, §4.8, §5.4), band steering, and the networks seen around the device (the site
 * survey, spec 3 §2 'Tools', §3, §4, §9 'Channels'). The rules of a write: validate/wireless.ts.
 * - GET wireless → Wireless[]; POST WirelessInput; PUT wireless/{id} WirelessUpdate (or the record as read:
 *   WirelessPut); DELETE wireless/{id}.
 * - A network's band is its radio's (radioID, frequency), never told by its interface's name: wlan0 is the 5 GHz
 *   network (wifiInterfaceOf).
 * - PUT wireless/wlc (REPEATER_CLIENT_ID): the repeater client.
 * - GET band_steering → [BandSteering]; PUT band_steering/0 BandSteeringUpdate.
 * - GET site_survey → SiteSurveyEntry[].
 */
import { array, boolean, enums, integer, literal, object, optional, partial, pick, string, type Infer } from 'superstruct';
import { readBack } from './api.ts';
import { FrequencyCode, type Radio } from './radio.ts';

export const wirelessPath = 'wireless';
export const bandSteeringPath = 'band_steering';
export const siteSurveyPath = 'site_survey';

/**
 * The id of the repeater client: the network repeated in operation mode 3 (listed only in that mode), written by
 * PUT wireless/wlc {ssid, cipher, key, radioID?}; WPA-only (2) and WEP-only (1) answer 400 'Criptografia Inválida'.
 */
export const REPEATER_CLIENT_ID = 'wlc';

export const Wireless = object({
  id: string(),
  interfaceID: string(),
  radioID: string(),
  ssid: string(),
  enabled: boolean(),
  wps: boolean(),
  broadcast: boolean(),
  /** 0 none, 3 WPA2, 4 WPA/WPA2, 5 WPA3, 6 WPA2/WPA3 */
  cipher: integer(),
  crypto: enums([0, 2]),
  /** the key, encoded with encodeSecret */
  key: string(),
  frequency: enums(['2.4', '5'] as const),
  isRoot: boolean(),
  /** 1: repeater client */
  mode: integer(),
  guest_network: boolean(),
  client_mode_rssi: integer(),
});
export type Wireless = Infer<typeof Wireless>;
export const WirelessList = array(Wireless);

/** What a write may set of a network. */
const writable: ('radioID' | 'ssid' | 'enabled' | 'wps' | 'broadcast' | 'cipher' | 'crypto' | 'key' | 'guest_network')[] = [
  'radioID', 'ssid', 'enabled', 'wps', 'broadcast', 'cipher', 'crypto', 'key', 'guest_network',
];

/**
 * POST wireless: one record on one radio (a dual-band network is two POSTs, one per radio). The key is encoded
 * with encodeSecret (plain accepted) and ignored when the cipher is 0 (open). A create at the per-band limit
 * answers 400 {code: LimitReachedCode}. The root network cannot be deleted, nor its `enabled` changed.
 * wps is stored false when the cipher is none or WPA3-only (spec 2 §5.4); guest_network defaults to false.
 */
export const WirelessInput = object({ ...pick(Wireless, writable).schema, guest_network: optional(boolean()) });
export type WirelessInput = Infer<typeof WirelessInput>;

/**
 * What POST wireless takes: WirelessInput (the UI's body), and the body public clients of this API send: `id` and
 * `interfaceID` empty (the router names them), `frequency` (FrequencyCode: it must be the radio's — the seeds' word
 * stands, a contradiction is refused naming it), `ieee_std` (the radio's standard as the client read it: not the
 * client's to set, ignored), and the list's grouping (`sameSSID`, `ssid_5`): a network posted to the 5 GHz radio
 * with `sameSSID` false is named `ssid_5`.
 */
export const WirelessCreate = object({
  ...WirelessInput.schema,
  id: optional(literal('')),
  interfaceID: optional(literal('')),
  frequency: optional(FrequencyCode),
  ieee_std: optional(integer()),
  sameSSID: optional(boolean()),
  ssid_5: optional(string()),
});
export type WirelessCreate = Infer<typeof WirelessCreate>;

/** PUT wireless/{id}: any subset of what a write may set. */
export const WirelessUpdate = partial(pick(Wireless, writable));
export type WirelessUpdate = Infer<typeof WirelessUpdate>;
/**
 * The whole record read back: id, interfaceID, frequency, isRoot and mode are the router's (read-only); the repeater
 * client's signal moves.
 */
export const WirelessPut = readBack(Wireless, WirelessUpdate, ['client_mode_rssi']);

/**
 * The interface of a radio's networks (spec 3 §3 'wlan0 is 5 GHz'): the radios' interfaces are numbered 5 GHz first,
 * so on a dual-band device wlan0 carries the 5 GHz root network and wlan1 the 2.4 GHz one (radio0 stays the 2.4 GHz
 * radio, radio1 the 5 GHz one); a 2.4 GHz-only device's radio is wlan0. A further network on a radio is `{root}-{n}`,
 * its repeater client `apcli{n}` of the same number. Only a name: a network's band is its radio's.
 */
export function wifiInterfaceIndex(radioID: string, radios: readonly Pick<Radio, 'id' | 'frequency'>[]): number {
  const order = [...radios].sort((a, b) => (a.frequency === b.frequency ? 0 : a.frequency === '5' ? -1 : 1));
  return Math.max(0, order.findIndex((r) => r.id === radioID));
}

/** GET band_steering → [record]; PUT band_steering/0 {enabled} (dual-band models only). */
export const BandSteering = object({ id: integer(), enabled: boolean() });
export type BandSteering = Infer<typeof BandSteering>;
export const BandSteeringList = array(BandSteering);
const BandSteeringUpdate = pick(BandSteering, ['enabled']);
export const BandSteeringPut = readBack(BandSteering, BandSteeringUpdate);

// ——— Site survey (what an entry's codes mean, and the channel to suggest: site-survey.ts) ———

/**
 * A network seen around the device (spec 3 §3 'Site survey entry'); channel > 14: 5 GHz. cipher uses the Cipher
 * codes 0–6 (1 WEP, 2 WPA only; names: cipherNames); op_mode the 802.11 protocol code 0–13 (names: protocolNames);
 * bandwidth in MHz as text ('20', '40', '80', '160'); extension the side of a 40 MHz 2.4 GHz pair ('upper' |
 * 'lower'), '' when there is none.
 */
export const SiteSurveyEntry = object({
  ssid: string(),
  channel: integer(),
  mac: string(),
  signal_level: integer(),
  cipher: integer(),
  crypto: integer(),
  op_mode: integer(),
  bandwidth: string(),
  extension: string(),
});
export type SiteSurveyEntry = Infer<typeof SiteSurveyEntry>;
export const SiteSurveyList = array(SiteSurveyEntry);
