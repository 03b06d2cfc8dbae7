import { expect, scenario, test } from '../dsl';
import { timing } from '@roteador/contract';
import { card, dashboardLoaded } from './world';

const TITLE = 'Nova versão de firmware disponível';

test('versão nova no serviço de firmware: o aviso oferece a atualização', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session', 'firmware'],
  tags: ['@dashboard'],
}), async ({ app, router, target, emulator }) => {
  await emulator.firmware('1.5.0');
  await app.signIn();
  const prompt = app.dialog(TITLE);
  await expect(prompt).toBeVisible();
  expect((await router.device()).fw_version).toBe('1.4.2');
  await expect(prompt).toContainText('A versão 1.5.0 do firmware está disponível para o seu roteador (versão atual: 1.4.2).');
  await app.press('Atualizar agora');
  await app.expectPath('/system/update?start');
});

test('"Pular esta versão": o aviso não volta para ela, só para uma mais nova', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, target, emulator }) => {
  await emulator.firmware('1.5.0');
  await app.signIn();
  await expect(app.dialog(TITLE)).toBeVisible();
  await app.press('Pular esta versão');
  await expect(app.dialog(TITLE)).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skipVersions') ?? 'null'))).toEqual(['1.5.0']);

  await page.reload();
  await dashboardLoaded(page);
  await expect(app.dialog(TITLE)).toHaveCount(0);

  await emulator.firmware('1.6.0');
  await page.reload();
  await expect(app.dialog(TITLE)).toContainText('A versão 1.6.0');
});

test('firmware em dia: nenhum aviso', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await expect(card(page, 'Conexão remota')).toContainText('Online');
  await expect(app.dialog(TITLE)).toHaveCount(0);
});

test('serviço de firmware fora do ar: nenhum aviso, nenhum erro na tela', scenario({
  device: { profile: 'demo' },
  needs: ['control', 'faults'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, target, emulator, router }) => {
  await emulator.firmware('1.5.0');
  await emulator.fault({ method: 'GET', path: '/cloud/fwapi/versions/*', status: 503 });
  await app.signIn();
  await dashboardLoaded(page);
  // the service is how the dashboard learns the router reaches the remote side: without it, offline
  await expect(card(page, 'Conexão remota')).toContainText('Offline');
  await expect(app.dialog(TITLE)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await router.journal()).some((e) => e.path.startsWith('/cloud/fwapi/versions/') && e.status === 503)).toBe(true);
});

test('a leitura do serviço de firmware que falha é repetida a cada 5 s até responder', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '10s',
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, clock, emulator, router }) => {
  await emulator.fault({ method: 'GET', path: '/cloud/fwapi/versions/*', status: 503, times: 2 });
  await app.signIn();
  await dashboardLoaded(page);
  await expect(card(page, 'Conexão remota')).toContainText('Offline');
  const reads = async () => (await router.journal()).filter((e) => e.path.startsWith('/cloud/fwapi/versions/'));
  await expect.poll(async () => (await reads()).length).toBe(1);
  await clock.advance(timing.poll.firmwareVersionsRetry);
  await expect.poll(async () => (await reads()).length).toBe(2);
  await clock.advance(timing.poll.firmwareVersionsRetry);
  // the service answers: the remote side is known again, and the retries stop
  await expect(card(page, 'Conexão remota')).toContainText('Online');
  expect((await reads()).map((e) => e.status)).toEqual([503, 503, 200]);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
