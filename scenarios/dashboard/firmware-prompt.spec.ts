import { expect, scenario, test } from '../dsl';
import { timing, upgradeByRemotePath } from '@roteador/contract';
import { firmwareOffer } from '../dsl/firmware-offer';
import { card, dashboardLoaded } from './world';

const TITLE = 'Nova versão de firmware disponível';

test('versão nova no serviço de firmware: o aviso oferece a atualização', scenario({
  device: { profile: 'demo' },
  // the offer: the firmware service's answer changed at the front door (the emulator's firmware() needs its control API)
  needs: ['faults'],
  effects: ['session', 'firmware'],
  tags: ['@dashboard'],
}), async ({ app, page, router, target, emulator }) => {
  // the next minor version (1.5.0 for the demo's 1.4.2)
  const offer = await firmwareOffer(target, router);
  await emulator.fault(offer.fault);
  // the version offered is none the service really has: the router is not asked to fetch it, its answer comes from
  // the front door (the page's request is what this scenario checks)
  await emulator.fault({ method: 'POST', path: `/api/v1/${upgradeByRemotePath}`, body: { status: 'success' } });
  await app.signIn();
  const prompt = app.dialog(TITLE);
  await expect(prompt).toBeVisible();
  expect((await router.device()).fw_version).toBe(offer.current);
  await expect(prompt).toContainText(
    `A versão ${offer.last} do firmware está disponível para o seu roteador (versão atual: ${offer.current}).`,
  );
  const upgrade = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/${upgradeByRemotePath}`));
  await app.press('Atualizar agora');
  await app.expectPath('/system/update?start');
  // ?start: the update to the version offered starts without asking again
  expect((await upgrade).postDataJSON()).toMatchObject({ last: offer.last, current: offer.current });
  await expect(app.dialog('Atualizando o firmware')).toBeVisible();
});

test('"Pular esta versão": o aviso não volta para ela, só para uma mais nova', scenario({
  device: { profile: 'demo' },
  // the offers: the firmware service's answer changed at the front door (the emulator's firmware() needs its control API)
  needs: ['faults'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router, target, emulator }) => {
  // 1.5.0 for the demo's 1.4.2, then 1.6.0
  const offer = await firmwareOffer(target, router);
  const next = await firmwareOffer(target, router, { step: 2 });
  await emulator.fault(offer.fault);
  await app.signIn();
  await expect(app.dialog(TITLE)).toContainText(`A versão ${offer.last} do firmware`);
  await app.press('Pular esta versão');
  await expect(app.dialog(TITLE)).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skipVersions') ?? 'null'))).toEqual([offer.last]);

  await page.reload();
  await dashboardLoaded(page);
  await expect(app.dialog(TITLE)).toHaveCount(0);

  await emulator.clearFaults();
  await emulator.fault(next.fault);
  await page.reload();
  await expect(app.dialog(TITLE)).toContainText(`A versão ${next.last}`);
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
  needs: ['faults'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, target, emulator, router }) => {
  // a newer version is there (the offer's fault), but the service is down: the older fault, the 503, answers first
  const offer = await firmwareOffer(target, router);
  await emulator.fault({ method: 'GET', path: '/cloud/fwapi/versions/*', status: 503 });
  await emulator.fault(offer.fault);
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
