/**
 * The add/edit form of a filter list (spec 3 §5 'Filters'): the fields of the page's kind. 'Salvar' stays disabled
 * until the form is changed and valid; the rules run again on submit; a repeated submit is ignored while saving;
 * saving → success or the §8 error → back to the form.
 */
import { useState, type FormEvent } from 'react';
import {
  type Filter,
  type FilterDraft,
  type FilterKind,
  FilterType,
  type PortProtocol,
  portProtocols,
  timing,
  validateFilter,
} from '@roteador/contract';
import { isLimitReached } from '../../../api/errors.ts';
import { createFilter, updateFilter } from '../../../api/security.ts';
import { useFields } from '../../../forms/use-fields.ts';
import { useConnectedDevicesPoll } from '../../../state/devices.ts';
import { filters as t } from '../../../text/security.ts';
import { Card } from '../../../ui/card.tsx';
import { DevicePicker } from '../../../ui/device-picker.tsx';
import { Field } from '../../../ui/field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { draftOf, inputOf, sameDraft } from './data.ts';

export function FilterForm({ kind, editing, others, onDone, onCancel }: {
  kind: FilterKind;
  /** the filter edited; none to add one */
  editing?: Filter;
  /** every stored filter but the edited one */
  others: readonly Filter[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [original] = useState(() => draftOf(kind, editing));
  const devices = useConnectedDevicesPoll(kind === 'mac' || kind === 'ip' ? timing.poll.connectedDevices : null);
  const { value, setValue, valid, shown, set, touch } = useFields(original, (v) => validateFilter(v, others));
  const flow = useSaveFlow();

  const changed = !sameDraft(value, original);
  const choose = (patch: Partial<FilterDraft>) => setValue((v) => ({ ...v, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving) return;
    touch('target', 'description', 'port_start', 'port_end');
    if (!changed || !valid) return;
    const input = inputOf(value, editing?.enabled ?? true);
    await flow.run(
      () => (editing ? updateFilter(editing.id, input) : createFilter(input)),
      (error) => (editing ? t.updateError : isLimitReached(error) ? t.max : t.createError),
    );
  }

  return (
    <div className="list-with-form__form">
      <Card title={editing ? t.formEdit : t.formAdd} className="filter-form-card">
        <form className="filter-form" onSubmit={submit} noValidate>
          <Field label={t.description} value={value.description} maxLength={64} autoComplete="off" autoFocus
            error={shown('description')} onChange={(e) => set('description', e.target.value)} />
          {kind === 'mac' && (
            <Field label={t.mac} value={value.target} maxLength={17} autoComplete="off" spellCheck={false}
              placeholder="00:00:00:00:00:00" error={shown('target')} onChange={(e) => set('target', e.target.value)} />
          )}
          {kind === 'ip' && (
            <>
              <fieldset className="filter-form__choice">
                <legend>{t.ipType}</legend>
                {[FilterType.Ipv4, FilterType.Ipv6].map((type) => (
                  <label key={type}>
                    <input type="radio" name="ip-type" checked={value.type === type} onChange={() => choose({ type })} />
                    {type === FilterType.Ipv4 ? t.ipv4 : t.ipv6}
                  </label>
                ))}
              </fieldset>
              <Field label={t.ip} value={value.target} autoComplete="off" spellCheck={false}
                inputMode={value.type === FilterType.Ipv4 ? 'decimal' : 'text'}
                placeholder={value.type === FilterType.Ipv4 ? '192.168.0.10' : 'fe80::1'}
                error={shown('target')} onChange={(e) => set('target', e.target.value)} />
            </>
          )}
          {kind === 'url' && (
            <Field label={t.url} value={value.target} maxLength={64} autoComplete="off" spellCheck={false}
              inputMode="url" hint={t.urlHint} error={shown('target')} onChange={(e) => set('target', e.target.value)} />
          )}
          {kind === 'port' && (
            <>
              <fieldset className="filter-form__choice">
                <legend>{t.protocol}</legend>
                {portProtocols.map((protocol: PortProtocol) => (
                  <label key={protocol}>
                    <input type="radio" name="protocol" checked={value.protocol === protocol} onChange={() => choose({ protocol })} />
                    {t.protocols[protocol]}
                  </label>
                ))}
              </fieldset>
              <div className="filter-form__ports">
                <Field label={t.portStart} value={value.port_start} inputMode="numeric" maxLength={5} autoComplete="off"
                  error={shown('port_start')} onChange={(e) => set('port_start', e.target.value)} />
                <Field label={t.portEnd} value={value.port_end} inputMode="numeric" maxLength={5} autoComplete="off"
                  error={shown('port_end')} onChange={(e) => set('port_end', e.target.value)} />
              </div>
            </>
          )}
          <FormActions className="filter-form__actions" cancel={onCancel} cancelLabel={t.cancel} saveLabel={t.save}
            disabled={!changed || !valid} busy={flow.saving} />
        </form>
        <SaveFeedback flow={flow} onSaved={onDone} />
      </Card>
      {(kind === 'mac' || kind === 'ip') && (
        <DevicePicker
          devices={devices}
          hint={kind === 'mac' ? t.pickMac : t.pickIp}
          needsIp={kind === 'ip'}
          onPick={(device) => {
            if (kind === 'mac') set('target', device.mac);
            else {
              choose({ type: FilterType.Ipv4 });
              set('target', device.ip);
            }
          }}
        />
      )}
    </div>
  );
}
