/**
 * What the filter pages read: the router's filters, all kinds in one list (spec 3 §7), read fresh each time a
 * filter page opens. The form's rules are the contract's `validateFilter`, so the page and the router refuse the
 * same values with the same message.
 */
import {
  type Filter,
  type FilterDraft,
  type FilterInput,
  type FilterKind,
  filterKindOf,
  FilterType,
  PortProtocol,
} from '@roteador/contract';
import { getFilters } from '../../../api/security.ts';
import { createResource } from '../../../state/resource.ts';

export const filterData = createResource<Filter[]>(() => getFilters());

export function ofKind(list: readonly Filter[], kind: FilterKind): Filter[] {
  return list.filter((f) => filterKindOf(f.type) === kind);
}

/** The type a new filter of a page starts with (the IP page starts with IPv4). */
const firstType: Record<FilterKind, FilterType> = {
  mac: FilterType.Mac,
  ip: FilterType.Ipv4,
  port: FilterType.Port,
  url: FilterType.Url,
};

export function draftOf(kind: FilterKind, filter?: Filter): FilterDraft {
  if (!filter) {
    return { type: firstType[kind], target: '', description: '', protocol: PortProtocol.Both, port_start: '', port_end: '' };
  }
  const port = filter.type === FilterType.Port;
  return {
    type: filter.type,
    target: filter.target,
    description: filter.description,
    protocol: filter.protocol,
    port_start: port ? String(filter.port_start) : '',
    port_end: port ? String(filter.port_end) : '',
  };
}

export function sameDraft(a: FilterDraft, b: FilterDraft): boolean {
  return (Object.keys(a) as Array<keyof FilterDraft>).every((k) => a[k] === b[k]);
}

/** What is sent: a port filter has no target; the other kinds carry no ports and the default protocol. */
export function inputOf(draft: FilterDraft, enabled: boolean): FilterInput {
  const port = draft.type === FilterType.Port;
  return {
    enabled,
    type: draft.type,
    target: port ? '' : draft.target.trim(),
    description: draft.description,
    protocol: port ? draft.protocol : PortProtocol.Both,
    port_start: port ? Number(draft.port_start) : 0,
    port_end: port ? Number(draft.port_end) : 0,
  };
}

export function inputFrom(filter: Filter, enabled = filter.enabled): FilterInput {
  const { id: _id, ...input } = filter;
  return { ...input, enabled };
}
