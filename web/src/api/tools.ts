/**
 * Typed calls of the tools area (contract/src/tools.ts): ping and traceroute, answered once they are over; the IoT
 * assistant's window; the WPS status and action 3. The site survey list is getSiteSurvey in wireless.ts.
 */
import {
  ActionId,
  IotAssistant,
  IotAssistantList,
  iotAssistantPath,
  pingPath,
  type PingRequest,
  PingResult,
  timing,
  traceroutePath,
  type TracerouteRequest,
  TracerouteResult,
  wpsPath,
  type WpsStatus,
  WpsStatusList,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { sendAction } from './system.ts';

export function runPing(request: PingRequest): Promise<PingResult> {
  return api.post(pingPath, request, PingResult, { timeoutMs: timing.wait.toolRun });
}

export function runTraceroute(request: TracerouteRequest): Promise<TracerouteResult> {
  return api.post(traceroutePath, request, TracerouteResult, { timeoutMs: timing.wait.toolRun });
}

/** Spec 3 §7: GET iot_assistant (its one record). */
export async function getIotAssistant(options?: GetOptions): Promise<IotAssistant> {
  return api.getFirst(iotAssistantPath, IotAssistantList, options);
}

/** Spec 3 §4: opening sends {enabled: true, duration_seconds: 1800}; closing {enabled: false, duration_seconds: 0}. */
export function setIotAssistant(enabled: boolean, durationSeconds: number): Promise<IotAssistant> {
  return api.putFirst(iotAssistantPath, { enabled, duration_seconds: durationSeconds }, IotAssistant);
}

export function getWps(options?: GetOptions): Promise<WpsStatus> {
  return api.getFirst(wpsPath, WpsStatusList, options);
}

/** Spec 3 §7: WPS is action 3. */
export function startWps() {
  return sendAction(ActionId.Sync);
}
