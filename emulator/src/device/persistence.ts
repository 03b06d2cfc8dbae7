/**
 * The state file. A write goes to a temp file in the same directory, is flushed, then renamed over
 * the old one: rename is atomic, so a crash (even kill -9) leaves either the old or the new state,
 * never half of one. Writes are synchronous so two answers can never interleave theirs.
 */
import { basename, dirname, join } from 'node:path';
import { inheritedKeyPath } from '@roteador/contract';
import { type EmulatorState, EmulatorStateStruct, highestId } from './state.ts';
import { check } from '../validation.ts';
import { defaultDhcp, defaultLimits } from './lan.ts';
import { DEFAULT_REMOTE_WEB_ACCESS_PORT } from './port-redirect.ts';
import { defaultDos, defaultQos, defaultSystemSettings } from './protection.ts';
import { defaultSystemPages } from './system.ts';

export class StateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StateFileError';
  }
}

/** The state in the file, or undefined when there is no file. Throws StateFileError when unreadable. */
export function loadState(file: string): EmulatorState | undefined {
  let text: string;
  try {
    text = Deno.readTextFileSync(file);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return undefined;
    throw new StateFileError(`cannot read state file ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new StateFileError(`state file ${file} is not JSON`);
  }
  // before the migrations below read it (String() of {"toString": 1} throws): the struct check refuses it anyway
  const inherited = inheritedKeyPath(json);
  if (inherited !== undefined) throw new StateFileError(`state file ${file} is not an emulator state: unknown field: ${inherited}`);
  migrateAreaNames(json);
  fillNetworkDefaults(json);
  const checked = check(EmulatorStateStruct, json);
  if (!checked.ok) throw new StateFileError(`state file ${file} is not an emulator state: ${checked.message}`);
  return checked.value;
}

/** The device states of a state file: the local device's (the top) and each agent's. */
function deviceStates(json: unknown): unknown[] {
  if (typeof json !== 'object' || json === null) return [];
  const root = json as { agents?: unknown };
  return [json, ...(Array.isArray(root.agents) ? root.agents : [])];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One name per area (issue 14): a state file written before held the Alexa area's record as `voice` (now `alexa`),
 * and the system pages' records under `maintenance` {dailyReboot, syslog} and `admin` {resetButton, clock,
 * remoteManagement, tr069, mirroring}, now records of `system` next to the system record's fields. Each moves to its
 * name, on the local device and on every agent, as it was. A state already under the new names is left as it is;
 * anything else (an old key next to its new one, a `system` that is not an object) is left for the struct check to
 * report.
 */
function migrateAreaNames(json: unknown): void {
  for (const d of deviceStates(json)) {
    if (!isRecord(d)) continue;
    if ('voice' in d && !('alexa' in d)) {
      d.alexa = d.voice;
      delete d.voice;
    }
    for (const old of ['maintenance', 'admin']) {
      const records = d[old];
      const system = d.system;
      if (!isRecord(records) || !isRecord(system)) continue;
      if (Object.keys(records).some((name) => name in system)) continue;
      Object.assign(system, records);
      delete d[old];
    }
  }
}

/**
 * A state file written before the network area (spec 2) or the security area (spec 3) existed lacks their fields:
 * they start as a fresh device's.
 * Anything that is not the expected shape is left for the struct check to report.
 */
function fillNetworkDefaults(json: unknown): void {
  const states = deviceStates(json);
  for (const s of states) {
    // deno-lint-ignore no-explicit-any
    const d = s as any;
    const net = d?.network;
    if (typeof net !== 'object' || net === null || typeof net.lan?.ip4 !== 'string') continue;
    net.dhcp ??= defaultDhcp(net.lan.ip4);
    net.leases ??= [];
    net.limits ??= defaultLimits(String(d.device?.model ?? ''));
    if (typeof net.limits === 'object' && net.limits !== null) {
      net.limits.filters ??= defaultLimits(String(d.device?.model ?? '')).filters;
    }
    net.pendingRestart ??= false;
    net.cable ??= true;
    net.detect ??= null;
    net.pppoe ??= null;
    net.bandSteering ??= false;
    net.repeater ??= null;
    // the provider's lease came with the static ↔ DHCP model (device/wan.ts): the address the WAN holds is the best
    // guess of it (a static one is all an older file knows)
    const wan = net.wan;
    if (typeof wan === 'object' && wan !== null) net.wanLease ??= { ip4: wan.ip4, netmask: wan.netmask, gateway: wan.gateway };
  }
  // the security area (spec 3) came later: no filters or port-forward rules yet, the id counters from the highest
  // id held, the management port a fresh device's
  for (const s of states) {
    // deno-lint-ignore no-explicit-any
    const d = s as any;
    if (typeof d !== 'object' || d === null) continue;
    d.security ??= { filters: [] };
    if (typeof d.security !== 'object' || d.security === null) continue;
    if (Array.isArray(d.security.filters)) d.security.lastId ??= highestId(d.security.filters);
    d.security.portRedirects ??= [];
    if (Array.isArray(d.security.portRedirects)) {
      d.security.lastPortRedirectId ??= highestId(d.security.portRedirects);
    }
    d.security.remoteWebAccessPort ??= DEFAULT_REMOTE_WEB_ACCESS_PORT;
    // the protections and the global bandwidth (spec 3 §3) came after the filters: a fresh device's
    d.security.dos ??= defaultDos();
    d.security.qos ??= defaultQos();
    // UPnP, the DMZ and SIP ALG (spec 3 §3 'System settings') joined the system record then too; the system pages'
    // records (the daily reboot and the remote log, then date and time, management, TR-069, mirroring and the reset
    // button) came last: a fresh device's
    if (typeof d.system === 'object' && d.system !== null) {
      const fresh = { ...defaultSystemSettings(), ...defaultSystemPages() };
      for (const [name, value] of Object.entries(fresh)) d.system[name] ??= value;
    }
    d.flash ??= null;
  }
}

function saveState(file: string, text: string): void {
  const tmp = join(dirname(file), `.${basename(file)}.${Deno.pid}.tmp`);
  try {
    const handle = Deno.openSync(tmp, { write: true, create: true, truncate: true });
    try {
      const bytes = new TextEncoder().encode(text);
      let written = 0;
      while (written < bytes.length) written += handle.writeSync(bytes.subarray(written));
      handle.syncSync();
    } finally {
      handle.close();
    }
    Deno.renameSync(tmp, file);
  } catch (err) {
    try {
      Deno.removeSync(tmp);
    } catch { /* nothing to clean */ }
    throw new StateFileError(`cannot write state file ${file}: ${(err as Error).message}`);
  }
}

/** Writes only when the state changed since the last write (a GET-only session costs no I/O). */
export class StateStore {
  #last: string | undefined;
  constructor(readonly file: string) {}

  save(state: EmulatorState): boolean {
    const text = JSON.stringify(state, null, 2) + '\n';
    if (text === this.#last) return false;
    saveState(this.file, text);
    this.#last = text;
    return true;
  }
}
