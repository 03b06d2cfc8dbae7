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
import { askAgain } from '../../api/client.ts';
import { createBlock, createScheduledBlock, deleteBlock, deleteScheduledBlock, updateScheduledBlock } from '../../api/parental.ts';
import { paths } from '../../paths.ts';
import { connectedDevices } from '../../state/devices.ts';
import { fixedBlocks, scheduledBlocks, schedules, useRemoteLists } from '../../state/parental.ts';
import { blocks as t, devicesPage, remote } from '../../text/parental.ts';
import { useSaveFlow } from '../../ui/save-flow.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { DeviceSelect, RemoteError, Select, StatusBadge } from './common.tsx';
import { RuleFormCard, RuleList, type RuleFormProps } from './rule-list.tsx';

const tones: Record<RuleStatusLabel, 'ok' | 'wait' | 'bad' | 'off'> = {
  Ativo: 'ok', 'Em andamento': 'wait', 'Em exclusão': 'wait', Inativo: 'off', Desconhecido: 'bad',
};
function RuleBadge({ status }: { status: number }) {
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

export function FixedBlocks({ mac }: { mac?: string }) {
  useSignals();
  useRemoteLists(['fixedBlocks']);
  const name = useDeviceName();
  const all = fixedBlocks.data.value;
  const retry = () => void askAgain(fixedBlocks.load);
  if (!all && fixedBlocks.error.value) return <RemoteError message={remote.blocksLoad} onRetry={retry} />;
  if (!all) return <PageSpinner onRetry={retry} />;
  return (
    <RuleList title={t.fixedTitle} empty={t.emptyFixed} text={t} editable={false}
      items={all.filter((b) => !mac || sameMac(b.target, mac))} name={(b) => colonMac(b.target)}
      reload={() => void fixedBlocks.load()} remove={(b) => deleteBlock(b.id)} removeError={t.fixedDeleteError}
      main={(b) => (
        <>
          <span className="pc-item__name">{name(b.target)}</span>
          <span className="pc-item__data">{t.mac}: {colonMac(b.target)}</span>
        </>
      )}
      side={(b) => <RuleBadge status={b.status} />}
      form={(props) => <FixedBlockForm others={all} {...props} />} />
  );
}

function FixedBlockForm({ others, onCancel, onDone }: RuleFormProps<unknown> & {
  others: readonly { target: string; scheduleid: string; status: number }[];
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
    <RuleFormCard title={t.formAdd} text={t} flow={flow} canSave={mac !== '' && error === undefined}
      onSubmit={submit} onCancel={onCancel} onDone={onDone}>
      <DeviceSelect mac={mac} error={touched || mac ? error : undefined} onChange={(v) => { setMac(v); setTouched(true); }} />
    </RuleFormCard>
  );
}

export function ScheduledBlocks({ mac }: { mac?: string }) {
  useSignals();
  useRemoteLists(['scheduledBlocks', 'schedules']);
  const name = useDeviceName();
  const all = scheduledBlocks.data.value;
  const plans = schedules.data.value;
  const failed = scheduledBlocks.error.value ?? schedules.error.value;
  const retry = () => void askAgain(async () => { void scheduledBlocks.load(); void schedules.load(); });
  if ((!all || !plans) && failed) return <RemoteError message={remote.blocksLoad} onRetry={retry} />;
  if (!all || !plans) return <PageSpinner onRetry={retry} />;
  const planName = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
  return (
    <RuleList title={t.scheduledTitle} empty={t.emptyScheduled} text={t}
      items={all.filter((b) => !mac || sameMac(b.target, mac))} name={(b) => colonMac(b.target)} locked={(b) => b.status === 3}
      reload={() => void scheduledBlocks.load()} remove={(b) => deleteScheduledBlock(b.id)} removeError={t.scheduledDeleteError}
      main={(b) => (
        <>
          <span className="pc-item__name">{name(b.target)}</span>
          <span className="pc-item__data">{t.mac}: {colonMac(b.target)} · {t.schedule}: {planName(b.scheduleid)}</span>
        </>
      )}
      side={(b) => <RuleBadge status={b.status} />}
      form={(props) => (
        <ScheduledBlockForm mac={mac} schedules={plans} others={all.filter((b) => b.id !== props.editing?.id && b.status !== 3)} {...props} />
      )} />
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

function ScheduledBlockForm({ editing, mac, schedules: plans, others, onCancel, onDone }: RuleFormProps<ScheduledBlock> & {
  mac?: string;
  schedules: readonly { id: string; name: string }[];
  others: readonly { target: string; scheduleid: string }[];
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
    <RuleFormCard title={editing ? t.formEdit : t.formAdd} text={t} flow={flow}
      canSave={changed && value.scheduleid !== '' && error === undefined} onSubmit={submit} onCancel={onCancel} onDone={onDone}>
      <ScheduleSelect value={value.scheduleid} schedules={plans} onChange={(scheduleid) => setValue((v) => ({ ...v, scheduleid }))} />
      {!mac && (
        <DeviceSelect mac={value.target} error={touched || value.target ? error : undefined}
          onChange={(target) => { setValue((v) => ({ ...v, target })); setTouched(true); }} />
      )}
      {mac && error && <p className="pc-day__error" role="alert">{error}</p>}
    </RuleFormCard>
  );
}
