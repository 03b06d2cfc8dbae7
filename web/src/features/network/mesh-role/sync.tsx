/**
 * A sync (action 3) on the InMesh tab (spec 2 §4.11): followed for 5 minutes or until a router pairs. The page's own
 * poll reads the mesh meanwhile (every timing.poll.meshSyncCheck while `until` is set); this card shows the
 * countdown and the outcome.
 */
import { useEffect, useState } from 'react';
import { ActionId, MeshSyncing, timing, type EasyMesh } from '@roteador/contract';
import { sendAction } from '../../../api/system.ts';
import { useNow } from '../../../state/time.ts';
import { meshRole as t } from '../../../text/mesh-role.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ProgressBar } from '../../../ui/spinner.tsx';

export function Sync({ mesh, until, onUntil }: {
  mesh: EasyMesh;
  /** when the sync window started here ends (null: none running) */
  until: number | null;
  onUntil: (until: number | null) => void;
}) {
  const [outcome, setOutcome] = useState<'paired' | 'ended' | 'error' | null>(null);
  const running = until !== null;
  const now = useNow(running);

  useEffect(() => {
    if (running && mesh.syncing === MeshSyncing.Paired) {
      onUntil(null);
      setOutcome('paired');
    }
  }, [running, mesh.syncing, onUntil]);

  useEffect(() => {
    if (until !== null && now >= until) {
      onUntil(null);
      setOutcome('ended');
    }
  }, [until, now, onUntil]);

  async function start() {
    setOutcome(null);
    try {
      await sendAction(ActionId.Sync);
    } catch {
      setOutcome('error');
      return;
    }
    onUntil(Date.now() + timing.wait.meshSyncing);
  }

  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const syncingElsewhere = !running && outcome === null && mesh.syncing === MeshSyncing.Syncing;
  return (
    <Card title={t.syncTitle}>
      {running || syncingElsewhere ? (
        <div className="mesh-role__sync" aria-live="polite">
          <p>{t.syncing}</p>
          <ProgressBar label={t.syncing} />
          {running && <p className="mesh-role__hint">{t.syncLeft(Math.floor(left / 60), left % 60)}</p>}
        </div>
      ) : (
        <>
          <p className="mesh-role__hint">{t.syncHint}</p>
          {outcome && (
            <p role="status" className="mesh-role__outcome">
              {outcome === 'paired' ? t.paired : outcome === 'ended' ? t.syncEnded : t.syncError}
            </p>
          )}
          <Button variant="secondary" onClick={() => void start()}>{t.sync}</Button>
        </>
      )}
    </Card>
  );
}

