/**
 * The site survey's channel suggestion (spec 3 §4 'Site survey', §9 'Channels'): the least used channel of the band;
 * applying it writes the radio's configuredChannel (0: automatic), waits 5000 ms on the virtual clock and logs in
 * again with the stored credentials; a refused write shows its error and changes nothing. The router refuses a
 * channel outside the band, sent straight to the API. Where the radio page is hidden (repeater mode, a mesh agent:
 * the access table's wifiRadio) the suggestion is shown but not applied, and the router refuses the radio's writes.
 */
import { suggestChannel, timing, writeRefusedMessages } from '@roteador/contract';
import { expect, scenario, test, type ScenarioHeader } from '../dsl';
import { radio, survey, write } from './site-survey-world';
import { SURVEY_24, SURVEY_5 } from './tools-world';

const { radioChannels } = timing.limits;

test('aplicar o canal sugerido: radio com o canal, 5 s de espera e um novo login com as credenciais guardadas', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // the wait after each of the two channel changes
  realTime: '10s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, clock }) => {
  const before = await radio(router, 'radio0');
  expect(before.configuredChannel).toBe(0);
  const best = suggestChannel(await survey(router), '2.4', radioChannels['2.4'])!;

  await app.signIn({ at: SURVEY_24 });
  const suggestion = page.getByRole('region', { name: 'Canal sugerido' });
  await expect(suggestion).toContainText(`Canal atual: ${before.channel} (automático)`);
  await expect(suggestion).toContainText(`O canal ${best} é o menos usado pelas redes vizinhas.`);
  await expect(suggestion.getByRole('button', { name: 'Usar canal automático' })).toHaveCount(0);

  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/radio/radio0'));
  await app.press(`Usar canal ${best}`);
  await expect(app.dialog('Mudar o canal?')).toContainText(`A rede 2,4 GHz passará a usar o canal ${best}.`);
  await router.clearJournal();
  await clock.pause(); // the page's time stands still from here: the 5000 ms count from the write
  await app.confirm('Mudar canal');
  expect((await put).postDataJSON()).toEqual({ configuredChannel: best });
  await expect(app.dialog('Aplicando o novo canal…')).toBeVisible();
  const sessionsAfterWrite = async () => {
    const journal = await router.journal();
    const written = journal.find((e) => e.method === 'PUT' && e.path === '/api/v1/radio/radio0')!;
    const sessions = journal.filter((e) => e.method === 'POST' && e.path === '/api/v1/session' && e.seq > written.seq);
    return sessions.map((e) => ({ status: e.status, after: e.time - written.time }));
  };
  await clock.advance(timing.wait.channelChange - 100);
  // 100 ms before the login: real time (the page's clock runs freely there) cannot hold that margin
  if (!clock.real) {
    await expect(app.dialog('Aplicando o novo canal…')).toBeVisible();
    expect(await sessionsAfterWrite()).toEqual([]); // still waiting: no login yet
  }
  await clock.advance('100ms');
  await expect(app.dialog(`Canal ${best} aplicado.`)).toBeVisible();
  // then one login, with the credentials the tab stored
  const relogged = await sessionsAfterWrite();
  expect(relogged).toHaveLength(1);
  expect(relogged[0].status).toBe(200);
  expect(relogged[0].after, 'o novo login vem depois dos 5000 ms').toBeGreaterThanOrEqual(timing.wait.channelChange);
  await clock.resume();
  expect((await radio(router, 'radio0')).configuredChannel).toBe(best);
  await app.confirm('Ok, entendi');
  await expect(suggestion).toContainText(`Seu roteador já está no canal ${best}, o menos usado pelas redes vizinhas.`);

  // back to automatic (configuredChannel 0)
  await suggestion.getByRole('button', { name: 'Usar canal automático' }).click();
  await expect(app.dialog('Mudar o canal?')).toContainText('passará a escolher o canal automaticamente');
  await app.confirm('Mudar canal');
  await clock.advance(timing.wait.channelChange);
  await expect(app.dialog('Canal automático aplicado.')).toBeVisible();
  expect((await radio(router, 'radio0')).configuredChannel).toBe(0);
});

test('na aba 5 GHz o canal sugerido é o menos usado dos canais de 5 GHz', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  // the wait after the channel change
  realTime: '5s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, clock }) => {
  const best = suggestChannel(await survey(router), '5', radioChannels['5'])!;
  expect(best).toBeGreaterThanOrEqual(36);
  // the radio is not set to it yet (the suggestion offers it)
  expect((await radio(router, 'radio1')).configuredChannel).not.toBe(best);
  await app.signIn({ at: SURVEY_5 });
  const suggestion = page.getByRole('region', { name: 'Canal sugerido' });
  await expect(suggestion).toContainText(`O canal ${best} é o menos usado pelas redes vizinhas.`);
  await app.press(`Usar canal ${best}`);
  await expect(app.dialog('Mudar o canal?')).toContainText(`A rede 5 GHz passará a usar o canal ${best}.`);
  await app.confirm('Mudar canal');
  await clock.advance(timing.wait.channelChange);
  await expect(app.dialog(`Canal ${best} aplicado.`)).toBeVisible();
  expect((await radio(router, 'radio1')).configuredChannel).toBe(best);
});

test('uma troca de canal recusada mostra o erro e não muda o rádio; o roteador recusa um canal fora da faixa', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, page, router, emulator }) => {
  const before = await radio(router, 'radio0');
  const best = suggestChannel(await survey(router), '2.4', radioChannels['2.4'])!;
  await app.signIn({ at: SURVEY_24 });
  await emulator.fault({ method: 'PUT', path: '/api/v1/radio/radio0', status: 500, times: 1 });
  await app.press(`Usar canal ${best}`);
  await app.confirm('Mudar canal');
  await expect(app.dialog()).toContainText('Não foi possível mudar o canal. Tente novamente.');
  await app.confirm('Ok, entendi');
  expect(await radio(router, 'radio0')).toEqual(before);
  await expect(page.getByRole('region', { name: 'Canal sugerido' })).toContainText(`O canal ${best} é o menos usado`);

  // §9: 2.4 GHz 1 to 13, 5 GHz from 36 — refused by the router, nothing stored
  for (const [id, channel] of [['radio0', 14], ['radio0', 36], ['radio1', 13], ['radio1', 37]] as const) {
    const r = await write(router, 'PUT', `radio/${id}`, { configuredChannel: channel });
    expect(r.status, `${id} ${channel}`).toBe(400);
  }
  expect(await radio(router, 'radio0')).toEqual(before);
});

test('se o novo login depois da troca de canal é recusado, a sessão acaba: /login?expired', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'faults'],
  realTime: '5s',
  effects: ['session', 'configuration'],
  tags: ['@tools'],
}), async ({ app, router, emulator, clock }) => {
  const best = suggestChannel(await survey(router), '2.4', radioChannels['2.4'])!;
  await app.signIn({ at: SURVEY_24 });
  await emulator.fault({ method: 'POST', path: '/api/v1/session', status: 401, times: 1 });
  await app.press(`Usar canal ${best}`);
  await app.confirm('Mudar canal');
  await expect(app.dialog('Aplicando o novo canal…')).toBeVisible();
  await clock.advance(timing.wait.channelChange);
  await app.expectPath('/login?expired');
  expect((await radio(router, 'radio0')).configuredChannel).toBe(best);
});

const readOnlyRadio: Array<[string, Record<string, unknown>, Pick<ScenarioHeader, 'needs' | 'lab'>]> = [
  ['num nó secundário', { base: 'demo', meshRole: 'agent' }, { needs: ['control'] }],
  // the repeater mode turns the mesh off (on a bench: the lab switches the router's mode, and back after)
  ['no modo repetidor', { base: 'demo', operationMode: 3 }, { lab: ['operation-mode'] }],
];
for (const [name, profile, setup] of readOnlyRadio) {
  test(`${name} a sugestão de canal aparece sem aplicar: o roteador recusa mudar o rádio ali`, scenario({
    device: { profile },
    ...setup,
    effects: ['session', 'configuration'],
    tags: ['@tools'],
  }), async ({ app, page, router }) => {
    const before = await radio(router, 'radio0');
    const best = suggestChannel(await survey(router), '2.4', radioChannels['2.4'])!;
    await app.signIn({ at: SURVEY_24 });
    const suggestion = page.getByRole('region', { name: 'Canal sugerido' });
    await expect(suggestion).toContainText(`Canal atual: ${before.channel}`);
    await expect(suggestion).toContainText(`${best}`);
    await expect(suggestion.getByRole('button')).toHaveCount(0);
    const refused = await write(router, 'PUT', 'radio/radio0', { configuredChannel: best });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'error', message: writeRefusedMessages.wifiRadio, field: 'radio' });
    expect(await radio(router, 'radio0')).toEqual(before);
  });
}
