/**
 * The URL filter (spec 3 §2, §5 'Filters'): add, edit, switch off and delete, each rule in the form and the same
 * values refused by the router; the remote-access service can never be blocked (spec 2 §8, spec 3 §5).
 */
import { sizeMessage, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectRefused, FILTERS, row, sample, store } from './filter-world';

const PAGE = `${FILTERS}/url`;
const LIST = 'Filtros de URL';

test('adicionar um filtro de URL: a lista o mostra e o roteador o guarda habilitado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security', '@bench'],
}), async ({ app, page, router }) => {
  const before = await router.filters();
  await app.signIn({ at: PAGE });
  await app.expectHeading('Filtro de URL');
  await app.press('Adicionar filtro');
  const form = page.getByRole('region', { name: 'Novo filtro' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.fill('Descrição', 'Apostas');
  await app.fill('URL', 'apostas.example.com');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(form).toHaveCount(0);
  await expect(row(page, LIST, 'Apostas')).toContainText('apostas.example.com');
  await expect(page.getByRole('switch', { name: 'Habilitar filtro Apostas' })).toBeChecked();

  const after = await router.filters();
  expect(after).toHaveLength(before.length + 1);
  expect(after).toContainEqual(expect.objectContaining({
    type: 3, target: 'apostas.example.com', description: 'Apostas', enabled: true, port_start: 0, port_end: 0,
  }));
});

test('a URL do remotize não pode ser bloqueada: nem ela nem um domínio acima dela', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const [stored] = await store(router, sample.url('noticias.example.com', 'Notícias'));
  await app.signIn({ at: PAGE });
  await app.press('Adicionar filtro');
  const save = page.getByRole('button', { name: 'Salvar' });
  await app.fill('Descrição', 'Remoto');
  for (const url of ['remotize.intelbras.com.br', 'intelbras.com.br', 'com.br']) {
    await app.fill('URL', url);
    await expect(page.getByText('A URL do remotize não pode ser bloqueada', { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();
  }
  await app.fill('URL', 'www.intelbras.com.br');
  await expect(page.getByText(m.remotizeUrlBlocked)).toHaveCount(0);
  await expect(save).toBeEnabled();

  // The router refuses it too, on a new filter and on an edit, and stores nothing.
  await expectRefused(router, 'POST', 'filter', sample.url('remotize.intelbras.com.br', 'Remoto'), m.remotizeUrlBlocked);
  await expectRefused(router, 'PUT', `filter/${stored.id}`, { ...stored, target: 'intelbras.com.br' }, m.remotizeUrlBlocked);
});

test('cada regra do filtro de URL, com "Salvar" desabilitado enquanto houver erro', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const [taken] = await store(router, sample.url('jogos.example.com', 'Jogos'));
  const before = await router.filters();
  await app.signIn({ at: PAGE });
  await app.press('Adicionar filtro');
  const save = page.getByRole('button', { name: 'Salvar' });
  const good: Record<string, string> = { 'Descrição': 'Redes sociais', URL: 'social.example.com' };
  await app.fill('Descrição', good['Descrição']);
  await app.fill('URL', good.URL);
  await expect(save).toBeEnabled();
  const cases: Array<[string, string, string]> = [
    ['Descrição', '', m.required],
    ['Descrição', 'x'.repeat(33), sizeMessage(1, 32)],
    ['URL', '', m.required],
    ['URL', `${'a'.repeat(27)}.com`, sizeMessage(1, 30)],
    ['URL', 'http://a.com/x', m.invalidCharacters],
    ['URL', 'pão.com.br', m.invalidCharacters],
    ['URL', taken.target.toUpperCase(), m.filterUrlInUse],
  ];
  for (const [label, value, message] of cases) await app.expectFieldRule(label, value, message, good[label]);
  await app.press('Cancelar');
  expect(await router.filters()).toEqual(before);

  // The same values, straight to the router.
  const ok = sample.url('social.example.com', 'Redes sociais');
  await expectRefused(router, 'POST', 'filter', { ...ok, description: '' }, m.required);
  await expectRefused(router, 'POST', 'filter', { ...ok, description: 'x'.repeat(33) }, sizeMessage(1, 32));
  await expectRefused(router, 'POST', 'filter', { ...ok, target: '' }, m.required);
  await expectRefused(router, 'POST', 'filter', { ...ok, target: `${'a'.repeat(27)}.com` }, sizeMessage(1, 30));
  await expectRefused(router, 'POST', 'filter', { ...ok, target: 'http://a.com/x' }, m.invalidCharacters);
  await expectRefused(router, 'POST', 'filter', { ...ok, target: taken.target.toUpperCase() }, m.filterUrlInUse);
});

test('editar, desabilitar e excluir um filtro de URL', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const [stored] = await store(router, sample.url('videos.example.com', 'Vídeos'));
  await app.signIn({ at: PAGE });

  await app.press('Editar filtro Vídeos');
  const form = page.getByRole('region', { name: 'Editar filtro' });
  await expect(form.getByLabel('URL', { exact: true })).toHaveValue('videos.example.com');
  await expect(form.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.fill('Descrição', 'Vídeos longos');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(row(page, LIST, 'Vídeos longos')).toBeVisible();
  expect((await router.filters()).find((f) => f.id === stored.id)).toMatchObject({ description: 'Vídeos longos', enabled: true });

  const toggle = page.getByRole('switch', { name: 'Habilitar filtro Vídeos longos' });
  await toggle.click();
  await app.confirm('Ok, entendi');
  await expect(toggle).not.toBeChecked();
  expect((await router.filters()).find((f) => f.id === stored.id)).toMatchObject({ enabled: false, target: 'videos.example.com' });

  await app.press('Excluir filtro Vídeos longos');
  await expect(app.dialog('Excluir filtro')).toContainText('Deseja excluir o filtro Vídeos longos?');
  await app.confirm('Excluir');
  await app.confirm('Ok, entendi');
  await expect(row(page, LIST, 'Vídeos longos')).toHaveCount(0);
  expect((await router.filters()).some((f) => f.id === stored.id)).toBe(false);
});
