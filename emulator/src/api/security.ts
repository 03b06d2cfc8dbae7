/**
 * Security area of spec 3 (§2, §3 'Filter', 'Port redirect rule', 'Remote web access', §5, §7): the global filters
 * (MAC, IP, port, URL) in one `filter` resource, the port-forward rules (`natportredirect`) and the WAN management
 * port (`remote_web_access`), the denial-of-service protections (`denial_of_service`) and the global bandwidth
 * (`qos_global`). The call contract is contract/src/security.ts; the rules live in device/security.ts,
 * device/port-redirect.ts and device/protection.ts.
 */
import { Hono } from 'hono';
import {
  type DenialOfService,
  denialOfServicePath,
  DenialOfServiceUpdate,
  type Filter,
  FilterInput,
  filterPath,
  type GlobalQos,
  globalQosPath,
  GlobalQosUpdate,
  type PortRedirect,
  PortRedirectInput,
  portRedirectPath,
  type RemoteWebAccess,
  remoteWebAccessPath,
  RemoteWebAccessUpdate,
} from '@roteador/contract';
import { integer, object, optional, string } from 'superstruct';
import type { Device } from '../device/device.ts';
import { wanView } from '../device/network.ts';
import {
  createPortRedirect,
  deletePortRedirect,
  setRemoteWebAccessPort,
  updatePortRedirect,
} from '../device/port-redirect.ts';
import { dosView, PROTECTION_ID, qosView, updateDos, updateQos } from '../device/protection.ts';
import { createFilter, deleteFilter, updateFilter } from '../device/security.ts';
import { badRequest, notFoundJson, onlyIdZero, parseBody, refusedJson, requireAuth } from '../http.ts';

/** A PUT may carry the whole record back (its own id included): the id must be the path's. */
const FilterUpdate = object({ ...FilterInput.schema, id: optional(string()) });
const PortRedirectUpdate = object({ ...PortRedirectInput.schema, id: optional(string()) });
const RemoteWebAccessPut = object({ ...RemoteWebAccessUpdate.schema, id: optional(integer()) });
const DenialOfServicePut = object({ ...DenialOfServiceUpdate.schema, id: optional(integer()) });
const GlobalQosPut = object({ ...GlobalQosUpdate.schema, id: optional(integer()) });
/** The one remote_web_access record. */
const REMOTE_WEB_ACCESS_ID = 0;
/** What GET wan shows while the WAN has no address. */
const NO_ADDRESS = '0.0.0.0';

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

  // port forwarding: the rules' internal IP is checked against the WAN address GET wan shows ('' while it has none)
  const rules = () => dev.state.security.portRedirects;
  const wanIp = () => {
    const ip = wanView(dev.state, dev.now(), dev.wanUp()).ip4;
    return ip === NO_ADDRESS ? '' : ip;
  };
  const nat = `/${portRedirectPath}`;

  app.get(nat, auth, (c) => c.json(structuredClone(rules()) satisfies PortRedirect[], 200));

  app.get(`${nat}/:id`, auth, (c) => {
    const id = c.req.param('id');
    const found = rules().find((r) => r.id === id);
    return found
      ? c.json(structuredClone(found) satisfies PortRedirect, 200)
      : notFoundJson(c, `no port redirect ${id}`);
  });

  app.post(nat, auth, async (c) => {
    const body = await parseBody(c, PortRedirectInput);
    if (!body.ok) return badRequest(c, body);
    const out = createPortRedirect(dev.state, body.value, wanIp());
    return out.ok ? c.json(out.value satisfies PortRedirect, 201) : refusedJson(c, out);
  });

  app.put(`${nat}/:id`, auth, async (c) => {
    const id = c.req.param('id');
    if (!rules().some((r) => r.id === id)) return notFoundJson(c, `no port redirect ${id}`);
    const body = await parseBody(c, PortRedirectUpdate);
    if (!body.ok) return badRequest(c, body);
    const { id: sent, ...input } = body.value;
    if (sent !== undefined && sent !== id) {
      return badRequest(c, { message: `id ${sent} does not match the path`, field: 'id' });
    }
    const out = updatePortRedirect(dev.state, id, input, wanIp());
    return out.ok ? c.json(out.value satisfies PortRedirect, 200) : refusedJson(c, out);
  });

  app.delete(`${nat}/:id`, auth, (c) => {
    const id = c.req.param('id');
    return deletePortRedirect(dev.state, id)
      ? c.json({ status: 'success' as const }, 200)
      : notFoundJson(c, `no port redirect ${id}`);
  });

  // the WAN management port: one record, id 0
  const remote = `/${remoteWebAccessPath}`;
  const remoteView = (): RemoteWebAccess => ({
    id: REMOTE_WEB_ACCESS_ID,
    port: dev.state.security.remoteWebAccessPort,
  });
  const isRemoteId = (id: string) => id === String(REMOTE_WEB_ACCESS_ID);

  app.get(remote, auth, (c) => c.json([remoteView()] satisfies RemoteWebAccess[], 200));

  app.get(`${remote}/:id`, auth, (c) => {
    const id = c.req.param('id');
    return isRemoteId(id) ? c.json(remoteView(), 200) : notFoundJson(c, `no remote web access ${id}`);
  });

  app.put(`${remote}/:id`, auth, async (c) => {
    const id = c.req.param('id');
    if (!isRemoteId(id)) return notFoundJson(c, `no remote web access ${id}`);
    const body = await parseBody(c, RemoteWebAccessPut);
    if (!body.ok) return badRequest(c, body);
    if (body.value.id !== undefined && body.value.id !== REMOTE_WEB_ACCESS_ID) {
      return badRequest(c, { message: `id ${body.value.id} does not match the path`, field: 'id' });
    }
    const out = setRemoteWebAccessPort(dev.state, body.value.port);
    return out.ok ? c.json(remoteView(), 200) : refusedJson(c, out);
  });

  // the denial-of-service protections and the global bandwidth: one record each, id 0, partial updates
  const dos = `/${denialOfServicePath}`;
  app.get(dos, auth, (c) => c.json([dosView(dev.state)] satisfies DenialOfService[], 200));
  app.get(`${dos}/:id`, auth, onlyIdZero(), (c) => c.json(dosView(dev.state) satisfies DenialOfService, 200));
  app.put(`${dos}/:id`, auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, DenialOfServicePut);
    if (!body.ok) return badRequest(c, body);
    const { id: sent, ...update } = body.value;
    if (sent !== undefined && sent !== PROTECTION_ID) {
      return badRequest(c, { message: `id ${sent} does not match the path`, field: 'id' });
    }
    const out = updateDos(dev.state, update);
    return out.ok ? c.json(out.value satisfies DenialOfService, 200) : refusedJson(c, out);
  });

  const qos = `/${globalQosPath}`;
  app.get(qos, auth, (c) => c.json([qosView(dev.state)] satisfies GlobalQos[], 200));
  app.get(`${qos}/:id`, auth, onlyIdZero(), (c) => c.json(qosView(dev.state) satisfies GlobalQos, 200));
  app.put(`${qos}/:id`, auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, GlobalQosPut);
    if (!body.ok) return badRequest(c, body);
    const { id: sent, ...update } = body.value;
    if (sent !== undefined && sent !== PROTECTION_ID) {
      return badRequest(c, { message: `id ${sent} does not match the path`, field: 'id' });
    }
    const out = updateQos(dev.state, update);
    return out.ok ? c.json(out.value satisfies GlobalQos, 200) : refusedJson(c, out);
  });

  return app;
}
