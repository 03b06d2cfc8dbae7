/** One radio's settings (spec 2 §5.5): only the values the band and the radio's opMode allow are offered. */
import { useId } from 'react';
import {
  AUTOMATIC_CHANNEL,
  extensionApplies,
  extensionOptions,
  firstRefusal,
  radioBandwidthOptions,
  radioChannelOptions,
  radioFeatures,
  type Radio,
  type RadioUpdate,
} from '@roteador/contract';
import { radio as t } from '../../../text/radio.ts';
import { Card } from '../../../ui/card.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { radioErrors, shown } from './data.ts';

interface Option { value: string; label: string }

function Select({ label, value, options, onChange, disabled }: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="field__control">
        <select id={id} className="field__input radio-select" value={value} disabled={disabled}
          onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
    </div>
  );
}

function Feature({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="radio-feature">
      <Toggle label={label} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <p className="radio-feature__hint">{hint}</p>
    </div>
  );
}

export function RadioSection({ radio, edits, onEdit }: { radio: Radio; edits?: RadioUpdate; onEdit: (u: RadioUpdate) => void }) {
  const v = shown(radio, edits);
  const band = radio.frequency;
  const has = radioFeatures(radio);
  const channels = radioChannelOptions(band).map((c) => ({ value: String(c), label: c === AUTOMATIC_CHANNEL ? t.automatic : String(c) }));
  const widths = radioBandwidthOptions(band).map((b) => ({ value: b, label: t.bandwidths[b] ?? b }));
  // the options above leave nothing to refuse; a radio the router stored otherwise says why it cannot be saved
  const refusal = firstRefusal(radioErrors(radio, edits));
  const sides = extensionApplies(v) ? extensionOptions(v.configuredChannel) : [];
  const powers = (Object.keys(t.powers) as Array<keyof typeof t.powers>).map((p) => ({ value: p, label: t.powers[p] }));
  return (
    <Card title={t.band(band)} className="radio-card">
      <Toggle label={t.enabled} checked={v.enabled} onChange={(e) => onEdit({ enabled: e.target.checked })} />
      {!v.enabled && <p className="radio-note" role="note">{t.disabledNote}</p>}
      <div className="radio-fields">
        <div>
          <Select label={t.channel} value={String(v.configuredChannel)} options={channels}
            onChange={(c) => onEdit({ configuredChannel: Number(c) })} />
          {radio.enabled && radio.channel > 0 && <p className="field__hint">{t.currentChannel(radio.channel)}</p>}
        </div>
        <Select label={t.bandwidth} value={v.bandwidth} options={widths} onChange={(b) => onEdit({ bandwidth: b })} />
        {sides.length > 0 && (
          <Select label={t.extension} value={v.extension} options={sides.map((s) => ({ value: s, label: t.extensions[s] ?? s }))}
            onChange={(s) => onEdit({ extension: s })} />
        )}
        <Select label={t.power} value={v.power} options={powers} onChange={(p) => onEdit({ power: p as Radio['power'] })} />
      </div>
      <fieldset className="radio-advanced">
        <legend>{t.advanced}</legend>
        <div className="radio-advanced__list">
        {has.muMimo && <Feature label={t.muMimo} hint={t.muMimoHint} checked={v.mu_mimo} onChange={(on) => onEdit({ mu_mimo: on })} />}
        <Feature label={t.beamforming} hint={t.beamformingHint} checked={v.beamforming} onChange={(on) => onEdit({ beamforming: on })} />
        {has.ofdma && <Feature label={t.ofdma} hint={t.ofdmaHint} checked={v.ofdma} onChange={(on) => onEdit({ ofdma: on })} />}
        {has.twt && <Feature label={t.twt} hint={t.twtHint} checked={v.twt} onChange={(on) => onEdit({ twt: on })} />}
        </div>
      </fieldset>
      {refusal && <p className="field__error" role="alert">{refusal.message}</p>}
    </Card>
  );
}
