/**
 * The block schedules (spec 3 §2, §4, §5, §8, §9): created in the router's local time and stored in UTC (across a
 * time-zone offset and across midnight UTC), every rule in the form and refused by the service, deleting a schedule
 * with its scheduled blocks, and the load error with 'Tentar novamente'.
 */
import { emptyWeek, RuleStatus, sizeMessage, timeText, validationMessages as m, weekToUtc } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { BRT, expectRefused, routerClock, row, SCHEDULE, store, storeSchedule, utcLabel, week } from './parental-world';

const LIST = 'Agendas de bloqueio';

type Windows = Array<{ start_time: string; end_time: string }>;
const w = (...list: Array<[string, string]>): Windows => list.map(([start_time, end_time]) => ({ start_time, end_time }));

/**
 * Sunday 20:00–23:59 and Monday 08:00–12:00 in the router's local time, as stored in UTC, for each zone a router
 * may have (minutes east of UTC; a router that names none keeps UTC). In Brasília (-180) Sunday 20:00–23:59 crosses
 * midnight UTC: Sunday 23:00 to Monday 03:00.
 */
const ESCOLA_IN_UTC: Record<number, { sunday: Windows; monday: Windows }> = {
  [0]: { sunday: w(['20:00', '23:59']), monday: w(['08:00', '12:00']) },
  [-120]: { sunday: w(['22:00', '23:59']), monday: w(['00:00', '02:00'], ['10:00', '14:00']) },
  [-180]: { sunday: w(['23:00', '23:59']), monday: w(['00:00', '03:00'], ['11:00', '15:00']) },
  [-240]: { sunday: w(), monday: w(['00:00', '04:00'], ['12:00', '16:00']) },
  [-300]: { sunday: w(), monday: w(['01:00', '05:00'], ['13:00', '17:00']) },
};

test('criar uma agenda no horário do roteador: guardada em UTC e mostrada como foi digitada', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@parental', '@time'],
}), async ({ app, page, router }) => {
  const { offset } = await routerClock(router);
  const utc = ESCOLA_IN_UTC[offset];
  expect(utc, `o fuso do roteador: ${offset} min`).toBeDefined();
  await app.signIn({ at: SCHEDULE });
  await app.expectText(`Os horários estão no horário do roteador (${utcLabel(offset)}).`);
  await app.press('Adicionar agenda');
  const form = page.getByRole('region', { name: 'Nova agenda' });
  await expect(form.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await app.fill('Nome da agenda', 'Escola');
  await page.getByRole('button', { name: 'Adicionar horário em Segunda-feira' }).click();
  await page.getByLabel('Fim 1 de Segunda-feira').selectOption('12:00');
  // across midnight UTC (west of it): Sunday 20:00–23:59 in Brasília is Sunday 23:00 to Monday 03:00 UTC
  await page.getByRole('button', { name: 'Adicionar horário em Domingo' }).click();
  await page.getByLabel('Início 1 de Domingo').selectOption('20:00');
  await page.getByLabel('Fim 1 de Domingo').selectOption('23:59');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  await expect(row(page, LIST, 'Escola')).toContainText('Dom 20:00–23:59 · Seg 08:00–12:00');

  const stored = (await router.schedules()).find((x) => x.name === 'Escola')!;
  expect(stored.week.sunday.time_windows).toEqual(utc.sunday);
  expect(stored.week.monday.time_windows).toEqual(utc.monday);
});

test('o fuso do roteador: a mesma agenda em UTC aparece no horário local dele, com a troca de dia', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router }) => {
  const token = await router.login();
  const setZone = (timezone: string) => router.raw('PUT', 'datetime/0', { timezone }, token);
  const { timezone: was } = await routerClock(router);
  // stored in UTC: Sunday 01:00–04:00, which is still Saturday night west of UTC
  await store(router, 'schedule', { name: 'Madrugada', week: week({ sunday: [['01:00', '04:00']] }) });
  try {
    expect((await setZone('America/Sao_Paulo')).status).toBe(200);
    await app.signIn({ at: SCHEDULE });
    await app.expectText('(UTC-03:00)');
    await expect(row(page, LIST, 'Madrugada')).toContainText('Dom 00:00–01:00 · Sáb 22:00–23:59');
    expect((await setZone('America/Rio_Branco')).status).toBe(200);
    await page.reload();
    await app.expectText('(UTC-05:00)');
    await expect(row(page, LIST, 'Madrugada')).toContainText('Sáb 20:00–23:00');
    await expect(row(page, LIST, 'Madrugada')).not.toContainText('Dom');
    expect((await setZone('America/Noronha')).status).toBe(200);
    await page.reload();
    await expect(row(page, LIST, 'Madrugada')).toContainText('Dom 00:00–02:00 · Sáb 23:00–23:59');
    // nothing stored changed: only how it is shown
    const stored = (await router.schedules()).find((x) => x.name === 'Madrugada')!;
    expect(stored.week.sunday.time_windows).toEqual([{ start_time: '01:00', end_time: '04:00' }]);
  } finally {
    // the router's zone as it was: the bench's guard does not restore datetime (hil/src/resources.ts)
    if (was) await setZone(was);
  }
});

test('regras da agenda: nome, nome repetido, conflito de horários e ao menos um horário; o serviço recusa igual', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@parental', '@time'],
}), async ({ app, page, router }) => {
  const { offset } = await routerClock(router);
  await storeSchedule(router, 'Noite', week({ friday: [['20:00', '23:59']] }));
  await app.signIn({ at: SCHEDULE });
  await app.press('Adicionar agenda');
  const save = page.getByRole('button', { name: 'Salvar' });
  await app.expectText(m.scheduleEmpty);
  await page.getByRole('button', { name: 'Adicionar horário em Terça-feira' }).click();
  await app.expectNoText(m.scheduleEmpty);
  await app.expectFieldRule('Nome da agenda', 'noite', m.scheduleNameInUse, 'Estudos');
  await app.expectFieldRule('Nome da agenda', 'x'.repeat(33), sizeMessage(1, 32), 'Estudos');
  await app.expectFieldRule('Nome da agenda', '', m.required, 'Estudos');
  // a second window overlapping the first
  await page.getByRole('button', { name: 'Adicionar horário em Terça-feira' }).click();
  await page.getByLabel('Início 2 de Terça-feira').selectOption('08:30');
  await expect(page.getByText('Conflito de horários', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Início 2 de Terça-feira').selectOption('09:00');
  await page.getByLabel('Fim 2 de Terça-feira').selectOption('10:00');
  await expect(page.getByText('Conflito de horários')).toHaveCount(0);
  await expect(save).toBeEnabled();
  // touching windows are merged on save: Tuesday 08:00–10:00 in the router's time (11:00–13:00 UTC in Brasília)
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  const stored = (await router.schedules()).find((s) => s.name === 'Estudos')!;
  expect(stored.week.tuesday.time_windows).toEqual([{ start_time: timeText(8 * 60 - offset), end_time: timeText(10 * 60 - offset) }]);

  // the service refuses the same, and stores nothing
  const utc = weekToUtc(week({ monday: [['08:00', '09:00']] }), BRT);
  await expectRefused(router, 'POST', 'schedule', { name: 'NOITE', week: utc }, m.scheduleNameInUse);
  await expectRefused(router, 'POST', 'schedule', { name: '', week: utc }, m.required);
  await expectRefused(router, 'POST', 'schedule', { name: 'x'.repeat(33), week: utc }, sizeMessage(1, 32));
  await expectRefused(router, 'POST', 'schedule', { name: 'Vazia', week: emptyWeek() }, m.scheduleEmpty);
  await expectRefused(router, 'POST', 'schedule', { name: 'Choque', week: week({ monday: [['08:00', '10:00'], ['09:00', '11:00']] }) }, m.scheduleConflict);
  await expectRefused(router, 'POST', 'schedule', { name: 'Passo', week: week({ monday: [['08:15', '10:00']] }) }, m.scheduleStep);
  await expectRefused(router, 'POST', 'schedule', { name: 'Ordem', week: week({ monday: [['10:00', '09:00']] }) }, m.scheduleOrder);
});

test('excluir uma agenda exclui os bloqueios agendados que a usam', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router }) => {
  const [schedules, blocks] = [(await router.schedules()).map((x) => x.name), (await router.scheduledBlocks()).map((b) => b.id)];
  const s = await storeSchedule(router, 'Fim de semana', week({ saturday: [['08:00', '12:00']] }));
  await store(router, 'scheduled_block', { scheduleid: s.id, target: 'AA:BB:CC:00:11:22' });
  const other = await storeSchedule(router, 'Noite', week({ monday: [['20:00', '23:59']] }));
  const kept = await store<{ id: string }>(router, 'scheduled_block', { scheduleid: other.id, target: 'AA:BB:CC:00:11:22' });
  await app.signIn({ at: SCHEDULE });
  await page.getByRole('button', { name: 'Excluir agenda Fim de semana' }).click();
  await expect(app.dialog('Excluir agenda')).toContainText('Os bloqueios agendados que a usam também serão excluídos.');
  await app.confirm('Excluir');
  await app.confirm('Ok, entendi');
  await expect(row(page, LIST, 'Fim de semana')).toHaveCount(0);
  expect((await router.schedules()).map((x) => x.name)).toEqual([...schedules, 'Noite']);
  // the page deleted the schedule's block first (schedule-delete.spec.ts): it is on its way out until the router applies it
  const left = (await router.scheduledBlocks()).filter((b) => b.status !== RuleStatus.Deleting).map((b) => b.id);
  expect(left).toEqual([...blocks, kept.id]);
});

test('as agendas não carregam: a mensagem, a nota de internet e "Tentar novamente"', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, emulator }) => {
  await storeSchedule(router, 'Escola', week({ monday: [['08:00', '12:00']] }));
  await emulator.fault({ method: 'GET', path: '/cloud/parental/*', status: 500, times: 1 });
  await app.signIn({ at: SCHEDULE });
  await app.expectAlert('Erro ao carregar agendas. Tente novamente em instantes ou verifique sua conexão com a internet.');
  await app.expectText('é preciso que o roteador esteja conectado à internet');
  await app.press('Tentar novamente');
  await expect(row(page, LIST, 'Escola')).toBeVisible();
});

test('falha ao salvar a agenda: a mensagem de erro e nada guardado', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, emulator }) => {
  const before = await router.schedules();
  // a name the router has no schedule with (a bench router may have its own)
  const name = ['Escola', 'Estudos', 'Noite', 'Jantar'].find((n) => !before.some((s) => s.name === n))!;
  await emulator.fault({ method: 'POST', path: '/cloud/parental/*', status: 500, times: 1 });
  await app.signIn({ at: SCHEDULE });
  await app.press('Adicionar agenda');
  await app.fill('Nome da agenda', name);
  await page.getByRole('button', { name: 'Adicionar horário em Segunda-feira' }).click();
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar criar a agenda.');
  await app.confirm('Ok, entendi');
  expect(await router.schedules()).toEqual(before);
});
