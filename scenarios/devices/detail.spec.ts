/**
 * /devices/{mac} (spec 3 §2 'Devices', §4): the status, the connection, Wi-Fi generation and signal cards, the
 * information lines, the 5 s refresh (a device that leaves shows 'Desconectado'), and an unknown MAC going back to
 * /devices.
 */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { detail, fact, infoLine } from './world';

test('um dispositivo Wi-Fi: status, conexão, geração, sinal e as linhas de informação', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, page, router, emulator }) => {
  // IPv6 on: the device also has an address in the LAN's prefix ('IPv6 1')
  const on = await router.raw('PUT', 'system/0', { ipv6: { enabled: true } }, await router.login());
  expect(on.status).toBe(200);
  const added = await emulator.addDevice({ hostname: 'Notebook-Escritorio', link: '5', signalLevel: -70 });
  const d = (await router.connectedDevices()).find((x) => x.mac === added.mac)!;
  const linkLocal = d.ip6_list.find((a) => a.startsWith('fe80:'))!;
  const global = d.ip6_list.find((a) => !a.startsWith('fe80:'))!;
  expect(global).toBeTruthy();

  await app.signIn({ at: detail(d.mac) });
  await expect(page.getByRole('heading', { name: 'Notebook-Escritorio', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Conectado$/ })).toBeVisible();
  await expect(fact(page, 'Conexão')).toContainText('Conectado');
  await expect(fact(page, 'Conexão')).toContainText(d.network);
  await expect(fact(page, 'Geração Wi-Fi')).toContainText('Wi-Fi 6');
  await expect(fact(page, 'Nível de sinal')).toContainText('-70 dBm (Moderado)');

  await expect(infoLine(page, 'IPv4')).toHaveText(d.ip);
  await expect(infoLine(page, 'IPv6 link local')).toHaveText(linkLocal);
  await expect(infoLine(page, 'IPv6 1')).toHaveText(global);
  await expect(infoLine(page, 'MAC')).toHaveText(d.mac);
  await expect(infoLine(page, 'Rede')).toHaveText(d.network);
  await expect(infoLine(page, 'Protocolo Wi-Fi')).toHaveText('802.11ax');
  await expect(infoLine(page, 'Velocidade do link')).toHaveText(`${d.txRate.toLocaleString('pt-BR')} Mbps`);
});

test('um dispositivo cabeado: "Cabeada" no lugar do sinal, da geração e do protocolo', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, emulator }) => {
  const nas = await emulator.addDevice({ hostname: '', link: 'wired' });
  await app.signIn({ at: detail(nas.mac) });
  await expect(page.getByRole('heading', { name: 'Desconhecido', exact: true })).toBeVisible();
  for (const title of ['Geração Wi-Fi', 'Nível de sinal']) await expect(fact(page, title)).toContainText('Cabeada');
  await expect(infoLine(page, 'Rede')).toHaveText('Cabeada');
  await expect(infoLine(page, 'Protocolo Wi-Fi')).toHaveText('Cabeada');
  await expect(infoLine(page, 'Velocidade do link')).toHaveText('1.000 Mbps');
  await expect(infoLine(page, 'IPv6 1')).toHaveCount(0);
});

test('a página é relida a cada 5 s: o dispositivo que sai fica Desconectado, e volta Conectado', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, emulator, clock, router }) => {
  const phone = await emulator.addDevice({ hostname: 'Galaxy-Tab', link: '2.4', signalLevel: -58 });
  await app.signIn({ at: detail(phone.mac) });
  const status = page.getByRole('status').filter({ hasText: /^(Conectado|Desconectado)$/ });
  await expect(status).toHaveText('Conectado');

  await emulator.changeDevice(phone.mac, { signalLevel: -100 });
  await clock.advance(timing.poll.devicePage);
  await expect(status).toHaveText('Desconectado');
  await expect(fact(page, 'Nível de sinal')).toContainText('Sem conexão');

  await emulator.changeDevice(phone.mac, { signalLevel: -80, link: '5' });
  await clock.advance(timing.poll.devicePage);
  await expect(status).toHaveText('Conectado');
  await expect(fact(page, 'Nível de sinal')).toContainText('-80 dBm (Ruim)');

  await clock.pause();
  await router.clearJournal();
  await clock.advance(6 * timing.poll.devicePage);
  const reads = (await router.journal()).filter((e) => e.method === 'GET' && e.path.startsWith('/api/v1/connected_device'));
  expect(reads).toHaveLength(6);
});

test('um MAC que o roteador não conhece volta para a lista; um dispositivo removido também', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, emulator, clock }) => {
  await app.signIn({ at: detail('02:00:00:00:99:99') });
  await app.expectPath('/devices');

  const gone = await emulator.addDevice({ hostname: 'Visitante' });
  await app.open(detail(gone.mac));
  await app.expectHeading('Visitante');
  await emulator.removeDevice(gone.mac);
  await clock.advance(timing.poll.devicePage);
  await app.expectPath('/devices');
});

test('o que não carrega na página mostra seu erro: o dispositivo, o DMZ e as reservas, o controle parental', scenario({
  device: { profile: 'demo' },
  needs: ['faults', 'clock'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router, emulator, clock }) => {
  const d = (await router.connectedDevices()).find((x) => x.signalLevel !== -100 && x.hostname !== '' && !x.node_mac)!;
  await emulator.fault({ method: 'GET', path: '/api/v1/connected_device', status: 500 });
  await emulator.fault({ method: 'GET', path: '/api/v1/system', status: 500, times: 1 });
  await emulator.fault({ method: 'GET', path: '/cloud/parental/*', status: 500 });
  await app.signIn({ at: detail(d.mac) });
  await app.expectAlert('Não foi possível carregar os dispositivos conectados.');
  // the poll's own retry waits on the page's clock: the owner's button reads again
  await clock.pause();
  await emulator.clearFaults();
  await emulator.fault({ method: 'GET', path: '/api/v1/system', status: 500, times: 1 });
  await emulator.fault({ method: 'GET', path: '/cloud/parental/*', status: 500 });
  await app.press('Tentar novamente');
  await expect(page.getByRole('heading', { name: d.hostname, exact: true })).toBeVisible();
  const addressing = page.getByRole('region', { name: 'Endereçamento' });
  await expect(addressing.getByRole('alert')).toContainText('Não foi possível carregar o DMZ e as reservas de IP.');
  await expect(page.getByRole('main').getByRole('link', { name: /^Bloqueio/ })).toContainText('Indisponível');
  await addressing.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(addressing.getByRole('switch', { name: 'Definir como DMZ' })).toBeVisible();
});

test('sinal de -66 dBm é moderado, como o de um nó mesh (spec 2 §9); -65 é bom, -76 ruim', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, page, emulator }) => {
  const added = await emulator.addDevice({ hostname: 'Tablet-Sala', link: '5', signalLevel: -66 });
  await app.signIn({ at: detail(added.mac) });
  await expect(fact(page, 'Nível de sinal')).toContainText('-66 dBm (Moderado)');
  for (const [level, text] of [[-65, '-65 dBm (Bom)'], [-75, '-75 dBm (Moderado)'], [-76, '-76 dBm (Ruim)']] as const) {
    await emulator.changeDevice(added.mac, { signalLevel: level });
    await page.reload();
    await expect(fact(page, 'Nível de sinal')).toContainText(text);
  }
});
