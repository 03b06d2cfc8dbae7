/**
 * Date and time (spec 3 §3, §5, §7): the NTP servers (1 a required IPv4, 2 an optional IPv4, different), the time zone,
 * and the clock set by hand with NTP off — the router's clock follows what is saved and runs on the virtual clock.
 * Each rule also refused by the router, the state unchanged.
 */
import { expect, scenario, test } from '../dsl';
import { datetime, expectRefusedUnchanged } from './system-world';

const PAGE = '/system/datetime';

test('data e hora: servidores NTP validados e guardados', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  const before = await datetime(router);
  await app.signIn({ at: PAGE });
  await expect(page.getByLabel('Servidor NTP 1', { exact: true })).toHaveValue(before.ntp_server.ntp_server1);
  await expect(page.getByText(before.synced ? 'Sincronizado pelo NTP' : 'Não sincronizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.expectFieldRule('Servidor NTP 1', '', 'Este campo é obrigatório', '200.160.7.1');
  await app.expectFieldRule('Servidor NTP 1', 'a.st1.ntp.br', 'Endereço inválido', '200.160.7.1');
  await app.expectFieldRule('Servidor NTP 2 (opcional)', '201.49.148', 'Endereço inválido', '');
  await app.expectFieldRule('Servidor NTP 2 (opcional)', '200.160.7.1', 'Os endereços não podem ser repetidos', '200.189.40.8');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect((await datetime(router)).ntp_server).toEqual({ automatic: true, ntp_server1: '200.160.7.1', ntp_server2: '200.189.40.8' });
});

test('data e hora manuais no fuso do Amazonas: o relógio do roteador segue o que foi salvo', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '2min',
  effects: ['configuration', 'session'],
  tags: ['@system', '@time'],
}), async ({ app, page, clock, router }) => {
  await clock.install();
  await app.signIn({ at: PAGE });
  await page.getByLabel('Fuso horário').selectOption('America/Manaus');
  await page.getByRole('switch', { name: 'Sincronizar automaticamente (NTP)' }).uncheck();
  await page.getByLabel('Data', { exact: true }).fill('2026-06-01');
  await page.getByLabel('Hora', { exact: true }).fill('08:30');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  // 08:30 in Manaus (UTC−4) is 12:30 UTC
  const set = Date.UTC(2026, 5, 1, 12, 30) / 1000;
  // The router's clock runs from what was saved: exact on the virtual clock; in real time (a bench) the steps since
  // the save add a few seconds to what was waited.
  const runs = (time: number, waited: number) => {
    if (!clock.real) return expect(time).toBe(set + waited);
    expect(time - set).toBeGreaterThanOrEqual(waited);
    expect(time - set).toBeLessThan(waited + 20);
  };
  const saved = await datetime(router);
  expect(saved).toMatchObject({ synced: false, timezone: 'America/Manaus' });
  runs(saved.datetime, 0);
  expect(saved.ntp_server.automatic).toBe(false);
  await clock.advance('2min');
  runs((await datetime(router)).datetime, 120);
  await page.reload();
  await expect(page.getByText('01/06/2026 08:32')).toBeVisible();
  await expect(page.getByText('Não sincronizado')).toBeVisible();
});

test('data e hora direto na API: servidores inválidos ou repetidos recusados, nada muda', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@system'],
}), async ({ router }) => {
  const snapshot = async () => (await datetime(router)).ntp_server;
  const ntp = (ntp_server1: string, ntp_server2: string) => ({ ntp_server: { automatic: true, ntp_server1, ntp_server2 } });
  await expectRefusedUnchanged(router, 'datetime/0', ntp('', ''), 'Este campo é obrigatório', 'ntp_server.ntp_server1', snapshot);
  await expectRefusedUnchanged(router, 'datetime/0', ntp('ntp.br', ''), 'Endereço inválido', 'ntp_server.ntp_server1', snapshot);
  await expectRefusedUnchanged(router, 'datetime/0', ntp('1.2.3.4', '1.2.3'), 'Endereço inválido', 'ntp_server.ntp_server2', snapshot);
  await expectRefusedUnchanged(router, 'datetime/0', ntp('1.2.3.4', '1.2.3.4'), 'Os endereços não podem ser repetidos',
    'ntp_server.ntp_server2', snapshot);
});
