/**
 * A value read from the router, as signals: its data, its last error, and whether a read is under way.
 * Screens show a spinner while loading with no data, the error state (with retry) on error, else the data.
 */
import { batch, signal, type Signal } from '@preact/signals-react';

export interface Resource<T> {
  readonly data: Signal<T | undefined>;
  readonly error: Signal<unknown>;
  readonly loading: Signal<boolean>;
  /** Reads once (a read of a path in flight is shared, api/client.ts); resolves to the data, or undefined on failure. */
  load(): Promise<T | undefined>;
  /** Records an answer obtained elsewhere (a poller, a write's answer). */
  receive(value: T): void;
  fail(error: unknown): void;
  reset(): void;
}

export function createResource<T>(fetch: () => Promise<T>): Resource<T> {
  const data = signal<T | undefined>(undefined);
  const error = signal<unknown>(null);
  const loading = signal(false);

  const resource: Resource<T> = {
    data,
    error,
    loading,
    async load() {
      loading.value = true;
      try {
        const value = await fetch();
        resource.receive(value);
        return value;
      } catch (e) {
        resource.fail(e);
        return undefined;
      }
    },
    receive(value) {
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
      batch(() => {
        data.value = undefined;
        error.value = null;
        loading.value = false;
      });
    },
  };
  return resource;
}
