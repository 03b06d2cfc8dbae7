import { effect } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { createResource } from './resource.ts';

/** A fetch whose answers the test gives, one per read, in any order. */
function controlled() {
  const reads: Array<{ answer: (v: string) => void; fail: (e: Error) => void }> = [];
  const fetch = () => new Promise<string>((answer, fail) => reads.push({ answer, fail }));
  return { reads, resource: createResource(fetch) };
}

describe('createResource', () => {
  it('holds the answer of a read, and the failure of one', async () => {
    const { reads, resource } = controlled();
    const first = resource.load();
    expect(resource.loading.value).toBe(true);
    reads[0].answer('a');
    await expect(first).resolves.toBe('a');
    expect([resource.data.value, resource.loading.value]).toEqual(['a', false]);
    const second = resource.load();
    reads[1].fail(new Error('down'));
    await expect(second).resolves.toBeUndefined();
    expect([resource.data.value, (resource.error.value as Error).message]).toEqual(['a', 'down']);
  });

  it('a read started by what its own start sets off (an effect on loading) is the newest: the first defers to it', async () => {
    const { reads, resource } = controlled();
    let again: Promise<string | undefined> | undefined;
    const stop = effect(() => {
      if (resource.loading.value && !again) again = resource.load();
    });
    const first = resource.load();
    stop();
    reads[1].answer('b');
    reads[0].answer('a');
    await expect(first).resolves.toBe('b');
    await expect(again).resolves.toBe('b');
    expect(resource.data.value).toBe('b');
  });

  it('the latest read wins: an older one answering late changes nothing and resolves as the newest', async () => {
    const { reads, resource } = controlled();
    const slow = resource.load();
    const retry = resource.load();
    reads[1].answer('new');
    await expect(retry).resolves.toBe('new');
    reads[0].answer('old');
    await expect(slow).resolves.toBe('new');
    expect([resource.data.value, resource.loading.value]).toEqual(['new', false]);
  });

  it('an older read failing late neither records its failure nor ends the newer read', async () => {
    const { reads, resource } = controlled();
    const slow = resource.load();
    const retry = resource.load();
    reads[0].fail(new Error('timeout'));
    await Promise.resolve();
    expect([resource.error.value, resource.loading.value]).toEqual([null, true]);
    reads[1].answer('new');
    await expect(slow).resolves.toBe('new');
    await retry;
    expect([resource.data.value, resource.error.value]).toEqual(['new', null]);
  });

  it('reset forgets a read under way: its answer, when it comes, is not kept', async () => {
    const { reads, resource } = controlled();
    const read = resource.load();
    resource.reset();
    reads[0].answer('old');
    await expect(read).resolves.toBeUndefined();
    expect([resource.data.value, resource.loading.value]).toEqual([undefined, false]);
  });

  it('a fetch that throws at once is a failure', async () => {
    const resource = createResource<string>(() => {
      throw new Error('no');
    });
    await expect(resource.load()).resolves.toBeUndefined();
    expect((resource.error.value as Error).message).toBe('no');
  });
});
