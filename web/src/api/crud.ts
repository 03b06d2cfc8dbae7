/**
 * The two shapes most resources take (contract/src/api.ts conventions): a collection of records (read as a list,
 * created by POST, updated by PUT <path>/<id>, deleted by DELETE <path>/<id>) and a one-record resource (its record the
 * list's first, updated at <path>/0). Parental control's remote lists are collections too, on the remote service.
 */
import type { Struct } from 'superstruct';
import { Acknowledged } from '@roteador/contract';
import { api, type ApiClient, type GetOptions, type RequestOptions } from './client.ts';

/** A record's path in its collection. */
export const recordPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

export interface CollectionOptions {
  /** the router's client unless given (the remote service has its own) */
  client?: ApiClient;
  /** given to every call */
  request?: RequestOptions;
  /** a delete answers the record deleted (some remote lists), not an acknowledgement */
  deleteAnswersRecord?: boolean;
}

/** A collection's calls, each answer checked against `list` or `record` (`I`: what a create or an update sends). */
export function collection<T, I>(
  path: string,
  list: Struct<T[], unknown>,
  record: Struct<T, unknown>,
  { client = api, request, deleteAnswersRecord = false }: CollectionOptions = {},
) {
  return {
    list: (options?: GetOptions): Promise<T[]> => client.get(path, list, { ...request, ...options }),
    create: (input: I): Promise<T> => client.post(path, input, record, request),
    update: (id: string, input: I): Promise<T> => client.put(recordPath(path, id), input, record, request),
    async remove(id: string): Promise<void> {
      const at = recordPath(path, id);
      await (deleteAnswersRecord ? client.delete(at, record, request) : client.delete(at, Acknowledged, request));
    },
  };
}

/** A one-record resource's calls (`U`: what an update sends). */
export function singleRecord<T, U>(path: string, list: Struct<T[], unknown>, record: Struct<T, unknown>) {
  return {
    get: (options?: GetOptions): Promise<T> => api.getFirst(path, list, options),
    update: (update: U): Promise<T> => api.putFirst(path, update, record),
  };
}
