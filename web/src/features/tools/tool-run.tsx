/**
 * What the ping and traceroute pages share (spec 3 §4 'Ping and traceroute': submit, then the result or the §8 error):
 * the run's state (a repeated submit is ignored while one runs), the collapsible advanced options, the progress shown
 * while the router runs the tool, and the error with a way to try again.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toolForm as t } from '../../text/tools.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { AlertIcon, ChevronIcon } from '../../ui/icons.tsx';
import { ProgressBar } from '../../ui/spinner.tsx';
import './tools.css';

export type RunState<T> = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: T } | { kind: 'failed' };

/** One run at a time: `run` resolves without calling again while a run is under way. */
export function useRun<T>() {
  const [state, setState] = useState<RunState<T>>({ kind: 'idle' });
  const busy = useRef(false);
  const run = useCallback(async (call: () => Promise<T>) => {
    if (busy.current) return;
    busy.current = true;
    setState({ kind: 'running' });
    try {
      setState({ kind: 'done', result: await call() });
    } catch {
      // Any failure (unresolvable host, refused request, lost connection) gets the same §8 message.
      setState({ kind: 'failed' });
    } finally {
      busy.current = false;
    }
  }, []);
  return { state, running: state.kind === 'running', run };
}

/** The advanced options: closed at first; their fields stay mounted (and validated) while closed. */
export function Advanced({ children, invalid }: { children: ReactNode; invalid: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className={`tool-advanced${open ? ' tool-advanced--open' : ''}`}>
      <button type="button" className="tool-advanced__toggle" aria-expanded={open} aria-controls={panel}
        onClick={() => setOpen((o) => !o)}>
        <span>{t.advanced}</span>
        {invalid && !open && <AlertIcon className="tool-advanced__alert" />}
        <ChevronIcon className="tool-advanced__chevron" />
      </button>
      <div id={panel} className="tool-advanced__panel" hidden={!open}>{children}</div>
    </div>
  );
}

/** Where the progress, the error and the result show; brought into view as each appears (the form fills a phone). */
export function ToolOutput({ state, children }: { state: RunState<unknown>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind !== 'idle') box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [state]);
  return <div ref={box} className="tool-output" aria-live="polite">{children}</div>;
}

/** The progress while the router runs the tool, or the §8 error with a way to try again. */
export function RunStatus({ state, runningText, errorText, onRetry, canRetry }: {
  state: RunState<unknown>;
  runningText: string;
  errorText: string;
  onRetry: () => void;
  /** false while the form is invalid (retrying runs the form as it is now) */
  canRetry: boolean;
}) {
  if (state.kind === 'running') {
    return (
      <Card className="tool-running">
        <p role="status">{runningText}</p>
        <ProgressBar label={runningText} />
      </Card>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="message message--error tool-error" role="alert">
        <AlertIcon />
        <span className="tool-error__text">{errorText}</span>
        <Button variant="secondary" disabled={!canRetry} onClick={onRetry}>{t.retry}</Button>
      </div>
    );
  }
  return null;
}

/** A definition list of the result's lines. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="tool-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="tool-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
