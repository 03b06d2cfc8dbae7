/**
 * The signal icon (DESIGN: the shared signal icon) of Wi-Fi links and mesh nodes: three bars, lit by level,
 * coloured green, yellow and red (spec 2 §9) unless the text beside them is. Named for assistive technology by `label`; `data-level` carries the level for tests.
 * `wifiIconLevel` applies the icon thresholds of spec 2 §9 (-50 moderate, -70 bad), which differ from the
 * quality wording's (-66/-75) and from the mesh's (-66/-77).
 */
import { timing } from '@roteador/contract';

export type SignalIconLevel = 'good' | 'moderate' | 'bad';

const LIT: Record<SignalIconLevel, number> = { good: 3, moderate: 2, bad: 1 };
const COLOR: Record<SignalIconLevel, string> = {
  good: 'var(--color-accent-strong)',
  moderate: 'var(--color-warning)',
  bad: 'var(--color-danger)',
};

/** Below -70 dBm bad, below -50 moderate, else good. */
export function wifiIconLevel(dbm: number): SignalIconLevel {
  const { iconModerate, iconBad } = timing.limits.wifiSignal;
  return dbm < iconBad ? 'bad' : dbm < iconModerate ? 'moderate' : 'good';
}

export function SignalIcon({ level, label, className, size = 20, tinted = true }: {
  level: SignalIconLevel;
  /** false: the bars take the colour of the text around them (a label next to them already carries it) */
  tinted?: boolean;
  /** the accessible name; without it the icon is decoration */
  label?: string;
  className?: string;
  size?: number;
}) {
  const lit = LIT[level];
  return (
    <svg
      viewBox="0 0 18 14"
      width={size}
      height={(size * 14) / 18}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-level={level}
      className={['signal-icon', className].filter(Boolean).join(' ')}
      style={tinted ? { color: COLOR[level], flex: 'none' } : { flex: 'none' }}
    >
      {[0, 1, 2].map((i) => (
        <rect key={i} x={i * 6} y={10 - i * 5} width="4" height={4 + i * 5} rx="1" fill="currentColor" opacity={i < lit ? 1 : 0.22} />
      ))}
    </svg>
  );
}
