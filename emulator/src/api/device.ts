/**
 * device and limits (spec 1 §3, spec 2 §5.7): the device's identity — one record, id 0: its alias (a location, unique
 * among the mesh's nodes), LEDs, operation mode (the access table decides who may write which field, for the mode the
 * body leaves the device in) — and the per-model limits (device/lan.ts; QA lowers them through the control API).
 */
import { Hono } from 'hono';
import {
  type Device as DeviceRecord,
  DeviceUpdate,
  fieldRefusal,
  type Limits,
  operationModes,
  type System,
  validateLocation,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import type { Emulator } from '../emulator.ts';
import { setOperationMode } from '../device/apply.ts';
import { limitsView } from '../device/lan.ts';
import { deviceView } from '../device/state.ts';
import { badRequest, onlyIdZero, parseBody, requireAuth } from '../http.ts';

/** `emu`: the mesh's nodes, whose aliases a new one must differ from. */
export function deviceApi(dev: Device, emu: Emulator) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const device = () => deviceView(dev.state, dev.now());

  app.get('/device', auth, (c) => c.json([device()] satisfies DeviceRecord[], 200));

  app.get('/device/:id', auth, onlyIdZero(), (c) => c.json(device() satisfies DeviceRecord, 200));

  app.on('PUT', ['/device', '/device/:id'], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, DeviceUpdate);
    if (!body.ok) return badRequest(c, body);
    const { operationMode, ...fields } = body.value;
    if (fields.alias !== undefined) {
      // the contract's location rule, as the mesh pages and easymesh's rename: unique among the mesh's nodes
      const others = emu.devices().filter((d) => d !== dev).map((d) => d.state.device.alias);
      const message = validateLocation(fields.alias, others);
      if (message) return badRequest(c, { message, field: 'alias' });
    }
    if (operationMode !== undefined && !(operationModes as readonly number[]).includes(operationMode)) {
      return badRequest(c, {
        message: `operationMode must be one of ${operationModes.join(', ')}`,
        field: 'operationMode',
      });
    }
    const stored = { ...dev.state.device, operationMode: dev.state.system.operationMode };
    const refused = fieldRefusal('device', body.value, stored, dev.accessAfter(operationMode), stored.show_wizard);
    if (refused) return badRequest(c, refused);
    Object.assign(dev.state.device, fields);
    if (operationMode !== undefined) setOperationMode(dev.state, operationMode as System['operationMode']);
    return c.json(device() satisfies DeviceRecord, 200);
  });

  app.get('/limits', auth, (c) => c.json([limitsView(dev.state)] satisfies Limits[], 200));
  app.get('/limits/:id', auth, onlyIdZero(), (c) => c.json(limitsView(dev.state) satisfies Limits, 200));


  return app;
}
