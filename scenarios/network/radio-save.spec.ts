/**
 * Saving the radio page (spec 2 §4.7, §4.11, §8): PUT radio/{id} for the radios changed, apply, the restart wait
 * (20 s, then a read of factory_default every 5 s; 25 s more with an active mesh), then the success; a failure shows
 * the error modal and loses nothing. Radio and mesh are read again every 10 s while the page is open.
 */
import type { Page } from '@playwright/test';
import { RadioList, radioPath, timing } from '@roteador/contract';
import { APPLIED, expect, RESTARTING, scenario, test, type ScenarioFixtures } from '../dsl';
import type { Clock } from '../dsl/clock';
import type { EmulatorControl } from '../dsl/emulator';
import type { RouterClient } from '../dsl/router';
import { meshOff } from './mesh-world';

const PAGE = '/network/wifi/radio';
const ERROR = 'Ocorreu um erro ao tentar salvar as configurações de rádio. Verifique sua conexão com o roteador e tente novamente.';

interface StoredRadio {
  id: string; enabled: boolean; bandwidth: string; configuredChannel: number; channel: number; extension: string;
  power: string; mu_mimo: boolean; beamforming: boolean; ofdma: boolean; twt: boolean;
}

const section = (page: Page, band: '2.4' | '5') => page.getByRole('region', { name: `Rádio ${band.replace('.', ',')} GHz` });
const radios = async (router: RouterClient): Promise<StoredRadio[]> => router.read(radioPath, RadioList);
/** What the device stored while it restarts (its API does not answer then): the emulator's to tell. */
const radiosWhileDown = async (emulator: EmulatorControl) =>
  (await emulator.state<{ network: { radios: StoredRadio[] } }>()).network.radios;
const reads = async (router: RouterClient, path: string) =>
  (await router.journal()).filter((e) => e.method === 'GET' && e.path.split('?')[0] === `/api/v1/${path}`);

/** The owner's changes on both radios. */
async function change(page: Page) {
  const s24 = section(page, '2.4');
  await s24.getByLabel('Canal', { exact: true }).selectOption('6');
  await s24.getByLabel('Canal de extensão').selectOption('Inferior');
  await s24.getByLabel('Potência de transmissão').selectOption('Baixo');
  const s5 = section(page, '5');
  await s5.getByLabel('Canal', { exact: true }).selectOption('149');
  await s5.getByLabel('Largura de banda').selectOption('20/40MHz');
  await s5.getByRole('switch', { name: 'TWT' }).uncheck();
}

/** The owner changes both radios and saves, the clock paused and the journal cleared: the restart wait shows. */
async function changeAndSave({ app, page, clock, router }: Pick<ScenarioFixtures, 'app' | 'page' | 'clock' | 'router'>) {
  await app.signIn({ at: PAGE });
  await change(page);
  await clock.pause();
  await router.clearJournal();
  await app.press('Salvar');
  await app.dialog(RESTARTING).waitFor();
}

function expectStored(list: StoredRadio[]) {
  const [r24, r5] = list;
  expect([r24.configuredChannel, r24.channel, r24.bandwidth, r24.extension, r24.power]).toEqual([6, 6, '40', 'lower', 'Baixo']);
  expect([r5.configuredChannel, r5.bandwidth, r5.twt, r5.ofdma, r5.extension]).toEqual([149, '40', false, true, 'auto']);
}

/** Advances in 5 s steps until the success shows; answers how many steps it took. */
async function untilApplied(page: Page, clock: Clock, max: number): Promise<number> {
  const done = page.getByRole('alertdialog').filter({ hasText: APPLIED }).or(page.getByRole('dialog').filter({ hasText: APPLIED }));
  for (let step = 0; step <= max; step++) {
    if (await done.isVisible()) return step;
    await clock.advance(timing.wait.restartRetry);
  }
  await expect(done).toBeVisible();
  return max;
}

// Without the mesh: the scenario switches it off first through the router's own API (as the mesh page stores it; it
// takes effect with the radio's restart), so a bench router with a mesh runs it too — its guard turns it back on.
test('salvar o rádio sem mesh: 20 s de espera, leituras a cada 5 s, e o roteador guarda', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'mesh'],
  // 20 s, then up to 6 × 5 s
  realTime: '50s',
  effects: ['configuration', 'session', 'mesh-topology'],
  tags: ['@network'],
}), async ({ app, page, emulator, clock, router, target }) => {
  await meshOff(router);
  await changeAndSave({ app, page, clock, router });
  const writes = (await router.journal()).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`);
  expect(writes).toEqual(['PUT /api/v1/radio/radio0', 'PUT /api/v1/radio/radio1', 'POST /api/v1/action']);
  // the router stored them at once (they take effect with the restart): while it restarts its API does not answer,
  // only the emulator can tell (a bench reads them once it is back, below)
  if (target.kind === 'emulator') expectStored(await radiosWhileDown(emulator));

  await clock.advance(timing.wait.restartInitial - 1_000);
  // a "not yet" 1 s before the first read: the emulator's alone (real time cannot place it that close)
  if (!clock.real) expect(await reads(router, 'factory_default')).toHaveLength(0);
  await clock.advance('1s');
  await expect.poll(async () => (await reads(router, 'factory_default')).length).toBeGreaterThanOrEqual(1);
  if (!clock.real) expect(await reads(router, 'factory_default')).toHaveLength(1);
  // the router is down 40 s: it answers on a later 5 s retry, then the session is renewed
  const steps = await untilApplied(page, clock, 6);
  expect(steps).toBeGreaterThanOrEqual(2);
  await clock.expectCount('leituras de factory_default na espera', async () => (await reads(router, 'factory_default')).length, steps + 1);
  const tries = await reads(router, 'factory_default');
  // every 5 s: exact on the emulator's clock; in real time each read is stamped as it reaches the router
  for (let i = 1; i < tries.length; i++) {
    const gap = tries[i].time - tries[i - 1].time;
    if (!clock.real) expect(gap).toBe(5000);
    else expect(Math.abs(gap - 5000), `intervalo entre leituras: ${gap} ms`).toBeLessThan(1000);
  }
  await app.confirm('Ok, entendi');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(app.page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await expect(section(page, '2.4').getByLabel('Canal', { exact: true })).toHaveValue('6');
  expectStored(await radios(router));
});

test('salvar o rádio com a mesh ativa: a espera ganha 25 s (45 s antes da primeira leitura)', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '45s',
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, clock, router }) => {
  const mesh = await router.easymesh();
  expect([mesh.enabled, mesh.type]).toEqual([true, 0]);
  await changeAndSave({ app, page, clock, router });
  await clock.advance(timing.wait.restartInitial);
  expect(await reads(router, 'factory_default')).toHaveLength(0);
  await clock.advance(timing.wait.radioApplyWithMesh - 5_000);
  expect(await reads(router, 'factory_default')).toHaveLength(0);
  await clock.advance(timing.wait.restartRetry);
  // 45 s: the router (down 40 s) answers the first read
  await expect(app.dialog(APPLIED)).toBeVisible();
  expect(await reads(router, 'factory_default')).toHaveLength(1);
  expectStored(await radios(router));
});

test('falha ao salvar o rádio: modal de erro, as escolhas continuam e nada muda no roteador', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, emulator, router }) => {
  const before = await radios(router);
  await emulator.fault({ method: 'PUT', path: '/api/v1/radio/radio0', status: 500, times: 1 });
  await app.signIn({ at: PAGE });
  await change(page);
  await router.clearJournal();
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(ERROR);
  await app.confirm('Ok, entendi');
  await expect(app.dialog()).toHaveCount(0);
  // nothing lost: the choices are still on screen and can be saved again
  const s24 = section(page, '2.4');
  await expect(s24.getByLabel('Canal', { exact: true })).toHaveValue('6');
  await expect(s24.getByLabel('Canal de extensão')).toHaveValue('lower');
  await expect(s24.getByLabel('Potência de transmissão')).toHaveValue('Baixo');
  await expect(section(page, '5').getByLabel('Canal', { exact: true })).toHaveValue('149');
  await expect(section(page, '5').getByRole('switch', { name: 'TWT' })).not.toBeChecked();
  await expect(app.page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  // nothing stored, nothing applied
  expect(await radios(router)).toEqual(before);
  expect((await router.journal()).filter((e) => e.path === '/api/v1/action')).toHaveLength(0);
});

test('com a página aberta, rádio e mesh são relidos a cada 10 s sem perder o que o dono mudou', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '30s',
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page, clock, router }) => {
  await app.signIn({ at: PAGE });
  await section(page, '2.4').getByLabel('Potência de transmissão').selectOption('Médio');
  await clock.pause();
  await router.clearJournal();
  await clock.advance(3 * timing.poll.radioAndMesh);
  await clock.expectCount('leituras de radio em 30 s', async () => (await reads(router, 'radio')).length, 3);
  // the page's 10-s read of the mesh, at least (the shell reads it too); real time: the phase may cost one
  expect((await reads(router, 'easymesh')).length).toBeGreaterThanOrEqual(clock.real ? 2 : 3);
  await expect(section(page, '2.4').getByLabel('Potência de transmissão')).toHaveValue('Medio');
  await expect(app.page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
});
