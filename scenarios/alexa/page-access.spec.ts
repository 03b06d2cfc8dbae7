import { expect, scenario, test } from '../dsl';
import { ALEXA_PAGE, VOICE_DEVICE, VOICE_PATH } from './alexa-world';

test('um modelo sem voz não abre /amazon/alexa: vai para o painel', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, router }) => {
  expect((await router.status()).model).not.toBe('Twibi Force Voice');
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
