/**
 * The bench emulator's lab side (`--bench --lab-port N`): what a lab does to a physical router with hardware, as
 * plain HTTP on loopback, for the lab's driver commands (hil/bench.example.json: curl) — the outlets of the router
 * and of each mesh agent, and the router's WAN cable:
 *
 *   GET  /                                   {router: 'on'|'off', nodes: {MAC: 'on'|'off'}, wan: 'up'|'down'}
 *   POST /power/router/{on|off|cycle}        the router's outlet
 *   POST /power/{agent MAC}/{on|off|cycle}   a mesh agent's outlet (its MAC in any case, with colons)
 *   POST /wan/{up|down}                      the WAN cable plugged or unplugged
 *
 * Through the emulator's own transitions: an outlet switched off is a power loss — the device's reboot that does not
 * end (device.ts `reboot`: every request dropped, its tokens gone; an agent shows offline to its mesh and to the
 * proxy); switched on it boots at once as a started emulator does (its stored configuration, uptime from 0, no
 * sessions, no lockout); `cycle` is off then on. On an outlet already so, nothing happens. The WAN is the control
 * API's cable (control/network.ts `plugCable`). A request in flight when its device loses power is dropped
 * (`dropOnPowerLoss`, main.ts): its answer never leaves.
 *
 * The lab's own port, not the router's: the router's door (door.ts: content types, tokens) does not apply — a curl
 * `-X POST` with no body is a driver command — but the Host is checked (DNS rebinding: 421) and a request a browser
 * page sends (it carries `Origin`) answers 403: only the lab's commands drive it.
 */
import { Hono } from 'hono';
import { sameMac } from '@roteador/contract';
import type { Emulator } from './emulator.ts';
import type { Device } from './device/device.ts';
import { checkHost } from './door.ts';
import { plugCable } from './control/network.ts';
import { dropResponse } from './http.ts';

/** An outlet switched off keeps its device down until switched on again: a century, a finite (JSON-safe) time. */
const OFF_MS = 100 * 365 * 24 * 60 * 60 * 1000;

type Power = 'on' | 'off';

export class Lab {
  /** the MACs of the devices whose outlet is off (upper case, as the state holds them) */
  readonly #off = new Set<string>();
  /** one more at every power loss: a request that began before one may have lost its device */
  #losses = 0;

  constructor(readonly emu: Emulator) {}

  /** The router, or a mesh agent by MAC; undefined when none has it. */
  outlet(name: string): Device | undefined {
    if (name === 'router') return this.emu.local;
    const agent = this.emu.agents().find((a) => sameMac(a.mac, name));
    return agent;
  }

  power(device: Device): Power {
    return this.#off.has(device.mac.toUpperCase()) ? 'off' : 'on';
  }

  switch(device: Device, action: 'on' | 'off' | 'cycle'): Power {
    const key = device.mac.toUpperCase();
    if (action !== 'on' && !this.#off.has(key)) {
      device.reboot(OFF_MS);
      this.#off.add(key);
      this.#losses++;
    }
    if (action !== 'off' && this.#off.has(key)) {
      // it boots now: the configuration it stored, uptime from 0, no sessions and no lockout (RAM is gone)
      device.reboot(0);
      device.state.auth.failures = 0;
      device.state.auth.lockedUntil = null;
      this.#off.delete(key);
    }
    this.emu.persist();
    return this.power(device);
  }

  wan(up: boolean): void {
    plugCable(this.emu, up);
    this.emu.persist();
  }

  view() {
    return {
      router: this.power(this.emu.local),
      nodes: Object.fromEntries(this.emu.agents().map((a) => [a.mac, this.power(a)])),
      wan: this.emu.local.state.network.cable ? 'up' : 'down',
    };
  }

  /** How many power losses so far (dropOnPowerLoss compares it before and after a request). */
  get losses(): number {
    return this.#losses;
  }
}

const error = (message: string) => ({ status: 'error', message });

/** The lab side's HTTP app (main.ts serves it on --lab-port). */
export function labApp(lab: Lab): Hono {
  const app = new Hono();
  app.use('*', checkHost());
  app.use('*', async (c, next) => {
    if (c.req.header('origin') !== undefined) return c.json(error('the lab side takes the lab\'s commands, not a page\'s'), 403);
    await next();
  });
  app.get('/', (c) => c.json(lab.view(), 200));
  app.get('/power/:outlet', (c) => {
    const device = lab.outlet(c.req.param('outlet'));
    if (!device) return c.json(error(`no outlet ${c.req.param('outlet')}: router or an agent's MAC (${lab.emu.agents().map((a) => a.mac).join(', ') || 'none'})`), 404);
    return c.json({ outlet: device === lab.emu.local ? 'router' : device.mac, power: lab.power(device) }, 200);
  });
  app.post('/power/:outlet/:action', (c) => {
    const { outlet, action } = c.req.param();
    const device = lab.outlet(outlet);
    if (!device) return c.json(error(`no outlet ${outlet}: router or an agent's MAC (${lab.emu.agents().map((a) => a.mac).join(', ') || 'none'})`), 404);
    if (action !== 'on' && action !== 'off' && action !== 'cycle') return c.json(error(`power: on, off or cycle, not '${action}'`), 400);
    return c.json({ outlet: outlet === 'router' ? 'router' : device.mac, power: lab.switch(device, action) }, 200);
  });
  app.get('/wan', (c) => c.json({ wan: lab.view().wan }, 200));
  app.post('/wan/:action', (c) => {
    const action = c.req.param('action');
    if (action !== 'up' && action !== 'down') return c.json(error(`wan: up or down, not '${action}'`), 400);
    lab.wan(action === 'up');
    return c.json({ wan: action }, 200);
  });
  app.all('*', (c) =>
    c.json(error('the lab side: GET /, POST /power/{router|MAC}/{on|off|cycle}, POST /wan/{up|down}'), c.req.method === 'GET' || c.req.method === 'POST' ? 404 : 405));
  return app;
}

/**
 * The router's own handler, as the lab sees it: a request still being answered when a power loss took its device
 * down is dropped (the connection closes without an answer), as a router losing power drops what it was serving.
 */
export function dropOnPowerLoss(lab: Lab, handler: (req: Request) => Response | Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    const before = lab.losses;
    const res = await handler(req);
    if (lab.losses === before) return res;
    const device = deviceAt(lab.emu, new URL(req.url).hostname);
    return device?.isDown() ? dropResponse() : res;
  };
}

/** The device a loopback address serves: the router at 127.0.0.1 (and its other names), agent N at 127.0.0.N. */
function deviceAt(emu: Emulator, hostname: string): Device | undefined {
  const m = /^127\.0\.0\.(\d{1,3})$/.exec(hostname);
  if (!m || m[1] === '1') return emu.local;
  const lan = emu.state.network.lan.ip4.split('.').slice(0, 3).join('.');
  return emu.deviceByIp(`${lan}.${m[1]}`);
}
