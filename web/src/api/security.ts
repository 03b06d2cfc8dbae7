/**
 * Typed calls of the security area (contract/src/security.ts): the global filters (one `filter` resource for MAC,
 * IP, port and URL), the port-forwarding rules and the WAN management port they must leave free.
 */
import {
  Acknowledged,
  DenialOfService,
  DenialOfServiceList,
  denialOfServicePath,
  type DenialOfServiceUpdate,
  GlobalQos,
  GlobalQosList,
  globalQosPath,
  type GlobalQosUpdate,
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
export function getRemoteWebAccess(options?: GetOptions): Promise<RemoteWebAccess> {
  return api.getFirst(remoteWebAccessPath, RemoteWebAccessList, options);
}

export function getDenialOfService(options?: GetOptions): Promise<DenialOfService> {
  return api.getFirst(denialOfServicePath, DenialOfServiceList, options);
}

export function updateDenialOfService(update: DenialOfServiceUpdate): Promise<DenialOfService> {
  return api.putFirst(denialOfServicePath, update, DenialOfService);
}

export function getGlobalQos(options?: GetOptions): Promise<GlobalQos> {
  return api.getFirst(globalQosPath, GlobalQosList, options);
}

export function updateGlobalQos(update: GlobalQosUpdate): Promise<GlobalQos> {
  return api.putFirst(globalQosPath, update, GlobalQos);
}
