/**
 * The radio page offers only what spec 2 §5.5 allows: channels and bandwidths per band, the extension channel's
 * rule, and MU-MIMO / OFDMA / TWT by the radio's opMode; the emulated router refuses the rest through the API.
 */
import type { Page } from '@playwright/test';
import { RadioList, radioPath } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';

const PAGE = '/network/wifi/radio';
const section = (page: Page, band: '2.4' | '5') => page.getByRole('region', { name: `Rádio ${band.replace('.', ',')} GHz` });
const options = (page: Page, band: '2.4' | '5', label: string) =>
  section(page, band).getByLabel(label, { exact: true }).locator('option').allTextContents();

// the demo's model (W6-1500: both bands, 80 MHz on 5 GHz); on a bench the inventory's router of that model
test('canais e larguras de banda oferecidos em cada rádio', scenario({
  device: { profile: { base: 'demo', model: 'W6-1500' } },
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page }) => {
  await app.signIn({ at: PAGE });
  await expect(section(page, '2.4')).toBeVisible();
  expect(await options(page, '2.4', 'Canal')).toEqual(['Automático', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
  expect(await options(page, '5', 'Canal')).toEqual(['Automático', '36', '40', '44', '48', '149', '153', '157', '161', '165']);
  expect(await options(page, '2.4', 'Largura de banda')).toEqual(['20MHz', '20/40MHz']);
  expect(await options(page, '5', 'Largura de banda')).toEqual(['20MHz', '20/40MHz', '20/40/80MHz']);
  expect(await options(page, '2.4', 'Potência de transmissão')).toEqual(['Alto', 'Médio', 'Baixo']);
  await expect(app.page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});

// the demo's model (W6-1500: both bands, 80 MHz on 5 GHz); on a bench the inventory's router of that model
test('canal de extensão só em 2.4 GHz, com 20/40MHz e canal fixo', scenario({
  device: { profile: { base: 'demo', model: 'W6-1500' } },
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page }) => {
  await app.signIn({ at: PAGE });
  const s24 = section(page, '2.4');
  const extension = s24.getByLabel('Canal de extensão');
  // stored: automatic channel at 20/40MHz: no extension to choose
  await expect(s24.getByLabel('Largura de banda')).toHaveValue('40');
  await expect(extension).toHaveCount(0);
  await s24.getByLabel('Canal', { exact: true }).selectOption('6');
  await expect(extension).toBeVisible();
  expect(await extension.locator('option').allTextContents()).toEqual(['Superior', 'Inferior']);
  // the side must keep the 40 MHz pair inside channels 1–13
  await s24.getByLabel('Canal', { exact: true }).selectOption('13');
  expect(await extension.locator('option').allTextContents()).toEqual(['Inferior']);
  await s24.getByLabel('Canal', { exact: true }).selectOption('2');
  expect(await extension.locator('option').allTextContents()).toEqual(['Superior']);
  await s24.getByLabel('Largura de banda').selectOption('20MHz');
  await expect(extension).toHaveCount(0);
  // 5 GHz never has one, whatever the channel and bandwidth
  const s5 = section(page, '5');
  await s5.getByLabel('Canal', { exact: true }).selectOption('36');
  for (const width of ['20/40MHz', '20/40/80MHz']) {
    await s5.getByLabel('Largura de banda').selectOption(width);
    await expect(s5.getByLabel('Canal de extensão')).toHaveCount(0);
  }
});

// the model is the scenario's: on a bench, the inventory's W6-1500 (another model has other radios)
test('Wi-Fi 6 (W6-1500): MU-MIMO, beamforming, OFDMA e TWT nos dois rádios', scenario({
  device: { profile: { base: 'demo', model: 'W6-1500' } },
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  const radios = (await router.raw('GET', 'radio', undefined, await router.login())).body as Array<{ opMode: number }>;
  expect(radios.map((r) => r.opMode)).toEqual([8, 9]);
  await app.signIn({ at: PAGE });
  for (const band of ['2.4', '5'] as const) {
    for (const feature of ['MU-MIMO', 'Beamforming', 'OFDMA', 'TWT']) {
      await expect(section(page, band).getByRole('switch', { name: feature })).toBeVisible();
    }
  }
});

// A profile's model is the inventory's router of that model on a bench (needs model:W5-1200G).
test('Wi-Fi 5 (W5-1200G): sem OFDMA e TWT; MU-MIMO só no rádio 5 GHz (modo 6)', scenario({
  device: { profile: { base: 'demo', model: 'W5-1200G' } },
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  const radios = (await router.raw('GET', 'radio', undefined, await router.login())).body as Array<{ opMode: number }>;
  expect(radios.map((r) => r.opMode)).toEqual([4, 6]);
  await app.signIn({ at: PAGE });
  const s24 = section(page, '2.4');
  const s5 = section(page, '5');
  await expect(s24.getByRole('switch', { name: 'Beamforming' })).toBeVisible();
  await expect(s5.getByRole('switch', { name: 'MU-MIMO' })).toBeVisible();
  await expect(s24.getByRole('switch', { name: 'MU-MIMO' })).toHaveCount(0);
  for (const s of [s24, s5]) {
    await expect(s.getByRole('switch', { name: 'OFDMA' })).toHaveCount(0);
    await expect(s.getByRole('switch', { name: 'TWT' })).toHaveCount(0);
  }
});

// On a bench: the inventory's W4-300F (a model without mesh: no capability `mesh`)
test('modelo de banda única (W4-300F): só o rádio 2.4 GHz', scenario({
  device: { profile: { base: 'demo', model: 'W4-300F', meshRole: 'none' } },
  effects: ['session'],
  tags: ['@network'],
}), async ({ app, page }) => {
  await app.signIn({ at: PAGE });
  await expect(section(page, '2.4')).toBeVisible();
  await expect(section(page, '5')).toHaveCount(0);
});

test('o roteador recusa pela API os valores de rádio que a tela não oferece', scenario({
  device: { profile: { base: 'demo', model: 'W5-1200G' } },
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ router }) => {
  const token = await router.login();
  // what the router stored, as its API reads it back: all but the channel in use, which moves (automatic)
  const stored = async () => (await router.read(radioPath, RadioList)).map(({ channel: _inUse, ...radio }) => radio);
  const before = await stored();
  const refused: Array<[string, Record<string, unknown>, string]> = [
    ['radio0', { configuredChannel: 14 }, 'configuredChannel'],
    ['radio0', { configuredChannel: 36 }, 'configuredChannel'],
    ['radio1', { configuredChannel: 6 }, 'configuredChannel'],
    ['radio1', { configuredChannel: 52 }, 'configuredChannel'],
    ['radio0', { bandwidth: '80' }, 'bandwidth'],
    ['radio1', { bandwidth: '160' }, 'bandwidth'],
    ['radio1', { configuredChannel: 36, bandwidth: '40', extension: 'upper' }, 'extension'],
    ['radio0', { configuredChannel: 0, bandwidth: '40', extension: 'lower' }, 'extension'],
    ['radio0', { configuredChannel: 6, bandwidth: '20', extension: 'upper' }, 'extension'],
    ['radio0', { configuredChannel: 13, bandwidth: '40', extension: 'upper' }, 'extension'],
    ['radio0', { power: 'Máximo' }, 'power'],
    ['radio0', { mu_mimo: true }, 'mu_mimo'],
    ['radio1', { ofdma: true }, 'ofdma'],
    ['radio1', { twt: true }, 'twt'],
  ];
  for (const [id, body, field] of refused) {
    const answer = await router.raw('PUT', `radio/${id}`, body, token);
    expect(answer.status, `${id} ${JSON.stringify(body)}`).toBe(400);
    expect(answer.body, `${id} ${JSON.stringify(body)}`).toMatchObject({ status: 'error', field });
  }
  expect(await stored()).toEqual(before);
});
