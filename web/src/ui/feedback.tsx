/**
 * The modals of spec 2's forms (§8): a blocking wait while a save runs, a success, and an error to acknowledge
 * with 'Ok, entendi' that returns to the form. Used by the network pages, the wizard and the system pages.
 */
import { feedback as t } from '../text/feedback.ts';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';
import { Modal } from './modal.tsx';
import { ProgressBar } from './spinner.tsx';

/** No way out while it shows: the write under way must finish (or fail) first. */
export function WaitModal({ title = t.saving, message }: { title?: string; message?: string }) {
  return (
    <Modal title={title}>
      {message && <p>{message}</p>}
      <ProgressBar label={title} />
    </Modal>
  );
}

export function DoneModal({ title = t.saved, message, onClose }: { title?: string; message?: string; onClose: () => void }) {
  return (
    <Modal title={title} alert onClose={onClose} actions={<Button onClick={onClose}>{t.ok}</Button>}>
      {message && <p>{message}</p>}
    </Modal>
  );
}

export function ErrorModal({ title = t.errorTitle, message, onClose }: { title?: string; message: string; onClose: () => void }) {
  return (
    <Modal title={title} alert icon={<AlertIcon className="feedback__error" />} onClose={onClose} actions={<Button onClick={onClose}>{t.ok}</Button>}>
      <p>{message}</p>
    </Modal>
  );
}
