import { modelInfo } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { card, dashboardLoaded, main, stored, storedFirst, wanConnected } from './world';

type Wireless = { ssid: string; enabled: boolean; mode: number; frequency: '2.4' | '5' };
type Radio = { frequency: '2.4' | '5'; channel: number; configuredChannel: number; bandwidth: string; enabled: boolean };
type Client = { signalLevel: number };

const band = (f: string) => (f === '2.4' ? '2,4 GHz' : `${f} GHz`);

test('roteador principal: cada cartão leva à sua página e resume o que o roteador tem', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  effects: ['session'],
  tags: ['@dashboard', '@bench'],
}), async ({ app, page, router }) => {
  await app.signIn();
  await dashboardLoaded(page);
  const links = main(page);

  // Redes Wi-Fi: each SSID the router broadcasts, with its bands
  const wifi = links.getByRole('link', { name: 'Redes Wi-Fi' });
  await expect(wifi).toHaveAttribute('href', '/network/wifi');
  const networks = (await stored<Wireless[]>(router, 'wireless')).filter((w) => w.enabled && w.mode !== 1);
  expect(networks.length).toBeGreaterThan(0);
  for (const n of networks) {
    await expect(wifi.getByRole('listitem').filter({ hasText: n.ssid }).first()).toContainText(band(n.frequency));
  }

  // Configurações de rede: channel and bandwidth of each radio
  const radio = links.getByRole('link', { name: 'Configurações de rede' });
  await expect(radio).toHaveAttribute('href', '/network/wifi/radio');
  for (const r of await stored<Radio[]>(router, 'radio')) {
    const channel = r.configuredChannel === 0 ? `Canal automático (${r.channel})` : `Canal ${r.channel}`;
    await expect(radio).toContainText(`${band(r.frequency)} ${channel} · ${r.bandwidth} MHz`);
  }

  // Dispositivos: how many the router sees now
  const seen = (await stored<Client[]>(router, 'connected_device')).filter((d) => d.signalLevel !== -100).length;
  const devices = links.getByRole('link', { name: 'Dispositivos' });
  await expect(devices).toHaveAttribute('href', '/devices');
  await expect(devices).toContainText(`${seen} dispositivos conectados`);

  await expect(links.getByRole('link', { name: 'Controle de banda' })).toHaveAttribute('href', '/security/bandcontrol');
  await expect(card(page, 'Conexão remota')).toContainText('Online');
  await expect(card(page, 'Rede inMesh')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Detalhes da WAN' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Detalhes da LAN' })).toBeVisible();
  // the assistant's card only on a model with voice (the router's own: the demo's has none), not access point, not
  // repeater
  const { voice } = modelInfo((await router.device()).model);
  await expect(links.getByRole('link', { name: 'Assistente Alexa' })).toHaveCount(voice ? 1 : 0);
  await expect(page.getByRole('button', { name: 'Detalhes do link' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Detalhes do repetidor' })).toHaveCount(0);

  await wifi.click();
  await app.expectPath('/network/wifi');
});

test('nó secundário (agente): sem redes, dispositivos, controle de banda, WAN e LAN', scenario({
  // on a bench: a router inventoried as a mesh agent (mesh-role:agent), opened at its own address
  device: { profile: { base: 'demo', meshRole: 'agent' } },
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router }) => {
  await app.signIn();
  await dashboardLoaded(page, { connection: false });
  await expect(card(page, 'Tráfego da internet')).toBeVisible();
  await expect(card(page, 'Tempo ligado')).toBeVisible();
  for (const name of ['Redes Wi-Fi', 'Dispositivos', 'Controle de banda', 'Configurações de rede']) {
    await expect(main(page).getByRole('link', { name })).toHaveCount(0);
  }
  await expect(card(page, 'Conexão')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Detalhes/ })).toHaveCount(0);
  // an agent lists the mesh but neither adds nor removes routers
  await expect(card(page, 'Rede inMesh')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar roteador' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remover/ })).toHaveCount(0);
  // what it hides, it does not read either
  const paths = (await router.journal()).map((e) => e.path);
  expect(paths).not.toContain('/api/v1/wireless');
  expect(paths).not.toContain('/api/v1/connected_device');
  expect(paths).not.toContain('/api/v1/lan');
});

test('modo ponto de acesso: status do link em vez da WAN, sem controle de banda', scenario({
  device: { profile: { base: 'demo', operationMode: 1 } },
  // on a bench the runner switches the router's mode through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router }) => {
  await wanConnected(router);
  await app.signIn();
  await dashboardLoaded(page);
  const connection = card(page, 'Conexão');
  await expect(connection).toContainText('Link com o roteador principal');
  await expect(connection).toContainText('Conectado');
  await expect(page.getByRole('button', { name: 'Detalhes do link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Detalhes da LAN' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Detalhes da WAN' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Controle de banda' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Redes Wi-Fi' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Configurações de rede' })).toBeVisible();
});

test('modo repetidor: conexão do repetidor; sem configurações de rádio nem controle de banda', scenario({
  device: { profile: { base: 'demo', operationMode: 3 } },
  // on a bench the runner switches the router's mode through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page }) => {
  await app.signIn();
  await dashboardLoaded(page);
  await expect(card(page, 'Conexão')).toContainText('Rede repetida');
  await expect(page.getByRole('button', { name: 'Detalhes do repetidor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Detalhes da WAN' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Configurações de rede' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Controle de banda' })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'Redes Wi-Fi' })).toBeVisible();
});

// the voice model as it comes, then registered with the owner's Amazon account (done on Amazon's site): on a bench two
// routers of that model, one of them inventoried `alexa-registered` (scenarios/dsl/lab.ts)
test('modelo com voz não registrado: cartão do assistente diz "Não registrado"', scenario({
  device: { profile: { base: 'demo', model: 'Twibi Force Voice' } },
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router }) => {
  await app.signIn();
  const alexaCard = main(page).getByRole('link', { name: 'Assistente Alexa' });
  await expect(alexaCard).toHaveAttribute('href', '/amazon/alexa');
  await expect(alexaCard).toContainText('Não registrado');
  expect((await storedFirst<{ is_registered: boolean }>(router, 'voice_assistant')).is_registered).toBe(false);
});

test('modelo com voz: cartão do assistente mostra o registro', scenario({
  device: { profile: { base: 'demo', model: 'Twibi Force Voice', alexaRegistered: true } },
  effects: ['session'],
  tags: ['@dashboard'],
}), async ({ app, page, router }) => {
  await app.signIn();
  const alexaCard = main(page).getByRole('link', { name: 'Assistente Alexa' });
  await expect(alexaCard).toHaveAttribute('href', '/amazon/alexa');
  await expect(alexaCard).toContainText('Registrado');
  await expect(alexaCard).not.toContainText('Não registrado');
  expect((await storedFirst<{ is_registered: boolean }>(router, 'voice_assistant')).is_registered).toBe(true);
});
