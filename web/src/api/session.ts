import { encodeSecret, SessionAnswer, sessionPath } from '@roteador/contract';
import { api } from './client.ts';

/** Credentials as sent and as kept in session storage: both encoded with encodeSecret. */
export interface EncodedCredentials {
  username: string;
  password: string;
}

export function encodeCredentials(username: string, password: string): EncodedCredentials {
  return { username: encodeSecret(username), password: encodeSecret(password) };
}

/** POST session; answers the token. A 401 surfaces as HttpError whose body is the LoginErrorAnswer list. */
export async function createSession(credentials: EncodedCredentials): Promise<string> {
  const answer = await api.post(sessionPath, credentials, SessionAnswer, { auth: false });
  return answer.token;
}
