/**
 * The dashboard's reads. Each is read once when the dashboard opens (only those its visible cards
 * need); the repeating ones are the spec's polls only: status (the shell's), mesh, traffic, and
 * lan + wan while the internet is down.
 */
import { timing, type FirmwareVersions, type Lan, type Radio, type VoiceAssistant, type Wan, type Wireless } from '@roteador/contract';
import { effect, untracked } from '@preact/signals-react';
import { askAgain } from '../../api/client.ts';
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
import { createPoller, retryWhileFailed } from '../../state/poller.ts';
import { createResource, type Resource } from '../../state/resource.ts';

export const lan = createResource<Lan>(() => getLan());
export const wan = createResource<Wan>(() => getWan());
export const radios = createResource<Radio[]>(() => getRadios());
export const wireless = createResource<Wireless[]>(() => getWireless());
export { connectedDevices };
export const voiceAssistant = createResource<VoiceAssistant>(() => getVoiceAssistant());

/** The firmware service's answer for this device; its failure is silent (no prompt, remote status offline). */
export const firmwareVersions = createResource<FirmwareVersions>(async () => {
  // the service's address (/config.json) is asked beside the device's MAC (joining its read under way), not after it
  const [known] = await Promise.all([device.data.peek() ?? device.load(), remoteConfig()]);
  const mac = known?.mac;
  if (!mac) throw new Error('device MAC unknown');
  return getFirmwareVersions(mac);
});

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

/**
 * Each read of the plan, and how often it is tried again while it has failed (state/poller.ts retryWhileFailed): its
 * poll of spec 1 §9 where it has one (connected devices 8 s, voice info 15 s, the internet-down check 5 s for the
 * WAN and the LAN), the firmware versions' 5 s (§7), the radio page's 10 s for the radios and the networks.
 */
const reads: Record<string, { resource: Resource<unknown>; retryMs: number }> = {
  wan: { resource: wan as Resource<unknown>, retryMs: timing.poll.internetDown },
  lan: { resource: lan as Resource<unknown>, retryMs: timing.poll.internetDown },
  radio: { resource: radios as Resource<unknown>, retryMs: timing.poll.radioAndMesh },
  wireless: { resource: wireless as Resource<unknown>, retryMs: timing.poll.radioAndMesh },
  connected_device: { resource: connectedDevices as Resource<unknown>, retryMs: timing.poll.connectedDevices },
  voice_assistant: { resource: voiceAssistant as Resource<unknown>, retryMs: timing.poll.voiceInfo },
  firmware: { resource: firmwareVersions as Resource<unknown>, retryMs: timing.poll.firmwareVersionsRetry },
};

/**
 * Asks the reads of the plan as the device state tells it — a signal effect, so they go out when the device and the
 * mesh answer, not after the render that follows — and again, all of them, whenever the plan changes. The firmware
 * versions need only the device's MAC, not the device state: asked as soon as the device is being read (the service's
 * address beside it), not after the mesh. `asked`: what is asked already (by readCardsOnEntry), not asked again for
 * the first plan; `onPlan`, told of each plan. Returns the stop.
 */
function askReads(asked: Set<string>, onPlan?: (plan: string[]) => void): () => void {
  let last: string | null = null;
  // the WAN is in every plan (readPlan): asked at once, not after the device state
  if (!asked.has('wan')) {
    asked.add('wan');
    void wan.load();
  }
  return effect(() => {
    if (!asked.has('firmware') && (device.loading.value || device.data.value !== undefined)) {
      asked.add('firmware');
      untracked(() => void firmwareVersions.load());
    }
    const v = currentVisibility();
    if (!v) return;
    const plan = readPlan(v);
    const first = last === null;
    if (plan.join(',') === last) return;
    last = plan.join(',');
    untracked(() => {
      onPlan?.(plan);
      for (const name of plan) {
        if (first && asked.has(name)) continue;
        asked.add(name);
        void reads[name].resource.load();
      }
    });
  });
}

/** The reads readCardsOnEntry started, until the dashboard takes them over as it mounts. */
let onEntry: { asked: Set<string>; stop: () => void } | null = null;

/**
 * The dashboard's first reads, started as the owner goes to it (routes.tsx preloadRoute: on login, at start-up),
 * once the area let the owner in: they go out as the shell's reads answer, before the dashboard's first render.
 * Asks each read of the first plan once; the dashboard takes them over as it mounts (readWhatCardsNeed), with their
 * retries.
 */
export function readCardsOnEntry(): void {
  if (onEntry) return; // started already, not taken over yet
  const asked = new Set<string>();
  const entry = { asked, stop: () => {} };
  entry.stop = askReads(asked, () => queueMicrotask(() => entry.stop()));
  onEntry = entry;
}

/**
 * Reads what the visible cards need as soon as the device state tells which, and again only when the plan changes
 * (askReads); what readCardsOnEntry asked already is not asked again. A read of the plan that fails is tried again on
 * its poll until it answers (a card is never left 'Informação indisponível'); an idle dashboard whose reads answered
 * reads nothing more. Returns the stop.
 */
export function readWhatCardsNeed(): () => void {
  const taken = onEntry;
  onEntry = null;
  taken?.stop();
  let retries: Array<() => void> = [];
  const stop = askReads(taken?.asked ?? new Set(), (plan) => {
    for (const stopRetry of retries) stopRetry();
    retries = plan.map((name) => retryWhileFailed(reads[name].resource, reads[name].retryMs));
  });
  return () => {
    stop();
    for (const stopRetry of retries) stopRetry();
  };
}

/** The owner's 'Tentar novamente' on a card: its read asked again at once, not joining one that seems stuck. */
export function retryCard(resource: Resource<unknown>): void {
  void askAgain(resource.load);
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
