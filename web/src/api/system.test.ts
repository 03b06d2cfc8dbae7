import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionId } from '@roteador/contract';
import { sendAction } from './system.ts';

afterEach(() => vi.unstubAllGlobals());

describe('sendAction', () => {
  it('posts {actionID} to action (apply is 5) and answers the router\'s status', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ status: 'success' })));
    vi.stubGlobal('fetch', fetch);
    await expect(sendAction(ActionId.Apply)).resolves.toEqual({ status: 'success' });
    expect(fetch.mock.calls.map(([url, init]) => [url, init.method, JSON.parse(String(init.body))])).toEqual([
      ['/api/v1/action', 'POST', { actionID: 5 }],
    ]);
  });
});
