/**
 * The WAN form's state: the value, which fields were touched (a field shows its message once edited, and every
 * field on submit), the errors of the current mode, and whether it changed from what the router stores.
 */
import { validationMessages } from '@roteador/contract';
import { type LinkedRule, useFields } from '../use-fields.ts';
import { validateWan, visibleFields, wanChanged, type WanContext, type WanErrors, type WanField, type WanMode, type WanValue } from './model.ts';
import type { WanFieldsProps } from './fields.tsx';

/** Spec 2 §5.3: a DNS repeated shows as soon as any DNS field is edited (a pre-filled DNS 2 repeated by DNS 1). */
const DNS_REPEATED: LinkedRule<WanField> = { fields: ['dns1', 'dns2', 'dns3'], message: validationMessages.dnsRepeated };

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
  const { value, setValue, errors, valid, set, touch, shown: message } = useFields(initial, (v) => validateWan(v, context), [DNS_REPEATED]);
  const shown: WanErrors = {};
  for (const field of visibleFields(value)) {
    const text = message(field);
    if (text) shown[field] = text;
  }

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
