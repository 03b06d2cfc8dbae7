/**
 * LAN area of spec 2 (§3, §5.8, §5.9, §7): lan (its addresses), dhcp_server and dhcp_static_lease. Shapes are
 * contract/src/lan.ts; the rules live in device/lan.ts.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import {
  type DhcpServer,
  dhcpServerPath,
  DhcpServerPut,
  DhcpStaticLease,
  DhcpStaticLeaseInput,
  dhcpStaticLeasePath,
  type Lan,
  lanPath,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { createLease, deleteLease, dhcpView, lanView, updateDhcp, updateLease } from '../device/lan.ts';
import { notFoundJson, records, requireAuth, writeBack } from '../http.ts';

export function lanApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  /** The DHCP server serves the LAN's interface only. */
  const lanInterface: MiddlewareHandler = async (c, next) => {
    const iface = c.req.param('iface');
    if (iface !== dev.state.network.lan.interfaceID) return notFoundJson(c, `no DHCP server on ${iface}`);
    await next();
  };

  app.get(`/${lanPath}`, auth, (c) => c.json([lanView(dev.state)] satisfies Lan[], 200));

  app.get(`/${dhcpServerPath}`, auth, (c) => c.json([dhcpView(dev.state)] satisfies DhcpServer[], 200));
  app.get(`/${dhcpServerPath}/:iface`, auth, lanInterface, (c) => c.json(dhcpView(dev.state) satisfies DhcpServer, 200));
  app.put(`/${dhcpServerPath}/:iface`, auth, lanInterface, writeBack(DhcpServerPut, () => dhcpView(dev.state), (body) => updateDhcp(dev.state, body)));

  records(app, dhcpStaticLeasePath, auth, {
    noun: 'lease',
    record: DhcpStaticLease,
    list: () => dev.state.network.leases,
    input: DhcpStaticLeaseInput,
    create: (input) => createLease(dev.state, input),
    update: (id, input) => updateLease(dev.state, id, input),
    remove: (id) => deleteLease(dev.state, id),
  });

  return app;
}
