/**
 * The emulated router, its mesh and its machinery: state, the one virtual clock, faults, journal and
 * the state file. The HTTP layer (app.ts) reads and changes devices only through this object.
 */
import { sameMac, type TimeZone, timing } from '@roteador/contract';
import { type ClockMode, DEFAULT_EPOCH, VirtualClock } from './device/clock.ts';
import { Device } from './device/device.ts';
import { Faults } from '@roteador/contract';
import { Journal } from './device/journal.ts';
import { loadState, StateStore } from './device/persistence.ts';
import { buildState } from './device/profiles.ts';
import { clearSessions } from './device/session.ts';
import { cloneState, type DeviceState, type EmulatorState } from './device/state.ts';
import { settleMesh } from './mesh/lifecycle.ts';
import { ProxyFaults } from './mesh/proxy-faults.ts';
import { settleUpgrade } from './cloud/upgrade.ts';
import { settleParentalState } from './device/parental-effects.ts';
import { iotWindowOpen } from './device/iot.ts';
import { keepDailyRebootInStep } from './device/system.ts';
import type { Home } from './device/home.ts';
import { factoryState } from './device/restore.ts';

/** Not in the spec: how long a reboot keeps the device unreachable (virtual time). */
const REBOOT_DOWNTIME_MS = timing.wait.rebootDowntime;

export interface EmulatorOptions {
  /** profile name ('demo', 'factory') or profile object; default 'demo' */
  profile?: unknown;
  seed?: number;
  /** load from this file when it exists; persist every acknowledged write to it */
  stateFile?: string;
  /** lab-bench mode: no control API, real clock only */
  bench?: boolean;
  /** virtual start time (epoch ms), at start and after every reset; default 2026-01-15T12:00:00Z */
  start?: number;
  /** the time zone of every device a profile builds (at start and every reset); default: the profile's own */
  timezone?: TimeZone;
  clockMode?: ClockMode;
}

/** Where a reset puts the world in time: its start instant and the devices' time zone (the emulator's by default). */
export interface ResetWorld {
  start?: number;
  timezone?: TimeZone;
}

/** Every device of a freshly built home (the router and its mesh agents) set to `timezone`, when one is given. */
function inZone(state: EmulatorState, timezone: TimeZone | undefined): EmulatorState {
  if (timezone) for (const d of [state, ...state.agents]) d.system.clock.timezone = timezone;
  return state;
}

/** The emulator is the home every device lives in (device/home.ts). */
export class Emulator implements Home {
  readonly clock: VirtualClock;
  readonly faults = new Faults();
  readonly journal = new Journal();
  readonly proxyFaults = new ProxyFaults();
  readonly bench: boolean;
  readonly loadedFromFile: boolean;
  state: EmulatorState;
  /** the device served on the emulator's port; its state is the top of `state` (stable across resets) */
  readonly local: Device;
  #agents = new WeakMap<DeviceState, Device>();
  #store: StateStore | undefined;
  readonly #start: number;
  readonly #timezone: TimeZone | undefined;
  #resets = 0;

  /** Throws ProfileError (bad profile) or StateFileError (unreadable or unwritable state file). */
  constructor(options: EmulatorOptions = {}) {
    this.bench = options.bench ?? false;
    this.#start = options.start ?? DEFAULT_EPOCH;
    this.#timezone = options.timezone;
    this.clock = new VirtualClock({ start: this.#start, mode: this.bench ? 'real' : options.clockMode });
    this.local = new Device(this, () => this.state, true);
    const loaded = options.stateFile ? loadState(options.stateFile) : undefined;
    this.loadedFromFile = loaded !== undefined;
    this.state = loaded
      ? this.#powerOn(loaded)
      : inZone(buildState(options.profile ?? 'demo', options.seed ?? 1, this.now()), this.#timezone);
    if (options.stateFile) {
      this.#store = new StateStore(options.stateFile);
      this.#store.save(this.state); // at once: an unwritable path fails at start, not at the first write
    }
  }

  now(): number {
    return this.clock.now();
  }

  /** The home's internet line: the local device's. */
  hasInternet(): boolean {
    return this.state.status.has_internet;
  }

  /** A started emulator is a router (and its mesh) switched on: it boots now, with no sessions from before. */
  #powerOn(state: EmulatorState): EmulatorState {
    const next = cloneState(state);
    for (const d of [next, ...next.agents]) {
      d.power = { bootAt: this.now(), downUntil: null };
      d.auth = { tokens: {}, failures: 0, lockedUntil: null };
    }
    return next;
  }

  /** The Device of an agent's state (one per state object, so its node app can be kept). */
  agent(state: DeviceState): Device {
    let device = this.#agents.get(state);
    if (!device) {
      device = new Device(this, () => state, false);
      this.#agents.set(state, device);
    }
    return device;
  }

  agents(): Device[] {
    return this.state.agents.map((a) => this.agent(a));
  }

  /** The local device, then every agent. */
  devices(): Device[] {
    return [this.local, ...this.agents()];
  }

  deviceByMac(mac: string): Device | undefined {
    return this.devices().find((d) => sameMac(d.mac, mac));
  }

  deviceByIp(ip: string): Device | undefined {
    if (ip === this.state.network.lan.ip4) return this.local;
    const agent = this.state.agents.find((a) => a.node?.ip === ip);
    return agent && this.agent(agent);
  }

  /**
   * Applies every timed change due by now (mesh pairing, upgrade steps, parental blocks, IoT window): see
   * mesh/lifecycle.ts. A router whose clock or zone changed since has its daily reboot armed again for it.
   */
  settle(): void {
    const now = this.now();
    settleMesh(this.state, now);
    settleParentalState(this.state, now);
    for (const d of this.devices()) keepDailyRebootInStep(d);
    for (const d of [this.state, ...this.state.agents]) {
      settleUpgrade(d, now);
      const iot = d.iot;
      if (iot.enabled && !iotWindowOpen(d, now)) {
        Object.assign(iot, { enabled: false, start_time: 0 });
      }
    }
  }

  isDown(): boolean {
    return this.local.isDown();
  }

  /**
   * The device becomes the profile at once: sessions, lockout, faults and journal cleared, clock
   * back to the start in real mode (so a scenario starts from the same instant every time): the emulator's start
   * and time zone, or those the reset names. Validates first: a bad profile throws ProfileError and changes nothing.
   */
  reset(profile: unknown, seed = 1, world: ResetWorld = {}): void {
    const start = world.start ?? this.#start;
    const next = inZone(buildState(profile, seed, start), world.timezone ?? this.#timezone);
    this.#resets++;
    this.faults.clear();
    this.proxyFaults.clear();
    this.journal.clear();
    this.clock.reset(start, 'real');
    this.state = next;
  }

  /**
   * How many resets so far: a request that began before the last one, or arrives on a connection opened before it,
   * asked the device that was; it is dropped, never answered from the new one nor journaled with it (serve.ts
   * `generation`, middleware.ts journalRequests) — a page closed as one scenario ended must not reach the next.
   */
  get resets(): number {
    return this.#resets;
  }

  /** Factory restore of the local device (device/restore.ts): the whole state becomes its model's factory profile. */
  restoreFactory(): void {
    this.state = factoryState(this.state, this.now());
  }

  /** Reboot of the local device: configuration kept, tokens gone, unreachable for REBOOT_DOWNTIME_MS. */
  reboot(): void {
    this.local.reboot(REBOOT_DOWNTIME_MS);
  }

  /** Every token of every device becomes invalid. Answers how many there were. */
  expireSessions(): number {
    return this.devices().reduce((n, d) => n + clearSessions(d.state), 0);
  }

  /** Writes the state file if there is one and the state changed. Throws StateFileError. */
  persist(): void {
    this.#store?.save(this.state);
  }

  get stateFile(): string | undefined {
    return this.#store?.file;
  }

  dispose(): void {
    this.clock.dispose();
  }
}
