/**
 * /mesh/onboarding: adding a router to the mesh in four steps (spec 1 §2.7, §4 Onboarding):
 * instructions, the location's name, the search (use-node-search.ts), success.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { models, modelNames } from '@roteador/contract';
import { paths } from '../../paths.ts';
import { meshNodes, pollMesh } from '../../state/mesh.ts';
import { mesh as m, onboarding as t } from '../../text/mesh.ts';
import { percent } from '../../text/number.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ProgressBar, Spinner } from '../../ui/spinner.tsx';
import { NodeIcon } from './node-icon.tsx';
import { locationValidator } from './node-format.ts';
import { useNodeSearch } from './use-node-search.ts';
import './mesh.css';

const STEPS = 4;

export function MeshOnboardingPage() {
  useEffect(() => pollMesh(), []);
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [attempt, setAttempt] = useState(0);

  return (
    <div className="card onboarding">
      <ol className="onboarding__steps" aria-label={t.stepOf(step + 1, STEPS)}>
        {Array.from({ length: STEPS }, (_, i) => (
          <li key={i} className={i < step ? 'is-done' : i === step ? 'is-current' : undefined} aria-current={i === step ? 'step' : undefined} />
        ))}
      </ol>
      <p className="onboarding__count">{t.stepOf(step + 1, STEPS)}</p>
      {step === 0 && <Intro onStart={() => setStep(1)} />}
      {step === 1 && (
        <LocationStep
          onSubmit={(value) => {
            setName(value);
            setAttempt((a) => a + 1);
            setStep(2);
          }}
        />
      )}
      {step === 2 && <SearchStep name={name} attempt={attempt} onRetry={() => setAttempt((a) => a + 1)} onDone={() => setStep(3)} />}
      {step === 3 && <Done onAgain={() => setStep(0)} />}
    </div>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  const [compatible, setCompatible] = useState(false);
  const meshModels = modelNames.filter((name) => models[name].mesh);
  return (
    <div className="onboarding__body">
      <span className="onboarding__icon"><NodeIcon /></span>
      <h2>{t.introTitle}</h2>
      <ol className="onboarding__list">
        {t.introSteps.map((text) => <li key={text}>{text}</li>)}
      </ol>
      <button type="button" className="link-button" onClick={() => setCompatible(true)}>{t.compatible}</button>
      <div className="onboarding__actions">
        <Button onClick={onStart}>{t.start}</Button>
      </div>
      {compatible && (
        <Modal title={t.compatibleTitle} onClose={() => setCompatible(false)} actions={<Button onClick={() => setCompatible(false)}>{m.ok}</Button>}>
          <p>{t.compatibleBody}</p>
          <ul className="onboarding__models">
            {meshModels.map((name) => <li key={name}>{name}</li>)}
          </ul>
        </Modal>
      )}
    </div>
  );
}

function LocationStep({ onSubmit }: { onSubmit: (name: string) => void }) {
  useSignals();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const validate = locationValidator(meshNodes.value);
  const message = validate(value);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!validate(value)) onSubmit(value);
  }

  return (
    <form className="onboarding__body" onSubmit={submit} noValidate>
      <h2>{t.locationTitle}</h2>
      <p className="onboarding__text">{t.locationBody}</p>
      <Field
        className="onboarding__field"
        label={m.locationLabel}
        placeholder={m.locationPlaceholder}
        value={value}
        maxLength={64}
        autoComplete="off"
        autoFocus
        error={touched && message ? message : null}
        onChange={(e) => {
          setValue(e.target.value);
          setTouched(true);
        }}
      />
      <div className="onboarding__actions">
        <Button type="submit" disabled={!!message}>{t.continue}</Button>
      </div>
    </form>
  );
}

function SearchStep({ name, attempt, onRetry, onDone }: { name: string; attempt: number; onRetry: () => void; onDone: () => void }) {
  const navigate = useNavigate();
  const { phase, progress } = useNodeSearch(name, attempt);
  useEffect(() => {
    if (phase === 'done') onDone();
  }, [phase, onDone]);

  if (phase === 'notFound' || phase === 'failed') {
    return (
      <div className="onboarding__body" role="alert">
        <span className="onboarding__icon onboarding__icon--error"><AlertIcon /></span>
        <h2>{phase === 'notFound' ? t.notFoundTitle : t.failedTitle}</h2>
        <p className="onboarding__text">{phase === 'notFound' ? t.notFoundBody : t.failedBody}</p>
        <div className="onboarding__actions">
          <Button variant="secondary" onClick={() => navigate(paths.dashboard)}>{t.cancel}</Button>
          <Button onClick={onRetry}>{t.retry}</Button>
        </div>
      </div>
    );
  }
  const connecting = phase === 'connecting' || phase === 'done';
  return (
    <div className="onboarding__body" aria-live="polite">
      <span className={connecting ? 'onboarding__icon' : 'onboarding__radar'} aria-hidden="true"><NodeIcon /></span>
      <h2>{connecting ? t.connecting : t.searching}</h2>
      <p className="onboarding__text">{connecting ? t.connectingBody : t.searchingBody}</p>
      {connecting ? (
        <div className="onboarding__progress">
          <ProgressBar value={progress} label={t.progress} />
          <span>{percent(progress)}</span>
        </div>
      ) : (
        <Spinner size={32} label={t.searching} />
      )}
    </div>
  );
}

function Done({ onAgain }: { onAgain: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="onboarding__body">
      <span className="onboarding__icon onboarding__icon--done"><NodeIcon /></span>
      <h2>{t.doneTitle}</h2>
      <p className="onboarding__text">{t.doneBody}</p>
      <div className="onboarding__actions">
        <Button variant="secondary" onClick={onAgain}>{t.addAnother}</Button>
        <Button onClick={() => navigate(paths.dashboard)}>{t.finish}</Button>
      </div>
    </div>
  );
}
