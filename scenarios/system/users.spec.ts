/**
 * The credentials page (spec 2 §2.3, §4.9, §5.6): every rule's message on screen and refused by the router;
 * a save sends the owner to /login, the new credentials work and the old ones do not; the mesh nodes receive
 * the new credentials and show_wizard=false through the controller's proxy.
 */
import { encodeSecret, nodeLink, sizeMessage, suspiciousMessage, validationMessages as m, weakWordMessage } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';

const PAGE = '/system/users';
const NEW = { username: 'dono', password: 'Casa#Nova2026' };

/** A call of a node's own API through the controller's proxy (POST http_request): the node's status and answer. */
async function onNode(router: RouterClient, token: string, ip: string, path: string, method: 0 | 1 | 2, body?: unknown, nodeToken?: string) {
  const r = await router.raw('POST', 'http_request', {
    dest: `${ip}/api/v1/${path}`, method, ...(nodeToken ? { token: nodeToken } : {}), ...(body === undefined ? {} : { body }),
  }, token);
  expect(r.status, `http_request ${path}`).toBe(200);
  return r.body as { status: number; body?: any };
}
const encoded = (c: { username: string; password: string }) => ({ username: encodeSecret(c.username), password: encodeSecret(c.password) });

/**
 * Gives the controller and its nodes the credentials they had (the guard cannot: a router never answers a password).
 * Nothing to do when the new ones do not enter the controller (the change did not happen).
 */
async function putBack(router: RouterClient, nodes: { ip: string }[], old: { username: string; password: string }) {
  const token = await router.login(NEW.username, NEW.password).catch(() => null);
  if (!token) return;
  for (const node of nodes) {
    const session = await onNode(router, token, node.ip, 'session', 1, encoded(NEW));
    if (session.status === 200) await onNode(router, token, node.ip, 'user/0', 2, encoded(old), session.body.token);
  }
  expect((await router.raw('PUT', 'user/0', encoded(old), token)).status).toBe(200);
  await router.login();
}

test('trocar as credenciais: volta ao login, as novas entram, as antigas não; os nós recebem as novas', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  needs: ['mesh'],
  // the nodes receive theirs through the controller's proxy
  effects: ['session', 'credentials', 'mesh-topology'],
  tags: ['@system'],
}), async ({ app, page, router, credentials }) => {
  const old = await credentials();
  expect(old.username).not.toBe(NEW.username);
  const agents = (await router.easymesh()).nodes.filter((n) => !n.isRoot && n.ip !== '');
  expect(agents).toHaveLength(2);
  const proxied: { dest: string; method: number; body?: any }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/http_request')) proxied.push(r.postDataJSON());
  });
  await app.signIn({ at: PAGE });
  await app.expectHeading('Usuários');
  await app.expectText('Defina as credenciais para acesso às configurações do roteador');
  await expect(page.getByLabel('Usuário', { exact: true })).toHaveValue(old.username);
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();

  await app.fill('Usuário', NEW.username);
  await app.fill('Nova senha', NEW.password);
  await app.expectText('Força da senha: MUITO FORTE');
  await expect(save).toBeDisabled();
  await app.fill('Confirmar senha', NEW.password);
  await expect(save).toBeEnabled();
  try {
    await app.press('Salvar');
    await app.expectPath('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    expect((await router.raw('POST', 'session', encoded(old), null)).status).toBe(401);
    await app.login({ username: NEW.username, password: NEW.password });
    await app.expectPath('/');
    const token = await router.login(NEW.username, NEW.password);
    for (const agent of agents) {
      // sent by the UI itself, through the proxy
      const user = proxied.find((p) => p.dest === `${nodeLink(agent)}/api/v1/user/0` && p.method === 2);
      expect(user).toMatchObject({ method: 2, body: encoded(NEW) });
      expect(proxied.find((p) => p.dest === `${nodeLink(agent)}/api/v1/device/0` && p.method === 2)).toMatchObject({ method: 2, body: { show_wizard: false } });
      // the agent takes the new credentials, no longer the old ones, and has left its wizard
      expect((await onNode(router, token, agent.ip, 'session', 1, encoded(old))).status).toBe(401);
      const session = await onNode(router, token, agent.ip, 'session', 1, encoded(NEW));
      expect(session.status).toBe(200);
      const device = await onNode(router, token, agent.ip, 'device/0', 0, undefined, session.body.token);
      expect(device).toMatchObject({ status: 200, body: { show_wizard: false } });
    }
  } finally {
    await putBack(router, agents, old);
  }
});

test('§5.6: cada mensagem no formulário e recusada pelo roteador', scenario({
  device: { profile: 'demo' },
  // the router is sent each refused value
  effects: ['session', 'credentials'],
  tags: ['@system'],
}), async ({ app, page, router, credentials }) => {
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
  // the credentials it had still enter
  expect((await router.raw('POST', 'session', encoded(await credentials()), null)).status).toBe(200);
});

test('falha ao salvar as credenciais: modal de erro e volta ao formulário', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'credentials'],
  tags: ['@system'],
}), async ({ app, page, emulator, router, credentials }) => {
  const old = await credentials();
  await app.signIn({ at: PAGE });
  await emulator.fault({ method: 'PUT', path: '/api/v1/user/0', status: 500, times: 1 });
  await app.fill('Nova senha', NEW.password);
  await app.fill('Confirmar senha', NEW.password);
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar salvar as credenciais.');
  await app.confirm('Ok, entendi');
  await app.expectPath(PAGE);
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue(NEW.password);
  // the router kept the credentials it had: they still enter
  expect((await router.raw('POST', 'session', encoded(old), null)).status).toBe(200);
});
