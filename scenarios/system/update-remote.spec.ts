/**
 * Firmware update from the provider (spec 3 §4, §7, §8; spec 1 §4): the versions, confirm, upgrade_by_remote, the
 * progress read every 5 s, and the router back on the new version (status 4) with the owner signed in again; ?start
 * starts it by itself (the dashboard's prompt, login ?update); every §8 message through the fault API.
 */
import { assert } from 'superstruct';
import type { Page } from '@playwright/test';
import { deviceIdOf, FirmwareVersions, firmwareVersionsPath, timing, upgradeByRemotePath } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { App } from '../dsl/app';
import type { EmulatorControl } from '../dsl/emulator';
import type { RouterClient } from '../dsl/router';
import type { Target } from '../dsl/target';
import { firmwareOffer } from '../dsl/firmware-offer';
import { offeredUpdate, remoteUpdateStatus, requests, startRemoteUpdate, throughRemoteUpdate, UPDATE_PAGE as PAGE } from './system-world';

const NO_SERVER = 'Não conseguimos estabelecer conexão com o servidor de atualização. Verifique sua conexão com a internet e tente novamente.';
const FAILED = 'Não foi possível atualizar seu roteador. Por favor reinicie o aparelho e tente novamente.';

/**
 * The firmware service offers the next minor version (1.5.0 for the demo's 1.4.2), its answer changed at the front
 * door, and the owner is on the update page, told so. The version is none the service really has: the router's
 * upgrade_by_remote is answered at the front door too (success), never asked to fetch it — the page then reads the
 * update's progress from the service (the router's own upgrade, its download and restart, is the emulator's alone).
 */
async function offeredAtTheDoor(app: App, page: Page, target: Target, router: RouterClient, emulator: EmulatorControl) {
  const offer = await firmwareOffer(target, router);
  await emulator.fault(offer.fault);
  await emulator.fault({ method: 'POST', path: `/api/v1/${upgradeByRemotePath}`, body: { status: 'success' } });
  await app.signIn({ at: PAGE });
  await expect(remoteUpdateStatus(page)).toHaveText(`A versão ${offer.last} está disponível.`);
  return offer;
}

test('atualização pelo provedor: confirmação, progresso a cada 5 s e o roteador volta na versão nova', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['firmware', 'reboot', 'session'],
  tags: ['@system'],
}), async ({ app, page, clock, router, emulator }) => {
  await offeredUpdate(app, emulator);
  const card = page.getByRole('region', { name: 'Atualização pelo provedor' });
  await expect(card).toContainText('Versão instalada1.4.2');
  await expect(card).toContainText('Versão mais recente1.5.0');
  await expect(card.getByRole('status')).toHaveText('A versão 1.5.0 está disponível.');

  // Cancelling sends nothing.
  await app.press('Atualizar agora');
  await expect(app.dialog('Atualizar o firmware')).toContainText('O roteador passará da versão 1.4.2 para a 1.5.0');
  await app.press('Cancelar');
  expect(await requests(router, 'POST', '/api/v1/upgrade_by_remote')).toHaveLength(0);

  await startRemoteUpdate(app);
  const progress = app.dialog('Atualizando o firmware');
  await expect(progress).toBeVisible();
  expect(await requests(router, 'POST', '/api/v1/upgrade_by_remote')).toHaveLength(1);
  await router.clearJournal();
  await clock.advance(timing.wait.firmwareDownload / 2);
  // the provider's progress, read every 5 s
  expect((await requests(router, 'GET', '/cloud/update/')).length).toBe(6);
  // 30 s of a 60 s download (the request went out just before the count began)
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^(4[5-9]|5[0-5])$/);
  await expect(progress).toContainText(/^.*(4[5-9]|5[0-5]) % concluído/);
  await expect(progress).toContainText('Baixando o firmware');
  // the download ends at 60 s; the router restarts into the new firmware for 5 minutes
  await clock.advance(timing.wait.firmwareDownload / 2 + timing.poll.firmwareProgress);
  await expect(progress).toContainText('Reiniciando com o novo firmware');
  await clock.advance(timing.wait.nodeDownAfterUpgrade);
  await clock.advance(timing.poll.firmwareProgress); // the poll after the router is back
  const done = app.dialog('Firmware atualizado');
  await expect(done).toContainText('Seu roteador está com a versão 1.5.0.');
  expect((await router.device()).fw_version).toBe('1.5.0');
  await app.confirm('Ok, entendi');
  await app.expectPath(PAGE);
  await expect(remoteUpdateStatus(page)).toHaveText('Seu roteador já está com a versão mais recente.');
});

test('aviso do painel "Atualizar agora": a atualização começa sozinha e termina', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['firmware', 'reboot', 'session'],
  tags: ['@system', '@dashboard'],
}), async ({ app, clock, router, emulator }) => {
  await emulator.firmware('1.5.0');
  await app.signIn();
  await expect(app.dialog('Nova versão de firmware disponível')).toBeVisible();
  await app.press('Atualizar agora');
  // no second confirmation: the prompt was it
  await expect(app.dialog('Atualizando o firmware')).toBeVisible();
  await app.expectPath(PAGE);
  expect(await requests(router, 'POST', '/api/v1/upgrade_by_remote')).toHaveLength(1);
  await throughRemoteUpdate(clock);
  await expect(app.dialog('Firmware atualizado')).toContainText('1.5.0');
  expect((await router.device()).fw_version).toBe('1.5.0');
});

test('login com ?update: entra, a atualização começa sozinha e termina', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['firmware', 'reboot', 'session'],
  tags: ['@system', '@auth'],
}), async ({ app, clock, router, emulator }) => {
  await emulator.firmware('1.5.0');
  await app.open('/login?update');
  await app.login();
  await expect(app.dialog('Atualizando o firmware')).toBeVisible();
  await app.expectPath(PAGE);
  await throughRemoteUpdate(clock);
  await expect(app.dialog('Firmware atualizado')).toContainText('Seu roteador está com a versão 1.5.0.');
  expect((await router.device()).fw_version).toBe('1.5.0');
  // a reload does not start it again
  await app.confirm('Ok, entendi');
  expect(await requests(router, 'POST', '/api/v1/upgrade_by_remote')).toHaveLength(1);
});

test('?start com o roteador já atualizado: nada é enviado', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@system'],
}), async ({ app, page, router }) => {
  // the firmware service has nothing newer than what the router runs
  const device = await router.device();
  const answer = await page.request.get(`/cloud/${firmwareVersionsPath(deviceIdOf(device.mac))}`);
  expect(answer.status()).toBe(200);
  const versions: unknown = await answer.json();
  assert(versions, FirmwareVersions);
  expect(versions.last).toBe(device.fw_version);
  await app.signIn({ at: `${PAGE}?start` });
  await expect(remoteUpdateStatus(page)).toHaveText('Seu roteador já está com a versão mais recente.');
  await app.expectPath(PAGE);
  await expect(page.getByRole('button', { name: 'Atualizar agora' })).toHaveCount(0);
  expect(await requests(router, 'POST', '/api/v1/upgrade_by_remote')).toHaveLength(0);
});

test('firmware abaixo de 1.3.0: a página recarrega depois da atualização', scenario({
  device: { profile: { base: 'demo', fwVersion: '1.2.4', firmwareLast: '1.3.1' } },
  needs: ['clock', 'control'],
  effects: ['firmware', 'reboot', 'session'],
  tags: ['@system'],
}), async ({ app, page, clock, router }) => {
  await app.signIn({ at: `${PAGE}?start` });
  await expect(app.dialog('Atualizando o firmware')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
  await throughRemoteUpdate(clock);
  await expect(remoteUpdateStatus(page)).toHaveText('Seu roteador já está com a versão mais recente.');
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  await expect(app.dialog('Firmware atualizado')).toHaveCount(0);
  expect((await router.device()).fw_version).toBe('1.3.1');
});

test('serviço de firmware fora do ar: "Não conseguimos estabelecer conexão…" e tentar novamente', scenario({
  device: { profile: 'demo' },
  // the offer: the firmware service's answer changed at the front door (the emulator's firmware() needs its control API)
  needs: ['faults'],
  effects: ['session'],
  tags: ['@system'],
}), async ({ app, page, router, target, emulator }) => {
  // the next minor version (1.5.0 for the demo's 1.4.2), behind the service's 503 (the older fault answers first)
  const offer = await firmwareOffer(target, router);
  await emulator.fault({ method: 'GET', path: '/cloud/fwapi/versions/*', status: 503 });
  await emulator.fault(offer.fault);
  await app.signIn({ at: PAGE });
  await app.expectAlert(NO_SERVER);
  // the service is back, still offering it
  await emulator.clearFaults();
  await emulator.fault(offer.fault);
  await app.press('Tentar novamente');
  await expect(remoteUpdateStatus(page)).toHaveText(`A versão ${offer.last} está disponível.`);
});

test('serviço de firmware lento: o aviso de demora lê as versões de novo ao tentar, sem recarregar a página', scenario({
  device: { profile: 'demo' },
  // the offer: the firmware service's answer changed at the front door (the emulator's firmware() needs its control API)
  needs: ['clock', 'faults'],
  realTime: '21s',
  effects: ['session'],
  tags: ['@system'],
}), async ({ app, page, target, clock, emulator, router }) => {
  // the next minor version (1.5.0 for the demo's 1.4.2) is offered; the first answer, after 15 s, offers nothing
  // newer than the installed version (the older fault answers first)
  const offer = await firmwareOffer(target, router);
  await emulator.fault({ method: 'GET', path: '/cloud/fwapi/versions/*', delayMs: 15_000, times: 1,
    body: { online: true, current: offer.current, last: offer.current } });
  await emulator.fault(offer.fault);
  await app.signIn({ at: PAGE });
  const slow = page.getByRole('alert').filter({ hasText: 'Está demorando mais que o normal' });
  await clock.advance(timing.wait.slowPage + 1_000);
  await expect(slow).toBeVisible();
  await clock.pause();
  await router.clearJournal();
  await slow.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(remoteUpdateStatus(page)).toHaveText(`A versão ${offer.last} está disponível.`);
  await expect(slow).toHaveCount(0);
  // the versions alone are asked again: a reload of the page would read the status and the device anew
  const asked = (await router.journal()).map((e) => `${e.method} ${e.path.replace(/[^/]+$/, '*')}`);
  expect(asked).toEqual(['GET /cloud/fwapi/versions/*']);
  // the slow answer comes late and changes nothing: the retry's answer stands
  await clock.advance(15_000);
  await expect(remoteUpdateStatus(page)).toHaveText(`A versão ${offer.last} está disponível.`);
});

test('sem internet no download (status 5): "Não foi possível conectar ao servidor de atualização."', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['firmware', 'session'],
  tags: ['@system'],
}), async ({ app, clock, router, emulator }) => {
  await offeredUpdate(app, emulator);
  await startRemoteUpdate(app);
  await expect(app.dialog('Atualizando o firmware')).toBeVisible();
  await clock.advance(2 * timing.poll.firmwareProgress);
  await emulator.internet(false);
  await clock.advance(timing.poll.firmwareProgress);
  await expect(app.dialog('Não foi possível conectar ao servidor de atualização.').or(
    app.dialog().filter({ hasText: 'Não foi possível conectar ao servidor de atualização.' }),
  )).toBeVisible();
  expect((await router.device()).fw_version).toBe('1.4.2');
});

test('erro de sessão (status 6): "Erro de sessão" e de volta ao login', scenario({
  device: { profile: 'demo' },
  // the offer and the start: answered at the front door (the emulator's firmware() needs its control API)
  needs: ['clock', 'faults'],
  realTime: '5s',
  effects: ['firmware', 'session'],
  tags: ['@system'],
}), async ({ app, page, clock, router, target, emulator }) => {
  await offeredAtTheDoor(app, page, target, router, emulator);
  await startRemoteUpdate(app);
  await expect(app.dialog('Atualizando o firmware')).toBeVisible();
  expect(await requests(router, 'POST', '/api/v1/upgrade_by_remote')).toHaveLength(1);
  await emulator.fault({ method: 'GET', path: '/cloud/update/*', body: { progress: 20, status: 6, message: '' } });
  await clock.advance(timing.poll.firmwareProgress);
  await expect(app.dialog('Erro de sessão')).toBeVisible();
  await app.confirm('Entrar novamente');
  await app.expectPath('/login');
});

test('o roteador recusa o início (upgrade_by_remote): "Não foi possível atualizar seu roteador…"', scenario({
  device: { profile: 'demo' },
  // the offer: the firmware service's answer changed at the front door (the emulator's firmware() needs its control API)
  needs: ['faults'],
  effects: ['session', 'firmware'],
  tags: ['@system'],
}), async ({ app, page, router, target, emulator }) => {
  const offer = await firmwareOffer(target, router);
  await emulator.fault({ method: 'POST', path: '/api/v1/upgrade_by_remote', status: 500 });
  await emulator.fault(offer.fault);
  await app.signIn({ at: PAGE });
  await expect(remoteUpdateStatus(page)).toHaveText(`A versão ${offer.last} está disponível.`);
  await startRemoteUpdate(app);
  await expect(app.dialog().filter({ hasText: FAILED })).toBeVisible();
  expect(await requests(router, 'POST', '/api/v1/upgrade_by_remote')).toHaveLength(1);
  expect((await router.device()).fw_version).toBe(offer.current);
});

test('o progresso deixa de responder: "Houve um erro. Verifique sua conexão e tente novamente."', scenario({
  device: { profile: 'demo' },
  // the offer and the start: answered at the front door (the emulator's firmware() needs its control API)
  needs: ['clock', 'faults'],
  realTime: '20s',
  effects: ['firmware', 'session'],
  tags: ['@system'],
}), async ({ app, page, clock, router, target, emulator }) => {
  await offeredAtTheDoor(app, page, target, router, emulator);
  await startRemoteUpdate(app);
  await expect(app.dialog('Atualizando o firmware')).toBeVisible();
  expect(await requests(router, 'POST', '/api/v1/upgrade_by_remote')).toHaveLength(1);
  // the page's clock stands still from here: only the advances below make polls fail, however slow the machine
  await clock.pause();
  await emulator.fault({ method: 'GET', path: '/cloud/update/*', status: 503 });
  await clock.advance(2 * timing.poll.firmwareProgress);
  // two failed reads are not yet told (the third is): an instant real time cannot pin, the poll's phase unknown
  if (!clock.real) await expect(app.dialog('Atualizando o firmware')).toBeVisible();
  await clock.advance(2 * timing.poll.firmwareProgress);
  await expect(app.dialog().filter({ hasText: 'Houve um erro. Verifique sua conexão e tente novamente.' })).toBeVisible();
});
