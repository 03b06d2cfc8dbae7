/**
 * The operation mode outside the wizard (spec 2 §2.1 operation mode screen, §4.5, §4.7, §8): three choices with
 * their information, a confirmation, PUT system/0, apply and the restart wait; repeater turns mesh off; back
 * to router asks auto-apply or configure manually; a failure clears the session and restarts the wizard.
 */
import { actionPath, API_BASE, systemPath, wanDetectPath, WanList, wanPath } from '@roteador/contract';
import { APPLIED, expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';
import { modeRadio, PAGE as WAN_PAGE, storeStaticWan } from '../network/wan-world';
import { expectRestartedSince } from './system-world';

const PAGE = '/system/operation-mode';
const header = {
  needs: ['clock' as const],
  // the restart wait: 20 s, then up to 12 retries of 5 s
  realTime: '80s',
  effects: ['session' as const, 'operation-mode' as const, 'configuration' as const, 'reboot' as const],
  tags: ['@system' as const],
};
/** The WAN mode the router stores: 0 DHCP, 1 static, 2 PPPoE. */
const storedWanMode = async (router: RouterClient) => (await router.read(wanPath, WanList))[0].mode;
const savedSystem = (page: import('@playwright/test').Page) =>
  page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/system/0'));

test('ponto de acesso: informação, confirmação com o aviso de endereço, reinício e modo guardado', scenario({
  ...header,
  device: { profile: 'demo' },
}), async ({ app, page, clock, router }) => {
  await clock.install();
  await app.signIn({ at: PAGE });
  await app.expectHeading('Modo de operação');
  for (const name of ['Roteador Wireless (padrão)', 'Ponto de Acesso (bridge)', 'Repetidor Wi-Fi']) {
    await expect(page.getByRole('switch', { name })).toBeVisible();
  }
  await expect(page.getByRole('switch', { name: 'Roteador Wireless (padrão)' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Aplicar' })).toBeDisabled();

  await app.press('Sobre Ponto de Acesso (bridge)');
  await expect(app.dialog('Ponto de Acesso (bridge)')).toContainText('ligado por cabo a outro roteador');
  await app.press('Fechar');

  await page.getByRole('switch', { name: 'Ponto de Acesso (bridge)' }).click();
  const host = new URL(page.url()).hostname;
  await app.expectText(`Atenção: neste modo o dispositivo poderá ficar inacessível no endereço ${host}.`);
  await app.press('Aplicar');
  const dialog = app.dialog('Alterar modo de operação');
  await expect(dialog).toContainText('Ponto de Acesso (bridge)');
  await expect(dialog).toContainText(`inacessível no endereço ${host}`);
  const put = savedSystem(page);
  await app.confirm('Confirmar');
  expect((await put).postDataJSON()).toMatchObject({ operationMode: 1 });
  await app.waitForRestart(clock);
  await app.dialog(APPLIED).waitFor();
  await app.confirm('Ok, entendi');
  expect((await router.system()).operationMode).toBe(1);
  // the mode took effect by a restart: the router's uptime counts from after the mode was saved
  const saved = (await router.journal()).filter((e) => e.method === 'PUT' && e.path === '/api/v1/system/0');
  expect(saved.map((e) => e.status)).toEqual([200]);
  await expectRestartedSince(router, saved[0].time);
  await app.expectText('Modo atual: Ponto de Acesso (bridge)');
});

test('repetidor: a confirmação avisa que o InMesh será desativado; modo e mesh desligado guardados', scenario({
  ...header,
  device: { profile: 'demo' },
}), async ({ app, page, clock, router }) => {
  await clock.install();
  await app.signIn({ at: PAGE });
  await app.press('Sobre Repetidor Wi-Fi');
  await expect(app.dialog('Repetidor Wi-Fi')).toContainText('o InMesh fica desativado');
  await app.press('Fechar');
  await page.getByRole('switch', { name: 'Repetidor Wi-Fi' }).click();
  await app.press('Aplicar');
  await expect(app.dialog('Alterar modo de operação')).toContainText('O InMesh será desativado');
  await app.confirm('Confirmar');
  await app.waitForRestart(clock);
  await app.dialog(APPLIED).waitFor();
  expect([(await router.system()).operationMode, (await router.easymesh()).enabled]).toEqual([3, false]);
});

test('voltar ao modo roteador aplicando automaticamente: a detecção roda e o WAN estático volta a DHCP', scenario({
  ...header,
  // two restarts: to the access point, then back to router
  realTime: '160s',
  device: { profile: 'demo' },
}), async ({ app, page, clock, router }) => {
  // a static WAN, written while the router is a router (an access point refuses WAN writes)
  await storeStaticWan(router);
  await clock.install();
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'Ponto de Acesso (bridge)' }).click();
  await app.press('Aplicar');
  await app.confirm('Confirmar');
  await app.waitForRestart(clock);
  await app.confirm('Ok, entendi');
  expect([(await router.system()).operationMode, (await storedWanMode(router))]).toEqual([1, 1]);

  await expect(page.getByRole('switch', { name: 'Ponto de Acesso (bridge)' })).toBeChecked();
  await page.getByRole('switch', { name: 'Roteador Wireless (padrão)' }).click();
  await app.press('Aplicar');
  const dialog = app.dialog('Voltar ao modo roteador');
  await expect(dialog).toContainText('Como deseja configurar a conexão com a internet?');
  await expect(dialog.getByRole('button', { name: 'Configurar manualmente' })).toBeVisible();
  // cancelling changes nothing
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect((await router.system()).operationMode).toBe(1);
  await router.clearJournal();
  await app.press('Aplicar');
  await app.confirm('Aplicar automaticamente');
  await app.waitForRestart(clock);
  await app.confirm('Ok, entendi');
  await app.expectText('Modo atual: Roteador Wireless (padrão)');
  expect((await router.system()).operationMode).toBe(0);
  // §4.5: the detection ran between the mode's write and the apply; the provider's DHCP found, the WAN set to DHCP
  // before the apply (the router takes both at its restart)
  const asked = (await router.journal()).map((e) => `${e.method} ${e.path}`);
  const order = [`PUT ${systemPath}/0`, `GET ${wanDetectPath}`, `PUT ${wanPath}/0`, `POST ${actionPath}`]
    .map((what) => what.replace(' ', ` ${API_BASE}/`));
  const at = order.map((what) => asked.indexOf(what));
  expect(at.every((i) => i >= 0), `${order.join(', ')} em ${asked.join(', ')}`).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  expect(asked.filter((what) => what === order[2])).toHaveLength(1);
  expect(await storedWanMode(router)).toBe(0);
  // what the owner finds on the Internet page: automatic (DHCP)
  await app.open(WAN_PAGE);
  await expect(modeRadio(page, 'Automático')).toBeChecked();
});

test('voltar ao modo roteador aplicando automaticamente: a detecção acha PPPoE e leva à página Internet', scenario({
  ...header,
  device: { profile: { base: 'demo', operationMode: 1, wanDetect: { hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'found' } } },
}), async ({ app, page, clock, router }) => {
  await clock.install();
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'Roteador Wireless (padrão)' }).click();
  await app.press('Aplicar');
  await app.confirm('Aplicar automaticamente');
  // the provider's account is the owner's to give: after the restart, the Internet page
  await app.waitForRestart(clock, async () => new URL(page.url()).pathname === '/network/wan');
  await app.expectPath(/\/network\/wan/);
  expect((await router.system()).operationMode).toBe(0);
  expect((await router.journal()).some((e) => e.method === 'GET' && e.path === '/api/v1/wan_detect')).toBe(true);
});

test('voltar ao modo roteador configurando manualmente leva à página Internet', scenario({
  ...header,
  // on a bench the runner switches the router to repeater through its API first (its mesh off), and back after
  device: { profile: { base: 'demo', operationMode: 3 } },
  lab: ['operation-mode'],
}), async ({ app, page, clock, router }) => {
  await clock.install();
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'Roteador Wireless (padrão)' }).click();
  await app.press('Aplicar');
  await app.confirm('Configurar manualmente');
  await app.waitForRestart(clock, async () => new URL(page.url()).pathname === '/network/wan');
  await app.expectPath(/\/network\/wan/);
  expect((await router.system()).operationMode).toBe(0);
});

test('falha ao aplicar o modo: aviso, sessão limpa e o assistente reiniciado', scenario({
  needs: ['faults'],
  effects: ['session', 'operation-mode', 'configuration'],
  tags: ['@system'],
  device: { profile: 'demo' },
}), async ({ app, page, emulator, router }) => {
  await app.signIn({ at: PAGE });
  await emulator.fault({ method: 'PUT', path: '/api/v1/system/0', status: 500, times: 1 });
  await page.getByRole('switch', { name: 'Ponto de Acesso (bridge)' }).click();
  await app.press('Aplicar');
  await app.confirm('Confirmar');
  await expect(app.dialog('Erro')).toContainText(
    'Erro ao verificar as configurações, o assistente será reiniciado. Verifique sua conexão e tente novamente.',
  );
  await app.confirm('Ok, entendi');
  await expect(page).not.toHaveURL(/operation-mode/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect((await router.system()).operationMode).toBe(0);
});
