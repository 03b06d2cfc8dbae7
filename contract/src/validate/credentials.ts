/** Spec 2 §5.6, the owner's credentials: the wizard's first step, /system/users and PUT user/0 check them alike. */
import { rules } from './rules.ts';

/** Spec 2 §5.6: the owner's username as stored — trimmed (the form and the router alike). */
export const ownerUsername = (username: string) => username.trim();

/** Spec 2 §5.6: the owner's new credentials (the confirmation is the form's own); one message per field. */
export function validateOwnerCredentials(c: { username: string; password: string }): Partial<Record<'username' | 'password', string>> {
  const errors: Partial<Record<'username' | 'password', string>> = {};
  const username = rules.username(ownerUsername(c.username));
  if (username) errors.username = username;
  const password = rules.password(c.password);
  if (password) errors.password = password;
  return errors;
}
