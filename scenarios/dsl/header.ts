/** A scenario's declarative header (see index.ts): what it needs, what it changes, where it runs. */
import type { Profile } from './emulator';
import type { Effect, Need } from './target';

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
}
