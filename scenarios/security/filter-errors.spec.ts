/**
 * The filters' error paths (spec 3 §8): the list that fails to load, a create, an update and a delete the router
 * refuses, and the router's limit ('max'). Nothing is lost: the form keeps what was typed, the list what is stored.
 */
import { expect, scenario, test } from '../dsl';
import { FilterType, sameMac } from '@roteador/contract';
import { FILTERS, filterLimit, fillUrlList, row, sample, store } from './filter-world';

const PAGE = `${FILTERS}/url`;
const LIST = 'Filtros de URL';

test('a lista de filtros não carrega: a mensagem e "Tentar novamente"', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, emulator, router }) => {
  await store(router, sample.url('loja.example.com', 'Loja'));
  await emulator.fault({ method: 'GET', path: '/api/v1/filter', status: 500, times: 1 });
  await app.signIn({ at: PAGE });
  await app.expectAlert('Erro ao carregar filtros. Verifique sua conexão com a internet ou tente novamente em instantes.');
  await app.press('Tentar novamente');
  await expect(row(page, LIST, 'Loja')).toBeVisible();
});

test('falha ao criar: "Ocorreu um erro ao tentar criar o filtro." e o formulário fica como estava', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, emulator, router }) => {
  const before = await router.filters();
  await emulator.fault({ method: 'POST', path: '/api/v1/filter', status: 500, times: 1 });
  await app.signIn({ at: PAGE });
  await app.press('Adicionar filtro');
  await app.fill('Descrição', 'Apostas');
  await app.fill('URL', 'apostas.example.com');
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar criar o filtro.');
  await app.confirm('Ok, entendi');
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue('apostas.example.com');
  expect(await router.filters()).toEqual(before);
  // The next try goes through.
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(row(page, LIST, 'Apostas')).toBeVisible();
});

test('limite de filtros atingido: o roteador responde "max" e a tela explica', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  await store(router, sample.url('um.example.com', 'Um'));
  // the URL list filled up to the router's own limit, through its API
  await fillUrlList(router);
  const before = await router.filters();
  const limit = await filterLimit(router);
  expect(before.filter((f) => f.type === FilterType.Url)).toHaveLength(limit);
  const api = await router.raw('POST', 'filter', sample.url('dois.example.com', 'Dois'), await router.login());
  expect(api.status).toBe(400);
  expect(api.body).toMatchObject({ status: 'error', code: 'max' });

  await app.signIn({ at: PAGE });
  await app.press('Adicionar filtro');
  await app.fill('Descrição', 'Dois');
  await app.fill('URL', 'dois.example.com');
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(
    'Não foi possível incluir um novo filtro porque o número máximo de filtros foi atingido.',
  );
  await app.confirm('Ok, entendi');
  expect(await router.filters()).toEqual(before);
  // The limit is per list: a MAC filter still fits.
  const macs = before.filter((f) => f.type === FilterType.Mac);
  expect(macs.length).toBeLessThan(limit);
  const mac = ['AA:BB:CC:DD:EE:01', 'AA:BB:CC:DD:EE:02'].find((m) => !macs.some((f) => sameMac(f.target, m)))!;
  expect((await router.raw('POST', 'filter', sample.mac(mac), await router.login())).status).toBe(201);
});

test('falhas ao desabilitar e ao excluir: as mensagens, e o filtro fica como o roteador o guarda', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, emulator, router }) => {
  const [stored] = await store(router, sample.url('chat.example.com', 'Chat'));
  await app.signIn({ at: PAGE });

  await emulator.fault({ method: 'PUT', path: `/api/v1/filter/${stored.id}`, status: 500, times: 1 });
  const toggle = page.getByRole('switch', { name: 'Habilitar filtro Chat' });
  await toggle.click();
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar atualizar o filtro.');
  await app.confirm('Ok, entendi');
  await expect(toggle).toBeChecked();

  await emulator.fault({ method: 'DELETE', path: `/api/v1/filter/${stored.id}`, status: 500, times: 1 });
  await app.press('Excluir filtro Chat');
  await app.confirm('Excluir');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar deletar o filtro.');
  await app.confirm('Ok, entendi');
  await expect(row(page, LIST, 'Chat')).toBeVisible();
  expect((await router.filters()).find((f) => f.id === stored.id)).toMatchObject({ enabled: true, target: 'chat.example.com' });
});
