/** The router's status (GET status, no token), polled every timing.poll.status while the app area is open. */
import { timing, type Status } from '@roteador/contract';
import { askAgain } from '../api/client.ts';
import { getStatus } from '../api/status.ts';
import { createPoller } from './poller.ts';
import { createResource } from './resource.ts';

export const status = createResource<Status>(() => getStatus());

const poller = createPoller<Status>({
  intervalMs: timing.poll.status,
  fetch: () => getStatus(),
  onData: (value) => status.receive(value),
  onError: (error) => status.fail(error),
  // A router that stopped answering (reboot, firmware update) is looked for again soon, then every interval.
  retryMs: timing.poll.retryRouter,
  maxRetryMs: timing.poll.status,
});

/**
 * Starts polling (fetching at once, or an interval after the status read just before: by the login); the returned
 * function stops it.
 */
export function pollStatus(): () => void {
  poller.start(status.answeredAt);
  return () => poller.stop();
}

export const refreshStatus = () => poller.refresh();

/** The owner asks again (the slow notice's 'Tentar novamente'): a status read that seems stuck is not joined. */
export const retryStatus = () => askAgain(() => poller.refresh());
