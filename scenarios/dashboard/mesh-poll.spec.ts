import { expect, scenario, test, type ScenarioFixtures } from '../dsl';
import { timing } from '@roteador/contract';
import { card, dashboardLoaded } from './world';

const UNAVAILABLE = 'A rede inMesh está indisponível no momento. Tentando novamente…';
// Spec 1 §4, §9: mesh read every 4 s; a failed read is retried after 5 s.
const MESH_POLL_MS = 4000;
const MESH_RETRY_MS = 5000;

/**
 * The time between two reads of the journal: exact on the emulator. On a bench the journal has real arrival times;
 * the next read is timed from the answer to the last, so it comes the interval later plus the answer's way back and
 * the page's timer being late: never earlier, and well within a second (a 4 s poll is no 5 s retry).
 */
function expectGap(clock: ScenarioFixtures['clock'], what: string, gapMs: number, expectedMs: number) {
  if (!clock.real) return expect(gapMs, what).toBe(expectedMs);
  expect(gapMs, `${what} (tempo real)`).toBeGreaterThanOrEqual(expectedMs);
  expect(gapMs, `${what} (tempo real)`).toBeLessThan(expectedMs + 500);
}

test('rede mesh indisponível (500): aviso na lista até voltar', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'clock', 'control'],
  effects: ['session'],
  tags: ['@dashboard', '@mesh'],
}), async ({ app, page, clock, router, target, emulator }) => {
  await app.signIn();
  await dashboardLoaded(page);
  const mesh = card(page, 'Rede inMesh');
  await expect(mesh.getByRole('link', { name: /^Ver / })).toHaveCount(3);

  await emulator.meshUnavailable(true);
  expect((await router.raw('GET', 'easymesh', undefined, await router.login())).status).toBe(500);
  await clock.advance(timing.poll.mesh);
  await expect(mesh.getByRole('alert')).toHaveText(UNAVAILABLE);
  // the nodes last read stay listed
  await expect(mesh.getByRole('link', { name: /^Ver / })).toHaveCount(3);

  await emulator.meshUnavailable(false);
  await clock.advance(timing.poll.meshRetry);
  await expect(mesh.getByRole('alert')).toHaveCount(0);
});

test('um 500 do GET easymesh (falha injetada) também marca a rede indisponível', scenario({
  // any mesh will do (the controller's own node is listed): a bench's, whatever its agents
  device: { profile: 'demo' },
  needs: ['mesh', 'clock', 'faults'],
  realTime: '9s',
  effects: ['session'],
  tags: ['@dashboard', '@mesh'],
}), async ({ app, page, clock, emulator }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await emulator.fault({ method: 'GET', path: '/api/v1/easymesh', status: 500, times: 1 });
  await clock.advance(timing.poll.mesh);
  await expect(card(page, 'Rede inMesh').getByRole('alert')).toHaveText(UNAVAILABLE);
  await clock.advance(timing.poll.meshRetry);
  await expect(card(page, 'Rede inMesh').getByRole('alert')).toHaveCount(0);
});

test('uma leitura do mesh que falha é repetida após 5 s, e depois volta aos 4 s', scenario({
  device: { profile: 'demo' },
  needs: ['mesh', 'clock', 'faults'],
  realTime: '20s',
  effects: ['session'],
  tags: ['@dashboard', '@mesh'],
}), async ({ app, page, clock, emulator, router }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await clock.pause();
  await router.clearJournal();
  await emulator.fault({ method: 'GET', path: '/api/v1/easymesh', status: 503, times: 1 });
  await clock.advance('20s');

  const reads = (await router.journal()).filter((e) => e.method === 'GET' && e.path === '/api/v1/easymesh');
  const failed = reads.findIndex((e) => e.status === 503);
  expect(failed).toBeGreaterThanOrEqual(0);
  const after = reads.slice(failed, failed + 3);
  expect(after.map((e) => e.status)).toEqual([503, 200, 200]);
  expectGap(clock, 'da falha à nova tentativa', after[1].time - after[0].time, MESH_RETRY_MS);
  expectGap(clock, 'da nova tentativa à leitura seguinte', after[2].time - after[1].time, MESH_POLL_MS);
  // a failure that is not a 500 is no "unavailable"
  await expect(card(page, 'Rede inMesh').getByRole('alert')).toHaveCount(0);
});
