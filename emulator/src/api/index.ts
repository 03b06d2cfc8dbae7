/**
 * The router's API (/api/v1) of one device, every resource file's sub-app together (one file per API resource,
 * named as in contract/src and web/src/api). The local device serves it
 * on the emulator's port (app.ts); each mesh agent serves its own, reached only in-process through the
 * controller's http_request (mesh/proxy.ts).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { API_BASE, writeRefusal } from '@roteador/contract';
import type { Device } from '../device/device.ts';
import type { Emulator } from '../emulator.ts';
import { apiResource, badRequest, notFoundJson, requireAuth } from '../http.ts';
import { sessionApi } from './session.ts';
import { statusApi } from './status.ts';
import { deviceApi } from './device.ts';
import { systemApi } from './system.ts';
import { meshApi } from './mesh.ts';
import { alexaApi } from './alexa.ts';
import { lanApi } from './lan.ts';
import { interfaceApi } from './interface.ts';
import { wanApi } from './wan.ts';
import { radioApi } from './radio.ts';
import { wirelessApi } from './wireless.ts';
import { devicesApi } from './devices.ts';
import { securityApi } from './security.ts';
import { parentalApi } from './parental.ts';
import { toolsApi, wpsActionApi } from './tools.ts';

/**
 * The contract's access table for writes (contract/src/access.ts): a write to a guarded resource that the device's
 * mode or mesh role does not allow answers 400 with the table's message and the resource as its field, after the
 * token is checked and before the body is read; nothing changes. The fields of system and device/0 that different
 * pages write are guarded by their routes (api/system.ts), which read the body first.
 */
function guardWrites(dev: Device): MiddlewareHandler {
  const auth = requireAuth(dev);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const refused = writeRefusal(apiResource(c.req.path), dev.access);
    if (!refused) return next();
    let authorized = false;
    const denied = await auth(c, async () => {
      authorized = true;
    });
    return authorized ? badRequest(c, refused) : denied;
  };
}

/** `emu`: what the mesh-wide resources (device, system, mesh) act on beyond this device. */
export function routerApi(dev: Device, emu: Emulator) {
  return new Hono()
    .use('*', guardWrites(dev))
    .route('/', sessionApi(dev))
    .route('/', statusApi(dev))
    .route('/', deviceApi(dev, emu))
    .route('/', wpsActionApi(dev)) // action 3's WPS window first, then the system area's action handler
    .route('/', systemApi(dev, emu))
    .route('/', meshApi(dev, emu, (node) => nodeApp(node, emu)))
    .route('/', alexaApi(dev))
    .route('/', lanApi(dev))
    .route('/', interfaceApi(dev))
    .route('/', wanApi(dev))
    .route('/', radioApi(dev))
    .route('/', wirelessApi(dev))
    .route('/', devicesApi(dev))
    .route('/', securityApi(dev))
    .route('/', parentalApi(dev))
    .route('/', toolsApi(dev));
}

const nodeApps = new WeakMap<Device, Hono>();

/** A device's API as a node serves it to the controller (mesh/proxy.ts) and to the browser (mesh/loopback.ts): /api/v1 only, no journal, no QA faults. */
export function nodeApp(dev: Device, emu: Emulator): Hono {
  let app = nodeApps.get(dev);
  if (!app) {
    app = new Hono();
    app.route(API_BASE, routerApi(dev, emu));
    app.notFound((c) => notFoundJson(c));
    nodeApps.set(dev, app);
  }
  return app;
}
