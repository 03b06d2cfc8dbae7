/** SIP ALG and the global bandwidth control (spec 3 §2, §5): each switch and rate saved, refused and failed. */
import { rangeMessage, sizeMessage, validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectRefused, qos, system } from './settings-world';

test('SIP ALG: desligar, e uma falha ao salvar mantém a escolha', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, emulator, router }) => {
  expect((await system(router)).sip_alg).toBe(true);
  await app.signIn({ at: '/security/sip-alg' });
  await app.expectHeading('SIP ALG');
  const toggle = page.getByRole('switch', { name: 'SIP ALG' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await emulator.fault({ method: 'PUT', path: '/api/v1/system/0', status: 500, times: 1 });
  await app.press('Salvar');
  await expect(app.dialog('Erro')).toContainText('Não foi possível salvar o SIP ALG.');
  await app.confirm('Ok, entendi');
  await expect(toggle).not.toBeChecked();
  expect((await system(router)).sip_alg).toBe(true);
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect((await system(router)).sip_alg).toBe(false);
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});

test('controle de banda: ligado com 50 e 10 Mbps, guardado em kbps', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: '/security/bandcontrol' });
  await app.expectHeading('Controle de banda');
  await expect(page.getByRole('link', { name: 'Limitar por dispositivo' })).toHaveAttribute('href', '/devices');
  await page.getByRole('switch', { name: 'Controle de banda' }).check();
  await app.fill('Download (Mbps)', '50');
  await app.fill('Upload (Mbps)', '10');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await qos(router)).toMatchObject({ enabled: true, global_download: 50000, global_upload: 10000 });
});

test('controle de banda: 1 a 1000 Mbps, até 4 dígitos; o roteador recusa o mesmo', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const before = await qos(router);
  await app.signIn({ at: '/security/bandcontrol' });
  await expect(page.getByLabel('Download (Mbps)')).toHaveAttribute('maxlength', '4');
  await page.getByRole('switch', { name: 'Controle de banda' }).check();
  const cases: Array<[string, string, string]> = [
    ['Download (Mbps)', '', m.required],
    ['Download (Mbps)', '0', rangeMessage(1, 1000)],
    ['Upload (Mbps)', '1001', rangeMessage(1, 1000)],
    ['Upload (Mbps)', '1a', m.numeric],
  ];
  for (const [label, value, message] of cases) await app.expectFieldRule(label, value, message, '100');
  expect(await qos(router)).toEqual(before);

  await expectRefused(router, 'qos_global/0', { global_download: 0 }, rangeMessage(1, 1000));
  await expectRefused(router, 'qos_global/0', { global_upload: 10_000_000 }, sizeMessage(1, 4));
  await expectRefused(router, 'qos_global/0', { global_upload: 1500 }, m.numeric);
  expect(await qos(router)).toEqual(before);
});
