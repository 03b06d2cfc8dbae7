/** The owner's credentials form (spec 2 §5.6): the wizard's first step and /system/users check it the same way. */
import { passwordsMatch, rules, validationMessages } from '@roteador/contract';

export type CredentialsField = 'username' | 'password' | 'confirmation';
export type CredentialsValue = Record<CredentialsField, string>;

/** One message per failing field; the username is trimmed first (§5.6). */
export function validateCredentials(v: CredentialsValue): Partial<Record<CredentialsField, string>> {
  const errors: Partial<Record<CredentialsField, string>> = {};
  const username = rules.username(v.username.trim());
  if (username) errors.username = username;
  const password = rules.password(v.password);
  if (password) errors.password = password;
  const confirmation = v.confirmation === '' ? validationMessages.required : passwordsMatch(v.password, v.confirmation);
  if (confirmation) errors.confirmation = confirmation;
  return errors;
}
