/** Password meter, the strong-password rule and the known-words warning (spec 1 §5, spec 2 §5.1 and §5.6). */
import { limits } from '../timing.ts';
import type { Validator } from './core.ts';
import { validationMessages as m, weakWordMessage } from './messages.ts';

export interface PasswordCriteria {
  readonly lowercase: boolean;
  readonly uppercase: boolean;
  readonly number: boolean;
  readonly symbol: boolean;
  readonly length: boolean;
}

const passwordStrengthLabels = ['MUITO FRACA', 'FRACA', 'MÉDIA', 'FORTE', 'MUITO FORTE'] as const;
export type PasswordStrengthLabel = (typeof passwordStrengthLabels)[number];

export interface PasswordStrength {
  readonly criteria: PasswordCriteria;
  /** how many of the five criteria are met, 0 to 5 */
  readonly score: number;
  readonly label: PasswordStrengthLabel;
}

/** Score to label: 0 and 1 share the lowest label, so five labels cover six scores. */
function labelOf(score: number): PasswordStrengthLabel {
  return passwordStrengthLabels[Math.max(0, score - 1)];
}

export function passwordStrength(password: string): PasswordStrength {
  const criteria: PasswordCriteria = {
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    number: /[0-9]/.test(password),
    // printable ASCII that is neither letter nor digit, space included; `ascii` refuses the rest anyway
    symbol: /[ -/:-@[-`{-~]/.test(password),
    length: password.length >= limits.passwordMin,
  };
  const score = Object.values(criteria).filter(Boolean).length;
  return { criteria, score, label: labelOf(score) };
}

/**
 * "Where a strong password is required it must be FORTE" (spec 1 §5): FORTE or better, and the minimum length
 * is always one of the criteria met, so four character classes without the length are not enough.
 */
export const passwordCriteria: Validator = (value) => {
  if (value === '') return undefined;
  const { criteria, score } = passwordStrength(value);
  return criteria.length && score >= passwordStrengthLabels.indexOf('FORTE') + 1 ? undefined : m.weakPassword;
};

/** The spec's examples plus the common neighbours it alludes to ("and similar"). */
export const knownPasswordWords: readonly string[] = [
  'admin',
  'password',
  'senha',
  'qwerty',
  '123456',
  '123456789',
  '12345678',
  'root',
  'router',
  'roteador',
  'teste',
  'intelbras',
  'wifi',
  'abc123',
  '111111',
  'iloveyou',
  'welcome',
];

/** Longest first, so '123456789' is named rather than the '123456' it contains. */
const byLength = [...knownPasswordWords].sort((a, b) => b.length - a.length);

/** A warning only: the password may still be saved. */
export function weakPasswordWarning(password: string): string | undefined {
  const lower = password.toLowerCase();
  const word = byLength.find((known) => lower.includes(known));
  return word === undefined ? undefined : weakWordMessage(word);
}

export function passwordsMatch(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : m.passwordsMismatch;
}
