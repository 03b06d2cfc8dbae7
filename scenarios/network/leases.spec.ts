/** Static leases: list, add, edit and delete, on screen and in the router (spec 2 §2.2, §5.9, §7, §8). */
import { expect, scenario, test } from '../dsl';
import { freeAddress, freeClient, LIST, row, world } from './lease-world';

const header = { device: { profile: 'demo' as const }, effects: ['session' as const, 'configuration' as const], tags: ['@network' as const] };

test('a lista mostra as reservas que o roteador guarda', scenario({ ...header, effects: ['session'] }), async ({ app, page, router }) => {
  const { leases, dhcp } = await world(router);
  expect(leases.length).toBeGreaterThan(0);
  await app.signIn({ at: LIST });
  await app.expectHeading('Reserva de endereços IP');
  await app.expectText(`Faixa do servidor DHCP: ${dhcp.rangeStart} a ${dhcp.rangeEnd}`);
  await expect(page.getByRole('list', { name: 'Reservas de IP' }).getByRole('listitem')).toHaveCount(leases.length);
  for (const lease of leases) {
    await expect(row(page, lease.mac)).toContainText(lease.description);
    await expect(row(page, lease.mac)).toContainText(lease.ip);
  }
});

test('adicionar uma reserva escolhendo um dispositivo conectado: o roteador a guarda', scenario(header), async ({ app, page, router }) => {
  const before = await world(router);
  const client = freeClient(before);
  await app.signIn({ at: LIST });
  await app.follow('Adicionar reserva');
  await app.expectPath(`${LIST}/add`);
  await app.expectHeading('Adicionar reserva');
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();

  await app.press(`Usar ${client.hostname}`);
  await expect(page.getByLabel('Endereço MAC')).toHaveValue(client.mac);
  await expect(page.getByLabel('Endereço IP')).toHaveValue(client.ip);
  await app.fill('Descrição', 'Notebook do escritório');
  await app.press('Salvar');
  await app.dialog('Configurações salvas com sucesso!').waitFor();

  const after = await world(router);
  expect(after.leases).toHaveLength(before.leases.length + 1);
  expect(after.leases).toContainEqual(expect.objectContaining({ description: 'Notebook do escritório', mac: client.mac, ip: client.ip }));
  await app.confirm('Ok, entendi');
  await app.expectPath(LIST);
  await expect(row(page, client.mac)).toContainText('Notebook do escritório');
});

// On a bench the guard writes an edited reservation back whole (PUT dhcp_static_lease/{id} takes the whole record).
test('editar uma reserva: o roteador guarda a nova descrição e o novo IP', scenario(header), async ({ app, page, router }) => {
  const before = await world(router);
  const [lease] = before.leases;
  const ip = freeAddress(before);
  await app.signIn({ at: LIST });
  await page.getByRole('link', { name: `Editar reserva ${lease.description}` }).click();
  await app.expectPath(`${LIST}/${lease.id}`);
  await app.expectHeading('Editar reserva');
  await expect(page.getByLabel('Descrição')).toHaveValue(lease.description);
  await expect(page.getByLabel('Endereço MAC')).toHaveValue(lease.mac);
  await expect(page.getByLabel('Endereço IP')).toHaveValue(lease.ip);
  // Unchanged (its own MAC and IP are not "in use"): nothing to save.
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  await app.fill('Descrição', 'Celular da Ana');
  await app.fill('Endereço IP', ip);
  await app.press('Salvar');
  await app.dialog('Configurações salvas com sucesso!').waitFor();
  const stored = (await world(router)).leases.find((l) => l.id === lease.id);
  expect(stored).toEqual({ id: lease.id, description: 'Celular da Ana', mac: lease.mac, ip });
  const api = await router.raw('GET', `dhcp_static_lease/${lease.id}`, undefined, await router.login());
  expect(api.body).toEqual(stored);
  await app.confirm('Ok, entendi');
  await expect(row(page, lease.mac)).toContainText('Celular da Ana');
});

test('excluir uma reserva pede confirmação; cancelar não muda nada', scenario(header), async ({ app, page, router }) => {
  const [first, second] = (await world(router)).leases;
  await app.signIn({ at: LIST });

  await app.press(`Excluir reserva ${second.description}`);
  await expect(app.dialog('Excluir reserva')).toContainText(second.description);
  await app.dialog('Excluir reserva').getByRole('button', { name: 'Cancelar' }).click();
  expect((await world(router)).leases.map((l) => l.id)).toContain(second.id);

  await app.press(`Excluir reserva ${first.description}`);
  await app.confirm('Excluir');
  await app.dialog('Configurações salvas com sucesso!').waitFor();
  const ids = (await world(router)).leases.map((l) => l.id);
  expect(ids).not.toContain(first.id);
  expect(ids).toContain(second.id);
  await app.confirm('Ok, entendi');
  await expect(row(page, first.mac)).toHaveCount(0);
  await expect(row(page, second.mac)).toHaveCount(1);
});
