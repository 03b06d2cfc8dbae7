/**
 * One run per router, keyed by its address (two inventory names for one address are one router): a lock file per
 * address names its holder (router name, pid, host, start time, command). Taken atomically (O_EXCL), refreshed every
 * LOCK_REFRESH_MS while held (its mtime), released when the run ends — after the router was restored. A lock is stale,
 * and taken over, when its holder is a process of this host that is gone, or when nobody refreshed it for
 * LOCK_EXPIRE_MS (a run of another host that died with it); any other refuses the run with the holder named.
 */
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { LOCK_EXPIRE_MS, LOCK_REFRESH_MS } from './time.ts';

export interface LockHolder {
  /** the inventory name the holder ran it under */
  router: string;
  address?: string;
  pid: number;
  host: string;
  started: string;
  command?: string;
}

/** What a lock is taken for: a router of the inventory (its name for the holder, its address for the key). */
export interface LockTarget {
  name: string;
  address: string;
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

export class LockedError extends Error {
  constructor(readonly holder: LockHolder, readonly file: string, target: LockTarget, refreshedAgoMs: number | null) {
    const as = holder.router !== target.name ? ` (como "${holder.router}")` : '';
    const age = refreshedAgoMs === null ? '' : `; renovada há ${Math.max(0, Math.round(refreshedAgoMs / 1000))} s, expira sem renovação por ${minutes(LOCK_EXPIRE_MS)}`;
    super(
      `o roteador "${target.name}" (${target.address}) está em uso por pid ${holder.pid} em ${holder.host} desde ${holder.started}` +
        `${as} (trava ${file}${age})`,
    );
    this.name = 'LockedError';
  }
}

export const defaultLockDir = () => join(tmpdir(), 'roteador-hil-locks');

/**
 * The lock file's name for an address: the host in lower case, then the port (`192.168.10.2_80.lock`,
 * `[fe80::1]:80` → `fe80__1_80.lock`). A host name never holds '_', so no two addresses share a name.
 */
export function lockName(address: string): string {
  const at = address.lastIndexOf(':');
  const host = address.slice(0, at).replace(/^\[|\]$/g, '').toLowerCase().replace(/:/g, '_');
  return `${host}_${address.slice(at + 1)}.lock`;
}

function alive(pid: number): boolean {
  try {
    Deno.kill(pid, 'SIGCONT');
    return true;
  } catch (e) {
    // EPERM: it exists but is another user's
    return !(e instanceof Deno.errors.NotFound) && !/ESRCH|No such process/i.test(String(e));
  }
}

/** ms since the lock file was last refreshed (its mtime), null when unknown. */
function refreshedAgo(file: string): number | null {
  try {
    const mtime = Deno.statSync(file).mtime;
    return mtime ? Date.now() - mtime.getTime() : null;
  } catch {
    return null;
  }
}

export class RouterLock {
  private released = false;
  private readonly refresh: ReturnType<typeof setInterval>;
  private constructor(readonly file: string, readonly holder: LockHolder, refreshMs: number) {
    // the lock's time: a run of another host can tell a live holder from one that went down with its host
    this.refresh = setInterval(() => {
      try {
        const now = new Date();
        Deno.utimeSync(this.file, now, now);
      } catch { /* released meanwhile */ }
    }, refreshMs);
    Deno.unrefTimer(Number(this.refresh)); // never what keeps the runner alive
  }

  /**
   * Takes the lock of the router's address or throws LockedError naming its holder. `beforeTakeover` runs between
   * reading a stale lock and taking it over: for tests, to play another run that takes it over first; `refreshMs`,
   * for tests too, refreshes the lock sooner.
   */
  static acquire(dir: string, router: LockTarget, command?: string, beforeTakeover?: () => void, refreshMs = LOCK_REFRESH_MS): RouterLock {
    Deno.mkdirSync(dir, { recursive: true });
    const file = join(dir, lockName(router.address));
    const holder: LockHolder = {
      router: router.name,
      address: router.address,
      pid: Deno.pid,
      host: hostname(),
      started: new Date().toISOString(),
      command,
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        Deno.writeTextFileSync(file, JSON.stringify(holder, null, 2) + '\n', { createNew: true });
        const lock = new RouterLock(file, holder, refreshMs);
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
        other = { router: router.name, pid: 0, host: '?', started: '?' };
      }
      const ago = refreshedAgo(file);
      const gone = other.host === holder.host && other.pid > 0 && !alive(other.pid);
      const expired = ago !== null && ago > LOCK_EXPIRE_MS;
      if (!gone && !expired) throw new LockedError(other, file, router, other.host === holder.host ? null : ago);
      beforeTakeover?.();
      takeOver(file, text);
    }
    throw new Error(`não foi possível travar ${file}`);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    clearInterval(this.refresh);
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

/** Releases every lock this process holds (also when it exits without releasing them: the `unload` event). */
export function releaseAll(): void {
  for (const lock of [...held]) lock.release();
}
globalThis.addEventListener('unload', releaseAll);
