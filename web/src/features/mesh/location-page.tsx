/**
 * /mesh/{id}/location: 'Editar localização' (spec 1 §2.9, §5). 'Salvar' stays disabled until the
 * name is changed and valid; the validators run again on submit; a repeated submit is ignored while
 * saving; saving → success or error modal. The controller renames the node (PUT easymesh/0
 * neighbors); after saving the owner goes back to /, told the change can take up to 1 minute to show.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { MeshNode } from '@roteador/contract';
import { updateMesh } from '../../api/mesh.ts';
import { paths } from '../../paths.ts';
import { meshNodes, refreshMesh } from '../../state/mesh.ts';
import { mesh as t } from '../../text/mesh.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ErrorModal, WaitModal } from './feedback.tsx';
import { NodeIcon } from './node-icon.tsx';
import { locationValidator } from './node-format.ts';
import { useMeshNode } from './use-mesh-node.tsx';
import './mesh.css';

export function MeshLocationPage() {
  useSignals();
  const { id = '' } = useParams();
  const { node, fallback } = useMeshNode(id);
  if (!node) return fallback;
  return <LocationForm key={node.mac} node={node} />;
}

type Phase = 'editing' | 'saving' | 'saved' | 'error';

function LocationForm({ node }: { node: MeshNode }) {
  useSignals();
  const navigate = useNavigate();
  // The name as the page opened: the poll may bring the new one in while the success modal shows.
  const [original] = useState(node.name);
  const [value, setValue] = useState(node.name);
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const validate = locationValidator(meshNodes.value, node.mac);
  const message = validate(value);
  const changed = value !== original;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'saving') return;
    setTouched(true);
    if (validate(value) || !changed) return;
    setPhase('saving');
    try {
      await updateMesh({ neighbors: [{ name: value, mac: node.mac, ...(node.model ? { model: node.model } : {}) }] });
      setPhase('saved');
      void refreshMesh();
    } catch {
      setPhase('error');
    }
  }

  return (
    <form className="card mesh-form" onSubmit={submit} noValidate>
      <div className="mesh-form__intro">
        <span className="mesh-form__icon"><NodeIcon /></span>
        <p>{t.locationIntro}</p>
      </div>
      <Field
        label={t.locationLabel}
        placeholder={t.locationPlaceholder}
        value={value}
        maxLength={64}
        autoComplete="off"
        error={touched && message ? message : null}
        hint={t.locationNote}
        onChange={(e) => {
          setValue(e.target.value);
          setTouched(true);
        }}
      />
      <div className="mesh-form__actions">
        <Button type="submit" disabled={!changed || !!message} busy={phase === 'saving'}>{t.save}</Button>
      </div>
      {phase === 'saving' && <WaitModal title={t.saving} />}
      {phase === 'saved' && (
        <Modal title={t.saved} alert actions={<Button onClick={() => navigate(paths.dashboard, { replace: true })}>{t.ok}</Button>}>
          <p>{t.locationNote}</p>
        </Modal>
      )}
      {phase === 'error' && <ErrorModal title={t.saveErrorTitle} message={t.saveError} onClose={() => setPhase('editing')} />}
    </form>
  );
}
