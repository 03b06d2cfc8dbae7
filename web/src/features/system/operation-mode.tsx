/**
 * /system/operation-mode (spec 2 §4.5, §8): router, access point (bridge) or repeater, each with its information
 * popup. Applying confirms first — back to router asks how the internet is set up (auto-apply with automatic
 * detection, or configure manually); access point and repeater warn that the device may become unreachable
 * at its address; repeater says that mesh goes off — then PUT system/0 {operationMode}, apply and the restart
 * wait. Any failure shows the §8 apply error, clears the session and restarts the wizard.
 * Back to router applying automatically runs the WAN detection before the apply (the wizard's rule, contract
 * detectOutcome): a provider's DHCP found (or likely) sets the WAN to DHCP; anything that needs the owner (PPPoE's
 * account, a static address, nothing found) leads to the Internet page after the restart, as configuring manually.
 */
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from 'react-router-dom';
import { detectOutcome, meshAllowed, OperationMode, type System } from '@roteador/contract';
import { getEasyMesh } from '../../api/mesh.ts';
import { getWan, getWanDetect, updateWan } from '../../api/wan.ts';
import { getSystem, updateSystem } from '../../api/system.ts';
import { paths } from '../../paths.ts';
import { useFreshRead } from '../../state/fresh-read.ts';
import { refreshMesh } from '../../state/mesh.ts';
import { createResource } from '../../state/resource.ts';
import { applyAndWait } from '../../state/restart.ts';
import { clearSession } from '../../state/session.ts';
import { refreshStatus } from '../../state/status.ts';
import { feedback } from '../../text/feedback.ts';
import { operationMode as t } from '../../text/system.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DoneModal, ErrorModal, WaitModal } from '../../ui/feedback.tsx';
import { Modal } from '../../ui/modal.tsx';
import { InfoIcon } from '../../ui/icons.tsx';
import { Pending } from '../../ui/pending.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import './system.css';

type Mode = System['operationMode'];

const MODES: { mode: Mode; label: string; info: string }[] = [
  { mode: OperationMode.Router, label: t.router, info: t.routerInfo },
  { mode: OperationMode.AccessPoint, label: t.accessPoint, info: t.accessPointInfo },
  { mode: OperationMode.Repeater, label: t.repeater, info: t.repeaterInfo },
];
const labelOf = (mode: Mode) => MODES.find((m) => m.mode === mode)?.label ?? '';

interface Loaded {
  mode: Mode;
  meshOn: boolean;
}

async function load(): Promise<Loaded> {
  const [system, mesh] = await Promise.all([getSystem(), getEasyMesh().catch(() => null)]);
  return { mode: system.operationMode, meshOn: mesh?.enabled ?? false };
}

type Phase = 'idle' | 'confirm' | 'saving' | 'applying' | 'done' | 'failed';

const modeData = createResource<Loaded>(load);

export function OperationModePage() {
  const navigate = useNavigate();
  useSignals();
  const { value: data, error, retry } = useFreshRead(modeData);
  const [choice, setChoice] = useState<Mode | null>(null);
  const [info, setInfo] = useState<Mode | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [manual, setManual] = useState(false);

  if (!data) return <Pending error={error} onRetry={retry} />;
  const selected = choice ?? data.mode;
  const changed = selected !== data.mode;
  const host = typeof window === 'undefined' ? '' : window.location.hostname;

  async function apply(mode: Mode, configureManually: boolean) {
    if (phase === 'saving' || phase === 'applying') return;
    setManual(configureManually);
    setPhase('saving');
    let needsOwner = configureManually;
    try {
      await updateSystem(0, { operationMode: mode });
      if (mode === OperationMode.Router && !configureManually) needsOwner = !(await detectWan());
      setPhase('applying');
      const back = await applyAndWait();
      if (!back) return; // sent to /login?expired by the restart wait
    } catch (e) {
      console.error('operation mode change failed', e);
      setPhase('failed');
      return;
    }
    await Promise.all([refreshStatus(), refreshMesh()].map((p) => p.catch(() => undefined)));
    modeData.receive({ mode, meshOn: meshAllowed(mode) ? data!.meshOn : false });
    setChoice(null);
    if (needsOwner) {
      navigate(paths.network.wan);
      return;
    }
    setPhase('done');
  }

  /** §4.5 automatic detection: true when the WAN is set from it (DHCP), false when the owner must configure it. */
  async function detectWan(): Promise<boolean> {
    const outcome = await getWanDetect().then(detectOutcome, () => 'none' as const);
    if (outcome !== 'dhcpFound' && outcome !== 'dhcpMaybe') return false;
    if ((await getWan()).mode !== 0) await updateWan({ mode: 0 });
    return true;
  }

  function restartWizard() {
    clearSession();
    window.location.assign(paths.wizard.credentials);
  }

  const toRouter = selected === OperationMode.Router;
  const confirmBody = [
    t.confirmBody(labelOf(selected)),
    !meshAllowed(selected) && data.meshOn ? t.meshOff : '',
    selected !== OperationMode.Router ? t.unreachable(host) : '',
  ].filter(Boolean).join(' ');

  return (
    <div className="sys-page">
      <Card>
        <p className="sys-page__intro">{t.intro}</p>
        <div role="group" aria-label={t.label} className="op-modes">
          {MODES.map(({ mode, label }) => (
            <div key={mode} className="op-modes__item">
              <Toggle
                label={label}
                checked={selected === mode}
                onChange={(e) => e.target.checked && setChoice(mode)}
              />
              <button type="button" className="icon-btn" aria-label={t.info(label)} onClick={() => setInfo(mode)}>
                <InfoIcon width={22} height={22} />
              </button>
            </div>
          ))}
        </div>
        <p className="sys-page__hint">{t.current(labelOf(data.mode))}</p>
        {changed && selected !== OperationMode.Router && (
          <p className="sys-page__warning" role="note">{t.unreachable(host)}</p>
        )}
        {changed && !meshAllowed(selected) && data.meshOn && (
          <p className="sys-page__warning" role="note">{t.meshOff}</p>
        )}
        <div className="sys-page__actions">
          <Button disabled={!changed} busy={phase === 'saving' || phase === 'applying'} onClick={() => setPhase('confirm')}>
            {t.apply}
          </Button>
        </div>
      </Card>

      {info !== null && (
        <Modal
          title={labelOf(info)}
          onClose={() => setInfo(null)}
          actions={<Button onClick={() => setInfo(null)}>{t.close}</Button>}
        >
          <p>{MODES.find((m) => m.mode === info)?.info}</p>
        </Modal>
      )}
      {phase === 'confirm' && !toRouter && (
        <ConfirmDialog
          title={t.confirmTitle}
          message={confirmBody}
          confirmLabel={t.confirm}
          cancelLabel={t.cancel}
          onConfirm={() => void apply(selected, false)}
          onCancel={() => setPhase('idle')}
        />
      )}
      {phase === 'confirm' && toRouter && (
        <Modal
          title={t.routerTitle}
          alert
          onClose={() => setPhase('idle')}
          actions={
            <>
              <Button variant="secondary" onClick={() => setPhase('idle')}>{t.cancel}</Button>
              <Button variant="secondary" onClick={() => void apply(selected, true)}>{t.manual}</Button>
              <Button onClick={() => void apply(selected, false)}>{t.auto}</Button>
            </>
          }
        >
          <p>{t.confirmBody(t.router)}</p>
          <p>{t.routerBody}</p>
          <ul className="sys-page__choices">
            <li><strong>{t.auto}:</strong> {t.autoHint}</li>
            <li><strong>{t.manual}:</strong> {t.manualHint}</li>
          </ul>
        </Modal>
      )}
      {phase === 'saving' && <WaitModal title={t.saving} />}
      {phase === 'done' && !manual && <DoneModal title={feedback.applied} onClose={() => setPhase('idle')} />}
      {phase === 'failed' && <ErrorModal message={t.failed} onClose={restartWizard} />}
    </div>
  );
}
