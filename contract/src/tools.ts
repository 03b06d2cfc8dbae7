/**
 * The tools area's resources (spec 3 §3, §7).
 *
 * Ping and traceroute (emulated in emulator/src/api/tools.ts; the emulator never sends a packet: it answers from its
 * model of the network):
 * - POST ping PingRequest → PingResult, once the ping is over; GET ping → PingResult[] (the last one, or none).
 * - POST traceroute TracerouteRequest → TracerouteResult; GET traceroute → TracerouteResult[].
 * A host that cannot be resolved answers 400 {status:'error', message, field: 'host'}; a request the validators
 * refuse answers 400 with the pt-BR message and its field. The UI shows spec 3 §8's error for any failure.
 */
import { array, boolean, integer, max, min, number, object, optional, string, type Infer } from 'superstruct';

export const iotAssistantPath = 'iot_assistant';

export const IotAssistant = object({
  id: integer(),
  enabled: boolean(),
  /** epoch seconds when the window opened (0 when off) */
  start_time: integer(),
  duration_seconds: integer(),
});
export type IotAssistant = Infer<typeof IotAssistant>;

/**
 * PUT iot_assistant/0: opening sends {enabled: true, duration_seconds: 1800}; closing (the 'Finalizar'
 * action or the countdown at zero) sends {enabled: false, duration_seconds: 0}. Up to a day: ours.
 */
export const IotAssistantUpdate = object({
  enabled: optional(boolean()),
  duration_seconds: optional(max(min(integer(), 0), 86_400)),
});
export type IotAssistantUpdate = Infer<typeof IotAssistantUpdate>;

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
