import { expect, scenario, test } from '../dsl';

test('computador sem sessão vai para o login', scenario({ device: { profile: 'demo' }, effects: ['session'], tags: ['@auth'] }), async ({ app }) => {
  await app.open('/');
  await app.expectPath('/login');
  await app.expectHeading(/Entrar|Acesse/);
});

test('celular sem sessão vai para a página do aplicativo e pode seguir na web', scenario({
  device: { profile: 'demo' },
  viewport: 'phone',
  tags: ['@auth'],
}), async ({ app, page }) => {
  await app.open('/');
  await app.expectPath('/download-app');
  await expect(page.getByRole('link', { name: 'Baixar no Google Play' })).toBeVisible();
  await app.follow('Continuar com a versão web');
  await app.expectPath('/login');
  // The choice holds: the start-up does not send the phone back to the app page.
  await app.open('/');
  await app.expectPath('/login');
});

// on a bench the runner resets the router to its factory settings first, and restores its configuration and the owner's
// credentials after
test('dispositivo de fábrica vai para o assistente', scenario({
  device: { profile: 'factory' },
  lab: ['factory-reset'],
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app }) => {
  await app.open('/');
  await app.expectPath('/wizard');
});

test('celular com dispositivo de fábrica segue da página do aplicativo para o assistente', scenario({
  device: { profile: 'factory' },
  lab: ['factory-reset'],
  effects: ['session'],
  viewport: 'phone',
  tags: ['@auth'],
}), async ({ app }) => {
  await app.open('/');
  await app.expectPath('/download-app');
  await app.follow('Continuar com a versão web');
  await app.expectPath('/wizard');
});

test('sessão guardada é usada ao reabrir', scenario({ device: { profile: 'demo' }, effects: ['session'], tags: ['@auth'] }), async ({ app, page }) => {
  await app.signIn();
  await page.goto('/network/wifi');
  await app.expectPath('/network/wifi');
  expect(await page.evaluate(() => Object.keys(sessionStorage).length)).toBeGreaterThan(0);
});

test('assistente exigido com credenciais padrão limpa a sessão e vai para o assistente', scenario({
  device: { profile: { base: 'demo', credentials: { username: 'admin', password: 'admin' } } },
  needs: ['control'],
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, emulator, page }) => {
  await app.open('/login');
  await app.login();
  await app.press('Agora não');
  await app.expectPath('/');
  // The owner leaves; meanwhile the device is reset to factory (as after a restore). Coming back,
  // the stored admin/admin session must not be used.
  const before = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.goto('about:blank');
  await emulator.reset('factory');
  await page.goto('/');
  await app.expectPath('/wizard');
  // The stale session is gone: what the tab holds now is only the wizard's own login (spec 2 §4.2).
  const token = () => page.evaluate(() => sessionStorage.getItem('token'));
  await expect.poll(token).not.toBeNull();
  expect(await token()).not.toBe(before);
  expect(await page.evaluate(() => sessionStorage.getItem('keepSession'))).not.toBe('true');
});

test('firmware de desenvolvimento não força o assistente', scenario({
  device: { profile: { base: 'factory', fwVersion: '1.4.2-dev' } },
  effects: ['session'],
  tags: ['@auth'],
}), async ({ app, router }) => {
  // The device still asks for the wizard, but a development build is left to the lab (spec 2 §2.1).
  expect((await router.status()).show_wizard).toBe(true);
  await app.open('/');
  await app.expectPath('/login');
  await app.login({ username: 'admin', password: 'admin' });
  await app.press('Agora não');
  await app.expectPath('/');
});
