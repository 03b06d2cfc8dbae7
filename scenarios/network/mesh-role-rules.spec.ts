/**
 * A controller needs a dual-band root network with a password and WPA2, and both radios on (spec 2 §4.11):
 * the page explains each failing precondition and does not offer the change; the router refuses it too.
 */
import { encodeSecret, meshControllerBlockerMessages as why, type Wireless } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';
import { meshOff } from './mesh-world';
import type { Page } from '@playwright/test';

const PAGE = '/network/mesh';
// A mesh-capable router with its mesh off: switched off first through the router's own API (mesh-world.ts meshOff).
const header = {
  device: { profile: 'demo' as const },
  needs: ['mesh' as const, 'faults' as const],
  effects: ['session' as const, 'configuration' as const, 'mesh-topology' as const],
  tags: ['@network' as const],
};

const note = (page: Page) => page.getByRole('note', { name: 'Para ser o roteador principal:' });


async function refusedByRouter(router: RouterClient, message: string, field: string) {
  const answer = await router.raw('PUT', 'easymesh/0', { enabled: true, type: 0 }, await router.login());
  expect(answer).toEqual({ status: 400, body: { status: 'error', message, field } });
}

test('rádio 5 GHz desligado: principal recusado na página e pelo roteador; secundário continua possível', scenario(header), async ({ app, page, router }) => {
  await meshOff(router);
  const token = await router.login();
  expect((await router.raw('PUT', 'radio/radio1', { enabled: false }, token)).status).toBe(200);
  await app.signIn({ at: PAGE });
  await expect(note(page)).toContainText(why.radios);
  await expect(note(page)).not.toContainText(why.wpa2);
  await expect(page.getByRole('link', { name: 'Ajustar os rádios' })).toHaveAttribute('href', '/network/wifi/radio');
  const toggle = page.getByRole('switch', { name: 'Ativar InMesh' });
  await expect(toggle).toBeDisabled();
  await refusedByRouter(router, why.radios, 'radios');
  expect((await router.easymesh()).enabled).toBe(false);

  // as secundário there is no such condition
  await page.getByRole('radio', { name: /Secundário/ }).check();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(app.dialog('Ativar InMesh')).toContainText('como secundário');
});

test('rede principal aberta: sem senha e sem WPA2, recusado na página e pelo roteador', scenario(header), async ({ app, page, router }) => {
  await meshOff(router);
  const token = await router.login();
  expect((await router.raw('PUT', 'wireless/wl1', { cipher: 0 }, token)).status).toBe(200);
  await app.signIn({ at: PAGE });
  await expect(note(page)).toContainText(why.password);
  await expect(note(page)).toContainText(why.wpa2);
  await expect(page.getByRole('link', { name: 'Ajustar a rede Wi-Fi' })).toHaveAttribute('href', '/network/wifi');
  await expect(page.getByRole('switch', { name: 'Ativar InMesh' })).toBeDisabled();
  await refusedByRouter(router, why.password, 'password');
});

test('rede principal só WPA3: recusado na página e pelo roteador', scenario(header), async ({ app, page, router }) => {
  await meshOff(router);
  const token = await router.login();
  expect((await router.raw('PUT', 'wireless/wl1', { cipher: 5, key: encodeSecret('Segura@2026') }, token)).status).toBe(200);
  await app.signIn({ at: PAGE });
  await expect(note(page)).toContainText(why.wpa2);
  await expect(note(page)).not.toContainText(why.password);
  await expect(page.getByRole('switch', { name: 'Ativar InMesh' })).toBeDisabled();
  await refusedByRouter(router, why.wpa2, 'wpa2');
});

test('rede principal só em 2.4 GHz: a página explica que precisa ser dual band', scenario(header), async ({ app, page, router, emulator }) => {
  await meshOff(router);
  // The emulated root network is always on both bands (it cannot be deleted nor turned off): the router's
  // answer is altered to show a single-band root network. The router's own refusal is an emulator test.
  const wireless = (await router.raw('GET', 'wireless', undefined, await router.login())).body as Wireless[];
  const single = wireless.filter((w) => !(w.isRoot && w.frequency === '5'));
  await emulator.fault({ method: 'GET', path: '/api/v1/wireless', body: single });
  await app.signIn({ at: PAGE });
  await expect(note(page)).toContainText(why.dualBand);
  await expect(page.getByRole('switch', { name: 'Ativar InMesh' })).toBeDisabled();
});

test('um principal já ativo: nenhuma pré-condição é mostrada', scenario({
  ...header,
  device: { profile: 'demo' },
  needs: ['mesh'],
  effects: ['session'],
}), async ({ app, page }) => {
  await app.signIn({ at: PAGE });
  await expect(page.getByRole('switch', { name: 'Ativar InMesh' })).toBeChecked();
  await expect(note(page)).toHaveCount(0);
});
