/**
 * The emulator as one Hono app: the router's API under /api/v1 (one sub-app per spec area), the
 * control API under /__emulator (not with --bench), then the static UI with SPA fallback.
 * Tests call app.request(...) on it directly; main.ts serves it over node:http.
 */
import { Hono } from 'hono';
import { fileURLToPath } from 'node:url';
import { Emulator, type EmulatorOptions } from './emulator.ts';
import { sessionApi } from './api/session.ts';
import { statusApi } from './api/status.ts';
import { systemApi } from './api/system.ts';
import { meshApi } from './api/mesh.ts';
import { controlApi } from './control.ts';
import { staticApp } from './static.ts';
import { CONTROL_BASE, notFoundJson } from './http.ts';
import { dropWhileDown, injectFaults, journalRequests, persistWrites } from './middleware.ts';

/** web/dist of this repository. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppOptions extends EmulatorOptions {
  webDir?: string;
}

export function createApp(options: AppOptions = {}) {
  const emulator = new Emulator(options);
  const app = new Hono();

  app.use('*', journalRequests(emulator));
  app.use('*', injectFaults(emulator));
  app.use('*', dropWhileDown(emulator));
  app.use('*', persistWrites(emulator));

  app.route('/api/v1', sessionApi(emulator));
  app.route('/api/v1', statusApi(emulator));
  app.route('/api/v1', systemApi(emulator));
  app.route('/api/v1', meshApi(emulator));

  if (!emulator.bench) app.route(CONTROL_BASE, controlApi(emulator));

  app.route('/', staticApp(options.webDir ?? DEFAULT_WEB_DIR));

  app.notFound((c) => notFoundJson(c));
  app.onError((err, c) => {
    console.error('emulator error:', err);
    return c.json({ status: 'error', message: 'internal error' }, 500);
  });

  return { app, emulator };
}

export type EmulatorApp = ReturnType<typeof createApp>['app'];
