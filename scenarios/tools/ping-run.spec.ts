/**
 * /tools/ping (spec 3 §3, §4, §8): submit, then the result the router answers once the ping is over, or the §8
 * error. The page must show what the router answered to the request it sent (GET ping: the router's last result).
 */
import { rules } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import {
  expectFacts,
  PING,
  PING_ERROR,
  pingFacts,
  pingRequest,
  PUBLIC_HOST,
  result,
  lastResult,
  runLabels,
  runTo,
  runUntil,
  sentRun,
  UNKNOWN_HOST,
} from './tools-world';

const { run: RUN, running: RUNNING } = runLabels.ping;

test('o ping de um nome público mostra o que o roteador responde, e um segundo envio é ignorado', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '60s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, clock }) => {
  await app.signIn({ at: PING });
  const run = page.getByRole('button', { name: RUN });
  // Nothing typed yet: no message, and nothing to run.
  await expect(run).toBeDisabled();
  await app.expectNoText(rules.hostnameField('')!);

  await app.fill('Endereço (host)', PUBLIC_HOST);
  await router.clearJournal();
  const sent = sentRun(page, 'ping');
  await app.press(RUN);
  expect(await sent).toEqual(pingRequest(PUBLIC_HOST));
  await expect(run).toBeDisabled();
  // Enter in the host field while it runs sends nothing more.
  await page.getByLabel('Endereço (host)', { exact: true }).press('Enter');
  await runUntil(page, clock, RUNNING, () => result(page).isVisible());
  await app.expectNoText(RUNNING);
  await expect(run).toBeEnabled();
  const posts = (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/ping');
  expect(posts).toHaveLength(1);

  const answer = await lastResult(router, 'ping');
  expect(answer.host).toBe(PUBLIC_HOST);
  expect(answer.packets_received).toBeGreaterThan(0);
  await expectFacts(page, pingFacts(answer));
});

test('sem internet, o ping de um nome público perde todos os pacotes', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // on a bench: the WAN driver takes the internet down, and up again after
  lab: ['wan-link'],
  // runTo: up to 12 waits of 5 s until the result shows
  realTime: '60s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, emulator, clock }) => {
  await emulator.internet(false);
  await app.signIn({ at: PING });
  await runTo(app, clock, 'ping', PUBLIC_HOST);
  await expectFacts(page, { 'Perda de pacotes': '100 %', 'Pacotes recebidos': '0' });

  const answer = await lastResult(router, 'ping');
  expect(answer.packets_lost_percent).toBe(100);
  await expectFacts(page, pingFacts(answer));
});

test('o ping pelo nome de um dispositivo conectado chega ao seu endereço na rede local', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '60s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, clock }) => {
  const devices = await router.connectedDevices();
  const device = devices.find((d) => d.signalLevel !== -100 && d.hostname !== '' && rules.hostnameField(d.hostname) === undefined);
  if (!device) throw new Error('o roteador não tem um dispositivo conectado com nome');

  await app.signIn({ at: PING });
  await runTo(app, clock, 'ping', device.hostname);
  await expectFacts(page, { Host: device.hostname, 'Endereço IP': device.ip, 'Perda de pacotes': '0 %' });
  await expectFacts(page, pingFacts(await lastResult(router, 'ping')));
});

test('um endereço que não se resolve mostra o erro do ping, e dá para tentar de novo', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '60s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, clock }) => {
  const refused = await router.raw('POST', 'ping', pingRequest(UNKNOWN_HOST), await router.login());
  expect(refused.status).toBe(400);

  await app.signIn({ at: PING });
  await app.fill('Endereço (host)', UNKNOWN_HOST);
  await router.clearJournal();
  await app.press(RUN);
  await app.expectAlert(PING_ERROR);
  await expect(result(page)).toHaveCount(0);

  // The same error again with 'Tentar novamente'; a host that resolves then gives a result and no error.
  await page.getByRole('alert').filter({ hasText: PING_ERROR }).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect.poll(async () =>
    (await router.journal()).filter((e) => e.method === 'POST' && e.path === '/api/v1/ping' && e.status === 400).length,
  ).toBe(2);
  await app.expectAlert(PING_ERROR);
  await app.fill('Endereço (host)', PUBLIC_HOST);
  await app.press(RUN);
  await runUntil(page, clock, RUNNING, () => result(page).isVisible());
  await app.expectNoText(PING_ERROR);
});
