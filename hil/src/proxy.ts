/**
 * The bench's front door, on 127.0.0.1: serves our built UI (web/dist) and forwards /api/v1 to the router and /cloud
 * to the lab's cloud services, recording every exchange (secrets masked) and refusing every write whose effects the
 * router does not allow. The DSL's bench target talks to it at /__hil: a scenario begins (its title and effects; the
 * guard snapshots the router), a scenario ends (its exchanges, its refused writes, the guard's verdict), and the
 * scenario's lab requests (POST /__hil/lab: run by the runner, lab.ts; GET: the credentials the router takes now).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  API_BASE,
  CLOUD_BASE,
  type Effect,
  effectNames,
  effectsOutside,
  Faults,
  FaultSpec,
  inheritedKeyPath,
  type JournalEntry,
  routerPath,
  writeEffects,
} from '@roteador/contract';
import { array, enums, optional, string, type as shape, validate } from 'superstruct';
import { labNeeds, type LabNeed } from '../../scenarios/dsl/lab.ts';
import type { BenchRouter } from './inventory.ts';
import { Journal, maskPath, maskSecrets, recordBody, type Exchange } from './journal.ts';
import { serveStatic } from './static.ts';
import { FORWARD_TIMEOUT_MS, sleep } from './time.ts';

export const HIL_BASE = '/__hil';

/** Hop-by-hop and encoding headers: the proxy reads bodies whole and answers them as they are. */
const DROP_REQUEST = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'keep-alive', 'transfer-encoding']);
const DROP_RESPONSE = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export interface ScenarioBegin {
  title: string;
  effects: Effect[];
  /** the lab needs its header declares (scenarios/dsl/lab.ts): the lab requests it may make */
  lab?: LabNeed[];
}
const Begin = shape({ title: string(), effects: array(enums(effectNames)), lab: optional(array(enums(labNeeds))) });

/** The lab entries of the journal (method LAB): the scenario's report lists them, its router.journal() does not. */
const LAB_METHOD = 'LAB';

export interface ScenarioEnd {
  exchanges: Exchange[];
  /** writes the proxy refused: each fails the scenario */
  refused: Exchange[];
  /** the guard's verdict when it ran (null: the scenario had no write effect) */
  guard: GuardVerdict | null;
}

/** The guard's verdict: restored, or the differences left (secret values hidden) and the restore writes it made. */
export interface GuardVerdict {
  restored: boolean;
  differences: string[];
  notes: string[];
}

/** Runs around a scenario with write effects (guard.ts) or a lab (lab.ts); the proxy lets its calls through unrecorded. */
export interface ScenarioGuard {
  before(): Promise<void>;
  after(): Promise<GuardVerdict>;
  /** a lab request of the scenario (POST /__hil/lab, lab.ts): its answer; a refusal throws an error with a `status` */
  lab?(request: unknown): Promise<unknown>;
}

/** The credentials the router takes now (lab.ts RouterCredentials): a PUT user the router took changes them. */
export interface ObservedCredentials {
  current: { username: string; password: string };
  observe(method: string, path: string, status: number, body: unknown): void;
}

export interface BenchProxyOptions {
  router: BenchRouter;
  webDir: string;
  /** the guard of a scenario with write effects (none: no snapshot/restore) */
  guardFor?: (begin: ScenarioBegin) => ScenarioGuard | null;
  /** ms a forwarded request may take (ping and traceroute answer when done) */
  timeoutMs?: number;
  /** the port to listen on (the runner's --proxy-port, the inventory's proxyPort); none: any free port */
  port?: number;
  log?: (line: string) => void;
  /** what the router's credentials are now, told every exchange forwarded (lab.ts) */
  credentials?: ObservedCredentials;
}

export interface BenchProxy {
  url: string;
  journal: Journal;
  /** every write the proxy let through since it started (the runner's summary) */
  writes: () => number;
  /** a run stopped mid-scenario (Ctrl-C): restore what that scenario changed; null when none was guarded */
  finishCurrent(): Promise<GuardVerdict | null>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const c of req) chunks.push(c as Uint8Array);
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(new ArrayBuffer(total));
  let at = 0;
  for (const c of chunks) (out.set(c, at), (at += c.length));
  return out;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

/** An exchange as a contract JournalEntry (the emulator's journal): `time` is the arrival in ms since the epoch. */
function journalEntry(x: Exchange): JournalEntry {
  return { seq: x.seq, method: x.method, path: x.path, status: x.status, time: x.at, ...(x.status === 0 ? { dropped: true as const } : {}) };
}

export async function startProxy(options: BenchProxyOptions): Promise<BenchProxy> {
  const { router, webDir, guardFor, timeoutMs = FORWARD_TIMEOUT_MS, log = () => {} } = options;
  const journal = new Journal();
  // The bench's faults: the page's requests answered as the scenario asked (an error, a malformed body, a delay, a
  // dropped connection) instead of reaching the router — the emulator's fault API, at the bench's front door.
  const faults = new Faults();
  let writes = 0;
  // the scenario under way; `verdict`: its guard's after(), once — the scenario's end and a Ctrl-C (finishCurrent)
  // may both ask for it, and a router must not be restored twice at once
  let current: { begin: ScenarioBegin; guard: ScenarioGuard | null; verdict?: Promise<GuardVerdict> } | null = null;
  const finish = (scenario: NonNullable<typeof current>): Promise<GuardVerdict> | null =>
    scenario.guard ? (scenario.verdict ??= scenario.guard.after()) : null;

  function upstream(path: string): string | null {
    if (path.startsWith(`${API_BASE}/`) || path === API_BASE) return `http://${router.address}${path}`;
    if (!router.cloud) return null;
    return `${router.cloud}${path.slice(CLOUD_BASE.length)}`;
  }

  /**
   * Why a write may not go, or null: an effect the router does not allow, else one the scenario under way did not
   * declare (its header's `effects`, from /__hil/begin) — the table of contract/src/effects.ts, as the emulator's
   * check in `npm test` reads it.
   */
  function refusal(method: string, path: string, body: unknown): string | null {
    const { effects, unknown } = writeEffects(method, path, body);
    const table = unknown ? ' (escrita fora da tabela de contract/src/effects.ts)' : '';
    const notAllowed = effectsOutside(effects, router.allowEffects);
    if (notAllowed.length) return `${router.protected ? 'protegido' : 'não permitido'}: efeito ${notAllowed.join(', ')}${table}`;
    const declared = current?.begin.effects;
    if (!declared) return null;
    const undeclared = effectsOutside(effects, declared);
    if (!undeclared.length) return null;
    return `não declarado: efeito ${undeclared.join(', ')}${table}; o cenário declara ${declared.join(', ') || 'nenhum efeito'}`;
  }

  /** A target whose path no one can read for sure (contract routerPath): 400, recorded, never forwarded. */
  async function refuseTarget(req: IncomingMessage, res: ServerResponse, target: string, why: string) {
    const method = (req.method ?? 'GET').toUpperCase();
    const started = Date.now();
    const seq = journal.nextSeq();
    const text = new TextDecoder().decode(await readBody(req));
    const refused = `caminho ambíguo: ${why}`;
    const body = { status: 'error', message: `hil: pedido recusado pelo proxy da bancada (${refused})` };
    const requestBody = recordBody(text, String(req.headers['content-type'] ?? '') || null);
    journal.add({ at: started, method, path: maskPath(target), requestBody, status: 400, durationMs: 0, responseBody: body, refused }, seq);
    log(`✖ ${method} ${maskPath(target)} recusado: ${refused}`);
    send(res, 400, body);
  }

  /** `path`: what the router will act on (contract routerPath), with the query as sent. */
  async function forward(req: IncomingMessage, res: ServerResponse, path: string) {
    const method = (req.method ?? 'GET').toUpperCase();
    const started = Date.now();
    const seq = journal.nextSeq();
    const raw = await readBody(req);
    const text = new TextDecoder().decode(raw);
    const requestBody = recordBody(text, String(req.headers['content-type'] ?? '') || null);
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch { /* not JSON */ }
    const base = { at: started, method, path: maskPath(path), requestBody };
    // before any fault: a write the scenario may not make fails it even when a fault would have answered it
    const why = refusal(method, path, parsed);
    if (why) {
      const body = { status: 'error', message: `hil: escrita recusada pelo proxy da bancada (${why})` };
      journal.add({ ...base, status: 403, durationMs: 0, responseBody: body, refused: why }, seq);
      log(`✖ ${method} ${maskPath(path)} recusado: ${why}`);
      return send(res, 403, body);
    }
    const fault = faults.take(method, path.split('?')[0]);
    if (fault) {
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.drop) {
        journal.add({ ...base, status: 0, durationMs: Date.now() - started, error: `falha da bancada ${fault.id}: conexão derrubada` }, seq);
        res.socket?.destroy();
        return;
      }
      if (fault.status !== undefined || fault.body !== undefined) {
        const body = fault.body === undefined ? { status: 'error', message: 'fault' } : fault.body;
        journal.add({ ...base, status: fault.status ?? 200, durationMs: Date.now() - started, responseBody: body, error: `falha da bancada ${fault.id}` }, seq);
        return send(res, fault.status ?? 200, body);
      }
    }
    const target = upstream(path);
    if (!target) {
      const body = { status: 'error', message: 'hil: o inventário não aponta os serviços de nuvem (campo cloud)' };
      journal.add({ ...base, status: 502, durationMs: 0, responseBody: body }, seq);
      return send(res, 502, body);
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (v !== undefined && !DROP_REQUEST.has(k.toLowerCase())) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
    }
    if (method !== 'GET' && method !== 'HEAD') writes++;
    let answer: Response;
    try {
      answer = await fetch(target, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : raw,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      // the router did not answer (rebooting, unplugged): the page sees a dropped connection, as it would direct
      journal.add({ ...base, status: 0, durationMs: Date.now() - started, error: (e as Error).message }, seq);
      res.socket?.destroy();
      return;
    }
    const out = new Uint8Array(await answer.arrayBuffer());
    const type = answer.headers.get('content-type');
    options.credentials?.observe(method, path, answer.status, parsed);
    journal.add({
      ...base,
      status: answer.status,
      durationMs: Date.now() - started,
      responseBody: recordBody(new TextDecoder().decode(out), type),
    }, seq);
    const back: Record<string, string> = {};
    answer.headers.forEach((v, k) => {
      if (!DROP_RESPONSE.has(k)) back[k] = v;
    });
    res.writeHead(answer.status, back);
    res.end(out);
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    const body = await readBody(req);
    if (path === `${HIL_BASE}/faults` && req.method === 'POST') {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(body));
      } catch {
        return send(res, 400, { status: 'error', message: 'falha inválida: o corpo não é JSON' });
      }
      // a key named like what every object has is no field of a fault (and superstruct cannot print its object)
      const inherited = inheritedKeyPath(json);
      if (inherited !== undefined) {
        return send(res, 400, { status: 'error', message: `falha inválida: campo desconhecido ${inherited}`, field: inherited });
      }
      const [error, spec] = validate(json, FaultSpec);
      if (error) return send(res, 400, { status: 'error', message: `falha inválida: ${error.message}`, field: error.path.join('.') });
      return send(res, 201, { id: faults.add(spec) });
    }
    if (path === `${HIL_BASE}/faults` && req.method === 'DELETE') {
      return send(res, 200, { cleared: faults.clear() });
    }
    if (path === `${HIL_BASE}/begin` && req.method === 'POST') {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(body));
      } catch { /* answered below */ }
      // the declared effects bound every write of the scenario: a begin without a list of them is no begin
      const [invalid, begin] = validate(json, Begin);
      if (invalid) return send(res, 400, { status: 'error', message: `início inválido: ${invalid.message}`, field: invalid.path.join('.') });
      journal.take();
      faults.clear();
      const guard = guardFor?.(begin) ?? null;
      current = { begin, guard };
      try {
        await guard?.before();
      } catch (e) {
        return send(res, 500, { status: 'error', message: `guarda: não foi possível ler a configuração: ${(e as Error).message}` });
      }
      return send(res, 200, { status: 'success' });
    }
    if (path === `${HIL_BASE}/end` && req.method === 'POST') {
      faults.clear(); // the guard reads the router itself, never through a fault
      const exchanges = journal.take();
      let guard: ScenarioEnd['guard'] = null;
      const scenario = current;
      const verdict = scenario && finish(scenario);
      if (verdict) {
        try {
          guard = await verdict;
        } catch (e) {
          guard = { restored: false, differences: [], notes: [`a restauração falhou: ${(e as Error).message}`] };
        }
      }
      if (current === scenario) current = null;
      const end: ScenarioEnd = { exchanges, refused: exchanges.filter((x) => x.refused), guard };
      return send(res, 200, end);
    }
    // the scenario's view of what the router was asked (the DSL's router.journal(), as the emulator's journal answers)
    if (path === `${HIL_BASE}/journal` && req.method === 'GET') {
      return send(res, 200, journal.since().filter((x) => x.method !== LAB_METHOD).map(journalEntry));
    }
    // the lab: a driver or an action of the router's API, run by the runner for the scenario under way (lab.ts)
    if (path === `${HIL_BASE}/lab` && req.method === 'POST') {
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder().decode(body));
      } catch { /* the lab says it is invalid */ }
      const scenario = current;
      if (!scenario?.guard?.lab) {
        return send(res, 409, { status: 'error', message: 'nenhum cenário em curso declara lab no seu cabeçalho' });
      }
      const started = Date.now();
      const seq = journal.nextSeq();
      const what = json && typeof json === 'object' ? Object.values(json as Record<string, unknown>).join(' ') : String(json);
      try {
        const answer = await scenario.guard.lab(json);
        journal.add({ at: started, method: LAB_METHOD, path: what, requestBody: json, status: 200, durationMs: Date.now() - started, responseBody: maskSecrets(answer) }, seq);
        return send(res, 200, answer);
      } catch (e) {
        const status = typeof (e as { status?: unknown }).status === 'number' ? (e as { status: number }).status : 500;
        const message = `hil: laboratório: ${(e as Error).message}`;
        journal.add({ at: started, method: LAB_METHOD, path: what, requestBody: json, status, durationMs: Date.now() - started, error: message }, seq);
        log(`✖ lab ${what}: ${(e as Error).message}`);
        return send(res, status, { status: 'error', message });
      }
    }
    // the credentials the router takes now (the DSL's credentials() on a bench: the owner's, the factory's, the scenario's)
    if (path === `${HIL_BASE}/lab` && req.method === 'GET') {
      return send(res, 200, { credentials: options.credentials?.current ?? router.credentials });
    }
    if (path === `${HIL_BASE}/journal` && req.method === 'DELETE') {
      journal.clear();
      return send(res, 200, { status: 'success' });
    }
    if (path === `${HIL_BASE}/router` && req.method === 'GET') {
      const { credentials: _hidden, ...rest } = router;
      return send(res, 200, rest);
    }
    send(res, 404, { status: 'error', message: `${path}: desconhecido` });
  }

  const server: Server = createServer((req, res) => {
    const target = req.url ?? '/';
    // the path the router will act on, decoded once, dot segments resolved: what is classified is what is forwarded
    const resolved = routerPath(target);
    const path = 'refused' in resolved ? target : resolved.query === null ? resolved.path : `${resolved.path}?${resolved.query}`;
    const handle = 'refused' in resolved
      ? refuseTarget(req, res, target, resolved.refused)
      : path.startsWith(`${HIL_BASE}/`)
      ? control(req, res, path)
      : resolved.path === API_BASE || path.startsWith(`${API_BASE}/`) || resolved.path === CLOUD_BASE || path.startsWith(`${CLOUD_BASE}/`)
      ? forward(req, res, path)
      : Promise.resolve(serveStatic(webDir, resolved.path, req, res));
    handle.catch((e) => {
      log(`proxy: ${req.method} ${maskPath(target)}: ${(e as Error).stack ?? e}`);
      if (!res.headersSent) send(res, 500, { status: 'error', message: `hil: ${(e as Error).message}` });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    journal,
    writes: () => writes,
    async finishCurrent() {
      // a restore already under way (the scenario's end) is waited for, not started again
      const scenario = current;
      const verdict = scenario && finish(scenario);
      if (!verdict) return null;
      try {
        return await verdict;
      } finally {
        if (current === scenario) current = null;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  };
}
