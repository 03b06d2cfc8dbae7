/** Spec 2 §5.6, the owner's credentials: the wizard's first step, /system/users and PUT user/0 check them alike. */
import { collect, type Errors } from './record.ts';
import { rules } from './rules.ts';

/** Spec 2 §5.6: the owner's username as stored — trimmed (the form and the router alike). */
export const ownerUsername = (username: string) => username.trim();

/** Spec 2 §5.6: the owner's new credentials (the confirmation is the form's own); one message per field. */
export function validateOwnerCredentials(c: { username: string; password: string }): Errors<'username' | 'password'> {
  return collect({ username: rules.username(ownerUsername(c.username)), password: rules.password(c.password) });
}
