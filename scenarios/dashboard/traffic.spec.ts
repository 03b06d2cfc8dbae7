import type { Page } from '@playwright/test';
import { timing } from '@roteador/contract';
import { expect, scenario, test, type ScenarioFixtures } from '../dsl';
import { card, dashboardLoaded, shownRates, stored, storedFirst } from './world';

interface Stats { id: string; rx: number; tx: number; unity_size: number; time: number }

/**
 * Spec 1 §4, written here on its own: Mbps = Δcount · unit size · 8 / Δtime / 1e6, two decimals, 0,00 when Δtime is
 * 0 — as the owner reads it, in pt-BR ('12,34').
 */
function specMbps(before: number, now: number, unit: number, dt: number): string {
  const value = dt === 0 ? 0 : ((now - before) * (unit || 100000) * 8) / dt / 1e6;
  return value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A rate as written ('1.234,56') → its number. */
const rateValue = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

/** Every interface_statistics answer the page received, in order. */
function recordReadings(page: Page): Stats[] {
  const readings: Stats[] = [];
  page.on('response', async (response) => {
    if (!/\/api\/v1\/interface_statistics\//.test(response.url()) || response.status() !== 200) return;
    readings.push((await response.json()) as Stats);
  });
  return readings;
}

test('download e upload em Mbps, com duas casas, pela fórmula da especificação', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, router, target, emulator }) => {
  await emulator.traffic(80, 20);
  const readings = recordReadings(page);
  await app.signIn();
  await dashboardLoaded(page);
  await clock.pause();
  await clock.advance(2 * timing.poll.traffic);
  await expect.poll(() => readings.length).toBeGreaterThanOrEqual(3);

  const [before, now] = readings.slice(-2);
  const expected = {
    download: specMbps(before.rx, now.rx, now.unity_size, now.time - before.time),
    upload: specMbps(before.tx, now.tx, now.unity_size, now.time - before.time),
  };
  await expect.poll(() => shownRates(page)).toEqual(expected);
  expect(expected.download).toMatch(/^\d+,\d{2}$/);
  // The emulator's rate swings ±25% around the rate set (a graph that moves); never far from it.
  expect(rateValue(expected.download)).toBeGreaterThan(80 * 0.7);
  expect(rateValue(expected.download)).toBeLessThan(80 * 1.3);
  expect(rateValue(expected.upload)).toBeGreaterThan(20 * 0.7);
  expect(rateValue(expected.upload)).toBeLessThan(20 * 1.3);

  // the counters read are the router's WAN interface's
  const wan = await storedFirst<{ interfaceID: string }>(router, 'wan');
  expect(now.id).toBe(wan.interfaceID);

  // the graph says the same, for those who do not see it
  await expect(card(page, 'Tráfego da internet').getByRole('img')).toHaveAttribute(
    'aria-label',
    `Gráfico do tráfego nos últimos 5 minutos. Agora: download ${expected.download} Mbps, upload ${expected.upload} Mbps.`,
  );
});

test('sem tráfego: 0,00 Mbps nos dois sentidos', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, target, emulator }) => {
  await emulator.traffic(0, 0);
  await app.signIn();
  await dashboardLoaded(page);
  await clock.pause();
  await clock.advance(2 * timing.poll.traffic);
  await expect.poll(() => shownRates(page)).toEqual({ download: '0,00', upload: '0,00' });
});

/**
 * On the dashboard, its clock paused: the next readings of the WAN counters are these (after the real ones the page
 * read so far), timed from `t`, a minute past the router's clock.
 */
async function nextReadings(
  { app, page, clock, emulator, router }: Pick<ScenarioFixtures, 'app' | 'page' | 'clock' | 'emulator' | 'router'>,
  readings: (t: number) => Stats[],
) {
  await app.signIn();
  await dashboardLoaded(page);
  await clock.pause();
  const t = (await routerTime(router)) + 60;
  for (const body of readings(t)) await emulator.fault({ method: 'GET', path: '/api/v1/interface_statistics/wan', body, times: 1 });
}

/** The router's clock, in seconds, as its WAN counters tell it (the faults' readings are timed after it). */
async function routerTime(router: ScenarioFixtures['router']): Promise<number> {
  const wan = await storedFirst<{ interfaceID: string }>(router, 'wan');
  return (await stored<Stats>(router, `interface_statistics/${wan.interfaceID}`)).time;
}

// Counters far above the real ones, so the reading before them gives a rate (not a restart).
const BIG = 1e12;

test('duas leituras com o mesmo instante (Δtempo 0): 0,00', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '10s',
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, router }) => {
  // the counters move while the router's clock stands still (a third reading still does: in real time the check
  // below may come a whole poll after the second)
  await nextReadings({ app, page, clock, emulator, router }, (t) => [
    { id: 'wan', rx: BIG, tx: BIG, unity_size: 100000, time: t },
    { id: 'wan', rx: BIG + 8000, tx: BIG + 700, unity_size: 100000, time: t },
    { id: 'wan', rx: BIG + 16000, tx: BIG + 1400, unity_size: 100000, time: t },
  ]);
  await clock.advance(timing.poll.traffic);
  await expect.poll(async () => (await shownRates(page)).download).not.toBe('0,00');
  await clock.advance(timing.poll.traffic);
  await expect.poll(() => shownRates(page)).toEqual({ download: '0,00', upload: '0,00' });
});

test('sem unity_size, a unidade é 100000 bytes', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '10s',
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, router }) => {
  // 50 units of 100 000 bytes in 5 s down: 8,00 Mbps; 10 units up: 1,60 Mbps (a third reading at the same rate:
  // in real time the check below may come a whole poll after the second)
  await nextReadings({ app, page, clock, emulator, router }, (t) => [
    { id: 'wan', rx: BIG, tx: BIG, unity_size: 0, time: t },
    { id: 'wan', rx: BIG + 50, tx: BIG + 10, unity_size: 0, time: t + 5 },
    { id: 'wan', rx: BIG + 100, tx: BIG + 20, unity_size: 0, time: t + 10 },
  ]);
  await clock.advance(2 * timing.poll.traffic);
  await expect.poll(() => shownRates(page)).toEqual({ download: '8,00', upload: '1,60' });
});
