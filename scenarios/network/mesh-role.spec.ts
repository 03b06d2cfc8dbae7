/** The InMesh tab (spec 2 §2.2, §2.3, §4.11, §8): enable, role, confirmations, restart wait, sync, save failure. */
import { Backhaul, meshSignalLevel, timing } from '@roteador/contract';
import { APPLIED, expect, scenario, test } from '../dsl';
import { meshOff } from './mesh-world';

const PAGE = '/network/mesh';
/** An agent's page (spec 2 §2.3): its backhaul, and the words of its signal level (contract meshSignalLevel). */
const BACKHAUL: Record<number, string> = { [Backhaul.Wireless5]: 'Wi-Fi 5 GHz', [Backhaul.Wireless24]: 'Wi-Fi 2,4 GHz', [Backhaul.Wired]: 'Cabo' };
const SIGNAL = { good: 'Bom', moderate: 'Moderado', bad: 'Ruim' } as const;
const header = {
  needs: ['clock' as const, 'control' as const],
  effects: ['session' as const, 'configuration' as const, 'reboot' as const, 'mesh-topology' as const],
  tags: ['@network' as const],
};

test('desativar o InMesh pede confirmação; cancelar não muda nada; confirmar desativa após o reinício', scenario({
  ...header,
  needs: ['clock', 'mesh'],
  device: { profile: 'demo' },
  // one restart wait: 20 s, then up to 12 × 5 s
  realTime: '80s',
}), async ({ app, page, clock, router }) => {
  await clock.install();
  await app.signIn({ at: PAGE });
  await app.expectHeading('InMesh');
  const toggle = page.getByRole('switch', { name: 'Ativar InMesh' });
  await expect(toggle).toBeChecked();
  await app.expectText('Este roteador é o principal da rede InMesh.');
  await expect(page.getByRole('radio', { name: /Principal/ })).toBeChecked();

  await toggle.click();
  await expect(app.dialog('Desativar InMesh')).toContainText('Deseja desativar o InMesh?');
  await app.dialog('Desativar InMesh').getByRole('button', { name: 'Cancelar' }).click();
  expect((await router.easymesh()).enabled).toBe(true);
  await expect(toggle).toBeChecked();

  // the router's time from here (the page's clock: the emulator's virtual one, or real on a bench)
  const since = await page.evaluate(() => Date.now());
  await router.clearJournal();
  await toggle.click();
  await app.confirm('Confirmar');
  await app.waitForRestart(clock);
  await app.dialog(APPLIED).waitFor();
  await app.confirm('Ok, entendi');
  await expect(toggle).not.toBeChecked();
  await app.expectText('O InMesh está desativado neste roteador.');
  expect((await router.easymesh()).enabled).toBe(false);
  // stored, then applied: the router restarted (its uptime counts from its return, so it has been up for less than
  // the time since the change; it may have been up only a little before, a bench's guard restarts it) and the UI
  // logged in again
  const writes = (await router.journal()).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`);
  expect(writes.slice(0, 2)).toEqual(['PUT /api/v1/easymesh/0', 'POST /api/v1/action']);
  expect(writes).toContain('POST /api/v1/session');
  const elapsedS = ((await page.evaluate(() => Date.now())) - since) / 1000;
  expect((await router.device()).uptime).toBeLessThan(elapsedS);
});

test('ativar como secundário, ver a conexão do agente e voltar a principal, sempre com confirmação', scenario({
  ...header,
  // the mesh switched off first through the router's API (mesh-world.ts), so a bench router with a mesh runs it
  device: { profile: 'demo' },
  needs: ['clock', 'mesh'],
  // two restart waits: 20 s, then 5 s steps, each
  realTime: '120s',
}), async ({ app, page, clock, router }) => {
  await meshOff(router);
  await clock.install();
  await app.signIn({ at: PAGE });
  const toggle = page.getByRole('switch', { name: 'Ativar InMesh' });
  await expect(toggle).not.toBeChecked();
  await page.getByRole('radio', { name: /Secundário/ }).check();
  // choosing a role while off only selects it
  expect((await router.easymesh()).enabled).toBe(false);
  await toggle.click();
  await expect(app.dialog('Ativar InMesh')).toContainText('como secundário');
  await app.confirm('Confirmar');
  await app.waitForRestart(clock);
  await app.dialog(APPLIED).waitFor();
  await app.confirm('Ok, entendi');
  const agent = await router.easymesh();
  expect([agent.enabled, agent.type]).toEqual([true, 1]);
  await app.expectText('Este roteador é o secundário da rede InMesh.');

  await app.follow('Ver conexão com o roteador principal');
  await app.expectPath('/network/mesh/agent');
  await app.expectText(/Aguardando a conexão com um roteador principal/);

  await app.open(PAGE);
  // while on, choosing the other role asks first (the choice shows once applied)
  await page.getByRole('radio', { name: /Principal/ }).click();
  await expect(app.dialog('Alterar função')).toContainText('passe a ser o principal');
  await app.confirm('Confirmar');
  await app.waitForRestart(clock);
  await app.dialog(APPLIED).waitFor();
  const mesh = await router.easymesh();
  expect([mesh.enabled, mesh.type]).toEqual([true, 0]);
});

test('um agente vê o endereço, o MAC, a conexão e o sinal do seu principal', scenario({
  effects: ['session'],
  tags: ['@network'],
  // on a bench: a router inventoried as a mesh agent (mesh-role:agent), opened at its own address
  device: { profile: { base: 'demo', meshRole: 'agent' } },
}), async ({ app, page, router }) => {
  // the controller as the agent reports it: where it reaches it (on the emulator: its loopback address), its MAC, the
  // backhaul and its signal (the emulator's agent: 5 GHz, -55 dBm)
  const mesh = await router.easymesh();
  expect([mesh.enabled, mesh.type]).toEqual([true, 1]);
  expect(mesh.controllerIp).not.toBe('');
  expect(mesh.backhaul_mac).not.toBe('');
  await app.signIn({ at: '/network/mesh/agent' });
  await app.expectHeading('Nó secundário');
  const card = page.getByRole('region', { name: 'Roteador principal' });
  await expect(card).toContainText(mesh.controllerIp);
  await expect(card).toContainText(mesh.backhaul_mac);
  await expect(card).toContainText(BACKHAUL[mesh.backhaul]);
  const level = meshSignalLevel(mesh.backhaul_rssi, mesh.backhaul);
  if (level === 'wired') await expect(card).not.toContainText('dBm');
  else await expect(card).toContainText(`${SIGNAL[level]} (${mesh.backhaul_rssi} dBm)`);
});

test('sincronizar: verificado a cada 8 s, termina em 5 minutos ou quando um roteador pareia', scenario({
  ...header,
  device: { profile: 'demo' },
}), async ({ app, page, emulator, clock }) => {
  await clock.install();
  await app.signIn({ at: PAGE });
  await expect(page.getByRole('button', { name: 'Sincronizar' })).toBeVisible();
  // Only the virtual clock moves from here: the countdown reads exactly.
  await clock.pause();
  await app.press('Sincronizar');
  await app.expectText('Sincronizando… procurando novos roteadores.');
  await app.expectText('Tempo restante: 5:00');
  expect((await emulator.state()).mesh.sync).not.toBeNull();
  const waited = 2 * 60_000;
  await clock.advance(waited);
  await app.expectText('Tempo restante: 3:00');
  await clock.resume();
  await clock.advance(timing.wait.meshSyncing - waited);
  await app.expectText('Nenhum roteador novo foi encontrado.');

  await emulator.pendingRouter();
  await app.press('Sincronizar');
  await app.expectText('Sincronizando… procurando novos roteadores.');
  await clock.advance(timing.wait.meshJoin - 4_000);
  await expect(page.getByText('Pareamento concluído.')).toHaveCount(0);
  await clock.advance(timing.poll.meshSyncCheck);
  await app.expectText('Pareamento concluído.');
});

test('falha ao salvar o InMesh: modal de erro e nada muda', scenario({
  needs: ['faults', 'mesh'],
  effects: ['session', 'mesh-topology'],
  tags: ['@network'],
  device: { profile: 'demo' },
}), async ({ app, page, emulator, router }) => {
  const before = await router.easymesh();
  expect(before.enabled).toBe(true);
  await app.signIn({ at: PAGE });
  await emulator.fault({ method: 'PUT', path: '/api/v1/easymesh/0', status: 500, times: 1 });
  await router.clearJournal();
  await page.getByRole('switch', { name: 'Ativar InMesh' }).click();
  await app.confirm('Confirmar');
  await expect(app.dialog('Erro')).toContainText('Não foi possível salvar a configuração do InMesh.');
  await app.confirm('Ok, entendi');
  await expect(page.getByRole('switch', { name: 'Ativar InMesh' })).toBeChecked();
  // nothing stored, nothing applied: the mesh as it was, and no write but the one that failed
  expect(await router.easymesh()).toMatchObject({ enabled: before.enabled, type: before.type });
  const writes = (await router.journal()).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path} ${e.status}`);
  expect(writes).toEqual(['PUT /api/v1/easymesh/0 500']);
});

// The mesh read failing, from the page's opening or once it is open, then answering again: the page stays put
// (a failed read is not "no mesh") and shows the mesh's controls again.
for (const [when, failFirst] of [['aberta com a leitura do InMesh falhando', true], ['a leitura do InMesh falha com a página aberta', false]] as const) {
  test(`${when}: a página fica, e mostra o InMesh quando a leitura volta`, scenario({
    device: { profile: 'demo' },
    needs: ['clock', 'faults'],
    realTime: '25s',
    effects: ['session'],
    tags: ['@network'],
  }), async ({ app, page, clock, emulator }) => {
    const fail = () => emulator.fault({ method: 'GET', path: '/api/v1/easymesh', status: 500 });
    if (failFirst) await fail();
    await app.signIn({ at: PAGE });
    if (!failFirst) {
      await expect(page.getByRole('button', { name: 'Sincronizar' })).toBeVisible();
      await fail();
    }
    await clock.advance(timing.poll.radioAndMesh);
    await app.expectPath(PAGE);
    await emulator.clearFaults();
    for (const span of ['5s', '10s']) {
      await clock.advance(span);
      await app.expectPath(PAGE);
    }
    await expect(page.getByRole('button', { name: 'Sincronizar' })).toBeVisible();
  });
}
