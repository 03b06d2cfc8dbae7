/**
 * 'WPS Desativado' (spec 3 §4): the cipher none or WPA3-only, the radios off or WPS off make WPS unusable — the
 * button says so, disabled, and the router refuses action 3 sent straight to the API (400, nothing opened). When
 * only one band can use WPS the page warns which one works.
 */
import { wpsDisabledMessage } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { write, wps } from './site-survey-world';
import { WPS } from './tools-world';

// a router without mesh (a mesh controller keeps its root network secured, with WPS on)
const SOLO = { base: 'demo', model: 'W4-300F', meshRole: 'none' } as const;
// a dual-band router without mesh: the demo's model (on a bench: a W6-1500 with its mesh off)
const DUAL = { base: 'demo', model: 'W6-1500', meshRole: 'none' } as const;

const unusable: Array<[string, string, unknown]> = [
  ['sem segurança', 'wireless/wl0', { cipher: 0 }],
  ['somente WPA3', 'wireless/wl0', { cipher: 5, key: 'senhaforte123' }],
  ['WPS desligado', 'wireless/wl0', { wps: false }],
  ['rádio desligado', 'radio/radio0', { enabled: false }],
];

for (const [name, path, change] of unusable) {
  test(`"WPS Desativado" com a rede ${name}, e o roteador recusa a ação 3`, scenario({
    device: { profile: SOLO },
    effects: ['session', 'configuration', 'mesh-topology'],
    tags: ['@tools'],
  }), async ({ app, page, router }) => {
    expect((await write(router, 'PUT', path, change)).status).toBe(200);
    await app.signIn({ at: WPS });
    await expect(page.getByRole('button', { name: 'WPS Desativado' })).toBeDisabled();
    await app.expectText('Para usar o WPS, a rede Wi-Fi principal precisa estar ligada');
    await expect(page.getByRole('link', { name: 'Ir para as configurações de Wi-Fi' })).toHaveAttribute('href', '/network/wifi');
    const refused = await write(router, 'POST', 'action', { actionID: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'error', message: wpsDisabledMessage, field: 'wps' });
    expect(await wps(router)).toEqual({ id: 0, syncing: 0, remaining_seconds: 0 });
  });
}

test('com os dois rádios desligados o WPS fica desativado num roteador de duas faixas', scenario({
  device: { profile: DUAL },
  effects: ['session', 'configuration', 'mesh-topology'],
  tags: ['@tools'],
}), async ({ app, page, router }) => {
  for (const id of ['radio0', 'radio1']) expect((await write(router, 'PUT', `radio/${id}`, { enabled: false })).status).toBe(200);
  await app.signIn({ at: WPS });
  await expect(page.getByRole('button', { name: 'WPS Desativado' })).toBeDisabled();
  expect((await write(router, 'POST', 'action', { actionID: 3 })).status).toBe(400);
  expect((await wps(router)).syncing).toBe(0);
});

test('só a rede 2.4 GHz permite o WPS: o aviso diz isso e o WPS ativa', scenario({
  device: { profile: DUAL },
  effects: ['session', 'configuration', 'mesh-topology'],
  tags: ['@tools'],
}), async ({ app, page, router }) => {
  expect((await write(router, 'PUT', 'wireless/wl1', { cipher: 0 })).status).toBe(200);
  await app.signIn({ at: WPS });
  await app.expectAlert('O WPS funcionará apenas na rede 2,4 GHz: as configurações da rede 5 GHz não permitem o WPS.');
  await app.expectNoText('O WPS funcionará apenas na rede 5 GHz');
  await app.press('Ativar WPS');
  await expect(page.getByRole('button', { name: 'Sincronizando WPS' })).toBeDisabled();
  expect((await wps(router)).syncing).toBe(1);
});

test('só a rede 5 GHz permite o WPS: o aviso diz isso', scenario({
  device: { profile: DUAL },
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router }) => {
  expect((await write(router, 'PUT', 'wireless/wl0', { wps: false })).status).toBe(200);
  await app.signIn({ at: WPS });
  await app.expectAlert('O WPS funcionará apenas na rede 5 GHz: as configurações da rede 2,4 GHz não permitem o WPS.');
  await expect(page.getByRole('button', { name: 'Ativar WPS' })).toBeEnabled();
});

test('com as duas redes aptas não há aviso', scenario({
  device: { profile: DUAL },
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page }) => {
  await app.signIn({ at: WPS });
  await expect(page.getByRole('button', { name: 'Ativar WPS' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
