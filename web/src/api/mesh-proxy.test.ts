import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureProxy, proxy, ProxyError } from './mesh-proxy.ts';

const node = { mac: 'AA:BB:CC:00:00:02', ip: '192.168.0.2', fw_version: '1.4.2' };
type Answer = { status: number; body?: unknown; code?: string };

let answers: Answer[];
let requests: Array<Record<string, unknown>>;
let tokens: Record<string, string | null>;
let loginFailed: ReturnType<typeof vi.fn<(mac: string) => void>>;

beforeEach(() => {
  requests = [];
  tokens = { [node.mac]: 'old' };
  loginFailed = vi.fn<(mac: string) => void>();
  configureProxy({
    token: (mac) => tokens[mac] ?? null,
    setToken: (mac, token) => (tokens[mac] = token),
    credentials: () => ({ username: 'YWRtaW4=', password: 'cGFzcw==' }),
    loginFailed,
  });
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    requests.push(JSON.parse(String(init.body)));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return new Response(JSON.stringify(next));
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const timeout: Answer = { status: 0, code: 'timeout' };
const ok: Answer = { status: 200, body: { hello: 1 } };

describe('proxy', () => {
  it('sends dest {link}/api/v1/{path}, the method code and the node token', async () => {
    answers = [ok];
    await expect(proxy(node, 'PUT', 'device/0', { leds: false })).resolves.toEqual({ hello: 1 });
    expect(requests[0]).toMatchObject({ dest: 'https://192.168.0.2/api/v1/device/0', method: 2, token: 'old', body: { leds: false }, timeout: 10 });
  });

  it('links to a node over https from firmware 1.3.0 on, over http below (spec 1 §9)', async () => {
    answers = [ok, ok, ok];
    await proxy({ ...node, fw_version: '1.2.9' }, 'GET', 'device/0');
    await proxy({ ...node, fw_version: '1.3.0' }, 'GET', 'device/0');
    await proxy({ ...node, fw_version: '1.3.0-beta' }, 'GET', 'device/0');
    expect(requests.map((r) => r.dest)).toEqual([
      'http://192.168.0.2/api/v1/device/0',
      'https://192.168.0.2/api/v1/device/0',
      'https://192.168.0.2/api/v1/device/0',
    ]);
  });

  it('retries a timeout up to 5 times', async () => {
    answers = [timeout, timeout, timeout, ok];
    await expect(proxy(node, 'GET', 'device/0')).resolves.toEqual({ hello: 1 });
    expect(requests).toHaveLength(4);
  });

  it('fails after the 5th retry times out too', async () => {
    answers = Array(6).fill(timeout);
    await expect(proxy(node, 'GET', 'device/0')).rejects.toMatchObject({ name: 'ProxyError', code: 'timeout' });
    expect(requests).toHaveLength(6);
  });

  it("waits 800 ms on 'Operation now in progress' and fails", async () => {
    vi.useFakeTimers();
    answers = [{ status: 0, code: 'Operation now in progress' }];
    let settled = false;
    const call = proxy(node, 'GET', 'device/0').catch((e: unknown) => {
      settled = true;
      return e;
    });
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toBeInstanceOf(ProxyError);
    expect(requests).toHaveLength(1);
  });

  it("a node's 401 clears its token, logs in to the node again and retries once", async () => {
    answers = [{ status: 401 }, { status: 200, body: { status: 'success', token: 'new' } }, ok];
    await expect(proxy(node, 'GET', 'device/0')).resolves.toEqual({ hello: 1 });
    expect(requests[1]).toMatchObject({ dest: 'https://192.168.0.2/api/v1/session', method: 1, body: { username: 'YWRtaW4=', password: 'cGFzcw==' } });
    expect(requests[1].token).toBeUndefined();
    expect(requests[2].token).toBe('new');
    expect(tokens[node.mac]).toBe('new');
    expect(loginFailed).not.toHaveBeenCalled();
  });

  it('refreshes the mesh when the new login fails', async () => {
    answers = [{ status: 401 }, { status: 401, body: [] }];
    await expect(proxy(node, 'GET', 'device/0')).rejects.toBeInstanceOf(ProxyError);
    expect(tokens[node.mac]).toBeNull();
    expect(loginFailed).toHaveBeenCalledOnce();
  });

  it('logs in first when it holds no token for the node; parallel calls share the login', async () => {
    tokens = {};
    answers = [{ status: 200, body: { status: 'success', token: 't1' } }, ok, ok];
    await Promise.all([proxy(node, 'GET', 'lan'), proxy(node, 'GET', 'radio')]);
    expect(requests.filter((r) => String(r.dest).endsWith('/session'))).toHaveLength(1);
    expect(requests.slice(1).every((r) => r.token === 't1')).toBe(true);
  });

  it("shares a node's read in flight (node and path): one http_request; other nodes, paths and writes are sent", async () => {
    const other = { ...node, mac: 'AA:BB:CC:00:00:03', ip: '192.168.0.3' };
    tokens[other.mac] = 'old';
    answers = [ok, ok, ok, ok, ok];
    const reads = await Promise.all([
      proxy(node, 'GET', 'device/0'),
      proxy({ ...node, mac: node.mac.toLowerCase() }, 'GET', 'device/0'),
      proxy(node, 'GET', 'lan'),
      proxy(other, 'GET', 'device/0'),
      proxy(node, 'PUT', 'device/0', { leds: false }),
      proxy(node, 'PUT', 'device/0', { leds: false }),
    ]);
    expect(reads[1]).toEqual(reads[0]);
    expect(requests.map((r) => `${r.method} ${r.dest}`)).toEqual([
      '0 https://192.168.0.2/api/v1/device/0',
      '0 https://192.168.0.2/api/v1/lan',
      '0 https://192.168.0.3/api/v1/device/0',
      '2 https://192.168.0.2/api/v1/device/0',
      '2 https://192.168.0.2/api/v1/device/0',
    ]);
    // once answered, the next read asks the node again
    answers = [ok];
    await proxy(node, 'GET', 'device/0');
    expect(requests).toHaveLength(6);
  });
});
