/**
 * Repeater mode has the mesh off (spec 2 §4.5): a router set up in repeater mode shows no mesh — its mesh
 * configuration is off, the dashboard has no 'Rede inMesh' card and the network page no INMESH tab; and a router able
 * to mesh with its mesh off has no INMESH tab either (spec 2 §2.2: 'only if a mesh is present').
 */
import { expect, scenario, test } from '../dsl';
import { meshOff } from './mesh-world';

test('modo repetidor: o mesh está desligado — sem cartão "Rede inMesh" e sem a aba INMESH', scenario({
  device: { profile: { base: 'demo', operationMode: 3 } },
  // on a bench the runner switches the router to repeater through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  expect((await router.status()).operationMode).toBe(3);
  expect((await router.easymesh()).enabled).toBe(false);
  await app.signIn();
  await expect(page.getByRole('link', { name: 'Redes Wi-Fi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rede inMesh' })).toHaveCount(0);
  await app.open('/network/wifi');
  await expect(page.getByRole('tablist', { name: 'Configurações de rede' }).getByRole('tab')).toHaveText(['WI-FI']);
});

test('roteador capaz de mesh com o mesh desligado: a aba INMESH some; a página do InMesh continua pelo endereço', scenario({
  device: { profile: 'demo' },
  needs: ['mesh'],
  // the mesh switched off through the router's own API (stored as the mesh page stores it), on any target
  effects: ['session', 'mesh-topology'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  await meshOff(router);
  await app.signIn({ at: '/network/wifi' });
  const tablist = page.getByRole('tablist', { name: 'Configurações de rede' });
  await expect(tablist.getByRole('tab')).toHaveText(['WI-FI', 'INTERNET', 'LAN', 'IPV6']);
  // the page where the mesh is switched on is still there
  await app.open('/network/mesh');
  await expect(page.getByRole('switch', { name: 'Ativar InMesh' })).not.toBeChecked();
});
