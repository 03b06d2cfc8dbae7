/**
 * The runner's own client of a bench router: its web API at the inventory's address, and the lab's cloud services.
 * Used by the guard, conformance and record — never by a scenario (those go through the proxy, recorded).
 */
import { accessRules, API_BASE, deviceIdOf, encodeSecret, modelInfo, modelNames, type ModelName } from '@roteador/contract';
import type { BenchRouter } from './inventory.ts';
import { maskSecrets } from './journal.ts';
import type { ResourceContext } from './resources.ts';
import { API_TIMEOUT_MS, RESTART_POLL_MS, sleep } from './time.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * The router cannot be used at all — nothing answers at its address, or it refuses the inventory's credentials: one
 * line naming the router, its address and the cause (the runner's exit code 4; no stack trace).
 */
export class RouterUnreachable extends Error {
  constructor(readonly router: BenchRouter, readonly reason: string) {
    super(`o roteador "${router.name}" (${router.address}) ${reason}`);
    this.name = 'RouterUnreachable';
  }
}

/** A GET the router did not answer at all (status 0): it went away mid-way. */
export class NoAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoAnswer';
  }
}

/** Why a request got no answer, in the lab's words, from the fetch error's message. */
export function whyNoAnswer(message: string, timeoutMs: number): string {
  if (/Connection refused/i.test(message)) return 'recusou a conexão (nada escuta nessa porta)';
  if (/timed out|TimeoutError|due to timeout/i.test(message)) return `não respondeu em ${Math.round(timeoutMs / 1000)} s`;
  if (/No route to host|Network is unreachable|Host is unreachable/i.test(message)) return 'está fora de alcance (sem rota até o endereço)';
  if (/dns error|failed to lookup|Name or service not known|nodename nor servname/i.test(message)) return 'tem um nome que não resolve';
  if (/Connection reset|connection closed|IncompleteMessage|broken pipe/i.test(message)) return 'derrubou a conexão sem responder';
  return `não respondeu: ${message}`;
}

export class RouterApi {
  private token: string | null = null;

  constructor(readonly router: BenchRouter, private readonly timeoutMs = API_TIMEOUT_MS) {}

  private url(path: string, cloud: boolean): string | null {
    if (!cloud) return `http://${this.router.address}${API_BASE}/${path}`;
    return this.router.cloud ? `${this.router.cloud}/${path}` : null;
  }

  /** One call; status 0 when the router did not answer. */
  async call(method: string, path: string, body?: unknown, opts: { cloud?: boolean; auth?: boolean } = {}): Promise<Answer> {
    const cloud = opts.cloud ?? false;
    const auth = opts.auth ?? !cloud;
    const url = this.url(path, cloud);
    if (!url) return { status: 0, body: 'o inventário não aponta os serviços de nuvem (campo cloud)' };
    const send = async (): Promise<Answer> => {
      const headers: Record<string, string> = { 'cache-control': 'no-cache' };
      if (body !== undefined || method === 'POST') headers['content-type'] = 'application/json';
      if (auth && this.token) headers.authorization = `Bearer ${this.token}`;
      try {
        const r = await fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        const text = await r.text();
        let json: unknown = text;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch { /* keep the text */ }
        return { status: r.status, body: json };
      } catch (e) {
        // the why is in the error's name (a timeout) and its cause (refused, unresolved…): kept with the message
        const { name, message, cause } = e as Error & { cause?: unknown };
        return { status: 0, body: `${name === 'TypeError' ? '' : `${name}: `}${message}${cause ? ` (${String(cause)})` : ''}` };
      }
    };
    if (auth && !this.token) await this.login();
    let answer = await send();
    if (auth && answer.status === 401) {
      await this.login();
      answer = await send();
    }
    return answer;
  }

  /**
   * Before a run, a conformance check or a record: one login with the inventory's credentials, which says both that
   * the router answers at its address and that it takes them. Throws RouterUnreachable with the cause.
   */
  async reach(): Promise<void> {
    const { username, password } = this.router.credentials;
    const r = await this.call('POST', 'session', { username: encodeSecret(username), password: encodeSecret(password) }, {
      auth: false,
    });
    const token = (r.body as { token?: unknown } | null)?.token;
    if (r.status === 200 && typeof token === 'string') {
      this.token = token;
      return;
    }
    if (r.status === 0) throw new RouterUnreachable(this.router, whyNoAnswer(String(r.body), this.timeoutMs));
    const first = (Array.isArray(r.body) ? r.body[0] : r.body) as { code?: unknown; attempts_left?: unknown; wait_seconds?: unknown } | null;
    if (first?.code === 'max_attempts') {
      throw new RouterUnreachable(this.router, `bloqueou o login (tentativas esgotadas: libera em ${Number(first.wait_seconds) || '?'} s)`);
    }
    if (r.status === 401) {
      const left = typeof first?.attempts_left === 'number' ? `; restam ${first.attempts_left} tentativas antes do bloqueio` : '';
      throw new RouterUnreachable(this.router, `recusou as credenciais do inventário (usuário "${username}"${left})`);
    }
    const body = typeof r.body === 'string' ? r.body : JSON.stringify(maskSecrets(r.body));
    throw new RouterUnreachable(this.router, `não aceitou o login: POST session → ${r.status}: ${(body ?? '').slice(0, 200)}`);
  }

  async login(): Promise<void> {
    const { username, password } = this.router.credentials;
    const r = await this.call('POST', 'session', { username: encodeSecret(username), password: encodeSecret(password) }, {
      auth: false,
    });
    const token = (r.body as { token?: unknown } | null)?.token;
    if (r.status !== 200 || typeof token !== 'string') {
      const message = `POST session → ${r.status}: ${typeof r.body === 'string' ? r.body : JSON.stringify(maskSecrets(r.body))}`;
      throw r.status === 0 ? new NoAnswer(message) : new Error(message);
    }
    this.token = token;
  }

  forget(): void {
    this.token = null;
  }

  /** A GET that must answer 200. */
  async read(path: string, cloud = false): Promise<unknown> {
    const r = await this.call('GET', path, undefined, { cloud });
    if (r.status === 0) throw new NoAnswer(`GET ${path} → 0: ${JSON.stringify(maskSecrets(r.body))}`);
    if (r.status !== 200) throw new Error(`GET ${path} → ${r.status}: ${JSON.stringify(maskSecrets(r.body))}`);
    return r.body;
  }

  /**
   * The ids other paths take: the device's deviceid and model, the LAN's and the WAN's interfaces; and whether its
   * router-mode pages are there (its mode and mesh role, the contract's access table: a mesh agent has none).
   */
  async context(): Promise<ResourceContext> {
    const first = (v: unknown, path: string) => {
      if (!Array.isArray(v) || !v[0] || typeof v[0] !== 'object') throw new Error(`GET ${path}: esperava uma lista com um registro`);
      return v[0] as Record<string, unknown>;
    };
    const device = first(await this.read('device'), 'device');
    const lan = first(await this.read('lan'), 'lan');
    const wan = first(await this.read('wan'), 'wan');
    const model = (modelNames as readonly string[]).includes(String(device.model)) ? (device.model as ModelName) : this.router.model;
    // the mode and the mesh as the router answers them; one it does not give counts as the router's mode, no mesh
    const record = (v: unknown) => (Array.isArray(v) && v[0] && typeof v[0] === 'object' ? v[0] as Record<string, unknown> : null);
    const mode = record(await this.read('system'))?.operationMode;
    const mesh = modelInfo(model).mesh ? record(await this.read('easymesh')) : null;
    const routerMode = accessRules({
      model,
      operationMode: typeof mode === 'number' ? mode : 0,
      mesh: mesh && typeof mesh.enabled === 'boolean' && typeof mesh.type === 'number' ? { enabled: mesh.enabled, type: mesh.type } : null,
    }).routerMode;
    return {
      model,
      deviceid: deviceIdOf(String(device.mac ?? '')),
      lanInterface: String(lan.interfaceID ?? ''),
      wanInterface: String(wan.interfaceID ?? ''),
      routerMode,
    };
  }

  /** Waits until the router answers GET status and takes the login again (after a reboot or an apply). */
  async waitUntilUp(limitMs: number, log: (s: string) => void = () => {}): Promise<boolean> {
    const deadline = Date.now() + limitMs;
    this.forget();
    while (Date.now() < deadline) {
      const r = await this.call('GET', 'status', undefined, { auth: false });
      if (r.status === 200) {
        try {
          await this.login();
          return true;
        } catch (e) {
          // up, but the inventory's credentials no longer log in: waiting (or power) will not help
          const m = (e as Error).message;
          if (/→ 401/.test(m) && !/max_attempts/.test(m)) throw new Error(`as credenciais do inventário não entram mais: ${(e as Error).message}`);
        }
      }
      await sleep(RESTART_POLL_MS);
    }
    log(`o roteador ${this.router.name} não respondeu em ${Math.round(limitMs / 1000)} s`);
    return false;
  }
}
