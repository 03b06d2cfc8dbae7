/**
 * Reboot (spec 3 §2, §7, §9): reboot now — confirmation, action 1, the restart wait, back on the page with the
 * router's uptime started again — and the daily reboot, saved, read back, and done by the router at its time.
 */
import { timeZoneOffset } from '@roteador/contract';
import { expect, REBOOTING, scenario, test } from '../dsl';
import { dailyReboot, datetime, expectRestartedSince } from './system-world';

const PAGE = '/system/reboot';

test('reiniciar agora: confirmação, espera do reinício e o roteador volta com o tempo ligado zerado', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // the restart wait: 20 s, then up to 12 retries of 5 s
  realTime: '80s',
  effects: ['reboot', 'session'],
  tags: ['@system'],
}), async ({ app, page, clock, router }) => {
  await clock.install();
  await app.signIn({ at: PAGE });
  await app.expectHeading('Reiniciar');
  await app.expectText('A internet e o Wi-Fi ficam indisponíveis por cerca de um minuto, até o roteador voltar.');

  // Cancelling sends nothing.
  await app.press('Reiniciar agora');
  await expect(app.dialog('Reiniciar o roteador')).toContainText('Deseja reiniciar o roteador agora?');
  await app.press('Cancelar');
  await expect(app.dialog()).toHaveCount(0);
  const actions = async () => (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/action');
  expect(await actions()).toHaveLength(0);

  await app.press('Reiniciar agora');
  await app.confirm('Reiniciar');
  await app.waitForRestart(clock, 'Roteador reiniciado com sucesso', REBOOTING);
  const asked = await actions();
  expect(asked).toHaveLength(1);
  await app.confirm('Ok, entendi');
  await app.expectPath(PAGE);
  await expect(page.getByRole('button', { name: 'Reiniciar agora' })).toBeEnabled();
  // The router is back from a reboot: its uptime counts from its return, after the reboot was asked.
  expect(await expectRestartedSince(router, asked[0].time)).toBeLessThan(120);
});

test('reinício diário: ligado para daqui a 10 minutos no horário do roteador, sem adiar, e o roteador reinicia nessa hora', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['configuration', 'reboot', 'session'],
  tags: ['@system', '@time'],
}), async ({ app, page, clock, router, emulator }) => {
  await clock.install();
  expect(await dailyReboot(router)).toMatchObject({ enable: false });
  // the router's local time in 10 minutes (its clock and zone: on the emulator 09:00 in Brasília, so 09:10)
  const { datetime: now, timezone } = await datetime(router);
  const at = new Date((now + 10 * 60 + (timezone ? timeZoneOffset(timezone) : 0) * 60) * 1000);
  const [hour, minute] = [at.getUTCHours(), at.getUTCMinutes()];
  await app.signIn({ at: PAGE });
  const card = page.getByRole('region', { name: 'Reinício automático' });
  const enable = card.getByRole('switch', { name: 'Reinício diário' });
  await expect(enable).not.toBeChecked();
  await expect(card.getByLabel('Hora')).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await expect(card).toContainText('O reinício pode acontecer até 30 minutos depois do horário definido.');
  await expect(card).toContainText('mais de 3 kB/s o reinício é adiado em 5 minutos, por até 1 hora.');

  await enable.check();
  await card.getByLabel('Hora').selectOption(String(hour));
  await card.getByLabel('Minuto').selectOption(String(minute));
  await card.getByRole('switch', { name: 'Adiar se houver tráfego' }).setChecked(false);
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await dailyReboot(router)).toEqual({ id: 0, enable: true, hour, minute, delay: false });
  await expect(card.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  // Read again from the router.
  await page.reload();
  await expect(card.getByRole('switch', { name: 'Reinício diário' })).toBeChecked();
  await expect(card.getByLabel('Hora')).toHaveValue(String(hour));
  await expect(card.getByLabel('Minuto')).toHaveValue(String(minute));
  await expect(card.getByRole('switch', { name: 'Adiar se houver tráfego' })).not.toBeChecked();

  // The router's own timer, at that hour:minute of its local time: nothing before, a reboot then.
  await page.goto('about:blank');
  await emulator.advance(9 * 60_000);
  expect((await router.device()).uptime).toBeGreaterThan(24 * 3600);
  await emulator.advance(3 * 60_000);
  expect((await router.device()).uptime).toBeLessThan(3 * 60);
});
