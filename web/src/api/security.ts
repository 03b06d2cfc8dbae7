/**
 * Typed calls of the security area (contract/src/security.ts): the global filters (one `filter` resource for MAC,
 * IP, port and URL), the port-forwarding rules and the WAN management port they must leave free.
 */
import {
  Acknowledged,
  Filter,
  type FilterInput,
  FilterList,
  filterPath,
  PortRedirect,
  type PortRedirectInput,
  PortRedirectList,
  portRedirectPath,
  type RemoteWebAccess,
  RemoteWebAccessList,
  remoteWebAccessPath,
} from '@roteador/contract';
import { api, type GetOptions } from './client.ts';
import { MalformedAnswerError } from './errors.ts';

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

export function getPortRedirects(options?: GetOptions): Promise<PortRedirect[]> {
  return api.get(portRedirectPath, PortRedirectList, options);
}

export function createPortRedirect(input: PortRedirectInput): Promise<PortRedirect> {
  return api.post(portRedirectPath, input, PortRedirect);
}

export function updatePortRedirect(id: string, input: PortRedirectInput): Promise<PortRedirect> {
  return api.put(`${portRedirectPath}/${encodeURIComponent(id)}`, input, PortRedirect);
}

export async function deletePortRedirect(id: string): Promise<void> {
  await api.delete(`${portRedirectPath}/${encodeURIComponent(id)}`, Acknowledged);
}

/** GET remote_web_access: the WAN management port (one record). */
export async function getRemoteWebAccess(options?: GetOptions): Promise<RemoteWebAccess> {
  const list = await api.get(remoteWebAccessPath, RemoteWebAccessList, options);
  const record = list[0];
  if (!record) throw new MalformedAnswerError(remoteWebAccessPath, 'empty list');
  return record;
}
