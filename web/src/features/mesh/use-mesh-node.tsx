/**
 * The node a /mesh/{id} page is about, from the mesh poll (which the page keeps running). While
 * the mesh is unknown: a spinner (or its error); an id the mesh does not list, read once more in
 * case the node just joined: back to / (spec 1 §2.8).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { MeshNode } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { paths } from '../../paths.ts';
import { mesh, meshNodes, meshUnavailable, pollMesh, refreshMesh } from '../../state/mesh.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Pending } from '../../ui/pending.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { findNode } from './node-format.ts';

export function useMeshNode(id: string): { node: MeshNode; fallback?: undefined } | { node?: undefined; fallback: ReactElement } {
  useEffect(() => pollMesh(), []);
  const [checked, setChecked] = useState(false);
  const node = findNode(meshNodes.value, id);
  const known = mesh.data.value !== undefined;
  useEffect(() => {
    if (!known || node || checked) return;
    void refreshMesh().finally(() => setChecked(true));
  }, [known, node, checked]);

  if (node) return { node };
  const retry = () => void askAgain(refreshMesh);
  if (!known) {
    return { fallback: <Pending error={mesh.error.value} onRetry={retry} /> };
  }
  if (!checked) return { fallback: <PageSpinner onRetry={() => void askAgain(refreshMesh).finally(() => setChecked(true))} /> };
  // A mesh that answers 500 has not said the node is gone: no redirect on that.
  if (meshUnavailable.value) return { fallback: <ErrorState error={mesh.error.value} onRetry={retry} /> };
  return { fallback: <Navigate to={paths.dashboard} replace /> };
}
