/**
 * /system/leds (spec 3 §2, §3, §9): the router's LEDs on or off (PUT led/0 {leds}) through the save flow. A model
 * without LED power control (modelInfo(model).ledPowerControl) shows the switch disabled, with a note.
 */
import type { FormEvent } from 'react';
import { modelInfo, type Led } from '@roteador/contract';
import { getLed, updateLed } from '../../../api/system.ts';
import { leds as t } from '../../../text/system.ts';
import { Toggle } from '../../../ui/toggle.tsx';
import { SettingsForm, SettingsPage, useSettingsDraft, useStored } from '../settings.tsx';

export function LedsPage() {
  const stored = useStored(getLed);
  return <SettingsPage stored={stored} loadError={t.loadError}>{(value) => <LedsForm stored={value} onSaved={stored.set} />}</SettingsPage>;
}

const draftOf = ({ leds }: Led) => ({ leds });

function LedsForm({ stored, onSaved }: { stored: Led; onSaved: (value: Led) => void }) {
  const { draft, set, changed, flow, save } = useSettingsDraft(stored, draftOf, onSaved);
  const supported = modelInfo(stored.model).ledPowerControl;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving || !changed || !supported) return;
    await save(() => updateLed({ leds: draft.leds }), t.saveError);
  }

  return (
    <SettingsForm intro={t.intro} onSubmit={submit} canSave={changed} saveShown={supported} flow={flow} saveLabel={t.save}>
      <Toggle label={t.label} checked={draft.leds} disabled={!supported} onChange={(e) => set('leds', e.target.checked)} />
      {supported
        ? <p className="sys-settings__state">{stored.leds ? t.on : t.off}</p>
        : <p className="sys-settings__note" role="note">{t.unsupported}</p>}
    </SettingsForm>
  );
}
