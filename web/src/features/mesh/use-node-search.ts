/**
 * Step 3 of the onboarding (spec 1 §2.7, §4 Onboarding): find the new router and name it.
 *
 * - The MACs of the mesh are captured before the scan; the sync action (3) starts it; the mesh
 *   poll is watched. A node whose MAC was absent before is the new one.
 * - Found: it is named (PUT easymesh/0 neighbors) until the mesh reports that name.
 * - While still searching, a mesh that reports syncing 0 (its sync window ended) gets action 3 again.
 * - Our choices (the spec is silent): the search gives up after two sync windows
 *   (2 × timing.wait.meshSyncing) without a new node: 'Nenhum roteador encontrado', with a retry;
 *   'Conectando' shows its progress bar for timing.wait.searchProgress, and the flow is done once
 *   the name matches and that bar is full.
 */
import { useEffect, useRef, useState } from 'react';
import { effect, untracked } from '@preact/signals-react';
import { ActionId, timing, type EasyMesh, type MeshNode } from '@roteador/contract';
import { updateMesh } from '../../api/mesh.ts';
import { runAction } from '../../api/system.ts';
import { mesh, refreshMesh } from '../../state/mesh.ts';
import { useNow } from '../../state/time.ts';
import { findNode } from './node-format.ts';

export type SearchPhase = 'searching' | 'connecting' | 'done' | 'notFound' | 'failed';

export interface SearchState {
  phase: SearchPhase;
  /** 0–100 while connecting */
  progress: number;
}

const SEARCH_LIMIT_MS = 2 * timing.wait.meshSyncing;

/** Runs one search for a router to be called `name`; a new `attempt` starts another. */
export function useNodeSearch(name: string, attempt: number): SearchState {
  const [state, setState] = useState<SearchState>({ phase: 'searching', progress: 0 });
  // progress and time limits, second by second (the search's own step, set by the run below)
  const step = useRef<() => void>(undefined);
  const now = useNow(state.phase === 'searching' || state.phase === 'connecting');
  useEffect(() => step.current?.(), [now]);

  useEffect(() => {
    let live = true;
    let before: Set<string> | null = null;
    let found: MeshNode | null = null;
    let foundAt = 0;
    let named = false;
    let naming = false;
    let syncing = false;
    // A reading taken before our sync was acknowledged may still say 0: trust only later ones.
    let syncAckAt = Infinity;
    const startedAt = Date.now();
    setState({ phase: 'searching', progress: 0 });

    const end = (phase: SearchPhase) => {
      if (!live) return;
      live = false;
      setState({ phase, progress: phase === 'done' ? 100 : 0 });
      stop();
    };

    async function requestSync() {
      syncing = true;
      try {
        await runAction(ActionId.Sync);
        syncAckAt = Date.now();
      } finally {
        syncing = false;
      }
    }

    function rename(node: MeshNode) {
      if (naming) return;
      naming = true;
      updateMesh({ neighbors: [{ name, mac: node.mac, ...(node.model ? { model: node.model } : {}) }] })
        .then(() => refreshMesh())
        .catch(() => {}) // tried again on the next reading that shows another name
        .finally(() => (naming = false));
    }

    function onMesh(value: EasyMesh | null | undefined) {
      if (!live || !before || !value) return;
      if (!found) {
        const fresh = value.nodes.find((n) => !before!.has(n.mac.toUpperCase()));
        if (fresh) {
          found = fresh;
          foundAt = Date.now();
          setState({ phase: 'connecting', progress: 0 });
          rename(fresh);
        } else if (value.syncing === 0 && !syncing && Date.now() - syncAckAt >= timing.poll.mesh) {
          requestSync().catch(() => end('failed'));
        }
        return;
      }
      const current = findNode(value.nodes, found.mac);
      named = current?.name === name;
      if (current && !named) rename(current);
    }

    step.current = () => {
      if (!live) return;
      const now = Date.now();
      if (!found) {
        if (now - startedAt >= SEARCH_LIMIT_MS) end('notFound');
        return;
      }
      const elapsed = now - foundAt;
      if (named && elapsed >= timing.wait.searchProgress) return end('done');
      if (elapsed >= SEARCH_LIMIT_MS) return end('failed');
      const progress = Math.min(named ? 100 : 95, Math.round((elapsed * 100) / timing.wait.searchProgress));
      setState({ phase: 'connecting', progress });
    };

    let dispose: (() => void) | null = null;
    function stop() {
      step.current = undefined;
      dispose?.();
    }

    (async () => {
      try {
        await refreshMesh();
        const current = mesh.data.peek();
        if (!current) throw new Error('no mesh');
        before = new Set(current.nodes.map((n) => n.mac.toUpperCase()));
        await requestSync();
        if (!live) return;
        dispose = effect(() => {
          const value = mesh.data.value;
          untracked(() => onMesh(value));
        });
        void refreshMesh();
      } catch {
        end('failed');
      }
    })();

    return () => {
      live = false;
      stop();
    };
  }, [name, attempt]);

  return state;
}
