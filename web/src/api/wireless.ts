/**
 * Wi-Fi writes (contract/src/network.ts, spec 2 §4.8, §7): wireless networks, band steering, the repeater
 * client, the site survey and the device's limits. Keys travel encoded (encodeSecret). Reads of the list
 * are getWireless/getRadios in network.ts.
 */
import {
  Acknowledged,
  BandSteering,
  BandSteeringList,
  bandSteeringPath,
  encodeSecret,
  Limits,
  LimitsList,
  limitsPath,
  SiteSurveyList,
  siteSurveyPath,
  Wireless,
  wirelessPath,
  type SiteSurveyEntry,
  type WirelessInput,
  type WirelessUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

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
  return api.put(`${wirelessPath}/wlc`, { ...client, key: encodeSecret(client.key) }, Wireless);
}

export async function getBandSteering(options?: GetOptions): Promise<BandSteering> {
  const first = (await api.get(bandSteeringPath, BandSteeringList, options))[0];
  if (!first) throw new MalformedAnswerError(bandSteeringPath, 'empty list');
  return first;
}

export function updateBandSteering(enabled: boolean): Promise<BandSteering> {
  return api.put(`${bandSteeringPath}/0`, { enabled }, BandSteering);
}

/** The device's limits (static leases, Wi-Fi networks per radio). */
export async function getLimits(options?: GetOptions): Promise<Limits> {
  const first = (await api.get(limitsPath, LimitsList, options))[0];
  if (!first) throw new MalformedAnswerError(limitsPath, 'empty list');
  return first;
}

/** The networks around the device (channel > 14: 5 GHz). */
export function getSiteSurvey(options?: GetOptions): Promise<SiteSurveyEntry[]> {
  return api.get(siteSurveyPath, SiteSurveyList, options);
}
