/**
 * What the firmware, restore, date and time, management and mirroring scenarios read and send straight to the router,
 * and the firmware files they upload (our image format: contract/src/firmware.ts).
 */
import { expect } from '@playwright/test';
import {
  firmwareImageHeader, type DateTime, type Mirroring, type PortRedirect, type RemoteManagement, type ResetButton, type Tr069Config,
} from '@roteador/contract';
import type { RouterClient } from '../dsl/router';
import { read } from './system-pages-world';

export const datetime = async (router: RouterClient) => (await read<DateTime[]>(router, 'datetime'))[0];
export const resetButton = async (router: RouterClient) => (await read<ResetButton[]>(router, 'reset_button'))[0];
export const remoteManagement = async (router: RouterClient) => (await read<RemoteManagement[]>(router, 'remote_management'))[0];
export const tr069 = async (router: RouterClient) => (await read<Tr069Config[]>(router, 'tr069_config'))[0];
export const mirroring = async (router: RouterClient) => (await read<Mirroring[]>(router, 'mirroring'))[0];

/** An external port a port-forward rule of the router holds (the management ports must keep clear of it). */
export async function forwardedPort(router: RouterClient): Promise<number> {
  const [rule] = await read<PortRedirect[]>(router, 'natportredirect');
  expect(rule, 'o roteador tem uma regra de redirecionamento').toBeDefined();
  return rule.externalPort.start;
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

/** A firmware image file of `size` bytes for `model` at `version` (a header line, then filler). */
export function firmwareFile(model: string, version: string, size: number, name = `firmware-${version}.bin`) {
  const buffer = Buffer.alloc(size, 0x5a);
  buffer.write(firmwareImageHeader(model, version), 0, 'latin1');
  return { name, mimeType: 'application/octet-stream', buffer };
}

/** The requests of the journal with this method whose path starts with `prefix`. */
export async function requests(router: RouterClient, method: string, prefix: string) {
  return (await router.journal()).filter((e) => e.method === method && e.path.startsWith(prefix));
}
