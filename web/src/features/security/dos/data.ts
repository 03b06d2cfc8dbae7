/**
 * The DoS form's model: the stored record as a draft (numbers as typed text), the rules of the fields in use, and
 * the update that carries only what changed (spec 3 §3, §5).
 */
import {
  type DenialOfService,
  type DenialOfServiceUpdate,
  dosCountFields,
  type DosCountField,
  type DosFlood,
  dosFloods,
  dosSwitches,
  rules,
  validateDos,
} from '@roteador/contract';

/** Every on/off field of the record. */
const flagFields = ['dos_enabled', ...dosFloods, 'sourceipblock', 'tcpudpportscan', ...dosSwitches] as const;
export type FlagField = (typeof flagFields)[number];

export type DosDraft = Record<FlagField, boolean> & Record<DosCountField, string> & { portscansensi: 0 | 1 };

export const countOf = (flood: DosFlood) => `${flood}_count` as const;

export function draftOf(stored: DenialOfService): DosDraft {
  const draft = { portscansensi: stored.portscansensi } as DosDraft;
  for (const f of flagFields) draft[f] = stored[f];
  for (const c of dosCountFields) draft[c] = String(stored[c]);
  return draft;
}

/** The numbers in use: none while the protection is off; a threshold while its switch is on. */
export function activeCounts(draft: DosDraft): DosCountField[] {
  if (!draft.dos_enabled) return [];
  const counts: DosCountField[] = dosFloods.filter((f) => draft[f]).map(countOf);
  if (draft.sourceipblock) counts.push('ipblocktime');
  return counts;
}

/** The validator's messages of the numbers in use. */
export function errorsOf(draft: DosDraft): Partial<Record<DosCountField, string>> {
  const texts: Partial<Record<DosCountField, string>> = {};
  for (const c of activeCounts(draft)) texts[c] = draft[c];
  return validateDos(texts);
}

/** Only the fields that differ from the stored record; a number not in use that is not valid is left out. */
export function updateOf(stored: DenialOfService, draft: DosDraft): DenialOfServiceUpdate {
  const update: DenialOfServiceUpdate = {};
  for (const f of flagFields) if (draft[f] !== stored[f]) update[f] = draft[f];
  if (draft.portscansensi !== stored.portscansensi) update.portscansensi = draft.portscansensi;
  for (const c of dosCountFields) {
    const text = draft[c];
    if (rules.dosCount(text) === undefined && Number(text) !== stored[c]) update[c] = Number(text);
  }
  return update;
}
