/**
 * device and limits (spec 1 §3, spec 2 §5.7): the device's identity — one record, id 0: its alias (a location, unique
 * among the mesh's nodes), LEDs, operation mode (the access table decides who may write which field, for the mode the
 * body leaves the device in) — and the per-model limits (device/lan.ts; QA lowers them through the control API).
 */
import { Hono } from 'hono';
import {
  type Device as DeviceRecord,
  devicePath,
  DevicePut,
  fieldRefusal,
  type Limits,
  limitsPath,
  operationModes,
  type System,
  validateLocation,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import type { Emulator } from '../emulator.ts';
import { setOperationMode } from '../device/apply.ts';
import { limitsView } from '../device/lan.ts';
import { refused } from '../device/outcome.ts';
import { deviceView } from '../device/state.ts';
import { requireAuth, singleton } from '../http.ts';

/** `emu`: the mesh's nodes, whose aliases a new one must differ from. */
export function deviceApi(dev: Device, emu: Emulator) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const device = (): DeviceRecord => deviceView(dev.state, dev.now());

  singleton(app, devicePath, auth, device, { back: DevicePut, apply: (body) => {
    const { operationMode, ...fields } = body;
    if (fields.alias !== undefined && fields.alias !== dev.state.device.alias) {
      // the contract's location rule, as the mesh pages and easymesh's rename: unique among the mesh's nodes
      const others = emu.devices().filter((d) => d !== dev).map((d) => d.state.device.alias);
      const message = validateLocation(fields.alias, others);
      if (message) return refused(message, 'alias');
    }
    if (operationMode !== undefined && !(operationModes as readonly number[]).includes(operationMode)) {
      return refused(`operationMode must be one of ${operationModes.join(', ')}`, 'operationMode');
    }
    const stored = { ...dev.state.device, operationMode: dev.state.system.operationMode };
    const denied = fieldRefusal('device', body, stored, dev.accessAfter(operationMode), stored.show_wizard);
    if (denied) return { ok: false, ...denied };
    Object.assign(dev.state.device, fields);
    if (operationMode !== undefined) setOperationMode(dev.state, operationMode as System['operationMode']);
    return { ok: true, value: device() };
  } });

  singleton(app, limitsPath, auth, (): Limits => limitsView(dev.state));

  return app;
}
