/**
 * FILTROS DE URL (spec 3 §2, §4, §5): the devices' URL filters, with status Habilitado, Pendente (the list is read
 * every 2 s while one is pending) or Erro (a tooltip advises to recreate the filter or restart the router); add,
 * edit, delete. Rules: the contract's validateDeviceUrlFilter.
 */
import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  colonMac,
  sameMac,
  type DeviceUrlFilter,
  urlFilterStatusLabel,
  validateDeviceUrlFilter,
} from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { createUrlFilter, deleteUrlFilter, updateUrlFilter } from '../../api/parental.ts';
import { useFields } from '../../forms/use-fields.ts';
import { urlFilters, usePendingUrlFilters, useRemoteLists } from '../../state/parental.ts';
import { remote, urlFilters as t } from '../../text/parental.ts';
import { Field } from '../../ui/field.tsx';
import { useSaveFlow } from '../../ui/save-flow.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useDeviceName } from './blocks.tsx';
import { DeviceSelect, RemoteError, StatusBadge } from './common.tsx';
import { RuleFormCard, RuleList, type RuleFormProps } from './rule-list.tsx';

function FilterBadge({ status }: { status: number }) {
  const label = urlFilterStatusLabel(status);
  const tone = label === 'Habilitado' ? 'ok' : label === 'Pendente' ? 'wait' : 'bad';
  return <StatusBadge label={label} tone={tone} title={label === 'Erro' ? t.errorTip : undefined} />;
}

export function UrlFilters({ mac }: { mac?: string }) {
  useSignals();
  useRemoteLists(['urlFilters']);
  usePendingUrlFilters(urlFilters.data.value);
  const name = useDeviceName();
  const all = urlFilters.data.value;
  const retry = () => void askAgain(urlFilters.load);
  if (!all && urlFilters.error.value) return <RemoteError message={remote.filtersLoad} onRetry={retry} />;
  if (!all) return <PageSpinner onRetry={retry} />;
  return (
    <RuleList title={t.listTitle} empty={t.empty} text={t} items={all.filter((f) => !mac || sameMac(f.mac, mac))}
      name={(f) => f.url} locked={(f) => f.status === 3}
      reload={() => void urlFilters.load()} remove={(f) => deleteUrlFilter(f.id)} removeError={t.deleteError}
      main={(f) => (
        <>
          <span className="pc-item__name">{f.url}</span>
          <span className="pc-item__data">{f.description ? `${f.description} · ` : ''}{name(f.mac)} · {colonMac(f.mac)}</span>
        </>
      )}
      side={(f) => <FilterBadge status={f.status} />}
      form={(props) => (
        <UrlFilterForm mac={mac} others={all.filter((f) => f.id !== props.editing?.id && f.status !== 3)} {...props} />
      )} />
  );
}

function UrlFilterForm({ editing, mac, others, onCancel, onDone }: RuleFormProps<DeviceUrlFilter> & {
  mac?: string;
  others: readonly DeviceUrlFilter[];
}) {
  const [original] = useState(() => ({
    mac: editing ? colonMac(editing.mac) : mac ?? '', url: editing?.url ?? '', description: editing?.description ?? '',
  }));
  const { value, valid, shown, set, touch } = useFields(original, (v) => validateDeviceUrlFilter(v, others));
  const flow = useSaveFlow();
  const changed = JSON.stringify(value) !== JSON.stringify(original);
  async function submit(event: FormEvent) {
    event.preventDefault();
    touch('mac', 'url', 'description');
    if (flow.saving || !valid || !changed) return;
    await flow.run(() => (editing ? updateUrlFilter(editing.id, value) : createUrlFilter(value)), editing ? t.updateError : t.createError);
  }
  return (
    <RuleFormCard title={editing ? t.formEdit : t.formAdd} text={t} flow={flow} canSave={changed && valid}
      onSubmit={submit} onCancel={onCancel} onDone={onDone}>
      {!mac && <DeviceSelect mac={value.mac} error={shown('mac')} onChange={(v) => set('mac', v)} />}
      <Field label={t.url} value={value.url} maxLength={300} autoComplete="off" spellCheck={false} inputMode="url"
        hint={t.urlHint} error={shown('url')} onChange={(e) => set('url', e.target.value)} />
      <Field label={t.description} value={value.description} maxLength={64} autoComplete="off"
        error={shown('description')} onChange={(e) => set('description', e.target.value)} />
    </RuleFormCard>
  );
}
