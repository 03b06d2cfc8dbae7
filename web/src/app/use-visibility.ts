/**
 * The visibility of the current device state, or null while status and mesh are still being read.
 * Call useSignals() in the component first (STACK.md pitfall 5): this hook only reads signals.
 */
import { computed } from '@preact/signals-react';
import { askAgain } from '../api/client.ts';
import { HttpError } from '../api/errors.ts';
import { mesh, refreshMesh } from '../state/mesh.ts';
import { refreshStatus, status } from '../state/status.ts';
import { visibility, type DeviceState, type Visibility } from './visibility.ts';

export function currentVisibility(): Visibility | null {
  return visible.value;
}

/**
 * The visibility as a computed signal: a status or mesh answer that leaves the facts as they were (every poll, mostly)
 * gives the same object, so what reads it (the shell, the menu, the dashboard and its cards) is not rendered again.
 */
const visible = computed<Visibility | null>(() => {
  const s = status.data.value;
  const m = mesh.data.value;
  // A mesh read that failed counts as "no mesh" only once the status is known; undefined = not read yet.
  // A 401 is not an answer about the mesh: the session is being renewed (and the page reloaded), so
  // the guards wait instead of sending the owner away from a mesh page.
  const failed = mesh.error.value;
  if (!s || (m === undefined && (!failed || (failed instanceof HttpError && failed.status === 401)))) return null;
  const facts = { model: s.model, operationMode: s.operationMode, mesh: m ? { enabled: m.enabled, type: m.type } : null };
  if (!last || !sameFacts(last.facts, facts)) last = { facts, visibility: visibility(facts) };
  return last.visibility;
});
let last: { facts: DeviceState; visibility: Visibility } | null = null;

const sameFacts = (a: DeviceState, b: DeviceState) =>
  a.model === b.model && a.operationMode === b.operationMode && a.mesh?.enabled === b.mesh?.enabled && a.mesh?.type === b.mesh?.type;

/**
 * The owner asks again while the visibility waits (the slow notice's 'Tentar novamente'): what is not read yet, the
 * status or the mesh, is read anew; a read that seems stuck is not joined (askAgain). Not a reload of the page.
 */
export function retryDeviceState(): Promise<void> {
  return askAgain(async () => {
    await Promise.all([
      status.data.peek() === undefined ? refreshStatus() : undefined,
      mesh.data.peek() === undefined ? refreshMesh() : undefined,
    ]);
  });
}
