/** The mesh as a scenario prepares it through the router's own API (spec 2 §4.11), on the emulator and on a bench. */
import { expect } from '@playwright/test';
import type { RouterClient } from '../dsl/router';

/**
 * A mesh-capable router with its mesh off: the scenario switches it off first, as the mesh page stores it (PUT
 * easymesh/0 {enabled: false}; it takes effect with the next apply), and reads it back off. So a bench router with a
 * mesh stands for a router set up without one (the emulator's profile meshRole 'none'), and its guard turns the mesh
 * back on after. The header declares needs: ['mesh'] and the effect 'mesh-topology'.
 */
export async function meshOff(router: RouterClient): Promise<void> {
  const mesh = await router.easymesh();
  expect([mesh.enabled, mesh.type], 'o roteador é o principal de uma mesh ativa').toEqual([true, 0]);
  expect((await router.raw('PUT', 'easymesh/0', { enabled: false }, await router.login())).status).toBe(200);
  expect((await router.easymesh()).enabled).toBe(false);
}
