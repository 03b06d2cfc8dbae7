/**
 * A list's removal, written once (the static leases, port forwards, global filters and parental lists): the owner
 * asks (`ask(item)`), the confirmation names the item, then the delete runs through the list's save flow (saving →
 * success or the §8 error → confirm) and the list is read again, whatever the answer.
 */
import { useState, type ReactNode } from 'react';
import { ConfirmRemove, type RemoveText } from './confirm-dialog.tsx';
import { SaveFeedback, type useSaveFlow } from './save-flow.tsx';

export function useRemoval<T>({ flow, name, text, remove, failText, reload, onConfirmed, savingTitle }: {
  /** the list's save flow (its other writes may share it) */
  flow: ReturnType<typeof useSaveFlow>;
  /** how the question names the item */
  name: (item: T) => string;
  text: RemoveText;
  remove: (item: T) => Promise<unknown>;
  /** the message of a failed delete */
  failText: string;
  reload: () => unknown;
  /** runs once the owner confirmed, before the delete (e.g. close the item's open form) */
  onConfirmed?: (item: T) => void;
  savingTitle?: string;
}): { ask: (item: T) => void; dialogs: ReactNode } {
  const [asked, setAsked] = useState<T | null>(null);
  const dialogs = (
    <>
      <ConfirmRemove item={asked} name={name} text={text} onCancel={() => setAsked(null)}
        onConfirm={(item) => {
          setAsked(null);
          onConfirmed?.(item);
          void flow.run(() => remove(item), failText).then(() => void reload());
        }} />
      <SaveFeedback flow={flow} savingTitle={savingTitle} />
    </>
  );
  return { ask: setAsked, dialogs };
}
