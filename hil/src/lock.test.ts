import assert from 'node:assert/strict';
import { hostname } from 'node:os';
import { LockedError, lockName, releaseAll, RouterLock } from './lock.ts';
import { LOCK_EXPIRE_MS } from './time.ts';

const sala = { name: 'sala', address: '192.168.10.2:80' };
const cozinha = { name: 'cozinha', address: '192.168.10.3:80' };
const file = (dir: string, r = sala) => `${dir}/${lockName(r.address)}`;

Deno.test('a router is locked once: the second run is refused with the holder named; released, it is free again', () => {
  const dir = Deno.makeTempDirSync();
  const lock = RouterLock.acquire(dir, sala);
  const holder = JSON.parse(Deno.readTextFileSync(file(dir)));
  assert.equal(holder.pid, Deno.pid);
  assert.ok(holder.host && holder.started);
  assert.deepEqual([holder.router, holder.address], ['sala', '192.168.10.2:80']);
  // another process of this host holds it: simulate with a live pid (this one) written by "someone else"
  assert.throws(() => RouterLock.acquire(dir, sala), (e: Error) => e instanceof LockedError && /pid \d+ em .+ desde/.test(e.message));
  const other = RouterLock.acquire(dir, cozinha);
  lock.release();
  assert.throws(() => Deno.statSync(file(dir)));
  RouterLock.acquire(dir, sala).release();
  releaseAll();
  assert.throws(() => Deno.statSync(file(dir, cozinha)));
  other.release();
});

Deno.test('a lock left by a process that is gone is taken over; another host\'s is not', async () => {
  const dir = Deno.makeTempDirSync();
  const child = new Deno.Command('true').spawn();
  await child.status;
  Deno.writeTextFileSync(file(dir), JSON.stringify({ router: 'sala', pid: child.pid, host: hostname(), started: 'x' }));
  const lock = RouterLock.acquire(dir, sala);
  assert.equal(JSON.parse(Deno.readTextFileSync(file(dir))).pid, Deno.pid);
  lock.release();
  Deno.writeTextFileSync(file(dir), JSON.stringify({ router: 'sala', pid: child.pid, host: 'bancada-2', started: 'ontem' }));
  assert.throws(() => RouterLock.acquire(dir, sala), /em bancada-2 desde ontem .*renovada há \d+ s, expira sem renovação por 10 min/);
});

Deno.test('two runs finding the same stale lock: one takes it over, the other is refused (never both)', async () => {
  const dir = Deno.makeTempDirSync();
  const child = new Deno.Command('true').spawn();
  await child.status;
  Deno.writeTextFileSync(file(dir), JSON.stringify({ router: 'sala', pid: child.pid, host: hostname(), started: 'x' }));
  const first: RouterLock[] = [];
  // the second run read the stale lock; before it takes over, the first run takes it over and holds the router
  assert.throws(
    () => RouterLock.acquire(dir, sala, 'segunda', () => first.push(RouterLock.acquire(dir, sala, 'primeira'))),
    (e: Error) => e instanceof LockedError && e.holder.pid === Deno.pid,
  );
  assert.equal(first.length, 1, 'the first run took the stale lock over');
  assert.equal(JSON.parse(Deno.readTextFileSync(file(dir))).command, 'primeira');
  assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), [lockName(sala.address)]); // nothing left aside
  first[0].release();
  assert.throws(() => Deno.statSync(file(dir)));
});

Deno.test('locks are keyed by address: two inventory names for one router share one lock, the holder\'s name told', () => {
  const dir = Deno.makeTempDirSync();
  const lock = RouterLock.acquire(dir, sala);
  assert.throws(
    () => RouterLock.acquire(dir, { name: 'sala-de-novo', address: '192.168.10.2:80' }),
    (e: Error) => e instanceof LockedError && /o roteador "sala-de-novo" \(192\.168\.10\.2:80\) está em uso por pid \d+ .* \(como "sala"\)/.test(e.message),
  );
  // the host's case does not make it another router; another port does
  assert.throws(() => RouterLock.acquire(dir, { name: 'x', address: 'Router.Lab:80' }) && RouterLock.acquire(dir, { name: 'y', address: 'router.lab:80' }), LockedError);
  RouterLock.acquire(dir, { name: 'sala-8080', address: '192.168.10.2:8080' }).release();
  assert.deepEqual([lockName('192.168.10.2:80'), lockName('[FE80::1]:80'), lockName('router.lab:8080')], ['192.168.10.2_80.lock', 'fe80__1_80.lock', 'router.lab_8080.lock']);
  lock.release();
  releaseAll();
});

Deno.test('a lock nobody refreshed for LOCK_EXPIRE_MS expired, whatever host holds it: taken over; a fresh one is not', () => {
  const dir = Deno.makeTempDirSync();
  const other = { router: 'sala', address: sala.address, pid: 4242, host: 'bancada-2', started: 'ontem' };
  Deno.writeTextFileSync(file(dir), JSON.stringify(other));
  assert.throws(() => RouterLock.acquire(dir, sala), /em bancada-2 desde ontem/);
  const old = new Date(Date.now() - LOCK_EXPIRE_MS - 60_000);
  Deno.utimeSync(file(dir), old, old);
  const lock = RouterLock.acquire(dir, sala, 'depois');
  assert.equal(JSON.parse(Deno.readTextFileSync(file(dir))).command, 'depois');
  lock.release();
  // a live holder of this host that stopped refreshing (suspended a long time): expired too
  Deno.writeTextFileSync(file(dir), JSON.stringify({ ...other, pid: Deno.pid, host: hostname() }));
  Deno.utimeSync(file(dir), old, old);
  RouterLock.acquire(dir, sala).release();
});

Deno.test('a held lock is refreshed while its run lives (so it never expires under it), and no more once released', async () => {
  const dir = Deno.makeTempDirSync();
  const lock = RouterLock.acquire(dir, sala, 'viva', undefined, 20);
  const old = new Date(Date.now() - LOCK_EXPIRE_MS - 60_000);
  Deno.utimeSync(file(dir), old, old);
  const deadline = Date.now() + 5_000;
  while (Deno.statSync(file(dir)).mtime!.getTime() < Date.now() - 60_000) {
    assert.ok(Date.now() < deadline, 'the lock was not refreshed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.throws(() => RouterLock.acquire(dir, { name: 'outra', address: sala.address }), LockedError);
  lock.release();
  assert.throws(() => Deno.statSync(file(dir)));
});
