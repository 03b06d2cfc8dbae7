/**
 * The TR-069 tab (spec 3 §3, §5, §7): on/off; the ACS (URL, username, password, periodic inform and its interval, 0 or
 * 60–43200 s); the connection request (name, password, port, path); STUN (server, port); the CA certificate (a file
 * under 4096 bytes). GET/PUT tr069_config/0; the four credentials travel encoded (encodeSecret / decodeSecret). A
 * field its switch leaves off is disabled and shows no message; one out of its bounds (typed while on) is sent as stored.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  decodeSecret,
  encodeSecret,
  tr069FieldsOff,
  validateTr069,
  type Tr069Config,
  type Tr069Draft,
  type Tr069Field,
} from '@roteador/contract';
import { getTr069, updateTr069 } from '../../../api/system.ts';
import { management as t } from '../../../text/system.ts';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { FilePicker } from '../../../ui/file-picker.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { inUse, storedWhereOff } from '../fields-off.ts';
import { SettingsCard, SettingsForm, typedNumber, useSettingsDraft, useStored } from '../settings.tsx';

export function Tr069Form() {
  const stored = useStored(getTr069);
  return <SettingsCard stored={stored} loadError={t.tr069LoadError}>{(value) => <Form stored={value} onSaved={stored.set} />}</SettingsCard>;
}

interface Draft extends Omit<Tr069Draft, 'ca_cert_bytes'> {
  inform: boolean;
  ca_cert: string;
}
type TextField = Exclude<keyof Draft, 'tr069_enable' | 'connection' | 'stun' | 'inform' | 'ca_cert'>;

const plain = (encoded: string) => decodeSecret(encoded) ?? encoded;
const bytes = (text: string) => new TextEncoder().encode(text).length;
const validate = (d: Draft) => validateTr069({ ...d, ca_cert_bytes: bytes(d.ca_cert) });

function draftOf(c: Tr069Config): Draft {
  return {
    tr069_enable: c.tr069_enable,
    acs_url: c.acs.acs_url,
    acs_username: plain(c.acs.acs_username),
    acs_password: plain(c.acs.acs_password),
    inform: c.acs.tr069_inform,
    tr069_interval: String(c.acs.tr069_interval),
    connection: c.connection.enabled,
    conreq_name: plain(c.connection.conreq_name),
    conreq_pw: plain(c.connection.conreq_pw),
    conreq_port: String(c.connection.conreq_port),
    conreq_path: c.connection.conreq_path,
    stun: c.stun.enabled,
    stun_server_addr: c.stun.stun_server_addr,
    stun_server_port: String(c.stun.stun_server_port),
    ca_cert: c.ca_cert,
  };
}

function Form({ stored, onSaved }: { stored: Tr069Config; onSaved: (value: Tr069Config) => void }) {
  const { draft, base, setDraft, set, errors, valid, shown, touch, untouch, isTouched, changed, flow, save } =
    useSettingsDraft(stored, draftOf, onSaved, (d) => inUse(validate(d), tr069FieldsOff(d)));
  // the name of the certificate file chosen here (a stored certificate has none)
  const [certName, setCertName] = useState<string | null>(null);
  const certInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // the failing fields only (a field switched off since is forgotten)
    untouch();
    touch(...(Object.keys(errors) as Tr069Field[]));
    if (flow.saving || !changed || !valid) return;
    const typed = {
      ...draft,
      acs_url: draft.acs_url.trim(),
      conreq_path: draft.conreq_path.trim(),
      stun_server_addr: draft.stun_server_addr.trim(),
    };
    const sent = storedWhereOff(typed, base, validate(typed), tr069FieldsOff(typed));
    await save(() => updateTr069({
      tr069_enable: sent.tr069_enable,
      acs: {
        acs_url: sent.acs_url,
        acs_username: encodeSecret(sent.acs_username),
        acs_password: encodeSecret(sent.acs_password),
        tr069_inform: sent.inform,
        tr069_interval: typedNumber(sent.tr069_interval, stored.acs.tr069_interval),
      },
      connection: {
        enabled: sent.connection,
        conreq_name: encodeSecret(sent.conreq_name),
        conreq_pw: encodeSecret(sent.conreq_pw),
        conreq_port: typedNumber(sent.conreq_port, stored.connection.conreq_port),
        conreq_path: sent.conreq_path,
      },
      stun: {
        enabled: sent.stun,
        stun_server_addr: sent.stun_server_addr,
        stun_server_port: typedNumber(sent.stun_server_port, stored.stun.stun_server_port),
      },
      ca_cert: sent.ca_cert,
    }), t.tr069SaveError);
  }

  const flag = (field: 'tr069_enable' | 'connection' | 'stun' | 'inform', value: boolean) => set(field, value);
  const field = (name: TextField, label: string, extra: { type?: string; hint?: string; disabled?: boolean; numeric?: boolean } = {}) => (
    <Field label={label} value={draft[name]} type={extra.type} hint={extra.hint} autoComplete="off" autoCapitalize="none"
      spellCheck={false} inputMode={extra.numeric ? 'numeric' : undefined} disabled={!draft.tr069_enable || extra.disabled}
      error={shown(name as Tr069Field)} onChange={(e) => set(name, e.target.value)} />
  );

  async function chooseCert(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setCertName(file?.name ?? null);
    touch('ca_cert');
    setDraft((d) => ({ ...d, ca_cert: '' }));
    if (file) {
      const content = await file.text();
      setDraft((d) => ({ ...d, ca_cert: content }));
    }
  }

  // removed: none chosen any more, so the same file may be chosen again
  function removeCert() {
    setCertName(null);
    if (certInput.current) certInput.current.value = '';
    setDraft((d) => ({ ...d, ca_cert: '' }));
  }

  const off = !draft.tr069_enable;
  return (
    <SettingsForm intro={t.tr069Intro} onSubmit={submit} canSave={changed && valid} flow={flow} saveLabel={t.save}>
      <Toggle label={t.tr069} checked={draft.tr069_enable} onChange={(e) => flag('tr069_enable', e.target.checked)} />
      <section className="sys-settings__group" aria-label={t.acs}>
        <h2>{t.acs}</h2>
        {field('acs_url', t.acsUrl)}
        <div className="sys-settings__pair">
          {field('acs_username', t.acsUsername)}
          {field('acs_password', t.acsPassword, { type: 'password' })}
        </div>
        <Toggle label={t.inform} checked={draft.inform} disabled={off} onChange={(e) => flag('inform', e.target.checked)} />
        {field('tr069_interval', t.interval, { hint: t.intervalHint, numeric: true })}
      </section>
      <section className="sys-settings__group" aria-label={t.connection}>
        <h2>{t.connection}</h2>
        <Toggle label={t.connectionEnable} checked={draft.connection} disabled={off} onChange={(e) => flag('connection', e.target.checked)} />
        <div className="sys-settings__pair">
          {field('conreq_name', t.conreqName, { disabled: !draft.connection })}
          {field('conreq_pw', t.conreqPw, { type: 'password', disabled: !draft.connection })}
        </div>
        <div className="sys-settings__pair">
          {field('conreq_port', t.conreqPort, { numeric: true, disabled: !draft.connection })}
          {field('conreq_path', t.conreqPath, { disabled: !draft.connection })}
        </div>
      </section>
      <section className="sys-settings__group" aria-label={t.stun}>
        <h2>{t.stun}</h2>
        <Toggle label={t.stunEnable} checked={draft.stun} disabled={off} onChange={(e) => flag('stun', e.target.checked)} />
        <div className="sys-settings__row">
          {field('stun_server_addr', t.stunAddr, { disabled: !draft.stun })}
          {field('stun_server_port', t.stunPort, { numeric: true, disabled: !draft.stun })}
        </div>
      </section>
      <section className="sys-settings__group">
        <div className="field">
          <label className="field__label" htmlFor="tr069-ca">{t.caCert}</label>
          <FilePicker ref={certInput} id="tr069-ca" fileName={certName} accept=".pem,.crt,.cer" disabled={off} onChange={(e) => void chooseCert(e)} />
          {isTouched('ca_cert') && errors.ca_cert
            ? <p className="field__error" role="alert">{errors.ca_cert}</p>
            : <p className="field__hint">{draft.ca_cert ? t.caCertLoaded(bytes(draft.ca_cert)) : t.caCertHint}</p>}
        </div>
        {draft.ca_cert && !off && (
          <div className="sys-settings__actions">
            <Button variant="secondary" onClick={removeCert}>{t.caCertRemove}</Button>
          </div>
        )}
      </section>
    </SettingsForm>
  );
}
