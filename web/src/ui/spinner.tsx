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

/** A page-level loading state. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size={40} />
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
