import {
  ActionAnswer, actionPath, System, SystemList, systemPath, userPath,
  FactoryDefaultList, factoryDefaultPath, type FactoryDefault, type ActionId, type SystemUpdate,
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

/** PUT user/0 with encoded credentials (spec 2 §4.9); the controller hands them to its mesh nodes. */
export function updateUser(credentials: EncodedCredentials): Promise<ActionAnswer> {
  return api.put(`${userPath}/0`, credentials, ActionAnswer);
}

export function sendAction(actionID: ActionId): Promise<ActionAnswer> {
  return api.post(actionPath, { actionID }, ActionAnswer);
}

/** GET factory_default: the record the restart wait polls (spec 2 §4.7) and the wizard reads every 30 s (§4.2). */
export async function getFactoryDefault(options?: GetOptions): Promise<FactoryDefault> {
  const list = await api.get(factoryDefaultPath, FactoryDefaultList, options);
  const first = list[0];
  if (!first) throw new MalformedAnswerError(factoryDefaultPath, 'empty list');
  return first;
}

