/**
 * Wi-Fi of spec 2 (§4.8, §5.4, §7): wireless (GET; POST, PUT, DELETE; the repeater client wireless/wlc, listed in
 * repeater mode only), band_steering and site_survey. Rules in device/wireless.ts.
 */
import { Hono } from 'hono';
import {
  type BandSteering,
  BandSteeringUpdate,
  type SiteSurveyEntry,
  type Wireless,
  WirelessInput,
  WirelessUpdate,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import {
  createWireless,
  deleteWireless,
  setBandSteering,
  updateWireless,
} from '../device/wireless.ts';
import { siteSurvey } from '../device/site-survey.ts';
import { repeaterClient } from '../device/network.ts';
import { badRequest, notFoundJson, onlyIdZero, parseBody, refusedJson, requireAuth } from '../http.ts';

export function wirelessApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  // The repeater client link exists only while the device repeats (operation mode 3).
  const wireless = () => [
    ...structuredClone(dev.state.network.wireless),
    ...(dev.state.system.operationMode === 3 ? [repeaterClient(dev.state)] : []),
  ];

  app.get('/wireless', auth, (c) => c.json(wireless() satisfies Wireless[], 200));

  app.get('/wireless/:id', auth, (c) => {
    const id = c.req.param('id');
    const found = wireless().find((w) => w.id === id);
    return found ? c.json(found satisfies Wireless, 200) : notFoundJson(c, `no wireless network ${id}`);
  });

  app.post('/wireless', auth, async (c) => {
    const body = await parseBody(c, WirelessInput);
    if (!body.ok) return badRequest(c, body);
    const out = createWireless(dev.state, body.value);
    return out.ok ? c.json(out.value satisfies Wireless, 201) : refusedJson(c, out);
  });

  app.put('/wireless/:id', auth, async (c) => {
    const body = await parseBody(c, WirelessUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = updateWireless(dev.state, c.req.param('id'), body.value);
    return out.ok ? c.json(out.value satisfies Wireless, 200) : refusedJson(c, out);
  });

  app.delete('/wireless/:id', auth, (c) => {
    const out = deleteWireless(dev.state, c.req.param('id'));
    return out.ok ? c.json({ status: 'success' as const }, 200) : refusedJson(c, out);
  });

  const steering = (): BandSteering => ({ id: 0, enabled: dev.state.network.bandSteering });
  app.get('/band_steering', auth, (c) => c.json([steering()] satisfies BandSteering[], 200));
  app.get('/band_steering/:id', auth, onlyIdZero(), (c) => c.json(steering(), 200));
  app.put('/band_steering/:id', auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, BandSteeringUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = setBandSteering(dev.state, body.value.enabled);
    return out.ok ? c.json(steering(), 200) : refusedJson(c, out);
  });

  app.get('/site_survey', auth, (c) => c.json(siteSurvey(dev.state, dev.home.state.origin.seed) satisfies SiteSurveyEntry[], 200));

  return app;
}
