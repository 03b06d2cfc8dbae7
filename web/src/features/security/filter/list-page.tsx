/**
 * /security/filter/{mac,ip,port,url}: the filters of one kind (spec 3 §2 'Each is a list plus an add/edit form'),
 * each with its switch, edit and delete. The form opens beside the list (above it on a phone). Every write goes
 * saving → success or the §8 error → confirm, then the list is read again.
 */
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { type Filter, type FilterKind, FilterType } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { deleteFilter, updateFilter } from '../../../api/security.ts';
import { filters as t } from '../../../text/security.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ListRows } from '../../../ui/list-rows.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { useSaveFlow } from '../../../ui/save-flow.tsx';
import { useRemoval } from '../../../ui/removal.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { filterData, inputFrom, ofKind } from './data.ts';
import { FilterForm } from './form.tsx';


/** The form: closed, adding, or editing one filter (by id). */
type FormState = null | { id?: string; key: number };

export function FilterListPage({ kind }: { kind: FilterKind }) {
  useSignals();
  const flow = useSaveFlow();
  const [form, setForm] = useState<FormState>(null);
  const removal = useRemoval({
    flow, name: (filter: Filter) => filter.description, text: t, failText: t.deleteError,
    remove: (filter: Filter) => deleteFilter(filter.id), reload: () => filterData.load(),
    onConfirmed: (filter) => { if (form?.id === filter.id) setForm(null); },
  });
  useEffect(() => {
    void filterData.load();
  }, []);
  const all = filterData.data.value;

  async function write(action: () => Promise<unknown>, failure: string) {
    await flow.run(action, failure);
    void filterData.load();
  }

  const open = (id?: string) => setForm({ id, key: Date.now() });

  let body;
  if (!all) {
    body = <Pending title={t.loadError} error={filterData.error.value} onRetry={() => void askAgain(filterData.load)} />;
  } else {
    const list = ofKind(all, kind);
    const editing = form?.id === undefined ? undefined : all.find((f) => f.id === form.id);
    body = (
      <div className={`list-with-form${form ? ' list-with-form--open' : ''}`}>
        {form && (form.id === undefined || editing) && (
          <FilterForm
            key={form.key}
            kind={kind}
            editing={editing}
            others={all.filter((f) => f.id !== form.id)}
            onCancel={() => setForm(null)}
            onDone={() => {
              setForm(null);
              void filterData.load();
            }}
          />
        )}
        <Card className="filter-card list-with-form__list">
          <div className="list-head">
            <h2 className="card__title">{t.listTitle[kind]}</h2>
            <Button onClick={() => open()} disabled={form !== null && form.id === undefined}>{t.add}</Button>
          </div>
          <ListRows items={list} label={t.listTitle[kind]} empty={t.empty} row={(filter) => (
            <FilterRow
              key={filter.id}
              filter={filter}
              onToggle={(enabled) => void write(() => updateFilter(filter.id, inputFrom(filter, enabled)), t.updateError)}
              onEdit={() => open(filter.id)}
              onDelete={() => removal.ask(filter)}
            />
          )} />
        </Card>
      </div>
    );
  }

  return (
    <div className="filter-page">
      <p className="filter-intro">{t.intro[kind]}</p>
      {body}
      {removal.dialogs}
    </div>
  );
}

function what(filter: Filter): string {
  if (filter.type === FilterType.Port) return `${t.ports(filter.port_start, filter.port_end)} · ${t.protocols[filter.protocol]}`;
  if (filter.type === FilterType.Ipv4) return `${t.ipv4} · ${filter.target}`;
  if (filter.type === FilterType.Ipv6) return `${t.ipv6} · ${filter.target}`;
  return filter.target;
}

function FilterRow({ filter, onToggle, onEdit, onDelete }: {
  filter: Filter;
  onToggle: (enabled: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = filter.description;
  return (
    <li className="filter-item">
      <span className="filter-item__name">{name}</span>
      <span className="filter-item__target">{what(filter)}</span>
      <Toggle className="filter-item__switch" label={filter.enabled ? t.enabled : t.disabled} aria-label={t.toggleLabel(name)} checked={filter.enabled}
        onChange={(e) => onToggle(e.target.checked)} />
      <span className="filter-item__actions">
        <Button variant="ghost" onClick={onEdit} aria-label={t.editLabel(name)}>{t.edit}</Button>
        <Button variant="ghost" onClick={onDelete} aria-label={t.removeLabel(name)}>{t.remove}</Button>
      </span>
    </li>
  );
}
