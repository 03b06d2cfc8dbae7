/**
 * A form's value and the fields the owner has touched (spec 2 §8): a field's message shows once the field was edited,
 * and every field's on submit (the form touches them). The errors are the form's validator over the current value;
 * the form is valid when the validator answers no field. A rule between fields (`linked`: DNS servers not repeated,
 * spec 2 §5.3, §5.8) shows its message as soon as any of its fields is edited, on whichever one it sits — a DNS 1
 * typed equal to a pre-filled DNS 2 shows DNS 2's message, though DNS 2 was not touched.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';

export type Messages<F extends PropertyKey> = Partial<Record<F, string>>;

/** A rule between fields: its message, and the fields it judges together. */
export interface LinkedRule<F extends PropertyKey> {
  fields: readonly F[];
  message: string;
}

export interface Fields<V, F extends PropertyKey> {
  value: V;
  setValue: Dispatch<SetStateAction<V>>;
  /** the validator's messages for the current value */
  errors: Messages<F>;
  valid: boolean;
  /** the field's message, once the field is touched */
  shown(field: F): string | undefined;
  /** sets one field's value and touches it */
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** touches fields (their messages show from now on) */
  touch(...fields: readonly F[]): void;
  isTouched(field: F): boolean;
  /** forgets every touch (a saved form starts afresh) */
  untouch(): void;
}

export function useFields<V extends object, F extends PropertyKey = keyof V>(
  initial: V | (() => V),
  validate: (value: V) => Messages<F>,
  linked: readonly LinkedRule<F>[] = [],
): Fields<V, F> {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<PropertyKey, boolean>>>({});
  const errors = validate(value);
  const touch = (...fields: readonly PropertyKey[]) => setTouched((s) => ({ ...s, ...Object.fromEntries(fields.map((f) => [f, true])) }));
  const shown = (field: F): string | undefined => {
    const message = errors[field];
    if (message === undefined || touched[field]) return message;
    const rule = linked.find((l) => l.message === message && l.fields.includes(field));
    return rule && rule.fields.some((f) => touched[f]) ? message : undefined;
  };
  return {
    value,
    setValue,
    errors,
    valid: Object.keys(errors).length === 0,
    shown,
    set(field, next) {
      setValue((v) => ({ ...v, [field]: next }));
      touch(field);
    },
    touch,
    isTouched: (field) => touched[field] === true,
    untouch: () => setTouched({}),
  };
}
