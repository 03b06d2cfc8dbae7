/**
 * Control API, the tools area (README "The control API"): a device pairs through WPS (the button on the owner's
 * phone or printer), closing the window action 3 opened with syncing 2.
 */
import { Hono } from 'hono';
import { controlPaths } from '@roteador/contract';
import type { Emulator } from '../emulator.ts';
import { pairWps, wpsView } from '../device/wps.ts';
import { badRequest } from '../http.ts';

export function toolsControl(emu: Emulator) {
  const app = new Hono();

  app.post(`/${controlPaths.wpsPair}`, (c) => {
    if (!pairWps(emu.local)) return badRequest(c, { message: 'no WPS window is open (POST action {actionID: 3} first)' });
    return c.json(wpsView(emu.local), 200);
  });

  return app;
}
