import type { Page } from '@playwright/test';
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { card, dashboardLoaded } from './world';

/** The list item of a node, by its location name. */
const nodeItem = (page: Page, name: string) =>
  card(page, 'Rede inMesh').getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

/**
 * Spec 1 §9: mesh signal thresholds: moderate from -66 dBm, bad from -77 dBm; rssi -1 (or a wired backhaul, 3) is
 * wired (as the node page).
 */
function expectedSignal(rssi: number, backhaul = 0): string {
  if (rssi === -1 || backhaul === 3) return 'Cabeado';
  if (rssi > -66) return 'Sinal bom';
  if (rssi > -77) return 'Sinal moderado';
  return 'Sinal ruim';
}

test('lista de nós: nome, modelo, estado, sinal e ações de cada nó', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@dashboard', '@mesh'],
}), async ({ app, page, router }) => {
  await app.signIn();
  await dashboardLoaded(page);
  const { nodes, syncing } = await router.easymesh();
  // the controller and its two agents
  expect(nodes.length).toBe(3);
  expect(nodes.filter((n) => n.isRoot)).toHaveLength(1);
  for (const node of nodes) {
    const item = nodeItem(page, node.name);
    await expect(item).toContainText(node.model === '' ? 'Aplicando configurações…' : node.model);
    // the controller is syncing while its mesh says so (spec 1 §4: 5 minutes or until a node pairs)
    const online = node.isRoot && syncing === 1 ? 'Sincronizando' : 'Online';
    await expect(item).toContainText(node.is_online ? (node.out_of_mesh ? 'Fora da rede' : online) : 'Offline');
    await expect(item.getByRole('link', { name: `Ver ${node.name}` })).toHaveAttribute('href', `/mesh/${node.mac}`);
    await expect(item.getByRole('link', { name: `Renomear ${node.name}` })).toHaveAttribute('href', `/mesh/${node.mac}/location`);
    if (node.isRoot) {
      await expect(item).toContainText('Nó principal');
      await expect(item.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
    } else {
      // the signal of a node that answers (the levels' limits: the next scenario)
      if (node.is_online) await expect(item).toContainText(expectedSignal(node.rssi, node.backhaul));
      else await expect(item).not.toContainText(/Sinal|Cabeado/);
      await expect(item.getByRole('button', { name: `Remover ${node.name}` })).toBeVisible();
    }
  }
  await expect(card(page, 'Rede inMesh').getByRole('link', { name: 'Adicionar roteador' })).toHaveAttribute('href', '/mesh/onboarding');
});

test('o sinal de um nó muda de nível na lista com a leitura de 4 s, nos limites da página do nó', scenario({
  device: { profile: 'demo', mesh: { agents: 1 } },
  needs: ['mesh', 'clock', 'control'],
  effects: ['session'],
  tags: ['@dashboard', '@mesh'],
}), async ({ app, page, clock, router, target, emulator }) => {
  await app.signIn();
  await dashboardLoaded(page);
  const agent = (await router.easymesh()).nodes.find((n) => !n.isRoot)!;
  for (const [rssi, label] of [[-65, 'Sinal bom'], [-66, 'Sinal moderado'], [-76, 'Sinal moderado'], [-77, 'Sinal ruim'], [-1, 'Cabeado']] as const) {
    await emulator.node(agent.mac, { rssi, ...(rssi === -1 ? { backhaul: 3 } : { backhaul: 1 }) });
    await clock.advance(timing.poll.mesh);
    await expect(nodeItem(page, agent.name)).toContainText(label);
  }
});

test('nó offline e nó aplicando configurações', scenario({
  device: { profile: 'demo', mesh: { agents: 1 } },
  needs: ['mesh', 'clock', 'control'],
  effects: ['session', 'mesh-topology'],
  tags: ['@dashboard', '@mesh'],
}), async ({ app, page, clock, router, target, emulator }) => {
  await app.signIn();
  await dashboardLoaded(page);
  const agent = (await router.easymesh()).nodes.find((n) => !n.isRoot)!;
  await emulator.node(agent.mac, { online: false });
  await clock.advance(timing.poll.mesh);
  const offline = nodeItem(page, agent.name);
  await expect(offline).toContainText('Offline');
  await expect(offline).not.toContainText(/Sinal|Cabeado/);

  // A new router pairs after a sync: online, without a model while it applies its configuration (about 1.5 min).
  await emulator.pendingRouter('Twibi Force AX');
  const sync = await router.raw('POST', 'action', { actionID: 3 });
  expect(sync.status).toBe(200);
  await clock.advance(timing.wait.meshJoin + timing.poll.mesh);
  const newcomer = (await router.easymesh()).nodes.find((n) => !n.isRoot && n.mac !== agent.mac)!;
  expect(newcomer.model).toBe('');
  const applying = card(page, 'Rede inMesh').getByRole('listitem').filter({ hasText: 'Aplicando configurações…' });
  await expect(applying).toContainText('Online');
  await expect(applying.getByRole('link', { name: /^Ver / })).toHaveAttribute('href', `/mesh/${newcomer.mac}`);
  await clock.advance(timing.wait.applyingSettings);
  await expect(card(page, 'Rede inMesh')).not.toContainText('Aplicando configurações…');
  await expect(card(page, 'Rede inMesh').getByRole('link', { name: /^Ver / })).toHaveCount(3);
  expect((await router.easymesh()).nodes.find((n) => n.mac === newcomer.mac)!.model).toBe('Twibi Force AX');
});

test('"Remover" leva à página do nó, que conduz a remoção', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@dashboard', '@mesh', '@bench'],
}), async ({ app, page, router }) => {
  await app.signIn();
  await dashboardLoaded(page);
  const agent = (await router.easymesh()).nodes.find((n) => !n.isRoot)!;
  await app.press(`Remover ${agent.name}`);
  await app.expectPath(`/mesh/${agent.mac}?remove`);
  // nothing is removed by the dashboard itself
  expect((await router.easymesh()).nodes.some((n) => n.mac === agent.mac)).toBe(true);
});
