/**
 * The router's API (/api/v1) of one device, every area's sub-app together. The local device serves it
 * on the emulator's port (app.ts); each mesh agent serves its own, reached only in-process through the
 * controller's http_request (mesh/proxy.ts).
 */
import { Hono } from 'hono';
import type { Device } from '../device/device.ts';
import { sessionApi } from './session.ts';
import { statusApi } from './status.ts';
import { systemApi } from './system.ts';
import { meshApi } from './mesh.ts';
import { networkApi } from './network.ts';
import { lanApi } from './lan.ts';
import { wanApi } from './wan.ts';
import { wirelessApi } from './wireless.ts';
import { devicesApi } from './devices.ts';
import { alexaApi } from './alexa.ts';
import { toolsApi, wpsActionApi } from './tools.ts';
import { securityApi } from './security.ts';
import { parentalApi } from './parental.ts';
import { adminApi } from './admin.ts';

export function deviceApi(dev: Device) {
  return new Hono()
    .route('/', sessionApi(dev))
    .route('/', statusApi(dev))
    .route('/', wpsActionApi(dev)) // action 3's WPS window first, then the system area's action handler
    .route('/', systemApi(dev))
    .route('/', adminApi(dev))
    .route('/', meshApi(dev))
    .route('/', networkApi(dev))
    .route('/', lanApi(dev))
    .route('/', wanApi(dev))
    .route('/', wirelessApi(dev))
    .route('/', devicesApi(dev))
    .route('/', alexaApi(dev))
    .route('/', toolsApi(dev))
    .route('/', securityApi(dev))
    .route('/', parentalApi(dev));
}
