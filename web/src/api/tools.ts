/**
 * Typed calls of the tools area (contract/src/tools.ts): ping and traceroute, answered once they are over; the IoT
 * assistant's window; the WPS status and action 3. The site survey list is getSiteSurvey in wireless.ts.
 */
import {
  ActionAnswer,
  ActionId,
  actionPath,
  IotAssistant,
  iotAssistantPath,
  WpsStatusList,
  wpsPath,
  type WpsStatus,
  PingResult,
  pingPath,
  type PingRequest,
  TracerouteResult,
  traceroutePath,
  type TracerouteRequest,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

/** Longer than the longest run the request allows (50 packets, a 60 s deadline, 255 hops of up to 60 s), bounded. */
const RUN_TIMEOUT_MS = 5 * 60_000;

export function runPing(request: PingRequest): Promise<PingResult> {
  return api.post(pingPath, request, PingResult, { timeoutMs: RUN_TIMEOUT_MS });
}

export function runTraceroute(request: TracerouteRequest): Promise<TracerouteResult> {
  return api.post(traceroutePath, request, TracerouteResult, { timeoutMs: RUN_TIMEOUT_MS });
}

export async function getIotAssistant(options?: GetOptions): Promise<IotAssistant> {
  return api.get(`${iotAssistantPath}/0`, IotAssistant, options);
}

/** Spec 3 §4: opening sends {enabled: true, duration_seconds: 1800}; closing {enabled: false, duration_seconds: 0}. */
export function setIotAssistant(enabled: boolean, durationSeconds: number): Promise<IotAssistant> {
  return api.put(`${iotAssistantPath}/0`, { enabled, duration_seconds: durationSeconds }, IotAssistant);
}

export async function getWps(options?: GetOptions): Promise<WpsStatus> {
  const list = await api.get(wpsPath, WpsStatusList, options);
  const first = list[0];
  if (!first) throw new MalformedAnswerError(wpsPath, 'empty list');
  return first;
}

/** Spec 3 §7: WPS is action 3. */
export function startWps(): Promise<ActionAnswer> {
  return api.post(actionPath, { actionID: ActionId.Sync }, ActionAnswer);
}
