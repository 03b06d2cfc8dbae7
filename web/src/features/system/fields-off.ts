/**
 * The fields a settings form's switches leave unused (the contract's `…FieldsOff`: disabled or hidden while their
 * feature is off). The router keeps every stored value within its type's bounds whatever the switch says, and the
 * contract's validators say so for unused fields too; the owner, though, can neither see a message under a disabled or
 * hidden field nor fix its value. So such a field never blocks saving, and is sent as stored when it is out of bounds.
 */
import type { Messages } from '../../forms/use-fields.ts';

/**
 * The messages a form shows and blocks on: those of the fields in use. `off` (the contract's `…FieldsOff`) names the
 * fields its switches leave unused, disabled or hidden: a message there could be neither seen nor acted on.
 */
export function inUse<F extends PropertyKey>(errors: Messages<F>, off: readonly F[]): Messages<F> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !off.includes(field as F))) as Messages<F>;
}

/**
 * What a form sends: the draft, but an unused field (`off`) whose value is out of its bounds (`errors`: the contract's
 * verdict on the draft as sent, e.g. a port typed while its switch was on) as the router stores it, since the router
 * keeps every value within its bounds and would refuse the save for a field the owner cannot see.
 */
export function storedWhereOff<D extends object, F extends keyof D>(draft: D, stored: D, errors: Messages<F>, off: readonly F[]): D {
  const sent = { ...draft };
  for (const field of off) if (errors[field] !== undefined) sent[field] = stored[field];
  return sent;
}
