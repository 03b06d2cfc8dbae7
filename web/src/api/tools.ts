/** Typed calls of the tools area (contract/src/tools.ts): ping and traceroute, answered once they are over. */
import {
  PingResult,
  pingPath,
  type PingRequest,
  TracerouteResult,
  traceroutePath,
  type TracerouteRequest,
} from '@roteador/contract';
import { api } from './client.ts';

/** Longer than the longest run the request allows (50 packets, a 60 s deadline, 255 hops of up to 60 s), bounded. */
const RUN_TIMEOUT_MS = 5 * 60_000;

export function runPing(request: PingRequest): Promise<PingResult> {
  return api.post(pingPath, request, PingResult, { timeoutMs: RUN_TIMEOUT_MS });
}

export function runTraceroute(request: TracerouteRequest): Promise<TracerouteResult> {
  return api.post(traceroutePath, request, TracerouteResult, { timeoutMs: RUN_TIMEOUT_MS });
}
