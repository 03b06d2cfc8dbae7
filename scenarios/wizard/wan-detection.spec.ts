/**
 * The wizard's WAN step (spec 2 §2.1, §4.3): the cable check (the cable unplugged: a lab's WAN driver on a bench),
 * each outcome of the WAN detection (set through the control API: /wan-detect, /internet), the internet check retried
 * every 10 s, 'Pular esta etapa', and the form in each mode. Nothing reaches the router before 'Concluir': the step writes the wizard's draft.
 */
import { timing, wanPath, WanList } from '@roteador/contract';
import { expect, scenario, test, type ScenarioHeader } from '../dsl';
import { chooseMode, draftOf, fillStaticWan, modeRadio, openWanStep, storeStaticWan } from '../network/wan-world';
import { concludeApplied } from './wizard-world';

const header: ScenarioHeader = {
  device: { profile: 'factory' },
  // on a bench the runner resets the router to its factory settings first, and restores it after
  lab: ['factory-reset'],
  effects: ['session'],
  tags: ['@wizard'],
};
/** What the detection finds is set through the control API. */
const controlled: ScenarioHeader = { ...header, needs: ['control'] };
/** The WAN cable unplugged and plugged again: on a bench the lab's WAN driver, after the factory reset. */
const cabled: ScenarioHeader = { ...header, lab: ['factory-reset', 'wan-link'] };
/** The scenario writes the router's WAN itself. */
const writesWan: ScenarioHeader = { ...header, effects: ['session', 'configuration'] };

const WIFI = '/wizard/wifi';
const NO_INTERNET = 'Não encontrei conexão com a internet. Deseja tentar novamente?';

test('assistente, internet: DHCP encontrado e o roteador já em DHCP — segue direto para o Wi-Fi', scenario(header), async ({ app, page, router }) => {
  // The factory line: DHCP answers (the default detection), and the router is in DHCP.
  expect((await router.read(wanPath, WanList))[0].mode).toBe(0);
  await openWanStep(app, page);
  await app.expectPath(WIFI);
  const draft = await draftOf(page);
  expect(draft.skippedWan).toBe(false);
  expect(draft.wan?.update.mode).toBe(0);
  expect(draft.wan?.pppoe).toBeNull();
});

test('assistente, internet: cabo não conectado — "Tentar novamente" verifica de novo e segue quando o cabo volta', scenario(cabled), async ({ app, page, emulator }) => {
  await emulator.cable(false);
  await openWanStep(app, page);
  await expect(app.dialog('Cabo não conectado')).toBeVisible();
  await app.confirm('Tentar novamente');
  await expect(app.dialog('Cabo não conectado')).toBeVisible();
  await app.expectPath('/wizard/wan');
  await emulator.cable(true);
  await app.confirm('Tentar novamente');
  await app.expectPath(WIFI);
});

test('assistente, internet: cabo não conectado — "Pular" pula a etapa', scenario(cabled), async ({ app, page, emulator }) => {
  await emulator.cable(false);
  await openWanStep(app, page);
  await expect(app.dialog('Cabo não conectado')).toBeVisible();
  await app.confirm('Pular');
  await app.expectPath(WIFI);
  const draft = await draftOf(page);
  expect(draft.skippedWan).toBe(true);
  expect(draft.wan).toBeNull();
});

test('assistente, internet: nada encontrado — tentar novamente, depois configurar manualmente (estático)', scenario(controlled), async ({ app, page, emulator }) => {
  await emulator.wanDetect({ hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'not found' });
  await openWanStep(app, page);
  await expect(app.dialog('Sem conexão')).toContainText(NO_INTERNET);
  await app.confirm('Tentar novamente');
  await expect(app.dialog('Sem conexão')).toContainText(NO_INTERNET);
  await app.confirm('Configurar manualmente');
  await app.expectPath('/wizard/wan/static');
  await expect(modeRadio(page, 'Estático')).toBeChecked();
  // The static form checks its fields (§5.3) before moving on.
  await app.press('Avançar');
  await app.expectFieldError('Endereço IP', 'Este campo é obrigatório');
  await app.expectPath('/wizard/wan/static');
  // The DNS fields start from the ones the provider handed out (8.8.8.8 among them): DNS 2 is emptied.
  await fillStaticWan(app);
  await app.expectPath(WIFI);
  const draft = await draftOf(page);
  expect(draft.wan?.update).toMatchObject({
    mode: 1, ip4: '200.10.20.30', netmask: '255.255.255.0', gateway: '200.10.20.1',
    dns_v4: { automatic: false, dns1: '1.1.1.1', dns2: '' },
  });
  // Nothing was sent to the router yet.
  expect((await emulator.state()).network.wan.mode).toBe(0);
});

test('assistente, internet: PPPoE encontrado — "Configurar internet" abre o PPPoE', scenario(controlled), async ({ app, page, emulator }) => {
  await emulator.wanDetect({ hasPPPoE: 'found' });
  await openWanStep(app, page);
  await expect(app.dialog('Internet encontrada')).toContainText('PPPoE');
  await app.confirm('Configurar internet');
  await app.expectPath('/wizard/wan/pppoe');
  await expect(modeRadio(page, 'PPPoE')).toBeChecked();
  await expect(page.getByLabel('Usuário', { exact: true })).toBeVisible();
});

test('assistente, internet: IP estático encontrado — "Seguir para o Wi-Fi" mantém a internet como está', scenario(controlled), async ({ app, page, emulator }) => {
  await emulator.wanDetect({ hasStatic: 'found' });
  await openWanStep(app, page);
  await expect(app.dialog('Internet encontrada')).toContainText('IP estático');
  await app.confirm('Seguir para o Wi-Fi');
  await app.expectPath(WIFI);
  const draft = await draftOf(page);
  expect(draft.wan).toBeNull();
  expect(draft.skippedWan).toBe(false);
});

test('assistente, internet: IP estático encontrado — "Configurar internet" abre o estático', scenario(controlled), async ({ app, page, emulator }) => {
  await emulator.wanDetect({ hasStatic: 'found' });
  await openWanStep(app, page);
  await app.confirm('Configurar internet');
  await app.expectPath('/wizard/wan/static');
  await expect(modeRadio(page, 'Estático')).toBeChecked();
});

test('assistente, internet: DHCP encontrado com o roteador em estático — pergunta e usa DHCP', scenario(writesWan), async ({ app, page, router }) => {
  await storeStaticWan(router);
  await openWanStep(app, page);
  await expect(app.dialog('Conexão automática encontrada')).toContainText('Deseja usá-la?');
  await app.confirm('Usar DHCP');
  await app.expectPath(WIFI);
  expect((await draftOf(page)).wan?.update.mode).toBe(0);
});

test('assistente, internet: DHCP encontrado com o roteador em estático — "Não" mostra o formulário no modo atual', scenario(writesWan), async ({ app, page, router }) => {
  await storeStaticWan(router);
  await openWanStep(app, page);
  await app.confirm('Não');
  await expect(app.dialog()).toHaveCount(0);
  await expect(modeRadio(page, 'Estático')).toBeChecked();
  await expect(page.getByLabel('Endereço IP', { exact: true })).toHaveValue('200.10.20.30');
});

test('assistente, internet: DHCP talvez — verifica a internet de novo a cada 10 s e segue quando ela responde', scenario({
  ...header,
  needs: ['control', 'clock'],
}), async ({ app, page, emulator, clock, router }) => {
  await emulator.wanDetect({ hasDHCP: 'maybe' });
  await emulator.internet(false);
  await openWanStep(app, page);
  await app.expectText('Encontrei uma possível conexão automática (DHCP). Verificando o acesso à internet…');
  // The step is on screen: from now on only the virtual clock moves the 10 s retries (no real time slips in).
  await clock.pause();
  await app.expectAlert('Ainda sem acesso à internet.');
  const isStatusRead = (e: { method: string; path: string }) => e.method === 'GET' && e.path.startsWith('/api/v1/status');
  const statusReads = async () => (await router.journal()).filter(isStatusRead).length;
  // The first check is the status read that follows the detection (wan_detect); it may still be on its way.
  const checksSoFar = async () => {
    const journal = await router.journal();
    const detection = journal.findLastIndex((e) => e.path.startsWith('/api/v1/wan_detect'));
    return journal.slice(detection + 1).filter(isStatusRead).length;
  };
  await expect.poll(checksSoFar).toBe(1);
  const first = await statusReads();
  // The next check is due 10 s after the first one answered, part of which may have passed in real time before the
  // pause: step a second at a time up to it. An advance returns once the page has settled (every request it sent
  // answered), so a check due within the step is in the journal when the step returns.
  const step = 1000;
  for (let i = 0; i < timing.poll.wizardInternetCheck / step && (await statusReads()) === first; i++) await clock.advance(step);
  expect(await statusReads()).toBe(first + 1);
  await clock.advance(timing.poll.wizardInternetCheck - step);
  expect(await statusReads()).toBe(first + 1);
  await clock.advance(step);
  await expect.poll(statusReads).toBe(first + 2);
  await app.expectPath('/wizard/wan');
  await clock.advance(timing.poll.wizardInternetCheck);
  await expect.poll(statusReads).toBe(first + 3);
  // The internet answers: the next check finds it and the step moves on (the router is in DHCP already).
  await emulator.internet(true);
  await clock.advance(timing.poll.wizardInternetCheck);
  await app.expectPath(WIFI);
  expect((await draftOf(page)).wan?.update.mode).toBe(0);
});

test('assistente, internet: PPPoE talvez — pede as credenciais do provedor e abre o PPPoE (registro a criar)', scenario(controlled), async ({ app, page, emulator }) => {
  await emulator.wanDetect({ hasPPPoE: 'maybe' });
  await openWanStep(app, page);
  await expect(app.dialog('Conexão PPPoE')).toContainText('Informe o usuário e a senha fornecidos pelo seu provedor de internet.');
  await app.confirm('Ok, entendi');
  await app.expectPath('/wizard/wan/pppoe');
  await expect(modeRadio(page, 'PPPoE')).toBeChecked();
  await app.fill('Usuário', 'cliente@provedor');
  await app.fill('Senha', 'segredo123');
  await app.press('Avançar');
  await app.expectPath(WIFI);
  const draft = await draftOf(page);
  expect(draft.wan?.update.mode).toBe(2);
  expect(draft.wan?.pppoe).toEqual({
    id: null,
    input: { username: 'cliente@provedor', password: 'segredo123', server: '', service: '', mtu: 1492 },
  });
});

test('assistente, internet: "Pular esta etapa" pula a etapa sem configurar a internet', scenario(header), async ({ app, page }) => {
  await openWanStep(app, page, '/wizard/wan/dhcp');
  await expect(modeRadio(page, 'Automático')).toBeChecked();
  await app.press('Pular esta etapa');
  await app.expectPath(WIFI);
  const draft = await draftOf(page);
  expect(draft.skippedWan).toBe(true);
  expect(draft.wan).toBeNull();
});

test('assistente, internet: /wizard/wan/{dhcp,static,pppoe} abrem o passo no modo do endereço; trocar o modo troca o endereço', scenario(header), async ({ app, page }) => {
  await openWanStep(app, page, '/wizard/wan/pppoe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internet');
  await expect(modeRadio(page, 'PPPoE')).toBeChecked();
  await app.open('/wizard/wan/static');
  await expect(modeRadio(page, 'Estático')).toBeChecked();
  await chooseMode(page, 'Automático');
  await app.expectPath('/wizard/wan/dhcp');
  await page.getByRole('switch', { name: 'DNS automático' }).uncheck();
  await app.fill('DNS 1', '1.1.1.1');
  await app.press('Avançar');
  await app.expectPath(WIFI);
  expect((await draftOf(page)).wan?.update).toMatchObject({ mode: 0, dns_v4: { automatic: false, dns1: '1.1.1.1' } });
});

test('assistente, internet: o IP estático configurado no passo é gravado ao concluir (spec 2 §4.1, §4.6)', scenario({
  ...header,
  needs: ['control', 'clock'],
  effects: ['session', 'credentials', 'reboot', 'configuration', 'operation-mode'],
}), async ({ app, page, emulator, clock }) => {
  await emulator.wanDetect({ hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'not found' });
  await openWanStep(app, page);
  await app.confirm('Configurar manualmente');
  await fillStaticWan(app);
  await app.expectPath(WIFI);
  await app.follow('Pular assistente');
  await app.expectPath('/wizard/confirm');
  await concludeApplied(app, clock);
  const { wan } = (await emulator.state()).network;
  expect(wan).toMatchObject({
    mode: 1, ip4: '200.10.20.30', netmask: '255.255.255.0', gateway: '200.10.20.1',
    dns_v4: { automatic: false, dns1: '1.1.1.1', dns2: '' },
  });
});

test('assistente, internet: o PPPoE informado no passo cria o registro ao concluir', scenario({
  ...header,
  needs: ['control', 'clock'],
  effects: ['session', 'credentials', 'reboot', 'configuration', 'operation-mode'],
}), async ({ app, page, emulator, clock }) => {
  await emulator.wanDetect({ hasPPPoE: 'maybe' });
  await openWanStep(app, page);
  await app.confirm('Ok, entendi');
  await app.fill('Usuário', 'cliente@provedor');
  await app.fill('Senha', 'segredo123');
  await app.press('Avançar');
  await app.expectPath(WIFI);
  await app.follow('Pular assistente');
  await concludeApplied(app, clock);
  const s = await emulator.state();
  expect(s.network.wan.mode).toBe(2);
  expect(s.network.pppoe).toMatchObject({ id: 0, username: 'cliente@provedor', password: 'segredo123', mtu: 1492 });
});
