/**
 * The visibility of the current device state, or null while status and mesh are still being read.
 * Call useSignals() in the component first (STACK.md pitfall 5): this hook only reads signals.
 */
import { HttpError } from '../api/errors.ts';
import { mesh } from '../state/mesh.ts';
import { status } from '../state/status.ts';
import { visibility, type Visibility } from './visibility.ts';

export function currentVisibility(): Visibility | null {
  const s = status.data.value;
  const m = mesh.data.value;
  // A mesh read that failed counts as "no mesh" only once the status is known; undefined = not read yet.
  // A 401 is not an answer about the mesh: the session is being renewed (and the page reloaded), so
  // the guards wait instead of sending the owner away from a mesh page.
  const failed = mesh.error.value;
  if (!s || (m === undefined && (!failed || (failed instanceof HttpError && failed.status === 401)))) return null;
  return visibility({
    model: s.model,
    operationMode: s.operationMode,
    mesh: m ? { enabled: m.enabled, type: m.type } : null,
  });
}
