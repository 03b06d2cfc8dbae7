/**
 * Device URL filters (spec 3 §2, §4, §5, §8): Pendente while the router applies (the list re-read every 2 s), then
 * Habilitado; Erro with its tooltip when the router fails; every rule in the form and refused by the service; the
 * load, create and delete errors.
 */
import { sizeMessage, timing, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { aDevice, ALL, chooseDevice, DEVICES, expectRefused, row, store } from './parental-world';

const LIST = 'Filtros de URL';

test('filtro de URL de um dispositivo: Pendente, relido a cada 2 s, e Habilitado quando aplicado', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '14s',
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, clock }) => {
  const device = await aDevice(router);
  const before = await router.deviceUrlFilters();
  await app.signIn({ at: `${DEVICES}/${device.mac}?tab=url-filters` });
  await app.press('Adicionar filtro');
  await app.fill('URL', 'jogos.example.com');
  await app.fill('Descrição', 'Jogos');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  const item = row(page, LIST, 'jogos.example.com');
  await expect(item).toContainText('Pendente');
  await router.clearJournal();
  await clock.advance(timing.poll.urlFilterPending);
  await expect(item).toContainText('Pendente');
  await clock.advance(timing.poll.urlFilterPending);
  await expect(item).toContainText('Habilitado');
  const reads = async () => (await router.journal()).filter((e) => e.method === 'GET' && e.path.endsWith('/urlfilter')).length;
  await clock.expectCount('leituras dos filtros a cada 2 s', reads, 2);
  expect(await router.deviceUrlFilters()).toEqual([
    ...before,
    expect.objectContaining({ mac: device.mac, url: 'jogos.example.com', description: 'Jogos', status: 0 }),
  ]);
  // no more 2-s reads once nothing is pending
  await router.clearJournal();
  await clock.advance('10s');
  expect((await router.journal()).filter((e) => e.path.endsWith('/urlfilter'))).toHaveLength(0);
});

test('o roteador falha ao aplicar: Erro, com a dica de recriar o filtro ou reiniciar o roteador', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, clock, emulator }) => {
  const device = await aDevice(router);
  await emulator.parentalFail();
  await store(router, 'urlfilter', { mac: device.mac, url: 'apostas.example.com', description: '' });
  await app.signIn({ at: `${ALL}?tab=url-filters` });
  const item = row(page, LIST, 'apostas.example.com');
  await expect(item).toContainText('Pendente');
  await clock.advance(2 * timing.poll.urlFilterPending);
  const badge = item.getByText('Erro', { exact: true });
  await expect(badge).toBeVisible();
  expect((await router.deviceUrlFilters())[0].status).toBe(4);
  await expect(badge).toHaveAttribute('title', 'Houve um erro ao aplicar o filtro. Recrie o filtro ou reinicie o roteador.');
});

test('regras do filtro de URL no formulário, e o serviço recusa as mesmas sem mudar nada', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '3s',
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, clock }) => {
  const device = await aDevice(router);
  await store(router, 'urlfilter', { mac: device.mac, url: 'jogos.example.com', description: '' });
  await app.signIn({ at: `${ALL}?tab=url-filters` });
  // the router applies the stored filter now, not in the middle of a refusal's before and after
  await clock.advance(timing.wait.parentalApply);
  await app.press('Adicionar filtro');
  await chooseDevice(page, device);
  await app.fill('URL', 'social.example.com');
  await app.expectFieldRule('URL', 'JOGOS.example.com', m.identicalRule, 'social.example.com');
  await app.expectFieldRule('URL', 'açaí.com', m.invalidCharacters, 'social.example.com');
  await app.expectFieldRule('URL', 'x'.repeat(256), sizeMessage(1, 255), 'social.example.com');
  await app.expectFieldRule('URL', '', m.required, 'social.example.com');
  await app.expectFieldRule('Descrição', 'x'.repeat(33), sizeMessage(0, 32), 'Redes');
  // 'Outro': a MAC typed by hand
  await chooseDevice(page, 'Outro');
  await app.expectFieldRule('Endereço MAC', 'AA:BB', m.invalidMac, 'AA:BB:CC:00:11:22');

  await expectRefused(router, 'POST', 'urlfilter', { mac: device.mac, url: 'Jogos.Example.com', description: '' }, m.identicalRule);
  await expectRefused(router, 'POST', 'urlfilter', { mac: device.mac, url: 'açaí.com', description: '' }, m.invalidCharacters);
  await expectRefused(router, 'POST', 'urlfilter', { mac: device.mac, url: '', description: '' }, m.required);
  await expectRefused(router, 'POST', 'urlfilter', { mac: 'AA:BB', url: 'a.com', description: '' }, m.invalidMac);
  await expectRefused(router, 'POST', 'urlfilter', { mac: device.mac, url: 'a.com', description: 'x'.repeat(33) }, sizeMessage(0, 32));
});

test('os filtros não carregam, e falhas ao criar e ao deletar: as mensagens do §8', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, emulator }) => {
  const device = await aDevice(router);
  await store(router, 'urlfilter', { mac: device.mac, url: 'loja.example.com', description: '' });
  await emulator.fault({ method: 'GET', path: '/cloud/parental/*', status: 500, times: 1 });
  await app.signIn({ at: `${ALL}?tab=url-filters` });
  await app.expectAlert('Erro ao carregar filtros. Verifique sua conexão com a internet ou tente novamente em instantes.');
  await app.press('Tentar novamente');
  await expect(row(page, LIST, 'loja.example.com')).toBeVisible();

  await emulator.fault({ method: 'POST', path: '/cloud/parental/*', status: 500, times: 1 });
  await app.press('Adicionar filtro');
  await chooseDevice(page, device);
  await app.fill('URL', 'novo.example.com');
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar criar o filtro.');
  await app.confirm('Ok, entendi');

  await emulator.fault({ method: 'DELETE', path: '/cloud/parental/*', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Excluir filtro loja.example.com' }).click();
  await app.confirm('Excluir');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar deletar o filtro.');
  await app.confirm('Ok, entendi');
  expect((await router.deviceUrlFilters()).map((f) => f.url)).toEqual(['loja.example.com']);
});
