/**
 * /wizard/repeater, 'Modo repetidor' (spec 2 §2.1, §5.4, §8, §9): the networks the device hears (site survey),
 * grouped 'Redes 5GHz' and 'Redes 2.4GHz' (channel > 14 is 5 GHz), each with its signal icon; a refresh that
 * waits the survey's 1 s before reading again; the chosen network's password (not asked for an open network).
 * WPA-only and WEP-only networks cannot be repeated: choosing one opens 'Criptografia Inválida' and leaves the
 * choice as it was. The rules are the contract's validateRepeaterClient, the one PUT wireless/wlc applies. 'Avançar' stores the choice in the draft; 'Concluir' sends it (PUT wireless/wlc).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Cipher, timing, validateCipher, validateRepeaterClient, validationMessages, type SiteSurveyEntry } from '@roteador/contract';
import { askAgain } from '../../api/client.ts';
import { getSiteSurvey } from '../../api/wireless.ts';
import { repeaterStep as t, signalNames, wizardStep as common } from '../../text/wizard-steps.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { ErrorModal } from '../../ui/feedback.tsx';
import { Field } from '../../ui/field.tsx';
import { EyeIcon } from '../../ui/icons.tsx';
import { Pending } from '../../ui/pending.tsx';
import { SignalIcon, wifiIconLevel } from '../../ui/signal-icon.tsx';
import { ProgressBar } from '../../ui/spinner.tsx';
import { updateDraft, wizardDraft } from './draft.ts';
import { useWizardNav } from './nav.ts';
import './repeater-step.css';
import { sleep } from '../../time.ts';

const is5GHz = (n: SiteSurveyEntry) => n.channel > 14;
const isOpen = (n: SiteSurveyEntry) => n.cipher === Cipher.None;
const unsupported = (n: SiteSurveyEntry) => validateCipher(n.cipher) !== undefined;
const idOf = (n: SiteSurveyEntry) => `${n.ssid}\u0000${n.channel}`;
const byStrength = (a: SiteSurveyEntry, b: SiteSurveyEntry) => b.signal_level - a.signal_level;

export function RepeaterStep() {
  const { next } = useWizardNav();
  const [list, setList] = useState<SiteSurveyEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [key, setKey] = useState(wizardDraft.value.repeater?.key ?? '');
  const [touched, setTouched] = useState(false);
  const [reveal, setReveal] = useState(false);
  const [refused, setRefused] = useState(false);
  const live = useRef(true);

  async function read() {
    try {
      const found = (await getSiteSurvey()).filter((n) => n.ssid !== '');
      if (!live.current) return;
      setList(found);
      setError(null);
      // Coming back to the step: the network chosen before, if it is still heard.
      setSelected((current) => {
        if (current !== null) return found.some((n) => idOf(n) === current) ? current : null;
        const draft = wizardDraft.value.repeater;
        const match = draft && found.find((n) => n.ssid === draft.ssid && n.cipher === draft.cipher && !unsupported(n));
        return match ? idOf(match) : null;
      });
    } catch (e) {
      if (live.current) setError(e);
    }
  }

  useEffect(() => {
    live.current = true;
    void read();
    return () => {
      live.current = false;
    };
  }, []);

  async function refresh() {
    if (refreshing) return;
    setRefreshing(true);
    await sleep(timing.wait.surveyRefresh);
    if (live.current) await read();
    if (live.current) setRefreshing(false);
  }

  if (list === null) {
    return <Pending error={error} title={common.loadError} onRetry={() => void askAgain(read)} />;
  }

  const chosen = list.find((n) => idOf(n) === selected) ?? null;
  const needsKey = chosen !== null && !isOpen(chosen);
  const errors = chosen ? validateRepeaterClient({ ssid: chosen.ssid, cipher: chosen.cipher, key: needsKey ? key : '' }) : {};
  const valid = chosen !== null && Object.keys(errors).length === 0;

  function choose(n: SiteSurveyEntry) {
    if (unsupported(n)) {
      setRefused(true);
      return;
    }
    if (idOf(n) !== selected) setTouched(false);
    setSelected(idOf(n));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!chosen || !valid) return;
    updateDraft({
      repeater: {
        ssid: chosen.ssid,
        cipher: chosen.cipher,
        key: isOpen(chosen) ? '' : key,
        radioID: is5GHz(chosen) ? 'radio1' : 'radio0',
      },
    });
    next();
  }

  const groups: Array<[string, SiteSurveyEntry[]]> = [
    [t.group5, list.filter(is5GHz).sort(byStrength)],
    [t.group24, list.filter((n) => !is5GHz(n)).sort(byStrength)],
  ];

  return (
    <form className="wizard-form" onSubmit={submit} noValidate>
      <p className="wizard-step__intro">{t.intro}</p>
      <div className="survey__bar">
        <h2 className="survey__title">{t.networks}</h2>
        <Button variant="secondary" onClick={() => void refresh()} busy={refreshing}>{t.refresh}</Button>
      </div>
      {refreshing && <ProgressBar label={t.searching} />}
      {error !== null && <ErrorState compact error={error} title={common.loadError} onRetry={() => void refresh()} />}
      {list.length === 0 && <p className="survey__empty">{t.none}</p>}
      {groups.map(([name, entries]) =>
        entries.length === 0 ? null : (
          <div key={name} role="radiogroup" aria-label={name} className="survey__group">
            <h3 className="survey__group-title">{name}</h3>
            <ul className="survey__list">
              {entries.map((n) => {
                const level = wifiIconLevel(n.signal_level);
                return (
                  <li key={idOf(n)} className={`survey__item${idOf(n) === selected ? ' survey__item--selected' : ''}`}>
                    <label className="survey__label">
                      <input
                        type="radio"
                        name="network"
                        aria-label={n.ssid}
                        checked={idOf(n) === selected}
                        onChange={() => choose(n)}
                      />
                      <span className="survey__name">
                        <span className="survey__ssid">{n.ssid}</span>
                        <span className="survey__security">{isOpen(n) ? t.open : t.security(n.cipher)}</span>
                      </span>
                      <SignalIcon level={level} label={signalNames[level]} size={22} />
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ),
      )}
      {chosen && needsKey && (
        <Field
          label={t.password}
          hint={t.passwordOf(chosen.ssid)}
          type={reveal ? 'text' : 'password'}
          value={key}
          maxLength={128}
          autoComplete="off"
          error={touched ? errors.key : undefined}
          onChange={(e) => {
            setKey(e.target.value);
            setTouched(true);
          }}
          trailing={
            <button type="button" className="reveal" aria-pressed={reveal} onClick={() => setReveal((r) => !r)}>
              <EyeIcon />
              {reveal ? common.hidePassword : common.showPassword}
            </button>
          }
        />
      )}
      {chosen && !needsKey && <p className="survey__note">{t.openNote}</p>}
      {errors.ssid && <p className="field__error" role="alert">{errors.ssid}</p>}
      {!chosen && <p className="survey__note">{t.chooseFirst}</p>}
      <div className="wizard-actions">
        <Button type="submit" disabled={!valid}>{common.next}</Button>
      </div>
      {refused && (
        <ErrorModal title={validationMessages.invalidCipher} message={t.unsupportedCipher} onClose={() => setRefused(false)} />
      )}
    </form>
  );
}
