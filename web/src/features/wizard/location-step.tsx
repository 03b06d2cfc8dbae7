/**
 * /wizard/wizard-location (spec 2 §2.1, §5.7; mesh models only): the device's location, 1 to 28 characters,
 * letters and spaces, ASCII, no space at the ends, and (a device already in a mesh) none of the other nodes' locations
 * in any case (spec 1 §5): the contract's validateLocation, as the mesh location page and the router. Written as
 * device/0 alias when the wizard finishes.
 */
import { useState, type FormEvent } from 'react';
import { type MeshNode, sameMac, validateLocation } from '@roteador/contract';
import { getDevice } from '../../api/device.ts';
import { wizard as t } from '../../text/wizard.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { updateDraft, wizardDraft } from './draft.ts';
import { useWizardNav } from './nav.ts';

/**
 * The locations of the mesh's other nodes (GET easymesh's nodes), this device told apart by its MAC (device/0); none
 * when there is no mesh yet, or when the device cannot be read (the router still refuses a name in use at the finish).
 */
export async function otherLocations(nodes: readonly MeshNode[]): Promise<string[]> {
  if (nodes.length === 0) return [];
  const own = await getDevice().catch(() => null);
  return own ? nodes.filter((n) => !sameMac(n.mac, own.mac)).map((n) => n.name) : [];
}

export function LocationStep({ others }: { others: readonly string[] }) {
  const { next } = useWizardNav();
  const [value, setValue] = useState(wizardDraft.peek().location);
  const [touched, setTouched] = useState(false);
  const error = validateLocation(value, others);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (validateLocation(value, others)) return;
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
