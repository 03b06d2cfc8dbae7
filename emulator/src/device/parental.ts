/**
 * Parental control on the emulated router (spec 3 §2–§5, §7, §9): the block schedules, scheduled and fixed blocks
 * and per-device URL filters the remote service holds (cloud/parental.ts), the per-device bandwidth rules
 * (api/parental.ts), and their effect: a device under a fixed block in force, or inside a window of a schedule one
 * of its scheduled blocks uses, is blocked — `blocked` in GET connected_device and its traffic still
 * (devices-motion.ts's setClientBlocked, at the very instant the block starts or ends) — until the block ends.
 *
 * Choices (the spec leaves them to the device):
 * - The router applies what the service hands it timing.wait.parentalApply (3 s of virtual time) later: a block stays
 *   status 2 (in progress) then 1 (active), a URL filter 1/2 then 0; a delete shows 3 meanwhile, then the record
 *   is gone. POST /__emulator/parental/fail makes the next operations that complete fail instead: status 4, 5 or 6
 *   (create, update, delete) and the rule has no effect (a failed delete keeps the record, status 6).
 * - Only a fixed block in status 1 and a scheduled block in status 1 block a device (in progress is not applied
 *   yet); the UI's card counts both 1 and 2 (the owner's intent).
 * - The state lives once, with the local device (`parental` of the emulator state, created on first use). Windows
 *   are UTC and follow the router's own clock (GET datetime: the virtual clock plus the offset a clock set by hand
 *   leaves; NTP back on takes it away), so a clock set by hand blocks and releases by the time it shows, from the
 *   instant it is set; the zone the pages show them in is the router's (GET datetime `timezone`).
 */
import {
  blocksDeletedWithSchedule,
  type BlockRule,
  type BlockSchedule,
  type BlockScheduleInput,
  BlockType,
  colonMac,
  compactMac,
  type DeviceQosRule,
  type DeviceQosRuleInput,
  type DeviceUrlFilter,
  type DeviceUrlFilterInput,
  firstScheduleError,
  normalizeWeek,
  RuleStatus,
  scheduleActiveAt,
  type ScheduledBlock,
  type ScheduledBlockInput,
  scheduleWindowsBetween,
  timing,
  UrlFilterStatus,
  validateBlock,
  validateDeviceQos,
  validateDeviceUrlFilter,
  validateSchedule,
  validationMessages as m,
  Week,
} from '@roteador/contract';
import { array, boolean, enums, type Infer, integer, nullable, number, object, string } from 'superstruct';
import { firstFailure, type Outcome, refused } from './outcome.ts';


const Pending = nullable(object({ op: enums(['create', 'update', 'delete']), due: number(), fail: boolean() }));
export const ParentalStateStruct = object({
  lastId: integer(),
  schedules: array(object({ id: string(), name: string(), week: Week })),
  scheduledBlocks: array(object({ id: string(), scheduleid: string(), target: string(), status: integer(), pending: Pending })),
  blocks: array(object({ id: string(), target: string(), status: integer(), pending: Pending })),
  urlFilters: array(object({ id: string(), mac: string(), url: string(), description: string(), status: integer(), pending: Pending })),
  qosRules: array(object({
    id: string(), enabled: boolean(), mode: enums(['prioritize', 'limit']), name: string(), target: string(),
    download: integer(), upload: integer(),
  })),
  /** how many of the next operations to complete fail (control API) */
  failNext: integer(),
  /** the devices (MACs, compact) parental control blocks, as of `checkedAt` (virtual ms) */
  applied: array(string()),
  checkedAt: number(),
});
export type ParentalState = Infer<typeof ParentalStateStruct>;
type Pending = NonNullable<ParentalState['blocks'][number]['pending']>;
type Op = Pending['op'];
type Tracked = { status: number; pending: Pending | null };

export function freshParental(now: number): ParentalState {
  return {
    lastId: 0,
    schedules: [],
    scheduledBlocks: [],
    blocks: [],
    urlFilters: [],
    qosRules: [],
    failNext: 0,
    applied: [],
    checkedAt: now,
  };
}

// ---- views -----------------------------------------------------------------------------------------------------

export const scheduleView = (p: ParentalState, deviceid: string): BlockSchedule[] =>
  p.schedules.map((s) => ({ id: s.id, name: s.name, deviceid, week: structuredClone(s.week) }));
export const scheduledBlockView = (b: ParentalState['scheduledBlocks'][number]): ScheduledBlock =>
  ({ id: b.id, scheduleid: b.scheduleid, target: b.target, status: b.status });
export const blockView = (b: ParentalState['blocks'][number], deviceid: string): BlockRule =>
  ({ id: b.id, type: BlockType.Fixed, target: b.target, deviceid, scheduleid: '', status: b.status, queryids: [] });
export const urlFilterView = (f: ParentalState['urlFilters'][number]): DeviceUrlFilter =>
  ({ id: f.id, mac: f.mac, url: f.url, description: f.description, status: f.status });
export const qosView = (r: ParentalState['qosRules'][number]): DeviceQosRule => ({ ...r, type: 2 });

// ---- the timeline: pending operations complete, devices are blocked and released ---------------------------------

/**
 * Whether `mac` is blocked at `t` (ms of the router's clock): a fixed block applied, or an applied scheduled block
 * inside its window.
 */
export function isBlocked(p: ParentalState | undefined, mac: string, t: number): boolean {
  if (!p) return false;
  const m = compactMac(mac);
  if (p.blocks.some((b) => b.target === m && b.status === RuleStatus.Active)) return true;
  return p.scheduledBlocks.some((b) => {
    if (compactMac(b.target) !== m || b.status !== RuleStatus.Active) return false;
    const schedule = p.schedules.find((s) => s.id === b.scheduleid);
    return schedule !== undefined && scheduleActiveAt(schedule.week, t);
  });
}

function complete<T extends Tracked>(list: T[], done: (op: Op) => number | 'remove', upTo: number) {
  for (let i = list.length - 1; i >= 0; i--) {
    const r = list[i];
    if (!r.pending || r.pending.due > upTo) continue;
    const { op, fail } = r.pending;
    r.pending = null;
    if (fail) {
      r.status = op === 'create' ? UrlFilterStatus.CreateError : op === 'update' ? UrlFilterStatus.UpdateError : UrlFilterStatus.DeleteError;
      continue;
    }
    const next = done(op);
    if (next === 'remove') list.splice(i, 1);
    else r.status = next;
  }
}

/**
 * The next instant in (from, to] (virtual ms) when something may change: an operation due, a window starting or
 * ending on the router's clock (virtual + `offset`).
 */
function nextEvent(p: ParentalState, from: number, to: number, offset: number): number | undefined {
  const times: number[] = [];
  for (const r of [...p.scheduledBlocks, ...p.blocks, ...p.urlFilters]) {
    if (r.pending && r.pending.due <= to) times.push(Math.max(r.pending.due, from + 1));
  }
  for (const b of p.scheduledBlocks) {
    if (b.status !== RuleStatus.Active) continue;
    const schedule = p.schedules.find((s) => s.id === b.scheduleid);
    if (!schedule) continue;
    for (const [a, e] of scheduleWindowsBetween(schedule.week, from + offset, to + offset)) {
      if (a - offset > from) times.push(a - offset);
      if (e - offset > from && e - offset <= to) times.push(e - offset);
    }
  }
  return times.length ? Math.min(...times) : undefined;
}

/** The router-clock offset each parental state was last brought up to date with (in memory: a restart starts afresh). */
const settledOffset = new WeakMap<ParentalState, number>();

/**
 * Brings parental control up to `now` (virtual ms), in time order: operations due complete, and at each instant a
 * device's block starts or ends `block(mac, blocked, at)` is called (the caller folds its traffic there). Windows are
 * judged on the router's clock, `offset` ms from the virtual one; a clock set since the last call (a new offset) is
 * taken to have been set then, at `checkedAt` (every request brings the state up to date first). Only the devices
 * parental control itself blocked are released (`applied`).
 */
export function settleParental(
  p: ParentalState, now: number, offset: number, block: (mac: string, blocked: boolean, at: number) => void,
): void {
  const apply = (at: number) => {
    const macs = new Set([...p.blocks.map((b) => b.target), ...p.scheduledBlocks.map((b) => compactMac(b.target)), ...p.applied]);
    const blocked = [...macs].filter((m) => isBlocked(p, m, at + offset)).sort();
    for (const m of blocked) if (!p.applied.includes(m)) block(m, true, at);
    for (const m of p.applied) if (!blocked.includes(m)) block(m, false, at);
    p.applied = blocked;
  };
  const before = settledOffset.get(p);
  settledOffset.set(p, offset);
  if (before !== undefined && before !== offset) apply(p.checkedAt);
  for (let guard = 0; guard < 10_000; guard++) {
    const at = nextEvent(p, p.checkedAt, now, offset);
    if (at === undefined || at > now) break;
    const applied = (op: Op) => (op === 'delete' ? 'remove' as const : RuleStatus.Active);
    complete(p.scheduledBlocks, applied, at);
    complete(p.blocks, applied, at);
    complete(p.urlFilters, (op) => (op === 'delete' ? 'remove' : UrlFilterStatus.Ok), at);
    apply(at);
    p.checkedAt = at;
  }
  apply(now);
  p.checkedAt = Math.max(p.checkedAt, now);
}

/** A rule change starts now and waits for the router. */
function start(p: ParentalState, now: number, op: Op): Pending {
  const fail = p.failNext > 0;
  if (fail) p.failNext--;
  return { op, due: now + timing.wait.parentalApply, fail };
}

// ---- writes ------------------------------------------------------------------------------------------------------

const nextId = (p: ParentalState) => String(++p.lastId);
const live = (r: Tracked) => r.status !== RuleStatus.Deleting && !(r.pending?.op === 'delete');

/** A deletion starts: the record stays, in the status given, until the router applies it. */
function startDelete<R extends Tracked>(p: ParentalState, record: R, now: number, status: number): R {
  record.pending = start(p, now, 'delete');
  record.status = status;
  return record;
}

function checkSchedule(p: ParentalState, input: BlockScheduleInput, id?: string) {
  const others = p.schedules.filter((s) => s.id !== id).map((s) => s.name);
  return firstScheduleError(validateSchedule(input, others));
}

export function createSchedule(p: ParentalState, input: BlockScheduleInput): Outcome<ParentalState['schedules'][number]> {
  const error = checkSchedule(p, input);
  if (error) return refused(error.message, error.field);
  const record = { id: nextId(p), name: input.name, week: normalizeWeek(input.week) };
  p.schedules.push(record);
  return { ok: true, value: record };
}

export function updateSchedule(p: ParentalState, id: string, input: BlockScheduleInput): Outcome<ParentalState['schedules'][number]> {
  const record = p.schedules.find((s) => s.id === id)!;
  const error = checkSchedule(p, input, id);
  if (error) return refused(error.message, error.field);
  record.name = input.name;
  record.week = normalizeWeek(input.week);
  return { ok: true, value: record };
}

/** Spec 3 §4: its scheduled blocks go first (at once), except those already being deleted (status 3). */
export function deleteSchedule(p: ParentalState, id: string): void {
  const going = new Set(blocksDeletedWithSchedule(id, p.scheduledBlocks));
  p.scheduledBlocks = p.scheduledBlocks.filter((b) => !going.has(b));
  p.schedules = p.schedules.filter((s) => s.id !== id);
}

function checkScheduledBlock(p: ParentalState, input: ScheduledBlockInput, id?: string) {
  const others = p.scheduledBlocks.filter((b) => b.id !== id && live(b));
  // the target as sent, as the form checks it (a MAC without colons is refused there too); stored in colon form
  const message = validateBlock(input.target, input.scheduleid, others);
  if (message) return refused(message, 'target');
  if (!p.schedules.some((s) => s.id === input.scheduleid)) return refused(m.scheduleMissing, 'scheduleid');
  return undefined;
}

export function createScheduledBlock(p: ParentalState, input: ScheduledBlockInput, now: number): Outcome<ScheduledBlock> {
  const refusal = checkScheduledBlock(p, input);
  if (refusal) return refusal;
  const record = {
    id: nextId(p), scheduleid: input.scheduleid, target: colonMac(input.target), status: RuleStatus.InProgress,
    pending: start(p, now, 'create'),
  };
  p.scheduledBlocks.push(record);
  return { ok: true, value: scheduledBlockView(record) };
}

export function updateScheduledBlock(p: ParentalState, id: string, input: ScheduledBlockInput, now: number): Outcome<ScheduledBlock> {
  const record = p.scheduledBlocks.find((b) => b.id === id)!;
  const refusal = checkScheduledBlock(p, input, id);
  if (refusal) return refusal;
  const pending = start(p, now, 'update');
  Object.assign(record, { scheduleid: input.scheduleid, target: colonMac(input.target), status: RuleStatus.InProgress, pending });
  return { ok: true, value: scheduledBlockView(record) };
}

export function deleteScheduledBlock(p: ParentalState, id: string, now: number): ScheduledBlock {
  return scheduledBlockView(startDelete(p, p.scheduledBlocks.find((b) => b.id === id)!, now, RuleStatus.Deleting));
}

export function createBlock(p: ParentalState, target: string, now: number): Outcome<ParentalState['blocks'][number]> {
  const message = validateBlock(target, '', p.blocks.filter(live).map((b) => ({ target: b.target, scheduleid: '' })));
  if (message) return refused(message, 'target');
  const record = { id: nextId(p), target: compactMac(target), status: RuleStatus.InProgress, pending: start(p, now, 'create') };
  p.blocks.push(record);
  return { ok: true, value: record };
}

export function deleteBlock(p: ParentalState, id: string, now: number): ParentalState['blocks'][number] {
  return startDelete(p, p.blocks.find((b) => b.id === id)!, now, RuleStatus.Deleting);
}

function checkUrlFilter(p: ParentalState, input: DeviceUrlFilterInput, id?: string) {
  const errors = validateDeviceUrlFilter(input, p.urlFilters.filter((f) => f.id !== id && live(f)));
  return firstFailure(errors);
}

export function createUrlFilter(p: ParentalState, input: DeviceUrlFilterInput, now: number): Outcome<DeviceUrlFilter> {
  const refusal = checkUrlFilter(p, input);
  if (refusal) return refusal;
  const record = {
    id: nextId(p), mac: colonMac(input.mac), url: input.url.trim(), description: input.description,
    status: UrlFilterStatus.PendingCreate, pending: start(p, now, 'create'),
  };
  p.urlFilters.push(record);
  return { ok: true, value: urlFilterView(record) };
}

export function updateUrlFilter(p: ParentalState, id: string, input: DeviceUrlFilterInput, now: number): Outcome<DeviceUrlFilter> {
  const record = p.urlFilters.find((f) => f.id === id)!;
  const refusal = checkUrlFilter(p, input, id);
  if (refusal) return refusal;
  Object.assign(record, {
    mac: colonMac(input.mac), url: input.url.trim(), description: input.description,
    status: UrlFilterStatus.PendingUpdate, pending: start(p, now, 'update'),
  });
  return { ok: true, value: urlFilterView(record) };
}

export function deleteUrlFilter(p: ParentalState, id: string, now: number): DeviceUrlFilter {
  return urlFilterView(startDelete(p, p.urlFilters.find((f) => f.id === id)!, now, UrlFilterStatus.PendingDelete));
}

function checkQos(p: ParentalState, input: DeviceQosRuleInput, global: { download: number; upload: number }, id?: string) {
  if (input.type !== 2) return refused('type must be 2 (a device rule)', 'type');
  const errors = validateDeviceQos(input, p.qosRules.filter((r) => r.id !== id), global);
  return firstFailure(errors);
}

export function createQosRule(p: ParentalState, input: DeviceQosRuleInput, global: { download: number; upload: number }): Outcome<DeviceQosRule> {
  const refusal = checkQos(p, input, global);
  if (refusal) return refusal;
  const { type: _type, ...rest } = input;
  const record = { ...rest, id: nextId(p), target: colonMac(input.target) };
  p.qosRules.push(record);
  return { ok: true, value: qosView(record) };
}

export function updateQosRule(
  p: ParentalState, id: string, input: DeviceQosRuleInput, global: { download: number; upload: number },
): Outcome<DeviceQosRule> {
  const record = p.qosRules.find((r) => r.id === id)!;
  const refusal = checkQos(p, input, global, id);
  if (refusal) return refusal;
  const { type: _type, ...rest } = input;
  Object.assign(record, { ...rest, target: colonMac(input.target) });
  return { ok: true, value: qosView(record) };
}
