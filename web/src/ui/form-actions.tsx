/** A form's last row: the way out ('Cancelar' or 'Voltar') and the submit button, busy while the form saves. */
import { Link } from 'react-router-dom';
import { Button } from './button.tsx';

export function FormActions({ className, cancel, cancelLabel, saveLabel, disabled, busy }: {
  className: string;
  /** a page to go back to (a link), or what closing the form does (a button) */
  cancel: string | (() => void);
  cancelLabel: string;
  saveLabel: string;
  /** the submit button is disabled (nothing changed, or something is invalid) */
  disabled: boolean;
  busy: boolean;
}) {
  return (
    <div className={className}>
      {typeof cancel === 'string'
        ? <Link className="btn btn--secondary" to={cancel}>{cancelLabel}</Link>
        : <Button variant="secondary" onClick={cancel}>{cancelLabel}</Button>}
      <Button type="submit" disabled={disabled} busy={busy}>{saveLabel}</Button>
    </div>
  );
}
