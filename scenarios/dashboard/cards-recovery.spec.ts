/**
 * Recovery on every card (issue 28): a card whose read failed says 'Informação indisponível' and never stays so — its
 * read is tried again on its poll (the connected devices' 8 s, spec 1 §9) and 'Tentar novamente' asks at once.
 */
import { API_BASE, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { count, dashboardLoaded, main } from './world';

const DEVICES = `${API_BASE}/connected_device`;

test("cartão de dispositivos: a leitura que falhou é repetida no seu poll de 8 s e o cartão volta", scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  // its poll, then two more
  realTime: '24s',
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, router }) => {
  await emulator.fault({ method: 'GET', path: DEVICES, status: 500, times: 1 });
  await app.signIn();
  await dashboardLoaded(page);
  const failed = main(page).getByRole('group', { name: 'Dispositivos' });
  await expect(failed).toContainText('Informação indisponível');
  await expect(failed.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // the card still leads to its page
  await expect(failed.getByRole('link', { name: 'Dispositivos', exact: true })).toHaveAttribute('href', '/devices');

  await clock.pause();
  await router.clearJournal();
  await clock.advance(timing.poll.connectedDevices);
  const card = main(page).getByRole('link', { name: 'Dispositivos', exact: true });
  await expect(card).toContainText(/dispositivos? conectados?$|^.*Nenhum dispositivo conectado$/);
  await expect(failed).toHaveCount(0);
  expect(count(await router.journal(), DEVICES)).toBe(1);
  // answered: nothing more is read of it while the dashboard stays open
  await clock.advance(2 * timing.poll.connectedDevices);
  expect(count(await router.journal(), DEVICES)).toBe(1);
});

test("cartão de dispositivos: 'Tentar novamente' lê de novo na hora", scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  // no wait: on a bench the page's clock runs, and the card's own new read comes 8 s after the failure, well after
  // the owner's press
  realTime: '0s',
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, router }) => {
  await emulator.fault({ method: 'GET', path: DEVICES, status: 500, times: 1 });
  await app.signIn();
  await dashboardLoaded(page);
  const failed = main(page).getByRole('group', { name: 'Dispositivos' });
  await expect(failed).toContainText('Informação indisponível');
  // time stands still: only the button can bring the count now
  await clock.pause();
  await router.clearJournal();
  await failed.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(main(page).getByRole('link', { name: 'Dispositivos', exact: true })).toContainText(/conectado/);
  expect(count(await router.journal(), DEVICES)).toBe(1);
});
