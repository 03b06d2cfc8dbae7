/**
 * Conventions of the router's REST API, shared by every area.
 * - Base path /api/v1; every path but `session` and `status` needs `Authorization: Bearer <token>`.
 * - GET on a collection path answers a JSON array (the UI reads the first item of singletons);
 *   GET path/{id} answers one record; PUT path/{id} merges the given fields and answers the stored record.
 * - Errors answer `ApiError` JSON: 400 invalid body (state untouched), 401 no or bad token, 404 unknown path.
 */
import { literal, object, optional, string, union, type Infer } from 'superstruct';

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
