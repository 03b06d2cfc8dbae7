/**
 * An accessible dialog: role=dialog, aria-modal, named by its title. Focus moves into it, Tab stays inside it
 * (focus-trap.ts), and returns to where it was when it closes. Without onClose it is blocking (no Escape, no backdrop
 * click), as the 'Atualizando' modal.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './focus-trap.ts';

export interface ModalProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  onClose?: () => void;
  /** role=alertdialog for confirmations and errors that need an answer */
  alert?: boolean;
  icon?: ReactNode;
}

export function Modal({ title, children, actions, onClose, alert = false, icon }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  // before the trap moves the focus in: where it was
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      // back where it was, if that is still on the page (a page that changed meanwhile puts it on its title)
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  useFocusTrap(ref, true, onClose);

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose?.()}>
      <div
        ref={ref}
        className="modal"
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {icon && <div className="modal__icon">{icon}</div>}
        <h2 id={titleId} className="modal__title">{title}</h2>
        {children && <div className="modal__body">{children}</div>}
        {actions && <div className="modal__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
