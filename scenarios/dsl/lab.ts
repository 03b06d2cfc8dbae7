/**
 * A scenario in lab terms: what a lab does with hardware or with the router's own API where the emulator has its
 * control API. Shared by the DSL (bench.ts: skips, emulator.ts: the verbs on a bench) and the bench runner (hil/src/
 * lab.ts: the drivers), so it imports nothing but types, by paths both Deno and Playwright read.
 *
 * A header names the lab needs it has (`lab: ['wan-link']`); on a bench each maps onto the router's drivers (hil/'s
 * inventory) or its API:
 * - `wan-link`: the internet or the WAN cable down and up (`emulator.internet()`, `emulator.cable()`, a profile's
 *   `hasInternet: false` / `cable: false`) → the router's `wan` commands (a switch port, a relay on the cable);
 * - `node-power`: a mesh node offline and back (`emulator.node(mac, { online })`) → that node's `power` commands;
 * - `factory-reset`: the factory profile (`profile: 'factory'`, `{ base: 'factory' }`) → the runner resets the router
 *   (its API's factory restore, then the factory credentials), and restores its configuration and the owner's
 *   credentials after;
 * - `operation-mode`: a profile's `operationMode` → switched through the router's API (as the UI's page does: PUT
 *   system, apply, the restart) and back after, where the router allows the effect;
 * - `router-power`: every session the router gave gone (`emulator.expireSessions()`) → its power cut and back (its
 *   `power.cycle`, or off then on: a power loss keeps the configuration and drops the sessions, as the bench
 *   emulator's outlet does), ended once the router answers again without the sessions it gave before, where the
 *   router has a power command and allows the effect `reboot`. The router's sessions only: its mesh nodes, on outlets
 *   of their own, keep theirs (the emulator's verb ends every device's: a scenario needing a node's gone stays its).
 * A profile's `model` is the inventory's router of that model (`needs model:X`), its `meshAgents` a router whose mesh
 * has them, its `meshRole: 'none'` a router without the capability `mesh`, its `meshRole: 'agent'` a mesh node of the
 * lab's mesh reached at its own address (the UI opened on a secondary node), inventoried as a router of its own with
 * the capability `mesh-role:agent` (MESH_AGENT) — a router that takes only what names that role, an agent hiding most
 * pages; its `alexaRegistered: true` the lab's voice router already registered with the lab's Amazon account
 * (registration happens on Amazon's site, which no scenario can do), inventoried as a router of its own with the
 * capability `alexa-registered` (ALEXA_REGISTERED) — which takes no scenario naming the voice model unregistered (the
 * registration's steps), and whose registration no scenario may undo (disassociating stays the emulator's: a lab could
 * not register it again); anything else of a profile is the emulator's to make (`needs control`; `meshRole:
 * 'controller'` too).
 */

export const labNeeds = ['wan-link', 'node-power', 'factory-reset', 'operation-mode', 'router-power'] as const;

/**
 * The demo profile's model (emulator/src/device/profiles.ts): a scenario that names no model is written against it (a
 * dual-band mesh router), so a parallel run gives it to a router of that model when it has one (bench.ts elsewhere).
 */
export const DEMO_MODEL = 'W6-1500';
export type LabNeed = (typeof labNeeds)[number];

/**
 * The capability of a bench router that is a mesh agent (a secondary node of the lab's mesh, at its own address): it
 * stands for a profile's `meshRole: 'agent'`, and only such scenarios run on it (bench.ts benchSkipReason).
 */
export const MESH_AGENT = 'mesh-role:agent';

/**
 * The capability of a bench router of the voice model registered with the lab's Amazon account: it stands for a
 * profile's `alexaRegistered: true`; a scenario naming the voice model without it runs on another (bench.ts).
 */
export const ALEXA_REGISTERED = 'alexa-registered';

/** What the DSL asks the runner (POST /__hil/lab); the runner runs it, logs and journals it, and undoes it after. */
export type LabRequest =
  | { driver: 'wan'; action: 'up' | 'down' }
  | { driver: 'node-power'; mac: string; action: 'on' | 'off' }
  | { driver: 'factory-reset' }
  | { driver: 'operation-mode'; mode: number }
  | { driver: 'router-power'; action: 'cycle' };

/** The lab need a request uses (what its header must declare). */
export function needOf(request: LabRequest): LabNeed {
  return request.driver === 'wan' ? 'wan-link' : request.driver;
}

/** The lab side of a bench router, as the runner describes it (HIL_TARGET `lab`). */
export interface BenchLab {
  /** the router has `wan` commands */
  wanLink: boolean;
  /** the MACs of the mesh nodes with an outlet (upper case) */
  nodePower: string[];
  /** the router allows `factory-reset` */
  factoryReset: boolean;
  /** the router allows `operation-mode` */
  operationMode: boolean;
  /** the router has a power command (`power`, `powerCycle`) and allows `reboot` (absent: not) */
  routerPower?: boolean;
}

/** Whether a bench has a lab need (an emulator has them all: its control API). */
export function hasLab(lab: BenchLab, need: LabNeed): boolean {
  switch (need) {
    case 'wan-link':
      return lab.wanLink;
    case 'node-power':
      return lab.nodePower.length > 0;
    case 'factory-reset':
      return lab.factoryReset;
    case 'operation-mode':
      return lab.operationMode;
    case 'router-power':
      return lab.routerPower === true;
  }
}

/** A header's profile as the lab stands it: a name, or an object (emulator/src/device/profiles.ts). */
type Profile = string | Record<string, unknown> | undefined;

/** What a bench does before a scenario to stand the router in its header's profile, and what it cannot. */
export interface ProfilePlan {
  /** the lab needs the profile takes (each must be in the header's `lab`) */
  needs: LabNeed[];
  /** before the scenario, in this order */
  setup: LabRequest[];
  /** a model the router must be (`needs model:X`) */
  model?: string;
  /** agents its mesh must have (`needs mesh-agents:N`) */
  meshAgents?: number;
  /** a profile's meshRole 'none' (a model without mesh, or the mesh off): a router without the capability `mesh` */
  noMesh?: boolean;
  /** a profile's meshRole 'agent' (the UI on a secondary node): a router with the capability MESH_AGENT */
  meshAgent?: boolean;
  /** a profile's alexaRegistered true (the voice model registered with Amazon): a router with ALEXA_REGISTERED */
  alexaRegistered?: boolean;
  /** the profile's fields no lab makes (the emulator's control API only) */
  control: string[];
}

/** The profile fields a lab stands a router in: `base` demo or factory, the WAN, the mode, the model, the agents. */
export function profilePlan(profile: Profile): ProfilePlan {
  const plan: ProfilePlan = { needs: [], setup: [], control: [] };
  if (profile === undefined || profile === 'demo') return plan;
  const fields: Record<string, unknown> = typeof profile === 'string' ? { base: profile } : profile;
  const need = (n: LabNeed) => plan.needs.includes(n) || plan.needs.push(n);
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'base' && value === 'factory') {
      need('factory-reset');
      plan.setup.unshift({ driver: 'factory-reset' });
    } else if (key === 'base' && value === 'demo') continue;
    else if ((key === 'hasInternet' || key === 'cable') && typeof value === 'boolean') {
      if (value) continue; // the lab's own state: the cable plugged, the internet up
      if (!plan.setup.some((r) => r.driver === 'wan')) plan.setup.push({ driver: 'wan', action: 'down' });
      need('wan-link');
    } else if (key === 'operationMode' && typeof value === 'number') {
      need('operation-mode');
      plan.setup.push({ driver: 'operation-mode', mode: value });
    } else if (key === 'model' && typeof value === 'string') plan.model = value;
    else if (key === 'meshAgents' && typeof value === 'number') plan.meshAgents = value;
    else if (key === 'meshRole' && value === 'none') plan.noMesh = true;
    else if (key === 'meshRole' && value === 'agent') plan.meshAgent = true;
    else if (key === 'alexaRegistered' && typeof value === 'boolean') {
      if (value) plan.alexaRegistered = true; // false: the voice model as it comes, not registered
    }
    else plan.control.push(key);
  }
  // the factory reset first (it would undo the others), the WAN last (the mode's restart needs no internet)
  plan.setup.sort((a, b) => order(a) - order(b));
  return plan;
}

const order = (r: LabRequest) => (r.driver === 'factory-reset' ? 0 : r.driver === 'operation-mode' ? 1 : 2);

/** FNV-1a of a text: a number every process computes alike (which router of a parallel run takes a scenario). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Whether a scenario (`key`: its file and titles) is in a sample of 1 in `n` (`--sample N`): by its key's hash. */
export function inSample(key: string, n: number): boolean {
  return hash(`sample:${key}`) % n === 0;
}

/**
 * Which router of a parallel run runs a scenario (`key`: its file and titles): one of those that can (`eligible`),
 * by its key's hash, so every router's Playwright decides alike with no word between them; none can: the first of
 * all by the same hash reports its skip, the others leave it to that one.
 */
export function assignedRouter(key: string, all: readonly string[], eligible: readonly string[]): string {
  const from = eligible.length ? eligible : all;
  return from[hash(key) % from.length];
}
