/**
 * The system area's administration resources (spec 3 §3, §5 'System', §7; contract/src/admin.ts, firmware.ts):
 * PUT datetime/0, reset_button, remote_management, tr069_config, mirroring (one record each, id 0, partial PUTs; a
 * sent `id` must be 0) and POST upgrade_by_parts. The rules live in device/system.ts and device/firmware-file.ts;
 * a refusal answers 400 {status:'error', message, field} and changes nothing. GET datetime is the network area's
 * (api/network.ts). Remote management is refused on a mesh agent and outside router mode, TR-069 on a mesh agent and
 * in repeater mode (their pages are hidden there, spec 3 §2).
 */
import { Hono } from 'hono';
import { assign, literal, object, partial } from 'superstruct';
import {
  datetimePath,
  DateTimeUpdate,
  type Mirroring,
  mirroringPath,
  MirroringUpdate,
  type RemoteManagement,
  remoteManagementPath,
  RemoteManagementUpdate,
  type ResetButton,
  resetButtonPath,
  ResetButtonUpdate,
  type Tr069Config,
  tr069ConfigPath,
  Tr069ConfigUpdate,
  UpgradeByParts,
  type UpgradeByPartsAnswer,
  upgradeByPartsPath,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import {
  mirroringView,
  remoteManagementView,
  resetButtonView,
  tr069View,
  updateDatetime,
  updateMirroring,
  updateRemoteManagement,
  updateResetButton,
  updateTr069,
} from '../device/system.ts';
import { receivePart } from '../device/firmware-file.ts';
import { badRequest, onlyIdZero, parseBody, refusedJson, requireAuth } from '../http.ts';

const idZero = partial(object({ id: literal(0) }));
const paths = (name: string) => [`/${name}`, `/${name}/:id`];


export function adminApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const state = () => dev.state;

  app.on('PUT', paths(datetimePath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(DateTimeUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateDatetime(state(), update, dev.now(), dev.hasInternet());
    return out.ok ? c.json(out.value, 200) : refusedJson(c, out);
  });

  app.get(`/${resetButtonPath}`, auth, (c) => c.json([resetButtonView(state())] satisfies ResetButton[], 200));
  app.get(`/${resetButtonPath}/:id`, auth, onlyIdZero(), (c) => c.json(resetButtonView(state()) satisfies ResetButton, 200));
  app.on('PUT', paths(resetButtonPath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(ResetButtonUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const out = updateResetButton(state(), body.value.pressedTime);
    return out.ok ? c.json(out.value satisfies ResetButton, 200) : refusedJson(c, out);
  });

  const management = () => remoteManagementView(state());
  app.get(`/${remoteManagementPath}`, auth, (c) => c.json([management()] satisfies RemoteManagement[], 200));
  app.get(`/${remoteManagementPath}/:id`, auth, onlyIdZero(), (c) => c.json(management() satisfies RemoteManagement, 200));
  app.on('PUT', paths(remoteManagementPath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(RemoteManagementUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateRemoteManagement(state(), update);
    return out.ok ? c.json(out.value satisfies RemoteManagement, 200) : refusedJson(c, out);
  });

  app.get(`/${tr069ConfigPath}`, auth, (c) => c.json([tr069View(state())] satisfies Tr069Config[], 200));
  app.get(`/${tr069ConfigPath}/:id`, auth, onlyIdZero(), (c) => c.json(tr069View(state()) satisfies Tr069Config, 200));
  app.on('PUT', paths(tr069ConfigPath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(Tr069ConfigUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateTr069(state(), update);
    return out.ok ? c.json(out.value satisfies Tr069Config, 200) : refusedJson(c, out);
  });

  app.get(`/${mirroringPath}`, auth, (c) => c.json([mirroringView(state())] satisfies Mirroring[], 200));
  app.get(`/${mirroringPath}/:id`, auth, onlyIdZero(), (c) => c.json(mirroringView(state()) satisfies Mirroring, 200));
  app.on('PUT', paths(mirroringPath), auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, assign(MirroringUpdate, idZero));
    if (!body.ok) return badRequest(c, body);
    const { id: _id, ...update } = body.value;
    const out = updateMirroring(state(), update);
    return out.ok ? c.json(out.value satisfies Mirroring, 200) : refusedJson(c, out);
  });

  app.post(`/${upgradeByPartsPath}`, auth, async (c) => {
    const body = await parseBody(c, UpgradeByParts);
    if (!body.ok) return badRequest(c, body);
    const out = receivePart(dev, body.value);
    return out.ok ? c.json(out.value satisfies UpgradeByPartsAnswer, 200) : refusedJson(c, out);
  });

  return app;
}
