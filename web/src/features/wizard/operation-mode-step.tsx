/**
 * /wizard/operation-mode (spec 2 §2.1, §4.5): three toggles, one on at a time, each with an information popup.
 * On mesh models the mesh choice the confirmation shows lives here too: mesh on or off, and the node type
 * (principal or secundário). Repeater mode has no mesh.
 */
import { useState } from 'react';
import { OperationMode } from '@roteador/contract';
import { wizard as t } from '../../text/wizard.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import { updateDraft, wizardDraft } from './draft.ts';
import { useWizardNav } from './nav.ts';

const MODES = [
  { mode: OperationMode.Router, name: t.mode.router, info: t.mode.infoText.router },
  { mode: OperationMode.AccessPoint, name: t.mode.accessPoint, info: t.mode.infoText.accessPoint },
  { mode: OperationMode.Repeater, name: t.mode.repeater, info: t.mode.infoText.repeater },
] as const;

export function modeName(mode: number): string {
  return MODES.find((m) => m.mode === mode)?.name ?? t.mode.router;
}

export function OperationModeStep({ initialMesh }: { initialMesh: { enabled: boolean; type: 0 | 1 } | null }) {
  const { next, meshCapable } = useWizardNav();
  const draft = wizardDraft.peek();
  const [mode, setMode] = useState<OperationMode>(draft.operationMode);
  const [mesh, setMesh] = useState(draft.mesh ?? initialMesh ?? { enabled: false, type: 0 as const });
  const [info, setInfo] = useState<(typeof MODES)[number] | null>(null);
  const repeater = mode === OperationMode.Repeater;

  function advance() {
    updateDraft({
      operationMode: mode,
      mesh: meshCapable ? (repeater ? { ...mesh, enabled: false } : mesh) : null,
    });
    next();
  }

  return (
    <div className="wizard-form">
      <p className="wizard-step__intro">{t.mode.intro}</p>
      <ul className="wizard-modes">
        {MODES.map((m) => (
          <li key={m.mode} className="wizard-modes__item">
            <Toggle label={m.name} checked={mode === m.mode} onChange={() => setMode(m.mode)} />
            <button type="button" className="wizard-info" aria-label={t.mode.info(m.name)} onClick={() => setInfo(m)}>i</button>
          </li>
        ))}
      </ul>
      {meshCapable && (
        <fieldset className="wizard-mesh">
          <legend>{t.mode.meshTitle}</legend>
          {repeater ? (
            <p className="wizard-step__intro">{t.mode.meshRepeater}</p>
          ) : (
            <>
              <Toggle label={t.mode.meshEnabled} checked={mesh.enabled} onChange={(e) => setMesh({ ...mesh, enabled: e.target.checked })} />
              {mesh.enabled && (
                <div role="radiogroup" aria-label={t.mode.nodeType} className="wizard-mesh__type">
                  <span>{t.mode.nodeType}</span>
                  {([[0, t.mode.principal], [1, t.mode.secondary]] as const).map(([type, label]) => (
                    <label key={type} className="wizard-radio">
                      <input type="radio" name="node-type" checked={mesh.type === type} onChange={() => setMesh({ ...mesh, type })} />
                      {label}
                    </label>
                  ))}
                </div>
              )}
            </>
          )}
        </fieldset>
      )}
      <div className="wizard-actions">
        <Button onClick={advance}>{t.next}</Button>
      </div>
      {info && (
        <Modal title={info.name} onClose={() => setInfo(null)} actions={<Button onClick={() => setInfo(null)}>{t.credentials.close}</Button>}>
          <p>{info.info}</p>
        </Modal>
      )}
    </div>
  );
}
