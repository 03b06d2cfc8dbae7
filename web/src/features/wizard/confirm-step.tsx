/**
 * /wizard/confirm (spec 2 §2.1, §4.6, §8): what the wizard will write, the warnings (wizard skipped; access
 * point or repeater may leave the device unreachable at its address) and 'Concluir', which runs finish.ts:
 * saving → success ('Configurações aplicadas com sucesso', then the dashboard), the finish error ('Entendi',
 * back here), or the apply-status error (the session is cleared and the wizard starts again).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { decodeSecret, meshAllowed, OperationMode, type Device, type Lan, type Wireless } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { getDevice } from '../../api/device.ts';
import { getLan } from '../../api/lan.ts';
import { getWireless } from '../../api/wireless.ts';
import { paths } from '../../paths.ts';
import { restartWait } from '../../state/restart.ts';
import { clearSession, storedCredentials } from '../../state/session.ts';
import { wizard as t } from '../../text/wizard.ts';
import { Button } from '../../ui/button.tsx';
import { Facts } from '../../ui/facts.tsx';
import { AlertIcon, EyeIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Pending } from '../../ui/pending.tsx';
import { ProgressBar } from '../../ui/spinner.tsx';
import { dropStoredDraft, wizardDraft } from './draft.ts';
import { finishWizard, type FinishResult } from './finish.ts';
import { useWizardNav } from './nav.ts';
import { modeName } from './operation-mode-step.tsx';
import { finishing, keepCredentialsForRetry } from './session.ts';

interface Read {
  wireless: Wireless[];
  device: Device;
  lan: Lan | null;
}

type Phase = 'idle' | 'saving' | Exclude<FinishResult, 'expired'>;

export function ConfirmStep({ initialMesh }: { initialMesh: { enabled: boolean; type: 0 | 1 } | null }) {
  useSignals();
  const { meshCapable } = useWizardNav();
  const [read, setRead] = useState<Read | null>(null);
  const [readError, setReadError] = useState<unknown>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [showWifi, setShowWifi] = useState(false);
  const [showRouter, setShowRouter] = useState(false);

  // the latest read wins: one overtaken by 'Tentar novamente' changes nothing when it answers
  const reads = useRef(0);
  const load = async () => {
    const mine = ++reads.current;
    setReadError(null);
    await Promise.all([getWireless(), getDevice(), getLan().catch(() => null)]).then(
      ([wireless, device, lan]) => mine === reads.current && setRead({ wireless, device, lan }),
      (e: unknown) => mine === reads.current && setReadError(e),
    );
  };
  useEffect(() => void load(), []);

  if (!read) return <Pending error={readError} onRetry={() => void askAgain(load)} />;

  const draft = wizardDraft.value;
  const mode = draft.operationMode;
  const roots = read.wireless.filter((w) => w.isRoot && w.mode !== 1);
  const root24 = roots.find((w) => w.radioID === 'radio0');
  const root5 = roots.find((w) => w.radioID !== 'radio0');
  const ssid = draft.wifi?.ssid ?? root24?.ssid ?? '';
  const ssid5 = draft.wifi ? draft.wifi.ssid5 || draft.wifi.ssid : root5?.ssid ?? '';
  const wifiKey = draft.wifi?.key ?? decodeSecret(root24?.key ?? '') ?? '';
  const mesh = draft.mesh ?? initialMesh;
  const connection = mode === OperationMode.Router && draft.wan && !draft.skippedWan
    ? t.confirm.connection[draft.wan.update.mode]
    : t.confirm.notConfigured;
  const address = read.lan?.ip4 ?? window.location.hostname;

  async function finish() {
    if (phase === 'saving' || !read) return;
    setPhase('saving');
    finishing.value = true;
    const result = await finishWizard(wizardDraft.peek(), {
      wireless: read.wireless,
      meshCapable,
      mesh: initialMesh,
    });
    if (result === 'expired') return; // the restart wait went to /login?expired
    if (result === 'apply-error') {
      // The session is cleared (spec 2 §4.6); the login the router may already hold is kept for the new start.
      const credentials = storedCredentials();
      clearSession();
      if (credentials) keepCredentialsForRetry(credentials);
    }
    if (result === 'failed') finishing.value = false;
    setPhase(result);
  }

  const secret = (value: string, shown: boolean) => (shown ? value : '•'.repeat(Math.max(8, value.length)));
  const reveal = (shown: boolean, set: (v: boolean) => void, show: string, hide: string) => (
    <button type="button" className="reveal" aria-pressed={shown} onClick={() => set(!shown)}>
      <EyeIcon />
      {shown ? hide : show}
    </button>
  );

  const rows: Array<[string, ReactNode]> = [
    [t.confirm.operationMode, modeName(mode)],
    [t.confirm.connectionType, connection],
    ...(meshCapable ? [[t.confirm.location, draft.location || read.device.alias] as [string, string]] : []),
    [t.confirm.ssid, ssid],
    ...(root5 ? [[t.confirm.ssid5, ssid5] as [string, string]] : []),
    [t.confirm.wifiPassword, (
      <span className="wizard-secret">
        <span data-testid="wifi-password">{secret(wifiKey, showWifi)}</span>
        {reveal(showWifi, setShowWifi, t.confirm.showWifi, t.confirm.hideWifi)}
      </span>
    )],
    [t.confirm.routerLogin, draft.username || 'admin'],
    [t.confirm.routerPassword, (
      <span className="wizard-secret">
        <span data-testid="router-password">{secret(draft.password, showRouter)}</span>
        {reveal(showRouter, setShowRouter, t.confirm.showRouter, t.confirm.hideRouter)}
      </span>
    )],
    ...(meshCapable && mesh
      ? [
        [t.confirm.mesh, mesh.enabled && meshAllowed(mode) ? t.confirm.meshOn : t.confirm.meshOff] as [string, string],
        [t.confirm.nodeType, mesh.type === 1 ? t.mode.secondary : t.mode.principal] as [string, string],
      ]
      : []),
  ];

  return (
    <div className="wizard-form">
      <p className="wizard-step__intro">{t.confirm.intro}</p>
      <Facts className="wizard-summary" rows={rows} />
      {draft.skippedWizard && (
        <p className="message message--warning" role="note">
          <AlertIcon />
          {t.confirm.skipped}
        </p>
      )}
      {mode !== OperationMode.Router && (
        <p className="message message--warning" role="note">
          <AlertIcon />
          {t.confirm.unreachable(address)}
        </p>
      )}
      <div className="wizard-actions">
        <Button onClick={() => void finish()} busy={phase === 'saving'}>{t.confirm.finish}</Button>
      </div>
      {phase === 'saving' && !restartWait.value && (
        <Modal title={t.finish.saving}>
          <ProgressBar label={t.finish.saving} />
        </Modal>
      )}
      {phase === 'done' && (
        <Modal title={t.finish.success} alert
          actions={<Button onClick={() => { dropStoredDraft(); window.location.assign(paths.dashboard); }}>{t.finish.ok}</Button>} />
      )}
      {phase === 'failed' && (
        <Modal title={t.finish.errorTitle} alert icon={<AlertIcon className="feedback__error" />} onClose={() => setPhase('idle')}
          actions={<Button onClick={() => setPhase('idle')}>{t.finish.errorButton}</Button>}>
          <p>{t.finish.error}</p>
        </Modal>
      )}
      {phase === 'apply-error' && (
        <Modal title={t.finish.errorTitle} alert icon={<AlertIcon className="feedback__error" />}
          actions={<Button onClick={() => window.location.assign(paths.wizard.credentials)}>{t.finish.errorButton}</Button>}>
          <p>{t.finish.applyError}</p>
        </Modal>
      )}
    </div>
  );
}
