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
  DenialOfServicePut,
  Filter,
  FilterInput,
  filterPath,
  type GlobalQos,
  globalQosPath,
  GlobalQosPut,
  PortRedirect,
  PortRedirectInput,
  portRedirectPath,
  type RemoteWebAccess,
  remoteWebAccessPath,
  RemoteWebAccessPut,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { NO_ADDRESS, wanView } from '../device/wan.ts';
import {
  createPortRedirect,
  deletePortRedirect,
  setRemoteWebAccessPort,
  updatePortRedirect,
} from '../device/port-redirect.ts';
import { dosView, qosView, updateDos, updateQos } from '../device/protection.ts';
import { createFilter, deleteFilter, updateFilter } from '../device/security.ts';
import { notFoundJson, records, requireAuth, singleton, writeBack } from '../http.ts';

/** The one remote_web_access record. */
const REMOTE_WEB_ACCESS_ID = 0;

export function securityApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);

  records(app, filterPath, auth, {
    noun: 'filter',
    record: Filter,
    list: () => dev.state.security.filters,
    input: FilterInput,
    create: (input) => createFilter(dev.state, input),
    update: (id, input) => updateFilter(dev.state, id, input),
    remove: (id) => deleteFilter(dev.state, id),
  });

  // port forwarding: the rules' internal IP is checked against the WAN address GET wan shows ('' while it has none)
  const wanIp = () => {
    const ip = wanView(dev.state, dev.now(), dev.wanUp()).ip4;
    return ip === NO_ADDRESS ? '' : ip;
  };
  records(app, portRedirectPath, auth, {
    noun: 'port redirect',
    record: PortRedirect,
    list: () => dev.state.security.portRedirects,
    input: PortRedirectInput,
    create: (input) => createPortRedirect(dev.state, input, wanIp()),
    update: (id, input) => updatePortRedirect(dev.state, id, input, wanIp()),
    remove: (id) => deletePortRedirect(dev.state, id),
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

  const remotePut = writeBack(RemoteWebAccessPut, remoteView, ({ port }) => {
    const out = setRemoteWebAccessPort(dev.state, port);
    return out.ok ? { ok: true, value: remoteView() } : out;
  });
  app.put(`${remote}/:id`, auth, async (c, next) => {
    const id = c.req.param('id');
    if (!isRemoteId(id)) return notFoundJson(c, `no remote web access ${id}`);
    return await remotePut(c, next);
  });

  // the denial-of-service protections and the global bandwidth: one record each, id 0, partial updates
  singleton(app, denialOfServicePath, auth, (): DenialOfService => dosView(dev.state),
    { back: DenialOfServicePut, apply: (update) => updateDos(dev.state, update) });
  singleton(app, globalQosPath, auth, (): GlobalQos => qosView(dev.state),
    { back: GlobalQosPut, apply: (update) => updateQos(dev.state, update) });

  return app;
}
