/**
 * What the system settings pages share (spec 3 §2, §9): the read of what the router stores (a spinner, then the form,
 * or the failure with a retry), the form's draft built from it, and the save through the save flow, after which the
 * router's answer is both the stored value and the new draft.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useFields, type Messages } from '../../forms/use-fields.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Pending } from '../../ui/pending.tsx';
import { SaveFeedback, useSaveFlow } from '../../ui/save-flow.tsx';
import './system.css';

interface Stored<T> {
  /** what the router stores, once read */
  value: T | undefined;
  error: unknown;
  retry: () => void;
  /** the router's answer to a save */
  set: (value: T) => void;
}

/** Reads a setting as the page opens. */
export function useStored<T>(read: () => Promise<T>): Stored<T> {
  const [value, set] = useState<T>();
  const [error, setError] = useState<unknown>(null);
  const retry = () => {
    setError(null);
    read().then(set, setError);
  };
  useEffect(retry, []);
  return { value, error, retry, set };
}

/**
 * A settings form in its card once the setting is read; until then the spinner or the failure — inside the card when it
 * has a title (a page of several cards keeps its layout), else in its place.
 */
export function SettingsCard<T>({ stored, loadError, title, children }: {
  stored: Stored<T>;
  loadError: string;
  title?: string;
  children: (value: T) => ReactNode;
}) {
  const body = stored.value === undefined
    ? <Pending title={loadError} error={stored.error} onRetry={stored.retry} compact={title !== undefined} />
    : children(stored.value);
  if (stored.value === undefined && title === undefined) return body;
  return <Card title={title} className="sys-settings__card">{body}</Card>;
}

/** A page of one settings form (SettingsCard). */
export function SettingsPage<T>(props: { stored: Stored<T>; loadError: string; children: (value: T) => ReactNode }) {
  if (props.stored.value === undefined) return <SettingsCard {...props} />;
  return <div className="sys-settings"><SettingsCard {...props} /></div>;
}

/**
 * A settings form's draft (`draftOf` what the router stores) with its fields (forms/use-fields.ts: the messages of
 * `validate`, shown once their field is touched), whether it changed, and `save`: the write's answer becomes the stored
 * value and the new draft, untouched.
 */
export function useSettingsDraft<S, D extends object, F extends PropertyKey = never>(
  stored: S,
  draftOf: (value: S) => D,
  onSaved: (value: S) => void,
  validate: (draft: D) => Messages<F> = () => ({}),
) {
  const fields = useFields(() => draftOf(stored), validate);
  const { value: draft, setValue: setDraft, untouch } = fields;
  const flow = useSaveFlow();
  const base = draftOf(stored);
  const changed = (Object.keys(base) as (keyof D)[]).some((k) => draft[k] !== base[k]);
  const save = (write: () => Promise<S>, failure: string) => flow.run(async () => {
    const saved = await write();
    onSaved(saved);
    setDraft(draftOf(saved));
    untouch();
  }, failure);
  return { ...fields, draft, setDraft, base, changed, flow, save };
}

/** A settings form: its intro, its fields, 'Salvar' (busy while saving) and the save's feedback. */
export function SettingsForm({ intro, onSubmit, canSave, saveShown = true, flow, saveLabel, children }: {
  intro: string;
  onSubmit: (event: FormEvent) => void;
  canSave: boolean;
  /** false where nothing can be saved (a model without the setting) */
  saveShown?: boolean;
  flow: ReturnType<typeof useSaveFlow>;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="sys-settings__form" onSubmit={onSubmit} noValidate>
      <p className="sys-settings__intro">{intro}</p>
      {children}
      {saveShown && (
        <div className="sys-settings__actions">
          <Button type="submit" disabled={!canSave} busy={flow.saving}>{saveLabel}</Button>
        </div>
      )}
      <SaveFeedback flow={flow} />
    </form>
  );
}

/** A port or a number of seconds as typed; an empty or partly typed one keeps what the router stores. */
export const typedNumber = (text: string, stored: number) => (/^\d+$/.test(text) ? Number(text) : stored);
