/**
 * Control API, the network area (README "The control API"): the per-model limits (so QA reaches 'max' with a
 * few clicks), the WAN cable, what WAN detection finds, and the WAN's network (to provoke the LAN conflict).
 */
import { Hono } from 'hono';
import { controlPaths, ipToInt, rules, WanDetect } from '@roteador/contract';
import { boolean, integer, max, min, object, optional, string } from 'superstruct';
import type { Emulator } from '../emulator.ts';
import { limitsView } from '../device/lan.ts';
import { setWanLease, wanDetectView, wanView } from '../device/wan.ts';
import { badRequest, parseBody } from '../http.ts';
import { setInternet } from './world.ts';

const Count = max(min(integer(), 0), 256);
const LimitsBody = object({
  static_leases: optional(Count),
  wifi: optional(Count),
  port_forward: optional(Count),
  filters: optional(Count),
});
const CableBody = object({ plugged: boolean() });
/** {auto: true} goes back to following the line. */
const DetectBody = object({
  auto: optional(boolean()),
  hasDHCP: optional(WanDetect.schema.hasDHCP),
  hasStatic: optional(WanDetect.schema.hasStatic),
  hasPPPoE: optional(WanDetect.schema.hasPPPoE),
});
const WanNetworkBody = object({ ip4: string(), netmask: string(), gateway: optional(string()) });

/** The WAN cable plugged or unplugged: the control API's POST /cable and the bench's lab side (lab.ts) alike. */
export function plugCable(emu: Emulator, plugged: boolean): void {
  emu.local.state.network.cable = plugged;
  setInternet(emu, plugged);
}

export function networkControl(emu: Emulator) {
  const app = new Hono();
  const local = () => emu.local.state;

  app.post(`/${controlPaths.limits}`, async (c) => {
    const body = await parseBody(c, LimitsBody);
    if (!body.ok) return badRequest(c, body);
    const limits = local().network.limits;
    for (const [key, value] of Object.entries(body.value)) {
      if (value !== undefined) limits[key as keyof typeof limits] = value;
    }
    return c.json(limitsView(local()), 200);
  });

  // Unplugged: link down, no WAN lease, no internet, detection finds nothing; plugged back: the line is up again.
  app.post(`/${controlPaths.cable}`, async (c) => {
    const body = await parseBody(c, CableBody);
    if (!body.ok) return badRequest(c, body);
    const { plugged } = body.value;
    plugCable(emu, plugged);
    return c.json({ plugged }, 200);
  });

  // Missing values stay 'not found'; the answer is what GET wan_detect now answers.
  app.post(`/${controlPaths.wanDetect}`, async (c) => {
    const body = await parseBody(c, DetectBody);
    if (!body.ok) return badRequest(c, body);
    const { auto, ...found } = body.value;
    local().network.detect = auto
      ? null
      : { hasDHCP: 'not found', hasStatic: 'not found', hasPPPoE: 'not found', ...found };
    return c.json(wanDetectView(emu.local.wanUp(), local()), 200);
  });

  // The address the ISP hands the WAN (its gateway the .1 of that network unless given): the WAN's unless static.
  app.post(`/${controlPaths.wan}`, async (c) => {
    const body = await parseBody(c, WanNetworkBody);
    if (!body.ok) return badRequest(c, body);
    const { ip4, netmask } = body.value;
    const bad = rules.ipv4Required(ip4) ? 'ip4' : rules.netmaskRequired(netmask) ? 'netmask' : undefined;
    if (bad) return badRequest(c, { message: `invalid ${bad}`, field: bad });
    const net = (ipToInt(ip4)! & ipToInt(netmask)!) >>> 0;
    const gateway = body.value.gateway ??
      [net >>> 24, (net >>> 16) & 255, (net >>> 8) & 255, (net & 255) + 1].join('.');
    setWanLease(local(), { ip4, netmask, gateway });
    return c.json(wanView(local(), emu.now(), emu.local.wanUp()), 200);
  });

  return app;
}
