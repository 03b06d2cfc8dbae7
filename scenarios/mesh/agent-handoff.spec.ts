/**
 * Spec 1 §2.2 step 5 and §7 `POST {controller}/api/v1/session`: opened on a mesh agent, the UI logs into the
 * controller and takes the owner there. On the emulator each node answers on its own loopback address (an agent
 * whose LAN address ends in N at 127.0.0.N, the controller at 127.0.0.1): nothing but loopback is contacted.
 */
import { expect, scenario, test } from '../dsl';
import { card, dashboardLoaded } from '../dashboard/world';

test('aberto num nó secundário, o painel entra no principal e leva o dono até ele', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  // the nodes' loopback addresses are the emulator's way of putting them on one network
  needs: ['mesh', 'control'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router, target }) => {
  const agent = (await router.easymesh()).nodes.find((n) => !n.isRoot)!;
  const controllerOrigin = new URL(target.baseURL).origin;
  const agentOrigin = controllerOrigin.replace('127.0.0.1', `127.0.0.${agent.ip.split('.').at(-1)}`);
  // The agent knows where its controller is.
  const agentMesh = (await router.raw('POST', 'http_request', { dest: `${agent.ip}/api/v1/easymesh`, method: 0 }, await router.login()));
  expect(agentMesh.status).toBe(200);
  await router.clearJournal();

  await page.goto(`${agentOrigin}/login`);
  await app.login();
  // The owner ends on the controller's dashboard, signed in by the hand-over: no second login form.
  await page.waitForURL((url) => url.origin === controllerOrigin && url.pathname === '/');
  await dashboardLoaded(page);
  await expect(card(page, 'Rede inMesh')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
  // The controller was asked for a session once, by the agent's page (the journal lists the controller's requests).
  const logins = (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/session');
  expect(logins.map((e) => e.status)).toEqual([200]);
});

test('aberto no principal, o painel fica nele', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, target }) => {
  await app.signIn();
  await dashboardLoaded(page);
  expect(new URL(page.url()).origin).toBe(new URL(target.baseURL).origin);
  await app.expectPath('/');
});
