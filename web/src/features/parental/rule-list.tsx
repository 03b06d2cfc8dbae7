/**
 * The frame of the parental lists (blocks, bandwidth rules, URL filters, schedules; spec 3 §2, §4): the form beside
 * the list while adding or editing, the list card with its title and add button, each item with its edit and remove
 * buttons, the removal's confirmation and the write's feedback. Each list gives its items, its form and its texts.
 */
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ListRows } from '../../ui/list-rows.tsx';
import { type RemoveText } from '../../ui/confirm-dialog.tsx';
import { useRemoval } from '../../ui/removal.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { SaveFeedback, useSaveFlow } from '../../ui/save-flow.tsx';

interface RuleListText extends RemoveText {
  add: string;
  edit: string;
  editLabel: (name: string) => string;
  removeLabel: (name: string) => string;
}

/** What the list hands its form: the item edited (none: a new one), and how the form ends. */
export interface RuleFormProps<T> {
  editing?: T;
  onCancel: () => void;
  onDone: () => void;
}

export function RuleList<T extends { id: string }>({
  title, empty, text, items, name, reload, remove, removeError, canAdd = true, editable = true, locked, intro, main, side, form,
}: {
  /** the card's title, and the list's accessible name */
  title: string;
  empty: string;
  text: RuleListText;
  items: readonly T[];
  /** how the buttons' labels and the removal's question name an item */
  name: (item: T) => string;
  /** reads the list again (after a write) */
  reload: () => void;
  remove: (item: T) => Promise<unknown>;
  removeError: string;
  canAdd?: boolean;
  /** whether an item has an edit button */
  editable?: boolean;
  /** an item that is neither edited nor removed (being removed already) */
  locked?: (item: T) => boolean;
  /** shown between the card's head and the list */
  intro?: ReactNode;
  /** an item's name and data */
  main: (item: T) => ReactNode;
  /** shown before an item's buttons (its status) */
  side?: (item: T) => ReactNode;
  form: (props: RuleFormProps<T>) => ReactNode;
}) {
  const [open, setOpen] = useState<null | { id?: string; key: number }>(null);
  const removal = useRemoval({
    flow: useSaveFlow(), name, text, remove, failText: removeError, reload,
    onConfirmed: (item) => { if (open?.id === item.id) setOpen(null); },
  });
  const editing = open?.id === undefined ? undefined : items.find((item) => item.id === open.id);
  const adding = open !== null && open.id === undefined;
  return (
    <div className={`list-with-form${open ? ' list-with-form--open' : ''}`}>
      {open && (adding || editing) && (
        <div className="list-with-form__form">
          <Fragment key={open.key}>
            {form({ editing, onCancel: () => setOpen(null), onDone: () => { setOpen(null); reload(); } })}
          </Fragment>
        </div>
      )}
      <Card className="pc-card list-with-form__list">
        <div className="list-head">
          <h2 className="card__title">{title}</h2>
          {canAdd && <Button onClick={() => setOpen({ key: Date.now() })} disabled={adding}>{text.add}</Button>}
        </div>
        {intro}
        <ListRows items={items} label={title} empty={empty} row={(item) => (
          <li key={item.id} className="pc-item">
            <span className="pc-item__main">{main(item)}</span>
            <span className="pc-item__side">
              {side?.(item)}
              {editable && (
                <Button variant="ghost" aria-label={text.editLabel(name(item))} disabled={locked?.(item)}
                  onClick={() => setOpen({ id: item.id, key: Date.now() })}>{text.edit}</Button>
              )}
              <Button variant="ghost" aria-label={text.removeLabel(name(item))} disabled={locked?.(item)}
                onClick={() => removal.ask(item)}>{text.remove}</Button>
            </span>
          </li>
        )} />
      </Card>
      {removal.dialogs}
    </div>
  );
}

/** A list's add or edit form: its card, the fields, 'Cancelar' and 'Salvar', and the save's feedback. */
export function RuleFormCard({ title, text, flow, canSave, onSubmit, onCancel, onDone, children }: {
  title: string;
  text: { cancel: string; save: string };
  flow: ReturnType<typeof useSaveFlow>;
  canSave: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <form className="pc-form" onSubmit={onSubmit} noValidate>
        {children}
        <FormActions className="pc-form__actions" cancel={onCancel} cancelLabel={text.cancel} saveLabel={text.save}
          disabled={!canSave} busy={flow.saving} />
      </form>
      <SaveFeedback flow={flow} onSaved={onDone} />
    </Card>
  );
}
