/**
 * The wizard's WAN step (spec 2 §2.1, §4.3). On /wizard/wan it first checks the cable, then reads wan_detect:
 * - no cable: 'Cabo não conectado' (skip the step / try again);
 * - all three not found: 'Não encontrei conexão com a internet. Deseja tentar novamente?' (try again / configure
 *   manually, which forces static);
 * - PPPoE or static found: internet found (go on to Wi-Fi / configure the WAN in that mode);
 * - DHCP found: already DHCP → on to the next step; else ask whether to use DHCP;
 * - DHCP maybe: the internet is checked, again every timing.poll.wizardInternetCheck until it answers;
 * - PPPoE maybe: the user is told to enter the provider's credentials, and the PPPoE form opens.
 * On /wizard/wan/{dhcp|static|pppoe} the form opens in that mode, without detection. 'Avançar' writes the
 * WanDraft into the wizard draft (nothing is sent before 'Concluir'); 'Pular esta etapa' skips the step.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { detectOutcome, timing } from '@roteador/contract';
import { getStatus } from '../../api/status.ts';
import { getLink, getWanDetect } from '../../api/wan.ts';
import {
  MODE_NAMES,
  MODE_OF,
  modeInPath,
  readWanData,
  useWanForm,
  wanContext,
  wanDraft,
  WanFields,
  wanValue,
  wanValueFromDraft,
  type WanData,
  type WanModeName,
  type WanValue,
} from '../../forms/wan/index.ts';
import { paths } from '../../paths.ts';
import { usePoller } from '../../state/poller.ts';
import { wanStep as t } from '../../text/wan.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { updateDraft, wizardDraft } from './draft.ts';
import { useWizardNav } from './nav.ts';

const BASE = paths.wizard.wan;

type Phase =
  | 'detecting'
  | 'cable'
  | 'none'
  | 'pppoeFound'
  | 'staticFound'
  | 'dhcpAsk'
  | 'checking'
  | 'pppoeMaybe'
  | 'form';

export function WanStep() {
  const { pathname } = useLocation();
  const named = modeInPath(pathname, BASE);
  const [data, setData] = useState<WanData | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = async () => {
    setError(null);
    try {
      setData(await readWanData());
    } catch (e) {
      setError(e);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  if (error) return <ErrorState error={error} title={t.loadError} onRetry={() => void load()} />;
  if (!data) return <Busy />;
  return <WanStepBody data={data} named={named} />;
}

function Busy({ text = t.detecting }: { text?: string }) {
  return (
    <div className="wan-step__busy" role="status">
      <Spinner size={24} label={null} />
      <span>{text}</span>
    </div>
  );
}

function WanStepBody({ data, named }: { data: WanData; named: WanModeName | undefined }) {
  const nav = useWizardNav();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>(named ? 'form' : 'detecting');
  const [checks, setChecks] = useState(0);
  const alive = useRef(true);

  const [original] = useState<WanValue>(() => wanValue(data.wan, data.pppoe));
  const [context] = useState(() => wanContext(data));
  const pppoeId = data.pppoe?.id ?? null;
  const draft = wizardDraft.value.wan;
  const start = draft ? wanValueFromDraft(original, draft) : original;
  const form = useWanForm(original, context, named ? { ...start, mode: MODE_OF[named] } : start);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // The sub-route names the mode; /wizard/wan alone runs the detection.
  useEffect(() => {
    if (named) {
      form.setMode(MODE_OF[named]);
      setPhase('form');
    } else {
      void detect();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [named]);

  const configure = (mode: WanModeName) => navigate(paths.wizard.wanMode[mode]);

  function skip() {
    updateDraft({ wan: null, skippedWan: true });
    nav.next();
  }

  /** Keeps the WAN the router has (it reaches the internet): nothing to write. */
  function proceed() {
    updateDraft({ wan: null, skippedWan: false });
    nav.next();
  }

  function chooseDhcp() {
    updateDraft({ wan: wanDraft({ ...original, mode: 0 }, pppoeId), skippedWan: false });
    nav.next();
  }

  /** DHCP answered: already DHCP → on; otherwise ask. */
  function dhcpFound() {
    if (data.wan.mode === 0) chooseDhcp();
    else setPhase('dhcpAsk');
  }

  async function detect() {
    setPhase('detecting');
    try {
      const link = await getLink();
      if (!alive.current) return;
      if (!link.status) return setPhase('cable');
      const outcome = detectOutcome(await getWanDetect());
      if (!alive.current) return;
      if (outcome === 'dhcpFound') return dhcpFound();
      if (outcome === 'dhcpMaybe') {
        setChecks(0);
        return setPhase('checking');
      }
      setPhase(outcome);
    } catch {
      if (alive.current) setPhase('none');
    }
  }

  /** DHCP maybe: is the internet reachable? At once, then again every 10 s until it is (or the step leaves 'checking'). */
  usePoller<boolean>(phase !== 'checking' ? null : {
    intervalMs: timing.poll.wizardInternetCheck,
    // a failed read counts as no internet: the check goes on at the same pace
    fetch: () => getStatus().then((s) => s.has_internet, () => false),
    onData(up) {
      if (up) dhcpFound();
      else setChecks((n) => n + 1);
    },
  }, [phase === 'checking']);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.touchAll()) return;
    updateDraft({ wan: wanDraft(form.value, pppoeId), skippedWan: false });
    nav.next();
  }

  const skipButton = <Button variant="ghost" onClick={skip}>{t.skip}</Button>;

  return (
    <div className="wan-step">
      <p className="wan-step__intro">{t.intro}</p>
      {phase === 'detecting' && <Busy />}
      {phase === 'checking' && (
        <div className="wan-step">
          <Busy text={t.checking} />
          {checks > 0 && <p role="alert">{t.checkingRetry}</p>}
          <div className="wan-step__actions">
            {skipButton}
            <Button variant="secondary" onClick={() => configure('static')}>{t.manual}</Button>
          </div>
        </div>
      )}
      {phase !== 'detecting' && phase !== 'checking' && (
        <form className="wan-page__form" onSubmit={submit} noValidate>
          <WanFields
            {...form.fields}
            onMode={(mode) => {
              form.setMode(mode);
              configure(MODE_NAMES[mode]);
            }}
          />
          <div className="wan-step__actions">
            {skipButton}
            <Button type="submit">{t.next}</Button>
          </div>
        </form>
      )}

      {phase === 'cable' && (
        <Dialog title={t.cableTitle} message={t.cableMessage}
          secondary={[t.skipShort, skip]} primary={[t.retry, () => void detect()]} />
      )}
      {phase === 'none' && (
        <Dialog title={t.noInternetTitle} message={t.noInternet}
          secondary={[t.manual, () => configure('static')]} primary={[t.retry, () => void detect()]} />
      )}
      {(phase === 'pppoeFound' || phase === 'staticFound') && (
        <Dialog title={t.foundTitle} message={phase === 'pppoeFound' ? t.foundPppoe : t.foundStatic}
          secondary={[t.configure, () => configure(phase === 'pppoeFound' ? 'pppoe' : 'static')]} primary={[t.goWifi, proceed]} />
      )}
      {phase === 'dhcpAsk' && (
        <Dialog title={t.dhcpTitle} message={t.dhcpAsk} secondary={[t.no, () => setPhase('form')]} primary={[t.useDhcp, chooseDhcp]} />
      )}
      {phase === 'pppoeMaybe' && (
        <Dialog title={t.pppoeTitle} message={t.pppoeMaybe} primary={[t.ok, () => configure('pppoe')]} />
      )}
    </div>
  );
}

type Action = [label: string, run: () => void];

/** A detection question: a message and one or two answers (no way around it: the step waits for the choice). */
function Dialog({ title, message, primary, secondary }: { title: string; message: string; primary: Action; secondary?: Action }) {
  return (
    <Modal
      title={title}
      alert
      actions={
        <>
          {secondary && <Button variant="secondary" onClick={secondary[1]}>{secondary[0]}</Button>}
          <Button onClick={primary[1]}>{primary[0]}</Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
