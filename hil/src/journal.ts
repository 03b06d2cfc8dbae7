/**
 * The exchanges the proxy forwarded for one scenario (method, path, status, duration, bodies), with every secret
 * masked: the contract's secret fields (`secretFields`: passwords, Wi-Fi keys, TR-069 secrets, session tokens) by
 * name, in JSON bodies at any depth — also JSON carried inside a string —, in form-encoded bodies and in query strings.
 */
import { secretFields } from '@roteador/contract';

export const MASK = '••••';
const SECRET = new Set(secretFields);

/** A secret field's name (the contract's list; the name as the API spells it, in any case). */
export const isSecretField = (name: string): boolean => SECRET.has(name) || SECRET.has(name.toLowerCase());

export interface Exchange {
  seq: number;
  /** ms since the epoch when the request arrived */
  at: number;
  method: string;
  path: string;
  /** 0: the router did not answer (connection refused, dropped, timed out) */
  status: number;
  durationMs: number;
  requestBody?: unknown;
  responseBody?: unknown;
  /** set when the proxy refused the write itself (effects the router does not allow) */
  refused?: string;
  error?: string;
}

/** An empty secret says something (an open network) and shows nothing: null, '', [] and {} are kept. */
const isEmpty = (v: unknown): boolean =>
  v === null || v === undefined || v === '' || (typeof v === 'object' && Object.keys(v as object).length === 0);

/**
 * A JSON value with every secret field's value masked (objects and arrays, any depth; JSON or a form in a string).
 * A secret field holding an array or an object (`{"password": ["x"]}`: not what the API sends, but what a page or a
 * router may) is masked whole: whatever it holds is the secret.
 */
export function maskSecrets(value: unknown): unknown {
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, isSecretField(k) && !isEmpty(v) ? MASK : maskSecrets(v)]),
    );
  }
  return value;
}

/** A form or query key naming a secret, also in bracket notation (`password[]`, `password[0]`, `user[password]`). */
const isSecretKey = (key: string): boolean => key.split(/[[\]]+/).some((part) => part !== '' && isSecretField(part));

/** `a=1&password=x` with its secret fields masked; null when the text is not a form or has none. */
function maskForm(text: string): string | null {
  if (!/^[^=&\s]+=[^&\s]*(&[^=&\s]+=[^&\s]*)*$/.test(text.trim())) return null;
  const params = new URLSearchParams(text.trim());
  let found = false;
  for (const k of [...params.keys()]) {
    if (isSecretKey(k)) {
      params.set(k, MASK);
      found = true;
    }
  }
  return found ? params.toString() : null;
}

/**
 * A text with the secrets it carries masked: JSON (an object or an array, or a JSON text sent as a JSON string)
 * masked and written back as JSON; a form (`a=1&password=x`) masked; anything else as it is.
 */
function maskText(text: string): string {
  if (/^\s*["[{]/.test(text)) {
    try {
      const parsed = JSON.parse(text);
      // written back only when something was masked: a text without secrets stays as it came
      if (parsed !== null && typeof parsed === 'object') {
        const masked = JSON.stringify(maskSecrets(parsed));
        return masked === JSON.stringify(parsed) ? text : masked;
      }
      if (typeof parsed === 'string') {
        const masked = maskText(parsed);
        return masked === parsed ? text : JSON.stringify(masked);
      }
    } catch { /* not JSON after all */ }
  }
  return maskForm(text) ?? text;
}

/** The path with the values of secret query parameters masked. */
export function maskPath(path: string): string {
  const q = path.indexOf('?');
  if (q === -1) return path;
  const params = new URLSearchParams(path.slice(q + 1));
  for (const k of [...params.keys()]) if (isSecretKey(k)) params.set(k, MASK);
  return `${path.slice(0, q)}?${params.toString()}`;
}

const MAX_BODY = 64 * 1024;

/**
 * A body as recorded: JSON (whatever its content type says) parsed and masked, a form masked, other short text as it
 * is (secrets inside JSON or a form of it masked), anything else described.
 */
export function recordBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  try {
    return maskSecrets(JSON.parse(text));
  } catch { /* not JSON */ }
  if (/^application\/x-www-form-urlencoded/.test(contentType ?? '')) {
    const form = new URLSearchParams(text);
    for (const k of [...form.keys()]) if (isSecretKey(k)) form.set(k, MASK);
    return form.toString();
  }
  if (/^(text\/|application\/xml)/.test(contentType ?? 'text/')) {
    const masked = maskText(text);
    return masked.length > MAX_BODY ? `${masked.slice(0, MAX_BODY)}… (${masked.length} caracteres)` : masked;
  }
  return `(${contentType ?? 'corpo'}: ${text.length} bytes)`;
}

export class Journal {
  private seq = 0;
  private entries: Exchange[] = [];
  /** the last seq when the scenario began: its journal() lists what arrived after (a straggler of the last one not) */
  private mark = 0;
  /**
   * how many exchanges were recorded when the scenario last cleared its journal: its journal() lists those recorded
   * after — a request already under way then, answered later, too (as the emulator's journal lists it: an entry is
   * written once answered, and a clear drops only the entries written)
   */
  private cleared = 0;

  /** Sequence numbers are taken on arrival, so a slow answer keeps its place (as the emulator's journal does). */
  nextSeq(): number {
    return ++this.seq;
  }

  add(entry: Omit<Exchange, 'seq'>, seq = this.nextSeq()): Exchange {
    const e = { seq, ...entry };
    this.entries.push(e);
    return e;
  }

  /** Every exchange since the last take, in arrival order, and a fresh start. */
  take(): Exchange[] {
    const all = this.entries.sort((a, b) => a.seq - b.seq);
    this.entries = [];
    this.mark = this.seq;
    this.cleared = 0;
    return all;
  }

  peek(): readonly Exchange[] {
    return this.entries;
  }

  /**
   * The scenario's journal (DSL `router.journal()`), in arrival order: what arrived since the scenario began, less
   * what was answered before it last cleared it.
   */
  since(): Exchange[] {
    return this.entries.filter((e, i) => e.seq > this.mark && i >= this.cleared).sort((a, b) => a.seq - b.seq);
  }

  /**
   * DSL `router.clearJournal()`: the journal starts over, as the emulator's does — a request still under way shows once
   * answered; the scenario's report keeps every exchange.
   */
  clear(): void {
    this.cleared = this.entries.length;
  }
}
