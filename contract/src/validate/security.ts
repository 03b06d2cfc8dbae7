/**
 * The rules of a global filter (spec 3 §5 'Filters'), one function for the UI's form and the emulator's POST/PUT,
 * so both refuse the same value with the same message. Values are the form's text; the emulator passes its
 * numbers as text.
 */
import { type Filter, FilterType, type PortProtocol, PortProtocol as P, REMOTIZE_HOST } from '../security.ts';
import { portRangeFree, portRangeOrder, uniqueAmong } from './cross.ts';
import { validationMessages as m } from './messages.ts';
import { rules } from './rules.ts';

export interface FilterDraft {
  type: FilterType;
  target: string;
  description: string;
  protocol: PortProtocol;
  port_start: string;
  port_end: string;
}
export type FilterField = 'target' | 'description' | 'port_start' | 'port_end';
export type FilterErrors = Partial<Record<FilterField, string>>;

/**
 * A filter on a host blocks it and every name below it, so blocking the remotize host itself or any domain above
 * it ('intelbras.com.br', 'com.br') would block the remote-access service.
 */
export function remotizeNotBlocked(url: string): string | undefined {
  const host = url.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return undefined;
  return host === REMOTIZE_HOST || REMOTIZE_HOST.endsWith(`.${host}`) ? m.remotizeUrlBlocked : undefined;
}

/** Two protocols meet unless one is TCP only and the other UDP only. */
const protocolsMeet = (a: PortProtocol, b: PortProtocol) => a === b || a === P.Both || b === P.Both;

/** `others`: every stored filter but the one being edited (any type: only the draft's kind is compared). */
export function validateFilter(draft: FilterDraft, others: readonly Filter[]): FilterErrors {
  const errors: FilterErrors = {};
  const description = rules.description(draft.description);
  if (description) errors.description = description;
  const sameKind = (types: readonly FilterType[]) => others.filter((f) => types.includes(f.type)).map((f) => f.target);
  let target: string | undefined;
  switch (draft.type) {
    case FilterType.Mac:
      target = rules.macRequired(draft.target) ?? uniqueAmong(draft.target, sameKind([FilterType.Mac]), m.filterMacInUse, true);
      break;
    case FilterType.Ipv4:
    case FilterType.Ipv6:
      target = (draft.type === FilterType.Ipv4 ? rules.ipv4Required : rules.ipv6Required)(draft.target) ??
        uniqueAmong(draft.target, sameKind([FilterType.Ipv4, FilterType.Ipv6]), m.filterIpInUse, true);
      break;
    case FilterType.Url:
      target = rules.urlFilter(draft.target) ?? remotizeNotBlocked(draft.target) ??
        uniqueAmong(draft.target, sameKind([FilterType.Url]), m.filterUrlInUse, true);
      break;
    case FilterType.Port: {
      const start = rules.port(draft.port_start);
      const ports = { start: draft.port_start, end: draft.port_end };
      const taken = others
        .filter((f) => f.type === FilterType.Port && protocolsMeet(f.protocol, draft.protocol))
        .map((f) => ({ start: f.port_start, end: f.port_end }));
      const end = rules.port(draft.port_end) ?? (start ? undefined : portRangeOrder(ports) ?? portRangeFree(ports, taken));
      if (start) errors.port_start = start;
      if (end) errors.port_end = end;
      break;
    }
  }
  if (target) errors.target = target;
  return errors;
}
