/**
 * /tools/wps (spec 3 §4 'WPS', §7 action 3, §9: 2 minutes, poll 2 s): 'Ativar WPS' sends action 3; while the router
 * says syncing the button is disabled with 'Sincronizando WPS' and the status is read every 2 s; the window ends
 * after 2 minutes on the virtual clock, or when a device pairs (the control API plays the device).
 */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { wps } from './site-survey-world';
import { WPS } from './tools-world';

const reads = (journal: { method: string; path: string }[]) =>
  journal.filter((e) => e.method === 'GET' && e.path.startsWith('/api/v1/wps')).length;

test('ativar o WPS: "Sincronizando WPS" por 2 minutos, o estado relido a cada 2 s, e o tempo acaba', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // the 2-minute window, waited in real time on a bench (on a mesh controller it also starts the mesh's sync, which
  // the guard leaves to run out: easymesh syncing is the router's own state)
  realTime: '120s',
  effects: ['session', 'configuration', 'mesh-topology'],
  tags: ['@tools'],
}), async ({ app, page, router, clock }) => {
  await app.signIn({ at: WPS });
  const start = page.getByRole('button', { name: 'Ativar WPS' });
  await expect(start).toBeEnabled();
  expect(await wps(router)).toEqual({ id: 0, syncing: 0, remaining_seconds: 0 });

  const action = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/action'));
  await start.click();
  expect((await action).postDataJSON()).toEqual({ actionID: 3 });
  const syncing = page.getByRole('button', { name: 'Sincronizando WPS' });
  await expect(syncing).toBeDisabled();
  await app.expectText('Pressione o botão WPS do dispositivo. Tempo restante: 2:00');
  expect((await wps(router)).syncing).toBe(1);

  // re-read every 2 s while the page is open
  await router.clearJournal();
  await clock.advance(10 * timing.poll.wps);
  await clock.expectCount('leituras do WPS em 20 s', async () => reads(await router.journal()), 20_000 / timing.poll.wps);
  // what the router had left at the last read; in real time the steps around the wait add a few seconds
  await app.expectText(clock.real ? /Tempo restante: 1:(40|3\d)$/ : 'Tempo restante: 1:40');

  await clock.advance(timing.wait.wpsWindow - 20_000);
  await expect(start).toBeEnabled();
  await app.expectText('O tempo para conectar acabou e nenhum dispositivo foi conectado.');
  expect(await wps(router)).toEqual({ id: 0, syncing: 0, remaining_seconds: 0 });
});

test('um dispositivo pareia durante a janela: o WPS fecha e a página diz que ele foi conectado', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session', 'configuration', 'mesh-topology'],
  tags: ['@tools'],
}), async ({ app, page, router, emulator, clock }) => {
  await app.signIn({ at: WPS });
  await app.press('Ativar WPS');
  await expect(page.getByRole('button', { name: 'Sincronizando WPS' })).toBeDisabled();
  await clock.advance('30s');
  await emulator.wpsPair();
  await clock.advance(timing.poll.wps);
  await app.expectText('Dispositivo conectado por WPS.');
  await expect(page.getByRole('button', { name: 'Ativar WPS' })).toBeEnabled();
  expect(await wps(router)).toEqual({ id: 0, syncing: 2, remaining_seconds: 0 });
});

test('uma ativação que falha mostra o erro e o WPS não começa', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'mesh-topology'],
  tags: ['@tools'],
}), async ({ app, page, router, emulator }) => {
  await app.signIn({ at: WPS });
  await emulator.fault({ method: 'POST', path: '/api/v1/action', status: 500, times: 1 });
  await app.press('Ativar WPS');
  await expect(app.dialog()).toContainText('Não foi possível ativar o WPS. Tente novamente.');
  await app.confirm('Ok, entendi');
  await expect(page.getByRole('button', { name: 'Ativar WPS' })).toBeEnabled();
  expect((await wps(router)).syncing).toBe(0);
});

test('a leitura do WPS que falha mostra o erro e "Tentar novamente" carrega a página', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page, emulator }) => {
  await emulator.fault({ method: 'GET', path: '/api/v1/wps', status: 500 });
  await app.signIn({ at: WPS });
  await app.expectAlert('Não foi possível ler as configurações de WPS.');
  await expect(page.getByRole('button', { name: 'Ativar WPS' })).toHaveCount(0);
  await emulator.clearFaults();
  await app.press('Tentar novamente');
  await expect(page.getByRole('button', { name: 'Ativar WPS' })).toBeEnabled();
});
