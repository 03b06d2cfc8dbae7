/**
 * The wizard's Wi-Fi step, /wizard/wifi 'WI-FI' (spec 2 §2.1, §5.4): the root network's names and password,
 * prefilled from the router; every §5.4 message of the form on screen and refused by the router's API; what
 * 'Avançar' keeps in the draft (nothing reaches the router before 'Concluir').
 */
import { decodeSecret, encodeSecret, sizeMessage, suspiciousMessage, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';
import { draftOf, expectConfirmation, openStep, wifiNetworks } from './wifi-steps-world';

const STEP = '/wizard/wifi';
const NAME = 'Nome da rede Wi-Fi';
const NAME24 = 'Nome da rede Wi-Fi 2,4 GHz';
const NAME5 = 'Nome da rede Wi-Fi 5 GHz';
const PASSWORD = 'Senha da rede Wi-Fi';
const SAME = 'Usar o mesmo nome para as redes 2,4 GHz e 5 GHz';

const header = {
  device: { profile: 'factory' as const },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset' as const],
  effects: ['session' as const],
  tags: ['@wizard' as const],
};

/** The router refuses the same value with the same message, and keeps what it had. */
async function refusedByRouter(router: RouterClient, id: string, body: Record<string, unknown>, message: string) {
  const answer = await router.raw('PUT', `wireless/${id}`, body, await router.login());
  expect(answer.status, JSON.stringify(body)).toBe(400);
  expect(answer.body).toMatchObject({ status: 'error', message });
}

test('passo WI-FI: os campos vêm preenchidos com a rede principal do roteador', scenario(header), async ({ app, page, router }) => {
  const { root24, root5 } = await wifiNetworks(router);
  expect(root5, 'o perfil factory é dual band').toBeDefined();
  await openStep(app, page, STEP, 0);
  await expect(page.getByLabel(NAME24, { exact: true })).toHaveValue(root24.ssid);
  await expect(page.getByLabel(NAME5, { exact: true })).toHaveValue(root5!.ssid);
  await expect(page.getByLabel(SAME)).not.toBeChecked();
  await expect(page.getByLabel(PASSWORD, { exact: true })).toHaveValue(decodeSecret(root24.key)!);
  await expect(page.getByLabel(PASSWORD, { exact: true })).toHaveAttribute('type', 'password');
  await app.press('Mostrar senha');
  await expect(page.getByLabel(PASSWORD, { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeEnabled();
});

test('passo WI-FI: nome da rede obrigatório, ASCII, sem termos suspeitos, de 1 a 32 caracteres', scenario({ ...header, effects: ['session', 'configuration'] }), async ({ app, page, router }) => {
  const before = await wifiNetworks(router);
  await openStep(app, page, STEP, 0);
  const next = page.getByRole('button', { name: 'Avançar' });
  const cases: Array<[string, string]> = [
    ['', m.required],
    ['Casa da Conceição', m.invalidCharacters],
    ['a'.repeat(33), sizeMessage(1, 32)],
    ['rede reboot', suspiciousMessage('reboot')],
  ];
  for (const [value, message] of cases) {
    await app.fill(NAME24, value);
    await app.expectFieldError(NAME24, message);
    await expect(next).toBeDisabled();
    await app.fill(NAME5, value);
    await app.expectFieldError(NAME5, message);
    await app.fill(NAME24, 'Casa Nova');
    await app.fill(NAME5, 'Casa Nova 5G');
    await app.expectFieldValid(NAME24);
    await app.expectFieldValid(NAME5);
    await expect(next).toBeEnabled();
    await refusedByRouter(router, before.root24.id, { ssid: value }, message);
    await refusedByRouter(router, before.root5!.id, { ssid: value }, message);
  }
  // One name for both bands: the single field follows the same rules.
  await app.check(SAME);
  await expect(page.getByLabel(NAME5, { exact: true })).toHaveCount(0);
  await app.fill(NAME, '');
  await app.expectFieldError(NAME, m.required);
  await expect(next).toBeDisabled();
  expect((await wifiNetworks(router)).wireless).toEqual(before.wireless);
});

test('passo WI-FI: nomes reservados são aceitos na rede principal', scenario({ ...header, effects: ['session', 'configuration'] }), async ({ app, page, router }) => {
  const { root24, root5 } = await wifiNetworks(router);
  await openStep(app, page, STEP, 0);
  await app.fill(NAME24, 'INTELBRAS');
  await app.fill(NAME5, 'INTELBRAS_5G');
  await app.expectFieldValid(NAME24);
  await app.expectFieldValid(NAME5);
  await expect(page.getByText(m.reservedName)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeEnabled();
  // The router agrees: the root network may carry the factory names.
  const token = await router.login();
  expect((await router.raw('PUT', `wireless/${root24.id}`, { ssid: 'INTELBRAS' }, token)).status).toBe(200);
  expect((await router.raw('PUT', `wireless/${root5!.id}`, { ssid: 'INTELBRAS_5G' }, token)).status).toBe(200);
});

test('passo WI-FI: um nome usado por outra rede, em qualquer banda, é recusado', scenario({ ...header, effects: ['session', 'configuration'] }), async ({ app, page, router }) => {
  const guest = { radioID: 'radio0', ssid: 'Visitas', enabled: true, wps: false, broadcast: true, cipher: 3, crypto: 2, key: encodeSecret('visitas2026'), guest_network: true };
  const created = await router.raw('POST', 'wireless', guest, await router.login());
  expect(created.status).toBe(201);
  const { root24, root5, wireless } = await wifiNetworks(router);
  await openStep(app, page, STEP, 0);
  await app.fill(NAME24, 'Visitas');
  await app.expectFieldError(NAME24, m.ssidInUse);
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  // A name is unique across bands (spec 2 §5.4): the 2.4 GHz guest network's name is taken on the 5 GHz band too.
  await app.fill(NAME24, 'Casa Nova');
  await app.fill(NAME5, 'Visitas');
  await app.expectFieldError(NAME5, m.ssidInUse);
  await app.fill(NAME5, 'Casa Nova 5G');
  await app.expectFieldValid(NAME5);
  // One name for both bands: refused as well.
  await app.check(SAME);
  await app.fill(NAME, 'Visitas');
  await app.expectFieldError(NAME, m.ssidInUse);
  await refusedByRouter(router, root24.id, { ssid: 'Visitas' }, m.ssidInUse);
  await refusedByRouter(router, root5!.id, { ssid: 'Visitas' }, m.ssidInUse);
  expect((await wifiNetworks(router)).root24).toEqual(wireless.find((w) => w.id === root24.id));
});

test('passo WI-FI: senha obrigatória, ASCII, de 8 a 63 caracteres', scenario({ ...header, effects: ['session', 'configuration'] }), async ({ app, page, router }) => {
  const before = await wifiNetworks(router);
  await openStep(app, page, STEP, 0);
  const next = page.getByRole('button', { name: 'Avançar' });
  const cases: Array<[string, string]> = [
    ['', m.required],
    ['senhaçãoboa', m.invalidCharacters],
    ['1234567', sizeMessage(8, 63)],
    ['x'.repeat(64), sizeMessage(8, 63)],
  ];
  for (const [value, message] of cases) {
    await app.fill(PASSWORD, value);
    await app.expectFieldError(PASSWORD, message);
    await expect(next).toBeDisabled();
    await refusedByRouter(router, before.root24.id, { key: encodeSecret(value) }, message);
  }
  for (const value of ['12345678', 'y'.repeat(63)]) {
    await app.fill(PASSWORD, value);
    await app.expectFieldValid(PASSWORD);
    await expect(next).toBeEnabled();
  }
  expect((await wifiNetworks(router)).wireless).toEqual(before.wireless);
});

test('passo WI-FI: Avançar guarda os dois nomes e a senha no rascunho e segue para a confirmação', scenario(header), async ({ app, page, router }) => {
  const before = await wifiNetworks(router);
  await openStep(app, page, STEP, 0);
  await app.fill(NAME24, 'Casa Nova');
  await app.fill(NAME5, 'Casa Nova 5G');
  await app.fill(PASSWORD, 'Senha@Wifi2026');
  await app.press('Avançar');
  await expectConfirmation(app, page);
  expect((await draftOf(page)).wifi).toEqual({ ssid: 'Casa Nova', ssid5: 'Casa Nova 5G', key: 'Senha@Wifi2026' });
  // Nothing is written before 'Concluir'.
  expect((await wifiNetworks(router)).wireless).toEqual(before.wireless);
});

test('passo WI-FI: um só nome para as duas bandas; no modo ponto de acesso segue para a confirmação', scenario(header), async ({ app, page }) => {
  await openStep(app, page, STEP, 1);
  await app.check(SAME);
  await app.fill(NAME, 'Casa Unica');
  await app.fill(PASSWORD, 'Senha@Wifi2026');
  await app.press('Avançar');
  await expectConfirmation(app, page);
  expect((await draftOf(page)).wifi).toEqual({ ssid: 'Casa Unica', ssid5: 'Casa Unica', key: 'Senha@Wifi2026' });
});

test('passo WI-FI num modelo de banda única: sem nome 5 GHz', scenario({ ...header, device: { profile: { base: 'factory', model: 'W4-300F' } } }), async ({ app, page, router }) => {
  const { root24, root5 } = await wifiNetworks(router);
  expect(root5).toBeUndefined();
  await openStep(app, page, STEP, 0);
  await expect(page.getByLabel(NAME, { exact: true })).toHaveValue(root24.ssid);
  await expect(page.getByLabel(NAME5, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(SAME)).toHaveCount(0);
  await app.fill(NAME, 'Casa Simples');
  await app.press('Avançar');
  await expectConfirmation(app, page);
  expect((await draftOf(page)).wifi).toEqual({ ssid: 'Casa Simples', ssid5: 'Casa Simples', key: decodeSecret(root24.key) });
});

test('passo WI-FI: a leitura das redes falha — erro com "Tentar novamente", que lê de novo', scenario({ ...header, needs: ['faults'] }), async ({ app, page, router, emulator }) => {
  const { root24 } = await wifiNetworks(router);
  await emulator.fault({ method: 'GET', path: '/api/v1/wireless', status: 500, times: 1 });
  await openStep(app, page, STEP, 0);
  await app.expectAlert('Não foi possível ler as configurações do roteador.');
  await app.press('Tentar novamente');
  await expect(page.getByLabel(NAME24, { exact: true })).toHaveValue(root24.ssid);
});
