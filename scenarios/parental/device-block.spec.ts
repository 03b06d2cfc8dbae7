/**
 * A device's block (spec 3 §2, §4): 'Bloqueio imediato' and 'Bloqueio agendado' (mutually exclusive, each change
 * confirmed with its own text), and the device really blocked in the emulator's model — `blocked` and its traffic
 * still — while the block is on or inside its schedule's window on the router's clock, released after.
 */
import { compactMac, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { aDevice, confirmApplied, DEVICES, localWindow, routerClock, seen, storeSchedule, week } from './parental-world';

test('bloqueio imediato: confirmado, o dispositivo fica bloqueado e sem tráfego, e é liberado ao desligar', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, clock }) => {
  const device = await aDevice(router);
  await app.signIn({ at: `${DEVICES}/${device.mac}` });
  await expect(page.getByRole('tab', { name: 'BLOQUEIO DE DISPOSITIVO' })).toHaveAttribute('aria-selected', 'true');
  await app.expectText('Situação: Inativo');
  await page.getByRole('switch', { name: 'Bloqueio imediato' }).click();
  await expect(app.dialog('Bloqueio imediato')).toContainText(`${device.hostname} ficará sem acesso à internet`);
  await app.confirm();
  await app.confirm('Ok, entendi');
  await app.expectText('Situação: Ativo');
  const [block] = await router.fixedBlocks();
  expect(block).toMatchObject({ type: 0, target: compactMac(device.mac), status: 2 });

  await clock.advance(timing.wait.parentalApply);
  expect((await router.fixedBlocks())[0].status).toBe(1);
  const mine = () => seen(router, device.mac);
  const blocked = await mine();
  expect(blocked.blocked).toBe(true);
  await clock.advance('2min');
  const still = await mine();
  expect([still.blocked, still.rxBytes, still.txBytes]).toEqual([true, blocked.rxBytes, blocked.txBytes]);
  expect((await router.firewallRules()).some((r) => r.source.mac === device.mac && r.policy === 'DROP')).toBe(true);

  await page.getByRole('switch', { name: 'Bloqueio imediato' }).click();
  await expect(app.dialog('Desligar bloqueio')).toContainText('voltará a ter acesso à internet');
  await confirmApplied(app, clock);
  expect(await router.fixedBlocks()).toEqual([]);
  const released = await mine();
  expect(released.blocked).toBe(false);
  await clock.advance('2min');
  expect((await mine()).rxBytes).toBeGreaterThan(released.rxBytes);
  await app.expectText('Situação: Inativo');
});

test('bloqueio agendado: bloqueado só dentro da janela da agenda no relógio do roteador, liberado depois', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  effects: ['session', 'configuration'],
  tags: ['@parental', '@time'],
}), async ({ app, page, router, clock }) => {
  const device = await aDevice(router);
  // the next half hour of the router's local time (its clock starts on a half hour: on the emulator Thursday 12:00
  // UTC, 09:00 in Brasília, so 09:30–10:00 there)
  const { now, offset } = await routerClock(router);
  const slot = localWindow(now * 1000 + 30 * 60_000, offset, 30);
  expect(slot.start - now * 1000, 'o relógio do roteador começa numa meia hora').toBe(30 * 60_000);
  const aula = await storeSchedule(router, 'Aula', week({ [slot.day]: [slot.times] }), offset);
  await app.signIn({ at: `${DEVICES}/${device.mac}` });
  await page.getByRole('switch', { name: 'Bloqueio agendado' }).click();
  await page.getByLabel('Agenda', { exact: true }).selectOption({ label: 'Aula' });
  await expect(app.dialog('Bloqueio agendado')).toContainText('nos horários da agenda Aula');
  await confirmApplied(app, clock);
  expect(await router.scheduledBlocks()).toEqual([expect.objectContaining({ scheduleid: aula.id, target: device.mac, status: 1 })]);
  await app.expectText('Situação: Agendado');
  const mine = () => seen(router, device.mac);
  expect((await mine()).blocked).toBe(false);

  await app.open('/parental-control');
  await clock.advance('30min'); // the window's start and 3 s (09:30:03)
  const inside = await mine();
  expect(inside.blocked).toBe(true);
  // the devices page shows it under 'Dispositivos Bloqueados' meanwhile (a new session: the last one idled out)
  await app.signIn({ at: '/devices' });
  await expect(page.getByRole('region', { name: 'Dispositivos Bloqueados', exact: true })).toContainText(device.mac);
  await app.open('/parental-control');
  await clock.advance('10min');
  expect((await mine()).rxBytes).toBe(inside.rxBytes);
  await clock.advance('20min'); // its end and 3 s (10:00:03)
  const after = await mine();
  expect(after.blocked).toBe(false);
  await clock.advance('5min');
  expect((await mine()).rxBytes).toBeGreaterThan(after.rxBytes);
});

test('os dois bloqueios se excluem: imediato troca o agendado, trocar de agenda e desligar, cada um confirmado', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '12s',
  effects: ['session', 'configuration'],
  tags: ['@parental'],
}), async ({ app, page, router, clock }) => {
  const device = await aDevice(router);
  const [scheduledBefore, fixedBefore] = [await router.scheduledBlocks(), await router.fixedBlocks()];
  await storeSchedule(router, 'Aula', week({ monday: [['08:00', '12:00']] }));
  const noite = await storeSchedule(router, 'Noite', week({ monday: [['20:00', '23:59']] }));
  await app.signIn({ at: `${DEVICES}/${device.mac}` });
  const scheduled = page.getByRole('switch', { name: 'Bloqueio agendado' });
  const immediate = page.getByRole('switch', { name: 'Bloqueio imediato' });

  await scheduled.click();
  await page.getByLabel('Agenda', { exact: true }).selectOption({ label: 'Aula' });
  await confirmApplied(app, clock);
  await expect(scheduled).toBeChecked();
  await expect(immediate).not.toBeChecked();

  // a change of schedule
  await page.getByLabel('Agenda', { exact: true }).selectOption({ label: 'Noite' });
  await expect(app.dialog('Trocar agenda')).toContainText('passará a seguir a agenda Noite');
  await confirmApplied(app, clock);
  expect(await router.scheduledBlocks()).toEqual([...scheduledBefore, expect.objectContaining({ scheduleid: noite.id, status: 1 })]);

  // immediate on: the scheduled block goes
  await immediate.click();
  await confirmApplied(app, clock);
  await expect(immediate).toBeChecked();
  await expect(scheduled).not.toBeChecked();
  expect(await router.scheduledBlocks()).toEqual(scheduledBefore);
  expect(await router.fixedBlocks()).toEqual([...fixedBefore, expect.objectContaining({ status: 1 })]);

  // a cancelled change leaves everything as it was
  await immediate.click();
  await expect(app.dialog('Desligar bloqueio')).toBeVisible();
  await app.press('Cancelar');
  await expect(immediate).toBeChecked();
  expect(await router.fixedBlocks()).toHaveLength(fixedBefore.length + 1);
});
