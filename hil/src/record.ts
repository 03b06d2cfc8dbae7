/**
 * Record: a lab router's configuration, read through its API (GET only), written as an emulator profile object
 * (emulator/README.md "Profiles"; `npm start -- --profile FILE` loads it). The profile holds what the emulator's
 * profile format can express; what it cannot (Wi-Fi names, leases, filters…) is listed under `_notRecorded` in a
 * side file. Credentials are written only with --with-secrets (the inventory's: a router never answers a password).
 */
import { modelNames, rules } from '@roteador/contract';
import { RouterApi } from './api.ts';
import type { BenchRouter } from './inventory.ts';

const MAX_PROFILE_AGENTS = 6;

type Rec = Record<string, unknown>;

const first = (v: unknown): Rec => (Array.isArray(v) && v[0] && typeof v[0] === 'object' ? (v[0] as Rec) : {});

/** The profile object of what the router answered (pure: tested without a router). */
export function profileFrom(
  answers: { status: Rec; device: Rec; system: Rec; led?: Rec; easymesh?: Rec },
  credentials?: { username: string; password: string },
): { profile: Rec; notes: string[] } {
  const { status, device, system, led, easymesh } = answers;
  const notes: string[] = [];
  const profile: Rec = { base: 'demo' };
  // the router's answer as text: an object it sent may hold its own `toString` ({"toString": 1}), which String() throws on
  const given = device.model ?? status.model ?? '';
  const model = typeof given === 'object' ? JSON.stringify(given) : String(given);
  if ((modelNames as readonly string[]).includes(model)) profile.model = model;
  else notes.push(`modelo "${model}" fora dos 13 do contrato: o perfil fica com o do demo`);
  if (typeof system.operationMode === 'number') profile.operationMode = system.operationMode;
  if (credentials) profile.credentials = { ...credentials };
  if (typeof device.show_wizard === 'boolean') profile.wizardDone = !device.show_wizard;
  if (typeof status.has_internet === 'boolean') profile.hasInternet = status.has_internet;
  if (typeof status.firmware_update === 'boolean') profile.firmwareUpdate = status.firmware_update;
  if (typeof device.tr069_enable === 'boolean') profile.tr069Enable = device.tr069_enable;
  if (typeof device.fw_version === 'string') profile.fwVersion = device.fw_version;
  if (typeof device.alias === 'string') {
    const problem = rules.locationName(device.alias);
    if (problem) notes.push(`alias "${device.alias}" recusado pelo emulador (${problem}): fica o do demo`);
    else profile.alias = device.alias;
  }
  if (led && typeof led.leds === 'boolean') profile.leds = led.leds;
  if (typeof device.uptime === 'number') profile.uptime = Math.max(0, Math.floor(device.uptime));
  if (easymesh && easymesh.enabled === true) {
    profile.meshRole = easymesh.type === 1 ? 'agent' : 'controller';
    const nodes = Array.isArray(easymesh.nodes) ? (easymesh.nodes as Rec[]) : [];
    const agents = nodes.filter((n) => n.isRoot !== true).length;
    if (profile.meshRole === 'controller') {
      profile.meshAgents = Math.min(agents, MAX_PROFILE_AGENTS);
      if (agents > MAX_PROFILE_AGENTS) notes.push(`${agents} agentes: o emulador cria até ${MAX_PROFILE_AGENTS}`);
    }
  } else profile.meshRole = 'none';
  return { profile, notes };
}

/** What the emulator's profile format cannot hold: recorded beside the profile, for QA to know. */
const NOT_IN_PROFILE = ['wireless', 'radio', 'dhcp_static_lease', 'filter', 'natportredirect', 'connected_device'];

export async function recordProfile(router: BenchRouter, out: string, withSecrets: boolean): Promise<string[]> {
  const api = new RouterApi(router);
  const read = async (path: string) => (await api.read(path)) as unknown;
  const status = first(await api.call('GET', 'status', undefined, { auth: false }).then((r) => r.body));
  const device = first(await read('device'));
  const system = first(await read('system'));
  const led = first(await read('led').catch(() => []));
  const easymesh = first(await read('easymesh').catch(() => []));
  const { profile, notes } = profileFrom({ status, device, system, led, easymesh }, withSecrets ? router.credentials : undefined);
  await Deno.writeTextFile(out, JSON.stringify(profile, null, 2) + '\n');
  const side: Rec = { router: router.name, at: new Date().toISOString(), notes, notRecorded: {} as Rec };
  for (const path of NOT_IN_PROFILE) {
    const r = await api.call('GET', path);
    (side.notRecorded as Rec)[path] = r.status === 200 ? stripSecrets(r.body, withSecrets) : `HTTP ${r.status}`;
  }
  const sideFile = out.replace(/(\.json)?$/, '.unrecorded.json');
  await Deno.writeTextFile(sideFile, JSON.stringify(side, null, 2) + '\n');
  for (const n of notes) console.log(`  ! ${n}`);
  return Object.keys(profile).concat(`resto em ${sideFile}`);
}

/** Wi-Fi keys and other secrets of the side file: only with --with-secrets. */
function stripSecrets(v: unknown, keep: boolean): unknown {
  if (keep) return v;
  if (Array.isArray(v)) return v.map((x) => stripSecrets(x, keep));
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Rec).map(([k, x]) => [k, /pass|key|secret|psk|token/i.test(k) && typeof x !== 'object' ? '••••' : stripSecrets(x, keep)]),
    );
  }
  return v;
}
