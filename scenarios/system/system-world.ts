/**
 * What the system scenarios read and send straight to the router (daily reboot, syslog, LEDs, firmware, restore,
 * date and time, management, mirroring), and the firmware files they upload (our image format:
 * contract/src/firmware.ts).
 */
import { expect, type Page } from '@playwright/test';
import {
  firmwareImageHeader, timing, type DailyReboot, type DateTime, type Led, type Mirroring, type PortRedirect, type RemoteManagement,
  type ResetButton, type Syslog, type Tr069Config,
} from '@roteador/contract';
import type { App } from '../dsl/app';
import type { Clock } from '../dsl/clock';
import type { EmulatorControl } from '../dsl/emulator';
import type { RouterClient } from '../dsl/router';

export const dailyReboot = async (router: RouterClient) => (await router.readAs<DailyReboot[]>('daily_reboot'))[0];
export const syslog = async (router: RouterClient) => (await router.readAs<Syslog[]>('syslog'))[0];
export const led = async (router: RouterClient) => (await router.readAs<Led[]>('led'))[0];
export const datetime = async (router: RouterClient) => (await router.readAs<DateTime[]>('datetime'))[0];
export const resetButton = async (router: RouterClient) => (await router.readAs<ResetButton[]>('reset_button'))[0];
export const remoteManagement = async (router: RouterClient) => (await router.readAs<RemoteManagement[]>('remote_management'))[0];
export const tr069 = async (router: RouterClient) => (await router.readAs<Tr069Config[]>('tr069_config'))[0];
export const mirroring = async (router: RouterClient) => (await router.readAs<Mirroring[]>('mirroring'))[0];

/** An external port a port-forward rule of the router holds (the management ports must keep clear of it). */
export async function forwardedPort(router: RouterClient): Promise<number> {
  const [rule] = await router.readAs<PortRedirect[]>('natportredirect');
  expect(rule, 'o roteador tem uma regra de redirecionamento').toBeDefined();
  return rule.externalPort.start;
}

/** A write the router refuses with this message. */
export async function expectRefused(router: RouterClient, path: string, body: unknown, message: string) {
  const r = await router.raw('PUT', path, body, await router.login());
  expect(r.status, `PUT ${path} ${JSON.stringify(body)}`).toBe(400);
  expect((r.body as { message: string }).message).toBe(message);
}

/** A write (PUT by default) the router refuses with this message and field, changing nothing `snapshot` reads. */
export async function expectRefusedUnchanged<T>(
  router: RouterClient, path: string, body: unknown, message: string, field: string | undefined,
  snapshot: () => Promise<T>, method = 'PUT',
) {
  const before = await snapshot();
  const r = await router.raw(method, path, body, await router.login());
  expect(r.status, `${method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBe(400);
  expect(r.body).toMatchObject({ status: 'error', message, ...(field ? { field } : {}) });
  expect(await snapshot() as unknown).toEqual(before);
}

/**
 * The router restarted after `since` (a journal time: the emulator's virtual ms, real ms on a bench): the uptime it
 * answers now is shorter than the time from `since` to that answer's request. Answers the uptime (seconds).
 */
export async function expectRestartedSince(router: RouterClient, since: number): Promise<number> {
  const { uptime } = await router.device();
  const read = (await requests(router, 'GET', '/api/v1/device')).at(-1);
  expect(read, 'a leitura do tempo ligado no registro').toBeDefined();
  expect(uptime, 'o tempo ligado conta de depois do pedido').toBeLessThan((read!.time - since) / 1000);
  return uptime;
}

/** The requests of the journal with this method whose path starts with `prefix`. */
export async function requests(router: RouterClient, method: string, prefix: string) {
  return (await router.journal()).filter((e) => e.method === method && e.path.startsWith(prefix));
}

/** A firmware image file of `size` bytes for `model` at `version` (a header line, then filler). */
export function firmwareFile(model: string, version: string, size: number, name = `firmware-${version}.bin`) {
  const buffer = Buffer.alloc(size, 0x5a);
  buffer.write(firmwareImageHeader(model, version), 0, 'latin1');
  return { name, mimeType: 'application/octet-stream', buffer };
}

export const UPDATE_PAGE = '/system/update';

/** The remote update card's verdict ('A versão … está disponível.', 'Seu roteador já está com a versão mais recente.'). */
export const remoteUpdateStatus = (page: Page) =>
  page.getByRole('region', { name: 'Atualização pelo provedor' }).getByRole('status');

/** The firmware service offers 1.5.0 (the demo runs 1.4.2) and the owner is on the update page. */
export async function offeredUpdate(app: App, emulator: EmulatorControl) {
  await emulator.firmware('1.5.0');
  await app.signIn({ at: UPDATE_PAGE });
}

/** 'Atualizar agora', confirmed: the update is asked of the router (upgrade_by_remote). */
export async function startRemoteUpdate(app: App) {
  await app.press('Atualizar agora');
  await app.confirm('Atualizar');
}

/** A remote update on the virtual clock, to its end: the download, the router's restart into it, the poll after. */
export async function throughRemoteUpdate(clock: Clock) {
  await clock.advance(timing.wait.firmwareDownload + timing.wait.nodeDownAfterUpgrade);
  await clock.advance(timing.poll.firmwareProgress); // the poll after the router is back
}
