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
import { bodyLimitFor, dropResponse, isCloudPath, isControlPath, isDropped } from './http.ts';
import { BodyTimeoutError } from './serve.ts';

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
    const resets = emu.resets;
    await next();
    // reset while it was being answered: it asked the device that was (emulator.ts `resets`): no answer, no entry
    if (emu.resets !== resets) {
      c.res = dropResponse();
      return;
    }
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

function refusal(status: number, message: string): Response {
  return new Response(JSON.stringify({ status: 'error', message }), { status, headers: { 'content-type': 'application/json' } });
}

/** The answer to a body over its limit (bodyLimitFor): 413, before any route (and the lockout count) sees it. */
function tooLarge(limit: number): Response {
  return refusal(413, `body too large: at most ${limit / 1024} KB`);
}

/**
 * A request's body limited before it is read whole (bodyLimitFor its path): a declared length over the limit answers
 * 413 at once, a streamed body once it passes it, and the body is cancelled, never kept (the server sends the answer,
 * reads the rest and throws it away, serve.ts). A body that stalls answers 408. A body within the limit comes back in
 * a request as read. Every address goes through it:
 * the emulator's own (limitBodies) and each mesh node's (mesh/loopback.ts).
 */
export async function limitBody(req: Request, path: string): Promise<Request | Response> {
  const body = req.body;
  if (!body) return req;
  const limit = bodyLimitFor(path);
  const reader = body.getReader();
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > limit) {
    await reader.cancel();
    return tooLarge(limit);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch (err) {
      // the body stalled (serve.ts: 408, the connection closes) or the client went away (no one reads this answer)
      if (err instanceof BodyTimeoutError) return refusal(408, err.message);
      return refusal(400, 'the body did not arrive whole');
    }
    const { done, value } = read;
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return tooLarge(limit);
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) (whole.set(chunk, at), (at += chunk.length));
  return new Request(req, { body: whole });
}

export function limitBodies(): MiddlewareHandler {
  return async (c, next) => {
    const limited = await limitBody(c.req.raw, c.req.path);
    if (limited instanceof Response) return limited;
    c.req.raw = limited;
    await next();
  };
}
