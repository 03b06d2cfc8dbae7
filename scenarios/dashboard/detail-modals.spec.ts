import { expect, scenario, test, termValue } from '../dsl';
import { dashboardLoaded, stored, storedFirst, uptimeSeconds, wanConnected } from './world';

interface Wan {
  mode: 0 | 1 | 2; ip4: string; netmask: string; gateway: string; mtu: number; clonedMac: string; connection_uptime: number;
  dns_v4: { automatic: boolean; dns1: string; dns2: string; dns3: string };
  interface: { mac: string; ip4: string; netmask: string; mtu: number; ip6_list: string[] };
}
interface Lan { ip4: string; netmask: string; mac: string; ip6_list: string[] }

/** The value beside a label in a details table. */
const row = termValue;

test('"Detalhes da WAN" mostra o que o roteador tem na WAN', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router }) => {
  await wanConnected(router);
  await app.signIn();
  await dashboardLoaded(page);
  const before = await storedFirst<Wan>(router, 'wan');
  await app.press('Detalhes da WAN');
  const dialog = app.dialog('Detalhes da WAN');
  await expect(dialog).toBeVisible();
  // the connection time ticks while the dialog is open: read it, then what the router says after it
  await expect(row(dialog, 'Tempo de conexão')).toHaveText(/^(\d+ dias?, \d+ horas? e |\d+ horas? e )?\d{2}:\d{2}$/);
  const shown = uptimeSeconds((await row(dialog, 'Tempo de conexão').textContent()) ?? '');
  const wan = await storedFirst<Wan>(router, 'wan');

  const modes = { 0: 'Automático (DHCP)', 1: 'IP estático', 2: 'PPPoE' };
  await expect(row(dialog, 'Tipo de conexão')).toHaveText(modes[wan.mode]);
  await expect(row(dialog, 'Endereço IP')).toHaveText(wan.interface.ip4);
  await expect(row(dialog, 'Máscara de sub-rede')).toHaveText(wan.interface.netmask);
  await expect(row(dialog, 'Gateway')).toHaveText(wan.gateway);
  for (const dns of [wan.dns_v4.dns1, wan.dns_v4.dns2].filter(Boolean)) await expect(row(dialog, 'Servidores DNS')).toContainText(dns);
  // the MAC the WAN shows to the provider: the cloned one, when there is one
  const cloned = wan.clonedMac !== '' && !/^(00:){5}00$/.test(wan.clonedMac);
  await expect(row(dialog, 'Endereço MAC')).toHaveText(cloned ? wan.clonedMac : wan.interface.mac);
  await expect(row(dialog, 'MTU')).toHaveText(String(wan.interface.mtu));
  // connected since the router's count: 'N dias, N horas e mm:ss' (or less), between its readings before and after
  // (whole seconds on both sides: the page counts from its own reading, up to a second apart from the router's count)
  expect(before.connection_uptime).toBeGreaterThan(0);
  expect(shown).toBeGreaterThanOrEqual(before.connection_uptime - 1);
  expect(shown).toBeLessThanOrEqual(wan.connection_uptime + 1);
  if (wan.interface.ip6_list.length === 0) await expect(row(dialog, 'IPv6')).toHaveText('Nenhum');

  await app.press('Fechar');
  await expect(dialog).toHaveCount(0);
});

test('"Detalhes da LAN" mostra endereço, máscara, MAC e IPv6 do roteador', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@dashboard', '@bench'],
}), async ({ app, page, router }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await app.press('Detalhes da LAN');
  const dialog = app.dialog('Detalhes da LAN');
  const lan = await storedFirst<Lan>(router, 'lan');
  await expect(row(dialog, 'Endereço IP')).toHaveText(lan.ip4);
  await expect(row(dialog, 'Máscara de sub-rede')).toHaveText(lan.netmask);
  await expect(row(dialog, 'Endereço MAC')).toHaveText(lan.mac);
  // numbered from 1, the link-local address last
  const ordered = [...lan.ip6_list.filter((a) => !a.startsWith('fe80')), ...lan.ip6_list.filter((a) => a.startsWith('fe80'))];
  expect(ordered.length).toBeGreaterThan(0);
  for (const [i, address] of ordered.entries()) await expect(row(dialog, `Endereço IPv6 ${i + 1}`)).toHaveText(address);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('ponto de acesso: "Status do link do ponto de acesso"', scenario({
  device: { profile: { base: 'demo', operationMode: 1 } },
  // on a bench the runner switches the router's mode through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router }) => {
  await wanConnected(router);
  await app.signIn();
  await dashboardLoaded(page);
  await app.press('Detalhes do link');
  const dialog = app.dialog('Status do link do ponto de acesso');
  const wan = await storedFirst<Wan>(router, 'wan');
  await expect(row(dialog, 'Estado')).toHaveText('Conectado');
  await expect(row(dialog, 'Endereço IP')).toHaveText(wan.interface.ip4);
  await expect(row(dialog, 'Roteador principal (gateway)')).toHaveText(wan.gateway);
  await expect(row(dialog, 'Tempo de conexão')).toHaveText(/\d{2}:\d{2}$/);
});

test('repetidor: "Conexão do repetidor" mostra a rede repetida e o sinal', scenario({
  device: { profile: { base: 'demo', operationMode: 3 } },
  // on a bench the runner switches the router's mode through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router }) => {
  type Wireless = { mode: number; ssid: string; frequency: string; client_mode_rssi: number };
  // A repeater is a client of another router's network: the router stores that link (mode 1).
  const networks = await stored<Wireless[]>(router, 'wireless');
  const client = networks.find((w) => w.mode === 1)!;
  await app.signIn();
  await dashboardLoaded(page);
  await app.press('Detalhes do repetidor');
  const dialog = app.dialog('Conexão do repetidor');
  await expect(row(dialog, 'Estado')).toHaveText('Conectado');
  await expect(row(dialog, 'Rede (SSID)')).toHaveText(client.ssid);
  await expect(row(dialog, 'Frequência')).toHaveText(client.frequency === '2.4' ? '2,4 GHz' : `${client.frequency} GHz`);
  // above -66: good; -66 down to -75: moderate; below: bad (Wi-Fi signal thresholds, spec 2 §9)
  const quality = client.client_mode_rssi > -66 ? 'bom' : client.client_mode_rssi >= -75 ? 'moderado' : 'ruim';
  await expect(row(dialog, 'Sinal')).toHaveText(`${client.client_mode_rssi} dBm (${quality})`);
});
