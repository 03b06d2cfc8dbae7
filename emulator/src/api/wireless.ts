/**
 * Wi-Fi of spec 2 (§4.8, §5.4, §7): wireless (GET; POST, PUT, DELETE; the repeater client wireless/wlc, listed in
 * repeater mode only), band_steering and site_survey. Rules in device/wireless.ts.
 */
import { Hono } from 'hono';
import {
  type BandSteering,
  bandSteeringPath,
  BandSteeringPut,
  type SiteSurveyEntry,
  siteSurveyPath,
  REPEATER_CLIENT_ID,
  type Wireless,
  WirelessCreate,
  wirelessPath,
  WirelessPut,
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
import { notFoundJson, refusedJson, requireAuth, singleton, write, writeBack } from '../http.ts';

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

  app.post(`/${wirelessPath}`, auth, write(WirelessCreate, (body) => createWireless(dev.state, body), 201));
  // the repeater client is written in any mode (the wizard chooses it before the mode changes)
  const find = (id: string) => (id === REPEATER_CLIENT_ID ? repeaterClient(dev.state) : wireless().find((w) => w.id === id));
  app.put(
    `/${wirelessPath}/:id`,
    auth,
    writeBack(WirelessPut, (c) => find(c.req.param('id')!), (body, c) => updateWireless(dev.state, c.req.param('id')!, body)),
  );
  app.delete(`/${wirelessPath}/:id`, auth, (c) => {
    const out = deleteWireless(dev.state, c.req.param('id'));
    return out.ok ? c.json({ status: 'success' as const }, 200) : refusedJson(c, out);
  });

  const steering = (): BandSteering => ({ id: 0, enabled: dev.state.network.bandSteering });
  singleton(app, bandSteeringPath, auth, steering, { back: BandSteeringPut, apply: (body) => {
    const out = setBandSteering(dev.state, body.enabled);
    return out.ok ? { ok: true, value: steering() } : out;
  } });

  app.get(`/${siteSurveyPath}`, auth, (c) =>
    c.json(siteSurvey(dev.state, dev.home.state.origin.seed, dev.home.state.neighbours) satisfies SiteSurveyEntry[], 200));

  return app;
}
