/**
 * The mesh configuration (GET easymesh) and its nodes.
 * - `mesh` is read once after login: the menu and route guards need to know whether a mesh exists
 *   and whether this device is an agent.
 * - `pollMesh()` keeps it fresh for the screens that show nodes (spec 1 §4): every timing.poll.mesh
 *   while the mesh is enabled; a failed fetch is retried after timing.poll.meshRetry; an HTTP 500
 *   marks the mesh unavailable until a fetch works again. Several screens may ask: one poll runs.
 */
import { computed, effect, signal, untracked } from '@preact/signals-react';
import { MeshSyncing, nodeState, sameMac, timing, type EasyMesh, type MeshNode, type NodeState } from '@roteador/contract';
import { getEasyMesh } from '../api/mesh.ts';
import { HttpError } from '../api/errors.ts';
import { device } from './device.ts';
import { createPoller } from './poller.ts';
import { createResource } from './resource.ts';

// A device without mesh support may answer 404: that is "no mesh", not an error.
function fetchMesh(): Promise<EasyMesh | null> {
  return getEasyMesh().catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
}

export const mesh = createResource<EasyMesh | null>(fetchMesh);

/** true after the router answered 500 to GET easymesh, until a read works again. */
export const meshUnavailable = signal(false);

/** The nodes of the mesh, the controller first; empty without a mesh. */
export const meshNodes = computed<MeshNode[]>(() => mesh.data.value?.nodes ?? []);

const poller = createPoller<EasyMesh | null>({
  intervalMs: timing.poll.mesh,
  fetch: fetchMesh,
  onData(value) {
    meshUnavailable.value = false;
    mesh.receive(value);
  },
  onError(error) {
    if (error instanceof HttpError && error.status === 500) meshUnavailable.value = true;
    // The last nodes stay on screen (the menu and guards keep their answer); only a first read fails the resource.
    if (mesh.data.peek() === undefined) mesh.fail(error);
  },
  // Spec: a failed fetch is retried after 5 s, and again every 5 s (no growing back-off).
  retryMs: timing.poll.meshRetry,
  maxRetryMs: timing.poll.meshRetry,
});

let users = 0;
let disposeWatch: (() => void) | null = null;

/**
 * Polls while at least one screen asks and the mesh is enabled (or not known yet: the first fetch
 * tells). Returns the function that gives the request back; the last one stops the poll.
 */
export function pollMesh(): () => void {
  users += 1;
  if (users === 1) {
    disposeWatch = effect(() => {
      const known = mesh.data.value;
      const wanted = known === undefined || (known !== null && known.enabled);
      // Only the mesh's answer decides: whatever starting a fetch reads must not subscribe this watch. A mesh read just
      // before (as the area opened) is the poll's first read.
      untracked(() => (wanted ? poller.start(mesh.answeredAt) : poller.stop()));
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users > 0) return;
    disposeWatch?.();
    disposeWatch = null;
    poller.stop();
  };
}

/** Reads the mesh now (sharing a read in flight); a running poll restarts its interval from here. */
export const refreshMesh = (): Promise<void> => poller.refresh();

/** The device this UI runs on (it is read directly, never through the proxy). */
export function isLocalNode(node: Pick<MeshNode, 'mac'>): boolean {
  const local = device.data.value?.mac;
  return local !== undefined && sameMac(local, node.mac);
}

/**
 * A node's state (the contract's rule): the node this UI runs on is syncing while its mesh says so (easymesh
 * syncing 1, spec 1 §4: 5 minutes or until a node pairs); another node's sync shows on its own interface.
 */
export function meshNodeState(node: MeshNode): NodeState {
  return nodeState(node, isLocalNode(node) && mesh.data.value?.syncing === MeshSyncing.Syncing);
}
