/** The emulator's control API (QA's handle), as documented in the README. Absent on a bench. */
import { assert } from 'superstruct';
import { CONTROL_BASE, ClockState, controlPaths, type FaultSpec, type JournalEntry } from '@roteador/contract';
import type { ConnectedDevice } from '@roteador/contract';
import type { Target } from './target';
import type { WriteLog } from './effects-check';

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
