/**
 * /tools/iot_assistant (spec 3 §3, §4 'IoT assistant', §7, §9: 1800 s, 5 GHz off meanwhile, read every 30 s):
 * confirm → PUT {enabled: true, duration_seconds: 1800}; a 30-minute countdown; 'Finalizar' or zero → PUT
 * {enabled: false, duration_seconds: 0}. The router really turns the 5 GHz radio off meanwhile, on the mesh agent too,
 * and back on after; it refuses the window on a device without mesh or on a mesh agent.
 */
import { iotUnavailableMessage, timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { agentRadio, iotAssistant, radio, write } from './site-survey-world';
import { IOT } from './tools-world';

const AGENT_IP = '192.168.0.2';

test('ativar o assistente: 5 GHz desligado no roteador e no nó, contagem de 30 minutos relida a cada 30 s, fim no zero', scenario({
  device: { profile: 'demo', mesh: { agents: 1 } },
  needs: ['clock', 'mesh'],
  effects: ['session', 'configuration'],
  tags: ['@tools', '@time'],
}), async ({ app, page, router, clock, credentials: current }) => {
  const credentials = await current();
  await app.signIn({ at: IOT });
  await app.expectHeading('Assistente IoT');
  await app.press('Ativar assistente');
  await expect(app.dialog('Ativar o assistente IoT?')).toContainText('A rede 5 GHz ficará desligada por 30 minutos');
  const opened = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/iot_assistant/0'));
  await clock.pause(); // the page's time stands still between the steps below: the countdown moves only with the clock
  await app.confirm('Ativar');
  expect((await opened).postDataJSON()).toEqual({ enabled: true, duration_seconds: 1800 });
  const timer = page.getByRole('timer', { name: 'Tempo restante' });
  await expect(timer).toHaveText('30:00');
  await app.expectText('Assistente IoT ativo');
  expect((await iotAssistant(router)).enabled).toBe(true);
  expect((await radio(router, 'radio1')).enabled).toBe(false);
  expect((await radio(router, 'radio0')).enabled).toBe(true);
  expect((await agentRadio(router, credentials, AGENT_IP, 'radio1')).enabled).toBe(false);

  // the state re-read every 30 s; the countdown follows the clock
  await router.clearJournal();
  const waited = 10 * 60_000;
  await clock.advance(waited);
  // read as spec 3 §7 names it: GET iot_assistant
  const reads = (await router.journal()).filter((e) => e.method === 'GET' && e.path === '/api/v1/iot_assistant').length;
  expect(reads).toBe(waited / timing.poll.iotAssistant);
  await expect(timer).toHaveText('20:00');

  const closed = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/iot_assistant/0'));
  await clock.advance(timing.wait.iotAssistantWindow - waited);
  expect((await closed).postDataJSON()).toEqual({ enabled: false, duration_seconds: 0 });
  await app.expectText('O assistente IoT foi finalizado e a rede 5 GHz voltou a funcionar.');
  await expect(page.getByRole('button', { name: 'Ativar assistente' })).toBeEnabled();
  expect(await iotAssistant(router)).toMatchObject({ enabled: false, duration_seconds: 0 });
  expect((await radio(router, 'radio1')).enabled).toBe(true);
  expect((await agentRadio(router, credentials, AGENT_IP, 'radio1')).enabled).toBe(true);
});

test('"Finalizar" encerra a janela antes do tempo e a rede 5 GHz volta', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '1min',
  effects: ['session', 'configuration'],
  tags: ['@tools', '@time'],
}), async ({ app, page, router, clock }) => {
  await app.signIn({ at: IOT });
  await app.press('Ativar assistente');
  await clock.pause();
  await app.confirm('Ativar');
  await clock.advance('1min');
  // in real time (a bench) the steps since the window opened add a few seconds to the minute waited
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText(clock.real ? /^(29:00|28:[45]\d)$/ : '29:00');
  const closed = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/iot_assistant/0'));
  await app.press('Finalizar');
  expect((await closed).postDataJSON()).toEqual({ enabled: false, duration_seconds: 0 });
  await app.expectText('O assistente IoT foi finalizado e a rede 5 GHz voltou a funcionar.');
  expect(await iotAssistant(router)).toEqual({ id: 0, enabled: false, start_time: 0, duration_seconds: 0 });
  expect((await radio(router, 'radio1')).enabled).toBe(true);
});

test('uma janela já aberta aparece com o tempo que resta, contado pelo relógio do roteador', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session', 'configuration'],
  tags: ['@tools', '@time'],
}), async ({ app, page, router, emulator }) => {
  expect((await write(router, 'PUT', 'iot_assistant/0', { enabled: true, duration_seconds: 1800 })).status).toBe(200);
  // the router's clock (2026-01-15 in the emulator) is not the browser's: the page counts by the router's
  await emulator.advance(12 * 60_000);
  await app.signIn({ at: IOT });
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText(/^(18:00|17:[45]\d)$/);
});

test('uma ativação que falha mostra o erro e nada muda no roteador', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, emulator }) => {
  await app.signIn({ at: IOT });
  await emulator.fault({ method: 'PUT', path: '/api/v1/iot_assistant/0', status: 500, times: 1 });
  await app.press('Ativar assistente');
  await app.confirm('Ativar');
  await expect(app.dialog()).toContainText('Não foi possível ativar o assistente IoT. Tente novamente.');
  await app.confirm('Ok, entendi');
  await expect(page.getByRole('button', { name: 'Ativar assistente' })).toBeEnabled();
  expect((await iotAssistant(router)).enabled).toBe(false);
  expect((await radio(router, 'radio1')).enabled).toBe(true);
});

test('um "Finalizar" que falha mostra o erro e a janela continua', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, emulator }) => {
  expect((await write(router, 'PUT', 'iot_assistant/0', { enabled: true, duration_seconds: 1800 })).status).toBe(200);
  await app.signIn({ at: IOT });
  await emulator.fault({ method: 'PUT', path: '/api/v1/iot_assistant/0', status: 500, times: 1 });
  await app.press('Finalizar');
  await expect(app.dialog()).toContainText('Não foi possível finalizar o assistente IoT. Tente novamente.');
  await app.confirm('Ok, entendi');
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toBeVisible();
  expect((await iotAssistant(router)).enabled).toBe(true);
  expect((await radio(router, 'radio1')).enabled).toBe(false);
});

test('a leitura do assistente que falha mostra o erro e "Tentar novamente" carrega a página', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session'],
  tags: ['@tools'],
}), async ({ app, page, emulator }) => {
  await emulator.fault({ method: 'GET', path: '/api/v1/iot_assistant', status: 500 });
  await app.signIn({ at: IOT });
  await app.expectAlert('Não foi possível ler o estado do assistente IoT.');
  await emulator.clearFaults();
  await app.press('Tentar novamente');
  await expect(page.getByRole('button', { name: 'Ativar assistente' })).toBeEnabled();
});

for (const [name, profile] of [
  ['sem mesh', { base: 'demo', model: 'W4-300F', meshRole: 'none' }],
  ['num nó secundário', { base: 'demo', meshRole: 'agent' }],
] as const) {
  test(`o roteador recusa abrir a janela ${name}, sem mudar nada, e a página não existe`, scenario({
    device: { profile },
    effects: ['session', 'configuration'],
    tags: ['@tools'],
  }), async ({ app, page, router }) => {
    const refused = await write(router, 'PUT', 'iot_assistant/0', { enabled: true, duration_seconds: 1800 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'error', message: iotUnavailableMessage, field: 'iot_assistant' });
    expect(await iotAssistant(router)).toEqual({ id: 0, enabled: false, start_time: 0, duration_seconds: 0 });
    await app.signIn({ at: IOT });
    await expect(page.getByRole('button', { name: 'Ativar assistente' })).toHaveCount(0);
  });
}
