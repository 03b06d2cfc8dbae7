/**
 * connected_device (spec 3 §3): GET the devices on this router (see device/devices.ts); GET connected_device/{mac}
 * the one device, its MAC in either case, with or without colons (as public clients of this API ask for it).
 */
import { Hono } from 'hono';
import { type ConnectedDevice, connectedDevicePath, sameMac } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { clientsView } from '../device/devices.ts';
import { notFoundJson, requireAuth } from '../http.ts';

export function devicesApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  // the home's devices move on the clock of the home's router (its boot), whichever node lists them
  const list = () => clientsView(dev.home.state.clients, dev.state, dev.now(), dev.local, dev.home.state.power.bootAt);

  app.get(`/${connectedDevicePath}`, auth, (c) => c.json(list() satisfies ConnectedDevice[], 200));

  app.get(`/${connectedDevicePath}/:mac`, auth, (c) => {
    const mac = c.req.param('mac');
    const found = list().find((d) => sameMac(d.mac, mac));
    return found ? c.json(found satisfies ConnectedDevice, 200) : notFoundJson(c, `no connected device ${mac}`);
  });

  return app;
}
