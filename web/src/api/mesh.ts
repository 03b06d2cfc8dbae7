import { EasyMeshList, easymeshPath, MeshAnswer, type EasyMesh } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

/** GET easymesh; null when the device has no mesh configuration (empty list). */
export async function getEasyMesh(options?: GetOptions): Promise<EasyMesh | null> {
  const list = await api.get(easymeshPath, EasyMeshList, options);
  return list[0] ?? null;
}

/**
 * PUT easymesh/0 {enabled, type}: mesh on or off and this device's role (spec 2 §4.11; 0 controller, 1 agent).
 * The router refuses a controller whose Wi-Fi does not meet §4.11's preconditions.
 */
export async function updateMeshRole(enabled: boolean, type: 0 | 1): Promise<void> {
  await api.put(`${easymeshPath}/0`, { enabled, type }, MeshAnswer);
}
