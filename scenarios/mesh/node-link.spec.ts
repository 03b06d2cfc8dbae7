/**
 * Spec 1 §9 and §4: the link to a node — https from firmware 1.3.0 on, http below — and a node's syncing state
 * (5 minutes or until a node pairs) on the dashboard and on the node page.
 */
import { timing } from '@roteador/contract';
import type { Page } from '@playwright/test';
import { expect, scenario, test } from '../dsl';
import { card, dashboardLoaded } from '../dashboard/world';
import { row } from './mesh-control';

/** The `dest` of every call the page sends through the mesh proxy (POST http_request), from here on. */
function proxiedDests(page: Page): string[] {
  const dests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/http_request') dests.push(JSON.parse(r.postData() ?? '{}').dest);
  });
  return dests;
}

const nodeItem = (page: Page, name: string) =>
  card(page, 'Rede inMesh').getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('um nó com firmware 1.3.0 ou mais novo é chamado por https, e a página do nó carrega', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router }) => {
  const agent = (await router.easymesh()).nodes.find((n) => !n.isRoot && n.is_online && !n.out_of_mesh && n.model !== '')!;
  expect(agent, 'um nó online na mesh').toBeDefined();
  const [major, minor] = agent.fw_version.split('.').map(Number);
  expect(major > 1 || (major === 1 && minor >= 3), `firmware ${agent.fw_version} a partir de 1.3.0`).toBe(true);
  const dests = proxiedDests(page);
  await app.signIn({ at: `/mesh/${agent.mac}` });
  await expect(row(page, 'Modelo')).toHaveText(agent.model);
  expect(dests.length).toBeGreaterThan(0);
  for (const dest of dests) expect(dest).toMatch(new RegExp(`^https://${agent.ip.replaceAll('.', '\\.')}/api/v1/`));
  // the node's clickable address links the same way
  await app.press('Informações avançadas');
  await expect(page.getByRole('link', { name: agent.ip })).toHaveAttribute('href', `https://${agent.ip}`);
});

test('um nó com firmware abaixo de 1.3.0 é chamado por http; o nó não atende pelo esquema errado', scenario({
  device: { profile: { base: 'demo', fwVersion: '1.2.4', meshAgents: 1 } },
  needs: ['mesh', 'control'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router }) => {
  const agent = (await router.easymesh()).nodes.find((n) => !n.isRoot)!;
  expect(agent.fw_version).toBe('1.2.4');
  const dests = proxiedDests(page);
  await app.signIn({ at: `/mesh/${agent.mac}` });
  await expect(row(page, 'Modelo')).toHaveText(agent.model);
  expect(dests.length).toBeGreaterThan(0);
  for (const dest of dests) expect(dest.startsWith(`http://${agent.ip}/api/v1/`), dest).toBe(true);
  // the node's clickable address links the same way
  await app.press('Informações avançadas');
  await expect(page.getByRole('link', { name: agent.ip })).toHaveAttribute('href', `http://${agent.ip}`);
  // The router's side of the rule: its proxy finds no https server on that node, and the http one answers.
  const token = await router.login();
  const call = (dest: string) => router.raw('POST', 'http_request', { dest, method: 0 }, token);
  expect((await call(`https://${agent.ip}/api/v1/status`)).body).toEqual({ status: 0, code: 'timeout' });
  expect((await call(`http://${agent.ip}/api/v1/status`)).body).toMatchObject({ status: 200 });
});

test('sincronizando: o painel e a página do nó principal mostram o estado até a janela de 5 minutos acabar', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'clock'],
  effects: ['session', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, page, router, clock }) => {
  const root = (await router.easymesh()).nodes.find((n) => n.isRoot)!;
  await app.signIn();
  await dashboardLoaded(page);
  await expect(nodeItem(page, root.name)).toContainText('Online');
  // A sync (action 3, as 'Sincronizar' on /network/mesh sends it): the controller's mesh says syncing.
  expect((await router.raw('POST', 'action', { actionID: 3 }, await router.login())).status).toBe(200);
  expect((await router.easymesh()).syncing).toBe(1);
  await clock.advance(timing.poll.mesh); // the mesh poll
  await expect(nodeItem(page, root.name)).toContainText('Sincronizando');
  await app.open(`/mesh/${root.mac}`);
  const notice = page.getByText('Este roteador está procurando um novo roteador para a rede mesh', { exact: false });
  await expect(notice).toBeVisible();
  // syncing is online: what the node knows still loads
  await expect(row(page, 'Modelo')).toHaveText(root.model);
  // No node pairs: the window ends after 5 minutes and the node is online again, on both pages.
  await clock.advance(timing.wait.meshSyncing);
  expect((await router.easymesh()).syncing).not.toBe(1);
  await expect(notice).toHaveCount(0);
  await app.open('/');
  await expect(nodeItem(page, root.name)).toContainText('Online');
  await expect(nodeItem(page, root.name)).not.toContainText('Sincronizando');
});
