/**
 * Every rule of spec 2 §5.8 on the LAN page: the message shows under the field, 'Salvar' stays disabled, and the
 * router refuses the same value sent straight to the API (PUT interface/{id}, PUT dhcp_server/{interface})
 * with the same message, storing nothing.
 */
import { expect, scenario } from '../dsl';

const PAGE = '/network/lan';
const header = {
  device: { profile: 'demo' as const },
  needs: ['control' as const],
  effects: ['session' as const],
  tags: ['@network' as const],
};

type Case = {
  name: string;
  field: string;
  value: string;
  message: string;
  /** what is sent to the router (the rest of the record as stored) */
  api: { path: 'interface/lan' | 'dhcp_server/lan'; body: Record<string, unknown> };
  /** typed before the field under test */
  before?: Array<[string, string]>;
};

const RANGE = 'O campo deve possuir valor entre 1 e 1440';
const cases: Case[] = [
  { name: 'IP da LAN obrigatório', field: 'Endereço IP', value: '', message: 'Este campo é obrigatório', api: { path: 'interface/lan', body: { ip4: '' } } },
  { name: 'IP da LAN em formato inválido', field: 'Endereço IP', value: '192.168.0', message: 'Endereço inválido', api: { path: 'interface/lan', body: { ip4: '192.168.0' } } },
  { name: 'IP da LAN igual ao endereço de rede', field: 'Endereço IP', value: '192.168.0.0', message: 'Endereço inválido', api: { path: 'interface/lan', body: { ip4: '192.168.0.0' } } },
  { name: 'IP da LAN igual ao endereço de broadcast', field: 'Endereço IP', value: '192.168.0.255', message: 'Endereço inválido', api: { path: 'interface/lan', body: { ip4: '192.168.0.255' } } },
  { name: 'máscara inválida', field: 'Máscara de sub-rede', value: '255.0.255.0', message: 'Máscara inválida', api: { path: 'interface/lan', body: { netmask: '255.0.255.0' } } },
  { name: 'máscara obrigatória', field: 'Máscara de sub-rede', value: '', message: 'Este campo é obrigatório', api: { path: 'interface/lan', body: { netmask: '' } } },
  { name: 'início da faixa fora da rede', field: 'Endereço inicial', value: '10.1.1.5', message: 'Este endereço não pertence à rede', api: { path: 'dhcp_server/lan', body: { rangeStart: '10.1.1.5' } } },
  { name: 'fim da faixa fora da rede', field: 'Endereço final', value: '192.168.1.20', message: 'Este endereço não pertence à rede', api: { path: 'dhcp_server/lan', body: { rangeEnd: '192.168.1.20' } } },
  { name: 'fim da faixa inválido', field: 'Endereço final', value: '192.168.0.300', message: 'Endereço inválido', api: { path: 'dhcp_server/lan', body: { rangeEnd: '192.168.0.300' } } },
  { name: 'início maior que o fim', field: 'Endereço inicial', value: '192.168.0.200', before: [['Endereço final', '192.168.0.150']], message: 'O endereço inicial não pode ser maior que o final.', api: { path: 'dhcp_server/lan', body: { rangeStart: '192.168.0.200', rangeEnd: '192.168.0.150' } } },
  { name: 'DNS primário obrigatório', field: 'DNS primário', value: '', message: 'Este campo é obrigatório', api: { path: 'dhcp_server/lan', body: { dns1: '' } } },
  { name: 'DNS secundário inválido', field: 'DNS secundário (opcional)', value: '8.8.8', message: 'Endereço inválido', api: { path: 'dhcp_server/lan', body: { dns2: '8.8.8' } } },
  { name: 'DNS repetidos', field: 'DNS secundário (opcional)', value: '192.168.0.1', message: 'Os endereços DNS não podem ser repetidos', api: { path: 'dhcp_server/lan', body: { dns2: '192.168.0.1' } } },
  { name: 'tempo de concessão 0', field: 'Tempo de concessão (minutos)', value: '0', message: RANGE, api: { path: 'dhcp_server/lan', body: { dhcpLeaseTime: 0 } } },
  { name: 'tempo de concessão 1441', field: 'Tempo de concessão (minutos)', value: '1441', message: RANGE, api: { path: 'dhcp_server/lan', body: { dhcpLeaseTime: 1441 } } },
  { name: 'tempo de concessão obrigatório', field: 'Tempo de concessão (minutos)', value: '', message: 'Este campo é obrigatório', api: { path: 'dhcp_server/lan', body: {} } },
  { name: 'tempo de concessão não numérico', field: 'Tempo de concessão (minutos)', value: '12a', message: 'Valor deve ser numérico', api: { path: 'dhcp_server/lan', body: {} } },
];

for (const c of cases) {
  scenario(`LAN: ${c.name} — "${c.message}" na tela e recusado pelo roteador`, header, async ({ app, page, emulator, router }) => {
    const before = (await emulator.state()).network;
    // The router first (its answer names the field); the lease time is an integer in the API, so text cannot be sent.
    if (Object.keys(c.api.body).length > 0) {
      const res = await router.raw('PUT', c.api.path, c.api.body, await router.login());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: c.message });
    }
    await app.signIn({ at: PAGE });
    for (const [label, value] of c.before ?? []) await app.fill(label, value);
    await app.fill(c.field, c.value);
    const field = page.getByLabel(c.field, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(c.message, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    const after = (await emulator.state()).network;
    expect([after.lan, after.dhcp, after.pendingRestart]).toEqual([before.lan, before.dhcp, false]);
  });
}

scenario('LAN: "Este endereço está em conflito com sua rede WAN" na tela e recusado pelo roteador', header, async ({ app, page, emulator, router }) => {
  // The ISP hands the WAN an address in 10.0.0.0/24: the LAN cannot move there.
  await emulator.wan({ ip4: '10.0.0.20', netmask: '255.255.255.0' });
  const before = (await emulator.state()).network;
  const res = await router.raw('PUT', 'interface/lan', { ip4: '10.0.0.1', netmask: '255.255.255.0' }, await router.login());
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ status: 'error', message: 'Este endereço está em conflito com sua rede WAN', field: 'ip4' });

  await app.signIn({ at: PAGE });
  await app.fill('Endereço IP', '10.0.0.1');
  await app.expectText('Este endereço está em conflito com sua rede WAN');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  // Another network is fine again (the range followed it).
  await app.fill('Endereço IP', '10.0.1.1');
  await app.expectNoText('Este endereço está em conflito com sua rede WAN');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  expect((await emulator.state()).network.lan).toEqual(before.lan);
});

scenario('LAN: corrigir o campo tira a mensagem e libera o Salvar', header, async ({ app, page }) => {
  await app.signIn({ at: PAGE });
  const save = page.getByRole('button', { name: 'Salvar' });
  await app.fill('Tempo de concessão (minutos)', '1441');
  await app.expectText('O campo deve possuir valor entre 1 e 1440');
  await expect(save).toBeDisabled();
  await app.fill('Tempo de concessão (minutos)', '1440');
  await app.expectNoText('O campo deve possuir valor entre 1 e 1440');
  await expect(save).toBeEnabled();
});
