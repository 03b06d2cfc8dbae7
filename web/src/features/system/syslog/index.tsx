/**
 * /system/syslog (spec 3 §2, §3, §5, §8, §9): the remote log — on/off, server, port (default 514) and the severity
 * (0 Emergência to 7 Debug, default 1), saved with PUT syslog/0. Server and port are checked (validateSyslog) while
 * the log is on; off, they are disabled, and one out of its bounds (typed while on) is sent as stored. A failed save
 * shows the §8 message.
 */
import type { FormEvent } from 'react';
import {
  syslogFieldsOff,
  syslogSeverities,
  timing,
  validateSyslog,
  type Syslog,
  type SyslogDraft,
  type SyslogErrors,
} from '@roteador/contract';
import { getSyslog, updateSyslog } from '../../../api/system.ts';
import { syslog as t } from '../../../text/system.ts';
import { Field } from '../../../ui/field.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { SelectField } from '../select-field.tsx';
import { inUse, storedWhereOff } from '../fields-off.ts';
import { SettingsForm, SettingsPage, useSettingsDraft, useStored } from '../settings.tsx';

export function SyslogPage() {
  const stored = useStored(getSyslog);
  return <SettingsPage stored={stored} loadError={t.loadError}>{(value) => <SyslogForm stored={value} onSaved={stored.set} />}</SettingsPage>;
}

type Severity = Syslog['severity_level'];
interface Draft extends SyslogDraft {
  enabled: boolean;
  severity: Severity;
}

const SEVERITIES = syslogSeverities.map((level) => ({ value: level, label: t.severities[level] }));

function draftOf(s: Syslog): Draft {
  return {
    enabled: s.enabled,
    server: s.server,
    port: String(s.port || timing.limits.syslog.defaultPort),
    severity: s.severity_level,
  };
}

function SyslogForm({ stored, onSaved }: { stored: Syslog; onSaved: (value: Syslog) => void }) {
  // Off: nothing is sent to a server, so its disabled address and port show no message.
  const { draft, base, set, valid, shown, touch, changed, flow, save } = useSettingsDraft(stored, draftOf, onSaved,
    (d): SyslogErrors => inUse(validateSyslog(d), syslogFieldsOff(d)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    touch('server', 'port');
    if (flow.saving || !changed || !valid) return;
    const typed = { ...draft, server: draft.server.trim() };
    const sent = storedWhereOff(typed, base, validateSyslog(typed), syslogFieldsOff(typed));
    await save(() => updateSyslog({
      enabled: sent.enabled,
      server: sent.server,
      ...(/^\d+$/.test(sent.port) ? { port: Number(sent.port) } : {}),
      severity_level: sent.severity,
    }), t.saveError);
  }

  return (
    <SettingsForm intro={t.intro} onSubmit={submit} canSave={changed && valid} flow={flow} saveLabel={t.save}>
      <Toggle label={t.enable} checked={draft.enabled} onChange={(e) => set('enabled', e.target.checked)} />
      <div className="sys-settings__row">
        <Field label={t.server} value={draft.server} hint={t.serverHint} disabled={!draft.enabled}
          autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="url"
          error={shown('server')}
          onChange={(e) => set('server', e.target.value)} />
        <Field label={t.port} value={draft.port} disabled={!draft.enabled} inputMode="numeric" maxLength={5}
          autoComplete="off" error={shown('port')}
          onChange={(e) => set('port', e.target.value)} />
      </div>
      <SelectField label={t.severity} value={draft.severity} options={SEVERITIES} hint={t.severityHint}
        disabled={!draft.enabled} onChange={(v) => set('severity', v as Severity)} />
    </SettingsForm>
  );
}
