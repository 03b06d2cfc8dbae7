/**
 * The shape of a whole-record validator's answer: one message per field, in the order the fields are listed (the
 * form shows each under its field, the router refuses with the first).
 */
export type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * The first message of each field, fields in the order given: as [field, message] pairs, or as a record (its key
 * order). A field whose message is undefined is left out.
 */
export function collect<F extends string>(
  checks: ReadonlyArray<readonly [F, string | undefined]> | Readonly<Partial<Record<F, string | undefined>>>,
): Errors<F> {
  const pairs = (Array.isArray(checks) ? checks : Object.entries(checks)) as ReadonlyArray<readonly [F, string | undefined]>;
  const errors: Errors<F> = {};
  for (const [field, message] of pairs) if (message !== undefined && errors[field] === undefined) errors[field] = message;
  return errors;
}

/** The first refusal of a validator's answer, in its field order: what a route answers 400 with. */
export function firstRefusal<F extends string>(errors: Errors<F>): { field: F; message: string } | undefined {
  const entry = (Object.entries(errors) as [F, string | undefined][]).find(([, message]) => message !== undefined);
  return entry && { field: entry[0], message: entry[1]! };
}
