/**
 * /wizard and its steps (spec 2 §2.1, §4.2): the wizard's own frame — no menu; the step's title and the progress
 * of the steps; the welcome modal when it opens; the browser's back action disabled; 'Pular assistente' (to the
 * confirmation). It logs in as the factory administrator first (session.ts) and provides WizardNavContext.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { askAgain } from '../../api/client.ts';
import { getEasyMesh } from '../../api/mesh.ts';
import { lazyPage } from '../../app/lazy-page.ts';
import { paths } from '../../paths.ts';
import { clearSession } from '../../state/session.ts';
import { wizard as t } from '../../text/wizard.ts';
import { Button } from '../../ui/button.tsx';
import { Logo } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Pending } from '../../ui/pending.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { CredentialsStep } from './credentials-step.tsx';
import { updateDraft, wizardDraft } from './draft.ts';
import { LocationStep, otherLocations } from './location-step.tsx';
import { WizardNavContext, type WizardNav } from './nav.ts';
import { OperationModeStep } from './operation-mode-step.tsx';
import { finishing, pollFactoryDefault, startWizard } from './session.ts';
import { nextStep, STEP_PATHS, stepOf, stepOrder, type WizardStep } from './steps.ts';
import './wizard.css';

// The other steps are chunks of their own: the wizard's first screen loads only what it shows.
const WanStep = lazyPage(() => import('./wan-step.tsx'), 'WanStep');
const WifiStep = lazyPage(() => import('./wifi-step.tsx'), 'WifiStep');
const RepeaterStep = lazyPage(() => import('./repeater-step.tsx'), 'RepeaterStep');
const ConfirmStep = lazyPage(() => import('./confirm-step.tsx'), 'ConfirmStep');

type Mesh = { enabled: boolean; type: 0 | 1 } | null;
type Start =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; model: string; meshCapable: boolean; mesh: Mesh; others: string[] };

export function WizardPage() {
  useSignals();
  // useNavigate's function changes with the address: kept in a ref, so the login and the poll run once, not per step.
  const navigateNow = useNavigate();
  const navigateRef = useRef(navigateNow);
  navigateRef.current = navigateNow;
  const [start, setStart] = useState<Start>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const toLogin = () => {
      clearSession();
      navigateRef.current(paths.login, { replace: true });
    };
    startWizard()
      .then(async (result) => {
        if (!live) return;
        if (result.kind === 'login') return toLogin();
        // The device's mesh as it is: the operation-mode step starts from it, the finish writes it only if changed.
        const mesh = result.meshCapable ? await getEasyMesh().catch(() => null) : null;
        // a device already in a mesh: the location step may not take another node's name
        const others = await otherLocations(mesh?.nodes ?? []);
        if (!live) return;
        setStart({
          kind: 'ready',
          model: result.status.model,
          meshCapable: result.meshCapable,
          mesh: mesh ? { enabled: mesh.enabled, type: mesh.type === 1 ? 1 : 0 } : null,
          others,
        });
      })
      .catch((error: unknown) => live && setStart({ kind: 'error', error }));
    return () => {
      live = false;
    };
  }, [attempt]);

  const ready = start.kind === 'ready';
  useEffect(() => {
    if (!ready) return;
    const poller = pollFactoryDefault(() => {
      clearSession();
      navigateRef.current(paths.login, { replace: true });
    });
    poller.start();
    return () => poller.stop();
  }, [ready]);

  useBackDisabled(navigateRef);

  return (
    <div className="wizard">
      <header className="wizard__header">
        <Logo />
        <span className="wizard__name">{t.title}</span>
      </header>
      <main className="wizard__main">
        {start.kind !== 'ready' && (
          <Pending error={start.kind === 'error' ? start.error : null} onRetry={() => void askAgain(async () => setAttempt((n) => n + 1))} />
        )}
        {start.kind === 'ready' && (
          <WizardSteps model={start.model} meshCapable={start.meshCapable} mesh={start.mesh} others={start.others} />
        )}
      </main>
    </div>
  );
}

function WizardSteps({ model, meshCapable, mesh, others }: { model: string; meshCapable: boolean; mesh: Mesh; others: string[] }) {
  useSignals();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const draft = wizardDraft.value;
  const step = stepOf(pathname);
  const order = stepOrder(draft.operationMode, meshCapable);
  // A step is reached only in its turn: the credentials come first, and each mode has its own steps.
  const redirect: WizardStep | null =
    step !== 'credentials' && !draft.username ? 'credentials' : !order.includes(step) ? 'operation-mode' : null;

  useEffect(() => {
    if (redirect) navigate(STEP_PATHS[redirect], { replace: true });
  }, [redirect, navigate]);

  const nav = useMemo<WizardNav>(() => ({
    model,
    meshCapable,
    next() {
      const current = wizardDraft.peek();
      navigate(STEP_PATHS[nextStep(stepOf(window.location.pathname), current.operationMode, meshCapable)], { replace: true });
    },
    skipWizard() {
      updateDraft({ skippedWizard: true });
      navigate(STEP_PATHS.confirm, { replace: true });
    },
  }), [model, meshCapable, navigate]);

  if (redirect) return <PageSpinner />;
  const index = order.indexOf(step);
  const canSkip = step !== 'credentials' && step !== 'confirm' && !finishing.value;

  const content: Record<WizardStep, ReactNode> = {
    credentials: <CredentialsStep />,
    location: <LocationStep others={others} />,
    'operation-mode': <OperationModeStep initialMesh={mesh} />,
    wan: <WanStep />,
    wifi: <WifiStep />,
    repeater: <RepeaterStep />,
    confirm: <ConfirmStep initialMesh={mesh} />,
  };

  return (
    <WizardNavContext.Provider value={nav}>
      <nav className="wizard-progress" aria-label={t.progress}>
        <p className="wizard-progress__count">{t.stepOf(index + 1, order.length)}</p>
        <ol className="wizard-progress__steps">
          {order.map((s, i) => (
            <li key={s} className={i < index ? 'is-done' : i === index ? 'is-current' : undefined} aria-current={i === index ? 'step' : undefined}>
              <span className="wizard-progress__dot" aria-hidden="true">{i + 1}</span>
              <span className="wizard-progress__label">{t.steps[s]}</span>
            </li>
          ))}
        </ol>
      </nav>
      <section className="wizard-step" aria-labelledby="wizard-step-title">
        <div className="wizard-step__head">
          <h1 id="wizard-step-title">{t.steps[step]}</h1>
          {canSkip && (
            <a className="wizard-skip" href={STEP_PATHS.confirm} onClick={(e) => { e.preventDefault(); nav.skipWizard(); }}>
              {t.skipWizard}
            </a>
          )}
        </div>
        <Suspense fallback={<PageSpinner />}>{content[step]}</Suspense>
      </section>
      {!draft.welcomed && (
        <Modal title={t.welcome.title} alert actions={<Button onClick={() => updateDraft({ welcomed: true })}>{t.welcome.start}</Button>}>
          <p>{t.welcome.body}</p>
        </Modal>
      )}
    </WizardNavContext.Provider>
  );
}

/**
 * Spec 2 §2.1: no way back while in the wizard. The browser's back is undone at once: the current address is put
 * back on top of the history, and the router, which saw the back (its listener on window runs before any added
 * later, capturing or not), is sent back to it in the same task, so the previous step never renders. The current
 * address is followed as the history itself changes (the router's push and replace), not when React commits the
 * new step: a back pressed right after 'Avançar' returns to the new step, not the old one.
 */
function useBackDisabled(navigate: { current: NavigateFunction }) {
  useEffect(() => {
    const history = window.history;
    let current = { state: history.state as unknown, url: window.location.href };
    const { pushState, replaceState } = history;
    const follow = (write: History['pushState']): History['pushState'] =>
      function (this: History, ...args) {
        write.apply(this, args);
        current = { state: history.state, url: window.location.href };
      };
    history.pushState = follow(pushState);
    history.replaceState = follow(replaceState);
    const onPop = () => {
      const { state, url } = current;
      pushState.call(history, state, '', url);
      const { pathname, search, hash } = new URL(url);
      navigate.current(pathname + search + hash, { replace: true, state: (state as { usr?: unknown } | null)?.usr });
    };
    // Two entries of our own behind the current one, so that back stays inside this page (never leaves it) — also
    // when a second back comes before the first one's entry was put back (a quick double press: the browser steps
    // back from the history as it knew it).
    pushState.call(history, history.state, '', window.location.href);
    pushState.call(history, history.state, '', window.location.href);
    window.addEventListener('popstate', onPop);
    return () => {
      history.pushState = pushState;
      history.replaceState = replaceState;
      window.removeEventListener('popstate', onPop);
    };
  }, []);
}
