/**
 * The exchanges the proxy forwarded for one scenario (method, path, status, duration, bodies), with every secret
 * masked: passwords, tokens, keys — in JSON bodies at any depth, and in query strings.
 */
export const MASK = '••••';
const SECRET = /pass|token|secret|key|psk|credential|authorization|cookie|session_id|mesh_session/i;

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

/** A JSON value with every secret-looking key's value masked (objects and arrays, any depth). */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET.test(k) && v !== null && v !== '' && (typeof v !== 'object') ? MASK : maskSecrets(v),
      ]),
    );
  }
  return value;
}

/** The path with the values of secret-looking query parameters masked. */
export function maskPath(path: string): string {
  const q = path.indexOf('?');
  if (q === -1) return path;
  const params = new URLSearchParams(path.slice(q + 1));
  for (const k of [...params.keys()]) if (SECRET.test(k)) params.set(k, MASK);
  return `${path.slice(0, q)}?${params.toString()}`;
}

const MAX_BODY = 64 * 1024;

/** A body as recorded: parsed JSON masked, short text as is, anything else described. */
export function recordBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (/json/.test(contentType ?? '') || /^\s*[[{]/.test(text)) {
    try {
      return maskSecrets(JSON.parse(text));
    } catch { /* not JSON after all */ }
  }
  if (/^(text\/|application\/(x-www-form|xml))/.test(contentType ?? 'text/')) {
    return text.length > MAX_BODY ? `${text.slice(0, MAX_BODY)}… (${text.length} caracteres)` : text;
  }
  return `(${contentType ?? 'corpo'}: ${text.length} bytes)`;
}

export class Journal {
  private seq = 0;
  private entries: Exchange[] = [];
  /** the last seq a scenario's clearJournal() saw: its journal() lists what came after */
  private mark = 0;

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
    return all;
  }

  peek(): readonly Exchange[] {
    return this.entries;
  }

  /** The scenario's journal (DSL `router.journal()`): what arrived since the scenario began or last cleared it. */
  since(): Exchange[] {
    return this.entries.filter((e) => e.seq > this.mark).sort((a, b) => a.seq - b.seq);
  }

  /** DSL `router.clearJournal()`: the journal starts over; the scenario's report keeps every exchange. */
  clear(): void {
    this.mark = this.seq;
  }
}
