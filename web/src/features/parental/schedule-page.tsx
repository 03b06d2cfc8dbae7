/**
 * /parental-control/schedule (spec 3 §2, §4, §5, §9): the block schedules, each a name and a week of time windows,
 * shown and edited in the router's local time and stored in UTC (weekToLocal / weekToUtc). The rules are the
 * contract's validateSchedule; deleting a schedule deletes the scheduled blocks that use it first (spec 3 §4).
 */
import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  type BlockSchedule,
  blocksDeletedWithSchedule,
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
import { askAgain } from '../../api/client.ts';
import { createSchedule, deleteSchedule, deleteScheduledBlock, getScheduledBlocks, updateSchedule } from '../../api/parental.ts';
import { scheduledBlocks, schedules, useRemoteLists, useRouterParental } from '../../state/parental.ts';
import { routerClock } from '../../state/time.ts';
import { days, remote, schedule as t } from '../../text/parental.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { Field } from '../../ui/field.tsx';
import { useSaveFlow } from '../../ui/save-flow.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { RemoteError, Select } from './common.tsx';
import { RuleFormCard, RuleList, type RuleFormProps } from './rule-list.tsx';

export function SchedulePage() {
  useSignals();
  useRemoteLists(['schedules']);
  useRouterParental();
  const list = schedules.data.value;
  const offset = routerClock.data.value?.utcOffset;

  let body;
  if (!list && schedules.error.value) {
    body = <RemoteError message={remote.schedulesLoad} onRetry={() => void askAgain(schedules.load)} />;
  } else if (offset === undefined && routerClock.error.value) {
    body = <ErrorState error={routerClock.error.value} onRetry={() => void askAgain(routerClock.load)} />;
  } else if (!list || offset === undefined) {
    body = <PageSpinner onRetry={() => void askAgain(async () => { if (!list) void schedules.load(); if (offset === undefined) void routerClock.load(); })} />;
  } else {
    const remove = (s: BlockSchedule) => removeSchedule(s).finally(() => void scheduledBlocks.load());
    body = (
      <RuleList title={t.listTitle} empty={t.empty} text={t} items={list} name={(s) => s.name}
        intro={<p className="pc-intro">{t.intro(t.utc(offset))}</p>}
        reload={() => void schedules.load()} remove={remove} removeError={t.deleteError}
        main={(s) => (
          <>
            <span className="pc-item__name">{s.name}</span>
            <span className="pc-item__data">{summary(weekToLocal(s.week, offset))}</span>
          </>
        )}
        form={(props) => (
          <ScheduleForm offset={offset} otherNames={list.filter((s) => s.id !== props.editing?.id).map((s) => s.name)} {...props} />
        )} />
    );
  }
  return <div className="pc-page">{body}</div>;
}

/**
 * Spec 3 §4: the scheduled blocks that use the schedule are deleted first (those already being deleted, status 3,
 * left alone), as the service reads them now, then the schedule; the blocks are read again afterwards.
 */
async function removeSchedule(s: BlockSchedule): Promise<void> {
  for (const block of blocksDeletedWithSchedule(s.id, await getScheduledBlocks())) await deleteScheduledBlock(block.id);
  await deleteSchedule(s.id);
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

function ScheduleForm({ editing, offset, otherNames, onCancel, onDone }: RuleFormProps<BlockSchedule> & {
  offset: number;
  otherNames: readonly string[];
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
    <RuleFormCard title={editing ? t.formEdit : t.formAdd} text={t} flow={flow} canSave={changed && valid}
      onSubmit={submit} onCancel={onCancel} onDone={onDone}>
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
    </RuleFormCard>
  );
}
