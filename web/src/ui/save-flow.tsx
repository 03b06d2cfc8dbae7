/**
 * The flow every save and every list write follows (spec 2 §8, spec 3 §4): saving, then success or error, then the
 * user confirms to continue. A repeated run is ignored while one is under way. Pages with steps of their own (WAN,
 * LAN, Wi-Fi list, mesh role, radio, operation mode) keep their own phases and use the modals of feedback.tsx.
 */
import { useCallback, useRef, useState } from 'react';
import { DoneModal, ErrorModal, WaitModal } from './feedback.tsx';

export type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

export function useSaveFlow() {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const running = useRef(false);
  /** Runs the write; `failure` is the message to show (or picks it from the error). Resolves true on success. */
  const run = useCallback(async (action: () => Promise<unknown>, failure: string | ((error: unknown) => string)) => {
    if (running.current) return false;
    running.current = true;
    setState({ kind: 'saving' });
    try {
      await action();
      setState({ kind: 'saved' });
      return true;
    } catch (error) {
      setState({ kind: 'failed', message: typeof failure === 'function' ? failure(error) : failure });
      return false;
    } finally {
      running.current = false;
    }
  }, []);
  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, saving: state.kind === 'saving', run, reset };
}

/** The modal of the flow's state; each closes back to idle, `onSaved` runs after the success is confirmed. */
export function SaveFeedback({ flow, onSaved, savingTitle, savedTitle, savedMessage }: {
  flow: ReturnType<typeof useSaveFlow>;
  onSaved?: () => void;
  savingTitle?: string;
  savedTitle?: string;
  /** a note under the success title (e.g. what still has to be done for the change to take effect) */
  savedMessage?: string;
}) {
  const { state, reset } = flow;
  if (state.kind === 'saving') return <WaitModal title={savingTitle} />;
  if (state.kind === 'saved') {
    return <DoneModal title={savedTitle} message={savedMessage} onClose={() => { reset(); onSaved?.(); }} />;
  }
  if (state.kind === 'failed') return <ErrorModal message={state.message} onClose={reset} />;
  return null;
}
