/** Typed calls of the global filters (contract/src/security.ts): one `filter` resource for MAC, IP, port and URL. */
import { Acknowledged, Filter, type FilterInput, FilterList, filterPath } from '@roteador/contract';
import { api, type GetOptions } from './client.ts';

export function getFilters(options?: GetOptions): Promise<Filter[]> {
  return api.get(filterPath, FilterList, options);
}

export function createFilter(input: FilterInput): Promise<Filter> {
  return api.post(filterPath, input, Filter);
}

export function updateFilter(id: string, input: FilterInput): Promise<Filter> {
  return api.put(`${filterPath}/${encodeURIComponent(id)}`, input, Filter);
}

export async function deleteFilter(id: string): Promise<void> {
  await api.delete(`${filterPath}/${encodeURIComponent(id)}`, Acknowledged);
}
