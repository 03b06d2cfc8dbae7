/** Small HTTP helpers shared by the API areas and the control API. */
import type { Context, MiddlewareHandler } from 'hono';
import type { Struct } from 'superstruct';
import { CONTROL_BASE } from '@roteador/contract';
import type { Device } from './device/device.ts';
import { bearerToken, useToken } from './device/sessions.ts';
import { check, type Checked } from './validation.ts';

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

/** The JSON body checked against a struct; a body that is not JSON fails the same way. */
export async function parseBody<T, S>(c: Context, struct: Struct<T, S>): Promise<Checked<T>> {
  const text = await c.req.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'body is not valid JSON' };
  }
  return check(struct, json);
}

/** As parseBody, an empty body counting as {} (control calls whose fields are all optional). */
export async function parseOptionalBody<T, S>(c: Context, struct: Struct<T, S>): Promise<Checked<T>> {
  const text = await c.req.text();
  if (text.trim() === '') return check(struct, {});
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'body is not valid JSON' };
  }
  return check(struct, json);
}

export function badRequest(c: Context, error: { message: string; field?: string }) {
  const { message, field } = error;
  return c.json({ status: 'error' as const, message, ...(field ? { field } : {}) }, 400);
}

/** A write refused by the device's rules: 400 with the pt-BR message, the field and, at a limit, body.code 'max'. */
export function refusedJson(c: Context, r: { message: string; field?: string; code?: string }) {
  const { message, field, code } = r;
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
