/** /mesh/{id}: the node detail of a primary and a secondary node, its sections and its reads (spec 1 §2.8). */
import { expect, scenario } from '../dsl';
import { AGENTS, count, meshProfile, row } from './mesh-control';

const [quarto] = AGENTS;

scenario('nó principal: cabeçalho, seções e informações avançadas, sem "Remover"', {
  device: meshProfile(2),
  needs: ['control'],
  effects: ['session'],
  tags: ['@mesh'],
}, async ({ app, page, router }) => {
  const local = await router.device();
  const mesh = await router.easymesh();
  expect(mesh.nodes[0]).toMatchObject({ mac: local.mac, isRoot: true });
  await app.signIn({ at: `/mesh/${local.mac}` });
  await app.expectHeading('Nó principal');
  await expect(page.getByRole('button', { name: 'Remover' })).toHaveCount(0);
  await expect(row(page, 'Status')).toHaveText('Online');
  await expect(row(page, 'Modelo')).toHaveText(local.model);
  await expect(row(page, 'Localização')).toContainText(local.alias);
  await expect(page.getByRole('link', { name: 'Editar localização' })).toHaveAttribute('href', `/mesh/${local.mac}/location`);
  await expect(page.getByRole('switch', { name: 'Status dos LEDs' })).toBeChecked();
  await expect(row(page, 'Versão do firmware')).toContainText(local.fw_version);
  await expect(row(page, 'Versão do firmware')).toContainText('Atualizado!');

  // Collapsed until asked for.
  await expect(row(page, 'Data e hora')).toHaveCount(0);
  await app.press('Informações avançadas');
  await expect(row(page, 'Data e hora')).toHaveText(/^15\/01\/2026/);
  await expect(row(page, 'Tempo ligado')).toHaveText(/^3 dias, 4 horas e \d{2}:\d{2}$/);
  const lan = (await router.raw('GET', 'lan')).body as { ip4: string }[];
  await expect(page.getByRole('link', { name: lan[0].ip4 })).toHaveAttribute('href', `http://${lan[0].ip4}`);
  await expect(row(page, 'Padrão Wi-Fi 5 GHz')).toHaveText('802.11ax (Wi-Fi 6)');
});

scenario('nó secundário: conexão, produto e o que o próprio nó informa pelo proxy', {
  device: meshProfile(2),
  needs: ['control'],
  effects: ['session'],
  tags: ['@mesh'],
}, async ({ app, page, router, emulator }) => {
  const node = (await router.easymesh()).nodes.find((n) => n.mac === quarto.mac)!;
  expect(node).toMatchObject({ name: quarto.name, model: quarto.model, backhaul: 1, rssi: quarto.rssi, is_online: true });
  await app.signIn({ at: `/mesh/${quarto.mac}` });
  await app.expectHeading('Nó secundário');
  // Counted from a fresh load of the node page alone (the dashboard's own reads may still land before it).
  await router.clearJournal();
  await page.reload();
  await app.expectHeading('Nó secundário');
  await expect(page.getByRole('button', { name: 'Remover' })).toBeVisible();
  await expect(row(page, 'Status')).toHaveText('Online');
  await expect(row(page, 'Conexão com a rede inMesh')).toHaveText('5 GHz');
  await expect(row(page, 'Sinal')).toHaveText('Bom (-58 dBm)');
  await expect(row(page, 'Conectado a')).toHaveText((await router.device()).alias);
  await expect(row(page, 'Modelo')).toHaveText(quarto.model);
  await expect(row(page, 'Endereço MAC (LAN)')).toHaveText(quarto.mac);
  await expect(row(page, 'Localização')).toContainText(quarto.name);
  await expect(row(page, 'Versão do firmware')).toContainText(`${node.fw_version}Atualizado!`);

  await app.press('Informações avançadas');
  await expect(page.getByRole('link', { name: quarto.ip })).toHaveAttribute('href', `http://${quarto.ip}`);
  await expect(row(page, 'Endereço IPv6 1')).toHaveText(/^fe80::/);
  await expect(row(page, 'Padrão Wi-Fi 2.4 GHz')).toHaveText(/^802\.11(n|ax) \(Wi-Fi [46]\)$/);
  await expect(row(page, 'Padrão Wi-Fi 5 GHz')).toHaveText('802.11ax (Wi-Fi 6)');

  // The node is read through the controller's proxy: its device, clock, LAN, interface, radios (the node's token is
  // kept in the tab, so the reload may not log in on the node again).
  const journal = await router.journal();
  expect(count(journal, 'POST', 'http_request')).toBeGreaterThanOrEqual(5);
  // (The local LAN is read too, by the IP-conflict check made on entering the app, spec 2 §4.4: not counted.)
  for (const path of ['radio', 'datetime']) expect(count(journal, 'GET', path)).toBe(0);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('nodeTokens') ?? '{}'))).toHaveProperty(quarto.mac);
});

scenario('endereços IPv6 numerados, o link-local por último', {
  device: meshProfile(1),
  needs: ['faults'],
  effects: ['session'],
  tags: ['@mesh'],
}, async ({ app, page, router, emulator }) => {
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

scenario('id desconhecido volta ao painel', {
  device: meshProfile(1),
  needs: ['control'],
  effects: ['session'],
  tags: ['@mesh'],
}, async ({ app, router }) => {
  await app.signIn({ at: '/mesh/AA:BB:CC:00:00:99' });
  await app.expectPath('/');
  expect((await router.easymesh()).nodes.map((n) => n.mac)).not.toContain('AA:BB:CC:00:00:99');
});
