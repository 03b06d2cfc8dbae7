/**
 * The device page's parental-control cards (spec 3 §2, §4 'Device block card'): block status, bandwidth control and
 * URL filters as parental control holds them, each leading to the device's parental page in router mode; a device
 * blocked meanwhile shows so at the next reading, and appears under 'Dispositivos Bloqueados'.
 */
import type { Page } from '@playwright/test';
import {
  type ConnectedDevice,
  DateTimeList,
  datetimePath,
  deviceIdOf,
  emptyWeek,
  timing,
  type Week,
} from '@roteador/contract';
import { expect, scenario, test } from '../dsl';
import type { RouterClient } from '../dsl/router';
import type { Target } from '../dsl/target';
import { card, detail, group, LIST, onSeenDevicePage } from './world';

/** A call to the parental remote service (the emulator plays it under /cloud/parental). */
async function remote(target: Target, router: RouterClient, method: string, what: string, body: unknown) {
  const deviceid = deviceIdOf((await router.device()).mac);
  const r = await fetch(`${target.baseURL}/cloud/parental/${deviceid}/${what}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  expect(r.status, `${method} ${what}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as { id: string };
}

async function someDevice(router: RouterClient): Promise<ConnectedDevice> {
  const found = (await router.connectedDevices()).find((d) => d.signalLevel !== -100 && d.hostname !== '' && !d.node_mac);
  if (!found) throw new Error('o perfil demo não tem um dispositivo conectado com nome');
  return found;
}

const DAYS: Array<keyof Week> = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A card that leads to the parental page: a link named by its title, then its value. */
const linkOf = (page: Page, title: string) => page.getByRole('main').getByRole('link', { name: new RegExp(`^${title}\\b`) });

test('os cartões de bloqueio, controle de banda e filtros de URL mostram o que o controle parental guarda', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, page, router, target }) => {
  const d = await someDevice(router);
  const parentalPage = `/parental-control/devices/${encodeURIComponent(d.mac)}`;
  await app.signIn({ at: detail(d.mac) });
  for (const [title, value] of [['Bloqueio', 'Inativo'], ['Controle de banda', 'Sem regra'], ['Filtros de URL', 'Nenhum filtro']]) {
    await expect(linkOf(page, title)).toContainText(value);
    await expect(linkOf(page, title)).toHaveAttribute('href', parentalPage);
  }

  const rule = { enabled: true, mode: 'limit', name: d.hostname, target: d.mac, type: 2, download: 10_000, upload: 2_500 };
  const created = await router.raw('POST', 'qos_rule', rule, await router.login());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await remote(target, router, 'POST', 'urlfilter', { mac: d.mac, url: 'jogos.com.br', description: 'Jogos' });
  await remote(target, router, 'POST', 'urlfilter', { mac: d.mac, url: 'videos.com.br', description: '' });
  await remote(target, router, 'POST', 'block', { target: d.mac });

  await app.open(detail(d.mac));
  await expect(linkOf(page, 'Bloqueio')).toContainText('Ativo');
  await expect(linkOf(page, 'Controle de banda')).toContainText('Limitar');
  await expect(linkOf(page, 'Controle de banda')).toContainText('Download 10,00 Mbps · Upload 2,50 Mbps');
  await expect(linkOf(page, 'Filtros de URL')).toContainText('2 filtros');
  await linkOf(page, 'Bloqueio').click();
  await app.expectPath(parentalPage);
});

test('um bloqueio agendado fora da sua janela: o cartão diz Agendado', scenario({
  device: { profile: 'demo' },
  effects: ['session', 'configuration'],
  tags: ['@devices', '@time'],
}), async ({ app, page, router, target }) => {
  const d = await someDevice(router);
  // a window three days from the router's day (UTC) is not now, on the router's clock (the card judges by it): on the
  // emulator (a Thursday), Sunday night
  const [{ datetime }] = await router.read(datetimePath, DateTimeList);
  const day = DAYS[(new Date(datetime * 1000).getUTCDay() + 3) % 7];
  const week = emptyWeek();
  week[day].time_windows = [{ start_time: '01:00', end_time: '02:00' }];
  const schedule = await remote(target, router, 'POST', 'schedule', { name: 'Madrugada', week });
  await remote(target, router, 'POST', 'scheduled_block', { scheduleid: schedule.id, target: d.mac });
  await app.signIn({ at: detail(d.mac) });
  await expect(linkOf(page, 'Bloqueio')).toContainText('Agendado');
});

test('um dispositivo bloqueado enquanto a página está aberta: o cartão passa a Ativo, e a lista o põe entre os bloqueados', scenario({
  device: { profile: 'demo' },
  needs: ['clock'],
  realTime: '10s',
  effects: ['session', 'configuration'],
  tags: ['@devices'],
}), async ({ app, page, router, target, clock }) => {
  const d = await someDevice(router);
  await app.signIn({ at: detail(d.mac) });
  await expect(linkOf(page, 'Bloqueio')).toContainText('Inativo');
  await remote(target, router, 'POST', 'block', { target: d.mac });
  // the router applies it a few seconds later; the page reads the device every 5 s
  await clock.advance(2 * timing.poll.devicePage);
  await expect(linkOf(page, 'Bloqueio')).toContainText('Ativo');
  expect((await router.connectedDevices()).find((x) => x.mac === d.mac)?.blocked).toBe(true);

  await app.open(LIST);
  await expect(card(group(page, 'Dispositivos Bloqueados'), d)).toBeVisible();
});

test('fora do modo roteador os cartões não levam ao controle parental', scenario({
  device: { profile: { base: 'demo', operationMode: 1 } },
  // on a bench the runner switches the router to access point through its API first, and back to its mode after
  lab: ['operation-mode'],
  effects: ['session'],
  tags: ['@devices'],
}), async ({ app, page, router }) => {
  await onSeenDevicePage(app, router);
  await expect(page.getByRole('region', { name: 'Bloqueio', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^(Bloqueio|Controle de banda|Filtros de URL)/ })).toHaveCount(0);
});
