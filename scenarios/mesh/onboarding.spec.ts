/** /mesh/onboarding: the four steps, new-node detection, naming, the sync retry and both endings (spec 1 §2.7, §4). */
import { modelNames, models, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { AGENTS, count, meshProfile, startOnboarding } from './mesh-control';

const NEW_MAC = AGENTS[1].mac; // the first free place of a one-agent mesh
// Every scenario here switches a new router on (emulator.pendingRouter, the control API's) or waits minutes for the
// search to run out, and pairs a node for good (hil/'s guard cannot take it out of a bench's mesh): the emulator's alone.

test('adicionar roteador: instruções, localização, busca, conexão e sucesso', scenario({
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator, clock, target }) => {
  await app.signIn({ at: '/mesh/onboarding' });
  await app.expectHeading('Adicionar roteador');
  await app.expectText('Passo 1 de 4');
  await app.press('Ver modelos compatíveis');
  const compatible = app.dialog('Modelos compatíveis');
  for (const name of modelNames) {
    await expect(compatible.getByText(name, { exact: true })).toHaveCount(models[name].mesh ? 1 : 0);
  }
  await app.confirm('OK');

  await app.press('Iniciar');
  await app.expectText('Passo 2 de 4');
  await expect(page.getByPlaceholder('Ex.: Quarto')).toBeVisible();
  await app.fill('Localização', AGENTS[0].name.toUpperCase());
  await app.expectText('Esse nome encontra-se em uso');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await app.fill('Localização', 'Sala de Jogos');

  await emulator.pendingRouter('Twibi Force Plug');
  await router.clearJournal();
  await app.press('Continuar');
  await app.expectText('Passo 3 de 4');
  await app.expectHeading('Buscando seu novo roteador');
  await expect.poll(async () => count(await router.journal(), 'POST', 'action')).toBe(1);

  // The router pairs within the search; the new node is named after the location.
  await clock.advance(timing.wait.meshJoin + timing.poll.mesh);
  await app.expectHeading('Conectando seu novo roteador');
  await expect(page.getByRole('progressbar', { name: 'Progresso da conexão' })).toBeVisible();
  await expect.poll(async () => (await router.easymesh()).nodes.find((n) => n.mac === NEW_MAC)?.name).toBe('Sala de Jogos');
  expect(count(await router.journal(), 'PUT', 'easymesh/0')).toBeGreaterThanOrEqual(1);

  await clock.advance(timing.wait.searchProgress);
  await app.expectHeading('Roteador adicionado com sucesso!');
  await app.expectText('Passo 4 de 4');
  await app.press('Adicionar novo roteador');
  await app.expectText('Passo 1 de 4');
  await expect(page.getByRole('button', { name: 'Iniciar' })).toBeVisible();
  expect((await router.easymesh()).nodes).toHaveLength(3);
});

test('"Finalizar" leva ao painel', scenario({
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, router, clock, target, emulator }) => {
  await emulator.pendingRouter();
  await startOnboarding(app, 'Garagem');
  await app.press('Continuar');
  await clock.advance(timing.wait.applyingSettings);
  await app.expectHeading('Roteador adicionado com sucesso!');
  await app.press('Finalizar');
  await app.expectPath('/');
  expect((await router.easymesh()).nodes.map((n) => n.name)).toContain('Garagem');
});

test('a sincronização que termina sem achar nada é pedida de novo', scenario({
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, router, emulator, clock, target }) => {
  test.slow(); // minutes of virtual time, advanced in steps
  await startOnboarding(app, 'Porao');
  await router.clearJournal();
  await app.press('Continuar');
  await app.expectHeading('Buscando seu novo roteador');
  const beforeEnd = 60_000;
  await clock.advance(timing.wait.meshSyncing - beforeEnd);
  expect(count(await router.journal(), 'POST', 'action')).toBe(1);
  expect((await router.easymesh()).syncing).toBe(1);
  // The router's sync window (5 min) ends with nothing paired: syncing 0 → the UI asks again.
  // the rest of the window, and a margin for the UI's next sync check to see it ended
  const margin = 10_000;
  await clock.advance(beforeEnd + margin);
  expect(count(await router.journal(), 'POST', 'action')).toBe(2);
  await app.expectHeading('Buscando seu novo roteador');
  // Now the router is powered on: the second sync finds it.
  await emulator.pendingRouter('EX-1500');
  await clock.advance(timing.wait.applyingSettings);
  await app.expectHeading('Roteador adicionado com sucesso!');
  expect((await router.easymesh()).nodes.find((n) => n.mac === NEW_MAC)).toMatchObject({ name: 'Porao' });
});

test('busca sem roteador novo: "Nenhum roteador encontrado" e nova tentativa', scenario({
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, router, emulator, clock, target }) => {
  test.slow(); // minutes of virtual time, advanced in steps
  await startOnboarding(app, 'Porao');
  await app.press('Continuar');
  await clock.advance(2 * timing.wait.meshSyncing);
  await app.expectHeading('Nenhum roteador encontrado');
  expect((await router.easymesh()).nodes).toHaveLength(2);
  await router.clearJournal();
  await app.press('Tentar novamente');
  await app.expectHeading('Buscando seu novo roteador');
  // The retry captured the nodes and asked for a sync: only now is the new router switched on (one
  // switched on before would pair with the sync still open and count as already known).
  await expect.poll(async () => count(await router.journal(), 'POST', 'action')).toBe(1);
  await emulator.pendingRouter();
  await clock.advance(timing.wait.applyingSettings);
  await app.expectHeading('Roteador adicionado com sucesso!');
});
