/**
 * The radio page's form state (spec 2 §5.5). Its rules are the contract's (validate/radio.ts), the ones PUT radio/{id}
 * applies: the page offers the contract's options, shows the record the router would store (radioAfter) and judges it
 * with validateRadio before sending.
 */
import { radioAfter, validateRadio, type Radio, type RadioField, type RadioUpdate } from '@roteador/contract';

export type Draft = Required<RadioUpdate>;
const EDITABLE: ReadonlyArray<keyof Draft> = [
  'enabled', 'configuredChannel', 'bandwidth', 'extension', 'power', 'mu_mimo', 'beamforming', 'ofdma', 'twt',
];

/** What the form shows: the stored radio with the owner's edits, as the router would store it. */
export function shown(radio: Radio, edits: RadioUpdate = {}): Radio {
  return radioAfter(radio, edits);
}

/** The fields that differ from the stored radio (empty: nothing to save for it). */
export function changes(radio: Radio, edits: RadioUpdate = {}): RadioUpdate {
  const value = shown(radio, edits);
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) if (value[key] !== radio[key]) out[key] = value[key];
  return out as RadioUpdate;
}

/** The contract's refusals of the radio the form shows (the router's, message for message). */
export function radioErrors(radio: Radio, edits: RadioUpdate = {}): Partial<Record<RadioField, string>> {
  return validateRadio(shown(radio, edits));
}
