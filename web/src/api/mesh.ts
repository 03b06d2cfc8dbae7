import { EasyMeshList, easymeshPath, type EasyMesh } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

/** GET easymesh; null when the device has no mesh configuration (empty list). */
export async function getEasyMesh(options?: GetOptions): Promise<EasyMesh | null> {
  const list = await api.get(easymeshPath, EasyMeshList, options);
  return list[0] ?? null;
}
