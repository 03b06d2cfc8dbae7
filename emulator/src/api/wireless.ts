/**
 * Wi-Fi of spec 2 (§4.8, §5.4, §7): wireless (GET; POST, PUT, DELETE; the repeater client wireless/wlc, listed in
 * repeater mode only), band_steering and site_survey. Rules in device/wireless.ts.
 */
import { Hono } from 'hono';
import {
  type BandSteering,
  bandSteeringPath,
  BandSteeringUpdate,
  type SiteSurveyEntry,
  siteSurveyPath,
  type Wireless,
  WirelessInput,
  wirelessPath,
  WirelessUpdate,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import {
  createWireless,
  deleteWireless,
  setBandSteering,
  repeaterClient,
  updateWireless,
} from '../device/wireless.ts';
import { siteSurvey } from '../device/site-survey.ts';
import { notFoundJson, onlyIdZero, refusedJson, requireAuth, singleton, write } from '../http.ts';

export function wirelessApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  // The repeater client link exists only while the device repeats (operation mode 3).
  const wireless = () => [
    ...structuredClone(dev.state.network.wireless),
    ...(dev.state.system.operationMode === 3 ? [repeaterClient(dev.state)] : []),
  ];

  app.get(`/${wirelessPath}`, auth, (c) => c.json(wireless() satisfies Wireless[], 200));

  app.get(`/${wirelessPath}/:id`, auth, (c) => {
    const id = c.req.param('id');
    const found = wireless().find((w) => w.id === id);
    return found ? c.json(found satisfies Wireless, 200) : notFoundJson(c, `no wireless network ${id}`);
  });

  app.post(`/${wirelessPath}`, auth, write(WirelessInput, (body) => createWireless(dev.state, body), 201));
  app.put(
    `/${wirelessPath}/:id`,
    auth,
    write(WirelessUpdate, (body, c) => updateWireless(dev.state, c.req.param('id')!, body)),
  );
  app.delete(`/${wirelessPath}/:id`, auth, (c) => {
    const out = deleteWireless(dev.state, c.req.param('id'));
    return out.ok ? c.json({ status: 'success' as const }, 200) : refusedJson(c, out);
  });

  const steering = (): BandSteering => ({ id: 0, enabled: dev.state.network.bandSteering });
  singleton(app, bandSteeringPath, auth, steering);
  app.put(`/${bandSteeringPath}/:id`, auth, onlyIdZero(), write(BandSteeringUpdate, (body) => {
    const out = setBandSteering(dev.state, body.enabled);
    return out.ok ? { ok: true, value: steering() } : out;
  }));

  app.get(`/${siteSurveyPath}`, auth, (c) =>
    c.json(siteSurvey(dev.state, dev.home.state.origin.seed) satisfies SiteSurveyEntry[], 200));

  return app;
}
