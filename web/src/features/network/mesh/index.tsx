/**
 * The InMesh tab (spec 2 §2.3, §4.11, §8):
 * - /network/mesh: the enable toggle and the role (principal = controller 0, secundário = agent 1), each change
 *   confirmed; a controller only when meshControllerBlockers finds nothing (each failing precondition is
 *   explained); saved with PUT easymesh/0, then apply and the restart wait; a failed save shows an error modal.
 *   Radios, Wi-Fi and mesh are read again every 10 s; a sync started here is checked every 8 s, for 5 minutes
 *   or until a router pairs.
 * - /network/mesh/agent: what an agent knows of its controller (address, MAC, backhaul and signal).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import {
  ActionId, Backhaul, meshControllerBlockers, MeshSyncing, MeshType, OperationMode, timing,
  type EasyMesh, type MeshControllerBlocker, type Radio, type Wireless,
} from '@roteador/contract';
import { getEasyMesh, updateMeshRole } from '../../../api/mesh.ts';
import { getRadios, getWireless } from '../../../api/network.ts';
import { sendAction } from '../../../api/system.ts';
import { mesh as meshResource } from '../../../state/mesh.ts';
import { applyAndWait, restartWait } from '../../../state/restart.ts';
import { refreshStatus, status } from '../../../state/status.ts';
import { meshAgent as ta, meshRole as t } from '../../../text/mesh-role.ts';
import { feedback } from '../../../text/feedback.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { DoneModal, ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { ProgressBar, PageSpinner } from '../../../ui/spinner.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { NetworkFrame } from '../frame.tsx';
import './mesh.css';

type Role = 0 | 1;

interface MeshData {
  mesh: EasyMesh | null;
  wireless: Wireless[];
  radios: Radio[];
}

/** Reads now and again every `intervalMs` while the page is open; `reload` reads at once. */
function usePolled<T>(fetch: () => Promise<T>, intervalMs: number) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>(null);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const alive = useRef(true);
  const reload = useCallback(async () => {
    clearTimeout(timer.current);
    // While the router restarts its answers are failures or 401s: the restart wait alone talks to it.
    if (restartWait.peek() !== null) {
      timer.current = setTimeout(() => void reload(), intervalMs);
      return;
    }
    try {
      const value = await fetchRef.current();
      if (!alive.current) return;
      setData(value);
      setError(null);
    } catch (e) {
      if (alive.current) setError(e);
    }
    if (alive.current) timer.current = setTimeout(() => void reload(), intervalMs);
  }, [intervalMs]);
  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [reload]);
  return { data, error, reload };
}

async function readMeshData(): Promise<MeshData> {
  const [mesh, wireless, radios] = await Promise.all([getEasyMesh(), getWireless(), getRadios()]);
  meshResource.receive(mesh);
  return { mesh, wireless, radios };
}

const roleName = (role: Role) => (role === MeshType.Controller ? t.controller : t.agent);

export function MeshRolePage() {
  return (
    <NetworkFrame>
      <MeshRole />
    </NetworkFrame>
  );
}

type Pending = { kind: 'enable' | 'disable' | 'role'; enabled: boolean; type: Role };
type Phase = 'idle' | 'saving' | 'applying' | 'done' | 'error';

function MeshRole() {
  useSignals();
  const { data, error, reload } = usePolled(readMeshData, timing.poll.radioAndMesh);
  const [choice, setChoice] = useState<Role | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');

  if (!data) return error ? <ErrorState error={error} onRetry={() => void reload()} /> : <PageSpinner />;
  const mesh = data.mesh;
  const enabled = mesh?.enabled ?? false;
  const current: Role = mesh?.type ?? MeshType.Controller;
  const selected: Role = choice ?? current;
  const repeater = status.data.value?.operationMode === OperationMode.Repeater;
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
    await Promise.all([reload(), refreshStatus().catch(() => undefined)]);
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
        {isAgent && <Link className="btn btn--secondary" to="/network/mesh/agent">{t.agentLink}</Link>}
      </Card>

      {isController && mesh && <Sync mesh={mesh} reload={reload} />}

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
        {wifi && <Link to="/network/wifi">{t.fixWifi}</Link>}
        {blockers.includes('radios') && <Link to="/network/wifi/radio">{t.fixRadio}</Link>}
      </p>
    </div>
  );
}

/** A sync (action 3): checked every 8 s, for 5 minutes or until a router pairs (spec 2 §4.11). */
function Sync({ mesh, reload }: { mesh: EasyMesh; reload: () => Promise<void> }) {
  const [until, setUntil] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<'paired' | 'ended' | 'error' | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const running = until !== null;

  useEffect(() => {
    if (!running) return;
    if (mesh.syncing === MeshSyncing.Paired) {
      setUntil(null);
      setOutcome('paired');
    }
  }, [running, mesh.syncing]);

  useEffect(() => {
    if (until === null) return;
    const check = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) {
        setUntil(null);
        setOutcome('ended');
      }
      void reload();
    }, timing.poll.meshSyncCheck);
    const tick = setInterval(() => setNow(Date.now()), timing.wait.countdownTick);
    return () => {
      clearInterval(check);
      clearInterval(tick);
    };
  }, [until, reload]);

  async function start() {
    setOutcome(null);
    try {
      await sendAction(ActionId.Sync);
    } catch {
      setOutcome('error');
      return;
    }
    setNow(Date.now());
    setUntil(Date.now() + timing.wait.meshSyncing);
  }

  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  const syncingElsewhere = !running && outcome === null && mesh.syncing === MeshSyncing.Syncing;
  return (
    <Card title={t.syncTitle}>
      {running || syncingElsewhere ? (
        <div className="mesh-role__sync" aria-live="polite">
          <p>{t.syncing}</p>
          <ProgressBar label={t.syncing} />
          {running && <p className="mesh-role__hint">{t.syncLeft(Math.floor(left / 60), left % 60)}</p>}
        </div>
      ) : (
        <>
          <p className="mesh-role__hint">{t.syncHint}</p>
          {outcome && (
            <p role="status" className="mesh-role__outcome">
              {outcome === 'paired' ? t.paired : outcome === 'ended' ? t.syncEnded : t.syncError}
            </p>
          )}
          <Button variant="secondary" onClick={() => void start()}>{t.sync}</Button>
        </>
      )}
    </Card>
  );
}

export function MeshAgentPage() {
  return (
    <NetworkFrame>
      <MeshAgent />
    </NetworkFrame>
  );
}

const backhaulName = (b: number) =>
  b === Backhaul.Wired ? ta.wired : b === Backhaul.Wireless5 ? ta.band5 : b === Backhaul.Wireless24 ? ta.band24 : ta.other;

function quality(rssi: number) {
  const s = timing.limits.meshSignal;
  if (rssi >= s.moderate) return ta.good;
  return rssi >= s.bad ? ta.moderate : ta.bad;
}

function MeshAgent() {
  const { data, error, reload } = usePolled(
    () => getEasyMesh().then((m) => (meshResource.receive(m), m)),
    timing.poll.radioAndMesh,
  );
  if (data === undefined) return error ? <ErrorState error={error} onRetry={() => void reload()} /> : <PageSpinner />;
  const agent = data !== null && data.enabled && data.type === MeshType.Agent;
  if (!agent) {
    return (
      <Card>
        <p>{ta.notAgent}</p>
        <Link className="btn btn--secondary" to="/network/mesh">{ta.back}</Link>
      </Card>
    );
  }
  const paired = data.backhaul_mac !== '';
  const wired = data.backhaul === Backhaul.Wired || data.backhaul_rssi === timing.limits.meshSignal.wired;
  return (
    <Card title={ta.title}>
      {paired ? (
        <dl className="mesh-agent">
          <div><dt>{ta.controllerIp}</dt><dd>{data.controllerIp || '—'}</dd></div>
          <div><dt>{ta.controllerMac}</dt><dd>{data.backhaul_mac}</dd></div>
          <div><dt>{ta.backhaul}</dt><dd>{backhaulName(data.backhaul)}</dd></div>
          {!wired && (
            <div><dt>{ta.signal}</dt><dd>{`${quality(data.backhaul_rssi)} (${ta.dbm(data.backhaul_rssi)})`}</dd></div>
          )}
        </dl>
      ) : (
        <p role="status">{ta.waiting}</p>
      )}
      <p className="mesh-role__hint">{ta.locked}</p>
    </Card>
  );
}
