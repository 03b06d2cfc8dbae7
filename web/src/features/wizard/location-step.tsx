/**
 * /wizard/wizard-location (spec 2 §2.1, §5.7; mesh models only): the device's location, 1 to 28 characters,
 * letters and spaces, ASCII, no space at the ends. Written as device/0 alias when the wizard finishes.
 */
import { useState, type FormEvent } from 'react';
import { rules } from '@roteador/contract';
import { wizard as t } from '../../text/wizard.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { updateDraft, wizardDraft } from './draft.ts';
import { useWizardNav } from './nav.ts';

export function LocationStep() {
  const { next } = useWizardNav();
  const [value, setValue] = useState(wizardDraft.peek().location);
  const [touched, setTouched] = useState(false);
  const error = rules.locationName(value);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (rules.locationName(value)) return;
    updateDraft({ location: value });
    next();
  }

  return (
    <form className="wizard-form" onSubmit={submit} noValidate>
      <p className="wizard-step__intro">{t.location.intro}</p>
      <Field label={t.location.label} name="location" autoComplete="off" hint={t.location.hint} value={value}
        error={touched ? error : undefined} onChange={(e) => { setValue(e.target.value); setTouched(true); }} />
      <div className="wizard-actions">
        <Button type="submit" disabled={error !== undefined}>{t.next}</Button>
      </div>
    </form>
  );
}
