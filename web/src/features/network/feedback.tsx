/** The modals of the network pages: a blocking wait, a success, and an error to acknowledge (spec 2 §8). */
import { leases as t } from '../../text/network.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ProgressBar } from '../../ui/spinner.tsx';

/** No way out while it shows: the write under way must finish (or fail) first. */
export function WaitModal({ title }: { title: string }) {
  return (
    <Modal title={title}>
      <ProgressBar label={title} />
    </Modal>
  );
}

export function DoneModal({ title = t.saved, onClose }: { title?: string; onClose: () => void }) {
  return <Modal title={title} alert onClose={onClose} actions={<Button onClick={onClose}>{t.ok}</Button>} />;
}

export function ErrorModal({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal title={t.errorTitle} alert icon={<AlertIcon className="feedback__error" />} onClose={onClose} actions={<Button onClick={onClose}>{t.ok}</Button>}>
      <p>{message}</p>
    </Modal>
  );
}
