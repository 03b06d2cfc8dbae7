/**
 * Each mesh node answers on its own loopback address, so the UI's hand-over from an agent to its controller
 * (spec 1 §2.2 step 5, §7 `POST {controller}/api/v1/session`) runs end to end without contacting anything but
 * loopback: a node whose LAN address ends in N is reached at 127.0.0.N on the emulator's port (the controller at
 * 127.0.0.1, the emulator's own address). The LAN addresses stay data; what a node reports as the address of its
 * controller (easymesh controllerIp, on an agent) is where the controller is reached: its loopback address.
 *
 * main.ts listens on 127.0.0.2…127.0.0.(MAX_AGENTS + 1) beside 127.0.0.1; a request there is served by that agent
 * (its /api/v1 as mesh/proxy.ts serves it, and the built UI), or dropped when no node has that address or it is down.
 * Its bodies have the emulator's limits (middleware limitBody: 413 before they are read whole).
 * The controller's POST session accepts a request from a node's UI (CORS for the agents' loopback origins only: the
 * one grant of CORS the emulator makes, door.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { API_BASE, sessionPath } from '@roteador/contract';
import type { Emulator } from '../emulator.ts';
import type { Device } from '../device/device.ts';
import { dropResponse } from '../http.ts';
import { limitBody } from '../middleware.ts';
import { contentTypeRefusal } from '../door.ts';
import { isReachable, MAX_AGENTS } from './nodes.ts';
import { nodeApp } from '../api/index.ts';

const LOOPBACK = /^127\.0\.0\.(\d{1,3})$/;

/** The agent answering on `hostname`, if it is a node's loopback address other than the emulator's own. */
function agentAt(emu: Emulator, hostname: string): Device | 'none' | undefined {
  const m = LOOPBACK.exec(hostname);
  if (!m || m[1] === '1') return undefined;
  const lan = emu.state.network.lan.ip4.split('.').slice(0, 3).join('.');
  const dev = emu.deviceByIp(`${lan}.${m[1]}`);
  return dev && !dev.local ? dev : 'none';
}

/** A page of a mesh node's UI: served from an agent's loopback address (127.0.0.2 … 127.0.0.(MAX_AGENTS + 1)). */
function isNodeOrigin(origin: string): boolean {
  const m = /^https?:\/\/127\.0\.0\.(\d{1,3})(?::\d{1,5})?$/.exec(origin);
  const n = m ? Number(m[1]) : 0;
  return n >= 2 && n <= MAX_AGENTS + 1;
}

/** The addresses main.ts listens on for the agents, beside the emulator's own. */
export function agentLoopbackHosts(): string[] {
  return Array.from({ length: MAX_AGENTS }, (_, i) => `127.0.0.${i + 2}`);
}

/**
 * In front of everything: a request to an agent's loopback address is that agent's — its API, else the UI (`ui`).
 * A loopback origin may call the controller's POST session (the hand-over); its preflight is answered.
 */
export function loopbackNodes(emu: Emulator, ui: (req: Request) => Response | Promise<Response>): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const agent = agentAt(emu, url.hostname);
    if (agent === 'none') return dropResponse();
    if (agent) {
      if (!isReachable(agent.state, emu.now())) return dropResponse();
      // the door and the body limit of every address: a node's own 415 and 413 before its body is read whole (or a
      // login counted)
      const wrongType = contentTypeRefusal(c.req.raw);
      if (wrongType) return wrongType;
      const req = await limitBody(c.req.raw, url.pathname);
      if (req instanceof Response) return req;
      return url.pathname.startsWith(`${API_BASE}/`) ? nodeApp(agent, emu).fetch(req) : ui(req);
    }
    const origin = c.req.header('origin');
    const fromNode = origin !== undefined && isNodeOrigin(origin) && origin !== url.origin;
    if (!fromNode || url.pathname !== `${API_BASE}/${sessionPath}`) return next();
    const cors = { 'access-control-allow-origin': origin, vary: 'origin' };
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: { ...cors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' },
      });
    }
    await next();
    for (const [k, v] of Object.entries(cors)) c.res.headers.set(k, v);
  };
}
