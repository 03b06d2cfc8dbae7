/**
 * /amazon/alexa (spec 1 §2.10, §4 "Voice registration", §5, §8), the voice model only (the shell's
 * guard sends any other model to /). One view at a time, decided by flow.ts from the step the user
 * reached and each answer of GET voice_assistant.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { registrationUrl } from '../../api/alexa.ts';
import { askAgain } from '../../api/client.ts';
import { paths } from '../../paths.ts';
import { status } from '../../state/status.ts';
import { Card } from '../../ui/card.tsx';
import { Pending } from '../../ui/pending.tsx';
import { nextView, stepOf, type AlexaView } from './flow.ts';
import { RegisteredView } from './registered-view.tsx';
import { CodeStep, DoneStep, IntroStep, Stepper, WaitingStep } from './registration-steps.tsx';
import { useAlexaPoll } from './use-alexa.ts';
import './alexa.css';

export function AlexaPage() {
  useSignals();
  const navigate = useNavigate();
  const [view, setView] = useState<AlexaView>('loading');
  const { assistant, refresh } = useAlexaPoll(view, (answer) => setView((v) => nextView(v, answer.is_registered)));
  const online = status.data.value?.has_internet === true;
  const data = assistant.data.value;
  const flowRef = useFocusOnStepChange(view);

  if (!data) {
    return <Pending error={assistant.error.value} onRetry={() => void askAgain(refresh)} />;
  }

  // The registration page opens in a new tab, cut off from this one (noopener): the router's code travels in the URL.
  const openRegistration = () => window.open(registrationUrl(data.registration_code), '_blank', 'noopener,noreferrer');

  if (view === 'registered') {
    return (
      <RegisteredView
        assistant={data}
        onSaved={(sound) => assistant.receive({ ...data, ...sound })}
        onDisassociated={async () => {
          // Back to step 1 with the new code the router made.
          await refresh();
          setView('intro');
        }}
      />
    );
  }

  const step = stepOf(view) ?? 1;
  return (
    <Card className="alexa-flow">
      <div ref={flowRef}>
        <Stepper step={step} />
        {view === 'code' ? (
          <CodeStep
            code={data.registration_code}
            online={online}
            onRegister={() => {
              openRegistration();
              setView('waiting');
            }}
          />
        ) : view === 'waiting' ? (
          <WaitingStep onReopen={openRegistration} />
        ) : view === 'done' ? (
          <DoneStep onFinish={() => navigate(paths.dashboard)} />
        ) : (
          <IntroStep online={online} onStart={() => setView('code')} />
        )}
      </div>
    </Card>
  );
}

/** Moves focus to the new step's title when the step changes (not on arrival), so a screen reader follows. */
function useFocusOnStepChange(view: AlexaView) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef<AlexaView | null>(null);
  useEffect(() => {
    if (view === 'loading') return;
    if (first.current === null) {
      first.current = view;
      return;
    }
    ref.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [view]);
  return ref;
}
