/** The four steps of the registration flow (spec 1 §2.10), each a plain view of what the page decided. */
import { alexa as t } from '../../text/alexa.ts';
import { Button } from '../../ui/button.tsx';
import { AlertIcon, MicIcon } from '../../ui/icons.tsx';
import { ProgressBar } from '../../ui/spinner.tsx';
import { STEPS } from './flow.ts';
import { useCyclingProgress } from './use-alexa.ts';
import { CheckCircleIcon, ExternalIcon, SpeechIcon } from './alexa-icons.tsx';

export function Stepper({ step }: { step: number }) {
  return (
    <div className="voice-steps">
      <ol className="voice-steps__bar" aria-hidden="true">
        {STEPS.map((_, i) => (
          <li key={i} className={i < step ? 'voice-steps__dot voice-steps__dot--on' : 'voice-steps__dot'} />
        ))}
      </ol>
      <p className="voice-steps__label">{t.stepOf(step, STEPS.length)}</p>
    </div>
  );
}

/** Spec 1 §5: the start buttons are disabled without internet, and say why. */
function NoInternet() {
  return (
    <p className="message message--warning voice-step__notice" role="alert">
      <AlertIcon />
      <span>{t.noInternet}</span>
    </p>
  );
}

export function IntroStep({ online, onStart }: { online: boolean; onStart: () => void }) {
  return (
    <div className="voice-step">
      <span className="voice-hero"><MicIcon /></span>
      <h2 className="voice-step__title" tabIndex={-1}>{t.introTitle}</h2>
      <p className="voice-step__body">{t.introBody}</p>
      <ul className="voice-points">
        {t.introPoints.map((point) => <li key={point}>{point}</li>)}
      </ul>
      {!online && <NoInternet />}
      <Button className="voice-step__action" onClick={onStart} disabled={!online}>{t.start}</Button>
    </div>
  );
}

export function CodeStep({ code, online, onRegister }: { code: string; online: boolean; onRegister: () => void }) {
  return (
    <div className="voice-step">
      <h2 className="voice-step__title" tabIndex={-1}>{t.codeTitle}</h2>
      <p className="voice-step__body">{t.codeBody}</p>
      <figure className="voice-code">
        <figcaption className="voice-code__label" id="voice-code-label">{t.codeLabel}</figcaption>
        <output className="voice-code__value" aria-labelledby="voice-code-label">{code}</output>
      </figure>
      {!online && <NoInternet />}
      <Button className="voice-step__action" onClick={onRegister} disabled={!online}>
        {t.register}
        <ExternalIcon className="voice-step__external" />
      </Button>
      <p className="voice-step__hint">{t.registerHint}</p>
    </div>
  );
}

export function WaitingStep({ onReopen }: { onReopen: () => void }) {
  const progress = useCyclingProgress(true);
  return (
    <div className="voice-step">
      <span className="voice-hero voice-hero--pulse"><MicIcon /></span>
      <h2 className="voice-step__title" tabIndex={-1}>{t.waitingTitle}</h2>
      <p className="voice-step__body">{t.waitingBody}</p>
      <div className="voice-step__progress">
        <ProgressBar value={progress} label={t.waitingProgress} />
      </div>
      <Button variant="ghost" className="voice-step__link" onClick={onReopen}>
        {t.reopen}
        <ExternalIcon className="voice-step__external" />
      </Button>
    </div>
  );
}

export function DoneStep({ onFinish }: { onFinish: () => void }) {
  return (
    <div className="voice-step">
      <span className="voice-hero voice-hero--done"><CheckCircleIcon /></span>
      <h2 className="voice-step__title" tabIndex={-1}>{t.doneTitle}</h2>
      <p className="voice-step__body">{t.doneBody}</p>
      <ul className="voice-suggestions">
        {t.suggestions.map((s) => (
          <li key={s} className="voice-suggestion">
            <SpeechIcon className="voice-suggestion__icon" />
            <q>{s}</q>
          </li>
        ))}
      </ul>
      <Button className="voice-step__action" onClick={onFinish}>{t.finish}</Button>
    </div>
  );
}
