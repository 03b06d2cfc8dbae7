import { expect, scenario, test } from '../dsl';

const ADMIN_ADMIN = { profile: { base: 'demo', credentials: { username: 'admin', password: 'admin' } } } as const;

test('admin/admin oferece trocar as credenciais', scenario({ device: ADMIN_ADMIN, effects: ['session'], tags: ['@auth'] }), async ({ app }) => {
  await app.open('/login');
  await app.login();
  await expect(app.dialog()).toContainText('Credenciais inseguras');
  await app.press('Alterar credenciais');
  await app.expectPath('/system/users');
});

test('admin/admin pode seguir para o painel', scenario({ device: ADMIN_ADMIN, effects: ['session'], tags: ['@auth'] }), async ({ app }) => {
  await app.open('/login');
  await app.login();
  await expect(app.dialog()).toContainText('Credenciais inseguras');
  await app.press('Agora não');
  await app.expectPath('/');
  await expect(app.dialog()).toHaveCount(0);
});

test('credenciais seguras não mostram o aviso', scenario({ device: { profile: 'demo' }, effects: ['session'], tags: ['@auth', '@bench'] }), async ({ app }) => {
  await app.signIn();
  await expect(app.dialog()).toHaveCount(0);
});
