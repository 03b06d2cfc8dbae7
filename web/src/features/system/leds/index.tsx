/**
 * /system/leds (spec 3 §2, §3, §9): the router's LEDs on or off (PUT led/0 {leds}) through the save flow. A model
 * without LED power control (modelInfo(model).ledPowerControl) shows the switch disabled, with a note.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { modelInfo, type Led } from '@roteador/contract';
import { leds as t } from '../../../text/system.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import '../system.css';
import { getLed, updateLed } from '../../../api/system.ts';

export function LedsPage() {
  const [stored, setStored] = useState<Led>();
  const [error, setError] = useState<unknown>(null);
  const read = () => {
    setError(null);
    getLed().then(setStored, setError);
  };
  useEffect(read, []);
  if (!stored) return error ? <ErrorState title={t.loadError} error={error} onRetry={read} /> : <PageSpinner />;
  return (
    <div className="sys-settings">
      <Card className="sys-settings__card">
        <LedsForm stored={stored} onSaved={setStored} />
      </Card>
    </div>
  );
}

function LedsForm({ stored, onSaved }: { stored: Led; onSaved: (value: Led) => void }) {
  const [on, setOn] = useState(stored.leds);
  const flow = useSaveFlow();
  const supported = modelInfo(stored.model).ledPowerControl;
  const changed = on !== stored.leds;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving || !changed || !supported) return;
    await flow.run(async () => {
      const saved = await updateLed({ leds: on });
      onSaved(saved);
      setOn(saved.leds);
    }, t.saveError);
  }

  return (
    <form className="sys-settings__form" onSubmit={submit} noValidate>
      <p className="sys-settings__intro">{t.intro}</p>
      <Toggle label={t.label} checked={on} disabled={!supported} onChange={(e) => setOn(e.target.checked)} />
      {supported
        ? <p className="sys-settings__state">{stored.leds ? t.on : t.off}</p>
        : <p className="sys-settings__note" role="note">{t.unsupported}</p>}
      {supported && (
        <div className="sys-settings__actions">
          <Button type="submit" disabled={!changed} busy={flow.saving}>{t.save}</Button>
        </div>
      )}
      <SaveFeedback flow={flow} />
    </form>
  );
}
