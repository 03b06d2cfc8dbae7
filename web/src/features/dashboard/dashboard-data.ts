/**
 * The dashboard's reads. Each is read once when the dashboard opens (only those its visible cards
 * need); the repeating ones are the spec's polls only: status (the shell's), mesh, traffic, and
 * lan + wan while the internet is down.
 */
import { timing, type FirmwareVersions, type Lan, type Radio, type VoiceAssistant, type Wan, type Wireless } from '@roteador/contract';
import { effect, untracked } from '@preact/signals-react';
import { getFirmwareVersions, remoteConfig } from '../../api/cloud.ts';
import { getVoiceAssistant } from '../../api/alexa.ts';
import { getLan } from '../../api/lan.ts';
import { getRadios } from '../../api/radio.ts';
import { getWan } from '../../api/wan.ts';
import { getWireless } from '../../api/wireless.ts';
import { currentVisibility } from '../../app/use-visibility.ts';
import type { Visibility } from '../../app/visibility.ts';
import { connectedDevices } from '../../state/devices.ts';
import { device } from '../../state/device.ts';
import { createPoller } from '../../state/poller.ts';
import { createResource } from '../../state/resource.ts';

export const lan = createResource<Lan>(() => getLan());
export const wan = createResource<Wan>(() => getWan());
export const radios = createResource<Radio[]>(() => getRadios());
export const wireless = createResource<Wireless[]>(() => getWireless());
export { connectedDevices };
export const voiceAssistant = createResource<VoiceAssistant>(() => getVoiceAssistant());

/** The firmware service's answer for this device; its failure is silent (no prompt, remote status offline). */
export const firmwareVersions = createResource<FirmwareVersions>(async () => {
  // the service's address (/config.json) is asked beside the device's MAC, not after it
  const [known] = await Promise.all([device.data.peek() ?? device.load(), remoteConfig()]);
  const mac = known?.mac;
  if (!mac) throw new Error('device MAC unknown');
  return getFirmwareVersions(mac);
});

/**
 * Spec 1 §7: a failed firmware-versions read is tried again every 5 s (timing.poll.firmwareVersionsRetry) while the
 * dashboard is open, silently, until the service answers: a poll that runs while the resource holds a failure (its
 * reads record their own answer or failure; an answer ends it). Returns the stop.
 */
export function retryFirmwareVersions(): () => void {
  const retry = createPoller({
    intervalMs: timing.poll.firmwareVersionsRetry,
    waitFirst: true,
    fetch: () => firmwareVersions.load(),
    onData: () => {},
  });
  const stop = effect(() => {
    if (firmwareVersions.error.value !== null) retry.start();
    else retry.stop();
  });
  return () => {
    stop();
    retry.stop();
  };
}

/** The reads the visible cards need, as a stable key: the dashboard reads again only when it changes. */
function readPlan(v: Visibility): string[] {
  return [
    // the WAN names the interface whose counters give the traffic rates: read on every device
    'wan',
    v.dashboard.wanLan && 'lan',
    v.dashboard.radio && 'radio',
    (v.dashboard.wifiList || v.dashboard.repeater) && 'wireless',
    v.dashboard.devices && 'connected_device',
    v.dashboard.alexa && 'voice_assistant',
    'firmware',
  ].filter((x): x is string => typeof x === 'string');
}

const loaders: Record<string, () => Promise<unknown>> = {
  wan: () => wan.load(),
  lan: () => lan.load(),
  radio: () => radios.load(),
  wireless: () => wireless.load(),
  connected_device: () => connectedDevices.load(),
  voice_assistant: () => voiceAssistant.load(),
  firmware: () => firmwareVersions.load(),
};

function loadDashboard(plan: string[]): void {
  for (const name of plan) void loaders[name]?.();
}

/**
 * Reads what the visible cards need as soon as the device state tells which — a signal effect, so the reads go out
 * when the device and mesh answer, not after the render that follows — and again only when the plan changes.
 * Returns the stop.
 */
export function readWhatCardsNeed(): () => void {
  let last: string | null = null;
  return effect(() => {
    const v = currentVisibility();
    if (!v) return;
    const plan = readPlan(v);
    if (plan.join(',') === last) return;
    last = plan.join(',');
    untracked(() => loadDashboard(plan));
  });
}

/**
 * Spec 1 §4: while there is no internet, lan and wan are read every timing.poll.internetDown until it
 * returns. Both reads share one poll, so they go out together, once per interval.
 */
const internetDownPoller = createPoller<[Lan, Wan]>({
  intervalMs: timing.poll.internetDown,
  fetch: () => Promise.all([getLan(), getWan()]),
  onData([l, w]) {
    lan.receive(l);
    wan.receive(w);
  },
  retryMs: timing.poll.internetDown,
});

/** Starts the poll (a read at once, then every 5 s); the returned function stops it. */
export function watchInternetDown(): () => void {
  internetDownPoller.start();
  return () => internetDownPoller.stop();
}
