/** The mesh proxy's rules (spec 1 §4 Mesh polling, §7): timeouts retried 5 times, 'in progress', a node's 401. */
import { ProxyCode, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { AGENTS, count, managedAgent, meshProfile, openNodeTimingOut, row } from './mesh-control';

const [quarto] = AGENTS;
const nodeTokens = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('nodeTokens') ?? '{}') as Record<string, string>);

test('três timeouts do proxy são repetidos e a página funciona', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, emulator, router }) => {
  // an agent the router lists; the proxy's next 3 answers are a node's timeout, given at the front door
  // (openNodeTimingOut: the node's page is the only caller of the proxy)
  const node = await managedAgent(router);
  await openNodeTimingOut(app, emulator, router, node.mac, 3);
  await expect(row(page, 'Modelo')).toHaveText(node.model);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  // The login on the node took 3 retries; then the node's five reads.
  expect(count(await router.journal(), 'POST', 'http_request')).toBeGreaterThanOrEqual(4 + 5);
});

test('seis timeouts esgotam as 5 repetições: erro, e "Tentar novamente" funciona', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, emulator, router }) => {
  const node = await managedAgent(router);
  await openNodeTimingOut(app, emulator, router, node.mac, 6);
  await app.expectAlert('Não foi possível ler as informações deste nó.');
  // The first call is the login on the node: sent once and retried 5 times.
  const journal = await router.journal();
  expect(count(journal, 'POST', 'http_request')).toBe(6);
  await app.press('Tentar novamente');
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  expect(await nodeTokens(page)).toHaveProperty(node.mac);
});

test("'Operation now in progress' espera 800 ms e falha", scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'clock', 'faults'],
  // the UI's 800 ms wait
  realTime: '1s',
  effects: ['session', 'reboot', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator, clock }) => {
  const node = await managedAgent(router);
  await app.signIn({ at: `/mesh/${node.mac}` });
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  // The next proxied call (the removal's factory reset) meets a node busy with another request: the proxy's answer
  // given at the front door, so the reset never reaches the node (an online node's page makes no proxied call
  // meanwhile: it read the node once, when it opened).
  await emulator.fault({ method: 'POST', path: '/api/v1/http_request', body: { status: 0, code: ProxyCode.InProgress }, times: 1 });
  await clock.pause();
  await app.press('Remover');
  await router.clearJournal();
  await app.confirm('Remover');
  await expect.poll(async () => count(await router.journal(), 'POST', 'http_request')).toBe(1);
  await clock.advance(timing.wait.meshInProgress - 100);
  // not yet, 100 ms before the wait ends: an instant real time cannot hold (the bench's clock runs on meanwhile)
  if (!clock.real) await expect(app.dialog('Não foi possível remover o nó')).toHaveCount(0);
  await clock.advance('100ms');
  await expect(app.dialog('Não foi possível remover o nó')).toBeVisible();
  // Failed without a second try, and nothing was removed.
  const journal = await router.journal();
  expect(count(journal, 'POST', 'http_request')).toBe(1);
  expect(count(journal, 'DELETE', `easymesh/${node.mac}`)).toBe(0);
  expect((await router.easymesh()).nodes.find((n) => n.mac === node.mac)?.is_online).toBe(true);
});

test('sessão do nó expirada (401): novo login no nó e a leitura repetida', scenario({
  device: meshProfile(1),
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, emulator, clock, router }) => {
  test.slow(); // 11 minutes of virtual time
  await app.signIn({ at: `/mesh/${quarto.mac}` });
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  const before = (await nodeTokens(page))[quarto.mac];
  expect(before).toBeTruthy();
  // On the dashboard the controller's session stays in use (its polls); the node's goes idle and is dropped.
  await app.open('/');
  await clock.advance(timing.wait.sessionIdle + 60_000);
  await router.clearJournal();
  await app.open(`/mesh/${quarto.mac}`);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  await expect.poll(async () => (await nodeTokens(page))[quarto.mac]).not.toBe(before);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Only the node was logged in again: the controller's own session held.
  const journal = await router.journal();
  expect(journal.filter((e) => e.path === '/api/v1/session')).toHaveLength(0);
  expect(journal.some((e) => e.status === 401)).toBe(false);
});

test('sessions/expire: o painel renova a sessão do controlador, o nó responde 401 e ganha novo login', scenario({
  device: meshProfile(1),
  needs: ['control'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, emulator, router }) => {
  await app.signIn({ keep: true, at: `/mesh/${quarto.mac}` });
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  const node = (await nodeTokens(page))[quarto.mac];
  const controller = await app.sessionItem('token');
  await emulator.expireSessions();
  // The dashboard's first call gets 401: a silent new login on the controller (keep session), then a reload.
  await app.open('/');
  await expect
    .poll(() => app.sessionItem('reloginAt').catch(() => null))
    .not.toBeNull();
  await app.expectHeading('Dashboard');
  expect(await app.sessionItem('token')).not.toBe(controller);
  await router.clearJournal();
  await app.open(`/mesh/${quarto.mac}`);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  await expect.poll(async () => (await nodeTokens(page))[quarto.mac]).not.toBe(node);
  expect((await router.journal()).filter((e) => e.path === '/api/v1/session')).toHaveLength(0);
});
