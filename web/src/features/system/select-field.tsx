/** A labelled select in the look of Field (so getByLabel finds it): the system pages' hour, minute and severity. */
import { useId } from 'react';

export interface SelectOption {
  value: number;
  label: string;
}

export function SelectField({ label, value, options, hint, disabled, onChange }: {
  label: string;
  value: number;
  options: readonly SelectOption[];
  hint?: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="field__control">
        <select id={id} className="field__input sys-select" value={value} disabled={disabled}
          aria-describedby={hintId} onChange={(e) => onChange(Number(e.target.value))}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      {hint && <p id={hintId} className="field__hint">{hint}</p>}
    </div>
  );
}
