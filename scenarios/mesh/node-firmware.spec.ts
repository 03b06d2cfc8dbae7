/** A node's firmware: 'Atualizar!' / 'Atualizado!', the upgrade with its progress, the downtime, errors (spec 1 §4, §8). */
import { timing } from '@roteador/contract';
import { firmwareOffer } from '../dsl/firmware-offer';
import { expect, scenario, test } from '../dsl';
import { AGENTS, count, managedAgent, meshProfile, row } from './mesh-control';

const [quarto] = AGENTS;
type State = { agents: { device: { mac: string; fw_version: string } }[] };
const versionOf = async (emulator: { state<T>(): Promise<T> }, mac: string) =>
  (await emulator.state<State>()).agents.find((a) => a.device.mac === mac)?.device.fw_version;

test('atualizar o firmware de um nó: progresso, 5 minutos fora do ar, nova versão e "Atualizado!"', scenario({
  // over 6 minutes of waits (a bench allows 2) and a node really flashed: the emulator's alone
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session', 'firmware'],
  tags: ['@mesh'],
}), async ({ app, page, emulator, clock, target, router }) => {
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
  await clock.advance(timing.wait.firmwareDownload / 2);
  await expect(progress.getByText(/^\d+ % concluído$/)).toHaveText(/^(4\d|5\d) % concluído$/);
  await clock.advance(timing.wait.firmwareDownload / 2 + timing.poll.upgrade);
  const done = app.dialog('Firmware atualizado!');
  await expect(done).toContainText('ficará indisponível por cerca de 5 minutos');
  await app.confirm('Ir para o painel');
  await app.expectPath('/');

  // Down about 5 minutes, then back on the new version.
  await app.open(`/mesh/${quarto.mac}`);
  await expect(row(page, 'Status')).toHaveText('Offline');
  await clock.advance(timing.wait.nodeDownAfterUpgrade);
  expect(await versionOf(emulator, quarto.mac)).toBe('1.5.0');
  await app.open(`/mesh/${quarto.mac}`);
  await expect(row(page, 'Versão do firmware')).toHaveText('1.5.0Atualizado!');
  await expect(page.getByRole('button', { name: 'Atualizar!' })).toHaveCount(0);
});

test('falha sem internet: "Erro no processo de atualização. Verifique sua conexão…"', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  // the internet cut while the page is open: on a bench the WAN's cable unplugged (its `wan` commands), and back after
  lab: ['wan-link'],
  effects: ['session', 'firmware'],
  tags: ['@mesh'],
}), async ({ app, router, emulator, target }) => {
  const node = await managedAgent(router);
  // The firmware service offers the node's next minor version, its answer changed at the front door.
  const { last, fault } = await firmwareOffer(target, router, { device: node });
  await emulator.fault(fault);
  await app.signIn({ at: `/mesh/${node.mac}` });
  await emulator.internet(false);
  await app.press('Atualizar!');
  await expect(app.dialog('Atualizar firmware')).toContainText(`A versão ${last} está disponível (versão atual: ${node.fw_version})`);
  await app.confirm('Atualizar');
  await expect(app.dialog('Não foi possível atualizar')).toContainText(
    'Erro no processo de atualização. Verifique sua conexão com a internet, aguarde um minuto e tente novamente',
  );
  await app.confirm('OK');
  expect((await router.easymesh()).nodes.find((n) => n.mac === node.mac)?.fw_version).toBe(node.fw_version);
});

test('falha com internet: "Erro no processo de atualização, tente novamente"', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  // the upgrade request is answered by the fault: it never reaches the node
  effects: ['session', 'firmware'],
  tags: ['@mesh'],
}), async ({ app, router, emulator, target }) => {
  const node = await managedAgent(router);
  // The firmware service offers the node's next minor version (1.5.0 for the emulator's 1.4.2), at the front door.
  const { last, fault } = await firmwareOffer(target, router, { device: node });
  await emulator.fault(fault);
  await app.signIn({ at: `/mesh/${node.mac}` });
  await app.press('Atualizar!');
  await expect(app.dialog('Atualizar firmware')).toContainText(`A versão ${last} está disponível (versão atual: ${node.fw_version})`);
  // every proxied call from here fails (the upgrade the first): nothing can reach the node
  await emulator.fault({ method: 'POST', path: '/api/v1/http_request', status: 500 });
  await app.confirm('Atualizar');
  const error = app.dialog('Não foi possível atualizar');
  await expect(error.getByText('Erro no processo de atualização, tente novamente', { exact: true })).toBeVisible();
  await emulator.clearFaults();
  expect((await router.easymesh()).nodes.find((n) => n.mac === node.mac)?.fw_version).toBe(node.fw_version);
});
