/**
 * Removing a secondary node (spec 1 §4 Remove node, §8): confirm with the text of its kind; an
 * online node is asked through the proxy to restore its factory default (action 2); after
 * timing.wait.removeNode (none for an offline or unmanageable node, which cannot be asked) the
 * controller deletes it (DELETE easymesh/{mac}) and the owner goes to /. Any failure: an error modal.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { timing, type MeshNode } from '@roteador/contract';
import { deleteMeshNode, resetNode } from '../../api/mesh.ts';
import { paths } from '../../paths.ts';
import { refreshMesh } from '../../state/mesh.ts';
import { mesh as t } from '../../text/mesh.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorModal, WaitModal } from './feedback.tsx';
import { useNow } from '../../state/time.ts';
import { sleep } from '../../time.ts';

export type RemoveKind = 'online' | 'offline' | 'limited';

function removeText(kind: RemoveKind, name: string): string {
  if (kind === 'offline') return t.removeOfflineBody(name);
  if (kind === 'limited') return t.removeLimitedBody(name);
  return t.removeBody(name);
}


export function RemoveNode({ node, kind: asked, onCancel }: { node: MeshNode; kind: RemoveKind; onCancel: () => void }) {
  const navigate = useNavigate();
  // The kind the owner confirmed: the node going offline after its reset does not change the wait.
  const [kind] = useState(asked);
  const [phase, setPhase] = useState<'confirm' | 'removing' | 'error'>('confirm');
  const [startedAt, setStartedAt] = useState(0);
  const waitMs = kind === 'online' ? timing.wait.removeNode : timing.wait.removeOfflineNode;
  // the wait's progress, second by second
  const now = useNow(phase === 'removing' && waitMs > 0);

  async function remove() {
    setPhase('removing');
    setStartedAt(Date.now());
    try {
      if (kind === 'online') await resetNode(node);
      if (waitMs > 0) await sleep(waitMs);
      await deleteMeshNode(node.mac);
      void refreshMesh();
      navigate(paths.dashboard, { replace: true });
    } catch {
      setPhase('error');
    }
  }

  if (phase === 'error') return <ErrorModal title={t.removeErrorTitle} message={t.removeError} onClose={onCancel} />;
  if (phase === 'removing') {
    const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
    const progress = waitMs === 0 ? undefined : Math.min(100, Math.round((seconds * 1000 * 100) / waitMs));
    return <WaitModal title={t.removing} message={t.removingBody} progress={progress} />;
  }
  return (
    <ConfirmDialog
      title={t.removeTitle}
      message={removeText(kind, node.name || node.mac)}
      confirmLabel={t.remove}
      danger
      onConfirm={() => void remove()}
      onCancel={onCancel}
    />
  );
}
