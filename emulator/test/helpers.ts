/** Test helpers: one emulator app, driven through app.request (no server, no network). */
import { encodeSecret } from '@roteador/contract';
import { type AppOptions, createApp } from '../src/app.ts';

export const DEMO = { username: 'admin', password: 'Wifi@Casa2026' };

export function setup(options: AppOptions = {}) {
  const { app, emulator } = createApp({ webDir: '/nonexistent-web-dir', ...options });

  async function call(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['authorization'] = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    return await app.request(path, init);
  }

  /** Calls and reads the JSON answer. */
  async function json(method: string, path: string, body?: unknown, token?: string) {
    const res = await call(method, path, body, token);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  async function login(credentials = DEMO, encoded = false): Promise<string> {
    const body = encoded
      ? { username: encodeSecret(credentials.username), password: encodeSecret(credentials.password) }
      : credentials;
    const res = await json('POST', '/api/v1/session', body);
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  const control = (method: string, path: string, body?: unknown) => json(method, `/__emulator${path}`, body);
  const state = async () => (await control('GET', '/state')).body;
  const advance = (ms: number) => control('POST', '/clock', { advanceMs: ms });
  const manualClock = () => control('POST', '/clock', { mode: 'manual' });

  return {
    app,
    emulator,
    call,
    json,
    login,
    control,
    state,
    advance,
    manualClock,
    [Symbol.dispose]: () => emulator.dispose(),
  };
}
