/** Port forwarding's error paths (spec 3 §8): the loader that fails, the limit ('max'), a create and a delete refused. */
import { expect, scenario, test } from '../dsl';
import { fillRules, LIST, network, row, rule, rules } from './port-redirect-world';

test('as regras não carregam: a mensagem e "Tentar novamente"', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session'],
  tags: ['@security'],
}), async ({ app, page, emulator, router }) => {
  const [stored] = await rules(router);
  await emulator.fault({ method: 'GET', path: '/api/v1/natportredirect', status: 500, times: 1 });
  await app.signIn({ at: LIST });
  await app.expectAlert('Não foi possível carregar as regras de redirecionamento.');
  await app.press('Tentar novamente');
  await expect(row(page, stored.description)).toBeVisible();
});

test('limite de regras atingido: o roteador responde "max" e a tela explica', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, router }) => {
  const { base } = await network(router);
  // the router filled up to its own limit of rules, through its API
  await fillRules(router, `${base}.71`, [9000]);
  const before = await rules(router);
  const api = await router.raw('POST', 'natportredirect', rule({ internalIP: `${base}.70` }), await router.login());
  expect(api.status).toBe(400);
  expect(api.body).toMatchObject({ status: 'error', code: 'max' });

  await app.signIn({ at: `${LIST}/add` });
  await app.fill('Descrição', 'Servidor');
  await app.fill('Porta externa inicial', '9000');
  await app.fill('IP interno', `${base}.70`);
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(
    'Não foi possível incluir uma nova regra de redirecionamento de portas porque o número máximo de regras foi atingido.',
  );
  await app.confirm('Ok, entendi');
  await app.expectPath(`${LIST}/add`);
  expect(await rules(router)).toEqual(before);
});

test('falhas ao adicionar e ao excluir: as mensagens, e nada se perde', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, emulator, router }) => {
  const { base } = await network(router);
  const before = await rules(router);
  await emulator.fault({ method: 'POST', path: '/api/v1/natportredirect', status: 500, times: 1 });
  await app.signIn({ at: `${LIST}/add` });
  await app.fill('Descrição', 'Servidor');
  await app.fill('Porta externa inicial', '9000');
  await app.fill('IP interno', `${base}.70`);
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Houve um erro ao tentar adicionar regra.');
  await app.confirm('Ok, entendi');
  await expect(page.getByLabel('IP interno')).toHaveValue(`${base}.70`);
  expect(await rules(router)).toEqual(before);

  const [stored] = before;
  await app.open(LIST);
  await emulator.fault({ method: 'DELETE', path: `/api/v1/natportredirect/${stored.id}`, status: 500, times: 1 });
  await app.press(`Excluir regra ${stored.description}`);
  await app.confirm('Excluir');
  await expect(app.dialog('Erro')).toContainText('Houve um erro ao tentar excluir a regra.');
  await app.confirm('Ok, entendi');
  await expect(row(page, stored.description)).toBeVisible();
  expect(await rules(router)).toEqual(before);
});
