/**
 * 'Editar rede Wi-Fi' (spec 2 §2.3, §4.8): add on one band or both (one record per radio), edit, single ↔ dual band
 * (records deleted and created again; dual → single deletes the other radio's record), band steering saved first,
 * then apply, the restart wait, 300 ms, and the list with 'Configurações aplicadas com sucesso'.
 */
import { BandSteeringList, bandSteeringPath, decodeSecret } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { byName, LIST, networks, roots, row, SAVE_ERROR, saveAndApply, saveAndApplyWrites, seedNetwork, writes } from './wireless-world';

test('adicionar rede 2.4 e 5 GHz para visitantes: um registro por rádio', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // one restart wait (20 s, then 5 s steps)
  realTime: '80s',
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, clock, router }) => {
  await app.signIn({ at: LIST });
  await app.press('Adicionar rede');
  await app.expectPath(`${LIST}/add`);
  await app.expectHeading('Adicionar rede Wi-Fi');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.fill('Nome da rede (SSID)', 'Visitas');
  await page.getByRole('switch', { name: 'Rede para visitantes' }).check();
  await app.fill('Senha do Wi-Fi', 'Visitas#2026');
  const sent = await saveAndApplyWrites(app, clock, router);

  expect(sent.slice(0, 3)).toEqual(['POST /api/v1/wireless', 'POST /api/v1/wireless', 'POST /api/v1/action']);
  const stored = byName(await networks(router), 'Visitas');
  expect(stored.map((w) => [w.radioID, w.guest_network, w.cipher, w.enabled, w.isRoot])).toEqual([
    ['radio0', true, 3, true, false],
    ['radio1', true, 3, true, false],
  ]);
  expect(stored.map((w) => decodeSecret(w.key))).toEqual(['Visitas#2026', 'Visitas#2026']);
  await expect(row(page, 'Visitas')).toContainText('2,4 e 5 GHz');
});

test('adicionar rede aberta só em 5 GHz: sem senha e sem WPS', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // one restart wait (20 s, then 5 s steps)
  realTime: '80s',
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, clock, router }) => {
  await app.signIn({ at: `${LIST}/add` });
  await page.getByLabel('5 GHz', { exact: true }).check();
  await app.fill('Nome da rede (SSID)', 'Loja');
  await page.getByRole('switch', { name: 'WPS' }).check();
  await page.getByRole('switch', { name: 'Rede aberta (sem senha)' }).check();
  // §5.4: no password for an open network, and WPS off
  await expect(page.getByLabel('Senha do Wi-Fi')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'WPS' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'WPS' })).not.toBeChecked();
  await saveAndApply(app, clock);
  const stored = byName(await networks(router), 'Loja');
  expect(stored.map((w) => [w.radioID, w.cipher, w.key, w.wps])).toEqual([['radio1', 0, '', false]]);
  await expect(row(page, 'Loja')).toContainText('5 GHz');
});

test('editar nome e senha de uma rede dual band: os dois registros são atualizados', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // one restart wait (20 s, then 5 s steps)
  realTime: '80s',
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, router, clock }) => {
  const ids = await seedNetwork(router, 'Visitas', ['radio0', 'radio1']);
  await app.signIn({ at: LIST });
  await page.getByRole('link', { name: 'Editar rede Visitas' }).click();
  await app.expectPath(`${LIST}/${ids[0]}`);
  await app.expectHeading('Editar rede Wi-Fi');
  await expect(page.getByLabel('Nome da rede (SSID)')).toHaveValue('Visitas');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.fill('Nome da rede (SSID)', 'Convidados');
  await app.fill('Senha do Wi-Fi', 'Convidados#2026');
  await page.getByRole('combobox', { name: 'Segurança' }).selectOption({ label: 'WPA2/WPA3' });
  const sent = await saveAndApplyWrites(app, clock, router);
  expect(sent.slice(0, 3)).toEqual([...ids.map((id) => `PUT /api/v1/wireless/${id}`), 'POST /api/v1/action']);
  const stored = byName(await networks(router), 'Convidados');
  expect(stored.map((w) => [w.id, w.cipher, decodeSecret(w.key)])).toEqual([
    [ids[0], 6, 'Convidados#2026'],
    [ids[1], 6, 'Convidados#2026'],
  ]);
});

test('de 2.4 GHz para 2.4 e 5 GHz: o registro é excluído e os dois são criados de novo', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // one restart wait (20 s, then 5 s steps)
  realTime: '80s',
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, router, clock }) => {
  const [old] = await seedNetwork(router, 'Loja', ['radio0']);
  await app.signIn({ at: `${LIST}/${old}` });
  await page.getByLabel('2,4 e 5 GHz').check();
  const sent = await saveAndApplyWrites(app, clock, router);
  expect(sent.slice(0, 4)).toEqual([
    `DELETE /api/v1/wireless/${old}`, 'POST /api/v1/wireless', 'POST /api/v1/wireless', 'POST /api/v1/action',
  ]);
  const stored = byName(await networks(router), 'Loja');
  expect(stored.map((w) => w.radioID)).toEqual(['radio0', 'radio1']);
  expect(stored.map((w) => decodeSecret(w.key))).toEqual(['Visitas#2026', 'Visitas#2026']);
  await expect(row(page, 'Loja')).toContainText('2,4 e 5 GHz');
});

test('de 2.4 e 5 GHz para 5 GHz: o registro de 2.4 GHz é excluído e o de 5 GHz continua', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // one restart wait (20 s, then 5 s steps)
  realTime: '80s',
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, router, clock }) => {
  const [id24, id5] = await seedNetwork(router, 'Visitas', ['radio0', 'radio1']);
  await app.signIn({ at: `${LIST}/${id5}` });
  await page.getByLabel('5 GHz', { exact: true }).check();
  const sent = await saveAndApplyWrites(app, clock, router);
  expect(sent.slice(0, 2)).toEqual([`DELETE /api/v1/wireless/${id24}`, 'POST /api/v1/action']);
  const stored = byName(await networks(router), 'Visitas');
  expect(stored.map((w) => [w.id, w.radioID])).toEqual([[id5, 'radio1']]);
  await expect(row(page, 'Visitas')).toContainText('5 GHz');
  await expect(row(page, 'Visitas')).not.toContainText('2.4');
});

// Not on a bench yet: its guard restores the Wi-Fi networks before band steering, and while band steering is still on
// the router renames both root records together (spec 2 §5.4), so the 2.4 GHz name does not come back (hil's
// resources.ts order). With the mesh switched off first (mesh-world.ts) it runs there once the guard restores band
// steering first.
test('rede principal com o mesmo nome nas duas faixas e band steering: band steering é salvo primeiro', scenario({
  device: { profile: { base: 'demo', meshRole: 'none' } },
  needs: ['clock', 'control'],
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, clock, router }) => {
  const [root24, root5] = roots(await networks(router));
  await app.signIn({ at: `${LIST}/${root24.id}` });
  const steering = page.getByRole('switch', { name: 'Band steering' });
  // §5.4: a name per band: no band steering
  await expect(steering).toBeDisabled();
  await app.expectText('O band steering precisa dos dois rádios ligados e de uma rede 2.4 e 5 GHz com o mesmo nome.');
  await page.getByRole('switch', { name: 'Separar as redes 2,4 GHz e 5 GHz' }).uncheck();
  await expect(page.getByLabel('Nome da rede 5 GHz')).toHaveCount(0);
  await steering.check();
  const sent = await saveAndApplyWrites(app, clock, router);
  expect(sent.slice(0, 3)).toEqual(['PUT /api/v1/band_steering/0', `PUT /api/v1/wireless/${root5.id}`, 'POST /api/v1/action']);
  expect((await router.read(bandSteeringPath, BandSteeringList))[0].enabled).toBe(true);
  expect((await networks(router)).filter((w) => w.isRoot).map((w) => w.ssid)).toEqual([root24.ssid, root24.ssid]);
});

test('falha ao salvar: modal de erro, volta ao formulário e nada é aplicado', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, router, emulator }) => {
  const [id] = await seedNetwork(router, 'Loja', ['radio0']);
  await emulator.fault({ method: 'PUT', path: `/api/v1/wireless/${id}`, status: 500, times: 1 });
  await app.signIn({ at: `${LIST}/${id}` });
  await app.fill('Nome da rede (SSID)', 'Loja-Nova');
  await router.clearJournal();
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(SAVE_ERROR);
  await app.confirm('Ok, entendi');
  await app.expectPath(`${LIST}/${id}`);
  await expect(page.getByLabel('Nome da rede (SSID)')).toHaveValue('Loja-Nova');
  expect(await writes(router)).not.toContain('POST /api/v1/action');
  expect(byName(await networks(router), 'Loja')).toHaveLength(1);
});
