/** What the parental scenarios share: weeks, rules stored through the service, lists and refusals. */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  DateTimeList, datetimePath, emptyWeek, timeText, timeZoneOffset, timing, type ConnectedDevice, type Week, weekDays, weekToUtc,
} from '@roteador/contract';
import type { App } from '../dsl/app';
import type { Clock } from '../dsl/clock';
import type { RouterClient } from '../dsl/router';

export const SCHEDULE = '/parental-control/schedule';
export const DEVICES = '/parental-control/devices';
export const ALL = '/parental-control/devices/all';
/** Brasília, the emulator's zone unless a scenario sets another. */
export const BRT = -180;

/** The router's clock (GET datetime): its zone (`timezone`, absent: UTC) and its time now (epoch s). */
export async function routerClock(router: RouterClient) {
  const [clock] = await router.read(datetimePath, DateTimeList);
  return { timezone: clock.timezone, offset: clock.timezone ? timeZoneOffset(clock.timezone) : 0, now: clock.datetime };
}

const HALF_HOUR = 30 * 60_000;

/**
 * A window of the router's local week: the one of `minutes` from the half hour holding `at` (epoch ms) — its day, its
 * times (ending at midnight at the latest) and its start (epoch ms). Half hours are the same instants in every zone a
 * router may have (whole hours from UTC).
 */
export function localWindow(at: number, offset: number, minutes: number) {
  const start = Math.floor(at / HALF_HOUR) * HALF_HOUR;
  const local = new Date(start + offset * 60_000);
  const from = local.getUTCHours() * 60 + local.getUTCMinutes();
  const day = weekDays[local.getUTCDay()];
  return { day, times: [timeText(from), timeText(Math.min(from + minutes, 24 * 60))] as [string, string], start };
}

/** How the schedule page names a zone: 'UTC-03:00'. */
export function utcLabel(offset: number): string {
  const a = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, '0');
  return `UTC${offset < 0 ? '-' : '+'}${two(Math.floor(a / 60))}:${two(a % 60)}`;
}

export function week(days: Partial<Record<keyof Week, Array<[string, string]>>>): Week {
  const w = emptyWeek();
  for (const [day, list] of Object.entries(days)) {
    w[day as keyof Week].time_windows = list!.map(([start_time, end_time]) => ({ start_time, end_time }));
  }
  return w;
}

/** A list on the page by its title, and one of its rows by a text it holds. */
export const list = (page: Page, title: string): Locator => page.getByRole('list', { name: title });
export const row = (page: Page, title: string, text: string): Locator => list(page, title).getByRole('listitem').filter({ hasText: text });

/** Stores through the remote service (setup on the emulator or a bench alike); answers the record. */
export async function store<T = Record<string, any>>(router: RouterClient, path: string, body: unknown): Promise<T> {
  const r = await router.parental('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as T;
}

/** A schedule given in the router's local time (Brasília unless said). */
export function storeSchedule(router: RouterClient, name: string, local: Week, offset = BRT) {
  return store<{ id: string; name: string }>(router, 'schedule', { name, week: weekToUtc(local, offset) });
}

/** The service refuses this write with the UI's message, and nothing changes. */
export async function expectRefused(router: RouterClient, method: 'POST' | 'PUT', path: string, body: unknown, message: string) {
  const list = path.split('/')[0];
  const before = (await router.parental('GET', list)).body;
  const r = await router.parental(method, path, body);
  expect(r.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
  expect((r.body as { message: string }).message).toBe(message);
  expect((await router.parental('GET', list)).body).toEqual(before);
}

/** A wired, named connected device (wired devices never roam away: their traffic only stops when blocked). */
export async function aDevice(router: RouterClient) {
  const list = await router.connectedDevices();
  const d = list.find((c) => c.band === null && c.signalLevel !== -100 && c.hostname !== '');
  if (!d) throw new Error('nenhum dispositivo conectado com nome');
  return d;
}

/** The device as the router sees it now (connected_device). */
export async function seen(router: RouterClient, mac: string): Promise<ConnectedDevice> {
  return (await router.connectedDevices()).find((c) => c.mac === mac)!;
}

/** A form's 'Dispositivo' select: a connected device ('name - MAC') or 'Outro' (a MAC typed by hand). */
export function chooseDevice(page: Page, device: Pick<ConnectedDevice, 'hostname' | 'mac'> | 'Outro') {
  const label = device === 'Outro' ? device : `${device.hostname} - ${device.mac}`;
  return page.getByLabel('Dispositivo').selectOption({ label });
}

/** A block change confirmed (its question, then the success), and the time the router takes to apply it. */
export async function confirmApplied(app: App, clock: Clock) {
  await app.confirm();
  await app.confirm('Ok, entendi');
  await clock.advance(timing.wait.parentalApply);
}
