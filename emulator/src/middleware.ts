/**
 * What wraps every request, in this order: timed changes due by now are applied first (so every
 * answer sees the world as of its arrival); the journal sees the final answer (even a fault or a
 * drop); faults come before the power check so QA can fail a call whatever the device does; a
 * device that is down drops everything but the control API and the remote services (they are not
 * the router); acknowledged writes hit the state file before the answer leaves.
 */
import type { MiddlewareHandler } from 'hono';
import type { Emulator } from './emulator.ts';
import { isJournaled } from './device/journal.ts';
import { dropResponse, isCloudPath, isControlPath, isDropped } from './http.ts';

export function settleTimeline(emu: Emulator): MiddlewareHandler {
  return async (_c, next) => {
    emu.settle();
    await next();
  };
}

export function journalRequests(emu: Emulator): MiddlewareHandler {
  return async (c, next) => {
    if (!isJournaled(c.req.path)) return next();
    const seq = emu.journal.nextSeq();
    const time = emu.now();
    const url = new URL(c.req.url);
    await next();
    const dropped = isDropped(c.res);
    emu.journal.add({
      seq,
      method: c.req.method,
      path: url.pathname + url.search,
      status: dropped ? 0 : c.res.status,
      time,
      ...(dropped ? { dropped: true as const } : {}),
    });
  };
}

export function injectFaults(emu: Emulator): MiddlewareHandler {
  return async (c, next) => {
    if (isControlPath(c.req.path)) return next();
    const fault = emu.faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs) await emu.clock.sleep(fault.delayMs);
    if (fault.drop) return dropResponse();
    if (fault.status === undefined && fault.body === undefined) return next();
    const body = fault.body === undefined ? { status: 'error', message: 'fault' } : fault.body;
    return new Response(JSON.stringify(body), {
      status: fault.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

export function dropWhileDown(emu: Emulator): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (!isControlPath(path) && !isCloudPath(path) && emu.isDown()) return dropResponse();
    await next();
  };
}

export function persistWrites(emu: Emulator): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status < 200 || c.res.status > 299) return;
    try {
      emu.persist();
    } catch (err) {
      console.error((err as Error).message);
      c.res = c.json({ status: 'error', message: 'the state file could not be written' }, 500);
    }
  };
}
