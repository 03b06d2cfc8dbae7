import { StatusList, statusPath, type Status } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

/** GET status needs no token; the first item of the list is the status. */
export async function getStatus(options: GetOptions = {}): Promise<Status> {
  const list = await api.get(statusPath, StatusList, { ...options, auth: false });
  const first = list[0];
  if (!first) throw new MalformedAnswerError(statusPath, 'empty list');
  return first;
}
