/**
 * PUT radio/{id} (spec 2 §5.5): the contract's radio rules (validate/radio.ts), the very ones the radio page offers
 * its choices with. The write is laid over the stored radio (radioAfter: a write naming no extension side gets the
 * one the record needs); a record validateRadio refuses is answered 400 with its first refusal and changes nothing.
 * A radio change restarts the router on the next apply (device/apply.ts).
 */
import { AUTOMATIC_CHANNEL, type Radio, type RadioUpdate, radioAfter, validateRadio } from '@roteador/contract';
import type { DeviceState } from './state.ts';
import { firstFailure, notFound, type Outcome } from './outcome.ts';
import { markRestart } from './apply.ts';

export function updateRadio(state: DeviceState, id: string, body: RadioUpdate): Outcome<Radio> {
  const radio = state.network.radios.find((r) => r.id === id);
  if (!radio) return notFound(`no radio ${id}`);
  const next = radioAfter(radio, body);
  const refusal = firstFailure(validateRadio(next));
  if (refusal) return refusal;
  // a fixed channel is the one the radio runs on; an automatic one keeps running where it was until it moves
  if (next.configuredChannel !== AUTOMATIC_CHANNEL) next.channel = next.configuredChannel;
  // the radio as it was, sent back (read-modify-write), changes nothing: no restart
  if (JSON.stringify({ ...radio, ...next }) !== JSON.stringify(radio)) markRestart(state);
  Object.assign(radio, next);
  return { ok: true, value: { ...radio } };
}
