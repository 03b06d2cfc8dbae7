/** The LAN page's save failures (spec 2 §8): the error modal, 'Ok, entendi' back to the form, nothing lost. */
import { DhcpServerList, dhcpServerPath } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';

const PAGE = '/network/lan';
const NEW_START = '192.168.0.200';
const ERROR = 'Ocorreu um erro ao tentar salvar as configurações da rede local.';
const header = {
  device: { profile: 'demo' as const },
  needs: ['faults' as const],
  effects: ['session' as const, 'configuration' as const],
  tags: ['@network' as const],
};
/** The DHCP server as the router stores it (its own API: the same on the emulator and on a bench). */
const dhcp = async (router: RouterClient) => (await router.read(dhcpServerPath, DhcpServerList))[0];

for (const [name, path] of [
  ['do servidor DHCP', '/api/v1/dhcp_server/lan'],
  ['do endereço da LAN', '/api/v1/interface/lan'],
] as const) {
  // the address is written before the DHCP server (§4.10): a failing DHCP write follows a stored (unchanged) address
  test(`falha ao salvar ${name}: modal de erro, o formulário mantém o que foi digitado e nada é aplicado`, scenario({
    ...header,
    effects: ['session', 'configuration'],
  }), async ({ app, page, emulator, router }) => {
    const before = await dhcp(router);
    await emulator.fault({ method: 'PUT', path, status: 500, times: 1 });
    await app.signIn({ at: PAGE });
    await app.fill('Tempo de concessão (minutos)', '90');
    await app.fill('DNS secundário (opcional)', '1.1.1.1');
    await router.clearJournal();
    await app.press('Salvar');
    await expect(app.dialog('Erro')).toContainText(ERROR);
    await app.confirm('Ok, entendi');
    await expect(app.dialog('Erro')).toHaveCount(0);
    // Back to the form, the values kept, ready to try again.
    await app.expectPath(PAGE);
    await expect(page.getByLabel('Tempo de concessão (minutos)')).toHaveValue('90');
    await expect(page.getByLabel('DNS secundário (opcional)')).toHaveValue('1.1.1.1');
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    // Nothing applied, the DHCP server as it was.
    const journal = await router.journal();
    expect(journal.some((e) => e.path === '/api/v1/action')).toBe(false);
    expect(await dhcp(router)).toEqual(before);
  });
}

test('falha ao excluir uma reserva fora da nova faixa: modal de erro e nada mais é gravado', scenario(header), async ({ app, page, emulator, router }) => {
  const before = { dhcp: await dhcp(router), leases: await router.leases() };
  // the page deletes the reservations the new range leaves out in the router's order: the first of them fails
  const ip = (a: string) => a.split('.').reduce((n, o) => n * 256 + Number(o), 0);
  const first = before.leases.find((l) => ip(l.ip) < ip(NEW_START) || ip(l.ip) > ip(before.dhcp.rangeEnd));
  expect(first, `uma reserva fora de ${NEW_START}–${before.dhcp.rangeEnd}: ${JSON.stringify(before.leases)}`).toBeDefined();
  await emulator.fault({ method: 'DELETE', path: `/api/v1/dhcp_static_lease/${first!.id}`, status: 500, times: 1 });
  await app.signIn({ at: PAGE });
  await app.fill('Endereço inicial', NEW_START);
  await app.press('Salvar');
  await app.confirm('Excluir e salvar');
  await expect(app.dialog('Erro')).toContainText(ERROR);
  await app.confirm('Ok, entendi');
  await expect(page.getByLabel('Endereço inicial')).toHaveValue(NEW_START);
  expect([await dhcp(router), await router.leases()]).toEqual([before.dhcp, before.leases]);
});

test('salvando: aviso de espera, e um segundo clique não envia outra vez', scenario({
  ...header,
  needs: ['faults', 'clock'],
  // the slow write (3 s), then one restart wait (20 s, then 5 s steps)
  realTime: '83s',
  effects: ['session', 'configuration'],
}), async ({ app, page, emulator, clock, router }) => {
  await app.signIn({ at: PAGE });
  await app.fill('Tempo de concessão (minutos)', '30');
  const delayMs = 3000;
  await emulator.fault({ method: 'PUT', path: '/api/v1/dhcp_server/lan', delayMs, times: 1 });
  await router.clearJournal();
  await page.getByRole('button', { name: 'Salvar' }).dblclick();
  await app.dialog('Aguarde! Estamos salvando suas configurações.').waitFor();
  await clock.advance(delayMs);
  await app.dialog('Aguarde! O roteador está reiniciando.').waitFor();
  const puts = (await router.journal()).filter((e) => e.method === 'PUT' && e.path === '/api/v1/dhcp_server/lan');
  expect(puts).toHaveLength(1);
  // what the router stored, read through its API once it answers again
  await app.waitForRestart(clock);
  expect((await dhcp(router)).dhcpLeaseTime).toBe(30);
  expect((await router.journal()).filter((e) => e.method === 'PUT' && e.path === '/api/v1/dhcp_server/lan')).toHaveLength(1);
});
