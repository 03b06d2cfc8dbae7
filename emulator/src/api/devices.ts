/** GET connected_device (spec 3 §3): the devices on this router (see device/devices.ts). */
import { Hono } from 'hono';
import { type ConnectedDevice, connectedDevicePath } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { clientsView } from '../device/devices.ts';
import { requireAuth } from '../http.ts';

export function devicesApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);

  app.get(`/${connectedDevicePath}`, auth, (c) => {
    // the home's devices move on the clock of the home's router (its boot), whichever node lists them
    const list = clientsView(dev.home.state.clients, dev.state, dev.now(), dev.local, dev.home.state.power.bootAt);
    return c.json(list satisfies ConnectedDevice[], 200);
  });

  return app;
}
