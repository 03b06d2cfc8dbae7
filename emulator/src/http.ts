/** Small HTTP helpers shared by the API areas and the control API, and the route scaffolding of the API's resources. */
import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import { type Struct, validate } from 'superstruct';
import { API_BASE, CLOUD_BASE, CONTROL_BASE, inheritedKeyPath, readBack, type ReadBack, upgradeByPartsPath } from '@roteador/contract';
import type { Device } from './device/device.ts';
import { bearerToken, useToken } from './device/session.ts';
import { check, type Checked } from './validation.ts';
import { NOT_FOUND, type Outcome, type Refused, refused } from './device/outcome.ts';

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
const CONTROL_BODY_LIMIT = 1024 * 1024;

export function bodyLimitFor(path: string): number {
  if (path === `${API_BASE}/${upgradeByPartsPath}`) return FIRMWARE_PART_LIMIT;
  if (isControlPath(path)) return CONTROL_BODY_LIMIT;
  return BODY_LIMIT;
}

/** JSON nested deeper than this is refused (no body of the API is deeper than 5): validating it would overflow. */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests (arrays and objects), counted without recursion; stops past `limit`. */
function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
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

/** Every API route but session and status: a valid bearer token, refreshed by the use. */
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

/** The resource a request under the API base names first (`/api/v1/wireless/wl0` → `wireless/wl0`). */
export function apiResource(path: string): string {
  const at = path.indexOf(`${API_BASE}/`);
  return at < 0 ? path : path.slice(at + API_BASE.length + 1);
}

// ---- route scaffolding ----------------------------------------------------------------------------------------------

/** What a write's rule answers, whatever its value. */
type Answer = Outcome<unknown>;

/** A resource and one record of it: `/{path}`, `/{path}/:id` (a record the router has one of answers at both). */
export function at<P extends string>(path: P): [`/${P}`, `/${P}/:id`] {
  return [`/${path}`, `/${path}/:id`];
}

/**
 * A write's handler: the JSON body checked against `struct` (malformed: 400, nothing changes), then `apply` — its
 * value answered with `status`, its refusal 400 (404 for a record that does not exist: refusedJson).
 */
export function write<T, S>(struct: Struct<T, S>, apply: (body: T, c: Context) => Answer, status: 200 | 201 = 200): Handler {
  return async (c) => {
    const body = await parseBody(c, struct);
    if (!body.ok) return badRequest(c, body);
    const out = apply(body.value, c);
    return out.ok ? c.json(out.value, status) : refusedJson(c, out);
  };
}

/** Two JSON values alike (key order aside). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && sameJson(ra[k], rb[k]));
}

/**
 * Read-modify-write, the one rule (DESIGN 'Liberal where real clients are'; the fields: contract ReadBack): of a PUT
 * body, what the update takes goes on; a read-only field of the record is dropped when sent as the record shows it now
 * (an `id` as text or number), and refused, naming it, when changed; a live one is dropped whatever it says, as long
 * as it is of its type. Anything else stays, for the update's struct to refuse ('unknown field').
 */
function takeBack<T>(back: ReadBack<T>, body: unknown, current: Readonly<Record<string, unknown>>): Checked<T> {
  const inherited = inheritedKeyPath(body);
  if (inherited !== undefined) return { ok: false, message: `unknown field: ${inherited}`, field: inherited };
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return check(back.update, body);
  const kept: Record<string, unknown> = {};
  const fields = back.record.schema as Record<string, Struct<unknown, unknown>>;
  for (const [key, value] of Object.entries(body)) {
    if (!back.readOnly.includes(key)) {
      kept[key] = value;
    } else if (back.live.includes(key)) {
      const [error] = validate(value, fields[key]);
      if (error) return { ok: false, message: `invalid field ${key}: ${error.message}`, field: key };
    } else if (key === 'id' ? String(value) !== String(current.id) : !sameJson(value, current[key])) {
      if (key === 'id') return idMismatch(value);
      return { ok: false, message: `read-only field: ${key} is ${JSON.stringify(current[key])}`, field: key };
    }
  }
  return check(back.update, kept);
}

/** A PUT body read back against the record as GET shows it now (takeBack), for a route that answers in its own way. */
export async function parseBack<T>(c: Context, back: ReadBack<T>, current: object): Promise<Checked<T>> {
  const json = parseJson(await c.req.text());
  return json.ok ? takeBack(back, json.value, current as Record<string, unknown>) : json;
}

/**
 * A PUT of a record its GET answers (read-modify-write, takeBack): `current` the record as GET shows it now (undefined:
 * none, 404), `apply` the update's rule — its value answered, its refusal 400 (404 for a record that does not exist).
 */
export function writeBack<T>(
  back: ReadBack<T>,
  current: (c: Context) => object | undefined,
  apply: (update: T, c: Context) => Answer,
): Handler {
  return async (c) => {
    const json = parseJson(await c.req.text());
    if (!json.ok) return badRequest(c, json);
    const record = current(c);
    if (record === undefined) return notFoundJson(c);
    const update = takeBack(back, json.value, record as Record<string, unknown>);
    if (!update.ok) return badRequest(c, update);
    const out = apply(update.value, c);
    return out.ok ? c.json(out.value, 200) : refusedJson(c, out);
  };
}

/**
 * A record the router has one of (id 0): GET `/{path}` answers [view], GET `/{path}/0` the view; given `put`, PUT
 * `/{path}` and `/{path}/0` write it (another id: 404), taking the record back as read (writeBack).
 */
export function singleton<R extends object, T>(
  app: Hono,
  path: string,
  auth: MiddlewareHandler,
  view: () => R,
  put?: { back: ReadBack<T>; apply: (update: T, c: Context) => Answer },
): void {
  app.get(`/${path}`, auth, (c) => c.json([view()], 200));
  app.get(`/${path}/:id`, auth, onlyIdZero(), (c) => c.json(view(), 200));
  if (put) app.on('PUT', at(path), auth, onlyIdZero(), writeBack(put.back, view, put.apply));
}

/** A refusal of a record sent to another record's address. */
function idMismatch(sent: unknown): Refused {
  return refused(`id ${JSON.stringify(sent)} does not match the path`, 'id');
}

/** A list resource whose records the client names by id (leases, filters, port forwards, device QoS rules). */
export interface Records<R extends { id: string }, I> {
  /** a record as GET answers it (the contract's struct) */
  record: Struct<R, unknown>;
  /** the records as the API shows them */
  list: () => readonly R[];
  /** the record in a 404: 'lease' answers 'no lease 7' */
  noun: string;
  /** a new record's body (POST) */
  input: Struct<I, unknown>;
  create: (input: I) => Answer;
  update: (id: string, input: I) => Answer;
  remove: (id: string) => boolean;
}

/**
 * GET `/{path}` (the list), POST `/{path}` (201), GET, PUT and DELETE `/{path}/:id` (an unknown id: 404). PUT takes
 * the whole record as read back (its id the path's, else 400: writeBack), or the POST's fields.
 */
export function records<R extends { id: string }, I extends object>(
  app: Hono,
  path: string,
  auth: MiddlewareHandler,
  r: Records<R, I>,
): void {
  const base = `/${path}`;
  const missing = (c: Context, id: string) => notFoundJson(c, `no ${r.noun} ${id}`);
  const back = readBack(r.record, r.input);
  const find = (id: string) => r.list().find((record) => record.id === id);

  app.get(base, auth, (c) => c.json(structuredClone(r.list()), 200));

  app.get(`${base}/:id`, auth, (c) => {
    const id = c.req.param('id');
    const found = find(id);
    return found ? c.json(structuredClone(found), 200) : missing(c, id);
  });

  app.post(base, auth, write(r.input, (input) => r.create(input), 201));

  const update = writeBack(back, (c) => find(c.req.param('id')!), (input, c) => r.update(c.req.param('id')!, input));
  app.put(`${base}/:id`, auth, async (c, next) => {
    const id = c.req.param('id');
    return find(id) ? await update(c, next) : missing(c, id);
  });

  app.delete(`${base}/:id`, auth, (c) => {
    const id = c.req.param('id');
    return r.remove(id) ? c.json({ status: 'success' as const }, 200) : missing(c, id);
  });
}
