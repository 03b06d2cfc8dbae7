import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.ts';

async function load() {
  vi.resetModules();
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  return { handoff: await import('./handoff.ts'), session: await import('./session.ts') };
}

afterEach(() => vi.unstubAllGlobals());

const credentials = { username: btoa('admin'), password: btoa('Wifi@Casa2026') };

describe('the hand-over from a mesh agent to its controller (spec 1 §2.2 step 5)', () => {
  it('happens on an agent whose controller is at another address only', async () => {
    const { handoff } = await load();
    const agent = { enabled: true, type: 1, controllerIp: '127.0.0.1' } as const;
    expect(handoff.controllerElsewhere(agent, '127.0.0.2')).toBe('127.0.0.1');
    expect(handoff.controllerElsewhere(agent, '127.0.0.1')).toBeNull();
    expect(handoff.controllerElsewhere({ ...agent, type: 0 }, '127.0.0.2')).toBeNull();
    expect(handoff.controllerElsewhere({ ...agent, enabled: false }, '127.0.0.2')).toBeNull();
    expect(handoff.controllerElsewhere({ ...agent, controllerIp: '' }, '127.0.0.2')).toBeNull();
    expect(handoff.controllerElsewhere(null, '127.0.0.2')).toBeNull();
  });

  it('logs into the controller with the stored credentials and opens it with the session in the fragment', async () => {
    const { handoff, session } = await load();
    session.saveSession({ token: 'agent', credentials, keepSession: false });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 'success', token: 'ctl' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    await expect(handoff.handOver('127.0.0.1', { protocol: 'http:', port: '8080', assign })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:8080/api/v1/session', expect.objectContaining({ method: 'POST', body: JSON.stringify(credentials) }));
    const target = new URL(assign.mock.calls[0][0]);
    expect(target.origin + target.pathname).toBe('http://127.0.0.1:8080/');
    expect(JSON.parse(decodeURIComponent(target.hash.slice('#handoff='.length)))).toEqual({ token: 'ctl', credentials, keepSession: false });
  });

  it('stays when the controller refuses or cannot be reached', async () => {
    const { handoff, session } = await load();
    session.saveSession({ token: 'agent', credentials, keepSession: false });
    const assign = vi.fn();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 401 })));
    await expect(handoff.handOver('127.0.0.1', { protocol: 'http:', port: '', assign })).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('refused'))));
    await expect(handoff.handOver('127.0.0.1', { protocol: 'http:', port: '', assign })).resolves.toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('at start-up takes a handed-over session and drops the fragment; a malformed one is dropped too', async () => {
    const { handoff, session } = await load();
    const replaceState = vi.fn();
    const hash = `#handoff=${encodeURIComponent(JSON.stringify({ token: 'ctl', credentials, keepSession: false }))}`;
    expect(handoff.receiveHandoff({ hash, pathname: '/', search: '' }, { replaceState })).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/');
    expect(session.token.value).toBe('ctl');
    expect(session.storedCredentials()).toEqual(credentials);
    expect(handoff.receiveHandoff({ hash: '#handoff=%7Bnot', pathname: '/x', search: '?a' }, { replaceState })).toBe(false);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/x?a');
    expect(handoff.receiveHandoff({ hash: '', pathname: '/', search: '' }, { replaceState })).toBe(false);
  });
});
