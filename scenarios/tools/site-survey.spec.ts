/**
 * /tools/site_survey (spec 3 §2, §3 'Site survey entry', §4 'Site survey'): the scan lands on the 2.4 GHz tab; each
 * band's tab lists every network the router hears with every field of its entry; the 5 GHz tab only on dual-band
 * models; a failed scan shows its error with a way to try again.
 */
import { expect, scenario, test } from '../dsl';
import { band, expectEntry, survey } from './site-survey-world';
import { SURVEY, SURVEY_24, SURVEY_5 } from './tools-world';

test('iniciar a busca leva à aba 2.4 GHz com cada rede e todos os seus campos; a aba 5 GHz lista as suas', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: SURVEY });
  await app.expectHeading('Site survey');
  await app.press('Iniciar busca');
  await app.expectPath(SURVEY_24);
  const heard = await survey(router);
  const two = band(heard, false);
  const five = band(heard, true);
  expect(two.length).toBeGreaterThan(5);
  expect(five.length).toBeGreaterThan(3);
  await app.expectText(`${two.length} redes encontradas`);
  const list = page.getByRole('listitem').filter({ has: page.getByRole('term') });
  await expect(list).toHaveCount(two.length);
  // strongest first
  for (const [i, entry] of two.entries()) await expect(list.nth(i)).toHaveAccessibleName(entry.ssid);
  for (const entry of two) await expectEntry(page, entry);

  await page.getByRole('tab', { name: '5 GHz' }).click();
  await app.expectPath(SURVEY_5);
  await expect(page.getByRole('tab', { name: '5 GHz' })).toHaveAttribute('aria-selected', 'true');
  await app.expectText(`${five.length} redes encontradas`);
  await expect(list).toHaveCount(five.length);
  for (const entry of five) await expectEntry(page, entry);
});

test('uma aba aberta direto busca sozinha; num modelo de uma faixa não há aba 5 GHz', scenario({
  device: { profile: { base: 'demo', model: 'W4-300F', meshRole: 'none' } },
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: SURVEY_5 });
  await app.expectPath(SURVEY_24);
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: '2,4 GHz' })).toHaveAttribute('aria-selected', 'true');
  const heard = await survey(router);
  expect(heard.every((e) => e.channel <= 14)).toBe(true);
  await app.expectText(`${heard.length} redes encontradas`);
  for (const entry of heard) await expectEntry(page, entry);
});

test('uma busca que falha mostra o erro e "Tentar novamente" busca de novo', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page, emulator, router }) => {
  await app.signIn({ at: SURVEY });
  await emulator.fault({ method: 'GET', path: '/api/v1/site_survey', status: 500, times: 1 });
  await app.press('Iniciar busca');
  await app.expectText('Não foi possível buscar as redes Wi-Fi.');
  await app.expectPath(SURVEY);
  await app.press('Tentar novamente');
  await app.expectPath(SURVEY_24);
  await app.expectText(`${band(await survey(router), false).length} redes encontradas`);
  await expect(page.getByRole('listitem').first()).toBeVisible();
});
