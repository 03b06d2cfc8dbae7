import { describe, expect, it, vi } from 'vitest';
import { Status, StatusList } from '@roteador/contract';
import { ApiClient, askAgain } from './client.ts';
import { ConnectionError, HttpError, MalformedAnswerError } from './errors.ts';

const status = { firmware_update: false, show_wizard: false, model: 'W5-1200G', operationMode: 0, has_internet: true };
const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), init);

function client(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const api = new ApiClient({ fetch: fetch as typeof globalThis.fetch });
  api.setTokenSource(() => 'tok');
  return { api, fetch };
}

describe('ApiClient', () => {
  it('sends the bearer token and no-cache on GETs, and checks the answer', async () => {
    const { api, fetch } = client(() => json([{ ...status, extra: 1 }]));
    await expect(api.get('status', StatusList)).resolves.toEqual([status]);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/status');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Cache-Control': 'no-cache' });
  });

  it('omits the token when asked', async () => {
    const { api, fetch } = client(() => json([status]));
    await api.get('status', StatusList, { auth: false });
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws MalformedAnswerError on an answer that breaks the struct', async () => {
    const { api } = client(() => json([{ ...status, model: 3 }]));
    await expect(api.get('status', StatusList)).rejects.toBeInstanceOf(MalformedAnswerError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api: api2 } = client(() => new Response('<html>'));
    await expect(api2.get('status', StatusList)).rejects.toBeInstanceOf(MalformedAnswerError);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('throws ConnectionError when the router cannot be reached', async () => {
    const { api } = client(() => Promise.reject(new TypeError('fetch failed')));
    await expect(api.get('status', StatusList)).rejects.toBeInstanceOf(ConnectionError);
  });

  it('throws HttpError with status and parsed body, and calls the unauthorized hook on 401', async () => {
    const { api } = client(() => json({ status: 'unauthorized' }, { status: 401 }));
    const hook = vi.fn();
    api.onUnauthorized(hook);
    const error = await api.get('device', StatusList).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body: { status: 'unauthorized' } });
    expect(hook).toHaveBeenCalledWith('device');
  });

  it('does not call the unauthorized hook for the login call', async () => {
    const { api } = client(() => json([{ code: 'attempts_left', message: '4' }], { status: 401 }));
    const hook = vi.fn();
    api.onUnauthorized(hook);
    await expect(api.post('session', {}, StatusList, { auth: false })).rejects.toBeInstanceOf(HttpError);
    expect(hook).not.toHaveBeenCalled();
  });

  it('shares one request in flight per path, caches reads and flushes them', async () => {
    const { api, fetch } = client(() => json([status]));
    await Promise.all([api.get('status', StatusList), api.get('status', StatusList)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    await api.get('status', StatusList, { cached: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    api.flush('status');
    await api.get('status', StatusList, { cached: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares a read in flight whoever sends it, until it is answered; writes and other paths are sent', async () => {
    const answers: Array<() => void> = [];
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve) => answers.push(() => resolve(json([status])))));
    const api = new ApiClient({ fetch: fetch as typeof globalThis.fetch });
    const first = api.get('status', StatusList);
    // a slow answer: a poll's next read and a page's refresh come while it is in flight
    const later = api.get('status', StatusList, { auth: false });
    const other = api.get('device', StatusList);
    const writes = [api.put('status/0', {}, StatusList), api.put('status/0', {}, StatusList)];
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/v1/status', 'GET /api/v1/device', 'PUT /api/v1/status/0', 'PUT /api/v1/status/0',
    ]);
    answers.forEach((answer) => answer());
    await Promise.all([first, later, other, ...writes]);
    await expect(later).resolves.toEqual(await first);
    const again = api.get('status', StatusList);
    expect(fetch).toHaveBeenCalledTimes(5);
    answers[4]();
    await again;
  });

  it("askAgain: every client's reads in flight are abandoned (the router's and a remote service's), then the read runs", async () => {
    const hang = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}));
    const router = new ApiClient({ fetch: hang as typeof globalThis.fetch });
    const service = new ApiClient({ base: 'http://127.0.0.1:1/svc', fetch: hang as typeof globalThis.fetch });
    void router.get('status', StatusList);
    void service.get('status', StatusList);
    expect(hang).toHaveBeenCalledTimes(2);
    await expect(askAgain(async () => 'read')).resolves.toBe('read');
    void router.get('status', StatusList);
    void service.get('status', StatusList);
    expect(hang).toHaveBeenCalledTimes(4);
  });

  it('abandonReads: the next read of a path in flight is a new request; the older answer, late, is not cached', async () => {
    const answers: Array<(body: unknown) => void> = [];
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve) => answers.push((body) => resolve(json(body)))));
    const api = new ApiClient({ fetch: fetch as typeof globalThis.fetch });
    const node = api.shared('http_request AA GET lan', () => new Promise<number>(() => {}));
    const nodeLogin = api.shared('http_request AA POST session', () => new Promise<number>(() => {}));
    const slow = api.get('status', StatusList);
    api.abandonReads();
    const again = api.get('status', StatusList);
    const joined = api.get('status', StatusList);
    expect(fetch).toHaveBeenCalledTimes(2);
    // a node's proxied read (mesh-proxy.ts) is abandoned too; its login, a write, is still joined
    const nodeAgain = api.shared('http_request AA GET lan', async () => 1);
    expect(nodeAgain).not.toBe(node);
    await expect(nodeAgain).resolves.toBe(1);
    expect(api.shared('http_request AA POST session', async () => 2)).toBe(nodeLogin);
    answers[1]([{ ...status, model: 'new' }]);
    await expect(again).resolves.toEqual([{ ...status, model: 'new' }]);
    await expect(joined).resolves.toEqual([{ ...status, model: 'new' }]);
    answers[0]([{ ...status, model: 'old' }]);
    await expect(slow).resolves.toEqual([{ ...status, model: 'old' }]);
    await expect(api.get('status', StatusList, { cached: true })).resolves.toEqual([{ ...status, model: 'new' }]);
    expect(fetch).toHaveBeenCalledTimes(2);
    // the path is free again once its newest read answered
    const next = api.get('status', StatusList);
    expect(fetch).toHaveBeenCalledTimes(3);
    answers[2]([status]);
    await next;
  });

  it('shared(key): one call per key in flight, its answer or failure for every caller, the key free again after', async () => {
    const api = new ApiClient({ fetch: vi.fn() as unknown as typeof globalThis.fetch });
    let fail!: (e: Error) => void;
    const send = vi.fn(() => new Promise<number>((_, reject) => (fail = reject)));
    const a = api.shared('node GET lan', send);
    const b = api.shared('node GET lan', send);
    const c = api.shared('node GET radio', async () => 2);
    expect(send).toHaveBeenCalledTimes(1);
    fail(new Error('down'));
    await expect(a).rejects.toThrow('down');
    await expect(b).rejects.toThrow('down');
    await expect(c).resolves.toBe(2);
    await expect(api.shared('node GET lan', async () => 3)).resolves.toBe(3);
  });

  it('getFirst answers the first record of a one-record collection; an empty list is a malformed answer', async () => {
    const { api } = client(() => json([status]));
    await expect(api.getFirst('status', StatusList)).resolves.toEqual(status);
    const { api: empty } = client(() => json([]));
    await expect(empty.getFirst('status', StatusList)).rejects.toMatchObject({ name: 'MalformedAnswerError', path: 'status' });
  });

  it('putFirst writes the record of a one-record collection, <path>/0', async () => {
    const { api, fetch } = client(() => json(status));
    await expect(api.putFirst('status', { model: 'W5-1200G' }, Status)).resolves.toEqual(status);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/v1/status/0');
    expect(init?.method).toBe('PUT');
  });
});
