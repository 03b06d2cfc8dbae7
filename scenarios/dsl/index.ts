/**
 * The scenario DSL: a Playwright test with a declarative header and steps in the UI's own words.
 *
 *   scenario('título', { device: { profile: 'demo' }, needs: ['clock'], effects: ['session'], tags: ['@auth'] },
 *     async ({ app, router, emulator, clock }) => { ... });
 *
 * - device: the profile the emulator is reset to before the scenario (on a bench: ignored; use needs).
 * - needs: capabilities the target must have, else the scenario is skipped there.
 * - effects: what the scenario changes on the device; a bench runs only the effects it allows.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { App } from './app';
import { Clock } from './clock';
import { EmulatorControl, type Profile } from './emulator';
import { RouterClient } from './router';
import { allows, has, startEmulator, type Effect, type Need, type Target } from './target';

export { expect };
export { APPLIED, RESTARTING } from './app';
export type { Effect, Need, Profile };

export interface ScenarioHeader {
  /** profile and seed of the emulated device; mesh.agents adds that many agent nodes to its mesh */
  device?: { profile?: Profile; seed?: number; mesh?: { agents: number } };
  needs?: Need[];
  effects?: Effect[];
  tags?: `@${string}`[];
  /** 'phone': 360 px wide, a mobile user agent (the start-up sends it to /download-app) */
  viewport?: 'phone' | 'desktop';
}

export interface ScenarioFixtures {
  app: App;
  router: RouterClient;
  emulator: EmulatorControl;
  clock: Clock;
  page: Page;
  target: Target;
  /** the credentials the device has now (its profile's, or the bench's) */
  credentials: () => Promise<{ username: string; password: string }>;
}

export const PHONE = {
  viewport: { width: 360, height: 740 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

type TestFixtures = Omit<ScenarioFixtures, 'page' | 'target'> & { header: ScenarioHeader; device: void };

export const test = base.extend<TestFixtures, { target: Target }>({
  target: [
    async ({}, use) => {
      const target = await startEmulator();
      await use(target);
      await target.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  baseURL: async ({ target }, use) => use(target.baseURL),
  header: [{}, { option: true }],
  emulator: async ({ target }, use) => use(new EmulatorControl(target)),
  credentials: async ({ target, emulator }, use) => {
    await use(async () => {
      if (target.credentials) return target.credentials;
      const state = await emulator.state<{ credentials: { username: string; password: string } }>();
      return state.credentials;
    });
  },
  router: async ({ target, credentials }, use) => use(new RouterClient(target.baseURL, credentials)),
  clock: async ({ page, emulator }, use) => use(new Clock(page, emulator)),
  app: async ({ page, credentials }, use) => use(new App(page, credentials)),
  page: async ({ page }, use) => {
    // An uncaught error in the page is a defect even when every assertion held.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    expect(errors, 'erros não tratados na página').toEqual([]);
  },
  device: [
    async ({ header, target, emulator, clock }, use, testInfo) => {
      for (const need of header.needs ?? []) testInfo.skip(!has(target, need), `${target.name} não tem ${need}`);
      for (const effect of header.effects ?? []) testInfo.skip(!allows(target, effect), `${target.name} protege ${effect}`);
      if (target.kind === 'emulator') await emulator.reset(profileOf(header), header.device?.seed);
      if (header.needs?.includes('clock')) await clock.install();
      await use();
    },
    { auto: true },
  ],
});

/** The profile a header asks for: a name, or an object; `mesh.agents` becomes the profile's meshAgents. */
function profileOf(header: ScenarioHeader): Profile {
  const profile = header.device?.profile ?? 'demo';
  const agents = header.device?.mesh?.agents;
  if (agents === undefined) return profile;
  return typeof profile === 'string' ? { base: profile, meshAgents: agents } : { ...profile, meshAgents: agents };
}

export function scenario(
  title: string,
  header: ScenarioHeader,
  body: (fixtures: ScenarioFixtures) => Promise<void>,
): void {
  test.describe(() => {
    test.use({ header, ...(header.viewport === 'phone' ? PHONE : {}) });
    test(title, { tag: header.tags ?? [] }, async ({ app, router, emulator, clock, page, target, credentials }) => {
      await body({ app, router, emulator, clock, page, target, credentials });
    });
  });
}
