/**
 * Ping and traceroute (spec 3 §3 'Ping request/result', 'Traceroute request/result', §4, §5 'Tools', §9), answered
 * from the model of the network in device/tools-network.ts: the emulator never sends a packet nor resolves a name.
 * A request the contract's validators refuse, or a host that cannot be resolved, is refused and not run; a run
 * answers once its time has passed on the virtual clock (Run.waitMs).
 */
import {
  type Errors,
  type PingRequest,
  type PingResult,
  timing,
  type TracerouteHop,
  type TracerouteRequest,
  type TracerouteResult,
  validatePing,
  validateTraceroute,
} from '@roteador/contract';
import type { Device } from './device.ts';
import type { DeviceState } from './state.ts';
import { firstFailure, type Refused, type Run } from './outcome.ts';
import { between, ms, type Path, pathTo, resolve, type Target, type World, worldOf } from './tools-network.ts';

const { limits } = timing;

/** Ours: the default of packets_qty 0 (the router's own ping default). */
const DEFAULT_PING_PACKETS = 4;
/** Ours: traceroute gives up after this many silent hops in a row. */
export const TRACEROUTE_SILENT_HOPS = 5;
/** A probe that got no answer (the UI shows '*', spec 3 §9). */
export const NO_ANSWER_RTT = limits.traceroute.rttStarAbove + 1;

/** The request checked with its validator (the first refusal), its host resolved, and the path to it. */
function route(
  dev: Device,
  errors: Errors<string>,
  req: { host: string; ip6: boolean },
): { ok: true; world: World; target: Target; path: Path } | Refused {
  const refused = firstFailure(errors);
  if (refused) return refused;
  const world = worldOf(dev);
  const resolved = resolve(world, req.host, req.ip6);
  if (!resolved.ok) return resolved;
  return { ok: true, world, target: resolved.target, path: pathTo(world, resolved.target) };
}

// ---------------------------------------------------------------------------------------------------------------
// ping

export function ping(dev: Device, req: PingRequest): Run<PingResult> {
  const routed = route(dev, validatePing({
    host: req.host,
    packet_size: String(req.packet_size),
    packets_qty: String(req.packets_qty),
    hops_limit: String(req.hops_limit),
    deadline_seconds: String(req.deadline_seconds),
  }), req);
  if (!routed.ok) return routed;
  const { world, target, path } = routed;
  const distance = path.hops.length;
  const hopsLimit = req.hops_limit === 0 ? limits.ping.hops.max : req.hops_limit;
  const qty = req.packets_qty === 0 ? DEFAULT_PING_PACKETS : req.packets_qty;
  const sent = req.deadline_seconds > 0 ? Math.min(qty, req.deadline_seconds) : qty;
  const reached = path.reached && hopsLimit >= distance;
  const base = path.hops[distance - 1].rtt + (req.packet_size * 8) / 1_000_000; // a little serialisation time
  const rtts = reached
    ? Array.from(
      { length: sent },
      (_, i) => ms(base * between(`${world.state.device.mac}|${target.ip}|p${i}`, 0.9, 1.1)),
    )
    : [];
  const received = rtts.length;
  const min = received ? Math.min(...rtts) : 0;
  const max = received ? Math.max(...rtts) : 0;
  const avg = received ? ms(rtts.reduce((a, b) => a + b, 0) / received) : 0;
  const result: PingResult = {
    host: req.host,
    ip: target.ip,
    ttl: reached ? (distance === 1 ? path.ttl0 : path.ttl0 - distance) : 0,
    packets_sent: sent,
    packets_received: received,
    packets_lost_percent: ms((100 * (sent - received)) / sent),
    min_time: min,
    max_time: max,
    avg_time: avg,
  };
  const last = received ? rtts[received - 1] : timing.wait.pingReply;
  return { ok: true, value: result, waitMs: Math.ceil((sent - 1) * timing.wait.pingInterval + last) };
}

// ---------------------------------------------------------------------------------------------------------------
// traceroute

export function traceroute(dev: Device, req: TracerouteRequest): Run<TracerouteResult> {
  const routed = route(dev, validateTraceroute({
    host: req.host,
    hops_limit: String(req.hops_limit),
    deadline_seconds: String(req.deadline_seconds),
    packet_len: String(req.packet_len),
    first_ttl: String(req.first_ttl),
    ip6: req.ip6,
  }), req);
  if (!routed.ok) return routed;
  const { world, target, path } = routed;
  const mac = world.state.device.mac;
  const hopList: TracerouteHop[] = [];
  let silent = 0;
  for (let ttl = req.first_ttl; ttl <= req.hops_limit && silent < TRACEROUTE_SILENT_HOPS; ttl++) {
    // a first TTL beyond the target still reaches it (it answers as the last hop)
    const index = Math.min(ttl, path.reached ? path.hops.length : Infinity) - 1;
    const step = path.hops[index];
    if (step?.answers) {
      const rtt = (j: number) => ms(Math.max(0.01, step.rtt * between(`${mac}|${target.ip}|${ttl}|${j}`, 0.9, 1.15)));
      hopList.push({ hop: ttl, domain: step.domain, ip: step.ip, rtt_1: rtt(1), rtt_2: rtt(2), rtt_3: rtt(3) });
      silent = 0;
      if (path.reached && index === path.hops.length - 1) break;
    } else {
      hopList.push({ hop: ttl, domain: '', ip: '', rtt_1: NO_ANSWER_RTT, rtt_2: NO_ANSWER_RTT, rtt_3: NO_ANSWER_RTT });
      silent += 1;
    }
  }
  const result: TracerouteResult = { host: req.host, ip: target.ip, packet_len: req.packet_len, hop_list: hopList };
  return { ok: true, value: result, waitMs: hopList.length * timing.wait.tracerouteHop };
}

// ---------------------------------------------------------------------------------------------------------------
// the last results, kept in memory per device state (a new profile or a restart of the emulator forgets them)

/** A tool's last result per device: GET answers it ([] before the first run). */
export interface LastResults<T> {
  remember(state: DeviceState, result: T): void;
  last(state: DeviceState): T[];
}

function lastResults<T>(): LastResults<T> {
  const kept = new WeakMap<DeviceState, T>();
  return {
    remember: (state, result) => void kept.set(state, result),
    last: (state) => {
      const found = kept.get(state);
      return found === undefined ? [] : [structuredClone(found)];
    },
  };
}

export const pingResults: LastResults<PingResult> = lastResults();
export const tracerouteResults: LastResults<TracerouteResult> = lastResults();
