import { encodeSecret, timing, tr069ConfigPath } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';

test('"Atualizando" bloqueia a tela enquanto o firmware atualiza', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@shell'],
}), async ({ app, emulator, clock, page }) => {
  await app.signIn();
  await emulator.firmwareUpdate(true);
  await clock.advance(timing.poll.status);
  const modal = page.getByRole('dialog', { name: /Atualizando/ });
  await expect(modal).toBeVisible();
  await emulator.firmwareUpdate(false);
  await clock.advance(timing.poll.status);
  await expect(modal).toHaveCount(0);
});

test('o status é lido a cada 10 s, sem pedidos repetidos', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '60s',
  effects: ['session'],
  tags: ['@shell'],
}), async ({ app, clock, router }) => {
  await app.signIn();
  await app.expectText('Ativa');
  await clock.pause();
  await router.clearJournal();
  await clock.advance(6 * timing.poll.status);
  const reads = async () => (await router.journal()).filter((e) => e.path === '/api/v1/status').length;
  await clock.expectCount('leituras do status em 60 s', reads, 6);
});

test('aviso do TR-069 quando ativo', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@shell'],
}), async ({ app, page, router }) => {
  // The owner turned TR-069 on (System › Management › TR-069: an ACS address and its account); the router keeps it.
  const on = await router.raw('PUT', `${tr069ConfigPath}/0`, {
    tr069_enable: true,
    acs: {
      acs_url: 'http://acs.provedor.com.br:7547/acs', acs_username: encodeSecret('cpe-casa'), acs_password: encodeSecret('Segredo#1'),
      tr069_inform: true, tr069_interval: 3600,
    },
  }, await router.login());
  expect(on.status, JSON.stringify(on.body)).toBe(200);
  expect((await router.device()).tr069_enable).toBe(true);
  await app.signIn();
  await app.press('Notificações (1)');
  await expect(page.getByRole('region', { name: 'Notificações' })).toContainText(
    'O TR-069 está ativo: algumas configurações podem não ter efeito.',
  );
});

test('resposta malformada mostra erro com "Tentar novamente", nunca página em branco', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session'],
  tags: ['@shell'],
}), async ({ app, emulator, page }) => {
  await app.signIn();
  await emulator.fault({ method: 'GET', path: '/api/v1/device', body: { nada: 'disso' } });
  await page.reload();
  await expect(page.getByRole('alert')).toBeVisible();
  await emulator.clearFaults();
  await app.press('Tentar novamente');
  await app.expectText('Ativa');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('"Sair" encerra a sessão', scenario({ device: { profile: 'demo' }, effects: ['session'], tags: ['@shell'] }), async ({ app, page }) => {
  await app.signIn();
  await app.menu();
  await app.press('Sair');
  await app.expectPath('/login');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});
