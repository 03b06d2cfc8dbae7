import { expect, scenario, test } from '../dsl';
import { timing } from '@roteador/contract';
import { card, count, dashboardLoaded } from './world';

// Spec 1 §4 and §9: while there is no internet, lan and wan are read every 5 s (poll.internetDown) until it returns.
const POLL = timing.poll.internetDown;

test('sem internet: "Inativa", e lan e wan lidos a cada 5 s até a internet voltar', scenario({
  device: { profile: { base: 'demo', hasInternet: false } },
  needs: ['clock'],
  // 6 lan/wan polls, a status poll, 3 status polls
  realTime: '70s',
  // on a bench the WAN goes down by the router's `wan` commands first (and up again below, and after)
  lab: ['wan-link'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, router }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await expect(card(page, 'Internet')).toContainText('Inativa');
  expect((await router.status()).has_internet).toBe(false);
  // without internet the router does not reach the remote service either
  await expect(card(page, 'Conexão remota')).toContainText('Offline');

  await clock.pause();
  await router.clearJournal();
  await clock.advance(6 * POLL);
  await clock.expectCount('leituras de lan em 30 s', async () => count(await router.journal(), '/api/v1/lan'), 6);
  await clock.expectCount('leituras de wan em 30 s', async () => count(await router.journal(), '/api/v1/wan'), 6);

  // The internet comes back: the next status poll (10 s) sees it, and the lan/wan poll stops.
  await emulator.internet(true);
  await clock.advance(timing.poll.status);
  await expect(card(page, 'Internet')).toContainText('Ativa');
  await router.clearJournal();
  await clock.advance(3 * timing.poll.status);
  const journal = await router.journal();
  expect(count(journal, '/api/v1/lan')).toBe(0);
  expect(count(journal, '/api/v1/wan')).toBe(0);
  await clock.expectCount('leituras de status em 30 s', async () => count(await router.journal(), '/api/v1/status'), 3);
});

test('a internet cai com o painel aberto: "Inativa" e a leitura de lan e wan começa', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // 4 lan/wan polls, a status poll, 4 lan/wan polls
  realTime: '50s',
  // on a bench the WAN goes down by the router's `wan` commands (and comes back after)
  lab: ['wan-link'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, router }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await expect(card(page, 'Internet')).toContainText('Ativa');
  await clock.pause();
  await router.clearJournal();
  await clock.advance(4 * POLL);
  expect(count(await router.journal(), '/api/v1/lan')).toBe(0);

  await emulator.internet(false);
  await clock.advance(timing.poll.status);
  await expect(card(page, 'Internet')).toContainText('Inativa');
  await router.clearJournal();
  await clock.advance(4 * POLL);
  await clock.expectCount('leituras de lan em 20 s', async () => count(await router.journal(), '/api/v1/lan'), 4);
  await clock.expectCount('leituras de wan em 20 s', async () => count(await router.journal(), '/api/v1/wan'), 4);
});
