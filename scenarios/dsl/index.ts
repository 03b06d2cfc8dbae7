/**
 * The scenario DSL: a Playwright test with a declarative header and steps in the UI's own words.
 *
 *   test('título', scenario({ device: { profile: 'demo' }, needs: ['clock'], effects: ['session'], tags: ['@auth'] }),
 *     async ({ app, router, emulator, clock }) => { ... });
 *
 * The scenario's own file calls Playwright's `test` (this module's, with the fixtures below): Playwright locates a test
 * where `test()` is called, so every report names the scenario's file and line (STACK.md, pitfall 14). `scenario()`
 * makes the header the test's details: its tags, and the header itself in an annotation the fixtures read back.
 *
 * - device: the profile the emulator is reset to before the scenario (on a bench: ignored; use needs).
 * - needs: capabilities the target must have, else the scenario is skipped there.
 * - effects: what the scenario changes on the device (every kind of write it makes, logins included); on the emulator
 *   its writes are checked against them after it (effects-check.ts); a bench runs only the effects it allows, and its
 *   proxy refuses a write outside them.
 * - realTime: on a bench (no virtual clock) a scenario that needs the clock runs in real time when its waits add up
 *   to no more than this and the router's limit; without it, such a scenario is skipped there. The emulator ignores it.
 * - lab: what it asks of the lab (lab.ts): on a bench the router's drivers or its API stand the router in the profile
 *   and do the `emulator` verbs a lab does (the WAN, a node's outlet, the router's power: expireSessions); skipped
 *   where the router lacks one.
 * - viewport: 'phone' opens the scenario's page as a phone's (PHONE below).
 */
import { test as base, expect, type Page, type TestDetails, type TestInfo } from '@playwright/test';
import { App } from './app';
import { Clock, parseDuration } from './clock';
import { benchControl, EmulatorControl, labChecked, type Profile } from './emulator';
import { RouterClient } from './router';
import { allows, benchTarget, has, startEmulator, type Effect, type Need, type Target } from './target';
import { benchSkipReason, BenchSession, elsewhere, HIL_BASE, outsideSample } from './bench';
import { CONTROL_BASE, controlPaths } from '@roteador/contract';
import type { ScenarioHeader } from './header';
import { undeclaredWrites, WriteLog } from './effects-check';

export { expect };
export { nodeHasOutlet } from './emulator';
export type { LabNeed } from './lab';
export { APPLIED, REBOOTING, RESTARTING, termValue } from './app';
export type { Effect, Need, Profile };

export type { ScenarioHeader } from './header';

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

type TestFixtures = Omit<ScenarioFixtures, 'page' | 'target'> & {
  header: ScenarioHeader;
  selection: void;
  device: void;
  /** the scenario's writes on the emulator (none on a bench: its proxy judges each one) */
  writes: WriteLog | undefined;
  effectsCheck: void;
};

export const test = base.extend<TestFixtures, { target: Target; emulatorArgs: string[] }>({
  // the emulator's own flags: playwright.config.ts's second project starts it at another date and zone
  emulatorArgs: [[], { scope: 'worker', option: true }],
  target: [
    async ({ emulatorArgs }, use) => {
      const target = process.env.HIL_TARGET ? benchTarget() : await startEmulator(emulatorArgs);
      await use(target);
      await target.stop();
    },
    { scope: 'worker', timeout: 30_000 },
  ],
  baseURL: async ({ target }, use) => use(target.baseURL),
  // the scenario's header, from its details (scenario() below)
  header: async ({}, use, testInfo) => use(headerOf(testInfo)),
  // a phone's page ('phone' in the header): its context is made with these, before the page is opened
  viewport: async ({ viewport, header }, use) => use(header.viewport === 'phone' ? PHONE.viewport : viewport),
  userAgent: async ({ userAgent, header }, use) => use(header.viewport === 'phone' ? PHONE.userAgent : userAgent),
  isMobile: async ({ isMobile, header }, use) => use(header.viewport === 'phone' ? PHONE.isMobile : isMobile),
  hasTouch: async ({ hasTouch, header }, use) => use(header.viewport === 'phone' ? PHONE.hasTouch : hasTouch),
  writes: async ({ target }, use) => use(target.kind === 'bench' ? undefined : new WriteLog()),
  emulator: async ({ target, writes, header }, use) =>
    use(target.kind === 'bench' ? benchControl(target, header) : labChecked(new EmulatorControl(target, writes), header)),
  credentials: async ({ target, emulator }, use) => {
    await use(async () => {
      // a bench: what the router takes now (the owner's; the factory's after the lab's reset; what the scenario set)
      if (target.kind === 'bench') {
        const r = await fetch(`${target.baseURL}${HIL_BASE}/lab`, { headers: { 'cache-control': 'no-cache' } });
        if (r.ok) return ((await r.json()) as { credentials: { username: string; password: string } }).credentials;
      }
      if (target.credentials) return target.credentials;
      const state = await emulator.state<{ credentials: { username: string; password: string } }>();
      return state.credentials;
    });
  },
  router: async ({ target, credentials, writes }, use) =>
    use(new RouterClient(target.baseURL, credentials, `${target.baseURL}${target.kind === 'bench' ? HIL_BASE : CONTROL_BASE}/${controlPaths.journal}`, writes)),
  clock: async ({ page, emulator, target, header }, use) =>
    use(new Clock(page, emulator, target.realTime ? { budgetMs: header.realTime ? parseDuration(header.realTime) : 0 } : undefined)),
  app: async ({ page, credentials }, use) => use(new App(page, credentials)),
  page: async ({ page }, use) => {
    // An uncaught error in the page is a defect even when every assertion held.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(page);
    expect(errors, 'erros não tratados na página').toEqual([]);
  },
  // Whether the scenario runs on this target, decided before a page is opened (a skip costs next to nothing).
  selection: [
    async ({ header, target }, use, testInfo) => {
      if (target.kind === 'bench') {
        // side by side with other routers (--parallel), one of them runs it; else this router, if it can
        // and in a sample run (--sample N), 1 in N of those it can run
        const key = testInfo.titlePath.join(' › ');
        const other = elsewhere(header, target, key);
        const reason = other ?? benchSkipReason(header, target) ?? outsideSample(target, key);
        testInfo.skip(reason !== null, reason ?? '');
      } else {
        for (const need of header.needs ?? []) testInfo.skip(!has(target, need), `needs ${need}`);
        for (const effect of header.effects ?? []) testInfo.skip(!allows(target, effect), `not allowed: effect ${effect}`);
      }
      await use();
    },
    { auto: true },
  ],
  device: [
    async ({ selection: _selected, header, target, emulator, clock }, use, testInfo) => {
      if (target.kind === 'emulator') await emulator.reset(profileOf(header), header.device?.seed);
      // the page at the emulator's time, its clock installed when the scenario needs it (clock.ts)
      await clock.begin(header.needs?.includes('clock') === true);
      if (target.kind !== 'bench') return use();
      // A bench: the runner's proxy records the scenario's exchanges and guards the router around it.
      const bench = await BenchSession.begin(target, testInfo, header);
      try {
        await use();
      } finally {
        await bench.end();
      }
    },
    { auto: true },
  ],
  // On the emulator, once the device is reset for it: the scenario's writes, judged against its header's effects
  // when it is over (effects-check.ts; the bench's proxy judges them by the same table as they come).
  effectsCheck: [
    async ({ device: _reset, writes, context, header, target }, use) => {
      if (!writes) return use();
      writes.arm();
      const unwatch = writes.watch(context);
      await use();
      unwatch();
      const journal = await new EmulatorControl(target).journal();
      const problems = writes.problems(header.effects ?? [], journal);
      if (problems.length) throw undeclaredWrites(header.effects ?? [], problems);
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

/** The annotation that carries a scenario's header in its details (scenario()); the fixtures read it back. */
const HEADER = 'header';

/**
 * A scenario's header as Playwright details, for the scenario's own call of `test` (its file and line are then the
 * scenario's location in every report): its tags, and the header in an annotation (JSON: a header is data — its
 * profile goes to the emulator as JSON anyway), which every fixture that depends on it reads back (headerOf).
 */
export function scenario(header: ScenarioHeader): TestDetails {
  return { tag: header.tags ?? [], annotation: { type: HEADER, description: JSON.stringify(header) } };
}

/** The header scenario() gave the running test; a test of this module declared without it fails, saying so. */
function headerOf(testInfo: TestInfo): ScenarioHeader {
  const note = testInfo.annotations.find((a) => a.type === HEADER);
  if (note?.description === undefined) {
    throw new Error(`"${testInfo.title}" has no header: declare it as test(title, scenario({ device, needs, effects, tags }), body)`);
  }
  return JSON.parse(note.description) as ScenarioHeader;
}
