/**
 * /system/reboot (spec 3 §2, §3, §7, §9): reboot now — confirm, POST action {actionID: 1}, the restart wait (which
 * logs in again when the router is back), success — and the daily reboot (GET/PUT daily_reboot/0): on/off, hour
 * 0–23, minute 0–59 and the delay while there is traffic, saved through the save flow.
 */
import { type FormEvent } from 'react';
import { ActionId, type DailyReboot } from '@roteador/contract';
import { getDailyReboot, updateDailyReboot } from '../../../api/system.ts';
import { waitForRouter } from '../../../state/restart.ts';
import { reboot as t } from '../../../text/system.ts';
import { Toggle } from '../../../ui/toggle.tsx';
import { ActionCard } from '../action-card.tsx';
import { SelectField } from '../select-field.tsx';
import { SettingsCard, SettingsForm, useSettingsDraft, useStored } from '../settings.tsx';

export function RebootPage() {
  return (
    <div className="sys-settings">
      <RebootNow />
      <DailyRebootCard />
    </div>
  );
}

function RebootNow() {
  return (
    <ActionCard
      text={t.now}
      actionID={ActionId.Reboot}
      // The global restart modal shows while the router is down; false: sent to /login?expired.
      wait={() => waitForRouter({ reason: 'reboot' }).catch(() => false)}
      onFailed={(error) => console.error('reboot failed', error)}
    />
  );
}

function DailyRebootCard() {
  const stored = useStored(getDailyReboot);
  return (
    <SettingsCard stored={stored} loadError={t.loadError} title={t.dailyTitle}>
      {(value) => <DailyRebootForm stored={value} onSaved={stored.set} />}
    </SettingsCard>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: pad(h) }));
const MINUTES = Array.from({ length: 60 }, (_, m) => ({ value: m, label: pad(m) }));

type Draft = Omit<DailyReboot, 'id'>;

function DailyRebootForm({ stored, onSaved }: { stored: DailyReboot; onSaved: (value: DailyReboot) => void }) {
  const { draft, set, changed, flow, save } = useSettingsDraft(stored, pick, onSaved);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (flow.saving || !changed) return;
    await save(() => updateDailyReboot(draft), t.saveError);
  }

  return (
    <SettingsForm intro={t.dailyIntro} onSubmit={submit} canSave={changed} flow={flow} saveLabel={t.save}>
      <Toggle label={t.enable} checked={draft.enable} onChange={(e) => set('enable', e.target.checked)} />
      <div className="sys-settings__pair">
        <SelectField label={t.hour} value={draft.hour} options={HOURS} disabled={!draft.enable}
          onChange={(v) => set('hour', v)} />
        <SelectField label={t.minute} value={draft.minute} options={MINUTES} disabled={!draft.enable}
          onChange={(v) => set('minute', v)} />
      </div>
      <Toggle label={t.delay} checked={draft.delay} disabled={!draft.enable}
        onChange={(e) => set('delay', e.target.checked)} />
      <div className="sys-settings__notes" role="note">
        <p>{t.lateNote}</p>
        <p>{t.delayNote}</p>
      </div>
    </SettingsForm>
  );
}

function pick({ enable, hour, minute, delay }: DailyReboot): Draft {
  return { enable, hour, minute, delay };
}
