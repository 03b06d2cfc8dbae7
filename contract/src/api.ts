/**
 * Conventions of the router's REST API, shared by every area.
 * - Base path /api/v1; every path but `session` and `status` needs `Authorization: Bearer <token>`.
 * - GET on a collection path answers a JSON array (the UI reads the first item of singletons);
 *   GET path/{id} answers one record; PUT path/{id} merges the given fields and answers the stored record.
 * - Errors answer `ApiError` JSON: 400 invalid body (state untouched), 401 no or bad token, 404 unknown path.
 */
import { literal, object, optional, string, union, type Infer, type Struct } from 'superstruct';

export const API_BASE = '/api/v1';

export const ApiError = object({
  status: union([literal('error'), literal('unauthorized')]),
  message: string(),
  /** e.g. 'max' when a create hits the router's limit */
  code: optional(string()),
  field: optional(string()),
});
export type ApiError = Infer<typeof ApiError>;

/** The answer of a write that only acknowledges (a DELETE, most of them). */
export const Acknowledged = object({ status: union([literal('success'), literal(1)]) });

// ——— Read-modify-write ———

/**
 * What a PUT takes back (DESIGN 'Liberal where real clients are'): a client reads a record, changes a field and sends
 * the whole record back, as real clients of this API do. Of the fields its GET answers, those its update does not take
 * are `readOnly` (the record's id, an interface's name, a radio's band…): sent as the record shows them they are
 * ignored, changed they are refused (400 naming the field). `live` ones are read-only fields that move by themselves
 * between a client's GET and its PUT (an uptime, a status): ignored whatever they say, as long as they are of their
 * type. An `id` compares as text (a client may send "0" for 0). Anything else a body carries is no field of the record
 * (400 'unknown field').
 */
// deno-lint-ignore no-explicit-any
type AnyStruct = Struct<any, any>;

export interface ReadBack<T> {
  /** the record as its GET answers it */
  readonly record: AnyStruct;
  /** what a PUT may change */
  readonly update: Struct<T, unknown>;
  readonly readOnly: readonly string[];
  readonly live: readonly string[];
}

/** The fields of an object struct (object, partial, pick, omit…): its schema's own keys. */
function structFields(struct: AnyStruct): string[] {
  const schema = struct.schema as unknown;
  return schema !== null && typeof schema === 'object' ? Object.keys(schema) : [];
}

/** A record's read-back: its read-only fields are those of `record` that `update` does not take. */
export function readBack<T>(record: AnyStruct, update: Struct<T, unknown>, live: readonly string[] = []): ReadBack<T> {
  const writable = new Set(structFields(update));
  const readOnly = structFields(record).filter((k) => !writable.has(k));
  const unknownLive = live.filter((k) => !readOnly.includes(k));
  if (unknownLive.length) throw new Error(`live fields that are not read-only: ${unknownLive.join(', ')}`);
  return { record, update, readOnly, live };
}
