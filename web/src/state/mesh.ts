/**
 * The mesh configuration (GET easymesh), read once after login: the menu and route guards need
 * to know whether a mesh exists and whether this device is an agent. (The 4 s mesh poll of the
 * node list comes with the mesh screens.)
 */
import type { EasyMesh } from '@roteador/contract';
import { getEasyMesh } from '../api/mesh.ts';
import { HttpError } from '../api/errors.ts';
import { createResource } from './resource.ts';

// A device without mesh support may answer 404: that is "no mesh", not an error.
export const mesh = createResource<EasyMesh | null>('easymesh', () =>
  getEasyMesh().catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }),
);
