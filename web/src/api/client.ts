/**
 * Transport to the router's REST API (contract/src/api.ts conventions): base /api/v1, bearer token,
 * `Cache-Control: no-cache` on GETs, a read cache per path, one shared request per path in flight
 * (the UI's one de-duplication: whoever reads, a poll, a page or a refresh, asks the router once) until the owner
 * asks again (abandonReads: a read that seems stuck is not joined), and every answer checked against its contract
 * struct before anyone reads it.
 */
import { mask, StructError, type Struct } from 'superstruct';
import { API_BASE, sessionPath, timing } from '@roteador/contract';
import { ConnectionError, HttpError, MalformedAnswerError } from './errors.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** false for the calls made before login (session, status). */
  auth?: boolean;
  /** false: a 401 is the caller's to handle (the restart wait logs in again itself). */
  unauthorizedHook?: boolean;
  /** a longer wait than the client's default, for a call the router answers only when it is over (ping) */
  timeoutMs?: number;
}

export interface GetOptions extends RequestOptions {
  /** Serve from the read cache when the path was read before (default: read fresh). */
  cached?: boolean;
}

export interface ClientConfig {
  base?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** How the client's own reads are keyed among the requests in flight (`GET <path>`). */
const READ = 'GET';

/** Paths whose 401 means "wrong credentials", not "session expired". */
const NO_UNAUTHORIZED_HOOK = new Set([sessionPath]);

/** Every client made (the router's, and the remote services' of api/cloud.ts and api/parental.ts): askAgain reaches all. */
const clients = new Set<ApiClient>();

export class ApiClient {
  private readonly base: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;
  private readonly cache = new Map<string, unknown>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** the last request started per key: only its answer is cached (an older one, answering late, is not) */
  private readonly newest = new Map<string, Promise<unknown>>();
  private token: () => string | null = () => null;
  private unauthorized: ((path: string) => void) | null = null;

  constructor(config: ClientConfig = {}) {
    this.base = config.base ?? API_BASE;
    // Bound late so tests (and Playwright) may replace globalThis.fetch after the module loaded.
    this.fetchFn = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = config.timeoutMs ?? timing.wait.requestTimeout;
    clients.add(this);
  }

  setTokenSource(source: () => string | null): void {
    this.token = source;
  }

  /** Called on a 401 to any authenticated call (the session state decides what to do). */
  onUnauthorized(handler: ((path: string) => void) | null): void {
    this.unauthorized = handler;
  }

  /** Forgets cached reads of `path` and of everything under it; all of them without a path. */
  flush(path?: string): void {
    if (path === undefined) return this.cache.clear();
    for (const key of [...this.cache.keys()]) {
      if (key === path || key.startsWith(`${path}/`)) this.cache.delete(key);
    }
  }

  async get<T, S>(path: string, struct: Struct<T, S>, options: GetOptions = {}): Promise<T> {
    if (options.cached && this.cache.has(path)) return checkAnswer(path, this.cache.get(path), struct);
    const key = `${READ} ${path}`;
    const request = this.shared(key, () => this.send('GET', path, undefined, options));
    const body = await request;
    const value = checkAnswer(path, body, struct);
    if (this.newest.get(key) === request) this.cache.set(path, body);
    return value;
  }

  /**
   * Runs `send` unless a request with the same key is in flight: then its answer is shared. Only reads are shared (a
   * GET by `GET <path>` here; mesh-proxy.ts keys a node's proxied reads and its logins).
   */
  shared<T>(key: string, send: () => Promise<T>): Promise<T> {
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<T>;
    const started: Promise<T> = send().finally(() => {
      if (this.inflight.get(key) === started) this.inflight.delete(key);
    });
    this.inflight.set(key, started);
    this.newest.set(key, started);
    return started;
  }

  /**
   * The owner asks again (a slow page's 'Tentar novamente'): the router's reads in flight are no longer joined — the
   * next read of each path is a new request. Those under way still answer whoever waits on them; a read of a path
   * started later wins the cache.
   */
  abandonReads(): void {
    // a read's key has GET as a word: `GET <path>`, or a node's proxied read (mesh-proxy.ts: `<proxy path> <MAC> GET <path>`)
    for (const key of [...this.inflight.keys()]) if (key.split(' ').includes(READ)) this.inflight.delete(key);
  }

  /** GET of a one-record collection (the router answers every collection as a list): its first record. */
  async getFirst<T, S>(path: string, list: Struct<T[], S>, options?: GetOptions): Promise<T> {
    const [first] = await this.get(path, list, options);
    if (first === undefined) throw new MalformedAnswerError(path, 'empty list');
    return first;
  }

  post<T, S>(path: string, body: unknown, struct: Struct<T, S>, options?: RequestOptions): Promise<T> {
    return this.write('POST', path, body, struct, options);
  }

  put<T, S>(path: string, body: unknown, struct: Struct<T, S>, options?: RequestOptions): Promise<T> {
    return this.write('PUT', path, body, struct, options);
  }

  /** PUT of a one-record collection: its record is `<path>/0`. */
  putFirst<T, S>(path: string, body: unknown, struct: Struct<T, S>, options?: RequestOptions): Promise<T> {
    return this.put(`${path}/0`, body, struct, options);
  }

  delete<T, S>(path: string, struct: Struct<T, S>, options?: RequestOptions): Promise<T> {
    return this.write('DELETE', path, undefined, struct, options);
  }

  private async write<T, S>(method: Method, path: string, body: unknown, struct: Struct<T, S>, options?: RequestOptions) {
    const answer = await this.send(method, path, body, options);
    // A write changes the record and its collection: both must be read again.
    this.flush(path);
    this.flush(path.split('/')[0]);
    return checkAnswer(path, answer, struct);
  }

  private async send(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method === 'GET') headers['Cache-Control'] = 'no-cache';
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = options.auth === false ? null : this.token();
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? this.timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await this.fetchFn(`${this.base}/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      throw new ConnectionError(path, error);
    } finally {
      clearTimeout(timer);
    }

    const parsed = parse(path, text);
    if (!response.ok) {
      if (response.status === 401 && options.auth !== false && options.unauthorizedHook !== false && !NO_UNAUTHORIZED_HOOK.has(path)) {
        this.unauthorized?.(path);
      }
      throw new HttpError(path, response.status, parsed);
    }
    return parsed;
  }
}

/** An answer checked against its contract struct; MalformedAnswerError when it breaks it. */
export function checkAnswer<T, S>(path: string, body: unknown, struct: Struct<T, S>): T {
  try {
    // mask: a router may send fields the contract does not know; they are dropped, not fatal.
    return mask(body, struct);
  } catch (error) {
    const detail = error instanceof StructError ? error.message : String(error);
    throw new MalformedAnswerError(path, detail);
  }
}

function parse(path: string, text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // The spec: a non-JSON body is only logged as a warning; the struct check then rejects it.
    console.warn(`non-JSON answer from ${path}`);
    return text;
  }
}

/** The one client of the app. */
export const api = new ApiClient();

/**
 * The owner's 'Tentar novamente' (a failure's, or a slow page's): `read` runs again as new requests, not joining the
 * reads in flight that seem stuck (ApiClient.abandonReads, in every client: the router's and the remote services'). Whoever reads keeps only the latest answer (the poller,
 * state/resource.ts).
 */
export function askAgain<T>(read: () => Promise<T>): Promise<T> {
  for (const client of clients) client.abandonReads();
  return read();
}
