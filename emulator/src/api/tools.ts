/**
 * Ping and traceroute (spec 3 §3, §7; the call contract is contract/src/tools.ts): POST ping / traceroute answers
 * once the run is over on the device's virtual clock (device/tools.ts, the model: no packet is ever sent);
 * GET answers the last result ([] before the first). A request the validators refuse, or a host that cannot be
 * resolved, answers 400 {status:'error', message, field} and is not run.
 *
 * iot_assistant (spec 1 §2.5, §3): a window during which IoT devices may pair. PUT iot_assistant/0
 * {enabled?, duration_seconds?}: turning it on opens the window now (start_time from the device's
 * clock) for duration_seconds (default timing.wait.iotAssistantWindow); it turns itself off when the
 * window ends. Answers the stored record. While it is open the 5 GHz radio is off (device/iot.ts), on the mesh
 * agents too when the mesh is on. A write where the assistant does not exist (a model without mesh, a mesh agent: the
 * access table's rule iot) answers 400 (iotUnavailableMessage, field iot_assistant) and changes nothing.
 *
 * WPS (spec 3 §4, §7): POST action {actionID: 3} opens the pairing window (device/wps.ts) — wpsActionApi, mounted
 * before the system area's action handler, which then does the rest of action 3 (the mesh sync); where the Wi-Fi
 * makes WPS unusable it answers 400 'WPS Desativado' and nothing starts. GET wps → [WpsStatus].
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { Struct } from 'superstruct';
import {
  actionPath,
  ActionId,
  type IotAssistant,
  iotAssistantPath,
  IotAssistantPut,
  pingPath,
  PingRequest,
  timing,
  traceroutePath,
  TracerouteRequest,
  wpsDisabledMessage,
  wpsPath,
  type WpsStatus,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import type { Run } from '../device/outcome.ts';
import { type LastResults, ping, pingResults, traceroute, tracerouteResults } from '../device/tools.ts';
import { badRequest, parseBody, refusedJson, requireAuth, singleton } from '../http.ts';
import { requestedAction } from './system.ts';
import { startWps, wpsView } from '../device/wps.ts';
import { deviceClockMs } from '../device/iot.ts';

export function toolsApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);

  const assistant = (): IotAssistant => ({ id: 0, ...dev.state.iot });
  singleton(app, iotAssistantPath, auth, assistant, { back: IotAssistantPut, apply: (body) => {
    const iot = dev.state.iot;
    // where the assistant does not exist (a model without mesh, a mesh agent) the access table refused it (api/index.ts)
    const { enabled = iot.enabled, duration_seconds } = body;
    const duration = duration_seconds || iot.duration_seconds || timing.wait.iotAssistantWindow / 1000;
    // an open window sent back as it is (read-modify-write) runs on; asked again for another length, it opens anew
    const unchanged = iot.enabled && enabled && duration === iot.duration_seconds;
    // Off is stored as the UI closes it (spec 3 §4): enabled false, duration 0.
    if (!unchanged) {
      dev.state.iot = enabled
        ? { enabled: true, start_time: Math.floor(deviceClockMs(dev.state, dev.now()) / 1000), duration_seconds: duration }
        : { enabled: false, start_time: 0, duration_seconds: 0 };
    }
    return { ok: true, value: assistant() };
  } });

  singleton(app, wpsPath, auth, (): WpsStatus => wpsView(dev));

  /** GET answers the last result; POST runs the request and answers once its time has passed on the virtual clock. */
  function tool<R, S, T>(path: string, request: Struct<R, S>, run: (dev: Device, req: R) => Run<T>, kept: LastResults<T>) {
    app.get(`/${path}`, auth, (c) => c.json(kept.last(dev.state), 200));
    app.post(`/${path}`, auth, async (c) => {
      const body = await parseBody(c, request);
      if (!body.ok) return badRequest(c, body);
      const state = dev.state;
      const out = run(dev, body.value);
      if (!out.ok) return refusedJson(c, out);
      await dev.home.clock.sleep(out.waitMs);
      kept.remember(state, out.value);
      return c.json(out.value, 200);
    });
  }
  tool(pingPath, PingRequest, ping, pingResults);
  tool(traceroutePath, TracerouteRequest, traceroute, tracerouteResults);

  return app;
}

/**
 * Action 3's WPS half, before the system area's action handler: opens the window, or refuses the action when the
 * Wi-Fi makes WPS unusable. Any other action, or a request that is not an action, goes on untouched (the body is
 * read once and kept by Hono for the next handler). The action as POST action or PUT action/{id} asks it.
 */
export function wpsActionApi(dev: Device) {
  const app = new Hono();
  const wps: MiddlewareHandler = async (c, next) => {
    const action = await requestedAction(c);
    if (!action.ok || action.value.actionID !== ActionId.Sync) return next();
    if (!startWps(dev)) return badRequest(c, { message: wpsDisabledMessage, field: 'wps' });
    return next();
  };
  app.post(`/${actionPath}`, requireAuth(dev), wps);
  app.put(`/${actionPath}/:id`, requireAuth(dev), wps);
  return app;
}
