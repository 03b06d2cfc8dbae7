/**
 * The wizard's start and its logins (spec 2 §4.2): it logs in by itself as the default administrator; a device
 * whose wizard is done gets no wizard (session cleared, /login); an unauthorized answer to the wizard's login
 * leads to /login; factory_default is read every 30 s, and a device that left its factory state ends the wizard.
 */
import { encodeSecret, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectStep, openWizard } from './wizard-world';

test('o assistente entra sozinho com a conta padrão do administrador', scenario({
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores its configuration and the
  // owner's credentials after
  lab: ['factory-reset'],
  effects: ['session'],
  tags: ['@wizard', '@lab'],
}), async ({ app, page, router }) => {
  await openWizard(app, page);
  const logins = (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/session');
  expect(logins.map((e) => e.status)).toEqual([200]);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
});

test('assistente já concluído: a sessão é limpa e o dono vai para o login', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@wizard'],
}), async ({ app, page }) => {
  await app.signIn();
  await app.open('/wizard/operation-mode');
  await app.expectPath('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('login do assistente não autorizado leva ao login', scenario({
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores it (and the owner's
  // credentials) after
  lab: ['factory-reset'],
  // the factory administrator's password changed through the router's API before the page opens
  effects: ['session', 'credentials'],
  tags: ['@wizard'],
}), async ({ app, page, router }) => {
  const changed = await router.raw('PUT', 'user/0', { username: encodeSecret('admin'), password: encodeSecret('Outra@Senha1') }, await router.login());
  expect(changed.status).toBe(200);
  await app.open('/wizard');
  await app.expectPath('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('o assistente consulta factory_default a cada 30 s e termina se o dispositivo deixou a fábrica', scenario({
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset'],
  needs: ['clock'],
  // four periods of the factory_default read
  realTime: '120s',
  effects: ['session', 'configuration', 'credentials', 'reboot'],
  tags: ['@wizard'],
}), async ({ app, page, clock, router }) => {
  await openWizard(app, page);
  // From here the page's time moves only with the scenario's clock.
  await clock.pause();
  await router.clearJournal();
  await clock.advance(3 * timing.poll.wizardFactoryDefault);
  const reads = async () => (await router.journal()).filter((e) => e.method === 'GET' && e.path === '/api/v1/factory_default');
  await clock.expectCount('leituras de factory_default em 90 s', async () => (await reads()).length, 3);
  const polls = await reads();
  for (let i = 1; i < polls.length; i++) {
    const gap = polls[i].time - polls[i - 1].time;
    expect(Math.abs(gap - timing.poll.wizardFactoryDefault)).toBeLessThanOrEqual(1000);
  }
  await expectStep(app, page, '/wizard', 'Credenciais');

  // Meanwhile the wizard is finished elsewhere (another browser): the next read ends this one.
  const done = await router.raw('PUT', 'factory_default/0', { is_default: false }, await router.login());
  expect(done.status).toBe(200);
  await clock.advance(timing.poll.wizardFactoryDefault);
  await app.expectPath('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});
