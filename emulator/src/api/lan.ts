/**
 * LAN area of spec 2 (§3, §5.8, §5.9, §7): dhcp_server, dhcp_static_lease, limits, link and factory_default.
 * The wizard is done when its finish applies (action 5 clears show_wizard: device/apply.ts) or by PUT factory_default/0.
 * Shapes are contract/src/lan.ts; the rules live in device/lan.ts.
 */
import { Hono } from 'hono';
import {
  type DhcpServer,
  DhcpServerUpdate,
  type DhcpStaticLease,
  DhcpStaticLeaseInput,
  type FactoryDefault,
  FactoryDefaultUpdate,
  type Limits,
  type Link,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import type { Refusal } from '../device/outcome.ts';
import {
  createLease,
  deleteLease,
  dhcpView,
  limitsView,
  updateDhcp,
  updateLease,
} from '../device/lan.ts';
import { badRequest, notFoundJson, onlyIdZero, parseBody, refusedJson, requireAuth } from '../http.ts';
import type { Context } from 'hono';
import { object, optional, string } from 'superstruct';

/** A PUT may carry the whole record back (its own id included): the id must be the path's. */
const LeaseUpdate = object({ ...DhcpStaticLeaseInput.schema, id: optional(string()) });

function refused(c: Context, r: Refusal) {
  return refusedJson(c, r);
}

export function lanApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const leases = () => dev.state.network.leases;

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
    return out.ok ? c.json(out.value satisfies DhcpServer, 200) : refused(c, out);
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
    return out.ok ? c.json(out.value satisfies DhcpStaticLease, 201) : refused(c, out);
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
    return out.ok ? c.json(out.value satisfies DhcpStaticLease, 200) : refused(c, out);
  });

  app.delete('/dhcp_static_lease/:id', auth, (c) => {
    const id = c.req.param('id');
    return deleteLease(dev.state, id) ? c.json({ status: 'success' as const }, 200) : notFoundJson(c, `no lease ${id}`);
  });

  app.get('/limits', auth, (c) => c.json([limitsView(dev.state)] satisfies Limits[], 200));
  app.get('/limits/:id', auth, onlyIdZero(), (c) => c.json(limitsView(dev.state) satisfies Limits, 200));

  // The restart wait polls this (spec 2 §4.7); is_default mirrors device.show_wizard.
  const factory = (): FactoryDefault => ({ id: 0, is_default: dev.state.device.show_wizard });
  app.get('/factory_default', auth, (c) => c.json([factory()] satisfies FactoryDefault[], 200));
  app.get('/factory_default/:id', auth, onlyIdZero(), (c) => c.json(factory(), 200));
  app.put('/factory_default/:id', auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, FactoryDefaultUpdate);
    if (!body.ok) return badRequest(c, body);
    dev.state.device.show_wizard = body.value.is_default;
    return c.json(factory(), 200);
  });

  // The WAN port: speed 1000 Mbps while the cable is in.
  app.get('/link', auth, (c) => {
    const plugged = dev.state.network.cable;
    return c.json([{ name: 'WAN', status: plugged, speed: plugged ? 1000 : 0 }] satisfies Link[], 200);
  });

  return app;
}
