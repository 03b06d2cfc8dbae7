/**
 * A slow scan (issue 28, as the other pages: scenarios/shell/slow-router.spec.ts): the site survey still scanning
 * after 5 s says 'Está demorando mais que o normal' with 'Tentar novamente', which scans anew at once; the first
 * scan's late answer changes nothing (it does not take the owner back to the 2.4 GHz tab).
 */
import { API_BASE, siteSurveyPath, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { SURVEY, SURVEY_24, SURVEY_5 } from './tools-world';

const SLOW = 15_000;

test("busca lenta: o aviso de demora com 'Tentar novamente', que busca de novo; a resposta atrasada não vale", scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  // the wait until the notice (5 s), then the slow scan's 15 s
  realTime: '20s',
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page, clock, emulator, router }) => {
  await emulator.fault({ method: 'GET', path: `${API_BASE}/${siteSurveyPath}`, delayMs: SLOW, times: 1 });
  await app.signIn({ at: SURVEY });
  await app.press('Iniciar busca');
  await app.expectText('Procurando redes Wi-Fi…');
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  await expect(slow).toHaveCount(0);
  await clock.advance(timing.wait.slowPage);
  await expect(slow).toBeVisible();

  await clock.pause();
  await router.clearJournal();
  await slow.getByRole('button', { name: 'Tentar novamente' }).click();
  await app.expectPath(SURVEY_24);
  await app.expectText(/\d+ redes? encontradas?/);
  await expect(slow).toHaveCount(0);
  const scans = (await router.journal()).filter((e) => e.method === 'GET' && e.path === `${API_BASE}/${siteSurveyPath}`);
  expect(scans.map((e) => e.status)).toEqual([200]);

  // the owner moves on; the first scan answers at last: the page stays where the owner is
  await page.getByRole('tab', { name: '5 GHz' }).click();
  await app.expectPath(SURVEY_5);
  await clock.advance(SLOW);
  await app.expectPath(SURVEY_5);
});
