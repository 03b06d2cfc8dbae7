/** Removing a secondary node (spec 1 §2.8, §4 "Remove node", §6, §8). */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { AGENTS, count, managedAgent, meshProfile } from './mesh-control';

const [quarto, escritorio] = AGENTS;
const macs = async (router: { easymesh(): Promise<{ nodes: { mac: string }[] }> }) =>
  (await router.easymesh()).nodes.map((n) => n.mac);

test('remover nó online: reset de fábrica, 60 s de espera, exclusão e painel', scenario({
  // resets and deletes a node for good: hil/'s guard cannot put a node back in the mesh (the node list is volatile)
  device: meshProfile(2),
  needs: ['clock', 'control'],
  effects: ['session', 'mesh-topology', 'reboot'],
  tags: ['@mesh'],
}), async ({ app, router, emulator, clock }) => {
  await app.signIn({ at: `/mesh/${escritorio.mac}` });
  await app.press('Remover');
  await expect(app.dialog('Remover nó')).toContainText(
    `O nó ${escritorio.name} será restaurado para o padrão de fábrica e removido da sua rede inMesh. Isso leva cerca de 1 minuto. Deseja continuar?`,
  );
  await router.clearJournal();
  await app.confirm('Remover');
  await expect(app.dialog('Removendo o nó')).toBeVisible();
  // The factory reset went to the node through the proxy: it is offline now, still in the mesh.
  await expect.poll(async () => count(await router.journal(), 'POST', 'http_request')).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await router.easymesh()).nodes.find((n) => n.mac === escritorio.mac)?.is_online).toBe(false);
  // just before the 60 s end, nothing deleted yet; just past it, deleted
  const before = 2_000;
  const after = 1_000;
  await clock.advance(timing.wait.removeNode - before);
  expect(count(await router.journal(), 'DELETE', `easymesh/${escritorio.mac}`)).toBe(0);
  expect(await macs(router)).toContain(escritorio.mac);
  await clock.advance(before + after);
  expect(count(await router.journal(), 'DELETE', `easymesh/${escritorio.mac}`)).toBe(1);
  expect(await macs(router)).not.toContain(escritorio.mac);
});

test('remover nó offline: texto próprio e exclusão sem espera', scenario({
  // takes a node offline (control API) and deletes it for good: hil/'s guard cannot put a node back in the mesh
  device: meshProfile(2),
  needs: ['clock', 'control'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, router, emulator, target }) => {
  await emulator.node(quarto.mac, { online: false });
  await app.signIn({ at: `/mesh/${quarto.mac}` });
  await app.press('Remover');
  await expect(app.dialog('Remover nó')).toContainText(`O nó ${quarto.name} está offline`);
  await expect(app.dialog('Remover nó')).toContainText('restaure-o para o padrão de fábrica');
  await router.clearJournal();
  await app.confirm('Remover');
  // No clock advance: the offline node is deleted at once.
  await app.expectPath('/');
  const journal = await router.journal();
  expect(count(journal, 'POST', 'http_request')).toBe(0);
  expect(count(journal, 'DELETE', `easymesh/${quarto.mac}`)).toBe(1);
  expect(await macs(router)).toEqual(expect.not.arrayContaining([quarto.mac]));
});

test('falha ao remover: modal de erro, o nó continua', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  // the one write (DELETE, at once for an offline node) is answered by the fault: it never reaches the router
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, router, emulator }) => {
  // an agent the router lists, answered offline at the front door (no factory reset through the proxy, no wait)
  const node = await managedAgent(router);
  const mesh = await router.easymesh();
  const nodes = mesh.nodes.map((n) => (n.mac === node.mac ? { ...n, is_online: false } : n));
  await emulator.fault({ method: 'DELETE', path: '/api/v1/easymesh/*', status: 500, times: 1 });
  await emulator.fault({ method: 'GET', path: '/api/v1/easymesh', body: [{ ...mesh, nodes }] });
  await app.signIn({ at: `/mesh/${node.mac}` });
  await app.press('Remover');
  await expect(app.dialog('Remover nó')).toContainText(`O nó ${node.name} está offline`);
  await router.clearJournal();
  await app.confirm('Remover');
  await expect(app.dialog('Não foi possível remover o nó')).toContainText(
    'Houve um erro ao tentar remover o nó. Verifique a conexão com seu dispositivo e tente novamente.',
  );
  await app.confirm('OK');
  await app.expectPath(`/mesh/${node.mac}`);
  // nothing went to the node (no factory reset through the proxy)
  expect(count(await router.journal(), 'POST', 'http_request')).toBe(0);
  // the router's own list, without the front door's answer: the node is still there, still online
  await emulator.clearFaults();
  expect(await macs(router)).toContain(node.mac);
  expect((await router.easymesh()).nodes.find((n) => n.mac === node.mac)?.is_online).toBe(true);
});

test('o painel abre a confirmação direto com ?remove; cancelar não muda nada', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router }) => {
  const agent = await managedAgent(router);
  await app.signIn({ at: `/mesh/${agent.mac}?remove` });
  await expect(app.dialog('Remover nó')).toBeVisible();
  await app.press('Cancelar');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await app.expectPath(`/mesh/${agent.mac}`);
  expect(await macs(router)).toContain(agent.mac);
});

test('só o controlador remove: um agente não vê "Remover"', scenario({
  // a router that is itself an agent of a mesh (on a bench: one inventoried as such, mesh-role:agent)
  device: { profile: { base: 'demo', meshRole: 'agent' } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router }) => {
  const local = await router.device();
  const mesh = await router.easymesh();
  expect(mesh.type).toBe(1);
  await app.signIn({ at: `/mesh/${local.mac}?remove` });
  await app.expectHeading('Nó secundário');
  await expect(page.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
