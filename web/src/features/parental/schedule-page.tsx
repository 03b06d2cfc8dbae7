/**
 * /parental-control/schedule (spec 3 §2, §4, §5, §9): the block schedules, each a name and a week of time windows,
 * shown and edited in the router's local time and stored in UTC (weekToLocal / weekToUtc). The rules are the
 * contract's validateSchedule; deleting a schedule deletes the scheduled blocks that use it (the service does).
 */
import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  type BlockSchedule,
  emptyWeek,
  endMinutes,
  scheduleEndOptions,
  scheduleStartOptions,
  timeText,
  validateSchedule,
  type Week,
  weekDays,
  type WeekDay,
  weekToLocal,
  weekToUtc,
  windowCount,
} from '@roteador/contract';
import { createSchedule, deleteSchedule, updateSchedule } from '../../api/parental.ts';
import { routerOffset, scheduledBlocks, schedules, useRemoteLists, useRouterParental } from '../../state/parental.ts';
import { days, remote, schedule as t } from '../../text/parental.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { Field } from '../../ui/field.tsx';
import { SaveFeedback, useSaveFlow } from '../../ui/save-flow.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { RemoteError, Select } from './common.tsx';

type FormState = null | { id?: string; key: number };

export function SchedulePage() {
  useSignals();
  useRemoteLists(['schedules']);
  useRouterParental();
  const [form, setForm] = useState<FormState>(null);
  const [confirming, setConfirming] = useState<BlockSchedule | null>(null);
  const flow = useSaveFlow();
  const list = schedules.data.value;
  const offset = routerOffset.data.value;

  let body;
  if (!list && schedules.error.value) {
    body = <RemoteError message={remote.schedulesLoad} onRetry={() => void schedules.load()} />;
  } else if (offset === undefined && routerOffset.error.value) {
    body = <ErrorState error={routerOffset.error.value} onRetry={() => void routerOffset.load()} />;
  } else if (!list || offset === undefined) {
    body = <PageSpinner />;
  } else {
    const editing = form?.id === undefined ? undefined : list.find((s) => s.id === form.id);
    body = (
      <div className={`pc-layout${form ? ' pc-layout--form' : ''}`}>
        {form && (form.id === undefined || editing) && (
          <div className="pc-side">
            <ScheduleForm key={form.key} editing={editing} offset={offset}
              otherNames={list.filter((s) => s.id !== form.id).map((s) => s.name)}
              onCancel={() => setForm(null)}
              onDone={() => {
                setForm(null);
                void schedules.load();
              }} />
          </div>
        )}
        <Card className="pc-card">
          <div className="pc-head">
            <h2 className="card__title">{t.listTitle}</h2>
            <Button onClick={() => setForm({ key: Date.now() })} disabled={form !== null && form.id === undefined}>{t.add}</Button>
          </div>
          <p className="pc-intro">{t.intro(t.utc(offset))}</p>
          {list.length === 0 ? <p className="pc-empty">{t.empty}</p> : (
            <ul className="pc-list" aria-label={t.listTitle}>
              {list.map((s) => (
                <li key={s.id} className="pc-item">
                  <span className="pc-item__main">
                    <span className="pc-item__name">{s.name}</span>
                    <span className="pc-item__data">{summary(weekToLocal(s.week, offset))}</span>
                  </span>
                  <span className="pc-item__side">
                    <Button variant="ghost" aria-label={t.editLabel(s.name)} onClick={() => setForm({ id: s.id, key: Date.now() })}>{t.edit}</Button>
                    <Button variant="ghost" aria-label={t.removeLabel(s.name)} onClick={() => setConfirming(s)}>{t.remove}</Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    );
  }

  return (
    <div className="pc-page">
      {body}
      {confirming && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirmBody(confirming.name)} confirmLabel={t.remove} danger
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const s = confirming;
            setConfirming(null);
            if (form?.id === s.id) setForm(null);
            void flow.run(() => deleteSchedule(s.id), t.deleteError).then(() => {
              void schedules.load();
              void scheduledBlocks.load();
            });
          }} />
      )}
      <SaveFeedback flow={flow} />
    </div>
  );
}

/** 'Seg 08:00–12:00, 14:00–15:00 · Sáb 20:00–23:59' */
function summary(week: Week): string {
  return weekDays
    .filter((d) => week[d].time_windows.length > 0)
    .map((d) => `${days[d].slice(0, 3)} ${week[d].time_windows.map((w) => `${w.start_time}–${w.end_time}`).join(', ')}`)
    .join(' · ');
}

/** A new window after the day's last one (08:00–09:00 on an empty day). */
function nextWindow(list: readonly { start_time: string; end_time: string }[]) {
  const last = list.length ? Math.max(...list.map((w) => endMinutes(w.end_time) ?? 0)) : 8 * 60;
  const start = Math.min(Math.ceil(last / 30) * 30, 23 * 60 + 30);
  return { start_time: timeText(start), end_time: timeText(Math.min(start + 60, 1440)) };
}

function ScheduleForm({ editing, offset, otherNames, onCancel, onDone }: {
  editing?: BlockSchedule;
  offset: number;
  otherNames: readonly string[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const [original] = useState(() => ({ name: editing?.name ?? '', week: editing ? weekToLocal(editing.week, offset) : emptyWeek() }));
  const [name, setName] = useState(original.name);
  const [week, setWeek] = useState<Week>(original.week);
  const [touched, setTouched] = useState(false);
  const flow = useSaveFlow();
  const errors = validateSchedule({ name, week }, otherNames);
  const valid = Object.keys(errors).length === 0;
  const changed = name !== original.name || JSON.stringify(week) !== JSON.stringify(original.week);

  const setDay = (day: WeekDay, windows: Week[WeekDay]['time_windows']) => setWeek((w) => ({ ...w, [day]: { time_windows: windows } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (flow.saving || !changed || Object.keys(validateSchedule({ name, week }, otherNames)).length > 0) return;
    const input = { name, week: weekToUtc(week, offset) };
    await flow.run(() => (editing ? updateSchedule(editing.id, input) : createSchedule(input)), editing ? t.updateError : t.createError);
  }

  return (
    <Card title={editing ? t.formEdit : t.formAdd}>
      <form className="pc-form" onSubmit={submit} noValidate>
        <Field label={t.name} value={name} maxLength={64} autoComplete="off" autoFocus
          error={touched || name !== original.name ? errors.name : undefined}
          onChange={(e) => { setName(e.target.value); setTouched(true); }} />
        <div className="pc-week">
          {weekDays.map((day) => {
            const list = week[day].time_windows;
            return (
              <div key={day} className="pc-day" role="group" aria-label={days[day]}>
                <div className="pc-day__head">
                  <span className="pc-day__name">{days[day]}</span>
                  <Button variant="ghost" aria-label={t.addWindow(days[day])} onClick={() => setDay(day, [...list, nextWindow(list)])}>+</Button>
                </div>
                {list.length === 0 && <span className="pc-week__summary">{t.noWindow}</span>}
                {list.map((w, i) => (
                  <div key={i} className="pc-window">
                    <Select label={t.startShort} hidden={t.windowOf(days[day], i + 1)} value={w.start_time}
                      options={scheduleStartOptions.map((o) => ({ value: o, label: o }))}
                      onChange={(v) => setDay(day, list.map((x, j) => (j === i ? { ...x, start_time: v } : x)))} />
                    <Select label={t.endShort} hidden={t.windowOf(days[day], i + 1)} value={w.end_time}
                      options={scheduleEndOptions.map((o) => ({ value: o, label: o }))}
                      onChange={(v) => setDay(day, list.map((x, j) => (j === i ? { ...x, end_time: v } : x)))} />
                    <Button variant="ghost" aria-label={t.removeWindow(days[day], i + 1)}
                      onClick={() => setDay(day, list.filter((_, j) => j !== i))}>×</Button>
                  </div>
                ))}
                {errors.days?.[day] && <p className="pc-day__error" role="alert">{errors.days[day]}</p>}
              </div>
            );
          })}
          {errors.week && windowCount(week) === 0 && <p className="pc-day__error">{errors.week}</p>}
        </div>
        <div className="pc-form__actions">
          <Button variant="secondary" onClick={onCancel}>{t.cancel}</Button>
          <Button type="submit" disabled={!changed || !valid} busy={flow.saving}>{t.save}</Button>
        </div>
      </form>
      <SaveFeedback flow={flow} onSaved={onDone} />
    </Card>
  );
}
