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
  type DeviceUrlFilterErrors,
  urlFilterStatusLabel,
  validateDeviceUrlFilter,
} from '@roteador/contract';
import { createUrlFilter, deleteUrlFilter, updateUrlFilter } from '../../api/parental.ts';
import { urlFilters, usePendingUrlFilters, useRemoteLists } from '../../state/parental.ts';
import { remote, urlFilters as t } from '../../text/parental.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { SaveFeedback, useSaveFlow } from '../../ui/save-flow.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useDeviceName } from './blocks.tsx';
import { DeviceSelect, RemoteError, StatusBadge } from './common.tsx';

type FormState = null | { id?: string; key: number };

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
  const flow = useSaveFlow();
  const [form, setForm] = useState<FormState>(null);
  const [confirming, setConfirming] = useState<DeviceUrlFilter | null>(null);
  const all = urlFilters.data.value;
  if (!all && urlFilters.error.value) return <RemoteError message={remote.filtersLoad} onRetry={() => void urlFilters.load()} />;
  if (!all) return <PageSpinner />;
  const list = all.filter((f) => !mac || sameMac(f.mac, mac));
  const editing = form?.id === undefined ? undefined : all.find((f) => f.id === form.id);
  const reload = () => void urlFilters.load();
  return (
    <div className={`pc-layout${form ? ' pc-layout--form' : ''}`}>
      {form && (form.id === undefined || editing) && (
        <div className="pc-side">
          <UrlFilterForm key={form.key} editing={editing} mac={mac}
            others={all.filter((f) => f.id !== form.id && f.status !== 3)}
            onCancel={() => setForm(null)} onDone={() => { setForm(null); reload(); }} />
        </div>
      )}
      <Card className="pc-card">
        <div className="pc-head">
          <h2 className="card__title">{t.listTitle}</h2>
          <Button onClick={() => setForm({ key: Date.now() })} disabled={form !== null && form.id === undefined}>{t.add}</Button>
        </div>
        {list.length === 0 ? <p className="pc-empty">{t.empty}</p> : (
          <ul className="pc-list" aria-label={t.listTitle}>
            {list.map((f) => (
              <li key={f.id} className="pc-item">
                <span className="pc-item__main">
                  <span className="pc-item__name">{f.url}</span>
                  <span className="pc-item__data">{f.description ? `${f.description} · ` : ''}{name(f.mac)} · {colonMac(f.mac)}</span>
                </span>
                <span className="pc-item__side">
                  <FilterBadge status={f.status} />
                  <Button variant="ghost" aria-label={t.editLabel(f.url)} disabled={f.status === 3}
                    onClick={() => setForm({ id: f.id, key: Date.now() })}>{t.edit}</Button>
                  <Button variant="ghost" aria-label={t.removeLabel(f.url)} disabled={f.status === 3}
                    onClick={() => setConfirming(f)}>{t.remove}</Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {confirming && (
        <ConfirmDialog title={t.confirmTitle} message={t.confirmBody(confirming.url)} confirmLabel={t.remove} danger
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const f = confirming;
            setConfirming(null);
            if (form?.id === f.id) setForm(null);
            void flow.run(() => deleteUrlFilter(f.id), t.deleteError).then(reload);
          }} />
      )}
      <SaveFeedback flow={flow} />
    </div>
  );
}

function UrlFilterForm({ editing, mac, others, onCancel, onDone }: {
  editing?: DeviceUrlFilter;
  mac?: string;
  others: readonly DeviceUrlFilter[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const [original] = useState(() => ({
    mac: editing ? colonMac(editing.mac) : mac ?? '', url: editing?.url ?? '', description: editing?.description ?? '',
  }));
  const [value, setValue] = useState(original);
  const [touched, setTouched] = useState<Partial<Record<keyof DeviceUrlFilterErrors, boolean>>>({});
  const flow = useSaveFlow();
  const errors = validateDeviceUrlFilter(value, others);
  const valid = Object.keys(errors).length === 0;
  const changed = JSON.stringify(value) !== JSON.stringify(original);
  const set = (field: keyof typeof value, text: string) => {
    setValue((v) => ({ ...v, [field]: text }));
    setTouched((s) => ({ ...s, [field]: true }));
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ mac: true, url: true, description: true });
    if (flow.saving || !valid || !changed) return;
    await flow.run(() => (editing ? updateUrlFilter(editing.id, value) : createUrlFilter(value)), editing ? t.updateError : t.createError);
  }
  return (
    <Card title={editing ? t.formEdit : t.formAdd}>
      <form className="pc-form" onSubmit={submit} noValidate>
        {!mac && <DeviceSelect mac={value.mac} error={touched.mac ? errors.mac : undefined} onChange={(v) => set('mac', v)} />}
        <Field label={t.url} value={value.url} maxLength={300} autoComplete="off" spellCheck={false} inputMode="url"
          hint={t.urlHint} error={touched.url ? errors.url : undefined} onChange={(e) => set('url', e.target.value)} />
        <Field label={t.description} value={value.description} maxLength={64} autoComplete="off"
          error={touched.description ? errors.description : undefined} onChange={(e) => set('description', e.target.value)} />
        <div className="pc-form__actions">
          <Button variant="secondary" onClick={onCancel}>{t.cancel}</Button>
          <Button type="submit" disabled={!changed || !valid} busy={flow.saving}>{t.save}</Button>
        </div>
      </form>
      <SaveFeedback flow={flow} onSaved={onDone} />
    </Card>
  );
}
