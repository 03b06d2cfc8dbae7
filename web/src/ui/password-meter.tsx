/**
 * The password's strength (a five-step meter and its label) and its criteria, each met or pending
 * (spec 2 §5.1, §5.6). Used by the wizard's credentials step and by /system/users.
 */
import { passwordStrength, type PasswordCriteria } from '@roteador/contract';
import { credentials as t } from '../text/credentials.ts';

const ORDER: Array<keyof PasswordCriteria> = ['lowercase', 'uppercase', 'number', 'symbol', 'length'];

export function PasswordMeter({ password }: { password: string }) {
  const { criteria, score, label } = passwordStrength(password);
  const shown = password === '' ? 0 : score;
  return (
    <div className="password-meter" data-score={shown}>
      <div className="password-meter__bar">
        <meter aria-label={t.strength} min={0} max={5} value={shown} className="password-meter__meter" />
        <span className="password-meter__label" aria-live="polite">{`${t.strength}: ${label}`}</span>
      </div>
      <p className="password-meter__title">{t.criteriaTitle}</p>
      <ul className="password-meter__criteria" aria-label={t.criteriaTitle}>
        {ORDER.map((key) => (
          <li key={key} className={criteria[key] ? 'is-met' : undefined} data-met={criteria[key]}>
            {t.criteria[key]}
            <span className="visually-hidden">{` (${criteria[key] ? t.met : t.unmet})`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
