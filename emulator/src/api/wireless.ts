/**
 * Wi-Fi writes of spec 2 (§4.8, §5.4, §5.5, §7): wireless POST/PUT/DELETE, band_steering, PUT radio/{id},
 * site_survey. Rules in device/wireless.ts.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  type BandSteering,
  BandSteeringUpdate,
  type Radio,
  RadioUpdate,
  type SiteSurveyEntry,
  type Wireless,
  WirelessInput,
  WirelessUpdate,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import type { Refusal } from '../device/outcome.ts';
import {
  createWireless,
  deleteWireless,
  setBandSteering,
  siteSurvey,
  updateRadio,
  updateWireless,
} from '../device/wireless.ts';
import { badRequest, notFoundJson, onlyIdZero, parseBody, refusedJson, requireAuth } from '../http.ts';

function refused(c: Context, r: Refusal) {
  if (r.code === 'not_found') return notFoundJson(c, r.message);
  return refusedJson(c, r);
}

export function wirelessApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);

  app.post('/wireless', auth, async (c) => {
    const body = await parseBody(c, WirelessInput);
    if (!body.ok) return badRequest(c, body);
    const out = createWireless(dev.state, body.value);
    return out.ok ? c.json(out.value satisfies Wireless, 201) : refused(c, out);
  });

  app.put('/wireless/:id', auth, async (c) => {
    const body = await parseBody(c, WirelessUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = updateWireless(dev.state, c.req.param('id'), body.value);
    return out.ok ? c.json(out.value satisfies Wireless, 200) : refused(c, out);
  });

  app.delete('/wireless/:id', auth, (c) => {
    const out = deleteWireless(dev.state, c.req.param('id'));
    return out.ok ? c.json({ status: 'success' as const }, 200) : refused(c, out);
  });

  const steering = (): BandSteering => ({ id: 0, enabled: dev.state.network.bandSteering });
  app.get('/band_steering', auth, (c) => c.json([steering()] satisfies BandSteering[], 200));
  app.get('/band_steering/:id', auth, onlyIdZero(), (c) => c.json(steering(), 200));
  app.put('/band_steering/:id', auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, BandSteeringUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = setBandSteering(dev.state, body.value.enabled);
    return out.ok ? c.json(steering(), 200) : refused(c, out);
  });

  app.put('/radio/:id', auth, async (c) => {
    const body = await parseBody(c, RadioUpdate);
    if (!body.ok) return badRequest(c, body);
    const out = updateRadio(dev.state, c.req.param('id'), body.value);
    return out.ok ? c.json(out.value satisfies Radio, 200) : refused(c, out);
  });

  app.get('/site_survey', auth, (c) => c.json(siteSurvey(dev.state, dev.home.state.origin.seed) satisfies SiteSurveyEntry[], 200));

  return app;
}
