/**
 * Automatic IP-conflict resolution (spec 2 §4.4): the ISP hands the WAN an address inside the LAN's network
 * (provoked with the control API); on entering the product the LAN moves to the next network, is saved and
 * applied, the product waits for the router (§4.7, virtual clock) and logs in again, and 'Conflito resolvido!'
 * shows the new LAN address. Over HTTPS: https.spec.ts.
 */
import { LanList, lanNotInWan, lanPath, WanList, wanPath } from '@roteador/contract';
import { expect, RESTARTING, scenario, test } from '../dsl';

const RESOLVED = 'Conflito resolvido!';

test('conflito de IP entre WAN e LAN: a LAN vai para a próxima rede e "Conflito resolvido!" mostra o novo IP', scenario({
  device: { profile: 'demo' },
  needs: ['control', 'clock'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, emulator, clock, router }) => {
  const before = (await emulator.state()).network;
  expect(before.lan.ip4).toBe('192.168.0.1');
  await emulator.wan({ ip4: '192.168.0.50', netmask: '255.255.255.0' });

  await app.signIn();
  // The LAN is moved and applied: the router restarts.
  await expect(app.dialog(RESTARTING)).toBeVisible();
  let stored = (await emulator.state()).network;
  expect(stored.lan).toMatchObject({ ip4: '192.168.1.1', netmask: '255.255.255.0' });
  await app.waitForRestart(clock, RESOLVED);
  await expect(app.dialog(RESOLVED)).toContainText('192.168.1.1');
  await app.confirm('Ok, entendi');
  await expect(app.dialog(RESOLVED)).toHaveCount(0);
  // Logged in again: still in the product, the dashboard answering.
  await app.expectPath('/');

  stored = (await emulator.state()).network;
  expect(stored.lan.ip4).toBe('192.168.1.1');
  expect(stored.dhcp).toMatchObject({ rangeStart: '192.168.1.100', rangeEnd: '192.168.1.250', dns1: '192.168.1.1' });
  expect(stored.leases.map((l: { ip: string }) => l.ip)).toEqual(before.leases.map((l: { ip: string }) => l.ip.replace('192.168.0.', '192.168.1.')));
  const api = await router.raw('GET', 'lan', undefined, await router.login());
  expect(api.body).toEqual([expect.objectContaining({ ip4: '192.168.1.1' })]);
  // Written once: PUT interface, PUT dhcp_server, apply.
  const writes = (await router.journal()).filter((e) => e.method === 'PUT' || e.path === '/api/v1/action').map((e) => `${e.method} ${e.path}`);
  expect(writes).toEqual(['PUT /api/v1/interface/lan', 'PUT /api/v1/dhcp_server/lan', 'POST /api/v1/action']);

  // The LAN page shows the new address.
  await app.open('/network/lan');
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue('192.168.1.1');
});

test('sem conflito (WAN em outra rede): nada muda', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  // The ISP handed the WAN an address in another network than the LAN's.
  const [lan] = await router.read(lanPath, LanList);
  const [wan] = await router.read(wanPath, WanList);
  expect(lanNotInWan(lan.ip4, lan.netmask, wan.ip4, wan.netmask)).toBeUndefined();
  await router.clearJournal();
  await app.signIn();
  // The check reads the WAN once on entering.
  await expect.poll(async () => (await router.journal()).some((e) => e.method === 'GET' && e.path === '/api/v1/wan')).toBe(true);
  await page.waitForLoadState('networkidle');
  await app.expectNoText(RESOLVED);
  const journal = await router.journal();
  expect(journal.filter((e) => e.method === 'PUT' || e.path === '/api/v1/action')).toEqual([]);
  expect((await router.read(lanPath, LanList))[0]).toEqual(lan);
});

test('conflito no modo ponto de acesso: o endereço da LAN não é mexido', scenario({
  device: { profile: { base: 'demo', operationMode: 1, meshRole: 'controller' } },
  needs: ['control'],
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page, emulator, router }) => {
  const before = (await emulator.state()).network;
  await emulator.wan({ ip4: '192.168.0.50', netmask: '255.255.255.0' });
  await app.signIn();
  await page.waitForLoadState('networkidle');
  await app.expectNoText(RESOLVED);
  expect((await router.journal()).filter((e) => e.method === 'PUT' || e.path === '/api/v1/action')).toEqual([]);
  expect((await emulator.state()).network.lan).toEqual(before.lan);
});
