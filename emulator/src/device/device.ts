/**
 * One emulated device as the API sees it: its own state (configuration, sessions, power), on the
 * emulator's clock, inside its home (device/home.ts: internet, mesh, connected devices). The local device
 * (the one the emulator serves on its port) and every mesh agent (reached through http_request) are
 * each a Device, served by the same API sub-apps.
 */
import { accessRules, type AccessRule, deviceRole } from '@roteador/contract';
import { timing } from '@roteador/contract';
import type { Home } from './home.ts';
import { clearSessions } from './session.ts';
import { type DeviceState, isDown } from './state.ts';

export class Device {
  readonly #state: () => DeviceState;

  /** local: the device the emulator serves on its port (its state is the top of the emulator's state) */
  constructor(readonly home: Home, state: () => DeviceState, readonly local: boolean) {
    this.#state = state;
  }

  get state(): DeviceState {
    return this.#state();
  }

  get mac(): string {
    return this.state.device.mac;
  }

  now(): number {
    return this.home.now();
  }

  isDown(): boolean {
    return isDown(this.state, this.now());
  }

  /** The local device as a mesh controller: only it writes the mesh (rename, LEDs, removal, sync). */
  get isController(): boolean {
    const m = this.state.easymesh;
    return this.local && m.enabled && m.type === 0;
  }

  /** The contract's access table for this device now (its mode, mesh role and model). */
  get access(): Record<AccessRule, boolean> {
    return accessRules(this.#facts());
  }

  /** The access table for the device as a write leaves it: in `operationMode`, when the write sets one. */
  accessAfter(operationMode: number | undefined): Record<AccessRule, boolean> {
    return accessRules({ ...this.#facts(), operationMode: operationMode ?? this.state.system.operationMode });
  }

  /** A mesh agent: the contract's deviceRole (the access table's facts). */
  get isAgent(): boolean {
    return deviceRole(this.#facts()).agent;
  }

  #facts() {
    const { device, system, easymesh } = this.state;
    return { model: device.model, operationMode: system.operationMode, mesh: easymesh };
  }

  /** The internet as this device sees it: the local device's line (an agent reaches it through the controller). */
  hasInternet(): boolean {
    return this.home.hasInternet();
  }

  /** This device's WAN carries the internet: the local device, unless it is an agent. */
  wanUp(): boolean {
    return this.local && !this.isAgent && this.state.network.cable && this.hasInternet();
  }

  /**
   * Its traffic counters grow: the local device's while the internet is up (an agent profile counts the home's
   * traffic through it too); a mesh agent's stay still (the UI reads the local device's).
   */
  trafficFlows(): boolean {
    return this.local && this.hasInternet();
  }

  /** Configuration kept, tokens gone, unreachable for `downtime`, uptime counted from the return. */
  reboot(downtime: number = timing.wait.rebootDowntime): void {
    const back = this.now() + downtime;
    clearSessions(this.state);
    this.state.power = { bootAt: back, downUntil: back };
  }
}
