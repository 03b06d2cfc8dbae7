/**
 * The WAN form's state: the value, which fields were touched (a field shows its message once edited, and every
 * field on submit), the errors of the current mode, and whether it changed from what the router stores.
 */
import { useState } from 'react';
import { isValid, validateWan, visibleFields, wanChanged, type WanContext, type WanErrors, type WanField, type WanMode, type WanValue } from './model.ts';
import type { WanFieldsProps } from './fields.tsx';

export interface WanFormState {
  value: WanValue;
  errors: WanErrors;
  valid: boolean;
  changed: boolean;
  /** marks every field of the mode touched (submit) and answers whether the value may be sent */
  touchAll(): boolean;
  setMode(mode: WanMode): void;
  /** the props of <WanFields> */
  fields: Omit<WanFieldsProps, 'disabled'>;
}

export function useWanForm(original: WanValue, context: WanContext, initial: WanValue = original): WanFormState {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<WanField, boolean>>>({});
  const errors = validateWan(value, context);
  const shown: WanErrors = {};
  for (const field of visibleFields(value)) if (touched[field] && errors[field]) shown[field] = errors[field];

  const setMode = (mode: WanMode) => setValue((v) => ({ ...v, mode }));
  return {
    value,
    errors,
    valid: isValid(errors),
    changed: wanChanged(value, original),
    touchAll() {
      const all: Partial<Record<WanField, boolean>> = {};
      for (const field of visibleFields(value)) all[field] = true;
      setTouched((t) => ({ ...t, ...all }));
      return isValid(validateWan(value, context));
    },
    setMode,
    fields: {
      value,
      errors: shown,
      onField(field, text) {
        setValue((v) => ({ ...v, [field]: text }));
        setTouched((t) => ({ ...t, [field]: true }));
      },
      onMode: setMode,
      onDnsAutomatic: (automatic) => setValue((v) => ({ ...v, dnsAutomatic: automatic })),
      onCloneMac: (clone) => setValue((v) => ({ ...v, cloneMac: clone })),
    },
  };
}
