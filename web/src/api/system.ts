import {
  ActionAnswer, actionPath, System, SystemList, systemPath, User, userPath,
  type ActionId, type SystemUpdate,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';
import type { EncodedCredentials } from './session.ts';

export async function getSystem(options?: GetOptions): Promise<System> {
  const list = await api.get(systemPath, SystemList, options);
  const first = list[0];
  if (!first) throw new MalformedAnswerError(systemPath, 'empty list');
  return first;
}

export function updateSystem(id: number, update: SystemUpdate): Promise<System> {
  return api.put(`${systemPath}/${id}`, update, System);
}

/** PUT user/0 with encoded credentials. */
export function updateUser(credentials: EncodedCredentials): Promise<User> {
  return api.put(`${userPath}/0`, credentials, User);
}

export function sendAction(actionID: ActionId): Promise<ActionAnswer> {
  return api.post(actionPath, { actionID }, ActionAnswer);
}
