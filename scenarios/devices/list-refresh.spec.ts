/**
 * /devices is read again every 5 s (spec 3 §4, §9) on the virtual clock, and not while the tab is hidden: a device
 * that joins, moves to a mesh node, leaves (-100) or is removed shows so at the next reading; the rates are the
 * counters' growth between two readings.
 */
import { timing } from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import { card, group, LIST } from './world';

const READ = '/api/v1/connected_device';

test('a lista é relida a cada 5 s: quem entra aparece, quem muda de nó muda de grupo, quem sai some', scenario({
  device: { profile: 'demo', mesh: { agents: 1 } },
  needs: ['clock', 'control', 'mesh'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, emulator, clock, router }) => {
  const [{ nodes }, devices] = await Promise.all([router.easymesh(), router.connectedDevices()]);
  const agent = nodes.find((n) => !n.isRoot)!;
  const ssid = devices.find((d) => d.band === '2.4' && !d.node_mac)!.network;
  await app.signIn({ at: LIST });
  await expect(group(page, `Conectados na rede ${ssid}`)).toBeVisible();

  const tablet = await emulator.addDevice({ hostname: 'Tablet-Sala', link: '2.4' });
  await expect(card(page, tablet)).toHaveCount(0);
  await clock.advance(timing.poll.devicePage);
  await expect(card(group(page, `Conectados na rede ${ssid}`), tablet)).toBeVisible();

  await emulator.changeDevice(tablet.mac, { node: agent.mac, link: '5' });
  await clock.advance(timing.poll.devicePage);
  await expect(card(group(page, `Conectados na rede ${agent.name}`), tablet)).toBeVisible();
  await expect(card(group(page, `Conectados na rede ${ssid}`), tablet)).toHaveCount(0);

  await emulator.changeDevice(tablet.mac, { link: 'wired', node: null });
  await clock.advance(timing.poll.devicePage);
  await expect(card(group(page, 'Conectados na rede Cabeada'), tablet)).toContainText('Cabeada');

  // it leaves: the router reports -100, the card goes
  await emulator.changeDevice(tablet.mac, { signalLevel: -100 });
  await clock.advance(timing.poll.devicePage);
  await expect(card(page, tablet)).toHaveCount(0);
  await emulator.changeDevice(tablet.mac, { signalLevel: 0 });
  await clock.advance(timing.poll.devicePage);
  await expect(card(page, tablet)).toBeVisible();

  await emulator.removeDevice(tablet.mac);
  await clock.advance(timing.poll.devicePage);
  await expect(card(page, tablet)).toHaveCount(0);
  expect((await router.connectedDevices()).some((d) => d.mac === tablet.mac)).toBe(false);
});

test('a cada leitura o cartão mostra o download e o upload em Mbps', scenario({
  device: { profile: 'demo' },
  needs: ['clock', 'control'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, emulator, clock }) => {
  const camera = await emulator.addDevice({ hostname: 'camera-sala', link: '2.4', downloadMbps: 12, uploadMbps: 4 });
  await app.signIn({ at: LIST });
  const item = card(page, camera);
  // one reading: no rate yet
  await expect(item).toContainText('Download — Mbps');
  // The page times its readings by its own clock: frozen between advances, it keeps step with the emulator's
  // (the reading made at opening, before the freeze, is off by the time that passed until it).
  await clock.pause();
  await clock.advance(timing.poll.devicePage);
  await expect(item).not.toContainText('Download — Mbps');
  await clock.advance(timing.poll.devicePage);
  await expect(item).toContainText('Download 12,00 Mbps');
  await expect(item).toContainText('Upload 4,00 Mbps');
  // new rates from now on (whole units of 100 kB in 5 s, as 12 and 4): the reading after next spans them only
  await emulator.changeDevice(camera.mac, { downloadMbps: 32, uploadMbps: 8 });
  await clock.advance(2 * timing.poll.devicePage);
  await expect(item).toContainText('Download 32,00 Mbps');
  await expect(item).toContainText('Upload 8,00 Mbps');
});

// A whole number of polls (the phase rule: exactly one read per poll.devicePage), short enough that with the hidden
// minute the waits fit a bench's two minutes of real time.
const WINDOW_POLLS = 11;
const WINDOW = WINDOW_POLLS * timing.poll.devicePage;

test('parada, a lista faz uma leitura a cada 5 s; com a aba oculta, nenhuma', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '116s',
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router, clock }) => {
  const [first] = (await router.connectedDevices()).filter((d) => d.signalLevel !== -100);
  await app.signIn({ at: LIST });
  await expect(card(page, first)).toBeVisible();
  await clock.pause();
  await router.clearJournal();
  await clock.advance(WINDOW);
  const reads = async () => (await router.journal()).filter((e) => e.method === 'GET' && e.path.startsWith(READ)).length;
  await clock.expectCount(`leituras da lista em ${WINDOW / 1000} s`, reads, WINDOW_POLLS);

  await app.setHidden(true);
  await router.clearJournal();
  await clock.advance('60s');
  expect((await router.journal()).filter((e) => e.path.startsWith(READ))).toEqual([]);

  await app.setHidden(false);
  await clock.advance('1s');
  expect((await router.journal()).filter((e) => e.path.startsWith(READ))).toHaveLength(1);
});
