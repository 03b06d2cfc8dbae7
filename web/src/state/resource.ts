/**
 * A value read from the router, as signals: its data, its last error, and whether a read is under way.
 * Screens show a spinner while loading with no data, the error state (with retry) on error, else the data.
 */
import { batch, signal, type Signal } from '@preact/signals-react';

export interface Resource<T> {
  readonly data: Signal<T | undefined>;
  readonly error: Signal<unknown>;
  readonly loading: Signal<boolean>;
  /**
   * Reads once (a read of a path in flight is shared, api/client.ts); resolves to the data, or undefined on failure.
   * The latest read wins: one started earlier that answers (or fails) after a newer one started changes nothing, and
   * resolves as the newest does.
   */
  load(): Promise<T | undefined>;
  /** Date.now() of the last answer (undefined before the first): a poll started next waits from it (poller.ts). */
  answeredAt?: number;
  /** Records an answer obtained elsewhere (a poller, a write's answer). */
  receive(value: T): void;
  fail(error: unknown): void;
  /** Forgets the data, the error and any read under way (its answer, when it comes, changes nothing). */
  reset(): void;
}

export function createResource<T>(fetch: () => Promise<T>): Resource<T> {
  const data = signal<T | undefined>(undefined);
  const error = signal<unknown>(null);
  const loading = signal(false);
  // the reads started, and the newest one's outcome: an older read that settles late defers to it
  let reads = 0;
  let newest: Promise<T | undefined> = Promise.resolve(undefined);

  const resource: Resource<T> = {
    data,
    error,
    loading,
    load() {
      const mine = ++reads;
      const read = new Promise<T>((resolve) => resolve(fetch())).then(
        (value) => {
          if (mine !== reads) return newest;
          resource.receive(value);
          return value;
        },
        (e: unknown) => {
          if (mine !== reads) return newest;
          resource.fail(e);
          return undefined;
        },
      );
      newest = read;
      // last: what this write sets off (an effect watching the read start) may read again, and then that read is the
      // newest this one defers to (set before, this one would defer to itself)
      loading.value = true;
      return read;
    },
    receive(value) {
      resource.answeredAt = Date.now();
      batch(() => {
        data.value = value;
        error.value = null;
        loading.value = false;
      });
    },
    fail(e) {
      batch(() => {
        error.value = e;
        loading.value = false;
      });
    },
    reset() {
      reads++;
      resource.answeredAt = undefined;
      newest = Promise.resolve(undefined);
      batch(() => {
        data.value = undefined;
        error.value = null;
        loading.value = false;
      });
    },
  };
  return resource;
}
