/**
 * The WAN form's state: the value, which fields were touched (a field shows its message once edited, and every
 * field on submit), the errors of the current mode, and whether it changed from what the router stores.
 */
import { useFields } from '../use-fields.ts';
import { validateWan, visibleFields, wanChanged, type WanContext, type WanErrors, type WanMode, type WanValue } from './model.ts';
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
  const { value, setValue, errors, valid, set, touch, isTouched } = useFields(initial, (v) => validateWan(v, context));
  const shown: WanErrors = {};
  for (const field of visibleFields(value)) if (isTouched(field) && errors[field]) shown[field] = errors[field];

  const setMode = (mode: WanMode) => setValue((v) => ({ ...v, mode }));
  return {
    value,
    errors,
    valid,
    changed: wanChanged(value, original),
    touchAll() {
      touch(...visibleFields(value));
      return valid;
    },
    setMode,
    fields: {
      value,
      errors: shown,
      onField: set,
      onMode: setMode,
      onDnsAutomatic: (automatic) => setValue((v) => ({ ...v, dnsAutomatic: automatic })),
      onCloneMac: (clone) => setValue((v) => ({ ...v, cloneMac: clone })),
    },
  };
}
