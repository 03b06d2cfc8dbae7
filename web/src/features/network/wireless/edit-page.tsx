/**
 * /network/wifi/add and /network/wifi/{id}: 'Editar rede Wi-Fi' (spec 2 §2.3, §4.8, §4.11, §4.12, §5.4, §8).
 * 'Salvar' stays disabled until the form is changed and valid; the validators run again on submit; a repeated
 * submit is ignored. Save: the writes of planSave (band steering first), then apply and the restart wait, then
 * timing.wait.wirelessListDelay, then the list with 'Configurações aplicadas com sucesso'. A refused write shows
 * the error modal and returns to the form.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { Cipher, lockMessage, timing, wifiNetworksFixed } from '@roteador/contract';
import { isLimitReached } from '../../../api/errors.ts';
import { createWireless, deleteWireless, updateBandSteering, updateWireless } from '../../../api/wireless.ts';
import { useFields } from '../../../forms/use-fields.ts';
import { SsidField, WifiKeyField } from '../../../forms/wireless/fields.tsx';
import {
  findNetwork,
  initialValue,
  locks,
  planSave,
  SECURITY_CIPHERS,
  steeringAllowed,
  validateWifi,
  wpsAllowed,
  wpsForced,
  type Band,
  type WifiContext,
  type WifiStep,
} from '../../../forms/wireless/wireless.ts';
import { paths } from '../../../paths.ts';
import { useFreshRead } from '../../../state/fresh-read.ts';
import { applyAndWait } from '../../../state/restart.ts';
import { wifi as t } from '../../../text/wireless.ts';
import { Card } from '../../../ui/card.tsx';
import { ErrorModal, WaitModal } from '../../../ui/feedback.tsx';
import { FormActions } from '../../../ui/form-actions.tsx';
import { Pending } from '../../../ui/pending.tsx';
import { RecordMissing } from '../../../ui/record-missing.tsx';
import { Toggle } from '../../../ui/toggle.tsx';
import { NetworkFrame } from '../frame.tsx';
import { useMeshRole, wifiData, type WifiData } from './data.ts';
import { sleep } from '../../../time.ts';
import './wireless.css';

const LIST = paths.network.wifi;

export function WifiEditPage() {
  useSignals();
  const { id } = useParams();
  const role = useMeshRole();
  const { value: data, error, retry } = useFreshRead(wifiData);
  let body: ReactNode;
  if (!data) body = <Pending error={error} onRetry={retry} />;
  else {
    const adding = id === undefined || id === 'add';
    const net = adding ? undefined : findNetwork(data.wireless, id);
    if ((!adding && !net) || (adding && wifiNetworksFixed(role))) {
      body = <RecordMissing className="wifi-form" message={adding ? t.lockedAgent : t.notFound} backTo={LIST} backLabel={t.backToList} />;
    } else {
      const own = net?.records ?? [];
      const ctx: WifiContext = {
        radios: data.radios,
        own,
        others: data.wireless.filter((w) => w.mode !== 1 && !own.includes(w)),
        limits: data.limits,
        role,
      };
      body = <WifiForm key={`${id ?? 'add'}:${role}`} ctx={ctx} data={data} />;
    }
  }
  return <NetworkFrame>{body}</NetworkFrame>;
}

type Phase = 'editing' | 'saving' | 'restarting' | 'error';

async function perform(step: WifiStep) {
  if (step.kind === 'steering') await updateBandSteering(step.enabled);
  else if (step.kind === 'delete') await deleteWireless(step.id);
  else if (step.kind === 'create') await createWireless(step.input);
  else await updateWireless(step.id, step.update);
}

function WifiForm({ ctx, data }: { ctx: WifiContext; data: WifiData }) {
  const navigate = useNavigate();
  const [original] = useState(() => initialValue(ctx, data.bandSteering));
  const { value, setValue, errors, valid, shown, set, touch } = useFields(original, (v) => validateWifi(v, ctx));
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState('');

  const adding = ctx.own.length === 0;
  const root = ctx.own.some((r) => r.isRoot);
  const dualModel = ctx.radios.length > 1;
  const lock = locks(ctx);
  const steeringShown = root && dualModel;
  const plan = planSave(value, ctx, data.bandSteering, steeringShown);
  // what the owner changed (the plan may also carry fixes of its own, such as the controller's WPS)
  const changed = JSON.stringify(value) !== JSON.stringify(original) && (adding || plan.length > 0);
  const wpsOk = wpsAllowed(value);
  const forced = wpsForced(ctx);
  const steeringOk = steeringAllowed(value, ctx);


  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'editing') return;
    touch('ssid', 'ssid5', 'key');
    if (!changed || !valid) return;
    setPhase('saving');
    try {
      for (const step of planSave(value, ctx, data.bandSteering, steeringShown)) await perform(step);
      setPhase('restarting');
      if (!(await applyAndWait())) return;
    } catch (error) {
      setFailure(isLimitReached(error) ? t.limit : t.saveError);
      setPhase('error');
      void wifiData.load();
      return;
    }
    await sleep(timing.wait.wirelessListDelay);
    navigate(LIST, { replace: true, state: { applied: true } });
  }

  const bands: Array<[Band, string]> = [['2.4', t.band('2.4')], ['5', t.band('5')], ['both', t.both]];
  const lockHint = (locked: boolean) => (locked ? lockMessage(ctx.role) : undefined);

  return (
    <Card className="wifi-form-card">
      <form className="wifi-form" onSubmit={submit} noValidate>
        {ctx.role === 'agent' && <p className="wifi-note" role="note">{t.agentNotice}</p>}
        {dualModel && (
          <fieldset className="wifi-bands" disabled={lock.frequency} aria-describedby="wifi-band-note">
            <legend className="field__label">{t.frequency}</legend>
            <div className="wifi-bands__options">
              {bands.map(([band, label]) => (
                <label key={band} className="wifi-band">
                  <input type="radio" name="frequency" value={band} checked={value.frequency === band} onChange={() => set('frequency', band)} />
                  <span>{label}</span>
                </label>
              ))}
            </div>
            <p id="wifi-band-note" className="field__hint">{root ? t.rootBand : lockHint(lock.frequency)}</p>
            {errors.frequency && <p className="field__error" role="alert">{errors.frequency}</p>}
          </fieldset>
        )}
        {!dualModel && errors.frequency && <p className="field__error" role="alert">{errors.frequency}</p>}
        <SsidField label={t.ssid} value={value.ssid} disabled={lock.ssid} hint={lockHint(lock.ssid)} error={shown('ssid')}
          onChange={(ssid) => set('ssid', ssid)} />
        {root && dualModel && value.frequency === 'both' && (
          <Toggle
            label={t.separate}
            checked={value.separate}
            disabled={lock.separate}
            onChange={(e) => {
              const separate = e.target.checked;
              setValue((old) => ({ ...old, separate, ssid5: separate ? old.ssid5 : old.ssid }));
            }}
          />
        )}
        {root && dualModel && value.frequency === 'both' && (
          <p className="field__hint wifi-hint">{lockHint(lock.separate) ?? t.separateHint}</p>
        )}
        {root && dualModel && value.frequency === 'both' && value.separate && (
          <SsidField label={t.ssid5} value={value.ssid5} disabled={lock.ssid} hint={lockHint(lock.ssid)} error={shown('ssid5')}
            onChange={(ssid5) => set('ssid5', ssid5)} />
        )}
        {!root && (
          <div className="wifi-switch">
            <Toggle label={t.guestNetwork} checked={value.guest} onChange={(e) => set('guest', e.target.checked)} />
            <p className="field__hint">{t.guestHint}</p>
          </div>
        )}
        <div className="wifi-switch">
          <Toggle label={t.openNetwork} checked={value.open} disabled={lock.open} onChange={(e) => set('open', e.target.checked)} />
          <p className="field__hint">{lockHint(lock.open) ?? (value.open ? t.openWarning : '')}</p>
        </div>
        {!value.open && (
          <>
            <div className="field">
              <label className="field__label" htmlFor="wifi-security">{t.security}</label>
              <div className="field__control">
                <select
                  id="wifi-security"
                  className="field__input wifi-select"
                  value={value.cipher}
                  disabled={lock.security}
                  onChange={(e) => set('cipher', Number(e.target.value))}
                >
                  {SECURITY_CIPHERS.map((c) => (
                    <option key={c} value={c} disabled={c === Cipher.Wpa3 && lock.wpa3Only}>{t.ciphers[c]}</option>
                  ))}
                </select>
              </div>
              {(lock.security || lock.wpa3Only) && <p className="field__hint">{lock.security ? lockHint(true) : t.mesh3Blocked}</p>}
            </div>
            <WifiKeyField label={t.key} value={value.key} disabled={lock.key} hint={lockHint(lock.key)} error={shown('key')}
              onChange={(key) => set('key', key)} reveal={{ show: t.showKey, hide: t.hideKey, className: 'wifi-reveal' }} />
          </>
        )}
        <Toggle label={t.broadcast} checked={value.broadcast} onChange={(e) => set('broadcast', e.target.checked)} />
        <div className="wifi-switch">
          <Toggle
            label={t.wps}
            checked={forced || (wpsOk && value.wps)}
            disabled={forced || !wpsOk}
            onChange={(e) => set('wps', e.target.checked)}
          />
          {(forced || !wpsOk) && <p className="field__hint">{forced ? t.wpsMesh : t.wpsOff}</p>}
        </div>
        {steeringShown && (
          <div className="wifi-switch">
            <Toggle
              label={t.bandSteering}
              checked={steeringOk && value.bandSteering}
              disabled={!steeringOk}
              onChange={(e) => set('bandSteering', e.target.checked)}
            />
            <p className="field__hint">{steeringOk ? t.bandSteeringHint : t.bandSteeringNeeds}</p>
          </div>
        )}
        <FormActions className="wifi-form__actions" cancel={LIST} cancelLabel={t.cancel} saveLabel={t.save}
          disabled={!changed || !valid} busy={phase !== 'editing' && phase !== 'error'} />
      </form>
      {phase === 'saving' && <WaitModal title={t.saving} />}
      {phase === 'error' && <ErrorModal message={failure} onClose={() => setPhase('editing')} />}
    </Card>
  );
}

