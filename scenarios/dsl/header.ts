/** A scenario's declarative header (see index.ts): what it needs, what it changes, where it runs. */
import type { Profile } from './emulator';
import type { Effect, Need } from './target';
import type { LabNeed } from './lab';

export interface ScenarioHeader {
  /** profile and seed of the emulated device; mesh.agents adds that many agent nodes to its mesh */
  device?: { profile?: Profile; seed?: number; mesh?: { agents: number } };
  needs?: Need[];
  effects?: Effect[];
  tags?: `@${string}`[];
  /** 'phone': 360 px wide, a mobile user agent (the start-up sends it to /download-app) */
  viewport?: 'phone' | 'desktop';
  /** what the scenario's `clock.advance` calls add up to ('45s', '2min'): lets it run on a bench, in real time */
  realTime?: string;
  /**
   * what it asks of the lab (lab.ts): `wan-link` (the internet or the cable down), `node-power` (a mesh node offline),
   * `factory-reset` (the factory profile), `operation-mode` (a profile's mode), `router-power` (every session gone:
   * `emulator.expireSessions()`, the router's power cycled) — on a bench the router's drivers or
   * its API do them (skipped where the router has not the driver or does not allow it); on the emulator its control
   * API, and a scenario declaring a lab (without needs: ['control']) may use only those verbs of `emulator`
   */
  lab?: LabNeed[];
}
