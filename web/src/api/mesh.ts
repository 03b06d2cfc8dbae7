/**
 * Typed calls of the mesh (spec 1 §4, spec 2 §4.11): the controller's easymesh record and its writes, and the one
 * write sent to a node itself through the proxy (mesh-proxy.ts, the http_request transport).
 */
import {
  ActionAnswer,
  ActionId,
  actionPath,
  EasyMeshList,
  easymeshPath,
  MeshAnswer,
  type EasyMesh,
  type EasyMeshUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { proxy, type ProxyNode } from './mesh-proxy.ts';
import { requireSuccess } from './system.ts';

/** GET easymesh; null when the device has no mesh configuration (empty list). */
export async function getEasyMesh(options?: GetOptions): Promise<EasyMesh | null> {
  const list = await api.get(easymeshPath, EasyMeshList, options);
  return list[0] ?? null;
}

/** PUT easymesh/0 on the controller: names nodes (neighbors), switches a node's LEDs, or sets the role. */
export function updateMesh(update: EasyMeshUpdate) {
  return api.putFirst(easymeshPath, update, MeshAnswer);
}

/**
 * PUT easymesh/0 {enabled, type}: mesh on or off and this device's role (spec 2 §4.11; 0 controller, 1 agent).
 * The router refuses a controller whose Wi-Fi does not meet §4.11's preconditions.
 */
export async function updateMeshRole(enabled: boolean, type: 0 | 1): Promise<void> {
  await updateMesh({ enabled, type });
}

/** DELETE easymesh/{mac} on the controller: the node leaves the mesh. */
export function deleteMeshNode(mac: string) {
  return api.delete(`${easymeshPath}/${mac}`, MeshAnswer);
}

/** Action 2 sent to a secondary node through the proxy: it restores its factory default (spec 1 §4 Remove node). */
export async function resetNode(node: ProxyNode): Promise<void> {
  requireSuccess(await proxy(node, 'POST', actionPath, { actionID: ActionId.FactoryResetNode }, ActionAnswer));
}
