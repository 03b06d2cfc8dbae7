import { StatusList, statusPath, type Status } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

/** GET status needs no token; the first item of the list is the status. */
export function getStatus(options: GetOptions = {}): Promise<Status> {
  return api.getFirst(statusPath, StatusList, { ...options, auth: false });
}
