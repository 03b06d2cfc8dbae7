/** The internet page saves each mode (spec 2 §2.3, §4.1): DHCP, static, PPPoE (create and update), MAC clone, DNS. */
import { encodeSecret, type Pppoe } from '@roteador/contract';
import { expect, scenario, test, type ScenarioHeader } from '../dsl';
import { chooseMode, modeRadio, PAGE, pppoeDecoded, SAVED, saveButton, storeStaticWan, storedWan } from './wan-world';

const header: ScenarioHeader = {
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@network'],
};

/**
 * A PPPoE record, once created, stays: the router has no DELETE pppoe (contract network.ts), so no bench guard can
 * undo it (it reports the record as not restorable); only a device reset (the emulator's control API) takes it away.
 */
const pppoeHeader: ScenarioHeader = { ...header, needs: ['control'] };

/*
 * A static address is the WAN's only while the mode is static: back in DHCP the WAN has the provider's lease again
 * (emulator device/wan.ts), so a bench guard that writes the DHCP mode back finds the WAN as it was.
 */

/** The modes by their stored code (0 DHCP, 1 static, 2 PPPoE): the choice, its address and a field only it shows. */
const MODES = [
  { name: 'Automático', path: 'dhcp', field: 'MTU' },
  { name: 'Estático', path: 'static', field: 'Endereço IP' },
  { name: 'PPPoE', path: 'pppoe', field: 'Usuário' },
] as const;

test('internet: a página abre no modo gravado; trocar o modo troca o endereço', scenario(header), async ({ app, page, router }) => {
  const { wan, pppoe } = await storedWan(router);
  await app.signIn({ at: PAGE });
  await expect(modeRadio(page, MODES[wan.mode].name)).toBeChecked();
  // a static WAN has no automatic DNS to offer
  if (wan.mode !== 1) await expect(page.getByRole('switch', { name: 'DNS automático' })).toBeChecked({ checked: wan.dns_v4.automatic });
  await expect(saveButton(page)).toBeDisabled();
  // each other mode: its address and its fields
  for (const mode of MODES.filter((_, code) => code !== wan.mode)) {
    await chooseMode(page, mode.name);
    await app.expectPath(`${PAGE}/${mode.path}`);
    await expect(page.getByLabel(mode.field, { exact: true })).toBeVisible();
    // a new PPPoE record starts at 1492
    if (mode.path === 'pppoe') await expect(page.getByLabel('MTU', { exact: true })).toHaveValue(String(pppoe?.mtu ?? 1492));
  }
  // Opening a sub-route directly selects its mode.
  await app.open(`${PAGE}/static`);
  await expect(modeRadio(page, 'Estático')).toBeChecked();
});

test('internet: IP estático salvo e lido de volta do roteador', scenario(header), async ({ app, page, router }) => {
  await app.signIn({ at: PAGE });
  await chooseMode(page, 'Estático');
  await app.fill('Endereço IP', '200.10.20.30');
  await app.fill('Máscara de rede', '255.255.255.0');
  await app.fill('Gateway', '200.10.20.1');
  await app.fill('MTU', '1480');
  await app.fill('DNS 1', '8.8.8.8');
  await app.fill('DNS 2', '1.1.1.1');
  await app.fill('DNS 3', '');
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  const { wan } = await storedWan(router);
  expect(wan).toMatchObject({
    mode: 1,
    mtu: 1480,
    ip4: '200.10.20.30',
    netmask: '255.255.255.0',
    gateway: '200.10.20.1',
    dns_v4: { automatic: false, dns1: '8.8.8.8', dns2: '1.1.1.1', dns3: '' },
  });
  // The page reads it back: static, with what was saved.
  await app.open(PAGE);
  await expect(modeRadio(page, 'Estático')).toBeChecked();
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue('200.10.20.30');
  await expect(saveButton(page)).toBeDisabled();
});

test('internet: de estático para automático (DHCP) com DNS manual e MTU', scenario(header), async ({ app, page, router }) => {
  await storeStaticWan(router);
  await app.signIn({ at: PAGE });
  await expect(modeRadio(page, 'Estático')).toBeChecked();
  await chooseMode(page, 'Automático');
  await app.expectPath(`${PAGE}/dhcp`);
  // The DNS of the static WAN stay manual: the toggle is off and the fields shown.
  await expect(page.getByRole('switch', { name: 'DNS automático' })).not.toBeChecked();
  await app.fill('DNS 1', '9.9.9.9');
  await app.fill('DNS 2', '149.112.112.112');
  await app.fill('MTU', '1400');
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  const { wan } = await storedWan(router);
  expect(wan).toMatchObject({ mode: 0, mtu: 1400, dns_v4: { automatic: false, dns1: '9.9.9.9', dns2: '149.112.112.112' } });

  // Back to automatic DNS: the fields hide and the router stores automatic.
  await page.getByRole('switch', { name: 'DNS automático' }).check();
  await expect(page.getByLabel('DNS 1', { exact: true })).toHaveCount(0);
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  expect((await storedWan(router)).wan.dns_v4.automatic).toBe(true);
});

test('internet: clonar o endereço MAC e desfazer o clone', scenario(header), async ({ app, page, router }) => {
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'Clonar endereço MAC' }).check();
  await expect(saveButton(page)).toBeDisabled();
  await app.fill('Endereço MAC', 'aa:bb:cc:dd:ee:01');
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  expect((await storedWan(router)).wan.clonedMac).toBe('AA:BB:CC:DD:EE:01');

  await app.open(PAGE);
  await expect(page.getByRole('switch', { name: 'Clonar endereço MAC' })).toBeChecked();
  await expect(page.getByLabel('Endereço MAC', { exact: true })).toHaveValue('AA:BB:CC:DD:EE:01');
  await page.getByRole('switch', { name: 'Clonar endereço MAC' }).uncheck();
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  expect((await storedWan(router)).wan.clonedMac).toBe('00:00:00:00:00:00');
});

test('internet: PPPoE sem registro no roteador cria o registro (POST pppoe)', scenario(pppoeHeader), async ({ app, page, router }) => {
  expect((await storedWan(router)).pppoe).toBeNull();
  await app.signIn({ at: PAGE });
  await chooseMode(page, 'PPPoE');
  await app.fill('Usuário', 'cliente@provedor');
  await app.fill('Senha', 'segredo123');
  await app.fill('Serviço', 'internet');
  await router.clearJournal();
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  const writes = (await router.journal()).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`);
  expect(writes).toEqual(['PUT /api/v1/wan/0', 'POST /api/v1/pppoe']);
  const { wan, pppoe } = await storedWan(router);
  expect(wan.mode).toBe(2);
  expect(pppoeDecoded(pppoe)).toMatchObject({ username: 'cliente@provedor', password: 'segredo123', server: '', service: 'internet', mtu: 1492 });
});

test('internet: PPPoE já gravado é atualizado (PUT pppoe/0), com os campos preenchidos', scenario(pppoeHeader), async ({ app, page, router }) => {
  const token = await router.login();
  const input = { username: encodeSecret('antigo@isp'), password: encodeSecret('velha123'), server: 'bras1', service: '', mtu: 1480 };
  expect((await router.raw('POST', 'pppoe', input, token)).status).toBe(201);
  expect((await router.raw('PUT', 'wan/0', { mode: 2 }, token)).status).toBe(200);
  await app.signIn({ at: PAGE });
  await expect(modeRadio(page, 'PPPoE')).toBeChecked();
  await app.expectPath(PAGE);
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue('antigo@isp');
  await expect(page.getByLabel('Servidor', { exact: true })).toHaveValue('bras1');
  await expect(page.getByLabel('MTU', { exact: true })).toHaveValue('1480');
  await app.fill('Senha', 'nova@Senha9');
  await app.fill('MTU', '1492');
  await router.clearJournal();
  await app.press('Salvar');
  await expect(app.dialog(SAVED)).toBeVisible();
  await app.confirm('Ok, entendi');
  const writes = (await router.journal()).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`);
  expect(writes).toEqual(['PUT /api/v1/wan/0', 'PUT /api/v1/pppoe/0']);
  expect(pppoeDecoded(((await router.raw('GET', 'pppoe', undefined, token)).body as Pppoe[])[0])).toMatchObject({
    username: 'antigo@isp', password: 'nova@Senha9', server: 'bras1', mtu: 1492,
  });
});

// Another mode is the lab's on a bench (the router switched through its API, and back after: lab operation-mode; a
// repeater's mesh goes off with the mode, spec 2 §4.5); an agent's role is the emulator's to make (control).
for (const [name, profile, bench] of [
  ['ponto de acesso', { base: 'demo', operationMode: 1 }, { lab: ['operation-mode'] }],
  ['repetidor', { base: 'demo', operationMode: 3 }, { lab: ['operation-mode'] }],
  ['nó secundário (agente)', { base: 'demo', operationMode: 0, meshRole: 'agent' }, { needs: ['control'] }],
] as const) {
  test(`internet: /network/wan não existe no modo ${name} (spec 2 §2.2)`, scenario({
    device: { profile: { ...profile } },
    ...('lab' in bench ? { lab: [...bench.lab] } : { needs: [...bench.needs] }),
    effects: ['session'],
    tags: ['@network'],
  }), async ({ app, page }) => {
    await app.signIn({ at: `${PAGE}/static` });
    await expect(page).not.toHaveURL(/\/network\/wan/);
    await expect(page.getByRole('radio', { name: 'Estático' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'INTERNET' })).toHaveCount(0);
  });
}
