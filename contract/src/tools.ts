/**
 * The tools area's resources (spec 3 §3, §7): ping, traceroute, WPS and the IoT assistant. The site survey is a
 * Wi-Fi resource (wireless.ts).
 *
 * Ping and traceroute (emulated in emulator/src/api/tools.ts; the emulator never sends a packet: it answers from its
 * model of the network):
 * - POST ping PingRequest → PingResult, once the ping is over; GET ping → PingResult[] (the last one, or none).
 * - POST traceroute TracerouteRequest → TracerouteResult; GET traceroute → TracerouteResult[].
 * A host that cannot be resolved answers 400 {status:'error', message, field: 'host'}; a request the validators
 * refuse answers 400 with the pt-BR message and its field. The UI shows spec 3 §8's error for any failure.
 */
import { array, boolean, enums, integer, max, min, number, object, optional, string, type Infer } from 'superstruct';
import { readBack } from './api.ts';
import { Cipher } from './codes.ts';

export const iotAssistantPath = 'iot_assistant';

export const IotAssistant = object({
  id: integer(),
  enabled: boolean(),
  /** epoch seconds when the window opened (0 when off) */
  start_time: integer(),
  duration_seconds: integer(),
});
export type IotAssistant = Infer<typeof IotAssistant>;
/** GET iot_assistant (spec 3 §7): the one record, as a list. */
export const IotAssistantList = array(IotAssistant);

/**
 * PUT iot_assistant/0: opening sends {enabled: true, duration_seconds: 1800}; closing (the 'Finalizar'
 * action or the countdown at zero) sends {enabled: false, duration_seconds: 0}. Up to a day: ours.
 */
const IotAssistantUpdate = object({
  enabled: optional(boolean()),
  duration_seconds: optional(max(min(integer(), 0), 86_400)),
});
export type IotAssistantUpdate = Infer<typeof IotAssistantUpdate>;
/** The record read back: its start_time is the router's (read-only); an open window sent back as read stays open as it is. */
export const IotAssistantPut = readBack(IotAssistant, IotAssistantUpdate);

/** Spec 3 §2: the IoT assistant exists on a mesh-capable device that is not a mesh agent (the route, the menu, the API). */
export function iotAssistantAvailable(meshCapable: boolean, agent: boolean): boolean {
  return meshCapable && !agent;
}
/** Ours: what the router answers (400, field 'enabled') to opening the window where it does not exist. */
export const iotUnavailableMessage = 'O assistente IoT está disponível apenas em roteadores mesh que não sejam um nó secundário';

export const pingPath = 'ping';
export const traceroutePath = 'traceroute';

export const PingRequest = object({
  host: string(),
  /** bytes, 4 to 1024 (56) */
  packet_size: integer(),
  /** 0 to 50 (4); 0: the router's own default of 4 */
  packets_qty: integer(),
  /** TTL, 0 to 255 (255) */
  hops_limit: integer(),
  /** seconds, 0 to 60 (0: no deadline) */
  deadline_seconds: integer(),
  ip6: boolean(),
});
export type PingRequest = Infer<typeof PingRequest>;

export const PingResult = object({
  host: string(),
  ip: string(),
  ttl: integer(),
  packets_sent: integer(),
  packets_received: integer(),
  packets_lost_percent: number(),
  /** milliseconds */
  min_time: number(),
  max_time: number(),
  avg_time: number(),
});
export type PingResult = Infer<typeof PingResult>;
export const PingResultList = array(PingResult);

export const TracerouteRequest = object({
  host: string(),
  /** 1 to 255 (30) */
  hops_limit: integer(),
  /** seconds per probe, 1 to 60 (3) */
  deadline_seconds: integer(),
  ip6: boolean(),
  /** bytes, 38 to 32768 (IPv6: 64 to 32768) */
  packet_len: integer(),
  /** 1 to 255 (1) */
  first_ttl: integer(),
});
export type TracerouteRequest = Infer<typeof TracerouteRequest>;

/** One hop; a probe with no answer carries an rtt above 1,000,000 ms (shown as '*'). */
export const TracerouteHop = object({
  hop: integer(),
  domain: string(),
  ip: string(),
  rtt_1: number(),
  rtt_2: number(),
  rtt_3: number(),
});
export type TracerouteHop = Infer<typeof TracerouteHop>;

export const TracerouteResult = object({ host: string(), ip: string(), packet_len: integer(), hop_list: array(TracerouteHop) });
export type TracerouteResult = Infer<typeof TracerouteResult>;
export const TracerouteResultList = array(TracerouteResult);

// ——— WPS (spec 3 §3 'Wi-Fi network (for WPS)', §4 'WPS', §7 action 3, §9: 2 minutes, poll 2 s) ———

/**
 * GET wps → [WpsStatus] (ours: the spec reads "status" without naming its call). POST action {actionID: 3} opens the
 * pairing window for timing.wait.wpsWindow: syncing 1 while it is open, 2 once a device paired (until the next
 * action 3), 0 when it closed without one. remaining_seconds: what is left of the window (0 when not syncing).
 * On a router whose Wi-Fi makes WPS unusable (wpsBands below) action 3 answers 400 {message: 'WPS Desativado',
 * field: 'wps'} and opens nothing.
 */
export const wpsPath = 'wps';
export const WpsStatus = object({ id: integer(), syncing: enums([0, 1, 2]), remaining_seconds: integer() });
export type WpsStatus = Infer<typeof WpsStatus>;
export const WpsStatusList = array(WpsStatus);

export const wpsDisabledMessage = 'WPS Desativado';

/** What WPS needs of a band: its root network on, secured (not open, not WPA3-only), WPS on, and its radio on. */
export function wpsBandWorks(
  network: { enabled: boolean; cipher: number; wps: boolean } | undefined,
  radio: { enabled: boolean } | undefined,
): boolean {
  if (!network || !radio) return false;
  return network.enabled && network.wps && network.cipher !== Cipher.None && network.cipher !== Cipher.Wpa3 && radio.enabled;
}

/**
 * Which bands WPS works on (spec 3 §4): the root network of each radio the device has (radio0 2.4 GHz, radio1
 * 5 GHz) and the radio itself. Neither: 'WPS Desativado'; one of two: the UI warns which one works.
 */
export function wpsBands(
  wireless: readonly { radioID: string; isRoot: boolean; enabled: boolean; cipher: number; wps: boolean }[],
  radios: readonly { id: string; enabled: boolean }[],
): { '2.4': boolean; '5': boolean | null } {
  const works = (radioID: string) =>
    wpsBandWorks(wireless.find((w) => w.isRoot && w.radioID === radioID), radios.find((r) => r.id === radioID));
  const hasFive = radios.some((r) => r.id === 'radio1');
  return { '2.4': works('radio0'), '5': hasFive ? works('radio1') : null };
}

export function wpsUsable(bands: { '2.4': boolean; '5': boolean | null }): boolean {
  return bands['2.4'] || bands['5'] === true;
}
