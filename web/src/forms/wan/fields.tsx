/**
 * The WAN form's fields (spec 2 §2.3, §5.3): the mode choice 'Automático' / 'Estático' / 'PPPoE', the fields of
 * that mode, DNS (shown unless automatic outside static) and MAC clone. Stateless: the value, the errors to show
 * and the changes go through props (useWanForm keeps them).
 */
import { useId, useState } from 'react';
import { MAC_MAX_LENGTH, timing, wanDnsInUse } from '@roteador/contract';
import { wanForm as t } from '../../text/wan.ts';
import { Field } from '../../ui/field.tsx';
import { Toggle } from '../../ui/toggle.tsx';
import { MODE_NAMES, type WanErrors, type WanField, type WanMode, type WanValue } from './model.ts';
import './wan.css';

export interface WanFieldsProps {
  value: WanValue;
  /** the messages to show (the touched fields' errors) */
  errors: WanErrors;
  onField: (field: WanField, text: string) => void;
  onMode: (mode: WanMode) => void;
  onDnsAutomatic: (automatic: boolean) => void;
  onCloneMac: (clone: boolean) => void;
  disabled?: boolean;
}

const MODES: WanMode[] = [0, 1, 2];

export function WanFields({ value, errors, onField, onMode, onDnsAutomatic, onCloneMac, disabled }: WanFieldsProps) {
  const groupId = useId();
  const [reveal, setReveal] = useState(false);
  const field = (name: WanField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={label}
      value={value[name]}
      error={errors[name]}
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      onChange={(e) => onField(name, e.target.value)}
      {...extra}
    />
  );
  const address = { inputMode: 'decimal' as const };
  const name = MODE_NAMES[value.mode];
  return (
    <div className="wan-form">
      <fieldset className="wan-modes" disabled={disabled}>
        <legend id={groupId} className="field__label">{t.modeLabel}</legend>
        <div className="wan-modes__options">
          {MODES.map((mode) => (
            <label key={mode} className={['wan-mode', mode === value.mode && 'wan-mode--on'].filter(Boolean).join(' ')}>
              <input type="radio" name={groupId} className="wan-mode__input" checked={mode === value.mode} onChange={() => onMode(mode)} />
              <span>{t.modes[MODE_NAMES[mode]]}</span>
            </label>
          ))}
        </div>
        <p className="field__hint">{t.modeHint[name]}</p>
      </fieldset>

      {value.mode === 1 && (
        <div className="wan-form__group">
          {field('ip4', t.ip4, { ...address, placeholder: '200.0.0.2' })}
          {field('netmask', t.netmask, { ...address, placeholder: '255.255.255.0' })}
          {field('gateway', t.gateway, { ...address, placeholder: '200.0.0.1' })}
        </div>
      )}

      {value.mode === 2 && (
        <div className="wan-form__group">
          {field('username', t.username)}
          {field('password', t.password, {
            type: reveal ? 'text' : 'password',
            trailing: (
              <button type="button" className="wan-reveal" aria-pressed={reveal} onClick={() => setReveal((r) => !r)}>
                {reveal ? t.hidePassword : t.showPassword}
              </button>
            ),
          })}
          {field('server', t.server, { hint: t.optional })}
          {field('service', t.service, { hint: t.optional })}
          {field('pppoeMtu', t.mtu, { inputMode: 'numeric', maxLength: timing.limits.pppoeMtu.digits })}
        </div>
      )}

      {value.mode !== 2 && <div className="wan-form__group">{field('mtu', t.mtu, { inputMode: 'numeric' })}</div>}

      <div className="wan-form__group">
        <h2 className="wan-form__title">{t.dnsTitle}</h2>
        {value.mode !== 1 && (
          <Toggle label={t.dnsAutomatic} checked={value.dnsAutomatic} disabled={disabled} onChange={(e) => onDnsAutomatic(e.target.checked)} />
        )}
        {wanDnsInUse(value) && (
          <>
            {field('dns1', t.dns1, address)}
            {field('dns2', t.dns2, { ...address, hint: t.optional })}
            {field('dns3', t.dns3, { ...address, hint: t.optional })}
          </>
        )}
      </div>

      <div className="wan-form__group">
        <h2 className="wan-form__title">{t.macTitle}</h2>
        <Toggle label={t.cloneMac} checked={value.cloneMac} disabled={disabled} onChange={(e) => onCloneMac(e.target.checked)} />
        <p className="field__hint">{t.cloneMacHint}</p>
        {value.cloneMac && field('clonedMac', t.clonedMac, { maxLength: MAC_MAX_LENGTH, placeholder: '00:00:00:00:00:00' })}
      </div>
    </div>
  );
}
