/**
 * The mesh over time (spec 1 §4 "Mesh node states", "Onboarding"), on the virtual clock. Every change
 * is a timestamp in the state, applied by settleMesh() when a request comes in, so a clock jump of any
 * size, a restart from the state file, and the order of events all come out the same.
 *
 * - Sync (action 3 on the controller): syncing 1 for timing.wait.meshSyncing, or 2 once a node pairs
 *   (2 then stays: the mesh's last sync paired). A pending router pairs timing.wait.meshJoin after the sync
 *   (within the UI's ~60 s search); nodes out of the mesh come back at that moment too.
 * - A router that pairs joins with name '' and, for timing.wait.applyingSettings, model '' (applying).
 * - Factory reset (action 2 on an agent): it answers, then is offline until the controller deletes it.
 */
import { type ModelName, sameMac, timing } from '@roteador/contract';
import type { EmulatorState } from '../device/state.ts';
import { clearSessions } from '../device/session.ts';
import { buildAgent, freeIndex } from './nodes.ts';


function hasSomethingToPair(state: EmulatorState): boolean {
  return state.mesh.pending !== null || state.agents.some((a) => a.node?.outOfMesh);
}

export function startSync(state: EmulatorState, now: number): void {
  state.mesh.sync = {
    startedAt: now,
    until: now + timing.wait.meshSyncing,
    joinAt: hasSomethingToPair(state) ? now + timing.wait.meshJoin : null,
    paired: false,
  };
}

/** A new router powered on next to the controller: found by the next sync, or by the one running. */
export function addPending(state: EmulatorState, model: ModelName, now: number): void {
  state.mesh.pending = { model };
  const sync = state.mesh.sync;
  if (sync && sync.joinAt === null && now < sync.until) sync.joinAt = Math.max(now, sync.startedAt + timing.wait.meshJoin);
}

export function settleMesh(state: EmulatorState, now: number): void {
  const sync = state.mesh.sync;
  if (!sync || sync.joinAt === null || now < sync.joinAt) return;
  const at = sync.joinAt;
  sync.joinAt = null;
  let paired = false;
  for (const agent of state.agents) {
    if (agent.node?.outOfMesh) {
      agent.node.outOfMesh = false;
      paired = true;
    }
  }
  const pending = state.mesh.pending;
  const index = freeIndex(state);
  if (pending && index !== undefined) {
    state.mesh.pending = null;
    state.agents.push(buildAgent(state, index, {
      model: pending.model as ModelName,
      name: '',
      bootAt: at,
      applyingUntil: at + timing.wait.applyingSettings,
    }));
    paired = true;
  }
  if (paired) sync.paired = true;
}

/** Removes an agent: its clients move to the controller, its firmware offer goes. False when unknown. */
export function removeAgent(state: EmulatorState, mac: string): boolean {
  const i = state.agents.findIndex((a) => sameMac(a.device.mac, mac));
  if (i < 0) return false;
  const [gone] = state.agents.splice(i, 1);
  for (const c of state.clients) if (c.node_mac && sameMac(c.node_mac, gone.device.mac)) delete c.node_mac;
  delete state.firmware.byMac[gone.device.mac];
  return true;
}

export function factoryReset(state: EmulatorState, mac: string): void {
  const agent = state.agents.find((a) => sameMac(a.device.mac, mac));
  if (!agent?.node) return;
  agent.node.factoryReset = true;
  clearSessions(agent);
}
