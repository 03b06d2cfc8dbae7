import assert from 'node:assert/strict';
import { LockedError, releaseAll, RouterLock } from './lock.ts';

Deno.test('a router is locked once: the second run is refused with the holder named; released, it is free again', () => {
  const dir = Deno.makeTempDirSync();
  const lock = RouterLock.acquire(dir, 'sala');
  const holder = JSON.parse(Deno.readTextFileSync(`${dir}/sala.lock`));
  assert.equal(holder.pid, Deno.pid);
  assert.ok(holder.host && holder.started);
  // another process of this host holds it: simulate with a live pid (this one) written by "someone else"
  assert.throws(() => RouterLock.acquire(dir, 'sala'), (e: Error) => e instanceof LockedError && /pid \d+ em .+ desde/.test(e.message));
  const other = RouterLock.acquire(dir, 'cozinha');
  lock.release();
  assert.throws(() => Deno.statSync(`${dir}/sala.lock`));
  RouterLock.acquire(dir, 'sala').release();
  releaseAll();
  assert.throws(() => Deno.statSync(`${dir}/cozinha.lock`));
  other.release();
});

Deno.test('a lock left by a process that is gone is taken over; another host\'s is not', async () => {
  const dir = Deno.makeTempDirSync();
  const child = new Deno.Command('true').spawn();
  await child.status;
  const { hostname } = await import('node:os');
  Deno.writeTextFileSync(`${dir}/sala.lock`, JSON.stringify({ router: 'sala', pid: child.pid, host: hostname(), started: 'x' }));
  const lock = RouterLock.acquire(dir, 'sala');
  assert.equal(JSON.parse(Deno.readTextFileSync(`${dir}/sala.lock`)).pid, Deno.pid);
  lock.release();
  Deno.writeTextFileSync(`${dir}/sala.lock`, JSON.stringify({ router: 'sala', pid: child.pid, host: 'bancada-2', started: 'ontem' }));
  assert.throws(() => RouterLock.acquire(dir, 'sala'), /em bancada-2 desde ontem/);
});

Deno.test('two runs finding the same stale lock: one takes it over, the other is refused (never both)', async () => {
  const dir = Deno.makeTempDirSync();
  const child = new Deno.Command('true').spawn();
  await child.status;
  const { hostname } = await import('node:os');
  Deno.writeTextFileSync(`${dir}/sala.lock`, JSON.stringify({ router: 'sala', pid: child.pid, host: hostname(), started: 'x' }));
  const first: RouterLock[] = [];
  // the second run read the stale lock; before it takes over, the first run takes it over and holds the router
  assert.throws(
    () => RouterLock.acquire(dir, 'sala', 'segunda', () => first.push(RouterLock.acquire(dir, 'sala', 'primeira'))),
    (e: Error) => e instanceof LockedError && e.holder.pid === Deno.pid,
  );
  assert.equal(first.length, 1, 'the first run took the stale lock over');
  assert.equal(JSON.parse(Deno.readTextFileSync(`${dir}/sala.lock`)).command, 'primeira');
  assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ['sala.lock']); // nothing left aside
  first[0].release();
  assert.throws(() => Deno.statSync(`${dir}/sala.lock`));
});
