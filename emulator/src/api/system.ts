/**
 * device, system, user and action: the device's identity and the system page's calls.
 * Every body is validated completely before anything changes, so a 400 leaves the state untouched.
 */
import { Hono } from 'hono';
import {
  Action,
  type ActionAnswer,
  type Device,
  DeviceUpdate,
  operationModes,
  rules,
  type System,
  SystemUpdate,
  type User,
  UserUpdate,
} from '@roteador/contract';
import type { Emulator } from '../emulator.ts';
import { secretValue } from '../device/sessions.ts';
import { deviceView, systemView, userView } from '../device/state.ts';
import { badRequest, onlyIdZero, parseBody, requireAuth } from '../http.ts';

export function systemApi(emu: Emulator) {
  const app = new Hono();
  const auth = requireAuth(emu);
  const device = () => deviceView(emu.state, emu.now());

  app.get('/device', auth, (c) => c.json([device()] satisfies Device[], 200));

  app.get('/device/:id', auth, onlyIdZero(), (c) => c.json(device() satisfies Device, 200));

  app.on('PUT', ['/device', '/device/:id'], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, DeviceUpdate);
    if (!body.ok) return badRequest(c, body);
    const { operationMode, ...fields } = body.value;
    if (fields.alias !== undefined) {
      const message = rules.locationName(fields.alias);
      if (message) return badRequest(c, { message, field: 'alias' });
    }
    if (operationMode !== undefined && !(operationModes as readonly number[]).includes(operationMode)) {
      return badRequest(c, {
        message: `operationMode must be one of ${operationModes.join(', ')}`,
        field: 'operationMode',
      });
    }
    Object.assign(emu.state.device, fields);
    if (operationMode !== undefined) emu.state.system.operationMode = operationMode as System['operationMode'];
    return c.json(device() satisfies Device, 200);
  });

  app.get('/system', auth, (c) => c.json([systemView(emu.state)] satisfies System[], 200));

  app.get('/system/:id', auth, onlyIdZero(), (c) => c.json(systemView(emu.state) satisfies System, 200));

  app.on('PUT', ['/system', '/system/:id'], auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, SystemUpdate);
    if (!body.ok) return badRequest(c, body);
    const { operationMode, ipv6 } = body.value;
    if (operationMode !== undefined) emu.state.system.operationMode = operationMode;
    if (ipv6 !== undefined) emu.state.system.ipv6 = { ...ipv6 };
    return c.json(systemView(emu.state) satisfies System, 200);
  });

  app.get('/user', auth, (c) => c.json([userView(emu.state)] satisfies User[], 200));

  app.get('/user/:id', auth, onlyIdZero(), (c) => c.json(userView(emu.state) satisfies User, 200));

  // New login credentials, encoded (as the UI sends them) or plain; checked as the UI's form checks them.
  app.put('/user/:id', auth, onlyIdZero(), async (c) => {
    const body = await parseBody(c, UserUpdate);
    if (!body.ok) return badRequest(c, body);
    const username = secretValue(body.value.username);
    const password = secretValue(body.value.password);
    const usernameError = rules.username(username);
    if (usernameError) return badRequest(c, { message: usernameError, field: 'username' });
    const passwordError = rules.password(password);
    if (passwordError) return badRequest(c, { message: passwordError, field: 'password' });
    emu.state.credentials = { username, password };
    return c.json({ status: 'success' } satisfies ActionAnswer, 200);
  });

  app.post('/action', auth, async (c) => {
    const body = await parseBody(c, Action);
    if (!body.ok) return badRequest(c, body);
    // 1 reboot: answered first, then the device is gone for the reboot downtime.
    // 2, 3, 5, 7 (factory reset of a node, sync, apply, voice disassociation): acknowledged only, for now.
    if (body.value.actionID === 1) emu.reboot();
    return c.json({ status: 'success' } satisfies ActionAnswer, 200);
  });

  return app;
}
