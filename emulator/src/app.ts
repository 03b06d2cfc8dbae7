/**
 * The emulator as one Hono app: the local device's API under /api/v1 (one sub-app per spec area, see
 * api/index.ts), the remote services under /cloud, the control API under /__emulator (not with
 * --bench), then the static UI with SPA fallback. The controller reaches its agents in-process (mesh/proxy.ts);
 * the browser reaches each on its own loopback address (mesh/loopback.ts).
 * Tests call app.request(...) on it directly; main.ts serves it over node:http.
 */
import { Hono } from 'hono';
import { API_BASE, CLOUD_BASE } from '@roteador/contract';
import { fileURLToPath } from 'node:url';
import { Emulator, type EmulatorOptions } from './emulator.ts';
import { routerApi } from './api/index.ts';
import { firmwareService } from './cloud/firmware.ts';
import { parentalService } from './cloud/parental.ts';
import { controlApi } from './control.ts';
import { followPageClock } from './control/page-clock.ts';
import { staticApp } from './static.ts';
import { loopbackNodes } from './mesh/loopback.ts';
import { CONTROL_BASE, notFoundJson } from './http.ts';
import { checkHost, requireJson } from './door.ts';
import { dropWhileDown, injectFaults, journalRequests, limitBodies, persistWrites, settleTimeline } from './middleware.ts';

/** web/dist of this repository. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions extends EmulatorOptions {
  webDir?: string;
}

export function createApp(options: AppOptions = {}) {
  const emulator = new Emulator(options);
  const app = new Hono();
  const ui = staticApp(options.webDir ?? DEFAULT_WEB_DIR);

  // the door (door.ts): a name the emulator does not listen on is refused before anything, a mesh node's address too
  app.use('*', checkHost());
  app.use('*', loopbackNodes(emulator, (req) => ui.fetch(req)));
  app.use('*', followPageClock(emulator));
  app.use('*', settleTimeline(emulator));
  app.use('*', journalRequests(emulator));
  // A router that is down (rebooting, restarting after an apply) answers nothing: its requests are dropped before
  // the door's refusals and any fault, which answers only where the router could (and keeps its count for then).
  app.use('*', dropWhileDown(emulator));
  app.use('*', requireJson());
  app.use('*', limitBodies());
  app.use('*', injectFaults(emulator));
  app.use('*', persistWrites(emulator));

  app.route(API_BASE, routerApi(emulator.local, emulator));
  app.route(CLOUD_BASE, firmwareService(emulator));
  app.route(`${CLOUD_BASE}/parental`, parentalService(emulator));

  if (!emulator.bench) app.route(CONTROL_BASE, controlApi(emulator));

  app.route('/', ui);

  app.notFound((c) => notFoundJson(c));
  app.onError((err, c) => {
    console.error('emulator error:', err);
    return c.json({ status: 'error', message: 'internal error' }, 500);
  });

  return { app, emulator };
}

