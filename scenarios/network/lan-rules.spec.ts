/**
 * Every rule of spec 2 §5.8 on the LAN page: the message shows under the field, 'Salvar' stays disabled, and the
 * router refuses the same value sent straight to the API (PUT interface/{id}, PUT dhcp_server/{interface})
 * with the same message, storing nothing.
 */
import { DhcpServerList, dhcpServerPath, LanList, lanNotInWan, lanPath, WanList, wanPath } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';

const PAGE = '/network/lan';
const header = {
  device: { profile: 'demo' as const },
  // the values are also sent straight to the router (refused there): writes, though nothing should be stored
  effects: ['session' as const, 'configuration' as const],
  tags: ['@network' as const],
};

/** The LAN and its DHCP server as the router stores them. */
async function stored(router: RouterClient) {
  const [lan] = await router.read(lanPath, LanList);
  const [dhcp] = await router.read(dhcpServerPath, DhcpServerList);
  return { lan, dhcp };
}

/** What the cases are written against, read from the router: its /24 LAN, another network, its primary DNS. */
interface Lan {
  /** the LAN's network part, '192.168.0' */
  net: string;
  /** the next /24 network's part, '192.168.1' */
  other: string;
  dns1: string;
  /** the LAN's interface (PUT interface/{id}) and the DHCP server's (PUT dhcp_server/{interface}) */
  lanPath: string;
  dhcpPath: string;
}

async function lanOf(router: RouterClient): Promise<Lan> {
  const { lan, dhcp } = await stored(router);
  expect(lan.netmask, 'os casos são escritos para uma LAN /24').toBe('255.255.255.0');
  const [a, b, c] = lan.ip4.split('.').map(Number);
  return {
    net: `${a}.${b}.${c}`,
    other: `${a}.${b}.${(c + 1) % 256}`,
    dns1: dhcp.dns1,
    lanPath: `interface/${lan.interfaceID}`,
    dhcpPath: `dhcp_server/${dhcp.interface}`,
  };
}

type Case = {
  name: string;
  field: string;
  value: (l: Lan) => string;
  message: string;
  /** what is sent to the router (the rest of the record as stored) */
  api: (l: Lan) => { path: string; body: Record<string, unknown> };
  /** typed before the field under test */
  before?: (l: Lan) => Array<[string, string]>;
};

const RANGE = 'O campo deve possuir valor entre 1 e 1440';
const lanPut = (body: Record<string, unknown>) => (l: Lan) => ({ path: l.lanPath, body });
const dhcpPut = (body: (l: Lan) => Record<string, unknown>) => (l: Lan) => ({ path: l.dhcpPath, body: body(l) });
const cases: Case[] = [
  { name: 'IP da LAN obrigatório', field: 'Endereço IP', value: () => '', message: 'Este campo é obrigatório', api: lanPut({ ip4: '' }) },
  { name: 'IP da LAN em formato inválido', field: 'Endereço IP', value: (l) => l.net, message: 'Endereço inválido', api: (l) => ({ path: l.lanPath, body: { ip4: l.net } }) },
  { name: 'IP da LAN igual ao endereço de rede', field: 'Endereço IP', value: (l) => `${l.net}.0`, message: 'Endereço inválido', api: (l) => ({ path: l.lanPath, body: { ip4: `${l.net}.0` } }) },
  { name: 'IP da LAN igual ao endereço de broadcast', field: 'Endereço IP', value: (l) => `${l.net}.255`, message: 'Endereço inválido', api: (l) => ({ path: l.lanPath, body: { ip4: `${l.net}.255` } }) },
  { name: 'máscara inválida', field: 'Máscara de sub-rede', value: () => '255.0.255.0', message: 'Máscara inválida', api: lanPut({ netmask: '255.0.255.0' }) },
  { name: 'máscara obrigatória', field: 'Máscara de sub-rede', value: () => '', message: 'Este campo é obrigatório', api: lanPut({ netmask: '' }) },
  { name: 'início da faixa fora da rede', field: 'Endereço inicial', value: (l) => `${l.other}.5`, message: 'Este endereço não pertence à rede', api: dhcpPut((l) => ({ rangeStart: `${l.other}.5` })) },
  { name: 'fim da faixa fora da rede', field: 'Endereço final', value: (l) => `${l.other}.20`, message: 'Este endereço não pertence à rede', api: dhcpPut((l) => ({ rangeEnd: `${l.other}.20` })) },
  { name: 'fim da faixa inválido', field: 'Endereço final', value: (l) => `${l.net}.300`, message: 'Endereço inválido', api: dhcpPut((l) => ({ rangeEnd: `${l.net}.300` })) },
  { name: 'início maior que o fim', field: 'Endereço inicial', value: (l) => `${l.net}.200`, before: (l) => [['Endereço final', `${l.net}.150`]], message: 'O endereço inicial não pode ser maior que o final.', api: dhcpPut((l) => ({ rangeStart: `${l.net}.200`, rangeEnd: `${l.net}.150` })) },
  { name: 'DNS primário obrigatório', field: 'DNS primário', value: () => '', message: 'Este campo é obrigatório', api: dhcpPut(() => ({ dns1: '' })) },
  { name: 'DNS secundário inválido', field: 'DNS secundário (opcional)', value: () => '8.8.8', message: 'Endereço inválido', api: dhcpPut(() => ({ dns2: '8.8.8' })) },
  { name: 'DNS repetidos', field: 'DNS secundário (opcional)', value: (l) => l.dns1, message: 'Os endereços DNS não podem ser repetidos', api: dhcpPut((l) => ({ dns2: l.dns1 })) },
  { name: 'tempo de concessão 0', field: 'Tempo de concessão (minutos)', value: () => '0', message: RANGE, api: dhcpPut(() => ({ dhcpLeaseTime: 0 })) },
  { name: 'tempo de concessão 1441', field: 'Tempo de concessão (minutos)', value: () => '1441', message: RANGE, api: dhcpPut(() => ({ dhcpLeaseTime: 1441 })) },
  { name: 'tempo de concessão obrigatório', field: 'Tempo de concessão (minutos)', value: () => '', message: 'Este campo é obrigatório', api: dhcpPut(() => ({})) },
  { name: 'tempo de concessão não numérico', field: 'Tempo de concessão (minutos)', value: () => '12a', message: 'Valor deve ser numérico', api: dhcpPut(() => ({})) },
];

for (const c of cases) {
  test(`LAN: ${c.name} — "${c.message}" na tela e recusado pelo roteador`, scenario(header), async ({ app, page, router }) => {
    const before = await stored(router);
    const l = await lanOf(router);
    // The router first (its answer names the field); the lease time is an integer in the API, so text cannot be sent.
    const api = c.api(l);
    if (Object.keys(api.body).length > 0) {
      const res = await router.raw('PUT', api.path, api.body, await router.login());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: c.message });
    }
    await app.signIn({ at: PAGE });
    for (const [label, value] of c.before?.(l) ?? []) await app.fill(label, value);
    await app.fill(c.field, c.value(l));
    const field = page.getByLabel(c.field, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(c.message, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(await stored(router)).toEqual(before);
  });
}

// A refused value leaves nothing stored and nothing to apply. No read tells what the router leaves to apply: applying
// does — with something pending it restarts (it drops the next request, and its uptime starts again), with nothing it
// only acknowledges and answers on.
test('LAN: os valores recusados pelo roteador não deixam nada a aplicar', scenario(header), async ({ router }) => {
  const before = await stored(router);
  const l = await lanOf(router);
  const token = await router.login();
  for (const c of cases) {
    const api = c.api(l);
    if (Object.keys(api.body).length === 0) continue;
    expect((await router.raw('PUT', api.path, api.body, token)).status, c.name).toBe(400);
  }
  expect(await stored(router)).toEqual(before);
  const { uptime } = await router.device();
  expect((await router.raw('POST', 'action', { actionID: 5 }, token)).status).toBe(200);
  // not restarting: it answers at once, up for as long as before and more
  expect((await router.device()).uptime).toBeGreaterThanOrEqual(uptime);
  expect(await stored(router)).toEqual(before);
});

test('LAN: "Este endereço está em conflito com sua rede WAN" na tela e recusado pelo roteador', scenario(header), async ({ app, page, router }) => {
  // The ISP handed the WAN its network: the LAN cannot move there.
  const before = await stored(router);
  const [wan] = await router.read(wanPath, WanList);
  const inWan = `${wan.ip4.split('.').slice(0, 3).join('.')}.1`;
  const res = await router.raw('PUT', `interface/${before.lan.interfaceID}`, { ip4: inWan, netmask: '255.255.255.0' }, await router.login());
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ status: 'error', message: 'Este endereço está em conflito com sua rede WAN', field: 'ip4' });

  await app.signIn({ at: PAGE });
  await app.fill('Endereço IP', inWan);
  await app.expectText('Este endereço está em conflito com sua rede WAN');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  // Another network is fine again (the range followed it).
  const elsewhere = ['10.0.1.1', '172.16.1.1', '192.168.77.1'].find((ip) => lanNotInWan(ip, before.lan.netmask, wan.ip4, wan.netmask) === undefined)!;
  await app.fill('Endereço IP', elsewhere);
  await app.expectNoText('Este endereço está em conflito com sua rede WAN');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  expect((await stored(router)).lan).toEqual(before.lan);
});

test('LAN: corrigir o campo tira a mensagem e libera o Salvar', scenario({ ...header, effects: ['session'] }), async ({ app, page }) => {
  await app.signIn({ at: PAGE });
  const save = page.getByRole('button', { name: 'Salvar' });
  await app.fill('Tempo de concessão (minutos)', '1441');
  await app.expectText('O campo deve possuir valor entre 1 e 1440');
  await expect(save).toBeDisabled();
  await app.fill('Tempo de concessão (minutos)', '1440');
  await app.expectNoText('O campo deve possuir valor entre 1 e 1440');
  await expect(save).toBeEnabled();
});
