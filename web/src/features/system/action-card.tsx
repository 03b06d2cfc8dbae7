/**
 * The card of one router action that takes the router away (reboot, factory restore): its button, the confirmation,
 * the action sent (success or the error modal), then the wait that follows — and, when the wait says so, done.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ActionId } from '@roteador/contract';
import { runAction } from '../../api/system.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DoneModal, ErrorModal } from '../../ui/feedback.tsx';

type Phase = 'idle' | 'confirm' | 'sending' | 'waiting' | 'done' | 'failed';

export interface ActionCardText {
  title: string;
  intro: string;
  action: string;
  confirmTitle: string;
  confirmBody: string;
  confirm: string;
  cancel: string;
  failed: string;
  /** The modal once the wait answered true. */
  done?: string;
}

export interface ActionCardProps {
  text: ActionCardText;
  actionID: ActionId;
  /** After the router answered success: true shows done; `mounted` tells whether the card is still shown. */
  wait: (mounted: () => boolean) => Promise<boolean>;
  /** Shown while the wait runs (nothing: another part of the app shows it). */
  waiting?: ReactNode;
  onFailed?: (error: unknown) => void;
}

export function ActionCard({ text: t, actionID, wait, waiting, onFailed }: ActionCardProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  async function run() {
    if (phase === 'sending' || phase === 'waiting') return;
    setPhase('sending');
    try {
      await runAction(actionID);
    } catch (error) {
      onFailed?.(error);
      setPhase('failed');
      return;
    }
    setPhase('waiting');
    if (await wait(() => live.current)) setPhase('done');
  }

  return (
    <Card title={t.title} className="sys-settings__card">
      <p className="sys-settings__intro">{t.intro}</p>
      <div className="sys-settings__actions">
        <Button variant="danger" busy={phase === 'sending' || phase === 'waiting'} onClick={() => setPhase('confirm')}>
          {t.action}
        </Button>
      </div>
      {(phase === 'confirm' || phase === 'sending') && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirmBody} confirmLabel={t.confirm} cancelLabel={t.cancel} danger
          busy={phase === 'sending'} onConfirm={() => void run()} onCancel={() => setPhase('idle')} />
      )}
      {phase === 'waiting' && waiting}
      {phase === 'done' && <DoneModal title={t.done} onClose={() => setPhase('idle')} />}
      {phase === 'failed' && <ErrorModal message={t.failed} onClose={() => setPhase('idle')} />}
    </Card>
  );
}
