/**
 * 'Fixar Endereço IP' on /devices/{mac} (spec 3 §2, §8): it adds the device's reservation or deletes it, with the
 * §8 texts: the limit ('max'), a refused add, a refused delete, and the DHCP-off note.
 */
import { expect, scenario, test } from '../dsl';
import { fillLeases } from '../network/limits-world';
import { LEASE_FULL, LEASE_LIMIT, leasesOf, onDevicePage, setDhcp } from './world';

const SWITCH = 'Fixar Endereço IP';

test('fixar o endereço cria a reserva do dispositivo; soltar o exclui', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, router }) => {
  const before = await router.leases();
  const { d, toggle } = await onDevicePage(app, router, SWITCH);
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(app.dialog('Configurações salvas com sucesso!')).toBeVisible();
  await app.confirm('Ok, entendi');
  await expect(toggle).toBeChecked();
  expect(await leasesOf(router, d.mac)).toEqual([expect.objectContaining({ ip: d.ip, mac: d.mac, description: d.hostname })]);

  await toggle.click();
  await app.confirm('Ok, entendi');
  await expect(toggle).not.toBeChecked();
  expect(await router.leases()).toEqual(before);
});

test('com o servidor DHCP desligado, a reserva é criada e o dono é avisado de que não terá efeito', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, router }) => {
  const { d, toggle } = await onDevicePage(app, router, SWITCH, () => setDhcp(router, false));
  await toggle.click();
  await expect(app.dialog('Configurações salvas com sucesso!')).toContainText(
    'O servidor DHCP está desabilitado. Para que a reserva de IP tenha efeito, reabilite o servidor DHCP em Rede > LAN.',
  );
  await app.confirm('Ok, entendi');
  expect(await leasesOf(router, d.mac)).toHaveLength(1);
});

test('no limite de reservas: o aviso curto ao lado das chaves, e ao tentar "máximo de reservas", nada criado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, page, router }) => {
  // the router at its limit: reservations added through its API until it answers "max" (a bench's guard deletes them)
  const { toggle } = await onDevicePage(app, router, SWITCH, () => fillLeases(router));
  // §8's short text, before anything is tried (the long one is the refusal's)
  await expect(page.getByText(LEASE_FULL, { exact: true })).toBeVisible();
  const before = await router.leases();
  await toggle.click();
  await expect(app.dialog('Erro')).toContainText(LEASE_LIMIT);
  await app.confirm('Ok, entendi');
  await expect(toggle).not.toBeChecked();
  expect(await router.leases()).toEqual(before);
});

test('a reserva recusada e a exclusão recusada mostram seus erros; nada muda', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, router, emulator }) => {
  const before = await router.leases();
  const { d, toggle } = await onDevicePage(app, router, SWITCH);

  await emulator.fault({ method: 'POST', path: '/api/v1/dhcp_static_lease', status: 500, times: 1 });
  await toggle.click();
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar adicionar reserva.');
  await app.confirm('Ok, entendi');
  await expect(toggle).not.toBeChecked();
  expect(await router.leases()).toEqual(before);

  await toggle.click();
  await app.confirm('Ok, entendi');
  const [lease] = await leasesOf(router, d.mac);
  await emulator.fault({ method: 'DELETE', path: `/api/v1/dhcp_static_lease/${lease.id}`, status: 500, times: 1 });
  await toggle.click();
  await expect(app.dialog('Erro')).toContainText('Ocorreu um erro ao tentar excluir reserva.');
  await app.confirm('Ok, entendi');
  await expect(toggle).toBeChecked();
  expect(await leasesOf(router, d.mac)).toEqual([lease]);
});
