/**
 * The rule statuses and the remaining §8 messages (spec 3 §4, §8): a scheduled block updated and deleted with the
 * service failing ('Ocorreu um erro ao tentar atualizar/deletar o bloqueio agendado.'), 'Em exclusão' until the
 * router removed it (the list read again every 30 s), a block the router failed to apply shown 'Desconhecido';
 * one device's pages: its bandwidth rule and its URL filters only; an address that is not a MAC.
 */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { aDevice, ALL, DEVICES, row, seen, store, storeSchedule, week } from './parental-world';

const SCHEDULED = 'Bloqueios agendados';

test('bloqueio agendado: falhas ao atualizar e ao deletar, depois "Em exclusão" até o roteador o remover', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  // the list is read every 30 s: once to see the block applied, once to see it gone
  realTime: '60s',
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, emulator, clock }) => {
  const device = await aDevice(router);
  const before = await router.scheduledBlocks();
  const aula = await storeSchedule(router, 'Aula', week({ monday: [['08:00', '12:00']] }));
  await storeSchedule(router, 'Noite', week({ monday: [['20:00', '23:59']] }));
  await store(router, 'scheduled_block', { scheduleid: aula.id, target: device.mac });
  await app.signIn({ at: `${ALL}?tab=scheduled-block` });
  const item = row(page, SCHEDULED, device.mac);
  await expect(item).toContainText('Em andamento');
  await clock.advance(timing.poll.remoteLists);
  await expect(item).toContainText('Ativo');

  await emulator.fault({ method: 'PUT', path: '/cloud/parental/*', status: 500, times: 1 });
  await page.getByRole('button', { name: `Editar bloqueio de ${device.mac}` }).click();
  await page.getByLabel('Agenda', { exact: true }).selectOption({ label: 'Noite' });
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar atualizar o bloqueio agendado.');
  await app.confirm('Ok, entendi');
  expect(await router.scheduledBlocks()).toEqual([...before, expect.objectContaining({ scheduleid: aula.id })]);
  await app.press('Cancelar');

  await emulator.fault({ method: 'DELETE', path: '/cloud/parental/*', status: 500, times: 1 });
  await page.getByRole('button', { name: `Excluir bloqueio de ${device.mac}` }).click();
  await app.confirm('Excluir');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar deletar o bloqueio agendado.');
  await app.confirm('Ok, entendi');
  expect(await router.scheduledBlocks()).toHaveLength(before.length + 1);

  await page.getByRole('button', { name: `Excluir bloqueio de ${device.mac}` }).click();
  await app.confirm('Excluir');
  await app.confirm('Ok, entendi');
  await expect(item).toContainText('Em exclusão');
  await clock.advance(timing.poll.remoteLists);
  await expect(item).toHaveCount(0);
  expect(await router.scheduledBlocks()).toEqual(before);
});

test('um bloqueio que o roteador não aplicou aparece como "Desconhecido"', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, emulator, clock }) => {
  const device = await aDevice(router);
  await emulator.parentalFail();
  await store(router, 'block', { target: device.mac });
  await app.signIn({ at: ALL });
  const item = row(page, 'Bloqueios fixos', device.mac);
  await expect(item).toContainText('Em andamento');
  await clock.advance(timing.poll.remoteLists);
  await expect(item).toContainText('Desconhecido');
  expect((await router.fixedBlocks())[0].status).toBe(4);
  expect((await seen(router, device.mac)).blocked).toBe(false);
});

test('as páginas de um dispositivo: a regra de banda dele (priorizar) e só os filtros de URL dele', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router }) => {
  const device = await aDevice(router);
  const rules = await router.deviceQosRules();
  await store(router, 'urlfilter', { mac: device.mac, url: 'dele.example.com', description: '' });
  await store(router, 'urlfilter', { mac: 'AA:BB:CC:00:11:22', url: 'outro.example.com', description: '' });
  await app.signIn({ at: `${DEVICES}/${device.mac}/block` });
  await app.expectHeading(device.hostname);
  await expect(row(page, 'Filtros de URL', 'dele.example.com')).toBeVisible();
  await expect(row(page, 'Filtros de URL', 'outro.example.com')).toHaveCount(0);

  await app.open(`${DEVICES}/${device.mac}?tab=qos`);
  await app.press('Adicionar regra');
  await page.getByLabel('Priorizar').check();
  await page.getByRole('slider', { name: 'Download' }).fill('80');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Regras de Controle de Banda', device.mac)).toContainText('Priorizar');
  await expect(row(page, 'Regras de Controle de Banda', device.mac)).toContainText('Download: 80,00 Mbps · Upload: 25,00 Mbps');
  // one rule per device: no second one from its page
  await expect(page.getByRole('button', { name: 'Adicionar regra' })).toHaveCount(0);
  expect(await router.deviceQosRules()).toEqual([
    ...rules,
    expect.objectContaining({ mode: 'prioritize', target: device.mac, download: 80000, upload: 25000 }),
  ]);

  await app.open(`${DEVICES}/nao-e-um-mac`);
  await app.expectPath(DEVICES);
});
