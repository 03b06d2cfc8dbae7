import { expect, scenario, test } from '../dsl';
import { timing } from '@roteador/contract';
import { ALEXA_PAGE, onRegisteredPage, REGISTERED_VOICE_DEVICE, storedVoiceAssistant, VOICE_PATH } from './alexa-world';

const SAVE_ERROR =
  'Houve um erro ao tentar salvar suas configurações. Verifique a conexão com seu dispositivo e tente novamente.';

test('registrado: mostra o ID da placa e a versão do firmware do roteador', scenario({
  device: REGISTERED_VOICE_DEVICE,
  needs: ['model:Twibi Force Voice'],
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, page, router }) => {
  await onRegisteredPage(app);
  await app.expectHeading('Alexa ativa');
  const stored = await storedVoiceAssistant(router);
  const device = page.getByRole('region', { name: 'Dispositivo' });
  await expect(device.getByRole('definition').first()).toHaveText(stored.board_id);
  await expect(device.getByRole('definition').nth(1)).toHaveText(stored.firmware_version);
  await expect(page.getByRole('switch', { name: 'Associado à conta Amazon' })).toBeChecked();
});

test('equalização e volume são salvos no roteador', scenario({
  device: REGISTERED_VOICE_DEVICE,
  needs: ['clock', 'faults', 'model:Twibi Force Voice'],
  // the router's slow answer (the fault's delay)
  realTime: '2s',
  effects: ['session', 'configuration'],
  tags: ['@alexa'],
}), async ({ app, page, router, emulator, clock }) => {
  await onRegisteredPage(app);
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled(); // nothing changed yet

  const sound = page.getByRole('region', { name: 'Som' });
  await sound.getByLabel('Equalização').selectOption({ label: 'Rock' });
  await sound.getByLabel('Volume').fill('8');
  await expect(sound.getByRole('status')).toHaveText('8');
  // The router takes its time: the saving modal shows meanwhile.
  await emulator.fault({ method: 'PUT', path: `${VOICE_PATH}/0`, delayMs: 2000, times: 1 });
  await app.press('Salvar');
  await expect(app.dialog('Aguarde! Estamos salvando suas configurações.')).toBeVisible();
  await clock.advance(timing.poll.retryRouter);
  await expect(app.dialog('Configurações salvas com sucesso!')).toBeVisible();
  await app.press('OK');
  await expect(app.dialog()).toHaveCount(0);

  const stored = await storedVoiceAssistant(router);
  expect(stored.equalization_type).toBe(4);
  expect(stored.volume).toBe(8);
  await expect(sound.getByLabel('Equalização')).toHaveValue('4');
  await expect(save).toBeDisabled();
});

test('falha ao salvar mostra o erro e o roteador fica como estava', scenario({
  device: REGISTERED_VOICE_DEVICE,
  needs: ['faults', 'model:Twibi Force Voice'],
  effects: ['session', 'configuration'],
  tags: ['@alexa'],
}), async ({ app, page, router, emulator }) => {
  const before = await storedVoiceAssistant(router);
  await app.signIn({ at: ALEXA_PAGE });
  const sound = page.getByRole('region', { name: 'Som' });
  await sound.getByLabel('Equalização').selectOption({ label: 'Jazz' });
  await sound.getByLabel('Volume').fill('2');

  await emulator.fault({ method: 'PUT', path: `${VOICE_PATH}/0`, status: 500 });
  await app.press('Salvar');
  const error = app.dialog('Não foi possível salvar');
  await expect(error).toContainText(SAVE_ERROR);
  await app.press('OK');
  await expect(error).toHaveCount(0);

  const after = await storedVoiceAssistant(router);
  expect([after.equalization_type, after.volume]).toEqual([before.equalization_type, before.volume]);
  // The user's choice is kept, to try again.
  await expect(sound.getByLabel('Equalização')).toHaveValue('5');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
});

test('registrado: as informações de voz são lidas a cada 15 s', scenario({
  device: REGISTERED_VOICE_DEVICE,
  needs: ['clock', 'model:Twibi Force Voice'],
  // four reads' worth (the exact gaps are the virtual clock's: below)
  realTime: '60s',
  effects: ['session'],
  tags: ['@alexa'],
}), async ({ app, clock, router }) => {
  await onRegisteredPage(app);
  await app.expectHeading('Alexa ativa');
  await clock.pause();
  await router.clearJournal();
  await clock.advance(4 * timing.poll.voiceInfo);
  const reads = async () => (await router.journal()).filter((e) => e.method === 'GET' && e.path === VOICE_PATH);
  // one each 15 s (within one on a bench's real clock)
  await clock.expectCount('leituras de voz a cada 15 s', async () => (await reads()).length, 4);
  const times = (await reads()).map((e) => e.time);
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  if (!clock.real) {
    expect(gaps).toEqual(Array(3).fill(timing.poll.voiceInfo));
  } else {
    // real time, as the proxy saw the reads arrive: each 15 s after the answer to the one before (so never sooner),
    // and less than a second more (that answer's round trip and the timer's lateness)
    for (const gap of gaps) {
      expect(gap, 'intervalo entre leituras (ms)').toBeGreaterThanOrEqual(timing.poll.voiceInfo - 50);
      expect(gap, 'intervalo entre leituras (ms)').toBeLessThan(timing.poll.voiceInfo + 1000);
    }
  }
});

test('uma mudança feita fora da página aparece na leitura seguinte', scenario({
  device: REGISTERED_VOICE_DEVICE,
  needs: ['clock', 'model:Twibi Force Voice'],
  // one read's worth
  realTime: '15s',
  effects: ['session', 'configuration'],
  tags: ['@alexa'],
}), async ({ app, page, router, clock }) => {
  await onRegisteredPage(app);
  const volume = page.getByRole('region', { name: 'Som' }).getByLabel('Volume');
  await expect(volume).toHaveValue(String((await storedVoiceAssistant(router)).volume));
  // Another client (the Alexa app) changes the volume.
  expect((await router.raw('PUT', 'voice_assistant/0', { volume: 9 })).status).toBe(200);
  await clock.advance(timing.poll.voiceInfo);
  await expect(volume).toHaveValue('9');
});
