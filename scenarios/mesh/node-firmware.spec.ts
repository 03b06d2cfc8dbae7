/** A node's firmware: 'Atualizar!' / 'Atualizado!', the upgrade with its progress, the downtime, errors (spec 1 §4, §8). */
import { expect, scenario, test } from '../dsl';
import { AGENTS, count, meshProfile, row } from './mesh-control';

const [quarto] = AGENTS;
type State = { agents: { device: { mac: string; fw_version: string } }[] };
const versionOf = async (emulator: { state<T>(): Promise<T> }, mac: string) =>
  (await emulator.state<State>()).agents.find((a) => a.device.mac === mac)?.device.fw_version;

scenario('atualizar o firmware de um nó: progresso, 5 minutos fora do ar, nova versão e "Atualizado!"', {
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session', 'firmware'],
  tags: ['@mesh'],
}, async ({ app, page, emulator, clock, target, router }) => {
  test.slow(); // minutes of virtual time
  await emulator.firmware('1.5.0', quarto.mac);
  await app.signIn({ at: `/mesh/${quarto.mac}` });
  await expect(row(page, 'Versão do firmware')).toContainText('1.4.2');
  await app.press('Atualizar!');
  await expect(app.dialog('Atualizar firmware')).toContainText('A versão 1.5.0 está disponível (versão atual: 1.4.2)');
  await router.clearJournal();
  await app.confirm('Atualizar');
  const progress = app.dialog('Atualizando o firmware');
  await expect(progress).toBeVisible();
  // upgrade_by_remote went to the node through the proxy.
  await expect.poll(async () => count(await router.journal(), 'POST', 'http_request')).toBeGreaterThanOrEqual(1);
  await clock.advance('30s');
  await expect(progress.getByText(/^\d+% concluído$/)).toHaveText(/^(4\d|5\d)% concluído$/);
  await clock.advance('35s');
  const done = app.dialog('Firmware atualizado!');
  await expect(done).toContainText('ficará indisponível por cerca de 5 minutos');
  await app.confirm('Ir para o painel');
  await app.expectPath('/');

  // Down about 5 minutes, then back on the new version.
  await app.open(`/mesh/${quarto.mac}`);
  await expect(row(page, 'Status')).toHaveText('Offline');
  await clock.advance('5min');
  expect(await versionOf(emulator, quarto.mac)).toBe('1.5.0');
  await app.open(`/mesh/${quarto.mac}`);
  await expect(row(page, 'Versão do firmware')).toHaveText('1.5.0Atualizado!');
  await expect(page.getByRole('button', { name: 'Atualizar!' })).toHaveCount(0);
});

scenario('falha sem internet: "Erro no processo de atualização. Verifique sua conexão…"', {
  device: meshProfile(1),
  needs: ['control'],
  effects: ['session', 'firmware'],
  tags: ['@mesh'],
}, async ({ app, emulator, target }) => {
  const control = emulator;
  await control.firmware('1.5.0', quarto.mac);
  await app.signIn({ at: `/mesh/${quarto.mac}` });
  await control.internet(false);
  await app.press('Atualizar!');
  await app.confirm('Atualizar');
  await expect(app.dialog('Não foi possível atualizar')).toContainText(
    'Erro no processo de atualização. Verifique sua conexão com a internet, aguarde um minuto e tente novamente',
  );
  await app.confirm('OK');
  expect(await versionOf(emulator, quarto.mac)).toBe('1.4.2');
});

scenario('falha com internet: "Erro no processo de atualização, tente novamente"', {
  device: meshProfile(1),
  needs: ['faults'],
  effects: ['session'],
  tags: ['@mesh'],
}, async ({ app, emulator, target }) => {
  await emulator.firmware('1.5.0', quarto.mac);
  await app.signIn({ at: `/mesh/${quarto.mac}` });
  await app.press('Atualizar!');
  await emulator.fault({ method: 'POST', path: '/api/v1/http_request', status: 500, times: 1 });
  await app.confirm('Atualizar');
  const error = app.dialog('Não foi possível atualizar');
  await expect(error.getByText('Erro no processo de atualização, tente novamente', { exact: true })).toBeVisible();
  expect(await versionOf(emulator, quarto.mac)).toBe('1.4.2');
});
