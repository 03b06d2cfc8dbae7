import type { ReactNode } from 'react';
import { app } from '../text/pt-BR.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** shown under the message (what the confirmation concerns, e.g. a list) */
  children?: ReactNode;
}

export function ConfirmDialog({
  title, message, confirmLabel = app.confirm, cancelLabel = app.cancel, danger = false, busy = false, onConfirm, onCancel, children,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      alert
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>{cancelLabel}</Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>{confirmLabel}</Button>
        </>
      }
    >
      <p>{message}</p>
      {children}
    </Modal>
  );
}

/** What a list's removal says (each list's text module has these). */
export interface RemoveText {
  confirmTitle: string;
  confirmBody: (name: string) => string;
  remove: string;
}

/**
 * The confirmation before an item of a list is removed: its title, the item named in the question, the remove button
 * in danger style. Shows nothing while no item is asked about.
 */
export function ConfirmRemove<T>({ item, name, text, onConfirm, onCancel }: {
  item: T | null;
  /** how the question names the item */
  name: (item: T) => string;
  text: RemoveText;
  onConfirm: (item: T) => void;
  onCancel: () => void;
}) {
  if (item === null) return null;
  return (
    <ConfirmDialog title={text.confirmTitle} message={text.confirmBody(name(item))} confirmLabel={text.remove} danger
      onConfirm={() => onConfirm(item)} onCancel={onCancel} />
  );
}
