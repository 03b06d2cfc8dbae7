/**
 * What a device rule answers: the value it produced, or why it refused — the pt-BR message, the field it names and,
 * at a limit, the code 'max' (the route answers 400 with them; http.ts refusedJson). A refusal changes nothing.
 * A leaf module (the types and their constructors), so every rule module may use it without importing another's.
 */
import { type Errors, firstRefusal, LimitReachedCode } from '@roteador/contract';

export type Refusal = { message: string; field?: string; code?: string };
export type Refused = { ok: false } & Refusal;
export type Outcome<T> = { ok: true; value: T } | Refused;
/** A run that answers once `waitMs` of virtual time has passed (ping, traceroute). */
export type Run<T> = { ok: true; value: T; waitMs: number } | Refused;

/** The code of a refusal that names a record that does not exist (answered 404). */
export const NOT_FOUND = 'not_found';

/** A refusal: no record of that id. */
export function notFound(message: string): Refused {
  return { ok: false, code: NOT_FOUND, message };
}

/** A refusal at a limit (the router's count of such records): body.code 'max' tells the UI which. */
export function limitReached(message: string, field?: string): Refused {
  return { ok: false, code: LimitReachedCode, message, ...(field ? { field } : {}) };
}

/** A refusal with its message and, when it names one, its field. */
export function refused(message: string, field?: string): Refused {
  return { ok: false, message, ...(field ? { field } : {}) };
}

/**
 * The contract validator's first message (its field order) as a refusal; undefined when it found nothing. `fieldOf`
 * names the field as the request body nests it (e.g. 'ntp_server.ntp_server1').
 */
export function firstFailure<F extends string>(
  errors: Errors<F>,
  fieldOf: (field: F) => string = (field) => field,
): Refused | undefined {
  const first = firstRefusal(errors);
  return first && { ok: false, message: first.message, field: fieldOf(first.field) };
}
