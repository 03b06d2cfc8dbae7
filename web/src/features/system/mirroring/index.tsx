/**
 * /mirroring, 'Espelhamento' (spec 3 §3, §7, §8, §9): port mirroring on/off, the mirrored port and the mirror port,
 * each '-', WAN, LAN1, LAN2 or LAN3; GET mirroring / PUT mirroring/0; a failed save shows 'Houve um erro ao tentar
 * realizar o espelhamento'. The spec shows no rule: ours, switched on both ports are chosen and differ.
 */
import type { FormEvent } from 'react';
import { mirrorPorts, validateMirroring, type Mirroring, type MirrorPort } from '@roteador/contract';
import { getMirroring, updateMirroring } from '../../../api/system.ts';
import { mirroring as t } from '../../../text/system.ts';
import { Toggle } from '../../../ui/toggle.tsx';
import { SelectField } from '../select-field.tsx';
import { SettingsForm, SettingsPage, useSettingsDraft, useStored } from '../settings.tsx';

const PORTS = mirrorPorts.map((p) => ({ value: p, label: p }));

export function MirroringPage() {
  const stored = useStored(getMirroring);
  return <SettingsPage stored={stored} loadError={t.loadError}>{(value) => <MirroringForm stored={value} onSaved={stored.set} />}</SettingsPage>;
}

type Draft = Omit<Mirroring, 'id'>;

function MirroringForm({ stored, onSaved }: { stored: Mirroring; onSaved: (value: Mirroring) => void }) {
  const { draft, set, changed, flow, save } = useSettingsDraft(stored, pick, onSaved);
  const errors = validateMirroring(draft);
  const message = errors.mirrored_port ?? errors.mirror_port;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving || !changed || message) return;
    await save(() => updateMirroring(draft), t.saveError);
  }

  return (
    <SettingsForm intro={t.intro} onSubmit={submit} canSave={changed && !message} flow={flow} saveLabel={t.save}>
      <Toggle label={t.enable} checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
      <div className="sys-settings__pair">
        <SelectField label={t.mirrored} value={draft.mirrored_port} options={PORTS} hint={t.mirroredHint} disabled={!draft.enabled}
          onChange={(v) => set('mirrored_port', v as MirrorPort)} />
        <SelectField label={t.mirror} value={draft.mirror_port} options={PORTS} hint={t.mirrorHint} disabled={!draft.enabled}
          onChange={(v) => set('mirror_port', v as MirrorPort)} />
      </div>
      {message && changed && <p className="sys-settings__note" role="alert">{message}</p>}
    </SettingsForm>
  );
}

function pick({ enabled, mirrored_port, mirror_port }: Mirroring): Draft {
  return { enabled, mirrored_port, mirror_port };
}
