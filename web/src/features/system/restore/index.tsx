/**
 * /system/restore (spec 3 §4, §7, §9): restore the factory settings — confirm, the restore action (POST action
 * {actionID: 2}), the 45 s wait while the router comes back at its factory address, then the installation wizard
 * (which signs in as the factory administrator) — and the reset button's press time (5–3600 s, reset_button/0).
 */
import { type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionId, collect, timing, validateResetTime, type ResetButton } from '@roteador/contract';
import { getResetButton, updateResetButton } from '../../../api/system.ts';
import { paths } from '../../../paths.ts';
import { clearSession, suspendUnauthorized } from '../../../state/session.ts';
import { restore as t } from '../../../text/system.ts';
import { Field } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { ProgressBar } from '../../../ui/spinner.tsx';
import { ActionCard } from '../action-card.tsx';
import { SettingsCard, SettingsForm, useSettingsDraft, useStored } from '../settings.tsx';
import { sleep } from '../../../time.ts';

export function RestorePage() {
  return (
    <div className="sys-settings">
      <RestoreCard />
      <ResetButtonCard />
    </div>
  );
}

function RestoreCard() {
  const navigate = useNavigate();

  // The area may open the wizard first (the router back with show_wizard): then this page has nothing left to do.
  async function wait(mounted: () => boolean): Promise<boolean> {
    // Every session is gone with the configuration: nothing of this one is kept, the wizard signs in anew.
    suspendUnauthorized(true);
    await sleep(timing.wait.factoryRestoreHttps);
    suspendUnauthorized(false);
    if (!mounted()) return false;
    clearSession();
    navigate(paths.wizard.credentials, { replace: true });
    return false;
  }

  return (
    <ActionCard
      text={t}
      actionID={ActionId.FactoryRestore}
      wait={wait}
      waiting={
        <Modal title={t.waitingTitle}>
          <p>{t.waitingBody}</p>
          <ProgressBar label={t.waitingTitle} />
        </Modal>
      }
    />
  );
}

function ResetButtonCard() {
  const stored = useStored(getResetButton);
  return (
    <SettingsCard stored={stored} loadError={t.loadError} title={t.buttonTitle}>
      {(value) => <ResetButtonForm stored={value} onSaved={stored.set} />}
    </SettingsCard>
  );
}

const draftOf = ({ pressedTime }: ResetButton) => ({ pressedTime: String(pressedTime) });

function ResetButtonForm({ stored, onSaved }: { stored: ResetButton; onSaved: (value: ResetButton) => void }) {
  const { draft, set, valid, shown, touch, changed, flow, save } =
    useSettingsDraft(stored, draftOf, onSaved, (d) => collect({ pressedTime: validateResetTime(d.pressedTime) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    touch('pressedTime');
    if (flow.saving || !changed || !valid) return;
    await save(() => updateResetButton(Number(draft.pressedTime)), t.saveError);
  }

  return (
    <SettingsForm intro={t.buttonIntro} onSubmit={submit} canSave={changed && valid} flow={flow} saveLabel={t.save}>
      <Field label={t.pressedTime} value={draft.pressedTime} inputMode="numeric" maxLength={4} autoComplete="off" hint={t.pressedHint}
        error={shown('pressedTime')} onChange={(e) => set('pressedTime', e.target.value)} />
    </SettingsForm>
  );
}
