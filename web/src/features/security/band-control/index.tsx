/**
 * /security/bandcontrol (spec 3 §2, §5): the whole network's bandwidth, typed in Mbps (1 to 1000, at most 4 digits)
 * and stored in kbps (PUT qos_global/0), with the way to the per-device limits (/devices).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { collect, validateGlobalQosMbps, type GlobalQos } from '@roteador/contract';
import { getGlobalQos, updateGlobalQos } from '../../../api/security.ts';
import { useFields } from '../../../forms/use-fields.ts';
import { paths } from '../../../paths.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { createResource } from '../../../state/resource.ts';
import { bandControl as t } from '../../../text/security.ts';
import { Field } from '../../../ui/field.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { useSaveFlow } from '../../../ui/save-flow.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { SettingsCard } from '../settings-card.tsx';

const qos = createResource<GlobalQos>(() => getGlobalQos());

const mbps = (kbps: number) => String(Math.round(kbps / 1000));

export function BandControlPage() {
  useSignals();
  const { value, error, retry } = useFreshRead(qos);
  if (!value) return <Pending title={t.loadError} error={error} onRetry={retry} />;
  return <BandControlForm stored={value} />;
}

type Rate = 'download' | 'upload';

function BandControlForm({ stored }: { stored: GlobalQos }) {
  const [enabled, setEnabled] = useState(stored.enabled);
  const { value: rates, valid, shown, set, touch } = useFields(
    { download: mbps(stored.global_download), upload: mbps(stored.global_upload) },
    (r) => collect({ download: validateGlobalQosMbps(r.download), upload: validateGlobalQosMbps(r.upload) }),
  );
  const flow = useSaveFlow();
  const changed = enabled !== stored.enabled ||
    rates.download !== mbps(stored.global_download) || rates.upload !== mbps(stored.global_upload);

  async function submit(event: FormEvent) {
    event.preventDefault();
    touch('download', 'upload');
    if (flow.saving || !changed || !valid) return;
    await flow.run(async () => {
      qos.receive(await updateGlobalQos({
        enabled,
        global_download: Number(rates.download) * 1000,
        global_upload: Number(rates.upload) * 1000,
      }));
    }, t.saveError);
  }

  const rate = (field: Rate, label: string) => (
    <Field label={label} value={rates[field]} inputMode="numeric" maxLength={4} autoComplete="off"
      error={shown(field)} onChange={(e) => set(field, e.target.value)} />
  );

  return (
    <SettingsCard intro={t.intro} onSubmit={submit} canSave={changed && valid} flow={flow} saveLabel={t.save}
      link={<Link className="settings-link" to={paths.devices.list}>{t.devices}</Link>}>
      <Toggle label={t.label} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
      <div className="settings-pair">
        {rate('download', t.download)}
        {rate('upload', t.upload)}
      </div>
    </SettingsCard>
  );
}
