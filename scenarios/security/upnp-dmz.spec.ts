/**
 * UPnP and the DMZ host (spec 3 §2, §4 DMZ, §5, §8): the switches, the host's rules, and the reservation the save
 * offers for a connected DMZ host — with its limit ('max') and the DHCP-off note.
 */
import { validationMessages as m } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { expectRefused, fillLeases, leases, system, unreservedDevice } from './settings-world';

const PAGE = '/security/upnp';

test('UPnP desligado e um dispositivo conectado como DMZ, com a reserva do seu IP', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const device = await unreservedDevice(router);
  expect((await system(router)).upnp).toBe(true);
  await app.signIn({ at: PAGE });
  await app.expectHeading('UPnP e DMZ');
  await page.getByRole('switch', { name: 'UPnP' }).uncheck();
  await page.getByRole('switch', { name: 'DMZ' }).check();
  await app.press(`Usar ${device.hostname}`);
  await expect(page.getByLabel('IP do dispositivo DMZ')).toHaveValue(device.ip);
  await app.press('Salvar');
  await expect(app.dialog('Reservar endereço IP')).toContainText(device.ip);
  await app.confirm('Reservar');
  await app.confirm('Ok, entendi');

  const stored = await system(router);
  expect(stored).toMatchObject({ upnp: false, dmz: { enabled: true, ip4: device.ip } });
  expect(await leases(router)).toContainEqual(expect.objectContaining({ mac: device.mac, ip: device.ip }));
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});

test('o IP do DMZ: obrigatório, válido e da rede local; o roteador recusa o mesmo', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, router }) => {
  const [lan] = await router.readAs<Array<{ ip4: string }>>('lan');
  const good = lan.ip4.replace(/\.\d+$/, '.77');
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'DMZ' }).check();
  await app.fill('IP do dispositivo DMZ', good);
  for (const [value, message] of [['10.0.0.9', m.notInNetwork], [lan.ip4, m.unusableAddress], ['192.168.0', m.invalidAddress]]) {
    await app.expectFieldRule('IP do dispositivo DMZ', value, message, good);
  }
  await app.fill('IP do dispositivo DMZ', '');
  await expect(page.getByText(m.required, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  const before = await system(router);
  await expectRefused(router, 'system/0', { dmz: { enabled: true, ip4: '10.0.0.9' } }, m.notInNetwork);
  await expectRefused(router, 'system/0', { upnp: false, dmz: { enabled: true, ip4: '' } }, m.required);
  expect(await system(router)).toEqual(before);
});

test('reserva recusada por limite: "máximo de reservas", com o DMZ já guardado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, router }) => {
  const device = await unreservedDevice(router);
  // the reservations filled up to the router's own limit, through its API
  await fillLeases(router, device);
  await app.signIn({ at: PAGE });
  await app.page.getByRole('switch', { name: 'DMZ' }).check();
  await app.press(`Usar ${device.hostname}`);
  await app.press('Salvar');
  await app.confirm('Reservar');
  await expect(app.dialog('Erro')).toContainText('Não foi possível incluir uma nova reserva, porque o número máximo de reservas foi atingido.');
  await app.confirm('Ok, entendi');
  expect((await system(router)).dmz).toEqual({ enabled: true, ip4: device.ip });
  expect((await leases(router)).some((l) => l.mac === device.mac)).toBe(false);
});

test('com o servidor DHCP desligado, a reserva é criada e o dono é avisado de que não terá efeito', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, router }) => {
  const device = await unreservedDevice(router);
  const [server] = await router.readAs<Array<{ interface: string }>>('dhcp_server');
  const off = await router.raw('PUT', `dhcp_server/${server.interface}`, { enabled: false }, await router.login());
  expect(off.status).toBe(200);
  await app.signIn({ at: PAGE });
  await app.page.getByRole('switch', { name: 'DMZ' }).check();
  await app.press(`Usar ${device.hostname}`);
  await app.press('Salvar');
  await app.confirm('Reservar');
  await expect(app.dialog('Configurações salvas com sucesso!')).toContainText(
    'O servidor DHCP está desabilitado. Para que a reserva de IP tenha efeito, reabilite o servidor DHCP em Rede > LAN.',
  );
  await app.confirm('Ok, entendi');
  expect(await leases(router)).toContainEqual(expect.objectContaining({ mac: device.mac, ip: device.ip }));
});

test('"Agora não": o DMZ é guardado sem reserva; uma falha ao salvar mantém o que foi escolhido', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@security'],
}), async ({ app, page, emulator, router }) => {
  const device = await unreservedDevice(router);
  const before = await leases(router);
  await app.signIn({ at: PAGE });
  await page.getByRole('switch', { name: 'DMZ' }).check();
  await app.press(`Usar ${device.hostname}`);
  await emulator.fault({ method: 'PUT', path: '/api/v1/system/0', status: 500, times: 1 });
  await app.press('Salvar');
  await app.press('Agora não');
  await expect(app.dialog('Erro')).toContainText('Não foi possível salvar as configurações de UPnP e DMZ.');
  await app.confirm('Ok, entendi');
  await expect(page.getByLabel('IP do dispositivo DMZ')).toHaveValue(device.ip);
  expect((await system(router)).dmz.enabled).toBe(false);

  await app.press('Salvar');
  await app.press('Agora não');
  await app.confirm('Ok, entendi');
  expect((await system(router)).dmz).toEqual({ enabled: true, ip4: device.ip });
  expect(await leases(router)).toEqual(before);
});
