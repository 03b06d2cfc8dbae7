/**
 * Control API, the world around the device (README "The control API"): the internet line, the WAN
 * traffic rates, the firmware the firmware service offers, the voice assistant's registration.
 */
import { Hono } from 'hono';
import { controlPaths, Device as DeviceStruct } from '@roteador/contract';
import { boolean, max, min, number, object, optional, string } from 'superstruct';
import type { Emulator } from '../emulator.ts';
import { foldTraffic, setRates } from '../device/traffic.ts';
import { internetLost } from '../cloud/upgrade.ts';
import { badRequest, parseBody } from '../http.ts';

const Internet = object({ up: boolean() });
const Mbps = max(min(number(), 0), 10_000);
const TrafficRates = object({ downloadMbps: Mbps, uploadMbps: Mbps });
const FirmwareOffer = object({ last: DeviceStruct.schema.fw_version, mac: optional(string()) });

/** The line goes up or down (also what plugging or unplugging the WAN cable does). */
export function setInternet(emu: Emulator, up: boolean): void {
  const local = emu.local;
  if (up === local.state.status.has_internet) return;
  foldTraffic(local.state, emu.now(), local.trafficFlows());
  local.state.status.has_internet = up;
  if (up) local.state.network.wanUpSince = emu.now();
  else internetLost(emu.devices().map((d) => d.state));
}

export function worldControl(emu: Emulator) {
  const app = new Hono();

  // The counters freeze while the line is down; the WAN lease (and its connection time) restarts when it is back.
  app.post(`/${controlPaths.internet}`, async (c) => {
    const body = await parseBody(c, Internet);
    if (!body.ok) return badRequest(c, body);
    const { up } = body.value;
    setInternet(emu, up);
    return c.json({ up }, 200);
  });

  app.post(`/${controlPaths.traffic}`, async (c) => {
    const body = await parseBody(c, TrafficRates);
    if (!body.ok) return badRequest(c, body);
    setRates(emu.local.state, emu.now(), emu.local.trafficFlows(), body.value);
    return c.json(body.value, 200);
  });

  // {last}: the newest version for every device (per-device offers cleared); {mac, last}: for that one.
  app.post(`/${controlPaths.firmware}`, async (c) => {
    const body = await parseBody(c, FirmwareOffer);
    if (!body.ok) return badRequest(c, body);
    const { last, mac } = body.value;
    if (mac === undefined) {
      emu.state.firmware = { last, byMac: {} };
      return c.json({ last }, 200);
    }
    const device = emu.deviceByMac(mac);
    if (!device) return badRequest(c, { message: `no device with MAC ${mac}`, field: 'mac' });
    emu.state.firmware.byMac[device.mac] = last;
    return c.json({ mac: device.mac, last }, 200);
  });

  // The owner typed the code on the registration page: the device is registered.
  app.post(`/${controlPaths.alexaRegister}`, (c) => {
    const alexa = emu.local.state.alexa;
    if (!alexa) return badRequest(c, { message: `${emu.local.state.device.model} has no voice assistant` });
    alexa.is_registered = true;
    return c.json({ is_registered: true }, 200);
  });

  return app;
}
