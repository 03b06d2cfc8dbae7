/**
 * One emulated device and its machinery: state, the one virtual clock, faults, journal and the
 * state file. The HTTP layer (app.ts) reads and changes the device only through this object.
 */
import { timing } from '@roteador/contract';
import { type ClockMode, DEFAULT_EPOCH, VirtualClock } from './device/clock.ts';
import { Faults } from './device/faults.ts';
import { Journal } from './device/journal.ts';
import { loadState, StateStore } from './device/persistence.ts';
import { buildState } from './device/profiles.ts';
import { clearSessions } from './device/sessions.ts';
import { cloneState, type DeviceState, isDown } from './device/state.ts';

/** Not in the spec: how long a reboot keeps the device unreachable (virtual time). */
export const REBOOT_DOWNTIME_MS = timing.wait.rebootDowntime;

export interface EmulatorOptions {
  /** profile name ('demo', 'factory') or profile object; default 'demo' */
  profile?: unknown;
  seed?: number;
  /** load from this file when it exists; persist every acknowledged write to it */
  stateFile?: string;
  /** lab-bench mode: no control API, real clock only */
  bench?: boolean;
  /** virtual start time; default 2026-01-15T12:00:00Z */
  start?: number;
  clockMode?: ClockMode;
}

export class Emulator {
  readonly clock: VirtualClock;
  readonly faults = new Faults();
  readonly journal = new Journal();
  readonly bench: boolean;
  readonly loadedFromFile: boolean;
  state: DeviceState;
  #store: StateStore | undefined;

  /** Throws ProfileError (bad profile) or StateFileError (unreadable or unwritable state file). */
  constructor(options: EmulatorOptions = {}) {
    this.bench = options.bench ?? false;
    this.clock = new VirtualClock({ start: options.start, mode: this.bench ? 'real' : options.clockMode });
    const loaded = options.stateFile ? loadState(options.stateFile) : undefined;
    this.loadedFromFile = loaded !== undefined;
    this.state = loaded ? this.#powerOn(loaded) : buildState(options.profile ?? 'demo', options.seed ?? 1, this.now());
    if (options.stateFile) {
      this.#store = new StateStore(options.stateFile);
      this.#store.save(this.state); // at once: an unwritable path fails at start, not at the first write
    }
  }

  now(): number {
    return this.clock.now();
  }

  /** A started emulator is a router switched on: it boots now, with no sessions from before. */
  #powerOn(state: DeviceState): DeviceState {
    const next = cloneState(state);
    next.power = { bootAt: this.now(), downUntil: null };
    next.auth = { tokens: {}, failures: 0, lockedUntil: null };
    return next;
  }

  isDown(): boolean {
    return isDown(this.state, this.now());
  }

  /**
   * The device becomes the profile at once: sessions, lockout, faults and journal cleared, clock
   * back to the start epoch in real mode (so a scenario starts from the same instant every time).
   * Validates first: a bad profile throws ProfileError and changes nothing.
   */
  reset(profile: unknown, seed = 1): void {
    const next = buildState(profile, seed, DEFAULT_EPOCH);
    this.faults.clear();
    this.journal.clear();
    this.clock.reset(DEFAULT_EPOCH, 'real');
    this.state = next;
  }

  /** Reboot: configuration kept, tokens gone, unreachable for REBOOT_DOWNTIME_MS, uptime from the return. */
  reboot(): void {
    const back = this.now() + REBOOT_DOWNTIME_MS;
    clearSessions(this.state);
    this.state.power = { bootAt: back, downUntil: back };
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
