/** The owner's credentials form (spec 2 §5.6): the wizard's first step and /system/users check it the same way. */
import { passwordsMatch, validateOwnerCredentials, validationMessages } from '@roteador/contract';

export type CredentialsField = 'username' | 'password' | 'confirmation';
export type CredentialsValue = Record<CredentialsField, string>;

/** One message per failing field: the contract's rules (the username trimmed, §5.6) and the confirmation. */
export function validateCredentials(v: CredentialsValue): Partial<Record<CredentialsField, string>> {
  const errors: Partial<Record<CredentialsField, string>> = validateOwnerCredentials(v);
  const confirmation = v.confirmation === '' ? validationMessages.required : passwordsMatch(v.password, v.confirmation);
  if (confirmation) errors.confirmation = confirmation;
  return errors;
}
