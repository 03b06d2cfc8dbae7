/**
 * LAN area of spec 2 (§3, §5.8, §5.9, §7): lan (its addresses), dhcp_server and dhcp_static_lease. Shapes are
 * contract/src/lan.ts; the rules live in device/lan.ts.
 */
import { Hono } from 'hono';
import {
  type DhcpServer,
  DhcpServerUpdate,
  type DhcpStaticLease,
  DhcpStaticLeaseInput,
  type Lan,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import {
  createLease,
  deleteLease,
  dhcpView,
  updateDhcp,
  updateLease,
} from '../device/lan.ts';
import { lanView } from '../device/network.ts';
import { badRequest, notFoundJson, parseBody, refusedJson, requireAuth } from '../http.ts';
import { object, optional, string } from 'superstruct';

/** A PUT may carry the whole record back (its own id included): the id must be the path's. */
const LeaseUpdate = object({ ...DhcpStaticLeaseInput.schema, id: optional(string()) });

export function lanApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const leases = () => dev.state.network.leases;

  app.get('/lan', auth, (c) => c.json([lanView(dev.state)] satisfies Lan[], 200));

  app.get('/dhcp_server', auth, (c) => c.json([dhcpView(dev.state)] satisfies DhcpServer[], 200));

  app.get('/dhcp_server/:iface', auth, (c) => {
    const iface = c.req.param('iface');
    const view = dhcpView(dev.state);
    return iface === view.interface ? c.json(view, 200) : notFoundJson(c, `no DHCP server on ${iface}`);
  });

  app.put('/dhcp_server/:iface', auth, async (c) => {
    const iface = c.req.param('iface');
    if (iface !== dev.state.network.lan.interfaceID) return notFoundJson(c, `no DHCP server on ${iface}`);
    const body = await parseBody(c, DhcpServerUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = updateDhcp(dev.state, body.value);
    return out.ok ? c.json(out.value satisfies DhcpServer, 200) : refusedJson(c, out);
  });

  app.get('/dhcp_static_lease', auth, (c) => c.json(structuredClone(leases()) satisfies DhcpStaticLease[], 200));

  app.get('/dhcp_static_lease/:id', auth, (c) => {
    const id = c.req.param('id');
    const found = leases().find((l) => l.id === id);
    return found ? c.json({ ...found } satisfies DhcpStaticLease, 200) : notFoundJson(c, `no lease ${id}`);
  });

  app.post('/dhcp_static_lease', auth, async (c) => {
    const body = await parseBody(c, DhcpStaticLeaseInput);
    if (!body.ok) return badRequest(c, body);
    const out = createLease(dev.state, body.value);
    return out.ok ? c.json(out.value satisfies DhcpStaticLease, 201) : refusedJson(c, out);
  });

  app.put('/dhcp_static_lease/:id', auth, async (c) => {
    const id = c.req.param('id');
    if (!leases().some((l) => l.id === id)) return notFoundJson(c, `no lease ${id}`);
    const body = await parseBody(c, LeaseUpdate);
    if (!body.ok) return badRequest(c, body);
    const { id: _sent, ...input } = body.value;
    if (_sent !== undefined && _sent !== id) {
      return badRequest(c, { message: `id ${_sent} does not match the path`, field: 'id' });
    }
    const out = updateLease(dev.state, id, input);
    return out.ok ? c.json(out.value satisfies DhcpStaticLease, 200) : refusedJson(c, out);
  });

  app.delete('/dhcp_static_lease/:id', auth, (c) => {
    const id = c.req.param('id');
    return deleteLease(dev.state, id) ? c.json({ status: 'success' as const }, 200) : notFoundJson(c, `no lease ${id}`);
  });
  return app;
}
