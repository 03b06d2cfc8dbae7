/**
 * The week of a block schedule (spec 3 §3, §9): seven days, Sunday to Saturday, each a list of time windows in
 * HH:mm on 30-minute steps, the last end option 23:59; adjacent windows within 2 minutes are merged; the router
 * stores them in UTC and the page shows them in the router's local time.
 *
 * Our reading of '23:59': an end of 23:59 is the end of the day (24:00), so a window shifted to another zone keeps
 * its length, and a window that crosses midnight after the shift is cut in two at midnight (the piece before
 * midnight ends at 23:59, the piece after starts at 00:00 of the next day; Saturday's next day is Sunday). Shifted
 * back, the two pieces meet again and are merged into one window.
 */
import { array, type Infer, object, string } from 'superstruct';
import { limits } from './timing.ts';

export const weekDays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekDay = (typeof weekDays)[number];

const TimeWindow = object({ start_time: string(), end_time: string() });
export type TimeWindow = Infer<typeof TimeWindow>;
const DaySchedule = object({ time_windows: array(TimeWindow) });
export const Week = object({
  sunday: DaySchedule,
  monday: DaySchedule,
  tuesday: DaySchedule,
  wednesday: DaySchedule,
  thursday: DaySchedule,
  friday: DaySchedule,
  saturday: DaySchedule,
});
export type Week = Infer<typeof Week>;

const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;
const MINUTE_MS = 60_000;
const DAY_MS = DAY_MINUTES * MINUTE_MS;
/** The last end option (spec 3 §2). */
const END_OF_DAY = '23:59';

export function emptyWeek(): Week {
  return Object.fromEntries(weekDays.map((d) => [d, { time_windows: [] }])) as unknown as Week;
}

/** 'HH:mm' → minutes of the day; undefined when malformed. */
export function timeMinutes(text: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** An end time in minutes: 23:59 is the end of the day (1440). */
export function endMinutes(text: string): number | undefined {
  return text === END_OF_DAY ? DAY_MINUTES : timeMinutes(text);
}

/** Minutes of the day → 'HH:mm'; 1440 (the end of the day) → '23:59'. */
export function timeText(minutes: number): string {
  if (minutes >= DAY_MINUTES) return END_OF_DAY;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const steps = Array.from({ length: DAY_MINUTES / limits.scheduleStepMin }, (_, i) => i * limits.scheduleStepMin);
/** The start options of the form: 00:00 to 23:30 every 30 minutes. */
export const scheduleStartOptions: readonly string[] = steps.map(timeText);
/** The end options: 00:30 to 23:30 every 30 minutes, then 23:59. */
export const scheduleEndOptions: readonly string[] = [...steps.slice(1).map(timeText), END_OF_DAY];

type Interval = [number, number];

/** The week's windows as intervals of minutes from Sunday 00:00; malformed or empty windows are left out. */
function intervalsOf(week: Week): Interval[] {
  const out: Interval[] = [];
  weekDays.forEach((day, i) => {
    for (const w of week[day]?.time_windows ?? []) {
      const start = timeMinutes(w.start_time);
      const end = endMinutes(w.end_time);
      if (start === undefined || end === undefined || end <= start) continue;
      out.push([i * DAY_MINUTES + start, i * DAY_MINUTES + end]);
    }
  });
  return out;
}

/** Sorted, overlapping or nearly adjacent (within 2 minutes, spec 3 §9) intervals merged. */
function merged(list: Interval[]): Interval[] {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s - last[1] <= limits.scheduleMergeWithinMin) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Intervals back to a week: each cut at midnight. */
function weekOf(list: Interval[]): Week {
  const week = emptyWeek();
  for (const [s, e] of list) {
    for (let day = Math.floor(s / DAY_MINUTES); day * DAY_MINUTES < e; day++) {
      const from = Math.max(s, day * DAY_MINUTES) - day * DAY_MINUTES;
      const to = Math.min(e, (day + 1) * DAY_MINUTES) - day * DAY_MINUTES;
      if (to > from) week[weekDays[day % 7]].time_windows.push({ start_time: timeText(from), end_time: timeText(to) });
    }
  }
  return week;
}

/**
 * The week moved by `deltaMinutes` (round the week: Saturday night runs into Sunday), its windows merged and sorted.
 * A window crossing midnight is cut there.
 */
export function shiftWeek(week: Week, deltaMinutes: number): Week {
  const moved: Interval[] = [];
  for (const [s, e] of intervalsOf(week)) {
    const start = (((s + deltaMinutes) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
    const end = start + (e - s);
    if (end <= WEEK_MINUTES) moved.push([start, end]);
    else moved.push([start, WEEK_MINUTES], [0, end - WEEK_MINUTES]);
  }
  return weekOf(merged(moved));
}

/** The windows sorted and merged (within 2 minutes), nothing moved. */
export const normalizeWeek = (week: Week) => shiftWeek(week, 0);

/** The router's local week (what the page shows) → UTC (what is stored). offset: minutes east of UTC. */
export const weekToUtc = (local: Week, utcOffsetMinutes: number) => shiftWeek(local, -utcOffsetMinutes);
/** UTC (stored) → the router's local week. */
export const weekToLocal = (utc: Week, utcOffsetMinutes: number) => shiftWeek(utc, utcOffsetMinutes);

/** Whether `now` (epoch ms) falls inside a window of the UTC week. */
export function scheduleActiveAt(utcWeek: Week, now: number): boolean {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const minute = (now - dayStart) / MINUTE_MS;
  const day = weekDays[new Date(dayStart).getUTCDay()];
  return (utcWeek[day]?.time_windows ?? []).some((w) => {
    const s = timeMinutes(w.start_time);
    const e = endMinutes(w.end_time);
    return s !== undefined && e !== undefined && s <= minute && minute < e;
  });
}

/** The stretches of [from, to) (epoch ms) the UTC week's windows cover, in order. */
export function scheduleWindowsBetween(utcWeek: Week, from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (to <= from) return out;
  for (let dayStart = Math.floor(from / DAY_MS) * DAY_MS; dayStart < to; dayStart += DAY_MS) {
    const day = weekDays[new Date(dayStart).getUTCDay()];
    for (const w of utcWeek[day]?.time_windows ?? []) {
      const s = timeMinutes(w.start_time);
      const e = endMinutes(w.end_time);
      if (s === undefined || e === undefined) continue;
      const a = Math.max(from, dayStart + s * MINUTE_MS);
      const b = Math.min(to, dayStart + e * MINUTE_MS);
      if (b > a) out.push([a, b]);
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/** How many windows the week holds. */
export const windowCount = (week: Week) => weekDays.reduce((n, d) => n + (week[d]?.time_windows.length ?? 0), 0);
