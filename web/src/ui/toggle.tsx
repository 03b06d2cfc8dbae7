import type { InputHTMLAttributes } from 'react';

export interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
}

/** An on/off switch: a checkbox with role=switch, so getByRole('switch', { name }) finds it. */
export function Toggle({ label, className, ...input }: ToggleProps) {
  return (
    <label className={['toggle', className].filter(Boolean).join(' ')}>
      <span className="toggle__label">{label}</span>
      <input type="checkbox" role="switch" className="toggle__input" {...input} />
      <span className="toggle__track" aria-hidden="true"><span className="toggle__thumb" /></span>
    </label>
  );
}
