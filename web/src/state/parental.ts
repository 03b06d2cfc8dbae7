/**
 * Parental control's lists, as resources the pages share (spec 3 §4, §9): the remote lists (schedules, scheduled
 * and fixed blocks, URL filters) are read again every 30 s while a page shows them, and the URL filters every 2 s
 * while one is pending; the router's QoS rules and its clock and time zone (state/time.ts) are read when a page
 * opens. Every periodic read goes through the one poller (paused while the tab is hidden).
 */
import { useEffect } from 'react';
import { timing, urlFilterPending, type DeviceUrlFilter } from '@roteador/contract';
import {
  getBlocks,
  getDeviceQosRules,
  getScheduledBlocks,
  getSchedules,
  getUrlFilters,
} from '../api/parental.ts';
import { createPoller } from './poller.ts';
import { createResource, type Resource } from './resource.ts';
import { routerClock } from './time.ts';

export const schedules = createResource(() => getSchedules());
export const scheduledBlocks = createResource(() => getScheduledBlocks());
export const fixedBlocks = createResource(() => getBlocks());
export const urlFilters = createResource(() => getUrlFilters());
export const qosRules = createResource(() => getDeviceQosRules());

export type RemoteList = 'schedules' | 'scheduledBlocks' | 'fixedBlocks' | 'urlFilters';
const remoteLists: Record<RemoteList, Resource<unknown>> = {
  schedules: schedules as unknown as Resource<unknown>,
  scheduledBlocks: scheduledBlocks as unknown as Resource<unknown>,
  fixedBlocks: fixedBlocks as unknown as Resource<unknown>,
  urlFilters: urlFilters as unknown as Resource<unknown>,
};
function poll(resource: Resource<unknown>, intervalMs: number) {
  const poller = createPoller({
    intervalMs,
    fetch: () => resource.load(),
    onData: () => undefined,
  });
  poller.start();
  return () => poller.stop();
}

/** Reads these remote lists now and every 30 s while the calling page shows. */
export function useRemoteLists(names: readonly RemoteList[]) {
  const joined = names.join(',');
  useEffect(() => {
    const stops = (joined ? joined.split(',') as RemoteList[] : []).map((n) => poll(remoteLists[n], timing.poll.remoteLists));
    return () => stops.forEach((stop) => stop());
  }, [joined]);
}

/** While a URL filter is pending (status 1–3), the list is read every 2 s. */
export function usePendingUrlFilters(list: readonly DeviceUrlFilter[] | undefined) {
  const pending = (list ?? []).some((f) => urlFilterPending(f.status));
  useEffect(() => {
    if (!pending) return;
    const poller = createPoller({
      intervalMs: timing.poll.urlFilterPending,
      fetch: () => urlFilters.load(),
      onData: () => undefined,
    });
    // the first read is the interval's: the list was just read
    const timer = setTimeout(() => poller.start(), timing.poll.urlFilterPending);
    return () => {
      clearTimeout(timer);
      poller.stop();
    };
  }, [pending]);
}

/** Reads once when the page opens (the router's own records: its QoS rules, its clock and time zone). */
export function useRouterParental() {
  useEffect(() => {
    void qosRules.load();
    void routerClock.load();
  }, []);
}
