import { expect, scenario, test } from '../dsl';
import { ALEXA_PAGE, associationSwitch, onRegisteredPage, REGISTERED_VOICE_DEVICE, storedVoiceAssistant, toggleAssociation } from './alexa-world';

test('desassociar envia a ação 7 e volta ao passo 1 com um novo código', scenario({
  device: REGISTERED_VOICE_DEVICE,
  // the emulator's only: a disassociation (or a slip of this dialog) unregisters the router, which a lab cannot register
  // again (registering is done on Amazon's site)
  needs: ['control', 'model:Twibi Force Voice'],
  effects: ['session', 'configuration'],
  tags: ['@alexa'],
}), async ({ app, page, router }) => {
  const before = await storedVoiceAssistant(router);
  await app.signIn({ at: ALEXA_PAGE });
  await expect(associationSwitch(page)).toBeChecked();

  await toggleAssociation(page);
  await expect(app.dialog('Desassociar dispositivo?')).toBeVisible();
  await router.clearJournal();
  const action = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/action'));
  await app.confirm('Desassociar');
  expect((await action).postDataJSON()).toEqual({ actionID: 7 });
  await expect.poll(async () => (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/action'))
    .toEqual([expect.objectContaining({ status: 200 })]);

  // Step 1 again; step 2 shows the router's new code.
  await app.expectText('Passo 1 de 4');
  const after = await storedVoiceAssistant(router);
  expect(after.is_registered).toBe(false);
  expect(after.registration_code).not.toBe(before.registration_code);
  await app.press('Comece agora');
  await expect(page.getByRole('status', { name: 'Código de registro' })).toHaveText(after.registration_code);
});

test('cancelar a desassociação não envia nada', scenario({
  device: REGISTERED_VOICE_DEVICE,
  // the emulator's only: a disassociation (or a slip of this dialog) unregisters the router, which a lab cannot register
  // again (registering is done on Amazon's site)
  needs: ['control', 'model:Twibi Force Voice'],
  effects: ['session', 'configuration'],
  tags: ['@alexa'],
}), async ({ app, page, router }) => {
  await onRegisteredPage(app);
  await router.clearJournal();
  await toggleAssociation(page);
  await app.press('Cancelar');
  await expect(app.dialog()).toHaveCount(0);
  await expect(associationSwitch(page)).toBeChecked();
  expect((await router.journal()).filter((e) => e.path === '/api/v1/action')).toHaveLength(0);
  expect((await storedVoiceAssistant(router)).is_registered).toBe(true);
});

test('falha ao desassociar mostra o erro e o dispositivo segue associado', scenario({
  device: REGISTERED_VOICE_DEVICE,
  // the emulator's only: a disassociation (or a slip of this dialog) unregisters the router, which a lab cannot register
  // again (registering is done on Amazon's site)
  needs: ['control', 'faults', 'model:Twibi Force Voice'],
  effects: ['session', 'configuration'],
  tags: ['@alexa'],
}), async ({ app, page, router, emulator }) => {
  await onRegisteredPage(app);
  await emulator.fault({ method: 'POST', path: '/api/v1/action', status: 500, times: 1 });
  await toggleAssociation(page);
  await app.confirm('Desassociar');
  await expect(app.dialog('Algo deu errado')).toContainText('Não foi possível desassociar o dispositivo.');
  await app.press('OK');
  await expect(associationSwitch(page)).toBeChecked();
  expect((await storedVoiceAssistant(router)).is_registered).toBe(true);
});
