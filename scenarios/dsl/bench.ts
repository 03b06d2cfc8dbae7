/**
 * A scenario on a bench router (hil/): whether it runs there, and its session with the runner's proxy — which
 * records its exchanges (attached to the report), refuses writes the router does not allow (each fails the
 * scenario) and guards the router (snapshot before, restore and verify after, for a scenario with write effects).
 */
import type { TestInfo } from '@playwright/test';
import { parseDuration } from './clock';
import type { ScenarioHeader } from './header';
import { modelInfo } from '@roteador/contract';
import { ALEXA_REGISTERED, assignedRouter, DEMO_MODEL, hasLab, inSample, type LabRequest, MESH_AGENT, profilePlan } from './lab';
import { allows, has, type Effect, type Target } from './target';

export const HIL_BASE = '/__hil';

/** The skip of a scenario another router of a parallel run takes: hil's summary counts it apart (not a skip). */
const ELSEWHERE = 'runs on router';
/** The skip of a scenario a sample run leaves out (`--sample N`): counted apart too (hil/src/summary.ts). */
const OUTSIDE = 'outside the sample';

/** Why a scenario does not run on this bench router, or null: 'needs faults', 'protected: effect reboot'… */
export function benchSkipReason(header: ScenarioHeader, target: Target): string | null {
  // every missing need, so a lab sees all that keeps a scenario off its bench (not only the first)
  const missing: string[] = [];
  for (const need of header.needs ?? []) {
    if (need === 'clock') {
      if (!header.realTime) {
        missing.push('clock (no realTime in its header)');
        continue;
      }
      const ms = parseDuration(header.realTime);
      const limit = target.realTime?.maxWaitMs ?? 0;
      if (ms > limit) missing.push(`clock: waits ${ms / 1000} s, over the router's realTime.maxWaitS (${limit / 1000} s)`);
      continue;
    }
    if (!has(target, need)) missing.push(need);
  }
  // the lab needs the header declares: the router's drivers, or what it allows (lab.ts)
  const lab = header.lab ?? [];
  for (const need of lab) if (!target.lab || !hasLab(target.lab, need)) missing.push(`lab ${need}`);
  // the router's own configuration stands for the profile, with what the lab does to it (lab.ts profilePlan): another
  // model is the inventory's router of that model, a WAN down, the factory settings or another mode the lab's when
  // the header declares that lab need; the rest of a profile (or generated data of a seed) needs control
  const profile = header.device?.profile;
  const plan = profilePlan(profile);
  // a model both needed and in the profile is one need
  if (plan.model && !has(target, `model:${plan.model}`) && !missing.includes(`model:${plan.model}`)) missing.push(`model:${plan.model}`);
  const agents = header.device?.mesh?.agents ?? plan.meshAgents;
  if (agents !== undefined && agents > 0 && !target.capabilities.has(`mesh-agents:${agents}`)) {
    missing.push(`mesh-agents:${agents}`);
  }
  // no mesh (meshRole 'none'): a router inventoried without the capability `mesh` (a model without one, its mesh off)
  if (plan.noMesh && target.capabilities.has('mesh')) missing.push('no mesh (profile meshRole none)');
  // a mesh agent (meshRole 'agent': the UI on a secondary node) is a router inventoried as one, which takes nothing
  // else: a scenario naming no role is written against a controller's pages, most of which an agent hides
  if (plan.meshAgent && !target.capabilities.has(MESH_AGENT)) missing.push(MESH_AGENT);
  if (!plan.meshAgent && target.capabilities.has(MESH_AGENT)) missing.push(`a mesh controller (the router is a mesh agent: ${MESH_AGENT})`);
  // the voice model registered with Amazon (alexaRegistered) is a router inventoried so (ALEXA_REGISTERED); a scenario
  // naming the voice model without it starts unregistered (the registration's steps): a router that is not
  const voice = plan.model ?? header.needs?.find((n) => n.startsWith('model:'))?.slice('model:'.length);
  if (plan.alexaRegistered && !target.capabilities.has(ALEXA_REGISTERED)) missing.push(ALEXA_REGISTERED);
  if (!plan.alexaRegistered && voice && modelInfo(voice).voice && target.capabilities.has(ALEXA_REGISTERED)) {
    missing.push(`the voice model unregistered (the router is registered: ${ALEXA_REGISTERED})`);
  }
  const stood = !plan.control.length && plan.needs.every((n) => lab.includes(n));
  if ((!stood || header.device?.seed !== undefined) && !missing.includes('control')) {
    missing.push(`control (profile ${typeof profile === 'string' ? profile : profile ? 'object' : 'demo'}${header.device?.seed !== undefined ? `, seed ${header.device.seed}` : ''})`);
  }
  if (missing.length) return `needs ${missing.join(', ')}`;
  for (const effect of header.effects ?? []) {
    if (!allows(target, effect)) return `${target.protected ? 'protected' : 'not allowed'}: effect ${effect}`;
  }
  return null;
}

/**
 * Why this router leaves a scenario to another of a parallel run (`runs on router X`), or null: each scenario runs on
 * one of the routers that can run it (by its key's hash, lab.ts assignedRouter: every router's Playwright decides
 * alike); one no router can run is skipped, with its reason, by one of them. A scenario that names no model is
 * written against the demo's (DEMO_MODEL, a dual-band mesh router, its mesh on): it goes to a router inventoried as
 * that model (with `mesh`) when one can run it, so the lab's other routers (a model without 5 GHz or mesh, the voice
 * model, the demo's model with its mesh off) take what names them.
 */
export function elsewhere(header: ScenarioHeader, target: Target, key: string): string | null {
  if (!target.peers?.length) return null;
  const names = target.peers.map((p) => p.name);
  const able = target.peers.filter((p) => benchSkipReason(header, p) === null);
  const plan = profilePlan(header.device?.profile);
  const named = plan.model ?? header.needs?.find((n) => n.startsWith('model:'));
  // the demo's model, with its mesh on (a router of that model with its mesh off takes what asks for none); when none
  // of them can (the factory settings: a router the lab may reset), a router with mesh before one without (a
  // single-band model without mesh has no 5 GHz network nor location step the scenario was written for)
  const meshOk = (p: Target) => plan.noMesh || p.capabilities.has('mesh');
  // none can: the skip is reported by the router closest to what the scenario asks (of its model; never one kept for a
  // role the scenario does not ask — the mesh agent, the registered voice router), so its reason names what keeps the
  // scenario off the lab rather than that router's role
  const model = plan.model ? `model:${plan.model}` : named;
  const pool = able.length ? able : target.peers.filter((p) =>
    (plan.meshAgent || !p.capabilities.has(MESH_AGENT)) && (plan.alexaRegistered || !p.capabilities.has(ALEXA_REGISTERED))
    && (!model || p.capabilities.has(model)));
  const demo = named ? [] : pool.filter((p) => p.capabilities.has(`model:${DEMO_MODEL}`) && meshOk(p));
  const withMesh = named ? [] : pool.filter(meshOk);
  const eligible = (demo.length ? demo : withMesh.length ? withMesh : pool).map((p) => p.name);
  const owner = assignedRouter(key, names, eligible);
  return owner === target.name ? null : `${ELSEWHERE} ${owner}`;
}

/**
 * A sample run (`npm run hil -- --sample N`): of the scenarios this router can run, 1 in N (spread over the suite by
 * its key's hash, lab.ts inSample: the same sample each run); the others are `outside the sample (1 in N)`.
 */
export function outsideSample(target: Target, key: string): string | null {
  return target.sample && !inSample(key, target.sample) ? `${OUTSIDE} (1 in ${target.sample})` : null;
}

/** The lab requests that stand the router in the header's profile before the scenario (lab.ts profilePlan). */
const labSetup = (header: ScenarioHeader): LabRequest[] => profilePlan(header.device?.profile).setup;

interface Exchange {
  method: string;
  path: string;
  status: number;
  refused?: string;
}

interface ScenarioEnd {
  exchanges: Exchange[];
  refused: Exchange[];
  guard: { restored: boolean; differences: string[]; notes: string[] } | null;
}

async function call<T>(target: Target, path: string, body: unknown): Promise<T> {
  const r = await fetch(`${target.baseURL}${HIL_BASE}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`bancada: ${HIL_BASE}/${path} → ${r.status}: ${text}`);
  return JSON.parse(text) as T;
}

const WRITE_EFFECTS = (effects: Effect[]) => effects.filter((e) => e !== 'session');

export class BenchSession {
  private constructor(private readonly target: Target, private readonly testInfo: TestInfo) {}

  static async begin(target: Target, testInfo: TestInfo, header: ScenarioHeader): Promise<BenchSession> {
    const effects = header.effects ?? [];
    const lab = header.lab ?? [];
    // real waits, and the guard's snapshot, restore and the router's restart, on top of the scenario's own time: the
    // router's restart limit twice (waited for, power-cycled, waited for again) and 90 s of reads and writes; each lab
    // need one restart limit more (a factory reset, a mode switched, a node or the WAN back, each waited for)
    const restart = target.restartLimitMs ?? 0;
    const guard = WRITE_EFFECTS(effects).length || lab.length ? 2 * restart + 90_000 : 0;
    const extra = (target.realTime?.maxWaitMs ?? 0) + guard + 2 * lab.length * restart;
    testInfo.setTimeout(testInfo.timeout + extra);
    await call(target, 'begin', { title: testInfo.titlePath.slice(1).join(' › '), effects, ...(lab.length ? { lab } : {}) });
    const session = new BenchSession(target, testInfo);
    // the router stood in the header's profile: the factory settings, the mode, the WAN down (lab.ts); a setup that
    // fails still ends the scenario with the runner (the lab undone, the configuration restored)
    try {
      for (const request of labSetup(header)) await session.lab(request);
    } catch (e) {
      let after = '';
      try {
        await session.end();
      } catch (f) {
        after = `\n${(f as Error).message}`;
      }
      throw new Error(`${(e as Error).message}${after}`);
    }
    return session;
  }

  /** A lab request (the DSL's verbs on a bench: emulator.ts); the runner runs it and undoes it at the end. */
  lab(request: LabRequest): Promise<{ status: string; credentials?: { username: string; password: string } }> {
    return call(this.target, 'lab', request);
  }

  /** Attaches the exchanges; fails the scenario on a refused write or a router that did not come back as it was. */
  async end(): Promise<void> {
    const end = await call<ScenarioEnd>(this.target, 'end', {});
    await this.testInfo.attach('bancada: trocas com o roteador', {
      body: JSON.stringify(end.exchanges, null, 2),
      contentType: 'application/json',
    });
    if (end.guard) {
      await this.testInfo.attach('bancada: guarda', { body: JSON.stringify(end.guard, null, 2), contentType: 'application/json' });
    }
    const problems: string[] = [];
    // a write the router or the header does not allow (403), or a path the proxy cannot read for sure (400)
    for (const x of end.refused) {
      const what = x.status === 400 ? 'pedido recusado' : 'escrita recusada';
      problems.push(`${what} pela bancada: ${x.method} ${x.path} (${x.refused})`);
    }
    if (end.guard && !end.guard.restored) {
      problems.push(
        `o roteador não voltou como estava:\n${end.guard.differences.map((d) => `    ${d}`).join('\n')}` +
          (end.guard.notes.length ? `\n  escritas de restauração:\n${end.guard.notes.map((d) => `    ${d}`).join('\n')}` : ''),
      );
    }
    if (problems.length) throw new Error(problems.join('\n'));
  }
}
