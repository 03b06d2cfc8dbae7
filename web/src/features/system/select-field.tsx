/**
 * A labelled select in the look of Field (so getByLabel finds it): the system pages' hour, minute, severity, time
 * zone and mirroring ports. The option values are numbers or text; the select answers the option's own value.
 */
import { useId } from 'react';

export interface SelectOption<V extends string | number = number> {
  value: V;
  label: string;
}

export function SelectField<V extends string | number = number>({ label, value, options, hint, disabled, onChange }: {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  hint?: string;
  disabled?: boolean;
  onChange: (value: V) => void;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const pick = (text: string) => {
    const option = options.find((o) => String(o.value) === text);
    if (option) onChange(option.value);
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="field__control">
        <select id={id} className="field__input sys-select" value={String(value)} disabled={disabled}
          aria-describedby={hintId} onChange={(e) => pick(e.target.value)}>
          {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
        </select>
      </div>
      {hint && <p id={hintId} className="field__hint">{hint}</p>}
    </div>
  );
}
