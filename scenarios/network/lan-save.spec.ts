/**
 * The LAN page (spec 2 §2.3, §4.10): what the router stores is shown; a save deletes the reservations the new
 * range leaves out (after confirming), writes the LAN and the DHCP server, applies, and waits for the router on
 * the virtual clock (20 s, then every 5 s; the emulator answers again 40 s after an apply with changes) — on a
 * bench, in real time.
 */
import { DhcpServerList, dhcpServerPath, LanList, lanPath } from '@roteador/contract';
import { expect, RESTARTING, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';

const PAGE = '/network/lan';
const header = {
  device: { profile: 'demo' as const },
  needs: ['clock' as const],
  effects: ['session' as const, 'configuration' as const],
  tags: ['@network' as const],
  // one restart wait: 20 s, then up to 12 × 5 s
  realTime: '80s',
};

/** The LAN, the DHCP server and the reservations, as the router answers them. */
async function lanState(router: RouterClient) {
  const [lan] = await router.read(lanPath, LanList);
  const [dhcp] = await router.read(dhcpServerPath, DhcpServerList);
  return { lan, dhcp, leases: await router.leases() };
}

const host = (ip: string) => Number(ip.split('.')[3]);
const withHost = (ip: string, h: number) => `${ip.split('.').slice(0, 3).join('.')}.${h}`;

test('a página LAN mostra o endereço, o servidor DHCP e as reservas que o roteador guarda', scenario({
  ...header,
  needs: [],
  effects: ['session'],
}), async ({ app, page, router }) => {
  const { lan, dhcp, leases } = await lanState(router);
  await app.signIn({ at: PAGE });
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue(lan.ip4);
  await expect(page.getByLabel('Máscara de sub-rede')).toHaveValue(lan.netmask);
  await expect(page.getByRole('switch', { name: 'Servidor DHCP habilitado' })).toBeChecked();
  await expect(page.getByLabel('Endereço inicial')).toHaveValue(dhcp.rangeStart);
  await expect(page.getByLabel('Endereço final')).toHaveValue(dhcp.rangeEnd);
  await expect(page.getByLabel('DNS primário')).toHaveValue(dhcp.dns1);
  await expect(page.getByLabel('DNS secundário (opcional)')).toHaveValue(dhcp.dns2);
  await expect(page.getByLabel('Tempo de concessão (minutos)')).toHaveValue(String(dhcp.dhcpLeaseTime));
  const list = page.getByRole('list', { name: 'Reservas de IP' });
  await expect(list.getByRole('listitem')).toHaveCount(leases.length);
  for (const lease of leases) await expect(list).toContainText(lease.ip);
  // Nothing changed: nothing to save.
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.follow('Reserva de endereços IP');
  await app.expectPath('/network/lan/dhcp-lease');
});

test('alterar o servidor DHCP: salva, aplica, espera o roteador voltar e o roteador guarda', scenario(header), async ({ app, page, clock, router }) => {
  const before = await lanState(router);
  await app.signIn({ at: PAGE });
  await app.fill('DNS secundário (opcional)', '8.8.8.8');
  await app.fill('Tempo de concessão (minutos)', '60');
  await router.clearJournal();
  await app.press('Salvar');
  await app.waitForRestart(clock);
  await expect(page.getByRole('dialog', { name: RESTARTING })).toHaveCount(0);

  const after = await lanState(router);
  expect(after.dhcp).toEqual({ ...before.dhcp, dns2: '8.8.8.8', dhcpLeaseTime: 60 });
  expect(after.lan).toEqual(before.lan);
  expect(after.leases).toEqual(before.leases);
  const api = await router.raw('GET', 'dhcp_server', undefined, await router.login());
  expect(api.body).toEqual([expect.objectContaining({ dns2: '8.8.8.8', dhcpLeaseTime: 60 })]);
  // §4.10: LAN and DHCP written, then apply, then the restart wait (its reads began after 20 s).
  const writes = (await router.journal()).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`);
  expect(writes.slice(0, 3)).toEqual([
    `PUT /api/v1/interface/${before.lan.interfaceID}`, `PUT /api/v1/dhcp_server/${before.dhcp.interface}`, 'POST /api/v1/action',
  ]);

  await app.confirm('Ok, entendi');
  // The page reads the router again.
  await expect(page.getByLabel('Tempo de concessão (minutos)')).toHaveValue('60');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});

test('nova faixa DHCP: as reservas fora dela são listadas e, após confirmar, excluídas', scenario(header), async ({ app, page, clock, router }) => {
  const before = await lanState(router);
  const sorted = [...before.leases].sort((a, b) => host(a.ip) - host(b.ip));
  const [out, ...kept] = sorted;
  const start = withHost(out.ip, host(out.ip) + 1);
  await app.signIn({ at: PAGE });
  await app.fill('Endereço inicial', start);
  await app.press('Salvar');
  const dialog = app.dialog('Reservas fora da nova faixa');
  await expect(dialog).toContainText(`${out.description} (${out.ip})`);
  for (const lease of kept) await expect(dialog).not.toContainText(lease.ip);
  await app.confirm('Excluir e salvar');
  await app.waitForRestart(clock);
  await expect(page.getByRole('dialog', { name: RESTARTING })).toHaveCount(0);

  const after = await lanState(router);
  expect(after.dhcp.rangeStart).toBe(start);
  expect(after.leases).toEqual(before.leases.filter((l) => l.id !== out.id));
  expect(kept.length).toBeGreaterThan(0);
  const journal = await router.journal();
  expect(journal.some((e) => e.method === 'DELETE' && e.path === `/api/v1/dhcp_static_lease/${out.id}`)).toBe(true);
});

test('cancelar a exclusão das reservas não salva nada', scenario(header), async ({ app, page, router }) => {
  const before = await lanState(router);
  // a range starting above every reservation
  const start = withHost(before.dhcp.rangeStart, Math.max(...before.leases.map((l) => host(l.ip))) + 1);
  await app.signIn({ at: PAGE });
  await app.fill('Endereço inicial', start);
  await router.clearJournal();
  await app.press('Salvar');
  const dialog = app.dialog('Reservas fora da nova faixa');
  for (const lease of before.leases) await expect(dialog).toContainText(lease.ip);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  // Back to the form with the typed value; nothing written.
  await expect(page.getByLabel('Endereço inicial')).toHaveValue(start);
  expect((await router.journal()).filter((e) => e.method !== 'GET')).toEqual([]);
  expect(await lanState(router)).toEqual(before);
});

// A bench router is reached at its LAN address: moving it would strand the bench (no guard could reach it to restore).
test('mudar o endereço da LAN: a faixa DHCP e as reservas acompanham (§4.4, §4.10), o roteador guarda', scenario({
  ...header,
  needs: ['control', 'clock'],
}), async ({ app, page, clock, router }) => {
  const before = await lanState(router);
  expect(before.leases.length).toBeGreaterThan(0);
  await app.signIn({ at: PAGE });
  await app.fill('Endereço IP', '192.168.5.1');
  // The range and a DNS that was the router follow the new network.
  await expect(page.getByLabel('Endereço inicial')).toHaveValue('192.168.5.100');
  await expect(page.getByLabel('Endereço final')).toHaveValue('192.168.5.250');
  await expect(page.getByLabel('DNS primário')).toHaveValue('192.168.5.1');
  // The reservations follow too (same host part), inside the range that followed: none to delete, no dialog.
  await app.press('Salvar');
  await app.waitForRestart(clock);
  await expect(page.getByRole('dialog', { name: RESTARTING })).toHaveCount(0);

  const after = await lanState(router);
  expect(after.lan).toMatchObject({ ip4: '192.168.5.1', netmask: '255.255.255.0' });
  expect(after.dhcp).toMatchObject({ rangeStart: '192.168.5.100', rangeEnd: '192.168.5.250', dns1: '192.168.5.1' });
  expect(after.leases).toEqual(before.leases.map((l) => ({ ...l, ip: l.ip.replace(/^192\.168\.0\./, '192.168.5.') })));
  const lan = await router.raw('GET', 'lan', undefined, await router.login());
  expect(lan.body).toEqual([expect.objectContaining({ ip4: '192.168.5.1' })]);
  await app.confirm('Ok, entendi');
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue('192.168.5.1');
});

test('desligar o servidor DHCP: o roteador guarda o servidor desligado', scenario(header), async ({ app, page, clock, router }) => {
  const before = await lanState(router);
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'Servidor DHCP habilitado' }).uncheck();
  await expect(page.getByLabel('Endereço inicial')).toHaveCount(0);
  await app.press('Salvar');
  await app.waitForRestart(clock);
  await expect(page.getByRole('dialog', { name: RESTARTING })).toHaveCount(0);
  expect((await lanState(router)).dhcp).toEqual({ ...before.dhcp, enabled: false });
});
