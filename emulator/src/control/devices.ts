/**
 * Control API, connected devices (README "The control API"): QA stages the device list — a device joins, leaves,
 * moves to a mesh node or back to the controller, to a LAN port or a Wi-Fi band, changes its signal or its rates.
 * Bodies are checked whole before anything changes; a refusal answers 400 {status:'error', message, field}.
 */
import { Hono } from 'hono';
import {
  type ConnectedDevice,
  intToIp,
  ipToInt,
  modelInfo,
  rules,
  WIRED_NETWORK,
} from '@roteador/contract';
import { boolean, enums, max, min, nullable, number, object, optional, refine, size, string, integer } from 'superstruct';
import type { Emulator } from '../emulator.ts';
import type { ClientState } from '../device/state.ts';
import { clientsView } from '../device/devices.ts';
import { foldClient } from '../device/devices-motion.ts';
import { UNITY_SIZE } from '../device/traffic.ts';
import { controlPaths, sameMac } from '@roteador/contract';
import { badRequest, notFoundJson, parseBody } from '../http.ts';

type Link = 'wired' | '2.4' | '5';
const LinkStruct = enums(['wired', '2.4', '5'] as const);
const Mbps = max(min(number(), 0), 10_000);
/** -100: gone; 0: a wired device present (wired devices report no signal) */
const Signal = max(min(integer(), -100), 0);

const NewDevice = object({
  hostname: size(string(), 0, 63),
  mac: optional(string()),
  ip: optional(string()),
  link: optional(LinkStruct),
  node: optional(string()),
  signalLevel: optional(Signal),
  downloadMbps: optional(Mbps),
  uploadMbps: optional(Mbps),
  roams: optional(boolean()),
});

const DeviceChange = refine(
  object({
    hostname: optional(size(string(), 0, 63)),
    link: optional(LinkStruct),
    /** a node's MAC; null or the controller's MAC: the controller */
    node: optional(nullable(string())),
    signalLevel: optional(Signal),
    downloadMbps: optional(Mbps),
    uploadMbps: optional(Mbps),
    roams: optional(boolean()),
  }),
  'change',
  (b) => Object.keys(b).length > 0 || 'give hostname, link, node, signalLevel, downloadMbps, uploadMbps or roams',
);

/** Mbps → units of UNITY_SIZE bytes per second */
const perSecond = (mbps: number) => (mbps * 1e6) / 8 / UNITY_SIZE;
const DEFAULT_WIFI_SIGNAL = -55;
const WIRED_SIGNAL = 'a wired device has no signal: give 0 (there) or -100 (gone)';
const WIFI_SIGNAL = 'a Wi-Fi device needs a signal of -100 to -1 dBm';
type Refusal = { message: string; field: string };

export function devicesControl(emu: Emulator) {
  const app = new Hono();
  const clients = () => emu.state.clients;
  const find = (mac: string) => clients().find((c) => sameMac(c.mac, mac));
  const bootAt = () => emu.state.power.bootAt;
  const view = (c: ClientState): ConnectedDevice =>
    clientsView([c], emu.state, emu.now(), true, bootAt())[0];

  /** The SSID of the router's own network on a band (the 5 GHz one of a single-band model: none). */
  const ssidOf = (band: '2.4' | '5') =>
    emu.state.network.wireless.find((w) => w.isRoot && w.mode !== 1 && w.frequency === band)?.ssid;

  /** The node a device hangs on: undefined for the controller, its MAC for an agent; an error for an unknown MAC. */
  function nodeOf(mac: string | null | undefined): { ok: true; node: string | undefined } | { ok: false; message: string } {
    if (mac === undefined || mac === null || sameMac(mac, emu.state.device.mac)) return { ok: true, node: undefined };
    const agent = emu.state.agents.find((a) => sameMac(a.device.mac, mac));
    return agent ? { ok: true, node: agent.device.mac } : { ok: false, message: `no mesh node with MAC ${mac}` };
  }

  /** Puts a device on a LAN port or a band: network, band, mode code and link speed follow. */
  function setLink(c: ClientState, link: Link, signal: number | undefined): Refusal | undefined {
    if (link === 'wired') {
      if (signal !== undefined && signal !== 0 && signal !== -100) return { message: WIRED_SIGNAL, field: 'signalLevel' };
      Object.assign(c, { band: null, network: WIRED_NETWORK, opMode: 0, txRate: 1000, signalLevel: signal ?? 0 });
      return undefined;
    }
    const ssid = ssidOf(link);
    if (!ssid) return { message: `${emu.state.device.model} has no ${link} GHz network`, field: 'link' };
    if (signal === 0) return { message: WIFI_SIGNAL, field: 'signalLevel' };
    const ax = c.opMode >= 8;
    const wasWireless = c.band !== null && c.signalLevel !== -100;
    Object.assign(c, {
      band: link,
      network: ssid,
      opMode: link === '5' ? (ax ? 9 : 6) : ax ? 8 : 4,
      txRate: link === '5' ? (ax ? 1201 : 866) : ax ? 574 : 144,
      signalLevel: signal ?? (wasWireless ? c.signalLevel : DEFAULT_WIFI_SIGNAL),
    });
    return undefined;
  }

  /** The first address of the DHCP range that neither a device nor a reservation holds. */
  function freeIp(): string | undefined {
    const { rangeStart, rangeEnd } = emu.state.network.dhcp;
    const taken = new Set([...clients().map((c) => c.ip), ...emu.state.network.leases.map((l) => l.ip)]);
    const [from, to] = [ipToInt(rangeStart), ipToInt(rangeEnd)];
    if (from === undefined || to === undefined) return undefined;
    for (let n = from; n <= to; n++) if (!taken.has(intToIp(n))) return intToIp(n);
    return undefined;
  }

  /** A locally administered MAC no device uses: 02:00:00:00:00:01, …:02, … */
  function freeMac(): string {
    for (let n = 1; ; n++) {
      const mac = `02:00:00:00:${((n >> 8) & 0xff).toString(16).padStart(2, '0')}:${(n & 0xff).toString(16).padStart(2, '0')}`
        .toUpperCase();
      if (!find(mac)) return mac;
    }
  }

  app.post(`/${controlPaths.devices}`, async (c) => {
    const body = await parseBody(c, NewDevice);
    if (!body.ok) return badRequest(c, body);
    const b = body.value;
    if (b.mac !== undefined) {
      const message = rules.macRequired(b.mac) ?? (find(b.mac) ? 'a device with this MAC is connected already' : undefined);
      if (message) return badRequest(c, { message, field: 'mac' });
    }
    if (b.ip !== undefined) {
      const message = rules.ipv4Required(b.ip) ?? (clients().some((d) => d.ip === b.ip) ? 'a device holds this address already' : undefined);
      if (message) return badRequest(c, { message, field: 'ip' });
    }
    const node = nodeOf(b.node);
    if (!node.ok) return badRequest(c, { message: node.message, field: 'node' });
    const ip = b.ip ?? freeIp();
    if (!ip) return badRequest(c, { message: 'no free address in the DHCP range', field: 'ip' });
    const link = b.link ?? '2.4';
    const now = emu.now();
    const client: ClientState = {
      mac: (b.mac ?? freeMac()).toUpperCase(),
      ip,
      ip6_list: [],
      hostname: b.hostname,
      vendor: '',
      network: '',
      band: null,
      signalLevel: DEFAULT_WIFI_SIGNAL,
      opMode: modelInfo(emu.state.device.model).wifi6 ? 8 : 4,
      txRate: 0,
      rxBytes: 0,
      txBytes: 0,
      unitySize: UNITY_SIZE,
      blocked: false,
      rxPerS: perSecond(b.downloadMbps ?? 1),
      txPerS: perSecond(b.uploadMbps ?? 0.25),
      ...(b.roams ? { roamFrom: now } : {}),
      steady: b.downloadMbps !== undefined || b.uploadMbps !== undefined,
      since: now,
    };
    const refused = setLink(client, link, b.signalLevel ?? (link === 'wired' ? undefined : DEFAULT_WIFI_SIGNAL));
    if (refused) return badRequest(c, refused);
    if (node.node) client.node_mac = node.node;
    clients().push(client);
    return c.json(view(client), 201);
  });

  app.delete(`/${controlPaths.device(':mac')}`, (c) => {
    const mac = c.req.param('mac');
    const client = find(mac);
    if (!client) return notFoundJson(c, `no connected device with MAC ${mac}`);
    emu.state.clients = clients().filter((d) => d !== client);
    return c.json({ removed: client.mac }, 200);
  });

  app.patch(`/${controlPaths.device(':mac')}`, async (c) => {
    const body = await parseBody(c, DeviceChange);
    if (!body.ok) return badRequest(c, body);
    const found = find(c.req.param('mac'));
    if (!found) return notFoundJson(c, `no connected device with MAC ${c.req.param('mac')}`);
    const b = body.value;
    const node = nodeOf(b.node);
    if (!node.ok) return badRequest(c, { message: node.message, field: 'node' });
    // checked on a copy: a refusal changes nothing
    const next: ClientState = structuredClone(found);
    const now = emu.now();
    foldClient(next, bootAt(), now);
    if (b.hostname !== undefined) next.hostname = b.hostname;
    const wasGone = found.signalLevel === -100;
    if (b.link !== undefined) {
      const refused = setLink(next, b.link, b.signalLevel);
      if (refused) return badRequest(c, refused);
    } else if (b.signalLevel !== undefined) {
      const wired = next.band === null;
      if (wired ? b.signalLevel !== 0 && b.signalLevel !== -100 : b.signalLevel === 0) {
        return badRequest(c, { message: wired ? WIRED_SIGNAL : WIFI_SIGNAL, field: 'signalLevel' });
      }
      next.signalLevel = b.signalLevel;
    }
    // QA placed the device: it stops roaming unless told otherwise
    if (b.signalLevel !== undefined || b.link !== undefined || b.node !== undefined) delete next.roamFrom;
    if (b.roams === true) next.roamFrom = now;
    if (b.roams === false) delete next.roamFrom;
    if (b.node !== undefined) {
      if (node.node) next.node_mac = node.node;
      else delete next.node_mac;
    }
    if (b.downloadMbps !== undefined) next.rxPerS = perSecond(b.downloadMbps);
    if (b.uploadMbps !== undefined) next.txPerS = perSecond(b.uploadMbps);
    if (b.downloadMbps !== undefined || b.uploadMbps !== undefined) next.steady = true;
    // back after being gone: a new association, its counters from 0
    if (wasGone && next.signalLevel !== -100) Object.assign(next, { rxBytes: 0, txBytes: 0 });
    // the same object stays in the list (a hook elsewhere may hold it)
    for (const key of Object.keys(found) as (keyof ClientState)[]) if (!(key in next)) delete found[key];
    Object.assign(found, next);
    return c.json(view(found), 200);
  });

  return app;
}
