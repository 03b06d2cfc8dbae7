/**
 * The credentials page (spec 2 §2.3, §4.9, §5.6): every rule's message on screen and refused by the router;
 * a save sends the owner to /login, the new credentials work and the old ones do not; the mesh nodes receive
 * the new credentials and show_wizard=false through the controller's proxy.
 */
import { encodeSecret, sizeMessage, suspiciousMessage, validationMessages as m, weakWordMessage } from '@roteador/contract';
import { expect, scenario } from '../dsl';

const PAGE = '/system/users';
const NEW = { username: 'dono', password: 'Casa#Nova2026' };
const OLD = { username: 'admin', password: 'Wifi@Casa2026' };

scenario('trocar as credenciais: volta ao login, as novas entram, as antigas não; os nós recebem as novas', {
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['control', 'mesh'],
  effects: ['session', 'credentials'],
  tags: ['@system'],
}, async ({ app, page, emulator, router }) => {
  const proxied: { dest: string; method: number; body?: any }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/http_request')) proxied.push(r.postDataJSON());
  });
  await app.signIn({ at: PAGE });
  await app.expectHeading('Usuários');
  await app.expectText('Defina as credenciais para acesso às configurações do roteador');
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue(OLD.username);
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();

  await app.fill('Usuário', NEW.username);
  await app.fill('Nova senha', NEW.password);
  await app.expectText('Força da senha: MUITO FORTE');
  await expect(save).toBeDisabled();
  await app.fill('Confirmar senha', NEW.password);
  await expect(save).toBeEnabled();
  await app.press('Salvar');
  await app.expectPath('/login');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  const state = await emulator.state();
  expect(state.credentials).toEqual(NEW);
  expect(state.agents).toHaveLength(2);
  for (const agent of state.agents) {
    expect(agent.credentials).toEqual(NEW);
    expect(agent.device.show_wizard).toBe(false);
    const ip = agent.node.ip;
    // sent by the UI itself, through the proxy
    const user = proxied.find((p) => p.dest === `${ip}/api/v1/user/0` && p.method === 2);
    expect(user).toMatchObject({ method: 2, body: { username: encodeSecret(NEW.username), password: encodeSecret(NEW.password) } });
    expect(proxied.find((p) => p.dest === `${ip}/api/v1/device/0` && p.method === 2)).toMatchObject({ method: 2, body: { show_wizard: false } });
  }

  expect((await router.raw('POST', 'session', { username: encodeSecret(OLD.username), password: encodeSecret(OLD.password) }, null)).status).toBe(401);
  await app.login({ username: NEW.username, password: NEW.password });
  await app.expectPath('/');
  // an agent accepts the new credentials too
  const token = await router.login(NEW.username, NEW.password);
  const ip = state.agents[0].node.ip;
  const answer = await router.raw('POST', 'http_request', { dest: `${ip}/api/v1/session`, method: 1, body: { username: NEW.username, password: NEW.password } }, token);
  expect((answer.body as { status: number }).status).toBe(200);
});

scenario('§5.6: cada mensagem no formulário e recusada pelo roteador', {
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session'],
  tags: ['@system'],
}, async ({ app, page, emulator, router }) => {
  await app.signIn({ at: PAGE });
  const save = page.getByRole('button', { name: 'Salvar' });
  const error = (label: string) => page.getByText(label, { exact: true }).first();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const fieldError = async (label: string, message: string) => {
    const id = await field(label).getAttribute('aria-describedby');
    expect(id, `${label}: sem mensagem`).toBeTruthy();
    await expect(page.locator(`[id="${id!.split(' ').pop()}"]`)).toHaveText(message);
  };

  const usernameCases: [string, string][] = [
    ['', m.required],
    ['   ', m.required],
    ['ádmin', m.invalidCharacters],
    ['reboot', suspiciousMessage('reboot')],
    ['a'.repeat(31), sizeMessage(1, 30)],
  ];
  await app.fill('Nova senha', NEW.password);
  await app.fill('Confirmar senha', NEW.password);
  for (const [value, message] of usernameCases) {
    await app.fill('Usuário', value);
    await fieldError('Usuário', message);
    await expect(save).toBeDisabled();
  }
  await app.fill('Usuário', NEW.username);
  await expect(save).toBeEnabled();

  const passwordCases: [string, string][] = [
    ['', m.required],
    ['Senhá@123', m.invalidCharacters],
    ['Ab1$passwd', suspiciousMessage('passwd')],
    [`Ab1$${'x'.repeat(27)}`, sizeMessage(1, 30)],
    ['fraca123', m.weakPassword],
  ];
  for (const [value, message] of passwordCases) {
    await app.fill('Nova senha', value);
    await fieldError('Nova senha', message);
    await expect(save).toBeDisabled();
  }

  // the criteria and the meter follow the password
  await app.fill('Nova senha', 'fraca123');
  await app.expectText('Força da senha: MÉDIA');
  await expect(page.getByRole('list', { name: 'A senha deve conter:' }).getByRole('listitem')).toHaveText([
    'Letras minúsculas (atendido)', 'Letras maiúsculas (pendente)', 'Números (atendido)',
    'Caracteres especiais (pendente)', 'No mínimo 8 caracteres (atendido)',
  ]);

  // a known word: a warning only
  await app.fill('Nova senha', 'Admin@2026x');
  await app.expectText(weakWordMessage('admin'));
  await app.fill('Confirmar senha', 'Admin@2026y');
  await fieldError('Confirmar senha', m.passwordsMismatch);
  await expect(save).toBeDisabled();
  await app.fill('Confirmar senha', 'Admin@2026x');
  await expect(error(m.passwordsMismatch)).toHaveCount(0);
  await expect(save).toBeEnabled();

  // the router refuses the same values, and keeps the credentials
  const token = await router.login();
  const put = (username: string, password: string) =>
    router.raw('PUT', 'user/0', { username: encodeSecret(username), password: encodeSecret(password) }, token);
  for (const [value, message] of usernameCases) {
    expect(await put(value, NEW.password), `usuário "${value}"`).toEqual({ status: 400, body: { status: 'error', message, field: 'username' } });
  }
  for (const [value, message] of passwordCases) {
    expect(await put(NEW.username, value), `senha "${value}"`).toEqual({ status: 400, body: { status: 'error', message, field: 'password' } });
  }
  expect((await emulator.state()).credentials).toEqual(OLD);
});

scenario('falha ao salvar as credenciais: modal de erro e volta ao formulário', {
  device: { profile: 'demo' },
  needs: ['faults', 'control'],
  effects: ['session'],
  tags: ['@system'],
}, async ({ app, page, emulator }) => {
  await app.signIn({ at: PAGE });
  await emulator.fault({ method: 'PUT', path: '/api/v1/user/0', status: 500, times: 1 });
  await app.fill('Nova senha', NEW.password);
  await app.fill('Confirmar senha', NEW.password);
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar salvar as credenciais.');
  await app.confirm('Ok, entendi');
  await app.expectPath(PAGE);
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue(NEW.password);
  expect((await emulator.state()).credentials).toEqual(OLD);
});
