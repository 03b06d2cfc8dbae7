/**
 * The global filters of the security area (spec 3 §2, §3, §5 'Filters', §7): MAC, IP (v4 and v6 in one list),
 * port and URL filters in one `filter` resource, told apart by `type`. Every write is checked with the contract's
 * validateFilter, so the emulator refuses exactly what the UI refuses, with the same pt-BR message; a refused write
 * leaves the state as it was.
 *
 * Choices (the spec leaves them to the device):
 * - ids are strings: one more than the highest numeric id ever used on this device (`lastId`), so a deleted
 *   filter's id is never handed out again.
 * - a port filter stores target ''; the other kinds store protocol 2 (both) and ports 0 whatever was sent.
 *   Targets are trimmed, MACs stored upper-case.
 * - each page (mac, ip, port, url) holds at most `limits.filters` filters (32; lowered by POST /__emulator/limits).
 */
import {
  type Filter,
  type FilterInput,
  filterKindOf,
  type FilterType,
  FilterType as T,
  PortProtocol,
  sameMac,
  validateFilter,
  routerMessages,
} from '@roteador/contract';
import { type ClientState, type DeviceState, highestId, removeById, updateRecord } from './state.ts';
import { limitReached, type Outcome, refused, type Refused } from './outcome.ts';

/** When several fail, the first the form shows (validateFilter's order: the description, then the target). */
const fieldOrder = ['description', 'target', 'port_start', 'port_end'] as const;

function check(state: DeviceState, input: FilterInput, id?: string): Refused | undefined {
  const others = state.security.filters.filter((f) => f.id !== id);
  const port = input.type === T.Port;
  const errors = validateFilter(
    {
      type: input.type,
      target: port ? '' : input.target,
      description: input.description,
      protocol: input.protocol,
      port_start: String(input.port_start),
      port_end: String(input.port_end),
    },
    others,
  );
  for (const field of fieldOrder) {
    // only a port filter's ports count: the other kinds store 0 whatever was sent
    if (!port && (field === 'port_start' || field === 'port_end')) continue;
    const message = errors[field];
    if (message !== undefined) return { ok: false, field, message };
  }
  return undefined;
}

function normalise(input: FilterInput): FilterInput {
  const base = { enabled: input.enabled, type: input.type, description: input.description };
  if (input.type === T.Port) {
    return { ...base, target: '', protocol: input.protocol, port_start: input.port_start, port_end: input.port_end };
  }
  const target = input.type === T.Mac ? input.target.trim().toUpperCase() : input.target.trim();
  return { ...base, target, protocol: PortProtocol.Both, port_start: 0, port_end: 0 };
}

const sameKind = (a: FilterType, b: FilterType) => filterKindOf(a) === filterKindOf(b);

export function createFilter(state: DeviceState, input: FilterInput): Outcome<Filter> {
  const filters = state.security.filters;
  if (filters.filter((f) => sameKind(f.type, input.type)).length >= state.network.limits.filters) {
    return limitReached(routerMessages.filterLimit);
  }
  const error = check(state, input);
  if (error) return error;
  const next = Math.max(state.security.lastId, highestId(filters)) + 1;
  const filter: Filter = { id: String(next), ...normalise(input) };
  filters.push(filter);
  state.security.lastId = next;
  return { ok: true, value: { ...filter } };
}

export function updateFilter(state: DeviceState, id: string, input: FilterInput): Outcome<Filter> {
  return updateRecord(
    state.security.filters,
    id,
    'filter',
    (filter) =>
      input.type !== filter.type
        ? refused(`the type of a filter cannot change (filter ${id} has type ${filter.type})`, 'type')
        : check(state, input, id),
    () => normalise(input),
  );
}

export function deleteFilter(state: DeviceState, id: string): boolean {
  return removeById(state.security.filters, id);
}

/** The demo's URL filter (spec 3 §5 'Filters': 1 to 30 characters, a host name). */
const DEMO_URL_FILTER = { target: 'jogos-online.com.br', description: 'Jogos' } as const;

/**
 * A configured router's filters, so the filter pages show something: an enabled URL filter, and a disabled MAC
 * filter on the first named client holding no static lease (described with its hostname).
 */
export function seedFilters(
  clients: readonly ClientState[],
  leases: readonly { mac: string }[],
): Pick<DeviceState['security'], 'filters' | 'lastId'> {
  const filters: Filter[] = [{
    id: '1',
    enabled: true,
    type: T.Url,
    ...DEMO_URL_FILTER,
    protocol: PortProtocol.Both,
    port_start: 0,
    port_end: 0,
  }];
  const client = clients.find((c) => c.hostname !== '' && !leases.some((l) => sameMac(l.mac, c.mac)));
  if (client) {
    filters.push({
      id: '2',
      enabled: false,
      type: T.Mac,
      target: client.mac.toUpperCase(),
      description: client.hostname.slice(0, 32),
      protocol: PortProtocol.Both,
      port_start: 0,
      port_end: 0,
    });
  }
  return { filters, lastId: filters.length };
}
