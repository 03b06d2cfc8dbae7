import { timing, ALEXA_REGISTRATION_URL } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { ALEXA_PAGE, storedVoiceAssistant, VOICE_DEVICE, VOICE_PATH } from './alexa-world';

test('registro completo: código do roteador, página de registro, confirmação e "Finalizar"', scenario({
  device: VOICE_DEVICE,
  needs: ['clock', 'control', 'model:Twibi Force Voice'],
  effects: ['session', 'configuration'],
  tags: ['@alexa'],
}), async ({ app, page, router, target, clock, emulator }) => {
  await app.signIn({ at: ALEXA_PAGE });
  await app.expectText('Passo 1 de 4');
  await app.press('Comece agora');

  // Step 2: the code shown is the one the router stored.
  await app.expectText('Passo 2 de 4');
  const { registration_code: code, is_registered } = await storedVoiceAssistant(router);
  expect(is_registered).toBe(false);
  await expect(page.getByRole('status', { name: 'Código de registro' })).toHaveText(code);

  // The registration page opens in a new tab, carrying the code. Outside hosts do not resolve here, so the
  // popup fails fast to an error page: its request says where it went.
  const popup = page.waitForEvent('popup');
  const request = page.context().waitForEvent('request', (r) => !r.url().startsWith('http://127.0.0.1'));
  await app.press('Registrar dispositivo');
  const registration = await popup;
  const opened = new URL((await request).url());
  expect(`${opened.origin}${opened.pathname}`).toBe(ALEXA_REGISTRATION_URL);
  expect(opened.searchParams.get('cbl-code')).toBe(code);
  // Cut off from this tab (noopener): it cannot reach back into the router's page.
  expect(await registration.evaluate(() => window.opener)).toBeNull();
  await registration.close();

  // Step 3: waiting, until the router says it is registered (read every 5 s).
  await app.expectText('Passo 3 de 4');
  await app.expectHeading('Aguardando confirmação');
  await expect(page.getByRole('progressbar', { name: 'Aguardando a confirmação do registro' })).toBeVisible();
  await emulator.registerAlexa();
  await clock.advance(timing.poll.voiceRegistration);

  // Step 4: suggestions and 'Finalizar'.
  await app.expectText('Passo 4 de 4');
  await app.expectHeading('Dispositivo registrado com sucesso!');
  await app.expectText('Alexa, qual a velocidade da minha internet?');
  expect((await storedVoiceAssistant(router)).is_registered).toBe(true);
  await app.press('Finalizar');
  await app.expectPath('/');

  // Back on the page, the registered view.
  await app.open(ALEXA_PAGE);
  await app.expectHeading('Alexa ativa');
});

test('a barra de espera avança em passos de 10%', scenario({
  device: VOICE_DEVICE,
  needs: ['clock', 'model:Twibi Force Voice'],
  // twelve ticks of the bar
  realTime: '12s',
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, page, clock }) => {
  await app.signIn({ at: ALEXA_PAGE });
  await app.press('Comece agora');
  const popup = page.waitForEvent('popup');
  await app.press('Registrar dispositivo');
  await (await popup).close();
  const bar = page.getByRole('progressbar', { name: 'Aguardando a confirmação do registro' });
  await clock.pause();
  const seen = new Set<number>();
  for (let i = 0; i < 12; i++) {
    seen.add(Number(await bar.getAttribute('aria-valuenow')));
    await clock.advance(timing.wait.countdownTick);
  }
  // Every value is a multiple of 10, and the bar goes round (it shows waiting, not a known progress).
  expect([...seen].every((v) => v % 10 === 0 && v >= 0 && v <= 100)).toBe(true);
  expect(seen.size).toBeGreaterThanOrEqual(10);
});

test('enquanto espera a confirmação, o registro é consultado a cada 5 s', scenario({
  device: VOICE_DEVICE,
  needs: ['clock', 'model:Twibi Force Voice'],
  // six reads' worth (the exact gaps are the virtual clock's: below)
  realTime: '30s',
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, page, clock, router }) => {
  await app.signIn({ at: ALEXA_PAGE });
  await app.press('Comece agora');
  await clock.pause();
  await router.clearJournal();
  const assistantReads = async () =>
    (await router.journal()).filter((e) => e.method === 'GET' && e.path === VOICE_PATH);

  const popup = page.waitForEvent('popup');
  await app.press('Registrar dispositivo');
  await (await popup).close();
  // Step 3 reads at once, then every 5 s.
  await expect.poll(async () => (await assistantReads()).length).toBe(1);
  await clock.advance(6 * timing.poll.voiceRegistration);
  // the first read and six more, one each 5 s (within one on a bench's real clock)
  await clock.expectCount('leituras do registro a cada 5 s', async () => (await assistantReads()).length - 1, 6);
  const times = (await assistantReads()).map((e) => e.time);
  const gaps = times.slice(2).map((t, i) => t - times[i + 1]);
  if (!clock.real) {
    expect(gaps).toEqual([5000, 5000, 5000, 5000, 5000]);
  } else {
    // real time, as the proxy saw the reads arrive: each 5 s after the answer to the one before (so never sooner),
    // and less than a second more (that answer's round trip and the timer's lateness)
    for (const gap of gaps) {
      expect(gap, 'intervalo entre leituras (ms)').toBeGreaterThanOrEqual(timing.poll.voiceRegistration - 50);
      expect(gap, 'intervalo entre leituras (ms)').toBeLessThan(timing.poll.voiceRegistration + 1000);
    }
  }
});
