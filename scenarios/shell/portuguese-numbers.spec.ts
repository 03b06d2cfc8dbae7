/**
 * Portuguese throughout (issue 28, DESIGN.md "Everyone": numbers in pt-BR through one formatter): every figure the
 * owner reads has a decimal comma — the bands ('2,4 GHz' on the dashboard and on the Wi-Fi, radio and site survey
 * pages alike), the rates ('12,34 Mbps', as ping's times read '43,8 ms') — and the menu's labels are the spec's
 * (spec 1 §2.5: 'Dashboard', 'UPnP e DMZ', 'Sair').
 */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { card, main, shownRates } from '../dashboard/world';
import { card as deviceCard, LIST as DEVICES } from '../devices/world';

test('números em pt-BR em toda parte: faixas, taxas e tempos com vírgula; o menu com os nomes da especificação', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  realTime: '15s',
  effects: ['session'],
  tags: ['@shell', '@dashboard', '@network', '@devices'],
}), async ({ app, page, clock, emulator }) => {
  const camera = await emulator.addDevice({ hostname: 'camera-sala', link: '2.4', downloadMbps: 12, uploadMbps: 4 });
  await app.signIn();
  // the dashboard: its rates (two readings apart) and the radios' bands
  await clock.advance(2 * timing.poll.traffic);
  await expect.poll(async () => (await shownRates(page)).download).toMatch(/^\d+,\d{2}$/);
  expect((await shownRates(page)).upload).toMatch(/^\d+,\d{2}$/);
  await expect(card(page, 'Tráfego da internet').getByRole('img')).toHaveAccessibleName(/download \d+,\d{2} Mbps, upload \d+,\d{2} Mbps/);
  await expect(main(page).getByRole('link', { name: 'Configurações de rede' })).toContainText('2,4 GHz');

  // the side menu: the spec's labels
  const menu = await app.menu();
  for (const label of ['Dashboard', 'UPnP e DMZ']) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair', exact: true })).toBeVisible();

  // the Wi-Fi list and the radio page say the band as the dashboard does
  await menu.getByRole('link', { name: 'Wi-Fi', exact: true }).click();
  await app.expectPath('/network/wifi');
  await expect(page.getByRole('list', { name: 'Redes Wi-Fi' })).toContainText('2,4 e 5 GHz');
  await expect(page.getByRole('list', { name: 'Redes Wi-Fi' })).not.toContainText('2.4');
  await page.goto('/network/wifi/radio');
  await expect(page.getByRole('region', { name: 'Rádio 2,4 GHz' })).toBeVisible();

  // the site survey's tab
  await page.goto('/tools/site_survey/2_4');
  await expect(page.getByRole('tab', { name: '2,4 GHz' })).toBeVisible();

  // the devices: each one's rates, two readings apart (the page's clock in step with the router's: devices/)
  await page.goto(DEVICES);
  const item = deviceCard(page, camera);
  await expect(item).toContainText('Download — Mbps');
  await clock.pause();
  await clock.advance(timing.poll.devicePage);
  await expect(item).not.toContainText('Download — Mbps');
  await clock.advance(timing.poll.devicePage);
  await expect(item).toContainText('Download 12,00 Mbps');
  await expect(item).toContainText('Upload 4,00 Mbps');
});
