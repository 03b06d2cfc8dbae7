/**
 * The fixed blocks (BLOQUEIOS FIXOS) and scheduled blocks (BLOQUEIOS AGENDADOS, 'Bloqueios agendados': MAC, Agenda,
 * Status) of spec 3 §2, each a list with its add form (the scheduled ones also edit): a schedule select with '+'
 * to /parental-control/schedule, and the device select. Rules: the contract's validateBlock.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import {
  colonMac,
  sameMac,
  ruleStatusLabel,
  type RuleStatusLabel,
  type ScheduledBlock,
  validateBlock,
} from '@roteador/contract';
import { createBlock, createScheduledBlock, deleteBlock, deleteScheduledBlock, updateScheduledBlock } from '../../api/parental.ts';
import { paths } from '../../paths.ts';
import { connectedDevices } from '../../state/devices.ts';
import { fixedBlocks, scheduledBlocks, schedules, useRemoteLists } from '../../state/parental.ts';
import { blocks as t, devicesPage, remote } from '../../text/parental.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SaveFeedback, useSaveFlow } from '../../ui/save-flow.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { DeviceSelect, RemoteError, Select, StatusBadge } from './common.tsx';

const tones: Record<RuleStatusLabel, 'ok' | 'wait' | 'bad' | 'off'> = {
  Ativo: 'ok', 'Em andamento': 'wait', 'Em exclusão': 'wait', Inativo: 'off', Desconhecido: 'bad',
};
export function RuleBadge({ status }: { status: number }) {
  const label = ruleStatusLabel(status);
  return <StatusBadge label={label} tone={tones[label]} />;
}

/** A rule's device by its hostname ('Desconhecido' when it announces none or is not connected). */
export function useDeviceName() {
  useSignals();
  useEffect(() => {
    if (!connectedDevices.data.value) void connectedDevices.load();
  }, []);
  const list = connectedDevices.data.value ?? [];
  return (mac: string) => list.find((d) => sameMac(d.mac, mac))?.hostname || devicesPage.unknown;
}

type FormState = null | { id?: string; key: number };

export function FixedBlocks({ mac }: { mac?: string }) {
  useSignals();
  useRemoteLists(['fixedBlocks']);
  const name = useDeviceName();
  const flow = useSaveFlow();
  const [adding, setAdding] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const all = fixedBlocks.data.value;
  if (!all && fixedBlocks.error.value) return <RemoteError message={remote.blocksLoad} onRetry={() => void fixedBlocks.load()} />;
  if (!all) return <PageSpinner />;
  const list = all.filter((b) => !mac || sameMac(b.target, mac));
  const reload = () => void fixedBlocks.load();
  return (
    <div className={`pc-layout${adding ? ' pc-layout--form' : ''}`}>
      {adding && (
        <div className="pc-side">
          <FixedBlockForm key={adding} others={all} onCancel={() => setAdding(null)} onDone={() => { setAdding(null); reload(); }} />
        </div>
      )}
      <Card className="pc-card">
        <div className="pc-head">
          <h2 className="card__title">{t.fixedTitle}</h2>
          <Button onClick={() => setAdding(Date.now())} disabled={adding !== null}>{t.add}</Button>
        </div>
        {list.length === 0 ? <p className="pc-empty">{t.emptyFixed}</p> : (
          <ul className="pc-list" aria-label={t.fixedTitle}>
            {list.map((b) => (
              <li key={b.id} className="pc-item">
                <span className="pc-item__main">
                  <span className="pc-item__name">{name(b.target)}</span>
                  <span className="pc-item__data">{t.mac}: {colonMac(b.target)}</span>
                </span>
                <span className="pc-item__side">
                  <RuleBadge status={b.status} />
                  <Button variant="ghost" aria-label={t.removeLabel(colonMac(b.target))} onClick={() => setConfirming(b.id)}>{t.remove}</Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {confirming && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirmBody(colonMac(all.find((b) => b.id === confirming)?.target ?? ''))}
          confirmLabel={t.remove} danger onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const id = confirming;
            setConfirming(null);
            void flow.run(() => deleteBlock(id), t.fixedDeleteError).then(reload);
          }} />
      )}
      <SaveFeedback flow={flow} />
    </div>
  );
}

function FixedBlockForm({ others, onCancel, onDone }: {
  others: readonly { target: string; scheduleid: string; status: number }[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const [mac, setMac] = useState('');
  const [touched, setTouched] = useState(false);
  const flow = useSaveFlow();
  const live = others.filter((o) => o.status !== 3).map((o) => ({ target: o.target, scheduleid: '' }));
  const error = validateBlock(mac, '', live);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (flow.saving || error) return;
    await flow.run(() => createBlock(mac), t.fixedCreateError);
  }
  return (
    <Card title={t.formAdd}>
      <form className="pc-form" onSubmit={submit} noValidate>
        <DeviceSelect mac={mac} error={touched || mac ? error : undefined} onChange={(v) => { setMac(v); setTouched(true); }} />
        <div className="pc-form__actions">
          <Button variant="secondary" onClick={onCancel}>{t.cancel}</Button>
          <Button type="submit" disabled={mac === '' || error !== undefined} busy={flow.saving}>{t.save}</Button>
        </div>
      </form>
      <SaveFeedback flow={flow} onSaved={onDone} />
    </Card>
  );
}

export function ScheduledBlocks({ mac }: { mac?: string }) {
  useSignals();
  useRemoteLists(['scheduledBlocks', 'schedules']);
  const name = useDeviceName();
  const flow = useSaveFlow();
  const [form, setForm] = useState<FormState>(null);
  const [confirming, setConfirming] = useState<ScheduledBlock | null>(null);
  const all = scheduledBlocks.data.value;
  const plans = schedules.data.value;
  const failed = scheduledBlocks.error.value ?? schedules.error.value;
  if ((!all || !plans) && failed) {
    return <RemoteError message={remote.blocksLoad} onRetry={() => { void scheduledBlocks.load(); void schedules.load(); }} />;
  }
  if (!all || !plans) return <PageSpinner />;
  const list = all.filter((b) => !mac || sameMac(b.target, mac));
  const planName = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
  const editing = form?.id === undefined ? undefined : all.find((b) => b.id === form.id);
  const reload = () => void scheduledBlocks.load();
  return (
    <div className={`pc-layout${form ? ' pc-layout--form' : ''}`}>
      {form && (form.id === undefined || editing) && (
        <div className="pc-side">
          <ScheduledBlockForm key={form.key} editing={editing} mac={mac} schedules={plans}
            others={all.filter((b) => b.id !== form.id && b.status !== 3)}
            onCancel={() => setForm(null)} onDone={() => { setForm(null); reload(); }} />
        </div>
      )}
      <Card className="pc-card">
        <div className="pc-head">
          <h2 className="card__title">{t.scheduledTitle}</h2>
          <Button onClick={() => setForm({ key: Date.now() })} disabled={form !== null && form.id === undefined}>{t.add}</Button>
        </div>
        {list.length === 0 ? <p className="pc-empty">{t.emptyScheduled}</p> : (
          <ul className="pc-list" aria-label={t.scheduledTitle}>
            {list.map((b) => (
              <li key={b.id} className="pc-item">
                <span className="pc-item__main">
                  <span className="pc-item__name">{name(b.target)}</span>
                  <span className="pc-item__data">{t.mac}: {colonMac(b.target)} · {t.schedule}: {planName(b.scheduleid)}</span>
                </span>
                <span className="pc-item__side">
                  <RuleBadge status={b.status} />
                  <Button variant="ghost" aria-label={t.editLabel(colonMac(b.target))} disabled={b.status === 3}
                    onClick={() => setForm({ id: b.id, key: Date.now() })}>{t.edit}</Button>
                  <Button variant="ghost" aria-label={t.removeLabel(colonMac(b.target))} disabled={b.status === 3}
                    onClick={() => setConfirming(b)}>{t.remove}</Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {confirming && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirmBody(colonMac(confirming.target))} confirmLabel={t.remove} danger
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const b = confirming;
            setConfirming(null);
            void flow.run(() => deleteScheduledBlock(b.id), t.scheduledDeleteError).then(reload);
          }} />
      )}
      <SaveFeedback flow={flow} />
    </div>
  );
}

/** The schedule select, with '+' to create one (spec 3 §2). */
export function ScheduleSelect({ value, schedules: plans, onChange }: {
  value: string;
  schedules: readonly { id: string; name: string }[];
  onChange: (id: string) => void;
}) {
  const options = plans.length === 0
    ? [{ value: '', label: t.noSchedule }]
    : [{ value: '', label: '—' }, ...plans.map((p) => ({ value: p.id, label: p.name }))];
  return (
    <Select label={t.schedule} value={value} options={options} onChange={onChange}>
      <Link className="pc-plus" to={paths.parental.schedule} aria-label={t.newSchedule} title={t.newSchedule}>+</Link>
    </Select>
  );
}

function ScheduledBlockForm({ editing, mac, schedules: plans, others, onCancel, onDone }: {
  editing?: ScheduledBlock;
  mac?: string;
  schedules: readonly { id: string; name: string }[];
  others: readonly { target: string; scheduleid: string }[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const [original] = useState(() => ({ target: editing ? colonMac(editing.target) : mac ?? '', scheduleid: editing?.scheduleid ?? '' }));
  const [value, setValue] = useState(original);
  const [touched, setTouched] = useState(false);
  const flow = useSaveFlow();
  const error = validateBlock(value.target, value.scheduleid, others);
  const changed = value.target !== original.target || value.scheduleid !== original.scheduleid;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (flow.saving || error || !value.scheduleid || !changed) return;
    await flow.run(
      () => (editing ? updateScheduledBlock(editing.id, value) : createScheduledBlock(value)),
      editing ? t.scheduledUpdateError : t.scheduledCreateError,
    );
  }
  return (
    <Card title={editing ? t.formEdit : t.formAdd}>
      <form className="pc-form" onSubmit={submit} noValidate>
        <ScheduleSelect value={value.scheduleid} schedules={plans} onChange={(scheduleid) => setValue((v) => ({ ...v, scheduleid }))} />
        {!mac && (
          <DeviceSelect mac={value.target} error={touched || value.target ? error : undefined}
            onChange={(target) => { setValue((v) => ({ ...v, target })); setTouched(true); }} />
        )}
        {mac && error && <p className="pc-day__error" role="alert">{error}</p>}
        <div className="pc-form__actions">
          <Button variant="secondary" onClick={onCancel}>{t.cancel}</Button>
          <Button type="submit" disabled={!changed || !value.scheduleid || error !== undefined} busy={flow.saving}>{t.save}</Button>
        </div>
      </form>
      <SaveFeedback flow={flow} onSaved={onDone} />
    </Card>
  );
}
