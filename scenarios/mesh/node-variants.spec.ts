/** The node page's variants (spec 1 §2.8, §4 "Mesh node states", §8): offline, applying, limited, out of the mesh. */
import { timing } from '@roteador/contract';
import { expect, nodeHasOutlet, scenario, test } from '../dsl';
import { AGENTS, count, managedAgent, meshAgents, meshProfile, row } from './mesh-control';

const [quarto] = AGENTS;

test('nó offline: status, aviso, sem informações avançadas nem leituras pelo proxy', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  // on a bench the node's outlet goes off (its `power` commands in the inventory), and back on after
  lab: ['node-power'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh', '@lab'],
}), async ({ app, page, router, emulator, target }) => {
  // an agent the router lists, configured, whose outlet the lab can switch (every one on the emulator)
  const node = (await meshAgents(router)).find((n) => n.is_online && n.model !== '' && nodeHasOutlet(target, n.mac));
  expect(node, 'um agente configurado com tomada no inventário').toBeDefined();
  await emulator.node(node!.mac, { online: false });
  expect((await router.easymesh()).nodes.find((n) => n.mac === node!.mac)?.is_online).toBe(false);
  await app.signIn();
  await router.clearJournal();
  await app.open(`/mesh/${node!.mac}`);
  await app.expectHeading('Nó secundário');
  await expect(row(page, 'Status')).toHaveText('Offline');
  await app.expectText('Este nó está offline. Verifique se ele está ligado na tomada e próximo de outro nó da sua rede inMesh.');
  await expect(row(page, 'Modelo')).toHaveText(node!.model);
  await expect(page.getByRole('button', { name: 'Remover' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Informações avançadas' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toHaveCount(0);
  expect(count(await router.journal(), 'POST', 'http_request')).toBe(0);
});

test('nó aplicando configurações: online sem modelo por 1,5 min, depois gerenciável', scenario({
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, page, router, clock, target, emulator }) => {
  await emulator.pendingRouter('Twibi Force Plug');
  await app.signIn();
  await router.login();
  expect((await router.raw('POST', 'action', { actionID: 3 })).status).toBe(200);
  await clock.advance(timing.wait.meshJoin);
  const joined = (await router.easymesh()).nodes.find((n) => n.mac === AGENTS[1].mac);
  expect(joined).toMatchObject({ model: '', is_online: true });

  await app.open(`/mesh/${AGENTS[1].mac}`);
  await app.expectHeading('Nó secundário');
  await expect(row(page, 'Status')).toHaveText('Online');
  await app.expectText(/está aplicando as configurações. Isso leva cerca de 1 minuto e meio/);
  await expect(row(page, 'Modelo')).toHaveText('Aplicando configurações');
  await expect(page.getByRole('button', { name: 'Remover' })).toHaveCount(0);

  await clock.advance(timing.wait.applyingSettings + timing.poll.nodeStatus);
  await expect(row(page, 'Modelo')).toHaveText('Twibi Force Plug');
  await expect(page.getByRole('button', { name: 'Remover' })).toBeVisible();
  await expect(page.getByText(/está aplicando as configurações/)).toHaveCount(0);
  expect((await router.easymesh()).nodes.find((n) => n.mac === AGENTS[1].mac)?.model).toBe('Twibi Force Plug');
});

test('nó limitado (modelo desconhecido): modal "Nó não gerenciável" e remoção só após o reset', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator }) => {
  // an agent the router lists, its answer changed at the front door: a model the UI does not know
  const node = await managedAgent(router);
  const mesh = await router.easymesh();
  const nodes = mesh.nodes.map((n) => (n.mac === node.mac ? { ...n, model: 'Roteador Genérico' } : n));
  await emulator.fault({ method: 'GET', path: '/api/v1/easymesh', body: [{ ...mesh, nodes }] });
  await app.signIn({ at: `/mesh/${node.mac}` });
  const dialog = app.dialog('Nó não gerenciável');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('não pode ser gerenciado por aqui');
  await app.confirm('OK');
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Modelo')).toHaveText('Roteador Genérico');
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toHaveCount(0);
  await app.press('Remover');
  await expect(app.dialog('Remover nó')).toContainText(
    `O nó ${node.name || node.mac} não é gerenciável. Antes de removê-lo, restaure-o para o padrão de fábrica`,
  );
});

test('nó sem modelo muito além do tempo de aplicar: passa a "Nó não gerenciável"', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'clock', 'faults'],
  // applying (1,5 min) plus the page's half-minute margin
  realTime: '120s',
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator, clock }) => {
  // an agent the router lists, answered without a model at the front door: it looks as if still applying
  const node = await managedAgent(router);
  const mesh = await router.easymesh();
  const nodes = mesh.nodes.map((n) => (n.mac === node.mac ? { ...n, model: '' } : n));
  await emulator.fault({ method: 'GET', path: '/api/v1/easymesh', body: [{ ...mesh, nodes }] });
  await app.signIn({ at: `/mesh/${node.mac}` });
  await expect(row(page, 'Modelo')).toHaveText('Aplicando configurações');
  await clock.advance(timing.wait.applyingSettings);
  await expect(app.dialog('Nó não gerenciável')).toHaveCount(0);
  await clock.advance(timing.wait.nodeUnmanageableMargin);
  await expect(app.dialog('Nó não gerenciável')).toBeVisible();
});

test('nó fora da rede inMesh: relido a cada 5 s, mensagem em 8 s, informações após a sincronização', scenario({
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator, clock, target }) => {
  await emulator.node(quarto.mac, { outOfMesh: true });
  const message = 'Seu nó estava fora da rede inMesh. As informações só serão carregadas após sincronização, aguarde ...';
  await app.signIn({ at: `/mesh/${quarto.mac}` });
  await app.expectHeading('Nó secundário');
  await clock.pause();
  await router.clearJournal();
  await expect(page.getByText(message)).toHaveCount(0);
  await clock.advance(timing.wait.outOfMeshMessage);
  await app.expectText(message);
  // Asked again every 5 s: each attempt is a proxied call (retried on the proxy's timeouts).
  const before = count(await router.journal(), 'POST', 'http_request');
  await clock.advance(2 * timing.poll.nodeStatus);
  expect(count(await router.journal(), 'POST', 'http_request')).toBeGreaterThan(before);

  // A sync brings it back: the information loads.
  await router.login();
  await router.raw('POST', 'action', { actionID: 3 });
  await clock.advance(timing.wait.meshJoin + timing.poll.nodeStatus);
  expect((await router.easymesh()).nodes.find((n) => n.mac === quarto.mac)?.out_of_mesh).toBe(false);
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(row(page, 'Modelo')).toHaveText(quarto.model);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
});
