import { expect, scenario, test } from '../dsl';
import { timing } from '@roteador/contract';
import { ALEXA_PAGE, VOICE_DEVICE } from './alexa-world';

const NO_INTERNET =
  'Não é possível progredir pois seu roteador está sem acesso a internet. Verifique sua conexão e tente novamente.';

test('sem internet, "Comece agora" fica desabilitado e diz por quê', scenario({
  device: { profile: { ...VOICE_DEVICE.profile, hasInternet: false } },
  needs: ['model:Twibi Force Voice'],
  // on a bench the voice model's WAN cable unplugged (its `wan` commands) before the scenario, and back after
  lab: ['wan-link'],
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: ALEXA_PAGE });
  await expect(page.getByRole('button', { name: 'Comece agora' })).toBeDisabled();
  await app.expectAlert(NO_INTERNET);
  expect((await router.status()).has_internet).toBe(false);
});

test('a internet cai durante o registro: "Registrar dispositivo" se desabilita até ela voltar', scenario({
  device: VOICE_DEVICE,
  needs: ['clock', 'model:Twibi Force Voice'],
  // two status polls; on a bench the WAN's cable unplugged and plugged again (its `wan` commands)
  realTime: '20s',
  lab: ['wan-link'],
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, page, router, clock, emulator }) => {
  await app.signIn({ at: ALEXA_PAGE });
  await expect(page.getByRole('button', { name: 'Comece agora' })).toBeEnabled();
  await app.expectNoText(NO_INTERNET);
  await app.press('Comece agora');
  const register = page.getByRole('button', { name: 'Registrar dispositivo' });
  await expect(register).toBeEnabled();

  await emulator.internet(false);
  await clock.advance(timing.poll.status); // the status poll
  await expect(register).toBeDisabled();
  await app.expectAlert(NO_INTERNET);
  expect((await router.status()).has_internet).toBe(false);

  await emulator.internet(true);
  await clock.advance(timing.poll.status);
  await expect(register).toBeEnabled();
  await app.expectNoText(NO_INTERNET);
});
