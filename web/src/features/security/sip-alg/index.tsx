/** /security/sip-alg (spec 3 §2): the SIP ALG switch, saved with PUT system/0 {sip_alg}. */
import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { System } from '@roteador/contract';
import { getSystem, updateSystem } from '../../../api/system.ts';
import { createResource } from '../../../state/resource.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { sipAlg as t } from '../../../text/security.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import '../settings.css';

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
    <Card className="settings-card">
      <form className="settings-form" onSubmit={submit} noValidate>
        <p className="settings-intro">{t.intro}</p>
        <Toggle label={t.label} checked={on} onChange={(e) => setOn(e.target.checked)} />
        <div className="settings-actions">
          <Button type="submit" disabled={!changed} busy={flow.saving}>{t.save}</Button>
        </div>
      </form>
      <SaveFeedback flow={flow} />
    </Card>
  );
}
