/**
 * /system/syslog (spec 3 §2, §3, §5, §8, §9): the remote log — on/off, server, port (default 514) and the severity
 * (0 Emergência to 7 Debug, default 1), saved with PUT syslog/0. Server and port are checked (validateSyslog) while
 * the log is on; a failed save shows the §8 message.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { syslogSeverities, timing, validateSyslog, type Syslog, type SyslogDraft } from '@roteador/contract';
import { syslog as t } from '../../../text/system.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Field } from '../../../ui/field.tsx';
import { SaveFeedback, useSaveFlow } from '../../../ui/save-flow.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { SelectField } from '../select-field.tsx';
import '../system.css';
import { getSyslog, updateSyslog } from '../../../api/system.ts';

export function SyslogPage() {
  const [stored, setStored] = useState<Syslog>();
  const [error, setError] = useState<unknown>(null);
  const read = () => {
    setError(null);
    getSyslog().then(setStored, setError);
  };
  useEffect(read, []);
  if (!stored) return error ? <ErrorState title={t.loadError} error={error} onRetry={read} /> : <PageSpinner />;
  return (
    <div className="sys-settings">
      <Card className="sys-settings__card">
        <SyslogForm stored={stored} onSaved={setStored} />
      </Card>
    </div>
  );
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
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const [touched, setTouched] = useState<Partial<Record<keyof SyslogDraft, boolean>>>({});
  const flow = useSaveFlow();
  const base = draftOf(stored);
  const changed = (Object.keys(base) as (keyof Draft)[]).some((k) => draft[k] !== base[k]);
  // Off: nothing is sent to a server, so its address and port are not checked.
  const errors = draft.enabled ? validateSyslog({ server: draft.server, port: draft.port }) : {};
  const valid = !errors.server && !errors.port;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ server: true, port: true });
    if (flow.saving || !changed || !valid) return;
    await flow.run(async () => {
      const saved = await updateSyslog({
        enabled: draft.enabled,
        server: draft.server.trim(),
        ...(/^\d+$/.test(draft.port) ? { port: Number(draft.port) } : {}),
        severity_level: draft.severity,
      });
      onSaved(saved);
      setDraft(draftOf(saved));
      setTouched({});
    }, t.saveError);
  }

  const text = (field: keyof SyslogDraft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched((s) => ({ ...s, [field]: true }));
  };

  return (
    <form className="sys-settings__form" onSubmit={submit} noValidate>
      <p className="sys-settings__intro">{t.intro}</p>
      <Toggle label={t.enable} checked={draft.enabled} onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))} />
      <div className="sys-settings__row">
        <Field label={t.server} value={draft.server} hint={t.serverHint} disabled={!draft.enabled}
          autoComplete="off" autoCapitalize="none" spellCheck={false} inputMode="url"
          error={touched.server ? errors.server : undefined}
          onChange={(e) => text('server', e.target.value)} />
        <Field label={t.port} value={draft.port} disabled={!draft.enabled} inputMode="numeric" maxLength={5}
          autoComplete="off" error={touched.port ? errors.port : undefined}
          onChange={(e) => text('port', e.target.value)} />
      </div>
      <SelectField label={t.severity} value={draft.severity} options={SEVERITIES} hint={t.severityHint}
        disabled={!draft.enabled} onChange={(v) => setDraft((d) => ({ ...d, severity: v as Severity }))} />
      <div className="sys-settings__actions">
        <Button type="submit" disabled={!changed || !valid} busy={flow.saving}>{t.save}</Button>
      </div>
      <SaveFeedback flow={flow} />
    </form>
  );
}
