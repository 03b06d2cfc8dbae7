/**
 * The MAC, IP and port filters (spec 3 §5 'Filters'): each kind's own fields and rules in the form, the same values
 * refused by the router, and what it stores.
 */
import { PortProtocol, sizeMessage, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectRefused, FILTERS, row, sample, store } from './filter-world';

test('filtro de MAC: MAC válido e único entre os filtros; o roteador guarda em maiúsculas', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const [taken] = await store(router, sample.mac('AA:BB:CC:11:22:33', 'Tablet'));
  await app.signIn({ at: `${FILTERS}/mac` });
  await app.press('Adicionar filtro');
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(page.getByLabel('Endereço MAC')).toHaveAttribute('maxlength', '17');
  await app.fill('Descrição', 'Console');
  for (const [value, message] of [['AA:BB:CC', m.invalidMac], ['', m.required], [taken.target.toLowerCase(), m.filterMacInUse]]) {
    await app.fill('Endereço MAC', value);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();
  }
  await app.fill('Endereço MAC', 'aa:bb:cc:44:55:66');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Filtros de MAC', 'Console')).toContainText('AA:BB:CC:44:55:66');
  expect(await router.filters()).toContainEqual(expect.objectContaining({ type: 0, target: 'AA:BB:CC:44:55:66', description: 'Console' }));

  const ok = sample.mac('AA:BB:CC:77:88:99', 'Outro');
  await expectRefused(router, 'POST', 'filter', { ...ok, target: 'AA:BB:CC' }, m.invalidMac);
  await expectRefused(router, 'POST', 'filter', { ...ok, target: taken.target.toLowerCase() }, m.filterMacInUse);
});

test('filtro de IP: IPv4 ou IPv6 conforme o tipo, único entre os filtros de IP', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const [v4, v6] = await store(router, sample.ip(1, '192.168.0.60', 'Impressora'), sample.ip(2, 'fe80::60', 'Câmera'));
  await app.signIn({ at: `${FILTERS}/ip` });
  await expect(row(page, 'Filtros de IP', 'Impressora')).toContainText('IPv4 · 192.168.0.60');
  await expect(row(page, 'Filtros de IP', 'Câmera')).toContainText('IPv6 · fe80::60');
  await app.press('Adicionar filtro');
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(page.getByLabel('IPv4')).toBeChecked();
  await app.fill('Descrição', 'Servidor');
  await app.fill('Endereço IP', 'fe80::61');
  await expect(page.getByText(m.invalidAddress, { exact: true })).toBeVisible();
  await app.fill('Endereço IP', v4.target);
  await expect(page.getByText(m.filterIpInUse, { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  await app.check('IPv6');
  await app.fill('Endereço IP', v6.target.toUpperCase());
  await expect(page.getByText(m.filterIpInUse, { exact: true })).toBeVisible();
  await app.fill('Endereço IP', 'fe80::61');
  await expect(save).toBeEnabled();
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Filtros de IP', 'Servidor')).toContainText('IPv6 · fe80::61');
  expect(await router.filters()).toContainEqual(expect.objectContaining({ type: 2, target: 'fe80::61', description: 'Servidor' }));

  await expectRefused(router, 'POST', 'filter', sample.ip(1, 'fe80::62'), m.invalidAddress);
  await expectRefused(router, 'POST', 'filter', sample.ip(2, '192.168.0.61'), m.invalidAddress);
  await expectRefused(router, 'POST', 'filter', sample.ip(1, v4.target), m.filterIpInUse);
});

test('filtro de portas: faixa válida, em ordem, sem sobrepor outra do mesmo protocolo', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  await store(router, sample.port(6881, 6889, PortProtocol.Tcp, 'Torrent'));
  await app.signIn({ at: `${FILTERS}/port` });
  await expect(row(page, 'Filtros de portas', 'Torrent')).toContainText('Portas 6881 a 6889 · TCP');
  await app.press('Adicionar filtro');
  await expect(page.getByLabel('TCP/UDP', { exact: true })).toBeChecked();
  await app.fill('Descrição', 'Jogos');
  await app.fill('Porta inicial', '6880');
  await app.fill('Porta final', '6885');
  const cases: Array<[string, string, string, string]> = [
    ['Porta inicial', '', m.required, '6880'],
    ['Porta inicial', '0', m.port, '6880'],
    ['Porta final', '65536', m.port, '6885'],
    ['Porta final', '6000', m.portRangeOrder, '6885'],
    ['Descrição', 'x'.repeat(33), sizeMessage(1, 32), 'Jogos'],
  ];
  // 6880–6885 meets the TCP rule: TCP/UDP and TCP are refused, UDP alone is free.
  await expect(page.getByText(m.portRangeInUse, { exact: true })).toBeVisible();
  await page.getByLabel('TCP', { exact: true }).check();
  await expect(page.getByText(m.portRangeInUse, { exact: true })).toBeVisible();
  await page.getByLabel('UDP', { exact: true }).check();
  await expect(page.getByText(m.portRangeInUse, { exact: true })).toHaveCount(0);
  for (const [label, value, message, back] of cases) await app.expectFieldRule(label, value, message, back);
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Filtros de portas', 'Jogos')).toContainText('Portas 6880 a 6885 · UDP');
  expect(await router.filters()).toContainEqual(expect.objectContaining({
    type: 4, target: '', protocol: 1, port_start: 6880, port_end: 6885, description: 'Jogos',
  }));

  const ok = sample.port(7000, 7010, PortProtocol.Both, 'Outra');
  await expectRefused(router, 'POST', 'filter', { ...ok, port_start: 0 }, m.port);
  await expectRefused(router, 'POST', 'filter', { ...ok, port_end: 6999 }, m.portRangeOrder);
  await expectRefused(router, 'POST', 'filter', { ...ok, port_start: 6889, port_end: 6890 }, m.portRangeInUse);
});

test('filtro de MAC ou de IP a partir de um dispositivo conectado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const devices = (await router.raw('GET', 'connected_device', undefined, await router.login())).body as Array<
    { mac: string; ip: string; hostname: string; signalLevel: number }
  >;
  const filtered = new Set((await router.filters()).map((f) => f.target.toUpperCase()));
  const device = devices.find((d) => d.hostname !== '' && d.ip !== '' && d.signalLevel !== -100 && !filtered.has(d.mac.toUpperCase()));
  if (!device) throw new Error('o perfil demo não tem um dispositivo conectado sem filtro');
  await app.signIn({ at: `${FILTERS}/mac` });
  await app.press('Adicionar filtro');
  await app.fill('Descrição', device.hostname.slice(0, 32));
  await app.press(`Usar ${device.hostname}`);
  await expect(page.getByLabel('Endereço MAC')).toHaveValue(device.mac);
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await router.filters()).toContainEqual(expect.objectContaining({ type: 0, target: device.mac.toUpperCase() }));

  await app.open(`${FILTERS}/ip`);
  await app.press('Adicionar filtro');
  await app.check('IPv6');
  await app.fill('Descrição', device.hostname.slice(0, 32));
  await app.press(`Usar ${device.hostname}`);
  // The pick fills an IPv4 address, so the type follows.
  await expect(page.getByLabel('IPv4')).toBeChecked();
  await expect(page.getByLabel('Endereço IP')).toHaveValue(device.ip);
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await router.filters()).toContainEqual(expect.objectContaining({ type: 1, target: device.ip }));
});
