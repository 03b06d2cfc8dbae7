/**
 * Every message of spec 2 §5.2 and §5.3 the internet page can show: typed in the UI, the field shows it and
 * 'Salvar' stays disabled; sent straight to the router (PUT wan/0, POST pppoe), it refuses the same value with the
 * same message and stores nothing.
 */
import { encodeSecret, validationMessages as m } from '@roteador/contract';
import type { Page } from '@playwright/test';
import { expect, scenario, test, type ScenarioHeader } from '../dsl';
import type { App } from '../dsl/app';
import type { RouterClient } from '../dsl/router';
import { chooseMode, PAGE, saveButton, storedWan } from './wan-world';

// The values are also sent straight to the router (refused there): writes, though nothing should be stored.
const header: ScenarioHeader = {
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@network'],
};
/**
 * The PPPoE rules end with an update of a record created for it: a PPPoE record stays once created (no DELETE pppoe
 * in the contract), so no bench guard can undo it; only a device reset (the emulator's control API) takes it away.
 */
const pppoeHeader: ScenarioHeader = { ...header, needs: ['control'] };

const MTU_1500 = 'O valor da MTU deve estar entre 68 e 1500';
const MTU_1492 = 'O valor da MTU deve estar entre 68 e 1492';
const SIZE_128 = 'O campo deve conter entre 0 e 128 caracteres';
const SIZE_40 = 'O campo deve conter entre 0 e 40 caracteres';

interface Case {
  /** the field typed into, and what */
  label: string;
  value: string;
  /** other fields typed first (and put back after) */
  with?: Record<string, string>;
  message: string;
  /** the same value sent to the router (null: the API cannot carry it, e.g. text in a numeric field) */
  api: { path: string; method: 'PUT' | 'POST'; body: Record<string, unknown>; field: string } | null;
}

/** Types each case, checks its message and the disabled 'Salvar', puts the valid values back. */
async function typeCases(app: App, page: Page, valid: Record<string, string>, cases: Case[]) {
  for (const c of cases) {
    for (const [label, value] of Object.entries(c.with ?? {})) await app.fill(label, value);
    await app.fill(c.label, c.value);
    await app.expectFieldError(c.label, c.message);
    await expect(saveButton(page)).toBeDisabled();
    for (const label of [c.label, ...Object.keys(c.with ?? {})]) await app.fill(label, valid[label] ?? '');
    await app.expectFieldValid(c.label);
  }
  await expect(saveButton(page)).toBeEnabled();
}

async function sendCases(router: RouterClient, cases: Case[]) {
  const token = await router.login();
  for (const c of cases) {
    if (!c.api) continue;
    const res = await router.raw(c.api.method, c.api.path, c.api.body, token);
    expect(res.status, `${c.label} = "${c.value}"`).toBe(400);
    expect(res.body, `${c.label} = "${c.value}"`).toEqual({ status: 'error', message: c.message, field: c.api.field });
  }
}

const STATIC = { mode: 1, ip4: '200.10.20.30', netmask: '255.255.255.0', gateway: '200.10.20.1', mtu: 1500 };
const DNS = { automatic: false, dns1: '8.8.8.8', dns2: '', dns3: '' };
const putStatic = (over: Record<string, unknown>, dns: Partial<typeof DNS> = {}, field = '') => ({
  method: 'PUT' as const, path: 'wan/0', body: { ...STATIC, ...over, dns_v4: { ...DNS, ...dns } }, field,
});

test('internet, estático: endereço, máscara, gateway, MTU e DNS recusados com as mensagens do §5.2 e §5.3', scenario(header), async ({ app, page, router }) => {
  const before = await storedWan(router);
  const lanHost = before.lan.ip4.replace(/\d+$/, '77');
  const valid = {
    'Endereço IP': '200.10.20.30', 'Máscara de rede': '255.255.255.0', Gateway: '200.10.20.1', MTU: '1500',
    'DNS 1': '8.8.8.8', 'DNS 2': '', 'DNS 3': '',
  };
  const cases: Case[] = [
    { label: 'Endereço IP', value: '', message: m.required, api: putStatic({ ip4: '' }, {}, 'ip4') },
    { label: 'Endereço IP', value: '200.10.20', message: m.invalidAddress, api: putStatic({ ip4: '200.10.20' }, {}, 'ip4') },
    { label: 'Endereço IP', value: '127.0.0.9', message: m.invalidAddress, api: putStatic({ ip4: '127.0.0.9' }, {}, 'ip4') },
    { label: 'Endereço IP', value: '200.10.20.255', message: m.unusableAddress, api: putStatic({ ip4: '200.10.20.255' }, {}, 'ip4') },
    { label: 'Endereço IP', value: '200.10.20.0', message: m.unusableAddress, api: putStatic({ ip4: '200.10.20.0' }, {}, 'ip4') },
    {
      label: 'Endereço IP', value: lanHost, message: m.conflictsWithLan,
      api: putStatic({ ip4: lanHost, gateway: before.lan.ip4 }, {}, 'ip4'),
    },
    { label: 'Máscara de rede', value: '', message: m.required, api: putStatic({ netmask: '' }, {}, 'netmask') },
    { label: 'Máscara de rede', value: '255.255.0.255', message: m.invalidNetmask, api: putStatic({ netmask: '255.255.0.255' }, {}, 'netmask') },
    { label: 'Gateway', value: '', message: m.required, api: putStatic({ gateway: '' }, {}, 'gateway') },
    { label: 'Gateway', value: '200.10.20.300', message: m.invalidAddress, api: putStatic({ gateway: '200.10.20.300' }, {}, 'gateway') },
    { label: 'Gateway', value: '200.10.20.30', message: m.gatewayIsRouterIp, api: putStatic({ gateway: '200.10.20.30' }, {}, 'gateway') },
    { label: 'Gateway', value: '200.10.99.1', message: m.gatewayOutsideWan, api: putStatic({ gateway: '200.10.99.1' }, {}, 'gateway') },
    { label: 'MTU', value: '67', message: MTU_1500, api: putStatic({ mtu: 67 }, {}, 'mtu') },
    { label: 'MTU', value: '1501', message: MTU_1500, api: putStatic({ mtu: 1501 }, {}, 'mtu') },
    { label: 'MTU', value: '15a', message: m.numeric, api: null },
    { label: 'MTU', value: '', message: m.required, api: null },
    { label: 'DNS 1', value: '', message: m.required, api: putStatic({}, { dns1: '' }, 'dns_v4.dns1') },
    { label: 'DNS 1', value: '8.8.8', message: m.invalidAddress, api: putStatic({}, { dns1: '8.8.8' }, 'dns_v4.dns1') },
    { label: 'DNS 1', value: '200.10.20.30', message: m.dnsIsRouterIp, api: putStatic({}, { dns1: '200.10.20.30' }, 'dns_v4.dns1') },
    { label: 'DNS 2', value: '0.1.2.3', message: m.invalidAddress, api: putStatic({}, { dns2: '0.1.2.3' }, 'dns_v4.dns2') },
    { label: 'DNS 2', value: '200.10.20.30', message: m.dnsIsRouterIp, api: putStatic({}, { dns2: '200.10.20.30' }, 'dns_v4.dns2') },
    { label: 'DNS 2', value: '8.8.8.8', message: m.dnsRepeated, api: putStatic({}, { dns2: '8.8.8.8' }, 'dns_v4.dns2') },
    {
      label: 'DNS 3', value: '1.1.1.1', with: { 'DNS 2': '1.1.1.1' }, message: m.dnsRepeated,
      api: putStatic({}, { dns2: '1.1.1.1', dns3: '1.1.1.1' }, 'dns_v4.dns3'),
    },
    { label: 'DNS 3', value: '200.10.20.30', message: m.dnsIsRouterIp, api: putStatic({}, { dns3: '200.10.20.30' }, 'dns_v4.dns3') },
  ];
  await app.signIn({ at: `${PAGE}/static` });
  for (const [label, value] of Object.entries(valid)) await app.fill(label, value);
  await typeCases(app, page, valid, cases);
  await sendCases(router, cases);
  expect((await storedWan(router)).wan).toEqual(before.wan);
});

test('internet, automático: MTU, DNS manual e MAC clonado recusados com as mensagens do §5.2 e §5.3', scenario(header), async ({ app, page, router }) => {
  const before = await storedWan(router);
  const wanIp = before.wan.ip4;
  const put = (body: Record<string, unknown>, field: string) => ({ method: 'PUT' as const, path: 'wan/0', body: { mode: 0, ...body }, field });
  const dns = (d: Partial<typeof DNS>) => ({ dns_v4: { ...DNS, ...d } });
  const valid = { MTU: '1500', 'DNS 1': '8.8.8.8', 'DNS 2': '', 'DNS 3': '', 'Endereço MAC': 'AA:BB:CC:00:11:22' };
  const cases: Case[] = [
    { label: 'MTU', value: '1501', message: MTU_1500, api: put({ mtu: 1501 }, 'mtu') },
    { label: 'MTU', value: 'mil', message: m.numeric, api: null },
    { label: 'DNS 1', value: '', message: m.required, api: put(dns({ dns1: '' }), 'dns_v4.dns1') },
    { label: 'DNS 1', value: wanIp, message: m.dnsIsRouterIp, api: put(dns({ dns1: wanIp }), 'dns_v4.dns1') },
    { label: 'DNS 2', value: '8.8.8.8', message: m.dnsRepeated, api: put(dns({ dns2: '8.8.8.8' }), 'dns_v4.dns2') },
    { label: 'Endereço MAC', value: '', message: m.required, api: null },
    { label: 'Endereço MAC', value: 'AA:BB:CC:00:11', message: m.invalidMac, api: put({ clonedMac: 'AA:BB:CC:00:11' }, 'clonedMac') },
    { label: 'Endereço MAC', value: 'ff:ff:ff:ff:ff:ff', message: m.invalidMac, api: put({ clonedMac: 'ff:ff:ff:ff:ff:ff' }, 'clonedMac') },
    { label: 'Endereço MAC', value: 'AA-BB-CC-00-11-22', message: m.invalidMac, api: put({ clonedMac: 'AA-BB-CC-00-11-22' }, 'clonedMac') },
  ];
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'DNS automático' }).uncheck();
  await page.getByRole('switch', { name: 'Clonar endereço MAC' }).check();
  // The MAC field takes at most 17 characters (§5.3).
  await expect(page.getByLabel('Endereço MAC', { exact: true })).toHaveAttribute('maxlength', '17');
  for (const [label, value] of Object.entries(valid)) await app.fill(label, value);
  await typeCases(app, page, valid, cases);
  await sendCases(router, cases);
  expect((await storedWan(router)).wan).toEqual(before.wan);
});

test('internet, PPPoE: usuário, senha, servidor, serviço e MTU recusados com as mensagens do §5.3', scenario(pppoeHeader), async ({ app, page, router }) => {
  const ok = { username: 'cliente', password: 'segredo', server: '', service: '', mtu: 1492 };
  const post = (body: Record<string, unknown>, field: string) => {
    const sent = { ...ok, ...body };
    return {
      method: 'POST' as const, path: 'pppoe', field,
      body: { ...sent, username: encodeSecret(String(sent.username)), password: encodeSecret(String(sent.password)) },
    };
  };
  const long = (n: number) => 'x'.repeat(n);
  const valid = { Usuário: 'cliente', Senha: 'segredo', Servidor: '', Serviço: '', MTU: '1492' };
  const cases: Case[] = [
    { label: 'Usuário', value: '', message: m.required, api: post({ username: '' }, 'username') },
    { label: 'Usuário', value: long(129), message: SIZE_128, api: post({ username: long(129) }, 'username') },
    { label: 'Usuário', value: 'joão', message: m.invalidCharacters, api: post({ username: 'joão' }, 'username') },
    { label: 'Usuário', value: 'x$(id)', message: 'Esse campo não aceita "$()"', api: post({ username: 'x$(id)' }, 'username') },
    { label: 'Senha', value: '', message: m.required, api: post({ password: '' }, 'password') },
    { label: 'Senha', value: 'a reboot b', message: 'Esse campo não aceita "reboot"', api: post({ password: 'a reboot b' }, 'password') },
    { label: 'Senha', value: 'senhã', message: m.invalidCharacters, api: post({ password: 'senhã' }, 'password') },
    { label: 'Senha', value: long(129), message: SIZE_128, api: post({ password: long(129) }, 'password') },
    { label: 'Servidor', value: long(41), message: SIZE_40, api: post({ server: long(41) }, 'server') },
    { label: 'Servidor', value: 'ç', message: m.invalidCharacters, api: post({ server: 'ç' }, 'server') },
    { label: 'Serviço', value: long(41), message: SIZE_40, api: post({ service: long(41) }, 'service') },
    { label: 'Serviço', value: 'ação', message: m.invalidCharacters, api: post({ service: 'ação' }, 'service') },
    { label: 'MTU', value: '1493', message: MTU_1492, api: post({ mtu: 1493 }, 'mtu') },
    { label: 'MTU', value: '67', message: MTU_1492, api: post({ mtu: 67 }, 'mtu') },
    { label: 'MTU', value: '', message: m.required, api: null },
    { label: 'MTU', value: '14a', message: m.numeric, api: null },
  ];
  await app.signIn({ at: PAGE });
  await chooseMode(page, 'PPPoE');
  // The PPPoE MTU takes at most 4 digits and starts at 1492 (§5.3, §9).
  await expect(page.getByLabel('MTU', { exact: true })).toHaveAttribute('maxlength', '4');
  for (const [label, value] of Object.entries(valid)) await app.fill(label, value);
  await typeCases(app, page, valid, cases);
  await sendCases(router, cases);
  expect((await storedWan(router)).pppoe).toBeNull();

  // An update (PUT pppoe/0) is held to the same rules: refused, the stored record stays as it was.
  const token = await router.login();
  expect((await router.raw('POST', 'pppoe', post({}, '').body, token)).status).toBe(201);
  const stored = (await storedWan(router)).pppoe;
  const updates = cases.filter((c) => c.api).map((c) => ({ ...c, api: { ...c.api!, method: 'PUT' as const, path: 'pppoe/0' } }));
  await sendCases(router, updates);
  expect((await storedWan(router)).pppoe).toEqual(stored);
});
