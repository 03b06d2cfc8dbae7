/**
 * /security/portredirect/add and /security/portredirect/{id} (spec 3 §4, §5, §8): the rule form. Typing the external
 * start port copies it to the other three ports. 'Salvar' stays disabled until the form is changed and valid; the
 * rules run again on submit; a repeated submit is ignored while saving; saving → success (back to the list) or the
 * §8 message (back to the form).
 */
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import {
  portProtocols,
  timing,
  validatePortRedirect,
  type PortProtocol,
  type PortRedirectDraft,
  type PortRedirectField,
} from '@roteador/contract';
import { isLimitReached } from '../../../api/errors.ts';
import { createPortRedirect, updatePortRedirect } from '../../../api/security.ts';
import { useFields } from '../../../forms/use-fields.ts';
import { paths } from '../../../paths.ts';
import { useConnectedDevicesPoll } from '../../../state/devices.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { portRedirect as t } from '../../../text/security.ts';
import { Card } from '../../../ui/card.tsx';
import { DevicePicker } from '../../../ui/device-picker.tsx';
import { Field } from '../../../ui/field.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { RecordMissing } from '../../../ui/record-missing.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { draftOf, EMPTY, inputOf, portRedirectData, wanAddress, withExternalStart, type PortRedirectData } from './data.ts';

const LIST = paths.security.portRedirect;

export function PortRedirectFormPage() {
  useSignals();
  const { id } = useParams();
  const { value: data, error, retry } = useFreshRead(portRedirectData);
  if (!data) return <Pending title={t.loadError} error={error} onRetry={retry} />;
  const editing = id === undefined ? undefined : data.rules.find((r) => r.id === id);
  if (id !== undefined && !editing) {
    return <RecordMissing className="redirect-form" message={t.notFound} backTo={LIST} backLabel={t.backToList} />;
  }
  return <RuleForm key={id ?? 'add'} id={editing?.id} initial={editing ? draftOf(editing) : EMPTY} data={data} />;
}

function RuleForm({ id, initial, data }: { id?: string; initial: PortRedirectDraft; data: PortRedirectData }) {
  const navigate = useNavigate();
  const ctx = {
    others: data.rules.filter((r) => r.id !== id),
    lan: data.lan,
    wanIp: wanAddress(data.wan),
    managementPort: data.managementPort,
  };
  const fields = useFields(initial, (v) => validatePortRedirect(v, ctx));
  const { value, setValue, valid, shown, touch } = fields;
  const flow = useSaveFlow();
  const devices = useConnectedDevicesPoll(timing.poll.connectedDevices);

  const changed = (Object.keys(initial) as Array<keyof PortRedirectDraft>).some((k) => value[k] !== initial[k]);
  const set = (field: PortRedirectField, text: string) => {
    if (field !== 'externalStart') return fields.set(field, text);
    // the external start fills the other three ports: their messages show from then on
    setValue((v) => withExternalStart(v, text));
    touch('externalEnd', 'internalStart', 'internalEnd', field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving) return;
    touch('description', 'externalStart', 'externalEnd', 'internalIP', 'internalStart', 'internalEnd');
    if (!changed || !valid) return;
    const input = inputOf(value);
    await flow.run(
      () => (id === undefined ? createPortRedirect(input) : updatePortRedirect(id, input)),
      (error) => (id !== undefined ? t.editError : isLimitReached(error) ? t.max : t.addError),
    );
  }

  // A port range: its first and last port, each labelled by its field's text.
  const ports = (...fields: [PortRedirectField & keyof typeof t, PortRedirectField & keyof typeof t]) => (
    <div className="redirect-form__pair">
      {fields.map((field) => (
        <Field key={field} label={t[field]} value={value[field]} inputMode="numeric" maxLength={5} autoComplete="off"
          error={shown(field)} onChange={(e) => set(field, e.target.value)} />
      ))}
    </div>
  );

  return (
    <div className="redirect-layout">
      <Card>
        <form className="redirect-form" onSubmit={submit} noValidate>
          <Field label={t.description} value={value.description} maxLength={64} autoComplete="off"
            error={shown('description')} onChange={(e) => set('description', e.target.value)} />
          <fieldset className="redirect-form__choice">
            <legend>{t.protocol}</legend>
            {portProtocols.map((protocol: PortProtocol) => (
              <label key={protocol}>
                <input type="radio" name="protocol" checked={value.protocol === protocol}
                  onChange={() => setValue((v) => ({ ...v, protocol }))} />
                {t.protocols[protocol]}
              </label>
            ))}
          </fieldset>
          <fieldset className="redirect-form__group">
            <legend>{t.external}</legend>
            {ports('externalStart', 'externalEnd')}
          </fieldset>
          <fieldset className="redirect-form__group">
            <legend>{t.internal}</legend>
            <Field label={t.internalIP} value={value.internalIP} inputMode="decimal" autoComplete="off"
              placeholder={data.lan.ip4.replace(/\.\d+$/, '.10')} error={shown('internalIP')}
              onChange={(e) => set('internalIP', e.target.value)} />
            {ports('internalStart', 'internalEnd')}
          </fieldset>
          <FormActions className="redirect-form__actions" cancel={LIST} cancelLabel={t.cancel} saveLabel={t.save}
            disabled={!changed || !valid} busy={flow.saving} />
        </form>
      </Card>
      <DevicePicker devices={devices} hint={t.pickIp} onPick={(device) => set('internalIP', device.ip)} />
      <SaveFeedback flow={flow} onSaved={() => navigate(LIST, { replace: true })} />
    </div>
  );
}
