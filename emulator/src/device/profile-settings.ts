/**
 * A profile's security, system-page and parental-control configuration laid over its base device (profile-config.ts):
 * IPv6, UPnP, the DMZ and SIP ALG; global filters, port forwarding and the management port; DoS protection and the
 * global bandwidth; date and time, daily reboot, syslog, the reset button, remote management, TR-069, mirroring; the
 * voice assistant; the parental-control service's schedules, blocks and URL filters and the per-device rates. Each is
 * checked with the rules of the API's write of that resource (device/security.ts, port-redirect.ts, protection.ts,
 * system.ts, parental.ts); a refusal throws ProfileError at its field.
 */
import { colonMac, deviceRole, RuleStatus, UrlFilterStatus } from '@roteador/contract';
import type { DeviceState, EmulatorState } from './state.ts';
import { createFilter } from './security.ts';
import { createPortRedirect, setRemoteWebAccessPort } from './port-redirect.ts';
import { applySystemSettings, checkSystemSettings, updateDos, updateQos } from './protection.ts';
import {
  updateDatetime,
  updateMirroring,
  updateRemoteManagement,
  updateResetButton,
  updateSyslog,
  updateTr069,
} from './system.ts';
import {
  createBlock,
  createQosRule,
  createScheduledBlock,
  createSchedule,
  createUrlFilter,
  type ParentalState,
} from './parental.ts';
import { parentalOf } from './parental-effects.ts';
import { NO_ADDRESS, wanView } from './wan.ts';
import { orRefuse, type ProfileConfig, refuse } from './profile-config.ts';

type Config = ProfileConfig;
type Parental = NonNullable<Config['parental']>;

/** Records with string ids, each created by `create` (the API's POST, checked against those before it) and then given its own id. */
function listed<R extends { id: string }>(where: string, given: readonly R[], into: () => { id: string }[], create: (r: R, at: string) => void) {
  given.forEach((r, i) => {
    const at = `${where}.${i}`;
    if (into().some((o) => o.id === r.id)) refuse(`${at}.id`, `id ${r.id} twice`);
    create(r, at);
    into()[into().length - 1].id = r.id;
  });
}

/** The highest numeric id of a list (an id counter that never reuses one starts above it). */
const highest = (list: readonly { id: string }[]) => list.reduce((n, r) => Math.max(n, Number(r.id) || 0), 0);

function system(state: DeviceState, given: NonNullable<Config['system']>): void {
  const { ipv6, ...settings } = given;
  const refusal = checkSystemSettings(state, settings);
  if (refusal) orRefuse('system', refusal);
  if (ipv6) state.system.ipv6 = { ...ipv6 };
  applySystemSettings(state, settings);
}

/** The global filters, port forwarding and its management port, DoS and the global bandwidth. */
function security(state: DeviceState, config: Config, now: number, wanUp: boolean): void {
  const sec = state.security;
  if (config.filter) {
    sec.filters = [];
    sec.lastId = 0;
    listed('filter', config.filter, () => sec.filters, ({ id: _, ...input }, at) => orRefuse(at, createFilter(state, input)));
    sec.lastId = highest(sec.filters);
  }
  if (config.natportredirect) {
    sec.portRedirects = [];
    sec.lastPortRedirectId = 0;
  }
  if (config.remote_web_access) orRefuse('remote_web_access', setRemoteWebAccessPort(state, config.remote_web_access.port));
  if (config.natportredirect) {
    // checked against the WAN address as GET wan shows it ('' while the WAN has none), as the API's POST
    const ip = wanView(state, now, wanUp).ip4;
    const wanIp = ip === NO_ADDRESS ? '' : ip;
    listed('natportredirect', config.natportredirect, () => sec.portRedirects, ({ id: _, ...input }, at) =>
      orRefuse(at, createPortRedirect(state, input, wanIp)));
    sec.lastPortRedirectId = highest(sec.portRedirects);
  }
  if (config.denial_of_service) orRefuse('denial_of_service', updateDos(state, config.denial_of_service));
  if (config.qos_global) orRefuse('qos_global', updateQos(state, config.qos_global));
}

/** Date and time, daily reboot, syslog, the reset button, remote management, TR-069, mirroring. */
function systemPages(state: DeviceState, config: Config, now: number, online: boolean): void {
  if (config.datetime) orRefuse('datetime', updateDatetime(state, config.datetime, now, online));
  if (config.daily_reboot) Object.assign(state.system.dailyReboot, config.daily_reboot);
  if (config.syslog) orRefuse('syslog', updateSyslog(state, config.syslog));
  if (config.reset_button?.pressedTime !== undefined) orRefuse('reset_button', updateResetButton(state, config.reset_button.pressedTime));
  if (config.remote_management) orRefuse('remote_management', updateRemoteManagement(state, config.remote_management));
  if (config.tr069_config) orRefuse('tr069_config', updateTr069(state, config.tr069_config));
  if (config.mirroring) orRefuse('mirroring', updateMirroring(state, config.mirroring));
  if (config.voice_assistant) {
    if (!state.alexa) refuse('voice_assistant', `${state.device.model} has no voice assistant`);
    state.alexa = { ...structuredClone(config.voice_assistant), generation: 0 };
  }
}

/** A rule as the service settled it: one in transition (being created, changed or deleted) is no configuration. */
function settled(at: string, status: number, transient: readonly number[]): void {
  if (transient.includes(status)) refuse(`${at}.status`, `status ${status} is a record in transition: record it once settled`);
}

/**
 * The parental-control service's records of this router (schedules, scheduled and fixed blocks, device URL filters)
 * and the router's per-device rates, each checked as its create, then given its id and status (settled); the
 * service's id counter (one for all its records) starts above the highest. A fixed block's target is read without
 * colons (as GET block answers it) and created as the form sends it, with them.
 */
function parental(home: EmulatorState, given: Parental | undefined, rates: Config['qos_rule'], now: number): void {
  const p: ParentalState = parentalOf(home, now);
  const global = { download: home.security.qos.global_download, upload: home.security.qos.global_upload };
  if (given?.schedule) {
    p.schedules = [];
    listed('parental.schedule', given.schedule, () => p.schedules, ({ name, week }, at) => orRefuse(at, createSchedule(p, { name, week })));
  }
  const state = <R extends { status: number; pending: unknown }>(list: R[], i: number, status: number) => {
    list[i].status = status;
    list[i].pending = null;
  };
  if (given?.scheduled_block) {
    p.scheduledBlocks = [];
    given.scheduled_block.forEach((b, i) => settled(`parental.scheduled_block.${i}`, b.status, [RuleStatus.InProgress, RuleStatus.Deleting]));
    listed('parental.scheduled_block', given.scheduled_block, () => p.scheduledBlocks, (b, at) =>
      orRefuse(at, createScheduledBlock(p, { scheduleid: b.scheduleid, target: b.target }, now)));
    given.scheduled_block.forEach((b, i) => state(p.scheduledBlocks, i, b.status));
  }
  if (given?.block) {
    p.blocks = [];
    given.block.forEach((b, i) => settled(`parental.block.${i}`, b.status, [RuleStatus.InProgress, RuleStatus.Deleting]));
    listed('parental.block', given.block, () => p.blocks, (b, at) => orRefuse(at, createBlock(p, colonMac(b.target), now)));
    given.block.forEach((b, i) => state(p.blocks, i, b.status));
  }
  if (given?.urlfilter) {
    p.urlFilters = [];
    const pending = [UrlFilterStatus.PendingCreate, UrlFilterStatus.PendingUpdate, UrlFilterStatus.PendingDelete];
    given.urlfilter.forEach((f, i) => settled(`parental.urlfilter.${i}`, f.status, pending));
    listed('parental.urlfilter', given.urlfilter, () => p.urlFilters, (f, at) =>
      orRefuse(at, createUrlFilter(p, { mac: f.mac, url: f.url, description: f.description }, now)));
    given.urlfilter.forEach((f, i) => state(p.urlFilters, i, f.status));
  }
  if (rates) {
    p.qosRules = [];
    listed('qos_rule', rates, () => p.qosRules, ({ id: _, ...input }, at) => orRefuse(at, createQosRule(p, input, global)));
  }
  p.lastId = highest([...p.schedules, ...p.scheduledBlocks, ...p.blocks, ...p.urlFilters, ...p.qosRules]);
  p.failNext = 0;
}

/** The security, system and parental part of a profile's config (after its network: the rules read the LAN and WAN). */
export function applySettings(home: EmulatorState, config: Config, now: number): void {
  const online = home.status.has_internet;
  // the local device's WAN carries the internet, unless it is a mesh agent (device.ts wanUp)
  const agent = deviceRole({ model: home.device.model, operationMode: home.system.operationMode, mesh: home.easymesh }).agent;
  const wanUp = online && home.network.cable && !agent;
  if (config.system) system(home, config.system);
  security(home, config, now, wanUp);
  systemPages(home, config, now, online);
  if (config.parental || config.qos_rule) parental(home, config.parental, config.qos_rule, now);
}
