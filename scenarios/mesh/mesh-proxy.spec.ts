/** The mesh proxy's rules (spec 1 §4 Mesh polling, §7): timeouts retried 5 times, 'in progress', a node's 401. */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { AGENTS, count, meshProfile, openNodeTimingOut, row } from './mesh-control';

const [quarto] = AGENTS;
const nodeTokens = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('nodeTokens') ?? '{}') as Record<string, string>);

test('três timeouts do proxy são repetidos e a página funciona', scenario({
  device: meshProfile(1),
  needs: ['control'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, emulator, target, router }) => {
  await openNodeTimingOut(app, emulator, router, quarto.mac, 3);
  await expect(row(page, 'Modelo')).toHaveText(quarto.model);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  // The login on the node took 3 retries; then the node's five reads.
  expect(count(await router.journal(), 'POST', 'http_request')).toBeGreaterThanOrEqual(4 + 5);
});

test('seis timeouts esgotam as 5 repetições: erro, e "Tentar novamente" funciona', scenario({
  device: meshProfile(1),
  needs: ['control'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, emulator, target, router }) => {
  await openNodeTimingOut(app, emulator, router, quarto.mac, 6);
  await app.expectAlert('Não foi possível ler as informações deste nó.');
  // The first call is the login on the node: sent once and retried 5 times.
  const journal = await router.journal();
  expect(count(journal, 'POST', 'http_request')).toBe(6);
  await app.press('Tentar novamente');
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  expect(await nodeTokens(page)).toHaveProperty(quarto.mac);
});

test("'Operation now in progress' espera 800 ms e falha", scenario({
  device: meshProfile(2),
  needs: ['clock', 'control'],
  effects: ['session', 'reboot', 'mesh-topology'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator, clock, target }) => {
  const node = AGENTS[1];
  await app.signIn({ at: `/mesh/${node.mac}` });
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeVisible();
  // The next proxied call (the removal's factory reset) meets a node busy with another request.
  await emulator.proxyFault(node.mac, 'Operation now in progress', 1);
  await clock.pause();
  await app.press('Remover');
  await router.clearJournal();
  await app.confirm('Remover');
  await expect.poll(async () => count(await router.journal(), 'POST', 'http_request')).toBe(1);
  await clock.advance(timing.wait.meshInProgress - 100);
  await expect(app.dialog('Não foi possível remover o nó')).toHaveCount(0);
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
