/**
 * interface and interface_statistics (spec 1 §3, spec 2 §5.8, §7): the LAN and WAN interfaces and their traffic
 * counters (device/traffic.ts: they follow the clock and the internet). GET interface/br0 is the LAN's (its system
 * name). PUT interface/{lan} (or br0) moves the LAN's address (device/apply.ts), the record read back accepted
 * (InterfacePut); the WAN port is configured through wan/0.
 */
import { Hono } from 'hono';
import {
  followLan,
  type Interface,
  interfacePath,
  InterfacePut,
  type InterfaceStatistics,
  interfaceStatisticsPath,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { interfaceNamed, interfaceViews, WAN_ID } from '../device/interface.ts';
import { statisticsView } from '../device/traffic.ts';
import { updateLanAddress } from '../device/apply.ts';
import { badRequest, notFoundJson, requireAuth, writeBack } from '../http.ts';

export function interfaceApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const named = (name: string) => interfaceNamed(dev.state, dev.wanUp(), name);

  app.get(`/${interfacePath}`, auth, (c) => c.json(interfaceViews(dev.state, dev.wanUp()) satisfies Interface[], 200));

  app.get(`/${interfacePath}/:id`, auth, (c) => {
    const id = c.req.param('id');
    const found = named(id);
    return found ? c.json(found satisfies Interface, 200) : notFoundJson(c, `no interface ${id}`);
  });

  // Only the LAN's address is written here (spec 2 §7); the WAN port is configured through wan/0.
  const moveLan = writeBack(InterfacePut, (c) => named(c.req.param('id')!), (body) => {
    const before = { ip4: dev.state.network.lan.ip4, netmask: dev.state.network.lan.netmask };
    const out = updateLanAddress(dev.state, body);
    if (!out.ok) return out;
    // the home's devices get addresses of the new network (as they would once the router restarts)
    if (dev.local && out.value.ip4 !== before.ip4) {
      for (const client of dev.home.state.clients) client.ip = followLan(client.ip, before, out.value);
    }
    return { ok: true, value: interfaceViews(dev.state, dev.wanUp())[0] satisfies Interface };
  });
  app.put(`/${interfacePath}/:id`, auth, async (c, next) => {
    const id = c.req.param('id');
    const found = named(id);
    if (found?.id === WAN_ID) return badRequest(c, { message: 'the WAN interface is configured through wan/0', field: 'id' });
    if (found?.id !== dev.state.network.lan.interfaceID) return notFoundJson(c, `no interface ${id}`);
    return await moveLan(c, next);
  });

  app.get(`/${interfaceStatisticsPath}/:id`, auth, (c) => {
    const id = c.req.param('id');
    const stats = statisticsView(dev.state, id, dev.now(), dev.trafficFlows());
    return stats ? c.json(stats satisfies InterfaceStatistics, 200) : notFoundJson(c, `no interface ${id}`);
  });

  return app;
}
