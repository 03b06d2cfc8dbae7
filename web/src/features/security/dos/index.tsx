/**
 * /security/dos (spec 3 §2, §3 Denial-of-service settings, §4, §5, §9): the master switch, the flood protections
 * (each a switch and its threshold in packets per second, the threshold shown only while its switch is on), the block
 * of the source IP with its time, the port-scan detection with its sensitivity, and the attack filters. While the
 * master switch is off the rest is shown disabled. 'Salvar' stays disabled until something changed and the numbers in
 * use are valid (0 to 9999); the save sends only the changed fields (PUT denial_of_service/0): saving → success or
 * error → the user confirms. A failure keeps what was typed.
 */
import { type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  type DenialOfService,
  type DosCountField,
  dosFloods,
  dosSwitches,
  PortScanSensitivity,
  timing,
} from '@roteador/contract';
import { getDenialOfService, updateDenialOfService } from '../../../api/security.ts';
import { useFields } from '../../../forms/use-fields.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { createResource } from '../../../state/resource.ts';
import { dos as t } from '../../../text/dos.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { countOf, draftOf, errorsOf, type FlagField, updateOf } from './data.ts';
import './dos.css';

const DIGITS = String(timing.limits.dosCount.max).length;

const dos = createResource<DenialOfService>(() => getDenialOfService());

export function DosPage() {
  useSignals();
  const { value, error, retry } = useFreshRead(dos);
  if (!value) return <Pending title={t.loadError} error={error} onRetry={retry} />;
  return <DosForm stored={value} onSaved={(stored) => dos.receive(stored)} />;
}

function DosForm({ stored, onSaved }: { stored: DenialOfService; onSaved: (stored: DenialOfService) => void }) {
  const { value: draft, setValue: setDraft, errors, valid, shown, set, touch, untouch } = useFields(() => draftOf(stored), errorsOf);
  const flow = useSaveFlow();

  const update = updateOf(stored, draft);
  const changed = Object.keys(update).length > 0;
  const on = draft.dos_enabled;

  const flag = (field: FlagField) => (checked: boolean) => setDraft((d) => ({ ...d, [field]: checked }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving) return;
    // the failing numbers only: a number in use now shows its message, one switched off is forgotten
    untouch();
    touch(...(Object.keys(errors) as DosCountField[]));
    if (!changed || !valid) return;
    await flow.run(async () => onSaved(await updateDenialOfService(update)), t.saveError);
  }

  const number = (field: DosCountField, label: string, name?: string) => (
    <Field className="dos-count" label={label} aria-label={name} value={draft[field]} inputMode="numeric"
      maxLength={DIGITS} autoComplete="off" error={shown(field)}
      onChange={(e) => set(field, e.target.value)} />
  );

  return (
    <form className="dos-page" onSubmit={submit} noValidate>
      <Card className="dos-master">
        <p className="dos-intro">{t.intro}</p>
        <Toggle label={t.enabled} checked={on} onChange={(e) => flag('dos_enabled')(e.target.checked)} />
        {!on && <p className="dos-note">{t.offNote}</p>}
      </Card>
      <fieldset className="dos-rules" disabled={!on}>
        <div className="dos-column">
          <Card title={t.floodsTitle}>
            <p className="dos-intro">{t.floodsIntro}</p>
            <ul className="dos-list">
              {dosFloods.map((flood) => (
                <li key={flood} className="dos-flood">
                  <Toggle label={t.floods[flood]} checked={draft[flood]} onChange={(e) => flag(flood)(e.target.checked)} />
                  {draft[flood] && number(countOf(flood), t.perSecond, t.threshold(t.floods[flood]))}
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <div className="dos-column">
          <Card title={t.blockTitle}>
            <p className="dos-intro">{t.blockIntro}</p>
            <Toggle label={t.sourceBlock} checked={draft.sourceipblock}
              onChange={(e) => flag('sourceipblock')(e.target.checked)} />
            {draft.sourceipblock && number('ipblocktime', t.blockTime)}
          </Card>
          <Card title={t.scanTitle}>
            <Toggle label={t.portScan} checked={draft.tcpudpportscan}
              onChange={(e) => flag('tcpudpportscan')(e.target.checked)} />
            {draft.tcpudpportscan && (
              <fieldset className="dos-choice">
                <legend>{t.sensitivity}</legend>
                {([[PortScanSensitivity.High, t.high], [PortScanSensitivity.Low, t.low]] as const).map(([value, label]) => (
                  <label key={value}>
                    <input type="radio" name="portscansensi" checked={draft.portscansensi === value}
                      onChange={() => setDraft((d) => ({ ...d, portscansensi: value }))} />
                    {label}
                  </label>
                ))}
              </fieldset>
            )}
          </Card>
          <Card title={t.filtersTitle}>
            <p className="dos-intro">{t.filtersIntro}</p>
            <ul className="dos-list">
              {dosSwitches.map((name) => (
                <li key={name}>
                  <Toggle label={t.switches[name]} checked={draft[name]} onChange={(e) => flag(name)(e.target.checked)} />
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </fieldset>
      <div className="dos-actions">
        <Button type="submit" disabled={!changed || !valid} busy={flow.saving}>{t.save}</Button>
      </div>
      <SaveFeedback flow={flow} />
    </form>
  );
}

