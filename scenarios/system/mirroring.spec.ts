/**
 * Mirroring, 'Espelhamento' (spec 3 §3, §7, §8, §9): on/off, the mirrored and the mirror port from '-', WAN, LAN1–LAN3;
 * saved with PUT mirroring/0; a failure shows 'Houve um erro ao tentar realizar o espelhamento'. Ours: both ports
 * chosen and different, also refused by the router.
 */
import { expect, scenario, test } from '../dsl';
import { expectRefusedUnchanged, mirroring } from './system-world';

const PAGE = '/mirroring';

test('espelhamento: WAN espelhada na LAN1, guardado e lido de volta', scenario({
  device: { profile: 'demo' },
  effects: ['configuration', 'session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  await app.signIn({ at: '/system' });
  await page.getByRole('navigation', { name: 'Sistema', exact: true }).getByRole('link', { name: /^Espelhamento/ }).click();
  await app.expectPath(PAGE);
  await app.expectHeading('Espelhamento');
  const mirrored = page.getByLabel('Porta espelhada');
  await expect(mirrored).toBeDisabled();
  expect(await mirrored.locator('option').allTextContents()).toEqual(['-', 'WAN', 'LAN1', 'LAN2', 'LAN3']);
  await page.getByRole('switch', { name: 'Espelhamento de porta' }).check();
  await expect(page.getByRole('alert')).toHaveText('Este campo é obrigatório');
  await mirrored.selectOption('WAN');
  await page.getByLabel('Porta espelho').selectOption('WAN');
  await expect(page.getByRole('alert')).toHaveText('A porta espelho deve ser diferente da porta espelhada');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await page.getByLabel('Porta espelho').selectOption('LAN1');
  await app.press('Salvar');
  await app.confirm('Ok, entendi');
  expect(await mirroring(router)).toEqual({ id: 0, enabled: true, mirrored_port: 'WAN', mirror_port: 'LAN1' });
  await page.reload();
  await expect(page.getByLabel('Porta espelho')).toHaveValue('LAN1');
});

test('espelhamento: falha ao salvar mostra "Houve um erro ao tentar realizar o espelhamento"', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@system'],
}), async ({ app, page, router, emulator }) => {
  await emulator.fault({ method: 'PUT', path: '/api/v1/mirroring/0', status: 500 });
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'Espelhamento de porta' }).check();
  await page.getByLabel('Porta espelhada').selectOption('LAN2');
  await page.getByLabel('Porta espelho').selectOption('LAN3');
  await app.press('Salvar');
  await expect(app.dialog().filter({ hasText: 'Houve um erro ao tentar realizar o espelhamento' })).toBeVisible();
  expect((await mirroring(router)).enabled).toBe(false);
});

test('espelhamento direto na API: porta desconhecida, ausente ou repetida recusada, nada muda', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@system'],
}), async ({ router }) => {
  const snapshot = () => mirroring(router);
  await expectRefusedUnchanged(router, 'mirroring/0', { enabled: true, mirrored_port: 'WAN', mirror_port: '-' },
    'Este campo é obrigatório', 'mirror_port', snapshot);
  await expectRefusedUnchanged(router, 'mirroring/0', { enabled: true, mirrored_port: 'LAN1', mirror_port: 'LAN1' },
    'A porta espelho deve ser diferente da porta espelhada', 'mirror_port', snapshot);
  const unknown = await router.raw('PUT', 'mirroring/0', { enabled: true, mirrored_port: 'LAN4', mirror_port: 'WAN' }, await router.login());
  expect(unknown.status).toBe(400);
  expect(await snapshot()).toMatchObject({ enabled: false });
});
