/**
 * /network/mesh, the InMesh tab (spec 2 §2.3, §4.11, §8): the enable toggle and the role (principal = controller 0,
 * secundário = agent 1), each change confirmed; a controller only when meshControllerBlockers finds nothing (each
 * failing precondition is explained); saved with PUT easymesh/0, then apply and the restart wait; a failed save
 * shows an error modal. Radios, Wi-Fi and mesh are read again every 10 s (every 8 s while a sync started here runs).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { meshAllowed, meshControllerBlockers, MeshType, timing, type MeshControllerBlocker } from '@roteador/contract';
import { askAgain } from '../../../api/client.ts';
import { updateMeshRole } from '../../../api/mesh.ts';
import { paths } from '../../../paths.ts';
import { applyAndWait } from '../../../state/restart.ts';
import { refreshStatus, status } from '../../../state/status.ts';
import { meshRole as t } from '../../../text/mesh-role.ts';
import { feedback } from '../../../text/feedback.ts';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DoneModal, ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { NetworkFrame } from '../frame.tsx';
import { useMeshData } from './data.ts';
import { Sync } from './sync.tsx';
import './mesh-role.css';

type Role = 0 | 1;

export function MeshRolePage() {
  return (
    <NetworkFrame>
      <MeshRole />
    </NetworkFrame>
  );
}

type Pending = { kind: 'enable' | 'disable' | 'role'; enabled: boolean; type: Role };
type Phase = 'idle' | 'saving' | 'applying' | 'done' | 'error';

const roleName = (role: Role) => (role === MeshType.Controller ? t.controller : t.agent);

function MeshRole() {
  useSignals();
  // a sync started here is followed every timing.poll.meshSyncCheck until it ends (one poll, not two)
  const [syncUntil, setSyncUntil] = useState<number | null>(null);
  const { data, error, refresh } = useMeshData(syncUntil === null ? undefined : timing.poll.meshSyncCheck);
  const [choice, setChoice] = useState<Role | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  if (!data) return <Pending error={error} onRetry={() => void askAgain(refresh)} />;
  const mesh = data.mesh;
  const enabled = mesh?.enabled ?? false;
  const current: Role = mesh?.type ?? MeshType.Controller;
  const selected: Role = choice ?? current;
  // the contract's rule (the router refuses the same write): no mesh in repeater mode; an unknown mode is not judged
  const mode = status.data.value?.operationMode;
  const repeater = mode !== undefined && !meshAllowed(mode);
  const blockers = meshControllerBlockers(data);
  const controllerBlocked = blockers.length > 0 && !(enabled && current === MeshType.Controller);
  const isController = enabled && current === MeshType.Controller;
  const isAgent = enabled && current === MeshType.Agent;

  const ask = (next: Pending) => {
    if (phase !== 'idle') return;
    setPending(next);
  };

  function onToggle(on: boolean) {
    if (on) {
      if (repeater || (selected === MeshType.Controller && controllerBlocked)) return;
      ask({ kind: 'enable', enabled: true, type: selected });
    } else {
      ask({ kind: 'disable', enabled: false, type: current });
    }
  }

  function onChoose(role: Role) {
    if (!enabled) return setChoice(role);
    if (role === current) return;
    if (role === MeshType.Controller && controllerBlocked) return;
    ask({ kind: 'role', enabled: true, type: role });
  }

  async function save(next: Pending) {
    setPending(null);
    setPhase('saving');
    try {
      await updateMeshRole(next.enabled, next.type);
    } catch (e) {
      console.error('mesh save failed', e);
      setPhase('error');
      return;
    }
    setPhase('applying');
    let back: boolean;
    try {
      back = await applyAndWait();
    } catch (e) {
      console.error('mesh apply failed', e);
      setPhase('error');
      return;
    }
    if (!back) return; // sent to /login?expired
    setChoice(null);
    await Promise.all([refresh(), refreshStatus().catch(() => undefined)]);
    setPhase('done');
  }

  const confirmText = pending && {
    enable: { title: t.enableTitle, body: t.enableBody(roleName(pending.type)) },
    disable: { title: t.disableTitle, body: t.disableBody },
    role: { title: t.roleChangeTitle, body: t.roleChangeBody(roleName(pending.type)) },
  }[pending.kind];

  return (
    <div className="mesh-role">
      <Card>
        <p className="mesh-role__intro">{t.intro}</p>
        <Toggle
          label={t.enable}
          checked={enabled}
          disabled={!enabled && (repeater || (selected === MeshType.Controller && controllerBlocked))}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <p className="mesh-role__state" aria-live="polite">{enabled ? t.current(roleName(current)) : t.off}</p>
        {repeater && !enabled && <p className="mesh-role__note" role="note">{t.repeater}</p>}
      </Card>

      <Card title={t.roleTitle}>
        <fieldset className="mesh-role__roles">
          <legend className="visually-hidden">{t.roleLabel}</legend>
          {([MeshType.Controller, MeshType.Agent] as Role[]).map((role) => (
            <label key={role} className={['mesh-role__option', selected === role && 'mesh-role__option--on'].filter(Boolean).join(' ')}>
              <input
                type="radio"
                name="mesh-role"
                value={role}
                checked={selected === role}
                disabled={role === MeshType.Controller && enabled && controllerBlocked}
                onChange={() => onChoose(role)}
              />
              <span>
                <strong>{roleName(role)}</strong>
                <span className="mesh-role__hint">{role === MeshType.Controller ? t.controllerHint : t.agentHint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {controllerBlocked && (selected === MeshType.Controller || enabled) && (
          <Blockers blockers={blockers} />
        )}
        {isAgent && <Link className="btn btn--secondary" to={paths.network.meshAgent}>{t.agentLink}</Link>}
      </Card>

      {isController && mesh && <Sync mesh={mesh} until={syncUntil} onUntil={setSyncUntil} />}

      {pending && confirmText && (
        <ConfirmDialog
          title={confirmText.title}
          message={confirmText.body}
          confirmLabel={t.confirm}
          cancelLabel={t.cancel}
          danger={pending.kind === 'disable'}
          onConfirm={() => void save(pending)}
          onCancel={() => setPending(null)}
        />
      )}
      {phase === 'saving' && <WaitModal title={t.saving} />}
      {phase === 'done' && <DoneModal title={feedback.applied} onClose={() => setPhase('idle')} />}
      {phase === 'error' && <ErrorModal message={t.saveError} onClose={() => setPhase('idle')} />}
    </div>
  );
}

function Blockers({ blockers }: { blockers: MeshControllerBlocker[] }) {
  const wifi = blockers.some((b) => b !== 'radios');
  return (
    <div className="mesh-role__blocked" role="note" aria-label={t.blockedTitle}>
      <p><strong>{t.blockedTitle}</strong></p>
      <ul>
        {blockers.map((b) => <li key={b}>{t.blockers[b]}</li>)}
      </ul>
      <p className="mesh-role__fix">
        {wifi && <Link to={paths.network.wifi}>{t.fixWifi}</Link>}
        {blockers.includes('radios') && <Link to={paths.network.radio}>{t.fixRadio}</Link>}
      </p>
    </div>
  );
}

