/**
 * Deleting a block schedule (spec 3 §4): the page first deletes every scheduled block that uses it, except those
 * already being deleted (status 3), and then the schedule — it does not leave that to the service.
 */
import { RuleStatus, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { row, SCHEDULE, store, storeSchedule, week } from './parental-world';

test('excluir uma agenda: a página exclui antes os bloqueios agendados que a usam (menos os já em exclusão), depois a agenda', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // the router applying the deletes
  realTime: '3s',
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, clock }) => {
  const s = await storeSchedule(router, 'Fim de semana', week({ saturday: [['08:00', '12:00']] }));
  const first = await store<{ id: string }>(router, 'scheduled_block', { scheduleid: s.id, target: 'AA:BB:CC:00:11:22' });
  const second = await store<{ id: string }>(router, 'scheduled_block', { scheduleid: s.id, target: 'AA:BB:CC:00:11:33' });
  const leaving = await store<{ id: string }>(router, 'scheduled_block', { scheduleid: s.id, target: 'AA:BB:CC:00:11:44' });
  const other = await storeSchedule(router, 'Noite', week({ monday: [['20:00', '23:59']] }));
  const kept = await store<{ id: string }>(router, 'scheduled_block', { scheduleid: other.id, target: 'AA:BB:CC:00:11:22' });
  // one of them is already on its way out (status 3 until the router applies it: the clock stands still meanwhile; on
  // a bench the router applies it within 3 s of real time, so the page may find it gone: it deletes it no more then)
  expect((await router.parental('DELETE', `scheduled_block/${leaving.id}`)).status).toBe(200);
  expect((await router.scheduledBlocks()).find((b) => b.id === leaving.id)?.status).toBe(RuleStatus.Deleting);
  await router.clearJournal();

  await app.signIn({ at: SCHEDULE });
  await page.getByRole('button', { name: 'Excluir agenda Fim de semana' }).click();
  await app.confirm('Excluir');
  await app.confirm('Ok, entendi');
  await expect(row(page, 'Agendas de bloqueio', 'Fim de semana')).toHaveCount(0);

  const deletes = (await router.journal())
    .filter((e) => e.method === 'DELETE' && e.path.includes('/cloud/parental/'))
    .map((e) => e.path.replace(/^.*\/cloud\/parental\/[^/]+\//, ''));
  expect(deletes.slice(0, 2).sort()).toEqual([`scheduled_block/${first.id}`, `scheduled_block/${second.id}`].sort());
  expect(deletes.slice(2)).toEqual([`schedule/${s.id}`]);

  await clock.advance(timing.wait.parentalApply);
  expect((await router.schedules()).map((x) => x.id)).not.toContain(s.id);
  const left = (await router.scheduledBlocks()).map((b) => b.id);
  expect(left).toContain(kept.id);
  for (const gone of [first.id, second.id, leaving.id]) expect(left).not.toContain(gone);
});
