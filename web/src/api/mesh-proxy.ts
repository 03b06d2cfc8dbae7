/**
 * Calls to a mesh node's own API through the controller's proxy (POST http_request, spec 1 §4, §7): the transport
 * only, as client.ts is the router's (the controller's mesh writes are mesh.ts's).
 *
 * The proxy's rules: a 'timeout' code is retried up to timing.limits.meshRequestRetries times;
 * 'Operation now in progress' waits timing.wait.meshInProgress and fails; a node's 401 clears that
 * node's token, logs in to the node again with the stored credentials and retries once; when that
 * fails too, the mesh is refreshed (the node may have left). Tokens and credentials live in
 * state/ (state/mesh-nodes.ts plugs them in with configureProxy), as the session does for client.ts.
 */
import type { Struct } from 'superstruct';
import {
  API_BASE,
  httpRequestPath,
  nodeLink,
  ProxyAnswer,
  ProxyCode,
  ProxyMethod,
  SessionAnswer,
  sessionPath,
  timing,
  type HttpRequest,
} from '@roteador/contract';
import { sleep } from '../time.ts';
import { api, checkAnswer } from './client.ts';

/** What the proxy needs of a node: its MAC (its identity), its address and its firmware (http or https, §9). */
export interface ProxyNode {
  mac: string;
  ip: string;
  fw_version: string;
}

/** The proxy carries GET, POST and PUT (its method codes 0, 1, 2). */
export type ProxyVerb = 'GET' | 'POST' | 'PUT';

/** The proxy could not reach the node, or the node answered with an error status. */
export class ProxyError extends Error {
  override readonly name = 'ProxyError';
  constructor(
    readonly path: string,
    /** the node's HTTP status; 0 when the node did not answer */
    readonly status: number,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(`proxy ${path}: ${code ?? `HTTP ${status}`}`);
  }
}

export interface ProxyHooks {
  token(mac: string): string | null;
  setToken(mac: string, token: string | null): void;
  /** The credentials of the login, as stored (already encoded with encodeSecret). */
  credentials(): { username: string; password: string } | null;
  /** A node refused a new login: the mesh is read again. */
  loginFailed(mac: string): void;
}

let hooks: ProxyHooks = {
  token: () => null,
  setToken: () => {},
  credentials: () => null,
  loginFailed: () => {},
};

export function configureProxy(value: ProxyHooks): void {
  hooks = value;
}

const methods: Record<ProxyVerb, HttpRequest['method']> = {
  GET: ProxyMethod.Get,
  POST: ProxyMethod.Post,
  PUT: ProxyMethod.Put,
};

/** One call through the proxy, with its timeout retries; answers the node's status and body. */
async function send(node: ProxyNode, method: ProxyVerb, path: string, body: unknown, token: string | null) {
  const request: HttpRequest = {
    dest: `${nodeLink(node)}${API_BASE}/${path}`,
    method: methods[method],
    timeout: timing.limits.meshRequestTimeout,
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
  };
  for (let attempt = 0; ; attempt++) {
    const answer = await api.post(httpRequestPath, request, ProxyAnswer);
    if (answer.code === ProxyCode.Timeout) {
      if (attempt < timing.limits.meshRequestRetries) continue;
      throw new ProxyError(path, 0, answer.code);
    }
    if (answer.code === ProxyCode.InProgress) {
      await sleep(timing.wait.meshInProgress);
      throw new ProxyError(path, 0, answer.code);
    }
    return answer;
  }
}

/** What the client's in-flight sharing (ApiClient.shared) knows a node's call by: the node, then the call. */
const sharedKey = (node: ProxyNode, call: string) => `${httpRequestPath} ${node.mac.toUpperCase()} ${call}`;

/** A new session on the node (one at a time per node: parallel reads share it). */
function login(node: ProxyNode): Promise<string> {
  return api.shared(sharedKey(node, `POST ${sessionPath}`), async () => {
    const credentials = hooks.credentials();
    if (!credentials) throw new ProxyError(sessionPath, 401);
    const answer = await send(node, 'POST', sessionPath, credentials, null);
    if (answer.status < 200 || answer.status >= 300) throw new ProxyError(sessionPath, answer.status, undefined, answer.body);
    const token = checkAnswer(sessionPath, answer.body, SessionAnswer).token;
    hooks.setToken(node.mac, token);
    return token;
  });
}

/** A login the node refuses has the mesh read again (the node may have left). */
async function loginOrRefresh(node: ProxyNode): Promise<string> {
  try {
    return await login(node);
  } catch (error) {
    hooks.loginFailed(node.mac);
    throw error;
  }
}

/**
 * Calls `path` of the node's API (e.g. 'device/0') through the proxy. Resolves to the node's answer,
 * checked against `struct` when given; rejects with ProxyError (or MalformedAnswerError). A read of a node's path
 * already in flight is shared, as the client shares the router's.
 */
export async function proxy<T = unknown, S = unknown>(
  node: ProxyNode,
  method: ProxyVerb,
  path: string,
  body?: unknown,
  struct?: Struct<T, S>,
): Promise<T> {
  const answer = method === 'GET'
    ? await api.shared(sharedKey(node, `GET ${path}`), () => call(node, method, path, body))
    : await call(node, method, path, body);
  return struct ? checkAnswer(path, answer, struct) : (answer as T);
}

/** One call with the node's session: a 401 logs in again and calls once more. Answers the node's body. */
async function call(node: ProxyNode, method: ProxyVerb, path: string, body: unknown): Promise<unknown> {
  let answer = await send(node, method, path, body, hooks.token(node.mac) || (await loginOrRefresh(node)));
  if (answer.status === 401) {
    // The node dropped our session (idle, reboot): a new one, and the call once more.
    hooks.setToken(node.mac, null);
    answer = await send(node, method, path, body, await loginOrRefresh(node));
    if (answer.status === 401) {
      hooks.setToken(node.mac, null);
      hooks.loginFailed(node.mac);
    }
  }
  if (answer.status < 200 || answer.status >= 300) throw new ProxyError(path, answer.status, undefined, answer.body);
  return answer.body;
}
