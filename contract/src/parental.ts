/**
 * Parental control (spec 3 §2 'Parental control', §3, §4, §7, §9): block schedules, scheduled and fixed (immediate)
 * blocks, per-device URL filters and per-device bandwidth rules. Router operation mode only, never on a mesh agent.
 *
 * The remote service (its base is RemoteConfig.parentalService: `/cloud/parental` on the emulator), under
 * `{deviceid}` (the router's MAC in lower case without colons, as the firmware service's). Like the firmware
 * service it takes no token (the spec shows none): deviceid names the router.
 * - `{deviceid}/schedule`: GET → BlockSchedule[]; POST BlockScheduleInput → 201 the record; PUT `schedule/{id}`
 *   BlockScheduleInput → the record; DELETE `schedule/{id}` → Acknowledged, after deleting every scheduled block
 *   that uses it except those whose status is 3 (already being deleted). Windows are stored in UTC.
 * - `{deviceid}/scheduled_block`: GET → ScheduledBlock[]; POST ScheduledBlockInput → 201 (status 2, in progress,
 *   until the router applies it: 1); PUT `{id}` → the record (2 again); DELETE `{id}` → the record in status 3
 *   until the router removed it.
 * - `{deviceid}/urlfilter`: GET → DeviceUrlFilter[]; POST DeviceUrlFilterInput → 201 (status 1); PUT `{id}` →
 *   status 2; DELETE `{id}` → status 3 until removed. A failed operation leaves status 4, 5 or 6.
 * - `{deviceid}/block` (ours: spec 3 §3 shows the fixed block's record, §7 not its path): GET → BlockRule[]; POST
 *   BlockRuleInput → 201 (status 2 until applied); DELETE `{id}` → status 3 until removed.
 * Refused writes answer 400 {status:'error', message: <the pt-BR validation message>, field}; the state is unchanged.
 *
 * On the router (/api/v1, bearer token):
 * - `qos_rule` (ours: spec 3 §7 says device QoS rules are created, updated, fetched and deleted, not where): GET →
 *   DeviceQosRule[]; POST DeviceQosRuleInput → 201; PUT `qos_rule/{id}` → the record; DELETE → Acknowledged.
 * - `iptables`: GET → FirewallRule[], the rules the router enforces now (blocks in force, URL filters applied).
 * The schedules' windows are stored in UTC and shown in the router's local time: the zone of GET datetime
 * (`timezone`, system.ts timeZoneOffset; UTC when a router does not say).
 */
import { array, boolean, enums, type Infer, integer, object, omit, pick, string } from 'superstruct';
import { limits } from './timing.ts';
import { sameMac } from './device.ts';
import { scheduleActiveAt, Week } from './parental-week.ts';

export * from './parental-week.ts';

export const parentalPaths = {
  schedule: <D extends string>(deviceid: D) => `${deviceid}/schedule` as const,
  scheduledBlock: <D extends string>(deviceid: D) => `${deviceid}/scheduled_block` as const,
  urlFilter: <D extends string>(deviceid: D) => `${deviceid}/urlfilter` as const,
  block: <D extends string>(deviceid: D) => `${deviceid}/block` as const,
} as const;
export const deviceQosPath = 'qos_rule';
export const iptablesPath = 'iptables';

// ---- block schedules -------------------------------------------------------------------------------------------

export const BlockSchedule = object({ id: string(), name: string(), deviceid: string(), week: Week });
export type BlockSchedule = Infer<typeof BlockSchedule>;
export const BlockScheduleList = array(BlockSchedule);
export const BlockScheduleInput = pick(BlockSchedule, ['name', 'week']);
export type BlockScheduleInput = Infer<typeof BlockScheduleInput>;


// ---- blocks ----------------------------------------------------------------------------------------------------

/**
 * Status of a scheduled block or a fixed block (spec 3 §4 names the labels; the codes are uncertain there). Our
 * reading, the first one the spec offers: 1 Ativo, 0 Inativo; then 2 Em andamento (the router is applying a
 * create or an update), 3 Em exclusão (the router is removing it: spec 3 §4 keeps those when a schedule is
 * deleted); any other code (a failed operation: 4, 5, 6, as the URL filters') Desconhecido.
 */
export const RuleStatus = { Inactive: 0, Active: 1, InProgress: 2, Deleting: 3 } as const;
export type RuleStatusLabel = 'Ativo' | 'Inativo' | 'Em andamento' | 'Em exclusão' | 'Desconhecido';
export function ruleStatusLabel(status: number): RuleStatusLabel {
  switch (status) {
    case RuleStatus.Active: return 'Ativo';
    case RuleStatus.Inactive: return 'Inativo';
    case RuleStatus.InProgress: return 'Em andamento';
    case RuleStatus.Deleting: return 'Em exclusão';
    default: return 'Desconhecido';
  }
}
/** A block the owner has set and not removed: applied, or being applied. */
export const ruleInForce = (status: number) => status === RuleStatus.Active || status === RuleStatus.InProgress;

/** target: the device's MAC (AA:BB:CC:DD:EE:FF); scheduleid: the schedule whose windows block it. */
export const ScheduledBlock = object({ id: string(), scheduleid: string(), target: string(), status: integer() });
export type ScheduledBlock = Infer<typeof ScheduledBlock>;
export const ScheduledBlockList = array(ScheduledBlock);
export const ScheduledBlockInput = pick(ScheduledBlock, ['scheduleid', 'target']);
export type ScheduledBlockInput = Infer<typeof ScheduledBlockInput>;

/**
 * Spec 3 §4: deleting a block schedule first deletes every scheduled block that uses it, except those already being
 * deleted (status 3). The schedule page deletes these, then the schedule; the service does the same for a schedule
 * deleted on its own.
 */
export function blocksDeletedWithSchedule<B extends Pick<ScheduledBlock, 'scheduleid' | 'status'>>(
  scheduleid: string,
  blocks: readonly B[],
): B[] {
  return blocks.filter((b) => b.scheduleid === scheduleid && b.status !== RuleStatus.Deleting);
}

/** Block rule types (spec 3 §3: 0 = fixed block; the scheduled kind, ours, is 1). */
export const BlockType = { Fixed: 0, Scheduled: 1 } as const;

/** A fixed (immediate) block: target is the MAC without colons, in lower case (as deviceid). */
export const BlockRule = object({
  id: string(),
  type: integer(),
  target: string(),
  deviceid: string(),
  scheduleid: string(),
  status: integer(),
  queryids: array(string()),
});
export type BlockRule = Infer<typeof BlockRule>;
export const BlockRuleList = array(BlockRule);
/** target: the MAC (with or without colons). */
export const BlockRuleInput = object({ target: string() });
export type BlockRuleInput = Infer<typeof BlockRuleInput>;


// ---- device URL filters ----------------------------------------------------------------------------------------

/** Spec 3 §4: 0 OK; 1, 2, 3 pending create, update, delete; 4, 5, 6 error on create, update, delete. */
export const UrlFilterStatus = {
  Ok: 0, PendingCreate: 1, PendingUpdate: 2, PendingDelete: 3, CreateError: 4, UpdateError: 5, DeleteError: 6,
} as const;
export type UrlFilterStatusLabel = 'Habilitado' | 'Pendente' | 'Erro';
export function urlFilterStatusLabel(status: number): UrlFilterStatusLabel {
  if (status === UrlFilterStatus.Ok) return 'Habilitado';
  if (status >= 1 && status <= 3) return 'Pendente';
  return 'Erro';
}
export const urlFilterPending = (status: number) => status >= 1 && status <= 3;

export const DeviceUrlFilter = object({ id: string(), mac: string(), url: string(), description: string(), status: integer() });
export type DeviceUrlFilter = Infer<typeof DeviceUrlFilter>;
export const DeviceUrlFilterList = array(DeviceUrlFilter);
export const DeviceUrlFilterInput = pick(DeviceUrlFilter, ['mac', 'url', 'description']);
export type DeviceUrlFilterInput = Infer<typeof DeviceUrlFilterInput>;

// ---- device bandwidth ------------------------------------------------------------------------------------------

const qosModes = ['prioritize', 'limit'] as const;
export type QosMode = (typeof qosModes)[number];
/** The rule type of a per-device rule (spec 3 §3: type 2). */
export const DEVICE_QOS_TYPE = 2;

/**
 * A device's bandwidth rule: target is its MAC; download and upload in kbps (the page shows Mbps, ÷ 1000). Ours:
 * 'limit' caps the device at those rates, 'prioritize' reserves them for it; one rule per device.
 */
export const DeviceQosRule = object({
  id: string(),
  enabled: boolean(),
  mode: enums(qosModes),
  name: string(),
  target: string(),
  type: integer(),
  download: integer(),
  upload: integer(),
});
export type DeviceQosRule = Infer<typeof DeviceQosRule>;
export const DeviceQosRuleList = array(DeviceQosRule);
export const DeviceQosRuleInput = omit(DeviceQosRule, ['id']);
export type DeviceQosRuleInput = Infer<typeof DeviceQosRuleInput>;

/** Spec 3 §9: the sliders go 0 to 100 % of the global speed in steps of 5. kbps of a percentage, whole kbps. */
export function qosKbps(percent: number, globalKbps: number): number {
  return Math.round((globalKbps * percent) / 100);
}
/** The slider's position for a stored rate: the nearest step of 5 %. */
export function qosPercent(kbps: number, globalKbps: number): number {
  if (globalKbps <= 0) return 0;
  const step = limits.deviceQosStepPercent;
  return Math.min(100, Math.max(0, Math.round((kbps * 100) / globalKbps / step) * step));
}
/** Spec 3 §2: the list shows Mbps, the stored value divided by 1000, two decimals. */
export function qosMbpsText(kbps: number): string {
  return (kbps / 1000).toFixed(2);
}

// ---- firewall rules -----------------------------------------------------------------

const FirewallEndpoint = object({ mac: string(), ip: string(), interface: string(), port: string() });
export const FirewallRule = object({
  source: FirewallEndpoint,
  destination: FirewallEndpoint,
  chain: string(),
  ip_protocol: string(),
  policy: string(),
  protocol: string(),
  url: string(),
});
export type FirewallRule = Infer<typeof FirewallRule>;
export const FirewallRuleList = array(FirewallRule);


// ---- the device block card -------------------------------------------------------------------------------------

/** What the block card of a device reads: the fixed blocks, the scheduled blocks and the schedules they use. */
export interface ParentalBlocks {
  blocks: readonly BlockRule[];
  scheduledBlocks: readonly ScheduledBlock[];
  schedules: readonly { id: string; week: Week }[];
}
export type DeviceBlockState = 'active' | 'scheduled' | 'inactive';

/**
 * Spec 3 §4 'Device block card': Ativo ('active') when an immediate block is in force or one of the device's
 * schedules is inside a window at `now` (epoch ms); Agendado ('scheduled') when a scheduled block exists outside
 * its windows; otherwise Inativo. A rule being deleted (status 3) or failed no longer counts.
 */
export function deviceBlockState(mac: string, data: ParentalBlocks, now: number): DeviceBlockState {
  if (data.blocks.some((b) => b.type === BlockType.Fixed && sameMac(b.target, mac) && ruleInForce(b.status))) {
    return 'active';
  }
  const mine = data.scheduledBlocks.filter((b) => sameMac(b.target, mac) && ruleInForce(b.status));
  if (mine.length === 0) return 'inactive';
  const active = mine.some((b) => {
    const schedule = data.schedules.find((s) => s.id === b.scheduleid);
    return schedule !== undefined && scheduleActiveAt(schedule.week, now);
  });
  return active ? 'active' : 'scheduled';
}
