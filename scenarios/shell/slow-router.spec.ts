/**
 * A slow router (issue 13, reliability): the status, the mesh and the WAN answer after 15 s. The shell shows at once,
 * and a page still loading after 5 s says so and offers to try again — never a bare 'Carregando…' until the client's
 * 20 s timeout; when the answers come, the page is there.
 */
import { timing } from '@roteador/contract';
import { expect, scenario } from '../dsl';
import { card, dashboardLoaded } from '../dashboard/world';

scenario('roteador lento: o menu aparece já, e a página que demora diz isso e oferece tentar de novo', {
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '16s',
  effects: ['session'],
  tags: ['@shell'],
}, async ({ app, page, clock, emulator }) => {
  await app.signIn();
  await dashboardLoaded(page);
  for (const path of ['/api/v1/status', '/api/v1/easymesh', '/api/v1/wan']) {
    await emulator.fault({ method: 'GET', path, delayMs: 15_000, times: 1 });
  }
  await page.reload();
  // the frame at once: the header and the menu, while the status is on its way
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  await expect(slow).toHaveCount(0);
  await clock.advance(timing.wait.slowPage + 1_000);
  await expect(slow).toBeVisible();
  await expect(slow.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // the answers arrive: the dashboard, without the notice
  await clock.advance('10s');
  await expect(card(page, 'Internet')).toContainText(/Ativa|Inativa/);
  await expect(slow).toHaveCount(0);
});
