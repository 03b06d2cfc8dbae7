/**
 * The emulator's control API (QA's handle), as documented in the README. Absent on a bench, where the verbs a lab
 * does (the WAN, a node's outlet) run the router's drivers instead (benchControl) and the others fail naming the need.
 */
import { assert } from 'superstruct';
import { CONTROL_BASE, ClockState, controlPaths, type FaultSpec, type JournalEntry } from '@roteador/contract';
import type { ConnectedDevice } from '@roteador/contract';
import type { Target } from './target';
import type { WriteLog } from './effects-check';
import type { LabNeed, LabRequest } from './lab';

export type { FaultSpec as Fault, JournalEntry };

/** A profile name, or an object (see emulator/src/device/profiles.ts). */
export type WanDetectValue = 'found' | 'not found' | 'maybe';

export type Profile = 'demo' | 'factory' | Record<string, unknown>;

/** How a device staged through the control API is connected: a LAN port or a Wi-Fi band. */
export type DeviceLink = 'wired' | '2.4' | '5';
/** A device joining the network (README: POST /__emulator/devices). */
export interface NewDevice {
  hostname: string;
  mac?: string;
  ip?: string;
  link?: DeviceLink;
  /** a mesh agent's MAC (default: the router itself) */
  node?: string;
  /** Wi-Fi -100…-1 (default -55); wired 0 or -100 */
  signalLevel?: number;
  downloadMbps?: number;
  uploadMbps?: number;
  roams?: boolean;
}
/** A change of a connected device (README: PATCH /__emulator/devices/:mac); `node: null` is the router itself. */
export type DeviceChange = Partial<Omit<NewDevice, 'mac' | 'ip' | 'node'>> & { node?: string | null };

export class EmulatorControl {
  /** `writes`: the scenario's effects check, which keeps the journal a reset empties */
  constructor(private readonly target: Target, private readonly writes?: WriteLog) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    if (this.target.kind !== 'emulator') throw new Error(`${this.target.name} não tem a API de controle do emulador`);
    const r = await fetch(`${this.target.baseURL}${CONTROL_BASE}/${path}`, {
      method,
      // every write declares JSON, a body or not (the emulator refuses a POST that does not: README, security model)
      headers: method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${CONTROL_BASE}/${path} → ${r.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async reset(profile: Profile = 'demo', seed?: number) {
    if (this.writes?.active) this.writes.keep(await this.journal());
    return this.call<unknown>('POST', controlPaths.reset, { profile, ...(seed === undefined ? {} : { seed }) });
  }
  /** Every request the device received since its last reset or clear (scenarios read theirs through router.journal()). */
  journal() {
    return this.call<JournalEntry[]>('GET', controlPaths.journal);
  }
  state<T = Record<string, any>>() {
    return this.call<T>('GET', controlPaths.state);
  }
  fault(fault: FaultSpec) {
    return this.call<{ id: string | number }>('POST', controlPaths.faults, fault);
  }
  clearFaults() {
    return this.call<unknown>('DELETE', controlPaths.faults);
  }
  /** A device pairs through WPS, closing the window action 3 opened (README: POST /__emulator/wps/pair). */
  wpsPair() {
    return this.call<{ id: number; syncing: number; remaining_seconds: number }>('POST', controlPaths.wpsPair);
  }
  private async clock(method: string, body?: unknown): Promise<ClockState> {
    const state = await this.call<unknown>(method, controlPaths.clock, body);
    assert(state, ClockState);
    return state;
  }
  clockMode(mode: ClockState['mode']) {
    return this.clock('POST', { mode });
  }
  advance(ms: number) {
    return this.clock('POST', { advanceMs: ms });
  }
  async now() {
    return (await this.clock('GET')).now;
  }
  /** mode, now, the next timer due and the requests sleeping on the clock */
  clockState() {
    return this.clock('GET');
  }
  expireSessions() {
    return this.call<unknown>('POST', controlPaths.sessionsExpire, {});
  }
  firmwareUpdate(active: boolean) {
    return this.call<unknown>('POST', controlPaths.firmwareUpdate, { active });
  }
  /** The internet line of the router goes up or down. */
  internet(up: boolean) {
    return this.call<unknown>('POST', controlPaths.internet, { up });
  }
  /** The owner typed the Alexa device's code on Amazon's registration page. */
  registerAlexa() {
    return this.call<unknown>('POST', controlPaths.alexaRegister, {});
  }
  /** Lowers (or restores) the model's limits, e.g. to reach the static-lease limit. */
  limits(limits: { static_leases?: number; wifi?: number; port_forward?: number; filters?: number }) {
    return this.call<unknown>('POST', controlPaths.limits, limits);
  }
  /** The WAN traffic rates the interface counters grow at. */
  traffic(downloadMbps: number, uploadMbps: number) {
    return this.call<unknown>('POST', controlPaths.traffic, { downloadMbps, uploadMbps });
  }
  /** The firmware service offers `last` (to one device by MAC, or to all). */
  firmware(last: string, mac?: string) {
    return this.call<unknown>('POST', controlPaths.firmware, mac ? { last, mac } : { last });
  }
  /** The mesh answers 500 (unavailable) or normally again. */
  meshUnavailable(active: boolean) {
    return this.call<unknown>('POST', controlPaths.meshUnavailable, { active });
  }
  /** Takes a node offline or brings it back, puts it out of the mesh, moves it (rssi, backhaul). */
  node(mac: string, change: { online?: boolean; outOfMesh?: boolean; rssi?: number; backhaul?: 1 | 2 | 3 }) {
    return this.call<unknown>('PATCH', controlPaths.meshNode(mac), change);
  }
  /** A new router powered on next to the controller: the next sync (action 3) pairs it. */
  pendingRouter(model?: string) {
    return this.call<unknown>('POST', controlPaths.meshPending, model ? { model } : {});
  }
  /** The next `times` proxied calls to that node answer the code instead of reaching it. */
  proxyFault(mac: string, code: 'timeout' | 'Operation now in progress', times = 1) {
    return this.call<unknown>('POST', controlPaths.meshNodeProxyFault(mac), { code, times });
  }
  /** Plugs or unplugs the WAN cable (unplugged: no link, nothing detected, no internet). */
  cable(plugged: boolean) {
    return this.call<unknown>('POST', controlPaths.cable, { plugged });
  }
  /** What GET wan_detect answers from now on (missing values: 'not found'); `{auto: true}` follows the line again. */
  wanDetect(outcome: { hasDHCP?: WanDetectValue; hasStatic?: WanDetectValue; hasPPPoE?: WanDetectValue } | { auto: true }) {
    return this.call<unknown>('POST', controlPaths.wanDetect, outcome);
  }
  /** The address the ISP hands the WAN, e.g. one inside the LAN's network to provoke the conflict (spec 2 §4.4). */
  wan(address: { ip4: string; netmask: string; gateway?: string }) {
    return this.call<unknown>('POST', controlPaths.wan, address);
  }
  /** A device joins the network (README: POST /__emulator/devices); answers it as GET connected_device lists it. */
  addDevice(device: NewDevice) {
    return this.call<ConnectedDevice>('POST', controlPaths.devices, device);
  }
  /**
   * Moves a device (to a mesh node, `node: null` the router itself; to a port or a band), changes its signal
   * (-100: it leaves, another level: it comes back) or its rates (constant from then on).
   */
  changeDevice(mac: string, change: DeviceChange) {
    return this.call<ConnectedDevice>('PATCH', controlPaths.device(mac), change);
  }
  /** A device is gone from the list at once. */
  removeDevice(mac: string) {
    return this.call<{ removed: string }>('DELETE', controlPaths.device(mac));
  }
  /** The next `times` parental operations the router completes fail (status 4, 5 or 6). */
  parentalFail(times = 1) {
    return this.call<unknown>('POST', controlPaths.parentalFail, { times });
  }
}

/** What of a scenario's header the lab's verbs read (header.ts ScenarioHeader, which imports this module's types). */
interface LabHeader {
  needs?: readonly string[];
  lab?: readonly LabNeed[];
}

/** The verbs the DSL's own fixtures use (reset, the clock, the journal, the credentials): never a scenario's lab. */
const FIXTURE_VERBS = new Set(['reset', 'journal', 'state', 'clockMode', 'advance', 'now', 'clockState']);

/** The lab need behind a verb of a scenario, when a lab does it (lab.ts); undefined: the control API's alone. */
function labNeedOf(verb: string, args: unknown[]): LabNeed | undefined {
  if (verb === 'internet' || verb === 'cable') return 'wan-link';
  // every session gone: a lab cuts the router's power and brings it back (its configuration kept, no session left)
  if (verb === 'expireSessions') return 'router-power';
  if (verb === 'node') {
    const change = (args[1] ?? {}) as Record<string, unknown>;
    const keys = Object.keys(change);
    if (keys.length === 1 && keys[0] === 'online' && typeof change.online === 'boolean') return 'node-power';
  }
  return undefined;
}

const needsControl = (verb: string, where: string) =>
  new Error(`o cenário usa emulator.${verb}() ${where}: declare needs: ['control'] no cabeçalho`);

/**
 * On the emulator, a scenario that declares a lab (and not needs: ['control']) may use only the verbs a lab does,
 * and only for the lab needs it declares: what it would be refused on a bench fails here first, naming the need.
 */
export function labChecked(control: EmulatorControl, header: LabHeader): EmulatorControl {
  if (!header.lab || header.needs?.includes('control')) return control;
  const declared = header.lab;
  return new Proxy(control, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || typeof value !== 'function' || FIXTURE_VERBS.has(prop) || prop === 'fault' || prop === 'clearFaults') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (...args: unknown[]) => {
        const need = labNeedOf(prop, args);
        if (!need) throw needsControl(prop, 'que nenhum laboratório faz');
        if (!declared.includes(need)) throw new Error(`o cenário usa emulator.${prop}() sem declarar lab: ['${need}'] no cabeçalho`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** One request of the scenario's lab to the runner's proxy (hil/src/lab.ts): the driver runs there. */
async function labRequest(target: Target, request: LabRequest): Promise<unknown> {
  const r = await fetch(`${target.baseURL}/__hil/lab`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`bancada: POST /__hil/lab ${JSON.stringify(request)} → ${r.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * The emulator fixture on a bench: the bench's proxy injects faults (`fault`, `clearFaults`: a scenario that needs
 * 'faults' runs there), and the verbs a lab does run the router's drivers through the runner (the lab needs the
 * header declares: `internet`/`cable` → the WAN's, `node(mac, {online})` → that node's outlet, `expireSessions()` → the
 * router's power cycle, the runner answering once the router is back); any other use fails
 * loudly (the scenario should have declared needs: ['control']).
 */
export function benchControl(target: Target, header: LabHeader): EmulatorControl {
  const faults = async (method: string, body?: unknown) => {
    const r = await fetch(`${target.baseURL}/__hil/faults`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`bancada: ${method} /__hil/faults → ${r.status}: ${text}`);
    return JSON.parse(text);
  };
  const declared = header.lab ?? [];
  const lab = (verb: string, args: unknown[], request: LabRequest) => {
    const need = labNeedOf(verb, args)!;
    if (!declared.includes(need)) {
      throw new Error(`o cenário usa emulator.${verb}() numa bancada sem declarar lab: ['${need}'] no cabeçalho (ou needs: ['control'])`);
    }
    return labRequest(target, request);
  };
  const provided: Record<string, (...args: any[]) => Promise<unknown>> = {
    fault: (spec: unknown) => faults('POST', spec),
    clearFaults: () => faults('DELETE'),
    internet: (up: boolean) => lab('internet', [up], { driver: 'wan', action: up ? 'up' : 'down' }),
    cable: (plugged: boolean) => lab('cable', [plugged], { driver: 'wan', action: plugged ? 'up' : 'down' }),
    node: async (mac: string, change: Record<string, unknown>) => {
      if (!labNeedOf('node', [mac, change])) throw needsControl('node', `com ${JSON.stringify(change)} numa bancada (um laboratório só desliga e liga a tomada: { online })`);
      return lab('node', [mac, change], { driver: 'node-power', mac, action: change.online ? 'on' : 'off' });
    },
    expireSessions: () => lab('expireSessions', [], { driver: 'router-power', action: 'cycle' }),
  };
  return new Proxy({} as EmulatorControl, {
    get(_, prop) {
      if (typeof prop !== 'string' || prop === 'then' || prop === 'toJSON') return undefined;
      if (provided[prop]) return provided[prop];
      return () => {
        throw new Error(
          `o cenário usa emulator.${prop}() numa bancada, que não tem a API de controle: declare needs: ['control'] no cabeçalho`,
        );
      };
    },
  });
}

/** Whether the scenario's target can take this mesh node offline: every node on the emulator, those with an outlet on a bench. */
export function nodeHasOutlet(target: Target, mac: string): boolean {
  if (target.kind === 'emulator') return true;
  return (target.lab?.nodePower ?? []).some((m) => m.toUpperCase() === mac.toUpperCase());
}
