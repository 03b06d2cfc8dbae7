/**
 * What the port-forwarding pages read (spec 3 §2: a loader shows until the rules, the WAN interface and the LAN
 * interface are loaded), plus the WAN management port the rules must leave free. Read fresh each time a page opens.
 * The form's rules are the contract's `validatePortRedirect`, so the page and the router refuse the same values.
 */
import type { Lan, PortRedirect, PortRedirectDraft, PortRedirectInput, Wan } from '@roteador/contract';
import { getPortRedirects, getRemoteWebAccess } from '../../../api/security.ts';
import { getLan } from '../../../api/lan.ts';
import { getWan } from '../../../api/wan.ts';
import { createResource } from '../../../state/resource.ts';

export interface PortRedirectData {
  rules: PortRedirect[];
  lan: Lan;
  wan: Wan;
  /** null when the router did not say (the rule is then left to the router) */
  managementPort: number | null;
}

export const portRedirectData = createResource<PortRedirectData>(async () => {
  const [rules, lan, wan, management] = await Promise.all([
    getPortRedirects(),
    getLan(),
    getWan(),
    getRemoteWebAccess().catch(() => null),
  ]);
  return { rules, lan, wan, managementPort: management?.port ?? null };
});

/** The WAN's address in use ('' while it has none). */
export const wanAddress = (wan: Wan) => wan.interface.ip4 || wan.ip4;

export const EMPTY: PortRedirectDraft = {
  description: '', protocol: 2, externalStart: '', externalEnd: '', internalIP: '', internalStart: '', internalEnd: '',
};

export function draftOf(rule: PortRedirect): PortRedirectDraft {
  return {
    description: rule.description,
    protocol: rule.protocol,
    externalStart: String(rule.externalPort.start),
    externalEnd: String(rule.externalPort.end),
    internalIP: rule.internalIP,
    internalStart: String(rule.internalPort.start),
    internalEnd: String(rule.internalPort.end),
  };
}

export function inputOf(draft: PortRedirectDraft): PortRedirectInput {
  return {
    description: draft.description,
    protocol: draft.protocol,
    externalPort: { start: Number(draft.externalStart), end: Number(draft.externalEnd) },
    internalIP: draft.internalIP.trim(),
    internalPort: { start: Number(draft.internalStart), end: Number(draft.internalEnd) },
  };
}

/** Spec 3 §4: typing the external start port copies it to the external end and to the internal start and end. */
export function withExternalStart(draft: PortRedirectDraft, port: string): PortRedirectDraft {
  return { ...draft, externalStart: port, externalEnd: port, internalStart: port, internalEnd: port };
}
