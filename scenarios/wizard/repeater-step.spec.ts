/**
 * The wizard's repeater step, /wizard/repeater 'Modo repetidor' (spec 2 §2.1, §5.4, §8, §9): the networks found,
 * grouped by band with their signal icons, the refresh (1 s wait), the password rules, the 'Criptografia Inválida'
 * dialog for WPA-only and WEP-only networks (refused by the router's API too), and what 'Avançar' keeps.
 */
import {
  Cipher,
  encodeSecret,
  type SiteSurveyEntry,
  sizeMessage,
  timing,
  validationMessages as m,
} from '@roteador/contract';
import type { Page } from '@playwright/test';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';
import { draftOf, expectConfirmation, iconLevel, openStep, wifiWorld } from './wifi-steps-world';
import { chooseMode, expectStep, fillCredentials, finishAndLand, MODE, openWizard, OWNER, storedBy, writesInOrder } from './wizard-world';

const STEP = '/wizard/repeater';
const PASSWORD = 'Senha da rede Wi-Fi';
const UNSUPPORTED =
  'Não há suporte para conexão em redes com criptografia somente WPA ou somente WEP. Para se conectar a essa rede, será necessário alterar o modo de segurança Wi-Fi em seu roteador principal.';

const header = {
  device: { profile: 'factory' as const },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset' as const],
  needs: ['control' as const],
  effects: ['session' as const],
  tags: ['@wizard' as const],
};

const network = (page: Page, ssid: string) => page.getByRole('radio', { name: ssid, exact: true });

async function survey(router: RouterClient): Promise<SiteSurveyEntry[]> {
  const answer = await router.raw('GET', 'site_survey', undefined, await router.login());
  expect(answer.status).toBe(200);
  return answer.body as SiteSurveyEntry[];
}

test('passo repetidor: redes agrupadas em "Redes 5GHz" e "Redes 2.4GHz", cada uma com o ícone do seu sinal', scenario({ ...header, needs: [] }), async ({ app, page, router }) => {
  const found = await survey(router);
  await openStep(app, page, STEP, 3);
  for (const [group, entries] of [
    ['Redes 5GHz', found.filter((n) => n.channel > 14)],
    ['Redes 2.4GHz', found.filter((n) => n.channel <= 14)],
  ] as const) {
    expect(entries.length).toBeGreaterThan(0);
    const list = page.getByRole('radiogroup', { name: group });
    await expect(list.getByRole('radio')).toHaveCount(entries.length);
    for (const n of entries) {
      await expect(list.getByRole('radio', { name: n.ssid, exact: true })).toBeVisible();
      const { level, name } = iconLevel(n.signal_level);
      const icon = list.getByRole('listitem').filter({ has: page.getByRole('radio', { name: n.ssid, exact: true }) }).getByRole('img');
      await expect(icon).toHaveAccessibleName(name);
      await expect(icon).toHaveAttribute('data-level', level);
    }
  }
  // The three levels of §9 are all on screen: -48 good, -63 moderate, -78 bad among the neighbours.
  for (const level of ['good', 'moderate', 'bad']) {
    await expect(page.locator(`[data-level="${level}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeDisabled();
});

test('passo repetidor: "Atualizar lista" espera 1 s mostrando o progresso e lê as redes de novo', scenario({
  ...header,
  needs: ['clock'],
  // the refresh's 1 s wait
  realTime: '1s',
}), async ({ app, page, clock, router }) => {
  await openStep(app, page, STEP, 3);
  await expect(page.getByRole('radiogroup', { name: 'Redes 2.4GHz' })).toBeVisible();
  const reads = async () => (await router.journal()).filter((e) => e.method === 'GET' && e.path.startsWith('/api/v1/site_survey')).length;
  const first = await reads();
  expect(first).toBeGreaterThan(0);
  await clock.pause();
  await app.press('Atualizar lista');
  await expect(page.getByRole('progressbar', { name: 'Procurando redes Wi-Fi…' })).toBeVisible();
  await clock.advance(timing.wait.surveyRefresh - 100);
  // "not yet" 100 ms before the read is due: the virtual clock's alone (real time cannot place the instant)
  if (!clock.real) expect(await reads(), 'nada é lido antes de 1 s').toBe(first);
  await clock.advance('100ms');
  await expect(page.getByRole('progressbar', { name: 'Procurando redes Wi-Fi…' })).toHaveCount(0);
  expect(await reads()).toBe(first + 1);
  await expect(page.getByRole('radiogroup', { name: 'Redes 5GHz' }).getByRole('radio').first()).toBeVisible();
});

test('passo repetidor: rede só WPA abre "Criptografia Inválida" e não é escolhida; o roteador também a recusa', scenario({ ...header, effects: ['session', 'configuration'] }), async ({ app, page, router, emulator }) => {
  const wpaOnly = (await survey(router)).find((n) => n.cipher === Cipher.Wpa)!;
  expect(wpaOnly).toBeDefined();
  await openStep(app, page, STEP, 3);
  await network(page, wpaOnly.ssid).click();
  const dialog = app.dialog('Criptografia Inválida');
  await expect(dialog).toContainText(UNSUPPORTED);
  await app.confirm('Ok, entendi');
  await expect(dialog).toHaveCount(0);
  await expect(network(page, wpaOnly.ssid)).not.toBeChecked();
  await expect(page.getByLabel(PASSWORD, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  const answer = await router.raw('PUT', 'wireless/wlc', { ssid: wpaOnly.ssid, cipher: wpaOnly.cipher, key: encodeSecret('senha12345'), radioID: 'radio0' }, await router.login());
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: 'error', message: m.invalidCipher });
  expect((await wifiWorld(emulator)).repeater).toBeNull();
});

test('passo repetidor: rede só WEP abre "Criptografia Inválida" e a escolha anterior fica; o roteador também a recusa', scenario({ ...header, effects: ['session', 'configuration'] }), async ({ app, page, router, emulator }) => {
  const found = await survey(router);
  const wepOnly = found.filter((n) => n.cipher === Cipher.Wep);
  expect(wepOnly.length).toBeGreaterThan(0);
  const fine = found.find((n) => n.cipher === Cipher.Wpa2)!;
  await openStep(app, page, STEP, 3);
  await network(page, fine.ssid).click();
  await expect(network(page, fine.ssid)).toBeChecked();
  for (const wep of wepOnly) {
    await network(page, wep.ssid).click();
    await expect(app.dialog('Criptografia Inválida')).toContainText(UNSUPPORTED);
    await app.confirm('Ok, entendi');
    await expect(network(page, wep.ssid)).not.toBeChecked();
    await expect(network(page, fine.ssid)).toBeChecked();
    const radioID = wep.channel > 14 ? 'radio1' : 'radio0';
    const answer = await router.raw('PUT', 'wireless/wlc', { ssid: wep.ssid, cipher: wep.cipher, key: encodeSecret('abcde12345'), radioID }, await router.login());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 'error', message: m.invalidCipher });
  }
  expect((await wifiWorld(emulator)).repeater).toBeNull();
});

test('passo repetidor: senha da rede protegida obrigatória, ASCII, de 8 a 63 caracteres', scenario({ ...header, effects: ['session', 'configuration'] }), async ({ app, page, router, emulator }) => {
  const chosen = (await survey(router)).find((n) => n.cipher === Cipher.Wpa2 && n.channel <= 14)!;
  await openStep(app, page, STEP, 3);
  await expect(page.getByLabel(PASSWORD, { exact: true })).toHaveCount(0);
  await network(page, chosen.ssid).click();
  const field = page.getByLabel(PASSWORD, { exact: true });
  const next = page.getByRole('button', { name: 'Avançar' });
  await expect(field).toBeVisible();
  await expect(next).toBeDisabled();
  const token = await router.login();
  for (const [value, message] of [
    ['', m.required],
    ['senhaçãoboa', m.invalidCharacters],
    ['1234567', sizeMessage(8, 63)],
  ] as const) {
    await app.fill(PASSWORD, 'x');
    await app.fill(PASSWORD, value);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(next).toBeDisabled();
    const answer = await router.raw('PUT', 'wireless/wlc', { ssid: chosen.ssid, cipher: chosen.cipher, key: encodeSecret(value), radioID: 'radio0' }, token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 'error', message, field: 'key' });
  }
  expect((await wifiWorld(emulator)).repeater).toBeNull();
  await app.fill(PASSWORD, 'principal2026');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(next).toBeEnabled();
});

test('passo repetidor: rede protegida de 2.4 GHz — Avançar guarda rede, cifra, senha e radio0 no rascunho', scenario({ ...header, needs: [] }), async ({ app, page, router }) => {
  const chosen = (await survey(router)).find((n) => n.cipher === Cipher.WpaWpa2 && n.channel <= 14)!;
  await router.clearJournal();
  expect(chosen).toBeDefined();
  await openStep(app, page, STEP, 3);
  await network(page, chosen.ssid).click();
  await app.fill(PASSWORD, 'vizinho2026');
  await app.press('Avançar');
  await expectConfirmation(app, page);
  expect((await draftOf(page)).repeater).toEqual({ ssid: chosen.ssid, cipher: chosen.cipher, key: 'vizinho2026', radioID: 'radio0' });
  // Nothing is written before 'Concluir': the router received no write (the wizard's logins aside).
  expect(await writesInOrder(router)).toEqual([]);
});

test('passo repetidor: rede aberta de 5 GHz não pede senha — Avançar guarda a rede com radio1', scenario({ ...header, needs: [], effects: ['session', 'configuration'] }), async ({ app, page, router }) => {
  const open = (await survey(router)).find((n) => n.cipher === Cipher.None && n.channel > 14)!;
  expect(open).toBeDefined();
  await openStep(app, page, STEP, 3);
  await network(page, open.ssid).click();
  await expect(page.getByLabel(PASSWORD, { exact: true })).toHaveCount(0);
  await app.expectText('Esta rede é aberta: não é preciso senha.');
  await app.press('Avançar');
  await expectConfirmation(app, page);
  expect((await draftOf(page)).repeater).toEqual({ ssid: open.ssid, cipher: Cipher.None, key: '', radioID: 'radio1' });
  // The router takes an open network without a key.
  const answer = await router.raw('PUT', 'wireless/wlc', { ssid: open.ssid, cipher: Cipher.None, key: '', radioID: 'radio1' }, await router.login());
  expect(answer.status).toBe(200);
});

test('passo repetidor: a leitura das redes falha — erro com "Tentar novamente", que lê de novo', scenario({ ...header, needs: ['faults'] }), async ({ app, page, emulator }) => {
  await emulator.fault({ method: 'GET', path: '/api/v1/site_survey', status: 500, times: 1 });
  await openStep(app, page, STEP, 3);
  await app.expectAlert('Não foi possível ler as configurações do roteador.');
  await app.expectText('O roteador respondeu com o erro 500.');
  await app.press('Tentar novamente');
  await expect(page.getByRole('radiogroup', { name: 'Redes 2.4GHz' }).getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('assistente no modo repetidor: a rede escolhida chega ao roteador com "Concluir"', scenario({
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset'],
  needs: ['clock'],
  // 'Concluir': the 8 s before the apply, then one restart wait (20 s, then 5 s steps)
  realTime: '88s',
  effects: ['session', 'credentials', 'operation-mode', 'configuration', 'reboot'],
  tags: ['@wizard'],
}), async ({ app, page, clock, router }) => {
  const chosen = (await survey(router)).find((n) => n.cipher === Cipher.Wpa2 && n.channel > 14)!;
  await router.clearJournal();
  await openWizard(app, page);
  await fillCredentials(app);
  await expectStep(app, page, '/wizard/wizard-location', 'Localização do dispositivo');
  await app.fill('Localização', 'Sala de Estar');
  await app.press('Avançar');
  await chooseMode(app, page, MODE.repeater);
  await expectStep(app, page, '/wizard/repeater', 'Modo repetidor');
  await network(page, chosen.ssid).click();
  await app.fill(PASSWORD, 'principal2026');
  await app.press('Avançar');
  await expectConfirmation(app, page);
  // Nothing is written before 'Concluir': the router received no write (the wizard's logins aside).
  expect(await writesInOrder(router)).toEqual([]);

  await finishAndLand(app, page, clock);
  // the repeater client, listed now that the router repeats
  expect((await storedBy(router)).repeater).toEqual({
    ssid: chosen.ssid,
    cipher: chosen.cipher,
    key: encodeSecret('principal2026'),
    radioID: 'radio1',
  });
  await router.login(OWNER.username, OWNER.password);
  const client = await router.raw('GET', 'wireless/wlc');
  expect(client.body).toMatchObject({ ssid: chosen.ssid, mode: 1, frequency: '5' });
  expect((await router.system()).operationMode).toBe(3);
});
