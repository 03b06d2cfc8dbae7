import { afterEach, describe, expect, it, vi } from 'vitest';
import { timing } from '@roteador/contract';
import { memoryStorage } from './memory-storage.ts';

const creds = JSON.stringify({ username: btoa('admin'), password: btoa('Wifi@Casa2026') });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const down = () => Promise.reject(new TypeError('connection refused'));

/** Loads the module with a scripted router: `answers` are consumed in order, one per request. */
async function load(seed: Record<string, string>, answers: Array<() => Response | Promise<Response>>) {
  vi.resetModules();
  vi.stubGlobal('sessionStorage', memoryStorage(seed));
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url.replace('/api/v1/', '')}`);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    return next();
  }));
  const restart = await import('./restart.ts');
  const session = await import('./session.ts');
  const slept: number[] = [];
  let clock = 0;
  const options = {
    sleep: async (ms: number) => { slept.push(ms); clock += ms; },
    now: () => clock,
    nav: { assign: vi.fn() },
  };
  return { restart, session, calls, slept, options };
}

afterEach(() => vi.unstubAllGlobals());

describe('waitForRouter (spec 2 §4.7)', () => {
  it('waits 20 s, then retries every 5 s while the router is down, then logs in again on 401', async () => {
    const { restart, session, calls, slept, options } = await load({ token: 'old', credentials: creds }, [
      down, down,
      () => json({ status: 'error' }, 401),
      () => json({ status: 'success', token: 'fresh' }),
    ]);
    await expect(restart.waitForRouter(options)).resolves.toBe(true);
    expect(slept).toEqual([20_000, 5_000, 5_000]);
    expect(calls).toEqual(['GET factory_default', 'GET factory_default', 'GET factory_default', 'POST session']);
    expect(session.token.value).toBe('fresh');
    expect(restart.restartWait.value).toBeNull();
    expect(options.nav.assign).not.toHaveBeenCalled();
  });

  it('adds the extra wait (radio with mesh: 25 s) to the initial one', async () => {
    const { restart, slept, options } = await load({ token: 't', credentials: creds }, [() => json([{ id: 0, is_default: false }])]);
    await expect(restart.waitForRouter({ ...options, extraMs: 25_000 })).resolves.toBe(true);
    expect(slept).toEqual([45_000]);
  });

  it('goes to /login?expired when the router answers 401 and no credentials are stored', async () => {
    const { restart, session, options } = await load({ token: 't' }, [() => json({}, 401)]);
    await expect(restart.waitForRouter(options)).resolves.toBe(false);
    expect(options.nav.assign).toHaveBeenCalledWith('/login?expired');
    expect(session.token.value).toBeNull();
  });

  it('goes to /login?expired on any other answer, or when the router never comes back', async () => {
    const other = await load({ token: 't', credentials: creds }, [() => json({}, 500)]);
    await expect(other.restart.waitForRouter(other.options)).resolves.toBe(false);
    expect(other.options.nav.assign).toHaveBeenCalledWith('/login?expired');

    const never = await load({ token: 't', credentials: creds }, Array.from({ length: 100 }, () => down));
    await expect(never.restart.waitForRouter(never.options)).resolves.toBe(false);
    expect(never.options.nav.assign).toHaveBeenCalledWith('/login?expired');
    expect(never.slept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(timing.wait.restartGiveUp);
  });

  it('after applying, a login that does not get through is tried again after 5 s; refused credentials are final', async () => {
    const again = await load({ token: 'old', credentials: creds }, [
      () => json({ status: 'error' }, 401),
      down,
      () => json({ status: 'success', token: 'fresh' }),
    ]);
    await expect(again.restart.waitForRouter(again.options)).resolves.toBe(true);
    expect(again.slept).toEqual([20_000, 5_000]);
    expect(again.calls).toEqual(['GET factory_default', 'POST session', 'POST session']);
    expect(again.session.token.value).toBe('fresh');

    const twice = await load({ token: 'old', credentials: creds }, [() => json({}, 401), () => json({}, 503), down]);
    await expect(twice.restart.waitForRouter(twice.options)).resolves.toBe(false);
    expect(twice.calls).toEqual(['GET factory_default', 'POST session', 'POST session']);
    expect(twice.options.nav.assign).toHaveBeenCalledWith('/login?expired');

    const refused = await load({ token: 'old', credentials: creds }, [() => json({}, 401), () => json({ status: 'error' }, 401)]);
    await expect(refused.restart.waitForRouter(refused.options)).resolves.toBe(false);
    expect(refused.calls).toEqual(['GET factory_default', 'POST session']);
    expect(refused.slept).toEqual([20_000]);
  });
});
