/**
 * /system/datetime (spec 3 §3, §5, §7): the router's clock (datetime, synced), its time zone, and NTP — automatic,
 * server 1 (a required IPv4) and server 2 (an optional IPv4, not server 1's: 'Os endereços não podem ser repetidos').
 * With NTP off the servers are hidden (one out of its bounds, typed while shown, is sent as stored) and the date and
 * time are set by hand (in the router's zone; 1970 to 9999, validateClock). Saved with PUT datetime/0.
 */
import type { FormEvent } from 'react';
import {
  DEFAULT_TIME_ZONE,
  ntpFieldsOff,
  timeZoneOffset,
  timeZones,
  validateClock,
  validateNtp,
  type DateTime,
  type DateTimeUpdate,
  type TimeZone,
} from '@roteador/contract';
import { getDateTime, updateDateTime } from '../../../api/system.ts';
import { datetime as t } from '../../../text/system.ts';
import { Field } from '../../../ui/field.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { SelectField } from '../select-field.tsx';
import { inUse, storedWhereOff } from '../fields-off.ts';
import { SettingsForm, SettingsPage, useSettingsDraft, useStored } from '../settings.tsx';

export function DateTimePage() {
  const stored = useStored(getDateTime);
  return <SettingsPage stored={stored} loadError={t.loadError}>{(value) => <DateTimeForm stored={value} onSaved={stored.set} />}</SettingsPage>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ZONES = timeZones.map((z) => ({ value: z.id, label: t.zones[z.id] ?? z.id }));

/** The router's local date (YYYY-MM-DD) and time (HH:mm) of epoch seconds in its zone. */
function local(seconds: number, zone: string): { date: string; time: string } {
  const d = new Date(seconds * 1000 + timeZoneOffset(zone) * 60_000);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
  };
}

function epochOf(date: string, time: string, zone: string): number | undefined {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return undefined;
  const utc = Date.UTC(+dm[1], +dm[2] - 1, +dm[3], +tm[1], +tm[2]);
  return Number.isNaN(utc) ? undefined : Math.floor(utc / 1000) - timeZoneOffset(zone) * 60;
}

interface Draft {
  automatic: boolean;
  ntp_server1: string;
  ntp_server2: string;
  timezone: string;
  date: string;
  time: string;
}

function draftOf(s: DateTime): Draft {
  const timezone = s.timezone ?? DEFAULT_TIME_ZONE;
  return { ...s.ntp_server, timezone, ...local(s.datetime, timezone) };
}

function DateTimeForm({ stored, onSaved }: { stored: DateTime; onSaved: (value: DateTime) => void }) {
  const { draft, set, errors, shown, touch, base, changed, flow, save } =
    useSettingsDraft(stored, draftOf, onSaved, (d) => inUse(validateNtp(d), ntpFieldsOff(d)));
  const manual = draft.automatic ? undefined : epochOf(draft.date, draft.time, draft.timezone);
  const clockError = manual === undefined ? undefined : validateClock(manual);
  const valid = !errors.ntp_server1 && !errors.ntp_server2 && (draft.automatic || (manual !== undefined && !clockError));
  const now = local(stored.datetime, base.timezone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    touch('ntp_server1', 'ntp_server2');
    if (flow.saving || !changed || !valid) return;
    const timeSet = draft.date !== base.date || draft.time !== base.time || draft.timezone !== base.timezone;
    const typed = { ...draft, ntp_server1: draft.ntp_server1.trim(), ntp_server2: draft.ntp_server2.trim() };
    const sent = storedWhereOff(typed, base, validateNtp(typed), ntpFieldsOff(typed));
    const update: DateTimeUpdate = {
      ntp_server: { automatic: sent.automatic, ntp_server1: sent.ntp_server1, ntp_server2: sent.ntp_server2 },
      timezone: draft.timezone as TimeZone,
      ...(!draft.automatic && (timeSet || base.automatic) && manual !== undefined ? { datetime: manual } : {}),
    };
    await save(() => updateDateTime(update), t.saveError);
  }

  return (
    <SettingsForm intro={t.intro} onSubmit={submit} canSave={changed && valid} flow={flow} saveLabel={t.save}>
      <dl className="sys-versions">
        <div><dt>{t.now}</dt><dd>{now.date.split('-').reverse().join('/')} {now.time}</dd></div>
        <div><dt>NTP</dt><dd className="sys-settings__state">{stored.synced ? t.synced : t.notSynced}</dd></div>
      </dl>
      <SelectField label={t.timezone} value={draft.timezone} options={ZONES} onChange={(v) => set('timezone', v)} />
      <Toggle label={t.automatic} checked={draft.automatic} onChange={(e) => set('automatic', e.target.checked)} />
      {draft.automatic ? (
        <div className="sys-settings__pair">
          <Field label={t.server1} value={draft.ntp_server1} inputMode="decimal" autoComplete="off"
            error={shown('ntp_server1')} onChange={(e) => set('ntp_server1', e.target.value)} />
          <Field label={t.server2} value={draft.ntp_server2} inputMode="decimal" autoComplete="off"
            error={shown('ntp_server2')} onChange={(e) => set('ntp_server2', e.target.value)} />
        </div>
      ) : (
        <div className="sys-settings__pair">
          <Field label={t.date} type="date" value={draft.date} error={clockError} onChange={(e) => set('date', e.target.value)} />
          <Field label={t.time} type="time" value={draft.time} onChange={(e) => set('time', e.target.value)} />
        </div>
      )}
    </SettingsForm>
  );
}
