/** Turns superstruct failures into one clear message naming the field (used for API and control bodies alike). */
import { type Struct, StructError, validate } from 'superstruct';
import { inheritedKeyPath } from '@roteador/contract';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

function describeStructError(err: StructError): { message: string; field?: string } {
  const failure = err.failures()[0] ?? err;
  const field = failure.path.length ? failure.path.join('.') : undefined;
  if (failure.type === 'never' && field) return { message: `unknown field: ${field}`, field };
  const what = failure.value === undefined && failure.type !== 'never' ? 'missing or invalid' : 'invalid';
  return {
    message: field ? `${what} field ${field}: ${failure.message}` : `invalid body: ${failure.message}`,
    field,
  };
}

/**
 * A value (a request's body, a profile, a state file) against its struct. A key naming what every object has
 * (`toString`, `constructor`, `__proto__`…) is no field anywhere, and is refused first, by its path: superstruct
 * prints a failing value into its message, and `{"toString": 1}` cannot be printed (it threw: a 500).
 */
export function check<T, S>(struct: Struct<T, S>, value: unknown): Checked<T> {
  const inherited = inheritedKeyPath(value);
  if (inherited !== undefined) return { ok: false, message: `unknown field: ${inherited}`, field: inherited };
  const [err, result] = validate(value, struct);
  if (err) return { ok: false, ...describeStructError(err) };
  return { ok: true, value: result as T };
}
