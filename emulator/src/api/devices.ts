/** GET connected_device (spec 3 §3): the devices on this router (see device/clients.ts). */
import { Hono } from 'hono';
import type { ConnectedDevice } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { clientsView } from '../device/clients.ts';
import { requireAuth } from '../http.ts';

export function devicesApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);

  app.get(
    '/connected_device',
    auth,
    (c) => c.json(clientsView(dev.emu.state.clients, dev.state, dev.now(), dev.local) satisfies ConnectedDevice[], 200),
  );

  return app;
}
