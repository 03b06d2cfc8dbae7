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

/**
 * The router restarted after `since` (a journal time: the emulator's virtual ms, real ms on a bench): the uptime it
 * answers now is shorter than the time from `since` to that answer's request. Answers the uptime (seconds).
 */
export async function expectRestartedSince(router: RouterClient, since: number): Promise<number> {
  const { uptime } = await router.device();
  const read = (await router.journal()).filter((e) => e.method === 'GET' && e.path.startsWith('/api/v1/device')).at(-1);
  expect(read, 'a leitura do tempo ligado no registro').toBeDefined();
  expect(uptime, 'o tempo ligado conta de depois do pedido').toBeLessThan((read!.time - since) / 1000);
  return uptime;
}
