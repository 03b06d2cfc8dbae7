/**
 * The Wi-Fi list (spec 2 §2.3, §3 Reduced Wi-Fi, §4.8, §8): networks grouped as the owner knows them, the
 * enable toggle (each record flipped, apply, restart wait, new login), delete and its error, the per-band limit.
 */
import { expect, scenario, test } from '../dsl';
import {
  APPLIED, byName, DELETE_ERROR, DELETED, LIMIT, LIST, networks, roots, row, seedNetwork, writes,
} from './wireless-world';
import { fillBands } from './limits-world';

test('lista de redes: a principal e uma rede 2.4 e 5 GHz com o mesmo nome aparecem cada uma uma vez', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  // the router has its root network only
  const before = await networks(router);
  expect(before.filter((w) => !w.isRoot)).toEqual([]);
  const [root24, root5] = roots(before);
  await seedNetwork(router, 'Visitas', ['radio0', 'radio1'], { guest_network: true });
  await seedNetwork(router, 'Loja', ['radio1'], { cipher: 0, key: '', crypto: 0 });
  await app.signIn({ at: LIST });
  const list = page.getByRole('list', { name: 'Redes Wi-Fi' });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  const root = row(page, root24.ssid);
  await expect(root).toContainText(root5.ssid);
  await expect(root).toContainText('2,4 e 5 GHz');
  await expect(root).toContainText('Rede principal');
  // the root network can be neither toggled nor deleted
  await expect(root.getByRole('switch', { name: `Rede ${root24.ssid} ativa` })).toBeDisabled();
  await expect(root.getByRole('button', { name: /Excluir/ })).toHaveCount(0);

  const guest = row(page, 'Visitas');
  await expect(guest).toContainText('2,4 e 5 GHz');
  await expect(guest).toContainText('Visitantes');
  await expect(guest.getByRole('switch', { name: 'Rede Visitas ativa' })).toBeChecked();
  await expect(row(page, 'Loja')).toContainText('5 GHz');
  await expect(row(page, 'Loja')).toContainText('Aberta');
  // the radio page is visible on this device: the list links to it
  await app.follow('Configurações de rádio');
  await app.expectPath('/network/wifi/radio');
});

test('desligar uma rede dual band: cada registro muda, aplica, espera o roteador e entra de novo', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // one restart wait (20 s, then 5 s steps)
  realTime: '80s',
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, router, clock }) => {
  const ids = await seedNetwork(router, 'Visitas', ['radio0', 'radio1']);
  await app.signIn({ at: LIST });
  await router.clearJournal();
  await page.getByRole('switch', { name: 'Rede Visitas ativa' }).click();
  await clock.pause();
  await app.confirm('Aplicar');
  await app.waitForRestart(clock, APPLIED);
  const sent = await writes(router);
  expect(sent.slice(0, 3).sort()).toEqual([...ids.map((id) => `PUT /api/v1/wireless/${id}`), 'POST /api/v1/action'].sort());
  // the restart dropped the session: the UI logged in again with the stored credentials
  expect(sent).toContain('POST /api/v1/session');
  const stored = byName(await networks(router), 'Visitas');
  expect(stored.map((w) => w.enabled)).toEqual([false, false]);
  await app.confirm('Ok, entendi');
  await expect(page.getByRole('switch', { name: 'Rede Visitas ativa' })).not.toBeChecked();
  await app.expectPath(LIST);
});

test('excluir uma rede: confirmação, aplica e "Rede wireless excluída com sucesso."', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  effects: ['configuration', 'session'],
  tags: ['@network'],
  // one restart wait: 20 s, then up to 12 × 5 s
  realTime: '80s',
}), async ({ app, page, router, clock }) => {
  await seedNetwork(router, 'Visitas', ['radio0', 'radio1']);
  const before = await networks(router);
  await app.signIn({ at: LIST });
  await app.press('Excluir rede Visitas');
  await expect(app.dialog('Excluir rede Wi-Fi')).toContainText('Visitas');
  await clock.pause();
  await app.confirm('Excluir');
  await app.waitForRestart(clock, DELETED);
  expect(await networks(router)).toEqual(before.filter((w) => w.ssid !== 'Visitas'));
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Visitas')).toHaveCount(0);
});

test('falha ao excluir: "Ocorreu um erro ao tentar excluir a rede wireless." e a rede continua', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, router, emulator }) => {
  const [id] = await seedNetwork(router, 'Loja', ['radio0']);
  const before = await networks(router);
  await emulator.fault({ method: 'DELETE', path: `/api/v1/wireless/${id}`, status: 500, times: 1 });
  await app.signIn({ at: LIST });
  await app.press('Excluir rede Loja');
  await app.confirm('Excluir');
  await expect(app.dialog('Erro')).toContainText(DELETE_ERROR);
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Loja')).toHaveCount(1);
  expect(await networks(router)).toEqual(before);
});

test('limite de redes por faixa: "A quantidade máxima de redes Wi-Fi foi atingida." e o roteador recusa', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, router }) => {
  // both bands full: networks added through the router's API until it answers "max" on each (a bench's guard deletes them)
  await fillBands(router, ['radio0', 'radio1']);
  const full = await networks(router);
  const api = await router.raw('POST', 'wireless', {
    radioID: 'radio0', ssid: 'Visitas', enabled: true, wps: false, broadcast: true, cipher: 0, crypto: 0, key: '',
    guest_network: false,
  }, await router.login());
  expect(api.status).toBe(400);
  expect(api.body).toMatchObject({ status: 'error', code: 'max', message: LIMIT });

  await app.signIn({ at: LIST });
  await app.press('Adicionar rede');
  await expect(app.dialog('Erro')).toContainText(LIMIT);
  await app.confirm('Ok, entendi');
  await app.expectPath(LIST);
  expect(await networks(router)).toEqual(full);
});

test('limite de uma faixa só: a faixa cheia mostra o aviso e o Salvar fica desabilitado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  // 2.4 GHz full (networks added through the router's API until it answers "max"; a bench's guard deletes them), 5 GHz not
  await fillBands(router, ['radio0']);
  await app.signIn({ at: `${LIST}/add` });
  await app.fill('Nome da rede (SSID)', 'Visitas');
  await app.fill('Senha do Wi-Fi', 'Visitas#2026');
  // 2.4 e 5 GHz (the default) needs room on 2.4 GHz, which is full
  await expect(page.getByRole('alert').filter({ hasText: LIMIT })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await page.getByLabel('5 GHz', { exact: true }).check();
  await expect(page.getByRole('alert').filter({ hasText: LIMIT })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
});
