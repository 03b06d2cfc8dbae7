/**
 * Parental control's rule cases (spec 3 §5 'Parental control', 'Device QoS'): block schedules, device URL filters,
 * fixed and scheduled blocks, device bandwidth rules. See rule-case.ts.
 */
import {
  type DeviceQosDraft,
  type DeviceUrlFilterDraft,
  emptyWeek,
  firstScheduleError,
  rangeMessage,
  sizeMessage,
  validateBlock,
  validateDeviceQos,
  validateDeviceUrlFilter,
  validateSchedule,
  validationMessages as m,
  type Week,
  type WeekDay,
} from '../../src/index.ts';
import { chars, hostOf, othersThan, type RuleTable, verdictOf, verdictOn } from './rule-case.ts';

/** A week of the given days' windows, as the schedule form holds it (the router's local time). */
export function week(days: Partial<Record<WeekDay, Array<[start: string, end: string]>>>): Week {
  const w = emptyWeek();
  for (const [day, list] of Object.entries(days) as [WeekDay, Array<[string, string]>][]) {
    w[day].time_windows = list.map(([start_time, end_time]) => ({ start_time, end_time }));
  }
  return w;
}

export const schoolWeek = week({ monday: [['08:00', '12:00']], wednesday: [['08:00', '12:00']] });

/** The stored schedules; their ids are the ones a fresh service hands out. */
export const storedSchedules: readonly { id: string; name: string; week: Week }[] = [
  { id: '1', name: 'Escola', week: schoolWeek },
  { id: '2', name: 'Noite', week: week({ friday: [['22:00', '23:59']] }) },
];

export const scheduleTable: RuleTable<{ name: string; week: Week }, { names: readonly string[] }> = {
  rule: 'validateSchedule (spec 3 §5 Parental control, §9)',
  context: { names: storedSchedules.map((s) => s.name) },
  judge: (d, c, edit) => {
    const first = firstScheduleError(validateSchedule(d, othersThan(c.names, edit)));
    return first ? [first.field, first.message] : 'ok';
  },
  cases: [
    { name: 'a new schedule', draft: { name: 'Soneca', week: week({ sunday: [['13:00', '15:00']] }) }, verdict: 'ok' },
    { name: 'the whole day, to 23:59', draft: { name: 'Castigo', week: week({ tuesday: [['00:00', '23:59']] }) }, verdict: 'ok' },
    { name: 'evening to midnight (crosses midnight in UTC)', draft: { name: 'Serão', week: week({ thursday: [['20:00', '23:59']] }) }, verdict: 'ok' },
    { name: 'Saturday night (past the week\'s end in UTC)', draft: { name: 'Sábado', week: week({ saturday: [['22:00', '23:59']] }) }, verdict: 'ok' },
    { name: 'two windows that touch', draft: { name: 'Aulas', week: week({ monday: [['08:00', '09:00'], ['09:00', '10:00']] }) }, verdict: 'ok' },
    { name: 'name empty', draft: { name: '', week: schoolWeek }, verdict: ['name', m.required] },
    { name: 'name of 33', draft: { name: chars(33), week: schoolWeek }, verdict: ['name', sizeMessage(1, 32)] },
    { name: 'name of 32', draft: { name: chars(32), week: schoolWeek }, verdict: 'ok' },
    { name: 'name in use, other case', draft: { name: 'ESCOLA', week: schoolWeek }, verdict: ['name', m.scheduleNameInUse] },
    { name: 'the schedule edited, its own name in capitals', draft: { name: 'ESCOLA', week: schoolWeek }, verdict: 'ok', edit: 0 },
    { name: 'the schedule edited to the other\'s name', draft: { name: 'noite', week: schoolWeek }, verdict: ['name', m.scheduleNameInUse], edit: 0 },
    { name: 'no window', draft: { name: 'Vazia', week: emptyWeek() }, verdict: ['week', m.scheduleEmpty] },
    { name: 'windows that overlap', draft: { name: 'Dupla', week: week({ tuesday: [['08:00', '10:00'], ['09:30', '11:00']] }) }, verdict: ['week.tuesday', m.scheduleConflict] },
    { name: 'a time off the 30-minute steps', draft: { name: 'Torta', week: week({ monday: [['08:15', '09:00']] }) }, verdict: ['week.monday', m.scheduleStep] },
    { name: 'an end before its start', draft: { name: 'Ao contrário', week: week({ friday: [['10:00', '09:00']] }) }, verdict: ['week.friday', m.scheduleOrder] },
    { name: 'an end equal to its start', draft: { name: 'Nada', week: week({ friday: [['10:00', '10:00']] }) }, verdict: ['week.friday', m.scheduleOrder] },
    { name: 'a time not HH:mm', draft: { name: 'Errada', week: week({ saturday: [['8h', '09:00']] }) }, verdict: ['week.saturday', m.scheduleTime] },
    { name: 'hour 24', draft: { name: 'Errada', week: week({ saturday: [['08:00', '24:00']] }) }, verdict: ['week.saturday', m.scheduleTime] },
    {
      name: 'name in use and a conflict: the name first', draft: { name: 'Escola', week: week({ tuesday: [['08:00', '10:00'], ['09:00', '11:00']] }) },
      verdict: ['name', m.scheduleNameInUse],
    },
  ],
};

// ---- device URL filters ------------------------------------------------------------------------------------------

export const TV = 'AA:BB:CC:00:11:22';
export const PHONE = 'AA:BB:CC:00:11:33';

export const storedUrlFilters: readonly DeviceUrlFilterDraft[] = [{ mac: TV, url: 'jogos.com', description: 'Jogos' }];
/** A filter being deleted (status 3): the page leaves it out of the others, and so must the service. */
export const deletingUrlFilter: DeviceUrlFilterDraft = { mac: TV, url: 'apagando.com', description: '' };

const urlFilter = (over: Partial<DeviceUrlFilterDraft> = {}): DeviceUrlFilterDraft => ({ mac: TV, url: 'videos.com', description: '', ...over });

export const deviceUrlFilterTable: RuleTable<DeviceUrlFilterDraft, { filters: readonly DeviceUrlFilterDraft[] }> = {
  rule: 'validateDeviceUrlFilter (spec 3 §5 Parental control)',
  context: { filters: storedUrlFilters },
  judge: (d, c, edit) => verdictOf(validateDeviceUrlFilter(d, othersThan(c.filters, edit))),
  cases: [
    { name: 'a new URL', draft: urlFilter(), verdict: 'ok' },
    { name: 'the same URL for another device', draft: urlFilter({ mac: PHONE, url: 'jogos.com' }), verdict: 'ok' },
    { name: 'URL of 255', draft: urlFilter({ url: hostOf(255) }), verdict: 'ok' },
    { name: 'URL of 256', draft: urlFilter({ url: hostOf(256) }), verdict: ['url', sizeMessage(1, 255)] },
    { name: 'URL empty', draft: urlFilter({ url: '' }), verdict: ['url', m.required] },
    { name: 'URL with a space', draft: urlFilter({ url: 'jogos online.com' }), verdict: ['url', m.invalidCharacters] },
    { name: 'URL not ASCII', draft: urlFilter({ url: 'ação.com' }), verdict: ['url', m.invalidCharacters] },
    { name: 'the URL of a filter being deleted', draft: urlFilter({ url: deletingUrlFilter.url }), verdict: 'ok' },
    { name: 'the same MAC and URL, other case', draft: urlFilter({ mac: TV.toLowerCase(), url: 'JOGOS.com' }), verdict: ['url', m.identicalRule] },
    { name: 'the filter edited, its own URL kept', draft: urlFilter({ url: 'jogos.com', description: 'Jogos online' }), verdict: 'ok', edit: 0 },
    { name: 'MAC empty', draft: urlFilter({ mac: '' }), verdict: ['mac', m.required] },
    { name: 'MAC of two bytes', draft: urlFilter({ mac: 'AA:BB' }), verdict: ['mac', m.invalidMac] },
    { name: 'MAC without colons', draft: urlFilter({ mac: 'AABBCC001133' }), verdict: ['mac', m.invalidMac] },
    { name: 'description of 32', draft: urlFilter({ description: chars(32) }), verdict: 'ok' },
    { name: 'description of 33', draft: urlFilter({ description: chars(33) }), verdict: ['description', sizeMessage(0, 32)] },
    { name: 'MAC and URL empty: the MAC first', draft: urlFilter({ mac: '', url: '' }), verdict: ['mac', m.required] },
  ],
};

// ---- fixed and scheduled blocks ---------------------------------------------------------------------------------

/** The fixed blocks in force (their target as the service lists it: no colons). */
export const storedBlocks: readonly { target: string; scheduleid: string }[] = [{ target: 'aabbcc001122', scheduleid: '' }];
/** A device whose block is being removed (status 3): it may be blocked again. */
export const unblocking = 'AA:BB:CC:00:11:44';

export const blockTable: RuleTable<{ target: string }, { blocks: readonly { target: string; scheduleid: string }[] }> = {
  rule: 'validateBlock, a fixed block (spec 3 §5 Parental control)',
  context: { blocks: storedBlocks },
  judge: (d, c) => verdictOn('target', validateBlock(d.target, '', c.blocks)),
  cases: [
    { name: 'another device', draft: { target: PHONE }, verdict: 'ok' },
    { name: 'lower case', draft: { target: PHONE.toLowerCase() }, verdict: 'ok' },
    { name: 'empty', draft: { target: '' }, verdict: ['target', m.required] },
    { name: 'two bytes', draft: { target: 'AA:BB' }, verdict: ['target', m.invalidMac] },
    // issue 26: a fixed block's target as the service lists it (spec 3 §3 'MAC without colons') is taken too
    { name: 'without colons', draft: { target: 'AABBCC001133' }, verdict: 'ok' },
    { name: 'without colons, lower case', draft: { target: 'aabbcc001133' }, verdict: 'ok' },
    { name: 'without colons, eleven digits', draft: { target: 'AABBCC00113' }, verdict: ['target', m.invalidMac] },
    { name: 'without colons, all zero', draft: { target: '000000000000' }, verdict: ['target', m.invalidMac] },
    { name: 'without colons, a device already blocked', draft: { target: 'AABBCC001122' }, verdict: ['target', m.identicalRule] },
    { name: 'with dashes', draft: { target: 'AA-BB-CC-00-11-33' }, verdict: ['target', m.invalidMac] },
    { name: 'a device already blocked', draft: { target: TV }, verdict: ['target', m.identicalRule] },
    { name: 'a device whose block is being removed', draft: { target: unblocking }, verdict: 'ok' },
  ],
};

/** The scheduled blocks in force (of the stored schedules). */
export const storedScheduledBlocks: readonly { target: string; scheduleid: string }[] = [{ target: TV, scheduleid: '1' }];

export const scheduledBlockTable: RuleTable<{ target: string; scheduleid: string }, { blocks: readonly { target: string; scheduleid: string }[] }> = {
  rule: 'validateBlock, a scheduled block (spec 3 §5 Parental control)',
  context: { blocks: storedScheduledBlocks },
  judge: (d, c, edit) => verdictOn('target', validateBlock(d.target, d.scheduleid, othersThan(c.blocks, edit))),
  cases: [
    { name: 'another device, the same schedule', draft: { target: PHONE, scheduleid: '1' }, verdict: 'ok' },
    { name: 'the same device, another schedule', draft: { target: TV, scheduleid: '2' }, verdict: 'ok' },
    { name: 'the same device and schedule, lower case', draft: { target: TV.toLowerCase(), scheduleid: '1' }, verdict: ['target', m.identicalRule] },
    { name: 'the block edited to another schedule', draft: { target: TV, scheduleid: '2' }, verdict: 'ok', edit: 0 },
    { name: 'empty', draft: { target: '', scheduleid: '1' }, verdict: ['target', m.required] },
    { name: 'two bytes', draft: { target: 'AA:BB', scheduleid: '1' }, verdict: ['target', m.invalidMac] },
    { name: 'without colons', draft: { target: 'AABBCC001133', scheduleid: '1' }, verdict: ['target', m.invalidMac] },
  ],
};

// ---- device bandwidth ----------------------------------------------------------------------------------------------

/** A fresh router's global bandwidth, kbps (100 Mbps down, 50 up): the sliders' 100 %. */
export const GLOBAL_QOS = { download: 100_000, upload: 50_000 };
export const storedQosRules: readonly { target: string }[] = [{ target: TV }];

const qos = (over: Partial<DeviceQosDraft> = {}): DeviceQosDraft => ({ target: PHONE, download: 50_000, upload: 25_000, ...over });

export const deviceQosTable: RuleTable<DeviceQosDraft, { rules: readonly { target: string }[]; global: typeof GLOBAL_QOS }> = {
  rule: 'validateDeviceQos (spec 3 §5 Device QoS, §9)',
  context: { rules: storedQosRules, global: GLOBAL_QOS },
  judge: (d, c, edit) => verdictOf(validateDeviceQos(d, othersThan(c.rules, edit), c.global)),
  cases: [
    { name: 'half the speed', draft: qos(), verdict: 'ok' },
    { name: '0 % and 100 %', draft: qos({ download: 0, upload: 50_000 }), verdict: 'ok' },
    { name: 'MAC empty', draft: qos({ target: '' }), verdict: ['target', m.required] },
    { name: 'MAC of one byte', draft: qos({ target: 'AA' }), verdict: ['target', m.invalidMac] },
    { name: 'a device with a rule, lower case', draft: qos({ target: TV.toLowerCase() }), verdict: ['target', m.identicalRule] },
    { name: 'the rule edited', draft: qos({ target: TV, download: 10_000 }), verdict: 'ok', edit: 0 },
    { name: 'download above the global speed', draft: qos({ download: 100_001 }), verdict: ['download', rangeMessage(0, 100_000)] },
    { name: 'upload above the global speed', draft: qos({ upload: 50_001 }), verdict: ['upload', rangeMessage(0, 50_000)] },
    { name: 'download below 0', draft: qos({ download: -1 }), verdict: ['download', rangeMessage(0, 100_000)] },
  ],
};
