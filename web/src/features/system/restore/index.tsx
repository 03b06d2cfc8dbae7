/**
 * /system/restore (spec 3 §4, §7, §9): restore the factory settings — confirm, the restore action (POST action
 * {actionID: 2}), the 45 s wait while the router comes back at its factory address, then the installation wizard
 * (which signs in as the factory administrator) — and the reset button's press time (5–3600 s, reset_button/0).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionId, timing, validateResetTime } from '@roteador/contract';
import { getResetButton, sendAction, updateResetButton } from '../../../api/system.ts';
import { paths } from '../../../paths.ts';
import { clearSession, suspendUnauthorized } from '../../../state/session.ts';
import { restore as t } from '../../../text/system.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ErrorModal } from '../../../ui/feedback.tsx';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { PageSpinner, ProgressBar } from '../../../ui/spinner.tsx';
import '../system.css';
import { sleep } from '../../../time.ts';

export function RestorePage() {
  return (
    <div className="sys-settings">
      <RestoreCard />
      <ResetButtonCard />
    </div>
  );
}

type Phase = 'idle' | 'confirm' | 'sending' | 'waiting' | 'failed';

function RestoreCard() {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  // The area may open the wizard first (the router back with show_wizard): then this page has nothing left to do.
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  async function restore() {
    if (phase === 'sending' || phase === 'waiting') return;
    setPhase('sending');
    try {
      const answer = await sendAction(ActionId.FactoryRestore);
      if (answer.status !== 'success') throw new Error(`restore answered ${answer.status}`);
    } catch {
      return setPhase('failed');
    }
    // Every session is gone with the configuration: nothing of this one is kept, the wizard signs in anew.
    suspendUnauthorized(true);
    setPhase('waiting');
    await sleep(timing.wait.factoryRestoreHttps);
    suspendUnauthorized(false);
    if (!live.current) return;
    clearSession();
    navigate(paths.wizard.credentials, { replace: true });
  }

  return (
    <Card title={t.title} className="sys-settings__card">
      <p className="sys-settings__intro">{t.intro}</p>
      <div className="sys-settings__actions">
        <Button variant="danger" busy={phase === 'sending' || phase === 'waiting'} onClick={() => setPhase('confirm')}>{t.action}</Button>
      </div>
      {(phase === 'confirm' || phase === 'sending') && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirmBody} confirmLabel={t.confirm} cancelLabel={t.cancel} danger
          busy={phase === 'sending'} onConfirm={() => void restore()} onCancel={() => setPhase('idle')} />
      )}
      {phase === 'waiting' && (
        <Modal title={t.waitingTitle}>
          <p>{t.waitingBody}</p>
          <ProgressBar label={t.waitingTitle} />
        </Modal>
      )}
      {phase === 'failed' && <ErrorModal message={t.failed} onClose={() => setPhase('idle')} />}
    </Card>
  );
}

function ResetButtonCard() {
  const [stored, setStored] = useState<number>();
  const [error, setError] = useState<unknown>(null);
  const read = () => {
    setError(null);
    getResetButton().then((r) => setStored(r.pressedTime), setError);
  };
  useEffect(read, []);
  return (
    <Card title={t.buttonTitle} className="sys-settings__card">
      {stored !== undefined
        ? <ResetButtonForm stored={stored} onSaved={setStored} />
        : error ? <ErrorState title={t.loadError} error={error} onRetry={read} compact /> : <PageSpinner />}
    </Card>
  );
}

function ResetButtonForm({ stored, onSaved }: { stored: number; onSaved: (value: number) => void }) {
  const [value, setValue] = useState(String(stored));
  const [touched, setTouched] = useState(false);
  const flow = useSaveFlow();
  const message = validateResetTime(value);
  const changed = value !== String(stored);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (flow.saving || !changed || message) return;
    await flow.run(async () => {
      const saved = await updateResetButton(Number(value));
      onSaved(saved.pressedTime);
      setValue(String(saved.pressedTime));
      setTouched(false);
    }, t.saveError);
  }

  return (
    <form className="sys-settings__form" onSubmit={submit} noValidate>
      <p className="sys-settings__intro">{t.buttonIntro}</p>
      <Field label={t.pressedTime} value={value} inputMode="numeric" maxLength={4} autoComplete="off" hint={t.pressedHint}
        error={touched ? message : undefined} onChange={(e) => { setValue(e.target.value); setTouched(true); }} />
      <div className="sys-settings__actions">
        <Button type="submit" disabled={!changed || !!message} busy={flow.saving}>{t.save}</Button>
      </div>
      <SaveFeedback flow={flow} />
    </form>
  );
}
