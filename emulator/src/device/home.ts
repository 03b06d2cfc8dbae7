/**
 * What a device sees of the home it is part of (the Emulator is one): the one virtual clock, the home's internet line
 * and the home router's state — its connected devices, its mesh agents, its seed. A device reaches nothing more of
 * the emulator: the mesh- and world-wide operations (every device, a device by MAC, the proxy faults, a factory
 * restore of the whole state) are handed to the API areas that need them (api/index.ts).
 */
import type { VirtualClock } from './clock.ts';
import type { EmulatorState } from './state.ts';

export interface Home {
  /** virtual ms */
  now(): number;
  /** the home's internet: the home router's line (an agent reaches it through the controller) */
  hasInternet(): boolean;
  /** the home router's state, the top of the emulator's state: its connected devices, mesh agents, seed */
  readonly state: EmulatorState;
  /** timers and waits on the virtual clock */
  readonly clock: Pick<VirtualClock, 'setTimer' | 'clearTimer' | 'sleep'>;
}
