/**
 * /wizard/wifi, 'WI-FI' (spec 2 §2.1, §5.4): the root network's name, its 5 GHz name on dual-band models (or one
 * name for both bands) and its password, prefilled from the device's root networks (or from the draft when the
 * owner comes back to the step). Nothing is written to the router here: 'Avançar' stores the values in the draft
 * and the confirmation step's 'Concluir' applies them; the root network keeps its security (WPA2).
 * Reserved names (INTELBRAS…) are allowed: they are the root network's own factory names.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Cipher, decodeSecret, modelInfo, validateWifiNetwork, type Wireless } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { useFields } from '../../forms/use-fields.ts';
import { SsidField, WifiKeyField } from '../../forms/wireless/fields.tsx';
import { wifiStep as t, wizardStep as common } from '../../text/wizard-steps.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Pending } from '../../ui/pending.tsx';
import { updateDraft, wizardDraft, type WifiDraft } from './draft.ts';
import { useWizardNav } from './nav.ts';
import { getWireless } from '../../api/wireless.ts';

interface Loaded {
  dualBand: boolean;
  /** the root networks' current values (the form's starting point) */
  initial: WifiDraft & { same: boolean };
  /** the other (non-root) networks: a root name must not repeat one of theirs, on any band (spec 2 §5.4) */
  others: Wireless[];
  /** the root network's radios */
  radios: { r24: string; r5: string };
}

function load(list: Wireless[], model: string): Loaded {
  const root24 = list.find((w) => w.isRoot && w.frequency === '2.4') ?? list.find((w) => w.isRoot);
  const root5 = list.find((w) => w.isRoot && w.frequency === '5');
  const dualBand = modelInfo(model).dualBand && root5 !== undefined;
  const ssid = root24?.ssid ?? '';
  const ssid5 = dualBand ? (root5?.ssid ?? ssid) : ssid;
  const stored = root24?.key ?? '';
  const key = stored === '' ? '' : (decodeSecret(stored) ?? stored);
  const draft = wizardDraft.value.wifi;
  const initial = draft
    ? { ...draft, ssid5: dualBand ? draft.ssid5 : draft.ssid, same: !dualBand || draft.ssid5 === draft.ssid }
    : { ssid, ssid5, key, same: ssid5 === ssid };
  const radios = { r24: root24?.radioID ?? 'radio0', r5: root5?.radioID ?? 'radio1' };
  return { dualBand, initial, others: list.filter((w) => !w.isRoot), radios };
}

export function WifiStep() {
  const { model } = useWizardNav();
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    getWireless()
      .then((list) => live && setData(load(list, model)))
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [attempt, model]);
  if (data) return <WifiForm data={data} />;
  // a new attempt: the earlier read, abandoned (askAgain), is no longer live
  return <Pending error={error} title={common.loadError} onRetry={() => void askAgain(async () => setAttempt((n) => n + 1))} />;
}

type FieldName = 'ssid' | 'ssid5' | 'key';

function validate(v: WifiDraft & { same: boolean }, data: Loaded): Partial<Record<FieldName, string>> {
  // the root network's names against every other network on every band, and its key: the contract's whole-network
  // rule, as the router's. The step always sets a key (the network stays secured), so it is judged as a WPA2 one.
  const bothBands = data.dualBand && v.same;
  const { cipher: _cipher, frequency: _frequency, ...errors } = validateWifiNetwork({
    isRoot: true,
    ssid: v.ssid,
    radioIDs: bothBands ? [data.radios.r24, data.radios.r5] : [data.radios.r24],
    ssid5: data.dualBand && !v.same ? { ssid: v.ssid5, radioID: data.radios.r5 } : undefined,
    cipher: Cipher.Wpa2,
    key: v.key,
  }, { others: data.others });
  return errors;
}

function WifiForm({ data }: { data: Loaded }) {
  const { next } = useWizardNav();
  const { value, setValue, valid, shown, set, touch } = useFields(data.initial, (v) => validate(v, data));

  function submit(event: FormEvent) {
    event.preventDefault();
    touch('ssid', 'ssid5', 'key');
    if (!valid) return;
    const ssid5 = data.dualBand && !value.same ? value.ssid5 : value.ssid;
    updateDraft({ wifi: { ssid: value.ssid, ssid5, key: value.key } });
    next();
  }

  const separate = data.dualBand && !value.same;
  return (
    <form className="wizard-form" onSubmit={submit} noValidate>
      <p className="wizard-step__intro">{t.intro}</p>
      <SsidField label={separate ? t.ssid24 : t.ssid} value={value.ssid} error={shown('ssid')} onChange={(ssid) => set('ssid', ssid)} />
      {data.dualBand && (
        <Checkbox
          label={t.sameName}
          checked={value.same}
          onChange={(e) => {
            const same = e.target.checked;
            setValue((v) => ({ ...v, same, ssid5: same ? v.ssid5 : v.ssid5 || v.ssid }));
          }}
        />
      )}
      {separate && (
        <SsidField label={t.ssid5} value={value.ssid5} error={shown('ssid5')} onChange={(ssid5) => set('ssid5', ssid5)} />
      )}
      <WifiKeyField label={t.password} value={value.key} hint={t.passwordHint} error={shown('key')} onChange={(key) => set('key', key)}
        reveal={{ show: common.showPassword, hide: common.hidePassword, className: 'reveal' }} />
      <div className="wizard-actions">
        <Button type="submit" disabled={!valid}>{common.next}</Button>
      </div>
    </form>
  );
}
