/** Turns superstruct failures into one clear message naming the field (used for API and control bodies alike). */
import { type Struct, StructError, validate } from 'superstruct';

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

export function check<T, S>(struct: Struct<T, S>, value: unknown): Checked<T> {
  const [err, result] = validate(value, struct);
  if (err) return { ok: false, ...describeStructError(err) };
  return { ok: true, value: result as T };
}
