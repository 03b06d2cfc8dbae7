import { expect, scenario, test } from '../dsl';
import { timing } from '@roteador/contract';
import { card, count, dashboardLoaded } from './world';

// Spec 1 §4 and §9: while there is no internet, lan and wan are read every 5 s (poll.internetDown) until it returns.
const POLL = timing.poll.internetDown;

test('sem internet: "Inativa", e lan e wan lidos a cada 5 s até a internet voltar', scenario({
  device: { profile: { base: 'demo', hasInternet: false } },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, router, target }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await expect(card(page, 'Internet')).toContainText('Inativa');
  expect((await router.status()).has_internet).toBe(false);
  // without internet the router does not reach the remote service either
  await expect(card(page, 'Conexão remota')).toContainText('Offline');

  await clock.pause();
  await router.clearJournal();
  await clock.advance(6 * POLL);
  let journal = await router.journal();
  expect(count(journal, '/api/v1/lan')).toBe(6);
  expect(count(journal, '/api/v1/wan')).toBe(6);

  // The internet comes back: the next status poll (10 s) sees it, and the lan/wan poll stops.
  await emulator.internet(true);
  await clock.advance(timing.poll.status);
  await expect(card(page, 'Internet')).toContainText('Ativa');
  await router.clearJournal();
  await clock.advance(3 * timing.poll.status);
  journal = await router.journal();
  expect(count(journal, '/api/v1/lan')).toBe(0);
  expect(count(journal, '/api/v1/wan')).toBe(0);
  expect(count(journal, '/api/v1/status')).toBe(3);
});

test('a internet cai com o painel aberto: "Inativa" e a leitura de lan e wan começa', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, target, router }) => {
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
  const journal = await router.journal();
  expect(count(journal, '/api/v1/lan')).toBe(4);
  expect(count(journal, '/api/v1/wan')).toBe(4);
});
