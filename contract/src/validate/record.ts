/**
 * The shape of a whole-record validator's answer: one message per field, in the order the fields are listed (the
 * form shows each under its field, the router refuses with the first).
 */
export type Errors<F extends string> = Partial<Record<F, string>>;

/** The first message of each field, fields in the order given. */
export function collect<F extends string>(checks: ReadonlyArray<readonly [F, string | undefined]>): Errors<F> {
  const errors: Errors<F> = {};
  for (const [field, message] of checks) if (message !== undefined && errors[field] === undefined) errors[field] = message;
  return errors;
}

/** The first refusal of a validator's answer, in its field order: what a route answers 400 with. */
export function firstRefusal<F extends string>(errors: Errors<F>): { field: F; message: string } | undefined {
  const entry = (Object.entries(errors) as [F, string | undefined][]).find(([, message]) => message !== undefined);
  return entry && { field: entry[0], message: entry[1]! };
}
