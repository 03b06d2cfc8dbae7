/** GET /api/v1/status: read at start-up and polled by the shell, without a token. */
import { Hono } from 'hono';
import type { Status } from '@roteador/contract';
import type { Emulator } from '../emulator.ts';
import { statusView } from '../device/state.ts';

export function statusApi(emu: Emulator) {
  const app = new Hono();

  app.get('/status', (c) => c.json([statusView(emu.state)] satisfies Status[], 200));

  return app;
}
