import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows a spinner and ignores clicks while an action is under way (a repeated submit is ignored). */
  busy?: boolean;
  block?: boolean;
}

export function Button({ variant = 'primary', busy = false, block = false, className, children, type, onClick, ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, block && 'btn--block', className].filter(Boolean).join(' ');
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {busy && <Spinner size={18} label={null} />}
      {children}
    </button>
  );
}
