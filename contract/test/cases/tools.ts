/** The tools' rule cases (spec 3 §5 'Tools', §9): ping and traceroute. See rule-case.ts. */
import {
  pingDefaults,
  type PingDraft,
  rangeMessage,
  sizeMessage,
  suspiciousMessage,
  tracerouteDefaults,
  type TracerouteDraft,
  validatePing,
  validateTraceroute,
  validationMessages as m,
} from '../../src/index.ts';
import { hostOf, type RuleTable, verdictOf } from './rule-case.ts';

/** A public name the emulated internet resolves. */
export const PUBLIC_HOST = 'www.exemplo.com.br';
const numberText = 'the number travels as JSON';

const ping = (over: Partial<PingDraft> = {}): PingDraft => ({ host: PUBLIC_HOST, ...pingDefaults, ...over });

/** The host rules are one (rules.hostnameField), so the ping table holds its cases and traceroute a few. */
export const pingTable: RuleTable<PingDraft, null> = {
  rule: 'validatePing (spec 3 §5 Tools, §9)',
  context: null,
  judge: (d) => verdictOf(validatePing(d)),
  cases: [
    { name: 'a name, the defaults', draft: ping(), verdict: 'ok' },
    { name: 'an address, the advanced fields emptied (their defaults sent)', draft: ping({ host: '8.8.8.8', packet_size: '', packets_qty: '', hops_limit: '', deadline_seconds: '' }), verdict: 'ok' },
    { name: 'host of 255', draft: ping({ host: `${hostOf(251)}.com` }), verdict: 'ok' },
    { name: 'host of 256', draft: ping({ host: `${hostOf(252)}.com` }), verdict: ['host', sizeMessage(1, 255)] },
    { name: 'host empty', draft: ping({ host: '' }), verdict: ['host', m.required] },
    { name: 'host blank', draft: ping({ host: '   ' }), verdict: ['host', m.required] },
    { name: 'host not ASCII', draft: ping({ host: 'ação.com.br' }), verdict: ['host', m.invalidCharacters] },
    { name: 'host suspicious', draft: ping({ host: 'reboot.com' }), verdict: ['host', suspiciousMessage('reboot')] },
    { name: 'host with a space', draft: ping({ host: 'www exemplo.com' }), verdict: ['host', m.invalidCharacters] },
    { name: 'packet size 4', draft: ping({ packet_size: '4' }), verdict: 'ok' },
    { name: 'packet size 1024', draft: ping({ packet_size: '1024' }), verdict: 'ok' },
    { name: 'packet size 3', draft: ping({ packet_size: '3' }), verdict: ['packet_size', rangeMessage(4, 1024)] },
    { name: 'packet size 1025', draft: ping({ packet_size: '1025' }), verdict: ['packet_size', rangeMessage(4, 1024)] },
    { name: 'packets 50', draft: ping({ packets_qty: '50' }), verdict: 'ok' },
    { name: 'packets 51', draft: ping({ packets_qty: '51' }), verdict: ['packets_qty', rangeMessage(0, 50)] },
    { name: 'hops 256', draft: ping({ hops_limit: '256' }), verdict: ['hops_limit', rangeMessage(0, 255)] },
    { name: 'deadline 61', draft: ping({ deadline_seconds: '61' }), verdict: ['deadline_seconds', rangeMessage(0, 60)] },
    { name: 'packet size not a number', draft: ping({ packet_size: '5O' }), verdict: ['packet_size', m.numeric], formOnly: numberText },
    { name: 'host empty and hops 256: the host first', draft: ping({ host: '', hops_limit: '256' }), verdict: ['host', m.required] },
  ],
};

const trace = (over: Partial<TracerouteDraft> = {}): TracerouteDraft => ({ host: PUBLIC_HOST, ...tracerouteDefaults, ip6: false, ...over });

export const tracerouteTable: RuleTable<TracerouteDraft, null> = {
  rule: 'validateTraceroute (spec 3 §5 Tools, §9)',
  context: null,
  judge: (d) => verdictOf(validateTraceroute(d)),
  cases: [
    { name: 'the defaults', draft: trace(), verdict: 'ok' },
    { name: 'the limits', draft: trace({ hops_limit: '1', deadline_seconds: '60', packet_len: '32768', first_ttl: '1' }), verdict: 'ok' },
    { name: 'host empty', draft: trace({ host: '' }), verdict: ['host', m.required] },
    { name: 'host suspicious', draft: trace({ host: 'telnetd.exemplo.com' }), verdict: ['host', suspiciousMessage('telnetd')] },
    { name: 'packet length 37', draft: trace({ packet_len: '37' }), verdict: ['packet_len', rangeMessage(38, 32768)] },
    { name: 'packet length 32769', draft: trace({ packet_len: '32769' }), verdict: ['packet_len', rangeMessage(38, 32768)] },
    { name: 'IPv6 packet length 63', draft: trace({ ip6: true, packet_len: '63' }), verdict: ['packet_len', rangeMessage(64, 32768)] },
    { name: 'packet length empty', draft: trace({ packet_len: '' }), verdict: ['packet_len', m.required], formOnly: numberText },
    { name: 'hops 0', draft: trace({ hops_limit: '0' }), verdict: ['hops_limit', rangeMessage(1, 255)] },
    { name: 'hops 256', draft: trace({ hops_limit: '256' }), verdict: ['hops_limit', rangeMessage(1, 255)] },
    { name: 'deadline 0', draft: trace({ deadline_seconds: '0' }), verdict: ['deadline_seconds', rangeMessage(1, 60)] },
    { name: 'deadline 61', draft: trace({ deadline_seconds: '61' }), verdict: ['deadline_seconds', rangeMessage(1, 60)] },
    { name: 'first TTL 0', draft: trace({ first_ttl: '0' }), verdict: ['first_ttl', rangeMessage(1, 255)] },
    { name: 'first TTL 256', draft: trace({ first_ttl: '256' }), verdict: ['first_ttl', rangeMessage(1, 255)] },
  ],
};
