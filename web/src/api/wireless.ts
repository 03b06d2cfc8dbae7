/**
 * Typed calls of the Wi-Fi resources (spec 2 §4.8, §7): the wireless networks, band steering, the repeater client
 * and the site survey. Keys travel encoded (encodeSecret). The radios are radio.ts's.
 */
import {
  Acknowledged,
  BandSteering,
  BandSteeringList,
  bandSteeringPath,
  encodeSecret,
  REPEATER_CLIENT_ID,
  type SiteSurveyEntry,
  SiteSurveyList,
  siteSurveyPath,
  Wireless,
  type WirelessInput,
  WirelessList,
  wirelessPath,
  type WirelessUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

/** GET wireless: every Wi-Fi network, and in repeater mode the client network (mode 1). */
export function getWireless(options?: GetOptions): Promise<Wireless[]> {
  return api.get(wirelessPath, WirelessList, options);
}

/** The key is sent encoded; give it plain. */
export function createWireless(input: WirelessInput): Promise<Wireless> {
  return api.post(wirelessPath, { ...input, key: encodeSecret(input.key) }, Wireless);
}

/** Any subset of the record; a `key` given here is plain and is sent encoded. */
export function updateWireless(id: string, update: WirelessUpdate): Promise<Wireless> {
  const body = update.key === undefined ? update : { ...update, key: encodeSecret(update.key) };
  return api.put(`${wirelessPath}/${encodeURIComponent(id)}`, body, Wireless);
}

export async function deleteWireless(id: string): Promise<void> {
  await api.delete(`${wirelessPath}/${encodeURIComponent(id)}`, Acknowledged);
}

/**
 * The repeater client (operation mode 3): the network this device repeats. PUT wireless/wlc; a WPA-only or
 * WEP-only network is refused with 'Criptografia Inválida'. The key is plain here.
 */
export function setRepeaterClient(client: { ssid: string; cipher: number; key: string; radioID?: string }): Promise<Wireless> {
  return api.put(`${wirelessPath}/${REPEATER_CLIENT_ID}`, { ...client, key: encodeSecret(client.key) }, Wireless);
}

export function getBandSteering(options?: GetOptions): Promise<BandSteering> {
  return api.getFirst(bandSteeringPath, BandSteeringList, options);
}

export function updateBandSteering(enabled: boolean): Promise<BandSteering> {
  return api.putFirst(bandSteeringPath, { enabled }, BandSteering);
}

/** The networks around the device (channel > 14: 5 GHz). */
export function getSiteSurvey(options?: GetOptions): Promise<SiteSurveyEntry[]> {
  return api.get(siteSurveyPath, SiteSurveyList, options);
}
