/**
 * The remote firmware service the UI calls (spec 1 §7), mounted at /cloud (the UI reads that base from
 * /config.json). deviceid is a device's MAC in lower case without colons (contract deviceIdOf): the local device or any
 * agent.
 * - GET /fwapi/versions/{deviceid}: {online: the local device has internet, current, last}; 404 JSON
 *   for an unknown deviceid.
 * - GET /update/{deviceid}: the upgrade's {progress, status, message} (see upgrade.ts); an unknown or
 *   idle device answers status 0.
 * The service is not the router: it answers while the router reboots (a scenario polls it meanwhile).
 */
import { type FirmwareVersions, firmwareVersionsPath, type UpgradeProgress, upgradeProgressPath } from '@roteador/contract';
import { Hono } from 'hono';
import type { Emulator } from '../emulator.ts';
import { notFoundJson } from '../http.ts';
import { progressView, versionsView } from './upgrade.ts';

export function firmwareService(emu: Emulator) {
  const app = new Hono();

  app.get(`/${firmwareVersionsPath(':deviceid')}`, (c) => {
    const deviceid = c.req.param('deviceid');
    const device = emu.deviceByMac(deviceid);
    if (!device) return notFoundJson(c, `unknown device ${deviceid}`);
    return c.json(versionsView(emu.state, device.state) satisfies FirmwareVersions, 200);
  });

  app.get(`/${upgradeProgressPath(':deviceid')}`, (c) => {
    const device = emu.deviceByMac(c.req.param('deviceid'));
    return c.json(progressView(device?.state, emu.now()) satisfies UpgradeProgress, 200);
  });

  return app;
}
