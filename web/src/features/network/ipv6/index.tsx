/**
 * /network/ipv6 (spec 2 §2.2, §3 System ipv6.enabled, §8): the IPv6 switch, saved with PUT system/0 {ipv6} (no
 * restart: the router takes it at once), and while on, the LAN and WAN IPv6 addresses. 'Salvar' stays disabled
 * until the switch differs from the stored value; a failure shows the error modal and keeps the choice.
 */
import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { System } from '@roteador/contract';
import { getSystem, updateSystem } from '../../../api/system.ts';
import { getLan } from '../../../api/lan.ts';
import { getWan } from '../../../api/wan.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { createResource } from '../../../state/resource.ts';
import { feedback } from '../../../text/feedback.ts';
import { ipv6 as t } from '../../../text/ipv6.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Ipv6Address } from '../../../ui/ipv6-address.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { NetworkFrame } from '../frame.tsx';
import './ipv6.css';

interface Ipv6Data {
  system: System;
  lan: string[];
  wan: string[];
}

const data = createResource<Ipv6Data>(async () => {
  const [system, lan, wan] = await Promise.all([getSystem(), getLan(), getWan()]);
  return { system, lan: lan.ip6_list, wan: wan.interface.ip6_list };
});

export function Ipv6Page() {
  useSignals();
  const { value, error, retry } = useFreshRead(data);
  return <NetworkFrame>{value ? <Ipv6Form stored={value} /> : <Pending title={t.loadError} error={error} onRetry={retry} />}</NetworkFrame>;
}

function Ipv6Form({ stored }: { stored: Ipv6Data }) {
  const storedOn = stored.system.ipv6.enabled;
  const [enabled, setEnabled] = useState(storedOn);
  const flow = useSaveFlow();
  const changed = enabled !== storedOn;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving || !changed) return;
    await flow.run(async () => {
      await updateSystem(stored.system.id, { ipv6: { enabled } });
      await data.load();
    }, t.saveError);
  }

  return (
    <Card className="ipv6-card">
      <form className="ipv6-form" onSubmit={submit} noValidate>
        <p className="ipv6-intro">{t.intro}</p>
        <Toggle label={t.enabled} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {storedOn && enabled && (
          <dl className="ipv6-addresses" aria-label={t.addresses}>
            <Addresses label={t.lan} list={stored.lan} />
            <Addresses label={t.wan} list={stored.wan} />
          </dl>
        )}
        <div className="ipv6-actions">
          <Button type="submit" disabled={!changed} busy={flow.saving}>{t.save}</Button>
        </div>
      </form>
      <SaveFeedback flow={flow} savedTitle={feedback.applied} />
    </Card>
  );
}

function Addresses({ label, list }: { label: string; list: string[] }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {list.length === 0 ? t.none : <ul>{list.map((a) => <li key={a}><Ipv6Address address={a} /></li>)}</ul>}
      </dd>
    </div>
  );
}
