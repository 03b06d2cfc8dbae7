/** /security/sip-alg (spec 3 §2): the SIP ALG switch, saved with PUT system/0 {sip_alg}. */
import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { System } from '@roteador/contract';
import { getSystem, updateSystem } from '../../../api/system.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { createResource } from '../../../state/resource.ts';
import { sipAlg as t } from '../../../text/security.ts';
import { Pending } from '../../../ui/pending.tsx';
import { useSaveFlow } from '../../../ui/save-flow.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { SettingsCard } from '../settings-card.tsx';

const system = createResource<System>(() => getSystem());

export function SipAlgPage() {
  useSignals();
  const { value, error, retry } = useFreshRead(system);
  if (!value) return <Pending title={t.loadError} error={error} onRetry={retry} />;
  return <SipAlgForm stored={value} />;
}

function SipAlgForm({ stored }: { stored: System }) {
  const [on, setOn] = useState(stored.sip_alg);
  const flow = useSaveFlow();
  const changed = on !== stored.sip_alg;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving || !changed) return;
    await flow.run(async () => system.receive(await updateSystem(stored.id, { sip_alg: on })), t.saveError);
  }

  return (
    <SettingsCard intro={t.intro} onSubmit={submit} canSave={changed} flow={flow} saveLabel={t.save}>
      <Toggle label={t.label} checked={on} onChange={(e) => setOn(e.target.checked)} />
    </SettingsCard>
  );
}
