import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';

test('painel mostra a internet inativa', scenario({
  device: { profile: { base: 'demo', hasInternet: false } },
  // on a bench the WAN goes down by the router's `wan` commands first, and comes back after
  lab: ['wan-link'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router }) => {
  await app.signIn();
  await expect(page.getByText('Inativa', { exact: true })).toBeVisible();
  expect((await router.status()).has_internet).toBe(false);
});

test('o tempo ligado avança a cada segundo', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock }) => {
  await app.signIn();
  const uptime = page.getByRole('region', { name: 'Tempo ligado' }).getByText(/\d{2}:\d{2}$/);
  await expect(uptime).toHaveText(/\d{2}:\d{2}$/);
  const seconds = async () => {
    const m = /(\d{2}):(\d{2})$/.exec((await uptime.textContent()) ?? '');
    return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  };
  // Frozen while counting: on a busy machine real time would otherwise tick in between. A tick that
  // fired as the clock stopped may still be rendering: read until two readings agree.
  await clock.pause();
  await clock.advance(timing.wait.uptimeTick);
  let before = await seconds();
  let agreeing = 0;
  await expect.poll(async () => (before === (before = await seconds()) ? ++agreeing : (agreeing = 0)), { intervals: [200] }).toBe(3);
  await clock.advance(3 * timing.wait.uptimeTick);
  await expect.poll(seconds).toBe((before + 3) % 3600);
});

test('o tempo ligado conta o tempo que passa (no emulador e, em tempo real, numa bancada)', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '3s',
  effects: ['session'],
  tags: ['@dashboard', '@bench'],
}), async ({ app, page, clock }) => {
  await app.signIn();
  const uptime = page.getByRole('region', { name: 'Tempo ligado' }).getByText(/\d{2}:\d{2}$/);
  const seconds = async () => {
    const m = /(\d{2}):(\d{2})$/.exec((await uptime.textContent()) ?? '');
    return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
  };
  await expect(uptime).toHaveText(/\d{2}:\d{2}$/);
  const before = await seconds();
  await clock.advance(3 * timing.wait.uptimeTick);
  // at least the 3 s waited (real time may add a little), read within the hour the display shows
  await expect.poll(async () => ((await seconds()) - before + 3600) % 3600).toBeGreaterThanOrEqual(3);
  expect(((await seconds()) - before + 3600) % 3600).toBeLessThan(30);
});
