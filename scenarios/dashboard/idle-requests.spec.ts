/**
 * The done-when of the dashboard: in one simulated minute an idle demo dashboard (a controller with
 * mesh agents) makes exactly the spec's polls, never two identical requests at once, and nothing while
 * the tab is hidden.
 *
 * Expected counts come from the spec's intervals (spec 1 §9), not from the UI: status 10 s, mesh 4 s,
 * traffic 5 s. The phase rule: a poll schedules its next read when the answer arrives, and the clock
 * moves in steps, so its first read in the window comes some time in (0, interval] and each next one
 * an interval later; in a window that is a whole number of intervals that is exactly window / interval
 * reads, whatever the phase.
 */
import { timing } from '@roteador/contract';
import type { Page } from '@playwright/test';
import { expect, scenario, test, type ScenarioFixtures } from '../dsl';
import { card, dashboardLoaded, shownRates } from './world';

const WINDOW_S = 60;
const POLLS = {
  '/api/v1/status': 10,
  '/api/v1/easymesh': 4,
  '/api/v1/interface_statistics/wan': 5,
} as const;

/** Counts, per method and URL, the requests the page has open at once; remembers any overlap. */
function watchInFlight(page: Page) {
  const open = new Map<string, number>();
  const overlaps: string[] = [];
  const key = (r: { method(): string; url(): string }) => `${r.method()} ${r.url()}`;
  page.on('request', (r) => {
    if (!r.url().includes('/api/v1/')) return;
    const n = (open.get(key(r)) ?? 0) + 1;
    open.set(key(r), n);
    if (n > 1) overlaps.push(key(r));
  });
  const done = (r: { method(): string; url(): string }) => open.set(key(r), Math.max(0, (open.get(key(r)) ?? 1) - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return overlaps;
}

/** Signs in and waits until every poll of the dashboard has read (the rates need two traffic readings). */
async function idleDashboard({ app, page, clock }: Pick<ScenarioFixtures, 'app' | 'page' | 'clock'>) {
  await app.signIn();
  await dashboardLoaded(page);
  await expect(card(page, 'Rede inMesh').getByRole('link', { name: /^Ver / })).toHaveCount(3);
  await clock.advance(timing.poll.traffic);
  await expect.poll(async () => (await shownRates(page)).download).toMatch(/^\d+,\d{2}$/);
}

// The done-when is told in two scenarios (the minute shown, the minute hidden), each within a bench's two minutes
// of real time.
test('painel parado por um minuto: só os polls da especificação, sem duplicados', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['clock', 'mesh'],
  realTime: '65s',
  effects: ['session'],
  tags: ['@dashboard', '@budget'],
}), async ({ app, page, clock, router }) => {
  const overlaps = watchInFlight(page);
  await idleDashboard({ app, page, clock });

  await clock.pause();
  await router.clearJournal();
  await clock.advance(`${WINDOW_S}s`);
  const journal = await router.journal();

  const expected = Object.fromEntries(Object.entries(POLLS).map(([path, s]) => [`GET ${path}`, WINDOW_S / s]));
  expect(expected).toEqual({ 'GET /api/v1/status': 6, 'GET /api/v1/easymesh': 15, 'GET /api/v1/interface_statistics/wan': 12 });
  // exactly these paths, each exactly window / interval times (on a bench's real clock, within one: the phase is
  // unknown): nothing else repeats, nothing is read once more
  expect(new Set(journal.map((e) => `${e.method} ${e.path}`))).toEqual(new Set(Object.keys(expected)));
  for (const [key, n] of Object.entries(expected)) {
    const reads = async () => journal.filter((e) => `${e.method} ${e.path}` === key).length;
    await clock.expectCount(`${key} em ${WINDOW_S} s`, reads, n);
  }
  expect(journal.every((e) => e.status === 200)).toBe(true);
  expect(overlaps).toEqual([]);
});

test('painel com a aba oculta por um minuto: nada; de volta, os polls voltam, sem duplicados', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['clock', 'mesh'],
  realTime: '75s',
  effects: ['session'],
  tags: ['@dashboard', '@budget'],
}), async ({ app, page, clock, router }) => {
  const overlaps = watchInFlight(page);
  await idleDashboard({ app, page, clock });
  await clock.pause();

  // The tab is hidden: nothing at all for a minute.
  await app.setHidden(true);
  await router.clearJournal();
  await clock.advance(`${WINDOW_S}s`);
  expect(await router.journal()).toEqual([]);

  // Shown again: the polls come back at once, then at their intervals.
  await app.setHidden(false);
  await clock.advance(timing.poll.status);
  const back = (await router.journal()).map((e) => e.path);
  for (const path of Object.keys(POLLS)) expect(back).toContain(path);
  expect(overlaps).toEqual([]);
});
