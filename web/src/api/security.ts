/**
 * Typed calls of the security area (contract/src/security.ts): the global filters (one `filter` resource for MAC,
 * IP, port and URL), the port-forwarding rules and the WAN management port they must leave free.
 */
import {
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
import { collection, singleRecord } from './crud.ts';

export const {
  list: getFilters, create: createFilter, update: updateFilter, remove: deleteFilter,
} = collection<Filter, FilterInput>(filterPath, FilterList, Filter);

export const {
  list: getPortRedirects, create: createPortRedirect, update: updatePortRedirect, remove: deletePortRedirect,
} = collection<PortRedirect, PortRedirectInput>(portRedirectPath, PortRedirectList, PortRedirect);

/** GET remote_web_access: the WAN management port (one record). */
export function getRemoteWebAccess(options?: GetOptions): Promise<RemoteWebAccess> {
  return api.getFirst(remoteWebAccessPath, RemoteWebAccessList, options);
}

export const { get: getDenialOfService, update: updateDenialOfService } =
  singleRecord<DenialOfService, DenialOfServiceUpdate>(denialOfServicePath, DenialOfServiceList, DenialOfService);

export const { get: getGlobalQos, update: updateGlobalQos } = singleRecord<GlobalQos, GlobalQosUpdate>(globalQosPath, GlobalQosList, GlobalQos);
