/**
 * 'GERENCIAMENTO REMOTO VIA WAN' (spec 3 §3, §5): HTTP on/off and port, HTTPS on/off and port, an IP range (start
 * below the end), IPv6 and ping on the WAN. A port inside a port-forward's external range is refused ('Esta porta
 * está em uso por uma regra de redirecionamento'), and HTTP and HTTPS must differ (the spec's 'getenciamento'). A port
 * or range switched off is disabled or hidden: one out of its bounds (typed while on) is sent as stored.
 */
import type { FormEvent } from 'react';
import {
  remoteManagementFieldsOff,
  validateRemoteManagement,
  type PortRedirect,
  type RemoteManagement,
  type RemoteManagementDraft,
} from '@roteador/contract';
import { getPortRedirects } from '../../../api/security.ts';
import { getRemoteManagement, updateRemoteManagement } from '../../../api/system.ts';
import { management as t } from '../../../text/system.ts';
import { Field } from '../../../ui/field.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { inUse, storedWhereOff } from '../fields-off.ts';
import { SettingsCard, SettingsForm, typedNumber, useSettingsDraft, useStored } from '../settings.tsx';

/** The setting, with the port forwards' external ranges its ports must stay out of. */
const read = () => Promise.all([getRemoteManagement(), getPortRedirects()]);

export function RemoteManagementForm() {
  const stored = useStored(read);
  return (
    <SettingsCard stored={stored} loadError={t.loadError}>
      {([management, forwards]) => (
        <Form stored={management} ranges={forwards.map((f) => f.externalPort)} onSaved={(saved) => stored.set([saved, forwards])} />
      )}
    </SettingsCard>
  );
}

interface Draft extends RemoteManagementDraft {
  ipv6Enabled: boolean;
  pingWan: boolean;
}

function draftOf({ id: _id, ...m }: RemoteManagement): Draft {
  return { ...m, port: String(m.port), https_port: String(m.https_port) };
}

function Form({ stored, ranges, onSaved }: {
  stored: RemoteManagement; ranges: PortRedirect['externalPort'][]; onSaved: (value: RemoteManagement) => void;
}) {
  const { draft, base, set, valid, shown, touch, changed, flow, save } =
    useSettingsDraft(stored, draftOf, onSaved, (d) => inUse(validateRemoteManagement(d, ranges), remoteManagementFieldsOff(d)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    touch('port', 'https_port', 'rangeStart', 'rangeEnd');
    if (flow.saving || !changed || !valid) return;
    const typed = { ...draft, rangeStart: draft.rangeStart.trim(), rangeEnd: draft.rangeEnd.trim() };
    const sent = storedWhereOff(typed, base, validateRemoteManagement(typed, ranges), remoteManagementFieldsOff(typed));
    await save(() => updateRemoteManagement({
      enabled: sent.enabled,
      port: typedNumber(sent.port, stored.port),
      https_enable: sent.https_enable,
      https_port: typedNumber(sent.https_port, stored.https_port),
      enable_ip_range: sent.enable_ip_range,
      rangeStart: sent.rangeStart,
      rangeEnd: sent.rangeEnd,
      ipv6Enabled: sent.ipv6Enabled,
      pingWan: sent.pingWan,
    }), t.saveError);
  }

  const flag = (field: 'enabled' | 'https_enable' | 'enable_ip_range' | 'ipv6Enabled' | 'pingWan', value: boolean) => set(field, value);

  return (
    <SettingsForm intro={t.intro} onSubmit={submit} canSave={changed && valid} flow={flow} saveLabel={t.save}>
      <Toggle label={t.http} checked={draft.enabled} onChange={(e) => flag('enabled', e.target.checked)} />
      <Field label={t.port} value={draft.port} disabled={!draft.enabled} inputMode="numeric" maxLength={5} autoComplete="off"
        error={shown('port')} onChange={(e) => set('port', e.target.value)} />
      <Toggle label={t.https} checked={draft.https_enable} onChange={(e) => flag('https_enable', e.target.checked)} />
      <Field label={t.httpsPort} value={draft.https_port} disabled={!draft.https_enable} inputMode="numeric" maxLength={5}
        autoComplete="off" error={shown('https_port')} onChange={(e) => set('https_port', e.target.value)} />
      <Toggle label={t.ipRange} checked={draft.enable_ip_range} onChange={(e) => flag('enable_ip_range', e.target.checked)} />
      {draft.enable_ip_range && (
        <div className="sys-settings__pair">
          <Field label={t.rangeStart} value={draft.rangeStart} inputMode="decimal" autoComplete="off" error={shown('rangeStart')}
            onChange={(e) => set('rangeStart', e.target.value)} />
          <Field label={t.rangeEnd} value={draft.rangeEnd} inputMode="decimal" autoComplete="off" error={shown('rangeEnd')}
            onChange={(e) => set('rangeEnd', e.target.value)} />
        </div>
      )}
      <Toggle label={t.ipv6} checked={draft.ipv6Enabled} onChange={(e) => flag('ipv6Enabled', e.target.checked)} />
      <Toggle label={t.pingWan} checked={draft.pingWan} onChange={(e) => flag('pingWan', e.target.checked)} />
    </SettingsForm>
  );
}
