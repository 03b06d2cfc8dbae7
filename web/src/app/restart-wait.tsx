/**
 * The blocking modal shown while the router restarts (spec 2 §4.7): a progress bar that fills towards a
 * typical restart (never quite full until the router answers) and the seconds elapsed, so the owner sees
 * it is working. Renders nothing while no restart is awaited (state/restart.ts).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { restartWait } from '../state/restart.ts';
import { useNow } from '../state/time.ts';
import { restartText as t } from '../text/restart.ts';
import { Modal } from '../ui/modal.tsx';
import { ProgressBar } from '../ui/spinner.tsx';

export function RestartWaitModal() {
  useSignals();
  const state = restartWait.value;
  const now = useNow(state !== null);
  if (!state) return null;
  const elapsed = Math.max(0, now - state.startedAt);
  const value = Math.min(95, Math.round((elapsed / state.expectedMs) * 100));
  return (
    <Modal title={state.reason === 'reboot' ? t.rebootTitle : t.title}>
      <p>{state.reason === 'reboot' ? t.rebootBody : t.body}</p>
      <ProgressBar value={value} label={t.progress} />
      <p className="restart-wait__meta" aria-live="polite">
        {state.attempts > 0 ? t.checking : null} <span>{t.elapsed(Math.floor(elapsed / 1000))}</span>
      </p>
    </Modal>
  );
}
