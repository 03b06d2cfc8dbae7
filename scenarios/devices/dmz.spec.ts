/**
 * 'Definir como DMZ' on /devices/{mac} (spec 3 §4 DMZ, §8): on makes the device the DMZ host and, with the DHCP
 * server on, reserves its address; off stops it and removes the reservation; another DMZ host is replaced only after
 * the owner confirms; the §8 reservation errors and a refused save.
 */
import { expect, scenario, test } from '../dsl';
import { fillLeases } from '../network/limits-world';
import { detail, dmz, LEASE_LIMIT, leasesOf, onDevicePage, onSeenDevicePage, setDhcp, setDmz, unreservedDevice } from './world';

const SWITCH = 'Definir como DMZ';

test('ligar o DMZ reserva o endereço do dispositivo; desligar tira o DMZ e a reserva', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, page, router }) => {
  const { d, toggle } = await onDevicePage(app, router, SWITCH);
  expect((await dmz(router)).enabled).toBe(false);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await app.confirm('Ok, entendi');
  await expect(toggle).toBeChecked();
  expect(await dmz(router)).toEqual({ enabled: true, ip4: d.ip });
  expect(await leasesOf(router, d.mac)).toEqual([expect.objectContaining({ ip: d.ip, description: d.hostname })]);
  await expect(page.getByRole('switch', { name: 'Fixar Endereço IP' })).toBeChecked();

  await toggle.click();
  await app.confirm('Ok, entendi');
  await expect(toggle).not.toBeChecked();
  expect((await dmz(router)).enabled).toBe(false);
  expect(await leasesOf(router, d.mac)).toEqual([]);
});

test('outro dispositivo é o DMZ: só é substituído depois da confirmação', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, page, router }) => {
  const d = await unreservedDevice(router);
  const other = (await router.connectedDevices()).find((x) => x.mac !== d.mac && x.ip !== '' && x.signalLevel !== -100)!;
  await setDmz(router, other.ip);
  await app.signIn({ at: detail(d.mac) });
  const toggle = page.getByRole('switch', { name: SWITCH });
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(app.dialog('Substituir o DMZ')).toContainText(other.ip);
  await app.press('Cancelar');
  expect(await dmz(router)).toEqual({ enabled: true, ip4: other.ip });
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await app.confirm('Substituir');
  await app.confirm('Ok, entendi');
  expect(await dmz(router)).toEqual({ enabled: true, ip4: d.ip });
  await expect(toggle).toBeChecked();
});

test('com o servidor DHCP desligado, o DMZ é definido sem reserva', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, router }) => {
  const { d, toggle } = await onDevicePage(app, router, SWITCH, () => setDhcp(router, false));
  await toggle.click();
  await app.confirm('Ok, entendi');
  expect(await dmz(router)).toEqual({ enabled: true, ip4: d.ip });
  expect(await leasesOf(router, d.mac)).toEqual([]);
});

test('a reserva do DMZ recusada pelo limite mostra "máximo de reservas"; o DMZ fica definido', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, router }) => {
  // the router at its limit: reservations added through its API until it answers "max" (a bench's guard deletes them)
  const { d, toggle } = await onDevicePage(app, router, SWITCH, () => fillLeases(router));
  await toggle.click();
  await expect(app.dialog('Erro')).toContainText(LEASE_LIMIT);
  await app.confirm('Ok, entendi');
  expect(await dmz(router)).toEqual({ enabled: true, ip4: d.ip });
  expect(await leasesOf(router, d.mac)).toEqual([]);
});

test('o DMZ que o roteador recusa: erro, nada muda; a exclusão da reserva recusada: seu erro', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, router, emulator }) => {
  const { d, toggle } = await onDevicePage(app, router, SWITCH);
  await emulator.fault({ method: 'PUT', path: '/api/v1/system/0', status: 500, times: 1 });
  await toggle.click();
  await expect(app.dialog('Erro')).toContainText('Não foi possível alterar o DMZ.');
  await app.confirm('Ok, entendi');
  await expect(toggle).not.toBeChecked();
  expect((await dmz(router)).enabled).toBe(false);
  expect(await leasesOf(router, d.mac)).toEqual([]);

  // on, with its reservation; then off with the reservation's removal refused
  await toggle.click();
  await app.confirm('Ok, entendi');
  await emulator.fault({ method: 'DELETE', path: '/api/v1/dhcp_static_lease/*', status: 500, times: 1 });
  await toggle.click();
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar excluir reserva.');
  await app.confirm('Ok, entendi');
  expect((await dmz(router)).enabled).toBe(false);
  expect(await leasesOf(router, d.mac)).toHaveLength(1);
});

test('fora do modo roteador, a página não oferece DMZ nem reserva', scenario({
  device: { profile: { base: 'demo', operationMode: 1 } },
  // on a bench the runner switches the router to access point through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router }) => {
  const d = await onSeenDevicePage(app, router);
  await expect(page.getByRole('heading', { name: d.hostname || 'Desconhecido', exact: true })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
});
