/** GET status: read at start-up and polled by the shell, without a token. */
import { Hono } from 'hono';
import { type Status, statusPath } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { statusView } from '../device/state.ts';

export function statusApi(dev: Device) {
  const app = new Hono();

  app.get(`/${statusPath}`, (c) => c.json([statusView(dev.state, dev.hasInternet())] satisfies Status[], 200));

  return app;
}
