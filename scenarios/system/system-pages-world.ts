/** What the system pages' scenarios read and send straight to the router: daily reboot, syslog and LEDs. */
import { expect } from '@playwright/test';
import type { DailyReboot, Led, Syslog } from '@roteador/contract';
import type { RouterClient } from '../dsl/router';

export async function read<T>(router: RouterClient, path: string): Promise<T> {
  const r = await router.raw('GET', path, undefined, await router.login());
  expect(r.status, `GET ${path}`).toBe(200);
  return r.body as T;
}

export const dailyReboot = async (router: RouterClient) => (await read<DailyReboot[]>(router, 'daily_reboot'))[0];
export const syslog = async (router: RouterClient) => (await read<Syslog[]>(router, 'syslog'))[0];
export const led = async (router: RouterClient) => (await read<Led[]>(router, 'led'))[0];

/** A write the router refuses with this message. */
export async function expectRefused(router: RouterClient, path: string, body: unknown, message: string) {
  const r = await router.raw('PUT', path, body, await router.login());
  expect(r.status, `PUT ${path} ${JSON.stringify(body)}`).toBe(400);
  expect((r.body as { message: string }).message).toBe(message);
}
