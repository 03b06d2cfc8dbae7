/**
 * The Wi-Fi networks (spec 2 §3, §4.8, §5.4), band steering, and the networks seen around the device (the site
 * survey, spec 3 §2 'Tools', §3, §4, §9 'Channels'). The rules of a write: validate/wireless.ts.
 * - GET wireless → Wireless[]; POST WirelessInput; PUT wireless/{id} WirelessUpdate; DELETE wireless/{id}.
 * - PUT wireless/wlc (REPEATER_CLIENT_ID): the repeater client.
 * - GET band_steering → [BandSteering]; PUT band_steering/0 BandSteeringUpdate.
 * - GET site_survey → SiteSurveyEntry[].
 */
import { array, boolean, enums, integer, object, partial, pick, string, type Infer } from 'superstruct';

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

/**
 * POST wireless: one record on one radio (a dual-band network is two POSTs, one per radio). The key is encoded
 * with encodeSecret (plain accepted) and ignored when the cipher is 0 (open). A create at the per-band limit
 * answers 400 {code: LimitReachedCode}. The root network cannot be deleted, nor its `enabled` changed.
 * wps is stored false when the cipher is none or WPA3-only (spec 2 §5.4).
 */
export const WirelessInput = pick(Wireless, ['radioID', 'ssid', 'enabled', 'wps', 'broadcast', 'cipher', 'crypto', 'key', 'guest_network']);
export type WirelessInput = Infer<typeof WirelessInput>;

/** PUT wireless/{id}: any subset; the whole record read back is accepted too (its read-only fields ignored). */
export const WirelessUpdate = partial(Wireless);
export type WirelessUpdate = Infer<typeof WirelessUpdate>;

/** GET band_steering → [record]; PUT band_steering/0 {enabled} (dual-band models only). */
export const BandSteering = object({ id: integer(), enabled: boolean() });
export type BandSteering = Infer<typeof BandSteering>;
export const BandSteeringList = array(BandSteering);
export const BandSteeringUpdate = pick(BandSteering, ['enabled']);

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
