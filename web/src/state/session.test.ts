import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.ts';

const creds = { username: btoa('admin'), password: btoa('Wifi@Casa2026') };

/** The session module over fresh storages: `seed` goes to the browser's storage when it keeps the session. */
async function load(seed: Record<string, string>, login: () => Response) {
  vi.resetModules();
  const tab = memoryStorage();
  const browser = memoryStorage();
  const home = seed.keepSession === 'true' ? browser : tab;
  for (const [k, v] of Object.entries(seed)) home.setItem(k, v);
  vi.stubGlobal('sessionStorage', tab);
  vi.stubGlobal('localStorage', browser);
  const fetch = vi.fn(async () => login());
  vi.stubGlobal('fetch', fetch);
  const session = await import('./session.ts');
  const nav = { reload: vi.fn(), assign: vi.fn() };
  return { session, storage: home, tab, browser, nav, fetch };
}

const ok = () => new Response(JSON.stringify({ status: 'success', token: 'new' }));
const refused = () => new Response(JSON.stringify([{ code: 'attempts_left', message: '4' }]), { status: 401 });

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('handleUnauthorized', () => {
  it('logs in again silently and reloads when the session was kept', async () => {
    const { session, storage, nav, fetch } = await load(
      { token: 'old', credentials: JSON.stringify(creds), keepSession: 'true' }, ok);
    await session.handleUnauthorized(nav);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(storage.getItem('token')).toBe('new');
    expect(nav.reload).toHaveBeenCalled();
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it("logs in again silently without the keep-session choice too (spec 1 §4): the credentials are the tab's", async () => {
    const { session, tab, browser, nav, fetch } = await load({ token: 'old', credentials: JSON.stringify(creds) }, ok);
    await session.handleUnauthorized(nav);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(tab.getItem('token')).toBe('new');
    expect(browser.length).toBe(0);
    expect(nav.reload).toHaveBeenCalled();
  });

  it('keeps the stored token until the new login answers: a page opened meanwhile still has a session to renew', async () => {
    let answer!: (r: Response) => void;
    const { session, storage, nav } = await load({ token: 'old', credentials: JSON.stringify(creds) }, ok);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const recovering = session.handleUnauthorized(nav);
    await vi.advanceTimersByTimeAsync(0);
    // no further call goes out with the dead token, but the page the owner opens now finds it and meets the same 401
    expect(session.token.value).toBeNull();
    expect(storage.getItem('token')).toBe('old');
    answer(ok());
    await recovering;
    expect(storage.getItem('token')).toBe('new');
    expect(nav.reload).toHaveBeenCalled();
  });

  it('goes to /login?expired without stored credentials, and drops the token', async () => {
    const { session, storage, nav, fetch } = await load({ token: 'old' }, ok);
    await session.handleUnauthorized(nav);
    expect(fetch).not.toHaveBeenCalled();
    expect(storage.getItem('token')).toBeNull();
    expect(nav.assign).toHaveBeenCalledWith('/login?expired');
  });

  it('goes to /login?expired when the silent login fails, and drops the token', async () => {
    const { session, storage, nav } = await load({ token: 'old', credentials: JSON.stringify(creds), keepSession: 'true' }, refused);
    await session.handleUnauthorized(nav);
    expect(nav.assign).toHaveBeenCalledWith('/login?expired');
    expect(storage.getItem('token')).toBeNull();
  });

  it('keeps the stored session when the new login gets no answer (the page left aborts it): the next page renews it', async () => {
    const { session, storage, nav } = await load({ token: 'old', credentials: JSON.stringify(creds) }, ok);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await session.handleUnauthorized(nav);
    expect(storage.getItem('token')).toBe('old');
    expect(storage.getItem('credentials')).toBe(JSON.stringify(creds));
    expect(nav.reload).not.toHaveBeenCalled();
    expect(nav.assign).toHaveBeenCalledWith('/login?expired');
  });

  it('does not loop: a second 401 right after a silent re-login means expired', async () => {
    const { session, nav, fetch } = await load(
      { token: 'old', credentials: JSON.stringify(creds), keepSession: 'true', reloginAt: String(Date.now() - 1000) }, ok);
    await session.handleUnauthorized(nav);
    expect(fetch).not.toHaveBeenCalled();
    expect(nav.assign).toHaveBeenCalledWith('/login?expired');
  });

  it('recovers once when several calls fail together', async () => {
    const { session, nav, fetch } = await load({ token: 'old', credentials: JSON.stringify(creds), keepSession: 'true' }, ok);
    await Promise.all([session.handleUnauthorized(nav), session.handleUnauthorized(nav)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(nav.reload).toHaveBeenCalledTimes(1);
  });
});

describe('saveSession: where the session lives', () => {
  it("'Manter a sessão ativa' keeps it in the browser (it survives closing it); otherwise the tab holds it", async () => {
    const { session, tab, browser } = await load({}, ok);
    session.saveSession({ token: 't1', credentials: creds, keepSession: true });
    expect([browser.getItem('token'), browser.getItem('keepSession'), tab.getItem('token')]).toEqual(['t1', 'true', null]);
    expect(session.storedCredentials()).toEqual(creds);
    session.saveSession({ token: 't2', credentials: creds, keepSession: false });
    expect([tab.getItem('token'), browser.getItem('token'), browser.getItem('keepSession')]).toEqual(['t2', null, null]);
    session.saveSession({ token: 't3', credentials: creds, keepSession: true });
    session.clearSession();
    expect([browser.length, tab.length, session.storedCredentials()]).toEqual([0, 0, null]);
  });
});

describe('isDefaultCredentials', () => {
  it('recognises admin / admin, encoded or not', async () => {
    const { session } = await load({}, ok);
    expect(session.isDefaultCredentials({ username: btoa('admin'), password: btoa('admin') })).toBe(true);
    expect(session.isDefaultCredentials({ username: 'admin', password: 'admin' })).toBe(true);
    expect(session.isDefaultCredentials(creds)).toBe(false);
    expect(session.isDefaultCredentials(null)).toBe(false);
  });
});
