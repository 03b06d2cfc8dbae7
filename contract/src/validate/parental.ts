/**
 * The rules of parental control (spec 3 §5 'Parental control'), one function per form for the UI and the
 * emulator's routes, so both refuse the same value with the same message.
 *
 * Readings where the spec is silent (ours):
 * - A schedule's windows are checked on the week as it is sent: the page checks the router's local week, the router
 *   the stored UTC week (the emulator's zones are whole multiples of 30 minutes, so both see the same steps).
 *   Windows that only touch (08:00–09:00 and 09:00–10:00) are not a conflict: they are merged (spec 3 §9).
 * - The messages for a malformed time, a time off the 30-minute steps, an end not after its start and a week with
 *   no window are ours (messages.ts); the spec gives only 'Conflito de horários'.
 * - Identical rules: a URL filter with the same MAC and URL (any case); a block for the same MAC (any form) and the
 *   same schedule ('' for a fixed block); a second bandwidth rule for the same MAC (one rule per device).
 */
import type { DeviceQosRule } from '../parental.ts';
import { colonMac, sameMac } from '../device.ts';
import { endMinutes, timeMinutes, type Week, weekDays, type WeekDay } from '../parental-week.ts';
import { limits } from '../timing.ts';
import { size } from './core.ts';
import { uniqueAmong } from './cross.ts';
import { rangeMessage, validationMessages as m } from './messages.ts';
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';

export interface ScheduleDraft {
  name: string;
  week: Week;
}
export interface ScheduleErrors {
  name?: string;
  /** the week as a whole: no window at all */
  week?: string;
  /** the first broken rule of each day */
  days?: Partial<Record<WeekDay, string>>;
}

/** The first broken rule of one day's windows, or undefined. */
function validateDayWindows(windows: readonly { start_time: string; end_time: string }[]): string | undefined {
  const parsed: Array<[number, number]> = [];
  for (const w of windows) {
    const start = timeMinutes(w.start_time);
    const end = endMinutes(w.end_time);
    if (start === undefined || end === undefined) return m.scheduleTime;
    const step = limits.scheduleStepMin;
    if (start % step !== 0 || (end % step !== 0 && end !== 1440)) return m.scheduleStep;
    if (end <= start) return m.scheduleOrder;
    parsed.push([start, end]);
  }
  parsed.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < parsed.length; i++) if (parsed[i][0] < parsed[i - 1][1]) return m.scheduleConflict;
  return undefined;
}

/** `otherNames`: the names of every other schedule of the router (unique, any case). */
export function validateSchedule(draft: ScheduleDraft, otherNames: readonly string[]): ScheduleErrors {
  const errors: ScheduleErrors = {};
  const name = rules.scheduleName(draft.name) ?? uniqueAmong(draft.name, otherNames, m.scheduleNameInUse, true);
  if (name) errors.name = name;
  const windows = (day: WeekDay) => draft.week[day]?.time_windows ?? [];
  const days = collect(weekDays.map((day) => [day, validateDayWindows(windows(day))] as const));
  if (Object.keys(days).length) errors.days = days;
  if (weekDays.every((day) => windows(day).length === 0)) errors.week = m.scheduleEmpty;
  return errors;
}

/** The first message of a schedule's errors and its field, as the router answers it. */
export function firstScheduleError(errors: ScheduleErrors): { message: string; field: string } | undefined {
  if (errors.name) return { message: errors.name, field: 'name' };
  const day = weekDays.find((d) => errors.days?.[d]);
  if (day) return { message: errors.days![day]!, field: `week.${day}` };
  if (errors.week) return { message: errors.week, field: 'week' };
  return undefined;
}

export interface DeviceUrlFilterDraft {
  mac: string;
  url: string;
  description: string;
}
export type DeviceUrlFilterErrors = Errors<keyof DeviceUrlFilterDraft>;

const urlFilterDescription = size(0, limits.description.max);

/** `others`: every other URL filter of the router (the edited one left out). */
export function validateDeviceUrlFilter(
  draft: DeviceUrlFilterDraft,
  others: readonly { mac: string; url: string }[],
): DeviceUrlFilterErrors {
  const mac = rules.macRequired(draft.mac);
  const url = rules.deviceUrlFilter(draft.url) ?? (mac ? undefined : uniqueAmong(
    draft.url,
    others.filter((o) => sameMac(o.mac, draft.mac)).map((o) => o.url),
    m.identicalRule,
    true,
  ));
  return collect({ mac, url, description: urlFilterDescription(draft.description) });
}

/**
 * A fixed block (scheduleid '') or a scheduled block: the MAC required and valid, and no identical rule (same MAC
 * and schedule). A fixed block's MAC may come with or without colons (its rule lists it without: spec 3 §3); a
 * scheduled block's has them, as its page writes it. `others`: the other blocks of that kind, their target in any
 * MAC form.
 */
export function validateBlock(
  target: string,
  scheduleid: string,
  others: readonly { target: string; scheduleid: string }[],
): string | undefined {
  const bare = scheduleid === '' && /^[0-9A-Fa-f]{12}$/.test(target.trim());
  const mac = rules.macRequired(bare ? colonMac(target) : target);
  if (mac) return mac;
  const same = others.some((o) => o.scheduleid === scheduleid && sameMac(o.target, target));
  return same ? m.identicalRule : undefined;
}

export interface DeviceQosDraft {
  target: string;
  download: number;
  upload: number;
}
export type DeviceQosErrors = Errors<keyof DeviceQosDraft>;

/**
 * Spec 3 §5 'Device QoS': the MAC required and valid; ours: one rule per device, and the rates whole kbps from 0 to
 * the global speed (the sliders cannot go past it).
 */
export function validateDeviceQos(
  draft: DeviceQosDraft,
  others: readonly Pick<DeviceQosRule, 'target'>[],
  global: { download: number; upload: number },
): DeviceQosErrors {
  const rate = (value: number, max: number) =>
    Number.isInteger(value) && value >= 0 && value <= max ? undefined : rangeMessage(0, max);
  return collect({
    target: rules.macRequired(draft.target) ??
      (others.some((o) => sameMac(o.target, draft.target)) ? m.identicalRule : undefined),
    download: rate(draft.download, global.download),
    upload: rate(draft.upload, global.upload),
  });
}
