/** Kept apart from resource.ts, which the start-up chunk loads. */
import { useEffect, useState } from 'react';
import { askAgain } from '../api/client.ts';
import type { Resource } from './resource.ts';

/**
 * A resource read again as a page opens, for a form built from it: its value once that read answered (a value kept from
 * an earlier visit may be stale: it is not shown meanwhile), else the failure once no read is under way. The caller
 * subscribes to signals (useSignals). `retry` (a failure's or a slow page's 'Tentar novamente') asks the router again,
 * not joining a read that seems stuck; the latest read wins (state/resource.ts).
 */
export function useFreshRead<T>(resource: Resource<T>): { value: T | undefined; error: unknown; retry: () => void } {
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    void resource.load().then(() => setFresh(true));
  }, [resource]);
  const retry = () => void askAgain(resource.load).then(() => setFresh(true));
  const value = resource.data.value;
  if (value !== undefined && fresh) return { value, error: null, retry };
  return { value: undefined, error: resource.loading.value ? null : resource.error.value, retry };
}
