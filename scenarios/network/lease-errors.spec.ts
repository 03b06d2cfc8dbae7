/** The lease pages' error modals of spec 2 §8, the limit ('max'), the saving wait and the device poll. */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { freeAddress, freeClient, LIST, row, world } from './lease-world';
import { fillLeases } from './limits-world';

const MAX = 'Não foi possível incluir uma nova reserva, porque o número máximo de reservas foi atingido.';

test('limite de reservas atingido: o roteador responde "max" e a tela explica', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  const client = freeClient(await world(router));
  // The router at its limit: reservations added through its API until it answers "max" (a bench's guard deletes them).
  await fillLeases(router);
  const w = await world(router);
  // a reservation the router would take but for the limit: a free client, an address of the range no one has
  const api = await router.raw('POST', 'dhcp_static_lease', { description: '', mac: client.mac, ip: freeAddress(w) }, await router.login());
  expect(api.status).toBe(400);
  expect(api.body).toMatchObject({ status: 'error', code: 'max' });

  await app.signIn({ at: `${LIST}/add` });
  await app.press(`Usar ${client.hostname}`);
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(MAX);
  await app.confirm('Ok, entendi');
  // Back to the form, values kept; nothing stored.
  await app.expectPath(`${LIST}/add`);
  await expect(page.getByLabel('Endereço MAC')).toHaveValue(client.mac);
  expect((await world(router)).leases).toEqual(w.leases);
});

test('falha ao adicionar (não "max"): "Ocorreu um erro ao tentar adicionar reserva."', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, emulator, router }) => {
  const w = await world(router);
  await emulator.fault({ method: 'POST', path: '/api/v1/dhcp_static_lease', status: 500, times: 1 });
  await app.signIn({ at: `${LIST}/add` });
  await app.press(`Usar ${freeClient(w).hostname}`);
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar adicionar reserva.');
  await app.confirm('Ok, entendi');
  expect((await world(router)).leases).toEqual(w.leases);
});

test('falha ao editar: "Ocorreu um erro ao tentar editar reserva."', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, emulator, router }) => {
  const w = await world(router);
  const [lease] = w.leases;
  await emulator.fault({ method: 'PUT', path: `/api/v1/dhcp_static_lease/${lease.id}`, status: 500, times: 1 });
  await app.signIn({ at: `${LIST}/${lease.id}` });
  await app.fill('Descrição', 'Outro nome');
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar editar reserva.');
  await app.confirm('Ok, entendi');
  await app.expectPath(`${LIST}/${lease.id}`);
  expect((await world(router)).leases).toEqual(w.leases);
});

test('falha ao excluir: "Ocorreu um erro ao tentar excluir reserva." e a reserva continua', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, emulator, router }) => {
  const w = await world(router);
  const [lease] = w.leases;
  await emulator.fault({ method: 'DELETE', path: `/api/v1/dhcp_static_lease/${lease.id}`, status: 500, times: 1 });
  await app.signIn({ at: LIST });
  await app.press(`Excluir reserva ${lease.description}`);
  await app.confirm('Excluir');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar excluir reserva.');
  await app.confirm('Ok, entendi');
  await expect(row(page, lease.mac)).toHaveCount(1);
  expect((await world(router)).leases).toEqual(w.leases);
});

test('salvando: aviso de espera, e um segundo clique não envia outra vez', scenario({
  device: { profile: 'demo' },
  needs: ['faults', 'clock'],
  // the POST's 3 s delay
  realTime: '3s',
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, emulator, clock, router }) => {
  const w = await world(router);
  const client = freeClient(w);
  await app.signIn({ at: `${LIST}/add` });
  await app.press(`Usar ${client.hostname}`);
  const delayMs = 3000;
  await emulator.fault({ method: 'POST', path: '/api/v1/dhcp_static_lease', delayMs, times: 1 });
  await router.clearJournal();
  await page.getByRole('button', { name: 'Salvar' }).dblclick();
  await app.dialog('Aguarde! Estamos salvando suas configurações.').waitFor();
  await clock.advance(delayMs);
  await app.dialog('Configurações salvas com sucesso!').waitFor();
  const posts = (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/dhcp_static_lease');
  expect(posts).toHaveLength(1);
  expect((await world(router)).leases.filter((l) => l.mac === client.mac)).toHaveLength(1);
});

test('no formulário, os dispositivos conectados são lidos a cada 10 s', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '30s',
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, clock, router }) => {
  await app.signIn({ at: `${LIST}/add` });
  await app.expectText('Dispositivos conectados');
  await clock.pause();
  await router.clearJournal();
  await clock.advance(3 * timing.poll.connectedDevicesOnLeasePage);
  const reads = async () =>
    (await router.journal()).filter((e) => e.method === 'GET' && e.path.startsWith('/api/v1/connected_device')).length;
  await clock.expectCount('leituras dos dispositivos conectados em 30 s', reads, 3);
});
