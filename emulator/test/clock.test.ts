import assert from 'node:assert/strict';
import { DEFAULT_EPOCH, VirtualClock } from '../src/device/clock.ts';
import { realSleep } from './helpers.ts';

Deno.test('the clock starts at 2026-01-15T12:00:00Z', () => {
  const clock = new VirtualClock({ mode: 'manual' });
  assert.equal(new Date(clock.now()).toISOString(), '2026-01-15T12:00:00.000Z');
  assert.equal(DEFAULT_EPOCH, clock.now());
});

Deno.test('manual: timers fire in time order on advance, each seeing its own due time', () => {
  const clock = new VirtualClock({ mode: 'manual', start: 0 });
  const seen: [string, number][] = [];
  clock.setTimer(300, () => seen.push(['c', clock.now()]));
  clock.setTimer(100, () => {
    seen.push(['a', clock.now()]);
    // a timer set by a timer, due inside the same advance, fires in the same advance
    clock.setTimer(clock.now() + 50, () => seen.push(['a2', clock.now()]));
  });
  clock.setTimer(200, () => seen.push(['b', clock.now()]));
  clock.setTimer(200, () => seen.push(['b2', clock.now()]));
  clock.advance(250);
  assert.deepEqual(seen, [['a', 100], ['a2', 150], ['b', 200], ['b2', 200]]);
  assert.equal(clock.now(), 250);
  clock.advance(50);
  assert.deepEqual(seen.at(-1), ['c', 300]);
  assert.equal(clock.pendingTimers, 0);
});

Deno.test('manual: time does not move by itself; cleared timers never fire', async () => {
  const clock = new VirtualClock({ mode: 'manual', start: 0 });
  let fired = false;
  const id = clock.setTimer(10, () => (fired = true));
  await realSleep(20);
  assert.equal(clock.now(), 0);
  clock.clearTimer(id);
  clock.advance(100);
  assert.equal(fired, false);
});

Deno.test('switching mode keeps now continuous', async () => {
  const clock = new VirtualClock({ mode: 'real', start: 1_000 });
  await realSleep(15);
  clock.setMode('manual');
  const frozen = clock.now();
  assert.ok(frozen >= 1_010 && frozen < 2_000, String(frozen));
  await realSleep(15);
  assert.equal(clock.now(), frozen);
  clock.setMode('real');
  assert.ok(clock.now() - frozen < 10);
  clock.dispose();
});

Deno.test('real: a timer fires by real time', async () => {
  const clock = new VirtualClock({ mode: 'real', start: 0 });
  const fired = new Promise<number>((resolve) => clock.setTimer(clock.now() + 20, () => resolve(clock.now())));
  const at = await fired;
  assert.ok(at >= 20, String(at));
  clock.dispose();
});

Deno.test('sleep resolves on advance, and at once on reset', async () => {
  const clock = new VirtualClock({ mode: 'manual', start: 0 });
  let done = false;
  const slept = clock.sleep(1_000).then(() => (done = true));
  clock.advance(999);
  await Promise.resolve();
  assert.equal(done, false);
  clock.advance(1);
  await slept;
  assert.equal(done, true);

  const pending = clock.sleep(5_000);
  clock.reset(0, 'manual');
  await pending;
  assert.equal(clock.pendingTimers, 0);
});

Deno.test('advance refuses a negative or non-finite step', () => {
  const clock = new VirtualClock({ mode: 'manual' });
  assert.throws(() => clock.advance(-1), RangeError);
  assert.throws(() => clock.advance(Number.NaN), RangeError);
});

Deno.test('clock: next due and sleepers are what a scenario steps by', async () => {
  const clock = new VirtualClock({ mode: 'manual', start: 0 });
  assert.equal(clock.nextDue, null);
  clock.setTimer(5_000, () => {});
  const slept = clock.sleep(2_000);
  assert.equal(clock.nextDue, 2_000);
  assert.equal(clock.sleeping, 1);
  clock.advance(2_000);
  // counted down as it fires, before the sleeper's continuation runs
  assert.equal(clock.sleeping, 0);
  await slept;
  assert.equal(clock.nextDue, 5_000);
  clock.advance(3_000);
  assert.equal(clock.nextDue, null);
});
