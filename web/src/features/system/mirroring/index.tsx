/**
 * /mirroring, 'Espelhamento' (spec 3 §3, §7, §8, §9): port mirroring on/off, the mirrored port and the mirror port,
 * each '-', WAN, LAN1, LAN2 or LAN3; GET mirroring / PUT mirroring/0; a failed save shows 'Houve um erro ao tentar
 * realizar o espelhamento'. The spec shows no rule: ours, switched on both ports are chosen and differ.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { mirrorPorts, validateMirroring, type Mirroring, type MirrorPort } from '@roteador/contract';
import { mirroring as t } from '../../../text/system.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { SelectField } from '../select-field.tsx';
import '../system.css';
import { getMirroring, updateMirroring } from '../../../api/system.ts';

const PORTS = mirrorPorts.map((p) => ({ value: p, label: p }));

export function MirroringPage() {
  const [stored, setStored] = useState<Mirroring>();
  const [error, setError] = useState<unknown>(null);
  const read = () => {
    setError(null);
    getMirroring().then(setStored, setError);
  };
  useEffect(read, []);
  if (!stored) return error ? <ErrorState title={t.loadError} error={error} onRetry={read} /> : <PageSpinner />;
  return (
    <div className="sys-settings">
      <Card className="sys-settings__card">
        <MirroringForm stored={stored} onSaved={setStored} />
      </Card>
    </div>
  );
}

type Draft = Omit<Mirroring, 'id'>;

function MirroringForm({ stored, onSaved }: { stored: Mirroring; onSaved: (value: Mirroring) => void }) {
  const [draft, setDraft] = useState<Draft>(() => pick(stored));
  const flow = useSaveFlow();
  const base = pick(stored);
  const changed = (Object.keys(base) as (keyof Draft)[]).some((k) => draft[k] !== base[k]);
  const errors = validateMirroring(draft);
  const message = errors.mirrored_port ?? errors.mirror_port;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving || !changed || message) return;
    await flow.run(async () => {
      const saved = await updateMirroring(draft);
      onSaved(saved);
      setDraft(pick(saved));
    }, t.saveError);
  }

  return (
    <form className="sys-settings__form" onSubmit={submit} noValidate>
      <p className="sys-settings__intro">{t.intro}</p>
      <Toggle label={t.enable} checked={draft.enabled} onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))} />
      <div className="sys-settings__pair">
        <SelectField label={t.mirrored} value={draft.mirrored_port} options={PORTS} hint={t.mirroredHint} disabled={!draft.enabled}
          onChange={(v) => setDraft((d) => ({ ...d, mirrored_port: v as MirrorPort }))} />
        <SelectField label={t.mirror} value={draft.mirror_port} options={PORTS} hint={t.mirrorHint} disabled={!draft.enabled}
          onChange={(v) => setDraft((d) => ({ ...d, mirror_port: v as MirrorPort }))} />
      </div>
      {message && changed && <p className="sys-settings__note" role="alert">{message}</p>}
      <div className="sys-settings__actions">
        <Button type="submit" disabled={!changed || !!message} busy={flow.saving}>{t.save}</Button>
      </div>
      <SaveFeedback flow={flow} />
    </form>
  );
}

function pick({ enabled, mirrored_port, mirror_port }: Mirroring): Draft {
  return { enabled, mirrored_port, mirror_port };
}
