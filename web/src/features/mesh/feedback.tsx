/** The modals the mesh pages share: an error to acknowledge, and a blocking wait with its progress. */
import { mesh as t } from '../../text/mesh.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ProgressBar } from '../../ui/spinner.tsx';

export function ErrorModal({ title = t.errorTitle, message, onClose }: { title?: string; message: string; onClose: () => void }) {
  return (
    <Modal title={title} alert icon={<AlertIcon className="feedback__error" />} onClose={onClose} actions={<Button onClick={onClose}>{t.ok}</Button>}>
      <p>{message}</p>
    </Modal>
  );
}

/** No way out while it shows: the work under way must finish (or fail) first. */
export function WaitModal({ title, message, progress, progressLabel }: {
  title: string;
  message?: string;
  /** 0–100; undefined: indeterminate */
  progress?: number;
  progressLabel?: string;
}) {
  return (
    <Modal title={title}>
      {message && <p>{message}</p>}
      <ProgressBar value={progress} label={progressLabel ?? title} />
      {progressLabel && <p className="feedback__progress">{progressLabel}</p>}
    </Modal>
  );
}
