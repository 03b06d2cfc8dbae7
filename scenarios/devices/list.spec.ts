/**
 * /devices (spec 3 §2 'Devices'): the groups (by network, 'Cabeada', each mesh node by its name, 'Dispositivos
 * Bloqueados'), what each card shows, the cards hidden at -100 (a device that roams away too), a card opening
 * /devices/{mac}, the load error.
 */
import { timing, type ConnectedDevice } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { card, expectedGeneration, expectedSignal, group, LIST, nameOf } from './world';

test('os dispositivos agrupados por rede, cabeados e por nó; cada cartão com nome, MAC, sinal e geração', scenario({
  device: { profile: 'demo', mesh: { agents: 2 } },
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router }) => {
  const [devices, mesh] = await Promise.all([router.connectedDevices(), router.easymesh()]);
  await app.signIn({ at: LIST });
  await app.expectHeading('Dispositivos');

  const shown = devices.filter((d) => d.signalLevel !== -100);
  expect(shown.length).toBeLessThan(devices.length);
  for (const d of shown) {
    const node = d.node_mac ? mesh.nodes.find((n) => n.mac === d.node_mac) : undefined;
    const title = `Conectados na rede ${node ? node.name : d.network}`;
    const item = card(group(page, title), d);
    await expect(item).toBeVisible();
    await expect(item).toContainText(nameOf(d));
    await expect(item).toContainText(d.mac);
    await expect(item).toContainText(expectedSignal(d));
    if (d.band !== null) await expect(item).toContainText(expectedGeneration(d));
  }
  // a wired device is under 'Cabeada', named 'Desconhecido' when it announces no name
  await expect(group(page, 'Conectados na rede Cabeada').getByRole('link')).toHaveCount(
    shown.filter((d) => d.band === null && !d.node_mac).length,
  );
  expect(shown.some((d) => d.hostname === '')).toBe(true);
  await expect(page.getByRole('link', { name: /^Desconhecido, / }).first()).toBeVisible();
  // the device no longer seen has no card
  for (const d of devices.filter((x) => x.signalLevel === -100)) await expect(card(page, d)).toHaveCount(0);
  await expect(group(page, 'Dispositivos Bloqueados')).toHaveCount(0);
  // every card of the page is one of those
  await expect(page.getByRole('main').getByRole('link', { name: /, ([0-9A-F]{2}:){5}[0-9A-F]{2}$/ })).toHaveCount(shown.length);
});

test('um dispositivo bloqueado aparece só em "Dispositivos Bloqueados"', scenario({
  device: { profile: 'demo' },
  needs: ['faults'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router, emulator }) => {
  const devices = await router.connectedDevices();
  const target = devices.find((d) => d.signalLevel !== -100 && d.hostname !== '' && d.band !== null)!;
  // the router reports it blocked (how it came to be blocked is parental control's)
  await emulator.fault({
    method: 'GET',
    path: '/api/v1/connected_device',
    body: devices.map((d) => (d.mac === target.mac ? { ...d, blocked: true } : d)),
  });
  await app.signIn({ at: LIST });
  const blocked = group(page, 'Dispositivos Bloqueados');
  await expect(card(blocked, target)).toBeVisible();
  await expect(blocked.getByRole('link')).toHaveCount(1);
  await expect(card(page, target)).toHaveCount(1);
});

test('um cartão abre a página do dispositivo', scenario({
  device: { profile: 'demo' },
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router }) => {
  const d = (await router.connectedDevices()).find((x) => x.signalLevel !== -100 && x.hostname !== '')!;
  await app.signIn({ at: LIST });
  await card(page, d).click();
  await app.expectPath(`/devices/${encodeURIComponent(d.mac)}`);
  await expect(page.getByRole('heading', { name: d.hostname, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Conectado' })).toBeVisible();
});

test('a lista que não carrega mostra o erro e tenta de novo', scenario({
  device: { profile: 'demo' },
  needs: ['faults', 'clock'],
  // a bench: the poll's own retry, within its 5 s
  realTime: '5s',
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router, emulator, clock }) => {
  const [first] = (await router.connectedDevices()).filter((d) => d.signalLevel !== -100);
  await emulator.fault({ method: 'GET', path: '/api/v1/connected_device', status: 500 });
  await app.signIn({ at: LIST });
  await app.expectAlert('Não foi possível carregar os dispositivos conectados.');
  // the poll's own retry waits on the page's clock: the owner's button reads again
  await clock.pause();
  await emulator.clearFaults();
  if (!clock.real) await app.press('Tentar novamente');
  // a bench's page clock runs (pause leaves it alone): the poll's own retry, within its 5 s, may read before any
  // press could, so there the list comes back by that retry; the button's read is the emulator's to check
  else await clock.advance(timing.poll.devicePage);
  await expect(card(page, first)).toBeVisible();
});

test('um dispositivo que sai sozinho (sinal -100) some da lista, e volta depois', scenario({
  device: { profile: 'demo' },
  needs: ['control'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router, emulator }) => {
  const before = (await router.connectedDevices()).filter((d) => d.signalLevel !== -100);
  const signal = async (mac: string) => (await router.connectedDevices()).find((d) => d.mac === mac)?.signalLevel;
  // The emulator's phones and laptops roam on its clock (from half an hour on): ahead in 2-minute steps until one
  // has left. An absence lasts at least 4 minutes, so it is still away while the page opens.
  let gone: ConnectedDevice | undefined;
  await emulator.advance(timing.wait.roamQuiet);
  for (let i = 0; i < 75 && !gone; i++) {
    await emulator.advance(2 * 60_000);
    const now = await router.connectedDevices();
    gone = before.find((d) => now.some((x) => x.mac === d.mac && x.signalLevel === -100));
  }
  if (!gone) throw new Error('nenhum dispositivo saiu em 3 horas');
  await app.signIn({ at: LIST });
  // the list is there, without it
  await expect(page.getByRole('main').getByRole('link', { name: /, ([0-9A-F]{2}:){5}[0-9A-F]{2}$/ }).first()).toBeVisible();
  await expect(card(page, gone)).toHaveCount(0);

  // back: it stays at least half an hour
  for (let i = 0; i < 15 && (await signal(gone.mac)) === -100; i++) await emulator.advance(60_000);
  expect(await signal(gone.mac)).not.toBe(-100);
  await app.open(LIST);
  await expect(card(page, gone)).toBeVisible();
});
