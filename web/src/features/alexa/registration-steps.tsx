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
    <div className="alexa-steps">
      <ol className="alexa-steps__bar" aria-hidden="true">
        {STEPS.map((_, i) => (
          <li key={i} className={i < step ? 'alexa-steps__dot alexa-steps__dot--on' : 'alexa-steps__dot'} />
        ))}
      </ol>
      <p className="alexa-steps__label">{t.stepOf(step, STEPS.length)}</p>
    </div>
  );
}

/** Spec 1 §5: the start buttons are disabled without internet, and say why. */
function NoInternet() {
  return (
    <p className="message message--warning alexa-step__notice" role="alert">
      <AlertIcon />
      <span>{t.noInternet}</span>
    </p>
  );
}

export function IntroStep({ online, onStart }: { online: boolean; onStart: () => void }) {
  return (
    <div className="alexa-step">
      <span className="alexa-hero"><MicIcon /></span>
      <h2 className="alexa-step__title" tabIndex={-1}>{t.introTitle}</h2>
      <p className="alexa-step__body">{t.introBody}</p>
      <ul className="alexa-points">
        {t.introPoints.map((point) => <li key={point}>{point}</li>)}
      </ul>
      {!online && <NoInternet />}
      <Button className="alexa-step__action" onClick={onStart} disabled={!online}>{t.start}</Button>
    </div>
  );
}

export function CodeStep({ code, online, onRegister }: { code: string; online: boolean; onRegister: () => void }) {
  return (
    <div className="alexa-step">
      <h2 className="alexa-step__title" tabIndex={-1}>{t.codeTitle}</h2>
      <p className="alexa-step__body">{t.codeBody}</p>
      <figure className="alexa-code">
        <figcaption className="alexa-code__label" id="alexa-code-label">{t.codeLabel}</figcaption>
        <output className="alexa-code__value" aria-labelledby="alexa-code-label">{code}</output>
      </figure>
      {!online && <NoInternet />}
      <Button className="alexa-step__action" onClick={onRegister} disabled={!online}>
        {t.register}
        <ExternalIcon className="alexa-step__external" />
      </Button>
      <p className="alexa-step__hint">{t.registerHint}</p>
    </div>
  );
}

export function WaitingStep({ onReopen }: { onReopen: () => void }) {
  const progress = useCyclingProgress(true);
  return (
    <div className="alexa-step">
      <span className="alexa-hero alexa-hero--pulse"><MicIcon /></span>
      <h2 className="alexa-step__title" tabIndex={-1}>{t.waitingTitle}</h2>
      <p className="alexa-step__body">{t.waitingBody}</p>
      <div className="alexa-step__progress">
        <ProgressBar value={progress} label={t.waitingProgress} />
      </div>
      <Button variant="ghost" className="alexa-step__link" onClick={onReopen}>
        {t.reopen}
        <ExternalIcon className="alexa-step__external" />
      </Button>
    </div>
  );
}

export function DoneStep({ onFinish }: { onFinish: () => void }) {
  return (
    <div className="alexa-step">
      <span className="alexa-hero alexa-hero--done"><CheckCircleIcon /></span>
      <h2 className="alexa-step__title" tabIndex={-1}>{t.doneTitle}</h2>
      <p className="alexa-step__body">{t.doneBody}</p>
      <ul className="alexa-suggestions">
        {t.suggestions.map((s) => (
          <li key={s} className="alexa-suggestion">
            <SpeechIcon className="alexa-suggestion__icon" />
            <q>{s}</q>
          </li>
        ))}
      </ul>
      <Button className="alexa-step__action" onClick={onFinish}>{t.finish}</Button>
    </div>
  );
}
