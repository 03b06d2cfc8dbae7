import { modelInfo } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { ALEXA_PAGE, VOICE_DEVICE, VOICE_PATH } from './alexa-world';

test('um modelo sem voz não abre /amazon/alexa: vai para o painel', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, router, target }) => {
  const model = (await router.status()).model;
  // a bench router of the voice model cannot stand for a model without voice: that is the bench's make-up, not a
  // failure (the emulator's demo profile is always another model; the inventory's other routers run it)
  test.skip(target.kind === 'bench' && modelInfo(model).voice, `o roteador da bancada é um modelo com voz (${model})`);
  expect(modelInfo(model).voice, `${model} sem assistente de voz`).toBe(false);
  expect(model).not.toBe('Twibi Force Voice');
  await app.signIn({ at: ALEXA_PAGE });
  await app.expectPath('/');
});

test('o modelo de voz abre a página pelo menu', scenario({
  device: VOICE_DEVICE,
  needs: ['model:Twibi Force Voice'],
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app }) => {
  await app.signIn();
  const menu = await app.menu();
  await menu.getByRole('link', { name: 'Assistente Alexa' }).click();
  await app.expectPath(ALEXA_PAGE);
  await app.expectHeading('A Alexa no seu roteador');
});

test('uma leitura que falha mostra o erro com "Tentar novamente"', scenario({
  device: VOICE_DEVICE,
  needs: ['clock', 'faults', 'model:Twibi Force Voice'],
  // no wait: the clock is only paused (on a bench, where it runs on, the poller's own first retry comes
  // timing.poll.retryRouter after the failed read, later than the user's press right after the error shows)
  realTime: '0s',
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, page, emulator, clock }) => {
  await app.signIn();
  await emulator.fault({ method: 'GET', path: VOICE_PATH, body: [{ is_registered: 'talvez' }] });
  await app.open(ALEXA_PAGE);
  await expect(page.getByRole('alert')).toContainText('O roteador enviou uma resposta inesperada.');
  await clock.pause(); // no retry of the poller's own before the user's
  await emulator.clearFaults();
  await app.press('Tentar novamente');
  await app.expectHeading('A Alexa no seu roteador');
});
