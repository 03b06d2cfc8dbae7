/**
 * The save pattern of the shell (DESIGN.md "Forms"): saving → success or error modal → the user
 * closes it. The saving modal is blocking (no close) so a repeated submit cannot happen.
 */
import { alexa as t } from '../../text/alexa.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CheckCircleIcon } from './alexa-icons.tsx';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

export function SaveDialog({ state, onClose, errorTitle = t.saveErrorTitle, errorMessage = t.saveError }: {
  state: SaveState;
  onClose: () => void;
  errorTitle?: string;
  errorMessage?: string;
}) {
  if (state === 'idle') return null;
  if (state === 'saving') {
    return <Modal title={t.saving} icon={<Spinner size={48} label={null} />} />;
  }
  if (state === 'saved') {
    return (
      <Modal
        title={t.saved}
        icon={<CheckCircleIcon />}
        onClose={onClose}
        actions={<Button onClick={onClose}>{t.ok}</Button>}
      />
    );
  }
  return (
    <Modal
      title={errorTitle}
      alert
      icon={<AlertIcon className="alexa-dialog__error-icon" />}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t.ok}</Button>}
    >
      <p>{errorMessage}</p>
    </Modal>
  );
}
