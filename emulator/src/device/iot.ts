/**
 * The IoT assistant's window (spec 3 §3, §4 'IoT assistant', §9: 1800 s, 5 GHz off meanwhile): while the local
 * device's window is open its 5 GHz radio (radio1) is off, and so is every mesh agent's when the mesh is on, so
 * that 2.4 GHz-only IoT devices find the network. The radio's stored setting is not touched: the window holds it
 * off, and when the window ends (its time on the virtual clock, or the 'Finalizar' PUT) the radio is as the owner
 * left it — what GET radio and everything else reading effectiveRadios() shows.
 */
import type { Radio } from '@roteador/contract';
import type { Device } from './device.ts';
import type { DeviceState } from './state.ts';

const IOT_RADIO = 'radio1';

/**
 * start_time is in the device's clock (what GET datetime shows: the virtual clock plus the offset a manual date
 * leaves, device/system.ts), so the UI's countdown, which reads that clock, and the window agree.
 */
export function deviceClockMs(state: DeviceState, now: number): number {
  return now + state.system.clock.offsetMs;
}

export function iotWindowOpen(state: DeviceState, now: number): boolean {
  const { iot } = state;
  return iot.enabled && deviceClockMs(state, now) < (iot.start_time + iot.duration_seconds) * 1000;
}

/** This device's 5 GHz radio is held off: its own window, or (an agent) the controller's with the mesh on. */
function iotHoldsFiveGhz(dev: Device): boolean {
  const now = dev.now();
  if (iotWindowOpen(dev.state, now)) return true;
  const controller = dev.home.state;
  return !dev.local && controller.easymesh.enabled && iotWindowOpen(controller, now);
}

/** The radios as they run now (a copy). */
export function effectiveRadios(dev: Device): Radio[] {
  const held = iotHoldsFiveGhz(dev);
  return dev.state.network.radios.map((r) => ({ ...r, enabled: r.enabled && !(held && r.id === IOT_RADIO) }));
}
