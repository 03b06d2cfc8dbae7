/** /mesh/{id}: the node detail of a primary and a secondary node, its sections and its reads (spec 1 §2.8). */
import { DateTimeList, Interface, LanList, RadioList, timeZoneOffset, versionBelow } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { uptimeSeconds } from '../dashboard/world';
import {
  backhaulText, count, dateTimeSeconds, expectFirmwareRow, managedAgent, nodeApi, row, signalText, wifiStandardText,
} from './mesh-control';

test('nó principal: cabeçalho, seções e informações avançadas, sem "Remover"', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@mesh', '@time'],
}), async ({ app, page, router, target }) => {
  const local = await router.device();
  const mesh = await router.easymesh();
  expect(mesh.nodes[0]).toMatchObject({ mac: local.mac, isRoot: true });
  const { datetime: clock, timezone } = (await router.read('datetime', DateTimeList))[0];
  await app.signIn({ at: `/mesh/${local.mac}` });
  await app.expectHeading('Nó principal');
  await expect(page.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await expect(row(page, 'Status')).toHaveText('Online');
  await expect(row(page, 'Modelo')).toHaveText(local.model);
  await expect(row(page, 'Localização')).toContainText(local.alias);
  await expect(page.getByRole('link', { name: 'Editar localização' })).toHaveAttribute('href', `/mesh/${local.mac}/location`);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeChecked({ checked: local.leds });
  await expectFirmwareRow(page, target.baseURL, local.mac, local.fw_version);

  // Collapsed until asked for.
  await expect(row(page, 'Data e hora')).toHaveCount(0);
  await app.press('Informações avançadas');
  // the router's clock and uptime as read when the page opened: between what the router said before and after
  await expect(row(page, 'Data e hora')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}:\d{2}$/);
  await expect(row(page, 'Tempo ligado')).toHaveText(/^(\d+ dias?, \d+ horas? e |\d+ horas? e )?\d{2}:\d{2}$/);
  const [clockAfter, after] = [(await router.read('datetime', DateTimeList))[0].datetime, await router.device()];
  // in the router's own zone, whatever the browser's
  const shownClock = dateTimeSeconds((await row(page, 'Data e hora').textContent()) ?? '', timezone ? timeZoneOffset(timezone) : 0);
  expect(shownClock).toBeGreaterThanOrEqual(clock);
  expect(shownClock).toBeLessThanOrEqual(clockAfter);
  const shownUptime = uptimeSeconds((await row(page, 'Tempo ligado').textContent()) ?? '');
  expect(shownUptime).toBeGreaterThanOrEqual(Math.floor(local.uptime));
  expect(shownUptime).toBeLessThanOrEqual(Math.ceil(after.uptime));
  const lan = (await router.read('lan', LanList))[0];
  // spec 1 §9: the link is https from firmware 1.3.0 on
  expect(versionBelow(local.fw_version, '1.3.0'), `firmware ${local.fw_version} a partir de 1.3.0`).toBe(false);
  await expect(page.getByRole('link', { name: lan.ip4 })).toHaveAttribute('href', `https://${lan.ip4}`);
  for (const radio of await router.read('radio', RadioList)) {
    await expect(row(page, `Padrão Wi-Fi ${radio.frequency.replace('.', ',')} GHz`)).toHaveText(wifiStandardText(radio.ieee_std));
  }
});

test('nó secundário: conexão, produto e o que o próprio nó informa pelo proxy', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router, target, credentials }) => {
  const node = await managedAgent(router);
  // what the node itself has, read through the controller's proxy as the page does
  const own = await nodeApi(router, credentials, node);
  const lan = (await own.read('lan', LanList))[0];
  const ip6 = (await own.read(`interface/${lan.interfaceID}`, Interface)).ip6_list;
  const radios = await own.read('radio', RadioList);
  await app.signIn({ at: `/mesh/${node.mac}` });
  await app.expectHeading('Nó secundário');
  // Counted from a fresh load of the node page alone (the dashboard's own reads may still land before it).
  await router.clearJournal();
  await page.reload();
  await app.expectHeading('Nó secundário');
  await expect(page.getByRole('button', { name: 'Remover' })).toBeVisible();
  await expect(row(page, 'Status')).toHaveText('Online');
  await expect(row(page, 'Conexão com a rede inMesh')).toHaveText(backhaulText(node.backhaul));
  await expect(row(page, 'Sinal')).toHaveText(signalText(node));
  await expect(row(page, 'Conectado a')).toHaveText((await router.device()).alias);
  await expect(row(page, 'Modelo')).toHaveText(node.model);
  await expect(row(page, 'Endereço MAC (LAN)')).toHaveText(lan.mac);
  await expect(row(page, 'Localização')).toContainText(node.name);
  await expectFirmwareRow(page, target.baseURL, node.mac, node.fw_version);

  await app.press('Informações avançadas');
  // spec 1 §9: the link is https from firmware 1.3.0 on (below: node-link.spec.ts)
  expect(versionBelow(node.fw_version, '1.3.0'), `firmware ${node.fw_version} a partir de 1.3.0`).toBe(false);
  await expect(page.getByRole('link', { name: node.ip })).toHaveAttribute('href', `https://${node.ip}`);
  // numbered from 1, link-local last
  const ordered = [...ip6.filter((a) => !/^fe[89ab][0-9a-f]:/i.test(a)), ...ip6.filter((a) => /^fe[89ab][0-9a-f]:/i.test(a))];
  for (const [i, address] of ordered.entries()) await expect(row(page, `Endereço IPv6 ${i + 1}`)).toHaveText(address);
  for (const radio of radios) {
    await expect(row(page, `Padrão Wi-Fi ${radio.frequency.replace('.', ',')} GHz`)).toHaveText(wifiStandardText(radio.ieee_std));
  }

  // The node is read through the controller's proxy: its device, clock, LAN, interface, radios (the node's token is
  // kept in the tab, so the reload may not log in on the node again).
  const journal = await router.journal();
  expect(count(journal, 'POST', 'http_request')).toBeGreaterThanOrEqual(5);
  // (The local LAN is read too, by the IP-conflict check made on entering the app, spec 2 §4.4: not counted.)
  for (const path of ['radio', 'datetime']) expect(count(journal, 'GET', path)).toBe(0);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('nodeTokens') ?? '{}'))).toHaveProperty(node.mac);
});

test('endereços IPv6 numerados, o link-local por último', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh', 'faults'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, page, router, emulator }) => {
  const local = await router.device();
  const lan = ((await router.raw('GET', 'lan')).body as { interfaceID: string }[])[0];
  const iface = (await router.raw('GET', `interface/${lan.interfaceID}`)).body as Record<string, unknown>;
  await emulator.fault({
    method: 'GET',
    path: `/api/v1/interface/${lan.interfaceID}`,
    body: { ...iface, ip6_list: ['fe80::6ab8:ff:fe4d:2517', '2804:14d:5c50:8000::1', 'fd00:cafe::1'] },
  });
  await app.signIn({ at: `/mesh/${local.mac}` });
  await app.press('Informações avançadas');
  await expect(row(page, 'Endereço IPv6 1')).toHaveText('2804:14d:5c50:8000::1');
  await expect(row(page, 'Endereço IPv6 2')).toHaveText('fd00:cafe::1');
  await expect(row(page, 'Endereço IPv6 3')).toHaveText('fe80::6ab8:ff:fe4d:2517');
});

test('id desconhecido volta ao painel', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  effects: ['session'],
  tags: ['@mesh'],
}), async ({ app, router }) => {
  await app.signIn({ at: '/mesh/AA:BB:CC:00:00:99' });
  await app.expectPath('/');
  expect((await router.easymesh()).nodes.map((n) => n.mac)).not.toContain('AA:BB:CC:00:00:99');
});
