/**
 * WAN area of spec 2 (§4.1, §5.3, §7): wan (GET, PUT wan/0), wan_detect (what a detection finds), pppoe (GET, POST
 * when none exists, PUT pppoe/{id}) and link (the WAN port's cable). The rules are in device/wan.ts.
 */
import { Hono } from 'hono';
import {
  type Link,
  linkPath,
  type Pppoe,
  PppoeInput,
  pppoePath,
  PppoePut,
  type Wan,
  type WanDetect,
  wanDetectPath,
  wanPath,
  WanPut,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import { pppoeView, savePppoe, updateWan, wanDetectView, wanView } from '../device/wan.ts';
import { badRequest, notFoundJson, requireAuth, singleton, write, writeBack } from '../http.ts';

export function wanApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const wan = (): Wan => wanView(dev.state, dev.now(), dev.wanUp());

  singleton(app, wanPath, auth, wan, {
    back: WanPut,
    apply: (body) => {
      const out = updateWan(dev.state, body);
      return out.ok ? { ok: true, value: wan() } : out;
    },
  });

  app.get(`/${wanDetectPath}`, auth, (c) => c.json(wanDetectView(dev.wanUp(), dev.state) satisfies WanDetect, 200));

  app.get(`/${pppoePath}`, auth, (c) => c.json(pppoeView(dev.state) satisfies Pppoe[], 200));

  app.get(`/${pppoePath}/:id`, auth, (c) => {
    const found = pppoeView(dev.state).find((p) => String(p.id) === c.req.param('id'));
    return found ? c.json(found satisfies Pppoe, 200) : notFoundJson(c, 'no PPPoE record');
  });

  app.post(`/${pppoePath}`, auth, async (c, next) => {
    if (dev.state.network.pppoe) return badRequest(c, { message: `a PPPoE record exists: PUT ${pppoePath}/0` });
    return await write(PppoeInput, (body) => savePppoe(dev.state, body), 201)(c, next);
  });

  const pppoePut = writeBack(PppoePut, () => pppoeView(dev.state)[0], (body) => savePppoe(dev.state, body));
  app.put(`/${pppoePath}/:id`, auth, async (c, next) => {
    if (!dev.state.network.pppoe || c.req.param('id') !== '0') return notFoundJson(c, 'no PPPoE record');
    return await pppoePut(c, next);
  });

  // The WAN port: speed 1000 Mbps while the cable is in.
  app.get(`/${linkPath}`, auth, (c) => {
    const plugged = dev.state.network.cable;
    return c.json([{ name: 'WAN', status: plugged, speed: plugged ? 1000 : 0 }] satisfies Link[], 200);
  });

  return app;
}
