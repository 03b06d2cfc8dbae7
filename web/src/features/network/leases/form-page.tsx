/**
 * /network/lan/dhcp-lease/add and /network/lan/dhcp-lease/{id} (spec 2 §5.9, §8). 'Salvar' stays disabled
 * until the form is changed and valid; the validators run again on submit; a repeated submit is ignored
 * while saving; saving → success (back to the list) or the §8 message (back to the form).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { timing, type DhcpStaticLeaseInput } from '@roteador/contract';
import { isLimitReached } from '../../../api/errors.ts';
import { createStaticLease, updateStaticLease } from '../../../api/lan.ts';
import { useFields } from '../../../forms/use-fields.ts';
import { paths } from '../../../paths.ts';
import { useConnectedDevicesPoll } from '../../../state/devices.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { leases as t } from '../../../text/network.ts';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { DevicePicker } from '../../../ui/device-picker.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { RecordMissing } from '../../../ui/record-missing.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { leaseData, validateLease, type LeaseData } from './data.ts';

const LIST = paths.network.leases;
const EMPTY: DhcpStaticLeaseInput = { description: '', mac: '', ip: '' };

export function LeaseFormPage() {
  useSignals();
  const { id } = useParams();
  const { value: data, error, retry } = useFreshRead(leaseData);
  if (!data) return <Pending error={error} onRetry={retry} />;
  const editing = id === undefined ? undefined : data.leases.find((l) => l.id === id);
  if (id !== undefined && !editing) {
    return <RecordMissing className="lease-form" message={t.notFound} backTo={LIST} backLabel={t.backToList} />;
  }
  return <LeaseForm key={id ?? 'add'} id={editing?.id} initial={editing ?? EMPTY} data={data} />;
}

function LeaseForm({ id, initial, data }: { id?: string; initial: DhcpStaticLeaseInput; data: LeaseData }) {
  const navigate = useNavigate();
  const [original] = useState<DhcpStaticLeaseInput>({ description: initial.description, mac: initial.mac, ip: initial.ip });
  const others = data.leases.filter((l) => l.id !== id);
  const { value, setValue, valid, shown, set, touch } = useFields(original, (v) => validateLease(v, data.server, others));
  const flow = useSaveFlow();
  const devices = useConnectedDevicesPoll(timing.poll.connectedDevicesOnLeasePage);

  const changed = (Object.keys(original) as Array<keyof DhcpStaticLeaseInput>).some((k) => value[k] !== original[k]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving) return;
    touch('description', 'mac', 'ip');
    if (!changed || !valid) return;
    const input = { description: value.description, mac: value.mac.trim(), ip: value.ip.trim() };
    await flow.run(
      () => (id === undefined ? createStaticLease(input) : updateStaticLease(id, input)),
      (error) => (id !== undefined ? t.editError : isLimitReached(error) ? t.max : t.addError),
    );
  }

  return (
    <div className="lease-layout">
      <Card>
        <form className="lease-form" onSubmit={submit} noValidate>
          <p className="lease-range">{t.range(data.server.rangeStart, data.server.rangeEnd)}</p>
          <Field label={t.description} value={value.description} maxLength={64} autoComplete="off" error={shown('description')}
            onChange={(e) => set('description', e.target.value)} />
          <Field label={t.mac} value={value.mac} maxLength={17} autoComplete="off" spellCheck={false} placeholder="00:00:00:00:00:00"
            error={shown('mac')} onChange={(e) => set('mac', e.target.value)} />
          <Field label={t.ip} value={value.ip} inputMode="decimal" autoComplete="off" placeholder={data.server.rangeStart}
            error={shown('ip')} onChange={(e) => set('ip', e.target.value)} />
          <FormActions className="lease-form__actions" cancel={LIST} cancelLabel={t.cancel} saveLabel={t.save}
            disabled={!changed || !valid} busy={flow.saving} />
        </form>
      </Card>
      <DevicePicker
        devices={devices}
        hint={t.devicesHint}
        onPick={(device) => {
          setValue((v) => ({ ...v, mac: device.mac, ip: device.ip }));
          touch('mac', 'ip');
        }}
      />
      <SaveFeedback flow={flow} savingTitle={t.saving} onSaved={() => navigate(LIST, { replace: true })} />
    </div>
  );
}
