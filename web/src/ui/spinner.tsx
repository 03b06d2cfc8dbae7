import { useEffect, useState } from 'react';
import { timing } from '@roteador/contract';
import { app } from '../text/pt-BR.ts';

/** A spinning ring; with a label it is a role=status region, without one it is decoration. */
export function Spinner({ size = 32, label = app.loading }: { size?: number; label?: string | null }) {
  const ring = <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
  if (label === null) return ring;
  return (
    <span className="spinner-wrap" role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * A page-level loading state. Still loading after timing.wait.slowPage, it says so and offers to try again
 * (`onRetry`, else the page is loaded again): the owner never faces a bare 'Carregando…' until the client gives up.
 */
export function PageSpinner({ onRetry }: { onRetry?: () => void } = {}) {
  return (
    <div className="page-spinner">
      <Spinner size={40} />
      <SlowNotice onRetry={onRetry ?? (() => window.location.reload())} />
    </div>
  );
}

/**
 * The slow notice of something still loading (a page, a scan, a card's part): nothing for timing.wait.slowPage, then
 * 'Está demorando mais que o normal' with 'Tentar novamente' (`onRetry`: the reads asked again, api/client.ts
 * askAgain). Shown while it is mounted: its caller shows it only while the read is pending.
 */
export function SlowNotice({ onRetry }: { onRetry: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), timing.wait.slowPage);
    return () => clearTimeout(timer);
  }, []);
  if (!slow) return null;
  return (
    <div className="page-spinner__slow" role="alert">
      <p>{app.slowLoading}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>{app.retry}</button>
    </div>
  );
}

/** value 0–100; without a value it is an indeterminate bar. */
export function ProgressBar({ value, label }: { value?: number; label: string }) {
  return (
    <div
      className={`progress${value === undefined ? ' progress--indeterminate' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <span className="progress__bar" style={value === undefined ? undefined : { width: `${value}%` }} />
    </div>
  );
}
