/**
 * One run per router: a lock file per router names its holder (pid, host, start time). Taken atomically (O_EXCL);
 * released on exit, also on Ctrl-C and when its terminal closes. A lock left by a process of this host that is gone is taken over; a live
 * holder's, or another host's, refuses the run with the holder named.
 */
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

export interface LockHolder {
  router: string;
  pid: number;
  host: string;
  started: string;
  command?: string;
}

export class LockedError extends Error {
  constructor(readonly holder: LockHolder, readonly file: string) {
    super(
      `o roteador "${holder.router}" está em uso por pid ${holder.pid} em ${holder.host} desde ${holder.started}` +
        ` (trava ${file})`,
    );
    this.name = 'LockedError';
  }
}

export const defaultLockDir = () => join(tmpdir(), 'roteador-hil-locks');

function alive(pid: number): boolean {
  try {
    Deno.kill(pid, 'SIGCONT');
    return true;
  } catch (e) {
    // EPERM: it exists but is another user's
    return !(e instanceof Deno.errors.NotFound) && !/ESRCH|No such process/i.test(String(e));
  }
}

export class RouterLock {
  private released = false;
  private constructor(readonly file: string, readonly holder: LockHolder) {}

  /**
   * Takes the router's lock or throws LockedError naming its holder. `beforeTakeover` runs between reading a stale
   * lock and taking it over: for tests, to play another run that takes it over first.
   */
  static acquire(dir: string, router: string, command?: string, beforeTakeover?: () => void): RouterLock {
    Deno.mkdirSync(dir, { recursive: true });
    const file = join(dir, `${router}.lock`);
    const holder: LockHolder = { router, pid: Deno.pid, host: hostname(), started: new Date().toISOString(), command };
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        Deno.writeTextFileSync(file, JSON.stringify(holder, null, 2) + '\n', { createNew: true });
        const lock = new RouterLock(file, holder);
        held.add(lock);
        return lock;
      } catch (e) {
        if (!(e instanceof Deno.errors.AlreadyExists)) throw e;
      }
      let text: string;
      try {
        text = Deno.readTextFileSync(file);
      } catch (e) {
        if (e instanceof Deno.errors.NotFound) continue; // released meanwhile: try again
        throw e;
      }
      let other: LockHolder;
      try {
        other = JSON.parse(text);
      } catch {
        other = { router, pid: 0, host: '?', started: '?' };
      }
      const stale = other.host === holder.host && other.pid > 0 && !alive(other.pid);
      if (!stale) throw new LockedError(other, file);
      beforeTakeover?.();
      takeOver(file, text);
    }
    throw new Error(`não foi possível travar ${file}`);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    held.delete(this);
    try {
      const now: LockHolder = JSON.parse(Deno.readTextFileSync(this.file));
      if (now.pid === this.holder.pid && now.host === this.holder.host) Deno.removeSync(this.file);
    } catch { /* already gone */ }
  }
}

/**
 * Removes a stale lock — the one read, `text`, and no other: two runs may find the same stale lock, and the one that
 * comes second must not remove the lock the first has just created. The file is moved aside first (rename: one run
 * gets it); what was moved is compared with what was read, and a lock that is not the stale one is put back (link:
 * only where no lock is). Then both runs try to create the lock again: exactly one does (createNew).
 */
function takeOver(file: string, text: string): void {
  const aside = `${file}.${Deno.pid}.${crypto.randomUUID()}`;
  try {
    Deno.renameSync(file, aside);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return; // another run moved it first
    throw e;
  }
  let moved = '';
  try {
    moved = Deno.readTextFileSync(aside);
  } catch { /* unreadable: compared as different */ }
  if (moved !== text) {
    try {
      Deno.linkSync(aside, file); // a live run's lock, taken by mistake: back where it was
    } catch { /* a third run created one meanwhile: it holds the router */ }
  }
  Deno.removeSync(aside);
}

const held = new Set<RouterLock>();

/**
 * Releases every lock this process holds: on exit, and on SIGINT (Ctrl-C), SIGTERM and SIGHUP (its terminal
 * closed) — then exits 130, 143 or 129.
 */
export function releaseAll(): void {
  for (const lock of [...held]) lock.release();
}

let installed = false;
export function releaseOnExit(onSignal?: () => Promise<void> | void): void {
  if (installed) return;
  installed = true;
  globalThis.addEventListener('unload', releaseAll);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    Deno.addSignalListener(signal, async () => {
      try {
        await onSignal?.();
      } finally {
        releaseAll();
        Deno.exit(code);
      }
    });
  }
}
