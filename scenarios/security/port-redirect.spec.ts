/**
 * Port forwarding (spec 3 §2, §4, §5): add (the external start port copies itself to the other three), edit and
 * delete; every rule of §5 in the form and the same values refused by the router.
 */
import { sizeMessage, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectRefused, LIST, network, row, rule, rules } from './port-redirect-world';

test('adicionar regra: a porta externa inicial se copia às outras; a lista mostra e o roteador guarda', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const { base } = await network(router);
  const before = await rules(router);
  await app.signIn({ at: LIST });
  await app.expectHeading('Redirecionamento de portas');
  await app.follow('Adicionar regra');
  await app.expectPath(`${LIST}/add`);
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.fill('Descrição', 'Servidor HTTPS');
  await page.getByLabel('TCP', { exact: true }).check();
  await app.fill('Porta externa inicial', '8443');
  for (const label of ['Porta externa final', 'Porta interna inicial', 'Porta interna final']) {
    await expect(page.getByLabel(label)).toHaveValue('8443');
  }
  await app.fill('IP interno', `${base}.50`);
  await app.fill('Porta interna inicial', '443');
  await app.fill('Porta interna final', '443');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await app.expectPath(LIST);
  await expect(row(page, 'Servidor HTTPS')).toContainText(`${base}.50:443`);
  const after = await rules(router);
  expect(after).toHaveLength(before.length + 1);
  expect(after).toContainEqual(expect.objectContaining({
    description: 'Servidor HTTPS', protocol: 0, externalPort: { start: 8443, end: 8443 }, internalIP: `${base}.50`,
    internalPort: { start: 443, end: 443 },
  }));
});

test('cada regra do redirecionamento, com "Salvar" desabilitado enquanto houver erro, e o roteador recusa as mesmas', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const { base, wanIp, managementPort } = await network(router);
  const [taken] = await rules(router);
  expect(taken, 'o perfil demo tem uma regra').toBeDefined();
  await app.signIn({ at: `${LIST}/add` });
  const good: Record<string, string> = {
    'Descrição': 'Jogo', 'Porta externa inicial': '7000', 'Porta externa final': '7001',
    'IP interno': `${base}.60`, 'Porta interna inicial': '7000', 'Porta interna final': '7001',
  };
  await app.fill('Descrição', good['Descrição']);
  await app.fill('Porta externa inicial', good['Porta externa inicial']);
  await app.fill('Porta externa final', good['Porta externa final']);
  await app.fill('IP interno', good['IP interno']);
  await app.fill('Porta interna final', good['Porta interna final']);
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  const takenStart = String(taken.externalPort.start);
  const cases: Array<[string, string, string]> = [
    ['Descrição', '', m.required],
    ['Descrição', 'x'.repeat(33), sizeMessage(1, 32)],
    ['Porta externa final', '65536', m.port],
    ['Porta externa final', '6999', m.portRangeOrder],
    ['Porta interna final', '6999', m.portRangeOrder],
    ['Porta interna final', '7000', m.externalPortsExceedInternal],
    ['IP interno', '', m.required],
    ['IP interno', wanIp, m.internalIpIsWanIp],
    ['IP interno', '10.0.0.5', m.notInNetwork],
    ['IP interno', `${base}.255`, m.unusableAddress],
  ];
  for (const [label, value, message] of cases) await app.expectFieldRule(label, value, message, good[label]);
  // The external start copies itself to the others, so these two are checked from a whole range.
  await app.fill('Porta externa inicial', takenStart);
  await app.fill('IP interno', good['IP interno']);
  await expect(page.getByText(m.portRangeInUse, { exact: true })).toBeVisible();
  await page.getByLabel(taken.protocol === 1 ? 'TCP' : 'UDP', { exact: true }).check();
  await expect(page.getByText(m.portRangeInUse, { exact: true })).toHaveCount(0);
  await app.fill('Porta externa inicial', String(managementPort));
  await expect(page.getByText(m.wanManagementPortInRange, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  const ok = rule({ description: 'Jogo', internalIP: `${base}.60`, externalPort: { start: 7000, end: 7001 }, internalPort: { start: 7000, end: 7001 } });
  await expectRefused(router, 'POST', 'natportredirect', { ...ok, description: '' }, m.required);
  await expectRefused(router, 'POST', 'natportredirect', { ...ok, externalPort: { start: 0, end: 1 } }, m.port);
  await expectRefused(router, 'POST', 'natportredirect', { ...ok, externalPort: { start: 7001, end: 7000 } }, m.portRangeOrder);
  await expectRefused(router, 'POST', 'natportredirect', { ...ok, protocol: 2, externalPort: taken.externalPort, internalPort: taken.externalPort }, m.portRangeInUse);
  await expectRefused(router, 'POST', 'natportredirect', { ...ok, internalPort: { start: 80, end: 80 } }, m.externalPortsExceedInternal);
  await expectRefused(router, 'POST', 'natportredirect', { ...ok, externalPort: { start: managementPort, end: managementPort }, internalPort: { start: 1, end: 1 } }, m.wanManagementPortInRange);
  await expectRefused(router, 'POST', 'natportredirect', { ...ok, internalIP: wanIp }, m.internalIpIsWanIp);
  await expectRefused(router, 'POST', 'natportredirect', { ...ok, internalIP: '10.0.0.5' }, m.notInNetwork);
  // And the management port cannot move into a forwarded range.
  const put = await router.raw('PUT', 'remote_web_access/0', { port: taken.externalPort.start }, await router.login());
  expect(put.status).toBe(400);
  expect((put.body as { message: string }).message).toBe(m.portUsedByForward);
});

test('editar e excluir uma regra', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  // a rule of its own, which it edits and deletes: a rule the router had, deleted, would come back under another id
  // (the router numbers a record created again anew), which a bench's restore cannot undo
  const { base, managementPort } = await network(router);
  const before = await rules(router);
  const port = [9100, 9200, 9300].find((p) => p !== managementPort && !before.some((r) => p >= r.externalPort.start && p <= r.externalPort.end))!;
  const made = await router.raw('POST', 'natportredirect', rule({ description: 'Impressora', internalIP: `${base}.101`, externalPort: { start: port, end: port } }), await router.login());
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const stored = (await rules(router)).find((r) => !before.some((b) => b.id === r.id))!;
  expect(stored.description).toBe('Impressora');
  await app.signIn({ at: LIST });
  await page.getByRole('link', { name: `Editar regra ${stored.description}` }).click();
  await app.expectPath(`${LIST}/${stored.id}`);
  await expect(page.getByLabel('IP interno')).toHaveValue(stored.internalIP);
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.fill('Descrição', 'Câmera da garagem');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await app.expectPath(LIST);
  expect((await rules(router)).find((r) => r.id === stored.id)).toEqual({ ...stored, description: 'Câmera da garagem' });

  await app.press('Excluir regra Câmera da garagem');
  await expect(app.dialog('Excluir regra')).toContainText('Deseja excluir a regra Câmera da garagem?');
  await app.confirm('Excluir');
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Câmera da garagem')).toHaveCount(0);
  expect((await rules(router)).some((r) => r.id === stored.id)).toBe(false);
});
