/**
 * What the ping and traceroute pages share (spec 3 §4 'Ping and traceroute': submit, then the result or the §8 error):
 * the form (the host, the IPv6 switch, the collapsible advanced options, the submit) and its checks, the run's state (a
 * repeated submit is ignored while one runs), the progress shown while the router runs the tool, and the error with a
 * way to try again.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useFields } from '../../forms/use-fields.ts';
import { toolForm as t } from '../../text/tools.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { AlertIcon, ChevronIcon } from '../../ui/icons.tsx';
import { ProgressBar } from '../../ui/spinner.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import './tools.css';

export type RunState<T> = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; result: T } | { kind: 'failed' };

/** One run at a time: `run` resolves without calling again while a run is under way. */
function useRun<T>() {
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
function Advanced({ children, invalid }: { children: ReactNode; invalid: boolean }) {
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
function ToolOutput({ state, children }: { state: RunState<unknown>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind !== 'idle') box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [state]);
  return <div ref={box} className="tool-output" aria-live="polite">{children}</div>;
}

/** The progress while the router runs the tool, or the §8 error with a way to try again. */
function RunStatus({ state, runningText, errorText, onRetry, canRetry }: {
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

/**
 * A tool's form: the draft (the host and the advanced numbers, as typed), the contract's checks shown once a field is
 * touched (all of them on submit), and the run. `numbers` are the advanced fields, `placeholders` their defaults.
 */
export function useToolForm<D extends { host: string }, K extends keyof D & string, R>({ empty, numbers, placeholders, validate, call }: {
  empty: D;
  numbers: readonly K[];
  placeholders?: Partial<Record<K, string>>;
  validate: (draft: D) => Partial<Record<keyof D, string>>;
  call: (draft: D) => Promise<R>;
}) {
  const fields = useFields(empty, validate);
  const { value: draft, setValue: setDraft, errors, valid, shown, touch } = fields;
  const { state, running, run } = useRun<R>();
  const set = (key: 'host' | K, text: string) => fields.set(key, text as D['host' | K]);
  function start() {
    if (running) return;
    touch('host', ...numbers);
    if (!valid) return;
    void run(() => call(draft));
  }
  const number = (key: K, label: string, digits: number, hint?: string) => (
    <Field label={label} value={String(draft[key])} inputMode="numeric" maxLength={digits} autoComplete="off" hint={hint}
      placeholder={placeholders?.[key]} error={shown(key)} onChange={(e) => set(key, e.target.value)} />
  );
  return { draft, setDraft, set, shown, valid, advancedInvalid: numbers.some((key) => errors[key]), state, running, start, number };
}

/** The ping and traceroute pages: the tool's form, then its progress, its error or its result. */
export function ToolPage<R>({ tool, text, ip6, onIp6, fields, result }: {
  tool: Omit<ReturnType<typeof useToolForm<{ host: string }, never, R>>, 'setDraft' | 'number'>;
  text: { intro: string; submit: string; running: string; error: string };
  ip6: boolean;
  onIp6: (on: boolean) => void;
  /** the advanced fields */
  fields: ReactNode;
  result: (result: R) => ReactNode;
}) {
  const { state, running, valid, start } = tool;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start();
  };
  return (
    <div className="tool-page">
      <Card className="tool-card">
        <form className="tool-form" onSubmit={submit} noValidate>
          <p className="tool-intro">{text.intro}</p>
          <Field label={t.host} value={tool.draft.host} autoComplete="off" autoCapitalize="none" spellCheck={false}
            inputMode="url" placeholder={t.hostPlaceholder} error={tool.shown('host')} onChange={(e) => tool.set('host', e.target.value)} />
          <Toggle label={t.ip6} checked={ip6} onChange={(e) => onIp6(e.target.checked)} />
          <Advanced invalid={tool.advancedInvalid}>
            <div className="tool-grid">{fields}</div>
          </Advanced>
          <div className="tool-actions">
            <Button type="submit" disabled={!valid || running} busy={running}>{text.submit}</Button>
          </div>
        </form>
      </Card>
      <ToolOutput state={state}>
        <RunStatus state={state} runningText={text.running} errorText={text.error} onRetry={start} canRetry={valid} />
        {state.kind === 'done' && result(state.result)}
      </ToolOutput>
    </div>
  );
}
