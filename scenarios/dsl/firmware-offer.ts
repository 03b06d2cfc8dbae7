/**
 * The firmware service offering a newer version, on any target: the emulator's `firmware(version)` needs its control
 * API, but the service's answer reaches the page through the target's front door (the emulator's /cloud, a bench's
 * proxy), where a fault can change it (`needs: ['faults']`). So the service's real answer is read first, as the page
 * reads it, and the fault answers it with a newer `last`, everything else as the service said.
 */
import { assert } from 'superstruct';
import { expect } from '@playwright/test';
import { deviceIdOf, FirmwareVersions, firmwareVersionsPath, type FaultSpec } from '@roteador/contract';
import type { RouterClient } from './router';
import type { Target } from './target';

/** `version`'s minor number moved up by `step`, the patch at 0 (1.4.2 → 1.5.0, step 2 → 1.6.0); a suffix dropped. */
function newerVersion(version: string, step = 1): string {
  const [major = 0, minor = 0] = version.split('-')[0].split('.').map((n) => Number(n) || 0);
  return `${major}.${minor + step}.0`;
}

export interface FirmwareOffer {
  /** the version the router runs (its device record), which the service sees too */
  current: string;
  /** the version the fault offers */
  last: string;
  /** the service's own answer, read before any fault */
  answer: FirmwareVersions;
  /** add it (emulator.fault) for the service to offer `last`; it stays until the faults are cleared */
  fault: FaultSpec;
}

/**
 * The router's (or a mesh node's) firmware offered as `newerVersion(current, step)` (or `last`): reads its version and the
 * service's answer for it (200, the contract's shape, the router online and on that version as the service sees
 * it). Adds no fault: the scenario adds `offer.fault` where it wants it (the oldest matching fault answers, so a
 * failure meant to answer first is added before it).
 */
export async function firmwareOffer(
  target: Target,
  router: RouterClient,
  { step = 1, last, device }: { step?: number; last?: string; device?: { mac: string; fw_version: string } } = {},
): Promise<FirmwareOffer> {
  // the router's own, or a mesh node's (`device`: its MAC and version as the mesh reports them)
  const { mac, fw_version: current } = device ?? (await router.device());
  const path = `/cloud/${firmwareVersionsPath(deviceIdOf(mac))}`;
  const r = await fetch(`${target.baseURL}${path}`, { headers: { 'cache-control': 'no-cache' } });
  expect(r.status, `GET ${path}`).toBe(200);
  const answer: unknown = await r.json();
  assert(answer, FirmwareVersions);
  expect(answer.online, 'o serviço de firmware vê o roteador online').toBe(true);
  expect(answer.current, 'o serviço de firmware vê a versão que o roteador roda').toBe(current);
  const offered = last ?? newerVersion(current, step);
  return { current, last: offered, answer, fault: { method: 'GET', path, body: { ...answer, last: offered } } };
}
