/**
 * Security area of spec 3 (§2, §3 'Filter', §5 'Filters', §7): the global filters (MAC, IP, port, URL) in one
 * `filter` resource. The call contract is contract/src/security.ts; the rules live in device/security.ts.
 */
import { Hono } from 'hono';
import { type Filter, FilterInput, filterPath } from '@roteador/contract';
import { object, optional, string } from 'superstruct';
import type { Device } from '../device/device.ts';
import { createFilter, deleteFilter, updateFilter } from '../device/security.ts';
import { badRequest, notFoundJson, parseBody, refusedJson, requireAuth } from '../http.ts';

/** A PUT may carry the whole record back (its own id included): the id must be the path's. */
const FilterUpdate = object({ ...FilterInput.schema, id: optional(string()) });

export function securityApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const filters = () => dev.state.security.filters;
  const base = `/${filterPath}`;

  app.get(base, auth, (c) => c.json(structuredClone(filters()) satisfies Filter[], 200));

  app.get(`${base}/:id`, auth, (c) => {
    const id = c.req.param('id');
    const found = filters().find((f) => f.id === id);
    return found ? c.json({ ...found } satisfies Filter, 200) : notFoundJson(c, `no filter ${id}`);
  });

  app.post(base, auth, async (c) => {
    const body = await parseBody(c, FilterInput);
    if (!body.ok) return badRequest(c, body);
    const out = createFilter(dev.state, body.value);
    return out.ok ? c.json(out.value satisfies Filter, 201) : refusedJson(c, out);
  });

  app.put(`${base}/:id`, auth, async (c) => {
    const id = c.req.param('id');
    if (!filters().some((f) => f.id === id)) return notFoundJson(c, `no filter ${id}`);
    const body = await parseBody(c, FilterUpdate);
    if (!body.ok) return badRequest(c, body);
    const { id: sent, ...input } = body.value;
    if (sent !== undefined && sent !== id) {
      return badRequest(c, { message: `id ${sent} does not match the path`, field: 'id' });
    }
    const out = updateFilter(dev.state, id, input);
    return out.ok ? c.json(out.value satisfies Filter, 200) : refusedJson(c, out);
  });

  app.delete(`${base}/:id`, auth, (c) => {
    const id = c.req.param('id');
    return deleteFilter(dev.state, id)
      ? c.json({ status: 'success' as const }, 200)
      : notFoundJson(c, `no filter ${id}`);
  });

  return app;
}
