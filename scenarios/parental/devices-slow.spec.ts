/**
 * The parental devices list (issue 28): the devices show at once, but their block badges wait on the remote service's
 * lists; when those are slow, after 5 s the page says 'Está demorando mais que o normal' with 'Tentar novamente', which
 * reads them again at once, as the other pages do (scenarios/shell/slow-router.spec.ts).
 */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { DEVICES, list } from './parental-world';

const SLOW = 15_000;

test("lista do controle parental: com o serviço lento, o aviso de demora e 'Tentar novamente' trazem os estados", scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '16s',
  effects: ['session'],
  tags: ['@parental'],
}), async ({ app, page, clock, emulator }) => {
  // the three lists the badges need (fixed blocks, scheduled blocks, schedules) answer late
  await emulator.fault({ method: 'GET', path: '/cloud/parental/*', delayMs: SLOW, times: 3 });
  await app.signIn({ at: DEVICES });
  const devices = list(page, 'Dispositivos conectados');
  await expect(devices.getByRole('listitem').first()).toBeVisible();
  const badges = devices.getByText(/^(Ativo|Agendado|Inativo)$/);
  await expect(badges).toHaveCount(0);
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  await expect(slow).toHaveCount(0);
  await clock.advance(timing.wait.slowPage);
  await expect(slow).toBeVisible();

  await clock.pause();
  await slow.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(badges.first()).toBeVisible();
  await expect(badges).toHaveCount(await devices.getByRole('listitem').count());
  await expect(slow).toHaveCount(0);
});
