/**
 * The IPv6 page (spec 2 §2.2, §3 System ipv6.enabled, §8): the switch is stored with PUT system/0, the LAN and WAN
 * IPv6 addresses show while it is on, a failure shows the error modal; outside router mode the router refuses it.
 */
import { expect, scenario, test } from '../dsl';

const PAGE = '/network/ipv6';
const APPLIED = 'Configurações aplicadas com sucesso';
const ERROR = 'Ocorreu um erro ao tentar salvar a configuração de IPv6. Verifique sua conexão com o roteador e tente novamente.';

test('ligar e desligar o IPv6: o roteador guarda e os endereços aparecem', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@network'],
}), async ({ app, page, router }) => {
  expect((await router.system()).ipv6.enabled).toBe(false);
  await app.signIn({ at: PAGE });
  const toggle = page.getByRole('switch', { name: 'Habilitar IPv6' });
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(toggle).not.toBeChecked();
  await expect(save).toBeDisabled();
  await expect(page.getByRole('definition')).toHaveCount(0);

  await toggle.check();
  await expect(save).toBeEnabled();
  await app.press('Salvar');
  await app.dialog(APPLIED).waitFor();
  await app.confirm('Ok, entendi');
  const token = await router.login();
  expect((await router.raw('GET', 'system/0', undefined, token)).body).toMatchObject({ ipv6: { enabled: true } });
  // the LAN's global address now shows (the router lists it only while IPv6 is on)
  const lan = ((await router.raw('GET', 'lan', undefined, token)).body as Array<{ ip6_list: string[] }>)[0];
  const global = lan.ip6_list.find((a) => !a.startsWith('fe80:'));
  expect(global).toBeTruthy();
  await expect(page.getByRole('list').getByText(global!, { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  await toggle.uncheck();
  await app.press('Salvar');
  await app.dialog(APPLIED).waitFor();
  await app.confirm('Ok, entendi');
  expect((await router.raw('GET', 'system/0', undefined, token)).body).toMatchObject({ ipv6: { enabled: false } });
  await expect(page.getByText(global!, { exact: true })).toHaveCount(0);
});

test('falha ao salvar o IPv6: modal de erro, a escolha continua e nada muda no roteador', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ app, page, emulator, router }) => {
  await emulator.fault({ method: 'PUT', path: '/api/v1/system/0', status: 500, times: 1 });
  await app.signIn({ at: PAGE });
  const toggle = page.getByRole('switch', { name: 'Habilitar IPv6' });
  await toggle.check();
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText(ERROR);
  await app.confirm('Ok, entendi');
  await expect(app.dialog()).toHaveCount(0);
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  expect((await router.system()).ipv6.enabled).toBe(false);
  // saved again, it works
  await app.press('Salvar');
  await app.dialog(APPLIED).waitFor();
  expect((await router.system()).ipv6.enabled).toBe(true);
});

test('fora do modo roteador o roteador recusa mudar o IPv6 pela API', scenario({
  device: { profile: { base: 'demo', operationMode: 1 } },
  // on a bench the runner switches the router to access point through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session', 'configuration'],
  tags: ['@network'],
}), async ({ router }) => {
  expect((await router.system()).operationMode).toBe(1);
  const answer = await router.raw('PUT', 'system/0', { ipv6: { enabled: true } }, await router.login());
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: 'error', field: 'ipv6' });
  // what the router stored: IPv6 still off
  expect((await router.system()).ipv6.enabled).toBe(false);
});
