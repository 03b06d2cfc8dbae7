/**
 * The remote log (spec 3 §2, §3, §5 'System', §8, §9): every rule of server and port on screen and refused by the
 * router (PUT syslog/0), a save read back, and a failed save with the §8 message.
 */
import { sizeMessage, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectRefused, syslog } from './system-world';

const PAGE = '/system/syslog';
const SERVER = 'logs.casa.lan';

test('log remoto: cada regra de servidor e porta, e o roteador recusa o mesmo', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  const before = await syslog(router);
  expect(before).toMatchObject({ enabled: false, port: 514, severity_level: 1 });
  await app.signIn({ at: PAGE });
  await app.expectHeading('Log do sistema');
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(page.getByLabel('Porta', { exact: true })).toHaveValue('514');
  await expect(page.getByLabel('Nível de severidade')).toHaveValue('1');
  await expect(page.getByLabel('Servidor', { exact: true })).toBeDisabled();
  await expect(save).toBeDisabled();

  await page.getByRole('switch', { name: 'Log remoto' }).check();
  // On, with no server yet: not savable, and no message before the field is touched.
  await expect(save).toBeDisabled();
  await app.expectNoText(m.required);
  await app.fill('Servidor', SERVER);
  await expect(save).toBeEnabled();

  const cases: Array<[string, string, string, string]> = [
    ['Servidor', '', m.required, SERVER],
    ['Servidor', 'logs casa', m.invalidCharacters, SERVER],
    ['Servidor', 'registro-ç.lan', m.invalidCharacters, SERVER],
    ['Servidor', 'a'.repeat(256), sizeMessage(1, 255), SERVER],
    ['Porta', '', m.required, '514'],
    ['Porta', '0', m.port, '514'],
    ['Porta', '65536', m.port, '514'],
    ['Porta', '5x', m.port, '514'],
  ];
  for (const [label, value, message, restore] of cases) await app.expectFieldRule(label, value, message, restore);

  // Off again: server and port are not checked.
  await app.fill('Servidor', '');
  await expect(save).toBeDisabled();
  await page.getByRole('switch', { name: 'Log remoto' }).uncheck();
  await app.expectNoText(m.required);
  await expect(save).toBeDisabled();
  expect(await syslog(router)).toEqual(before);

  const on = { enabled: true, server: SERVER, port: 514 };
  await expectRefused(router, 'syslog/0', { ...on, server: '' }, m.required);
  await expectRefused(router, 'syslog/0', { ...on, server: 'logs casa' }, m.invalidCharacters);
  await expectRefused(router, 'syslog/0', { ...on, server: 'registro-ç.lan' }, m.invalidCharacters);
  await expectRefused(router, 'syslog/0', { ...on, server: 'a'.repeat(256) }, sizeMessage(1, 255));
  await expectRefused(router, 'syslog/0', { ...on, port: 0 }, m.port);
  await expectRefused(router, 'syslog/0', { ...on, port: 65536 }, m.port);
  expect(await syslog(router)).toEqual(before);
});

test('log remoto: ligado com servidor, porta e severidade, guardado e lido de volta', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'Log remoto' }).check();
  await app.fill('Servidor', '192.168.0.50');
  await app.fill('Porta', '1514');
  const severity = page.getByLabel('Nível de severidade');
  expect(await severity.locator('option').allTextContents()).toEqual(
    ['Emergência', 'Alerta', 'Crítico', 'Erro', 'Aviso', 'Notificação', 'Informação', 'Debug']);
  await severity.selectOption({ label: 'Aviso' });
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await syslog(router)).toEqual({ id: 0, enabled: true, server: '192.168.0.50', port: 1514, severity_level: 4 });
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Log remoto' })).toBeChecked();
  await expect(page.getByLabel('Servidor', { exact: true })).toHaveValue('192.168.0.50');
  await expect(page.getByLabel('Porta', { exact: true })).toHaveValue('1514');
  await expect(severity).toHaveValue('4');
});

test('log remoto: uma falha ao salvar mostra o erro do syslog e mantém o formulário', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router, emulator }) => {
  const before = await syslog(router);
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'Log remoto' }).check();
  await app.fill('Servidor', SERVER);
  await emulator.fault({ method: 'PUT', path: '/api/v1/syslog/0', status: 500, times: 1 });
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Houve um erro ao tentar realizar o syslog');
  await app.confirm('Ok, entendi');
  await expect(page.getByLabel('Servidor', { exact: true })).toHaveValue(SERVER);
  expect(await syslog(router)).toEqual(before);
  // Once more, without the fault.
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await syslog(router)).toMatchObject({ enabled: true, server: SERVER, port: 514 });
});
