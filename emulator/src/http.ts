/** Small HTTP helpers shared by the API areas and the control API. */
import type { Context, MiddlewareHandler } from 'hono';
import type { Struct } from 'superstruct';
import { CONTROL_BASE } from '@roteador/contract';
import type { Device } from './device/device.ts';
import { bearerToken, useToken } from './device/session.ts';
import { check, type Checked } from './validation.ts';
import { NOT_FOUND } from './device/outcome.ts';

/**
 * A real router that is rebooting or unreachable drops the connection. The app answers with this
 * header; the server adapter then destroys the socket (a browser sees a network error), while
 * tests through app.request can still see it.
 */
export const DROP_HEADER = 'x-emulator-drop';

export function dropResponse(): Response {
  return new Response(null, { status: 503, headers: { [DROP_HEADER]: '1' } });
}

export function isDropped(res: Response): boolean {
  return res.headers.get(DROP_HEADER) === '1';
}

export { CONTROL_BASE };

export function isControlPath(path: string): boolean {
  return path === CONTROL_BASE || path.startsWith(CONTROL_BASE + '/');
}

/** The remote services (firmware service) the emulator also plays, outside the router. */
export const CLOUD_BASE = '/cloud';

export function isCloudPath(path: string): boolean {
  return path === CLOUD_BASE || path.startsWith(CLOUD_BASE + '/');
}

export function forbidden(c: Context, message: string) {
  return c.json({ status: 'error' as const, message }, 403);
}

/**
 * What a router's small web server accepts: API and control bodies up to BODY_LIMIT bytes, a firmware part
 * (upgrade_by_parts: timing.limits.firmwareChunkChars of base64 in JSON) up to FIRMWARE_PART_LIMIT. A larger body
 * is answered 413 before it is read whole (middleware limitBodies), so it neither fills memory nor reaches a route
 * (a refused login body is no login attempt).
 */
export const BODY_LIMIT = 64 * 1024;
export const FIRMWARE_PART_LIMIT = 1024 * 1024;
export const CONTROL_BODY_LIMIT = 1024 * 1024;

export function bodyLimitFor(path: string): number {
  if (path === '/api/v1/upgrade_by_parts') return FIRMWARE_PART_LIMIT;
  if (isControlPath(path)) return CONTROL_BODY_LIMIT;
  return BODY_LIMIT;
}

/** JSON nested deeper than this is refused (no body of the API is deeper than 5): validating it would overflow. */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests (arrays and objects), counted without recursion; stops past `limit`. */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A request body's text as JSON: not JSON, or nested past MAX_JSON_DEPTH, is a clear refusal (400), never a 500. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'body is not valid JSON' };
  }
  if (jsonDepth(json) > MAX_JSON_DEPTH) return { ok: false, message: `body nests deeper than ${MAX_JSON_DEPTH} levels` };
  return { ok: true, value: json };
}

/** The JSON body checked against a struct; a body that is not JSON fails the same way. */
export async function parseBody<T, S>(c: Context, struct: Struct<T, S>): Promise<Checked<T>> {
  const json = parseJson(await c.req.text());
  return json.ok ? check(struct, json.value) : json;
}

/** As parseBody, an empty body counting as {} (control calls whose fields are all optional). */
export async function parseOptionalBody<T, S>(c: Context, struct: Struct<T, S>): Promise<Checked<T>> {
  const text = await c.req.text();
  if (text.trim() === '') return check(struct, {});
  const json = parseJson(text);
  return json.ok ? check(struct, json.value) : json;
}

export function badRequest(c: Context, error: { message: string; field?: string }) {
  const { message, field } = error;
  return c.json({ status: 'error' as const, message, ...(field ? { field } : {}) }, 400);
}

/**
 * A write refused by the device's rules: 400 with the pt-BR message, the field and, at a limit, body.code 'max'; a
 * record that does not exist (code 'not_found', device/outcome.ts) 404.
 */
export function refusedJson(c: Context, r: { message: string; field?: string; code?: string }) {
  const { message, field, code } = r;
  if (code === NOT_FOUND) return notFoundJson(c, message);
  return c.json({ status: 'error' as const, message, ...(field ? { field } : {}), ...(code ? { code } : {}) }, 400);
}

export function notFoundJson(c: Context, message = `not found: ${c.req.method} ${c.req.path}`) {
  return c.json({ status: 'error' as const, message }, 404);
}

/** Every /api/v1 route but session and status: a valid bearer token, refreshed by the use. */
export function requireAuth(dev: Device): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token || !useToken(dev.state, token, dev.now())) {
      return c.json({ status: 'unauthorized' as const, message: 'missing, invalid or expired token' }, 401);
    }
    await next();
  };
}

/** The router has one device, one system, one user, one mesh config: only id 0 exists. */
export function onlyIdZero(): MiddlewareHandler {
  return async (c, next) => {
    const id = c.req.param('id');
    if (id !== undefined && id !== '0') return notFoundJson(c, `no record with id ${id}`);
    await next();
  };
}
