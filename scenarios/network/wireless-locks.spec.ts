/**
 * Locks by mesh role (spec 2 §4.11, §4.12): on an agent the name, password, open network, dual-band separation and
 * security are locked (and no add or delete); on an active controller the root network cannot be opened nor its
 * bands separated, and keeps WPS on. The router refuses the same changes sent straight to its API.
 */
import { encodeSecret } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { meshOff } from './mesh-world';
import { AGENT_LOCK, CONTROLLER_LOCK, LIST, networks, roots, row, saveAndApply } from './wireless-world';

test('nó secundário (agente): nome, senha, rede aberta, separação e segurança bloqueados; sem adicionar nem excluir', scenario({
  // on a bench: a router inventoried as a mesh agent (mesh-role:agent), opened at its own address
  device: { profile: { base: 'demo', meshRole: 'agent' } },
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  const before = await networks(router);
  const [root24, root5] = roots(before);
  await app.signIn({ at: LIST });
  await expect(row(page, root24.ssid)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar rede' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  // the radio page is hidden on an agent: no link to it
  await expect(page.getByRole('link', { name: 'Configurações de rádio' })).toHaveCount(0);

  await page.getByRole('link', { name: `Editar rede ${root24.ssid}` }).click();
  await app.expectHeading('Editar rede Wi-Fi');
  await expect(page.getByLabel('Nome da rede (SSID)')).toBeDisabled();
  await expect(page.getByLabel('Nome da rede 5 GHz')).toBeDisabled();
  await expect(page.getByLabel('Senha do Wi-Fi')).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Rede aberta (sem senha)' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Separar as redes 2,4 GHz e 5 GHz' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Segurança' })).toBeDisabled();
  await app.expectText(AGENT_LOCK);
  // what is not locked stays editable
  await expect(page.getByRole('switch', { name: 'Rede visível (divulgar o nome)' })).toBeEnabled();

  await app.open(`${LIST}/add`);
  await app.expectText(AGENT_LOCK);
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);

  const token = await router.login();
  for (const body of [{ ssid: 'Outro-Nome' }, { key: encodeSecret('OutraSenha#2026') }, { cipher: 0, key: '' }, { cipher: 4 }]) {
    const r = await router.raw('PUT', `wireless/${root24.id}`, body, token);
    expect(r.status, JSON.stringify(body)).toBe(400);
    // the router's refusal is the hint the form shows beside the locked field
    expect((r.body as { message: string }).message).toBe(AGENT_LOCK);
  }
  const add = await router.raw('POST', 'wireless', {
    radioID: 'radio0', ssid: 'Visitas', enabled: true, wps: false, broadcast: true, cipher: 0, crypto: 0, key: '',
    guest_network: false,
  }, token);
  expect(add.status).toBe(400);
  expect((await router.raw('DELETE', `wireless/${root5.id}`, undefined, token)).status).toBe(400);
  expect(await networks(router)).toEqual(before);
});

test('roteador principal com mesh ativa: rede aberta e separação bloqueadas, WPS sempre ligado', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'mesh'],
  effects: ['configuration', 'session'],
  tags: ['@network'],
  // one restart wait: 20 s, then up to 12 × 5 s
  realTime: '80s',
}), async ({ app, page, router, clock }) => {
  // the router is the principal of an active mesh
  const mesh = await router.easymesh();
  expect([mesh.enabled, mesh.type]).toEqual([true, 0]);
  const [root24, root5] = roots(await networks(router));
  await app.signIn({ at: `${LIST}/${root24.id}` });
  await expect(page.getByRole('switch', { name: 'Rede aberta (sem senha)' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Separar as redes 2,4 GHz e 5 GHz' })).toBeDisabled();
  await app.expectText(CONTROLLER_LOCK);
  const wps = page.getByRole('switch', { name: 'WPS' });
  await expect(wps).toBeChecked();
  await expect(wps).toBeDisabled();
  await app.expectText('Em um roteador principal da rede mesh o WPS da rede principal fica sempre ligado.');
  // name, password and security stay the owner's (WPA3 only would switch WPS off)
  await expect(page.getByLabel('Nome da rede (SSID)')).toBeEnabled();
  await expect(page.getByRole('combobox', { name: 'Segurança' }).locator('option', { hasText: /^WPA3$/ })).toBeDisabled();
  await app.fill('Senha do Wi-Fi', 'NovaSenha#2026');
  await saveAndApply(app, clock);
  const stored = (await networks(router)).filter((w) => w.isRoot);
  expect(stored.map((w) => [w.wps, w.cipher])).toEqual([[true, root24.cipher], [true, root5.cipher]]);

  const token = await router.login();
  const cases: [unknown, string][] = [[{ cipher: 0, key: '' }, 'cipher'], [{ cipher: 5 }, 'cipher'], [{ wps: false }, 'wps']];
  for (const [body, field] of cases) {
    const r = await router.raw('PUT', `wireless/${root24.id}`, body, token);
    expect(r.status, JSON.stringify(body)).toBe(400);
    expect(r.body).toMatchObject({ status: 'error', field });
  }
  // the root network's records cannot be split: neither deleted nor moved to the other radio
  expect((await router.raw('DELETE', `wireless/${root5.id}`, undefined, token)).status).toBe(400);
  expect((await router.raw('PUT', `wireless/${root24.id}`, { radioID: 'radio1' }, token)).status).toBe(400);
  expect((await networks(router)).filter((w) => w.isRoot)).toEqual(stored);
});

test('sem mesh: a rede principal pode ser aberta e separada, e o WPS fica a critério do dono', scenario({
  device: { profile: 'demo' },
  // the mesh switched off first through the router's API (mesh-world.ts)
  needs: ['mesh'],
  effects: ['session', 'configuration', 'mesh-topology'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  await meshOff(router);
  const [root24] = roots(await networks(router));
  await app.signIn({ at: `${LIST}/${root24.id}` });
  await expect(page.getByRole('switch', { name: 'Rede aberta (sem senha)' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Separar as redes 2,4 GHz e 5 GHz' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'WPS' })).toBeEnabled();
  await expect(page.getByText(CONTROLLER_LOCK)).toHaveCount(0);
});
