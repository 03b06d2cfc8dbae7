/**
 * WPS pairing (spec 3 §4 'WPS', §7 action 3, §9 'WPS: 2 minutes'): POST action {actionID: 3} opens a window of
 * timing.wait.wpsWindow on the virtual clock during which a device may pair (the control API's
 * POST /__emulator/wps/pair plays the device). The window is short-lived, so it is kept in memory beside the state
 * (like the last ping), not in the state file: a restart of the emulator closes it, as a reboot of the device does
 * (a restart to apply a change, a power loss).
 * Usable only when the Wi-Fi allows it (contract wpsBands: a root network secured, with WPS on, on a radio that is
 * on — the IoT window's 5 GHz radio off included).
 */
import { timing, type WpsStatus, wpsBands, wpsUsable } from '@roteador/contract';
import type { Device } from './device.ts';
import type { DeviceState } from './state.ts';
import { effectiveRadios } from './iot.ts';

interface Window {
  startedAt: number;
  until: number;
  /** virtual ms when a device paired; null: none (yet) */
  pairedAt: number | null;
}

const windows = new WeakMap<DeviceState, Window>();

/** The device's window since it last booted: a reboot (a restart to apply, the lab's outlet) ends it, and its pairing. */
function windowOf(dev: Device): Window | undefined {
  const w = windows.get(dev.state);
  return w && w.startedAt >= dev.state.power.bootAt ? w : undefined;
}

function wpsBandsOf(dev: Device) {
  return wpsBands(dev.state.network.wireless, effectiveRadios(dev));
}

/** Opens the window (a new action 3 starts a new one); false when the Wi-Fi makes WPS unusable. */
export function startWps(dev: Device): boolean {
  if (!wpsUsable(wpsBandsOf(dev))) return false;
  const now = dev.now();
  windows.set(dev.state, { startedAt: now, until: now + timing.wait.wpsWindow, pairedAt: null });
  return true;
}

function open(w: Window | undefined, now: number): boolean {
  return w !== undefined && w.pairedAt === null && now < w.until;
}

/** A device pairs: the window closes with syncing 2. False when no window is open. */
export function pairWps(dev: Device): boolean {
  const w = windowOf(dev);
  if (!w || !open(w, dev.now())) return false;
  w.pairedAt = dev.now();
  return true;
}

export function wpsView(dev: Device): WpsStatus {
  const now = dev.now();
  const w = windowOf(dev);
  if (w && open(w, now)) return { id: 0, syncing: 1, remaining_seconds: Math.ceil((w.until - now) / 1000) };
  return { id: 0, syncing: w?.pairedAt != null ? 2 : 0, remaining_seconds: 0 };
}
