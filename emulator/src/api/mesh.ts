/** GET /api/v1/easymesh: the local device's mesh configuration (nodes and writes come later). */
import { Hono } from 'hono';
import type { EasyMesh } from '@roteador/contract';
import type { Emulator } from '../emulator.ts';
import { easymeshView } from '../device/state.ts';
import { onlyIdZero, requireAuth } from '../http.ts';

export function meshApi(emu: Emulator) {
  const app = new Hono();
  const auth = requireAuth(emu);

  app.get('/easymesh', auth, (c) => c.json([easymeshView(emu.state)] satisfies EasyMesh[], 200));

  app.get('/easymesh/:id', auth, onlyIdZero(), (c) => c.json(easymeshView(emu.state) satisfies EasyMesh, 200));

  return app;
}
