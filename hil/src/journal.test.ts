/** The scenario's journal on a bench (DSL `router.journal()`), as the emulator's: its clear and its scenario's start. */
import assert from 'node:assert/strict';
import { Journal } from './journal.ts';

const exchange = (path: string) => ({ at: 0, method: 'GET', path, status: 200, durationMs: 1 });

Deno.test('clearJournal drops what was answered; a request under way then shows once answered, in arrival order', () => {
  const j = new Journal();
  j.take(); // the scenario begins
  j.add(exchange('/api/v1/status'));
  const slow = j.nextSeq(); // the slow WAN read arrives…
  j.add(exchange('/api/v1/lan'));
  j.clear(); // …the scenario clears its journal while it is still under way
  assert.deepEqual(j.since(), []);
  j.add(exchange('/api/v1/wan'), slow); // answered 15 s later
  j.add(exchange('/api/v1/device'));
  assert.deepEqual(j.since().map((e) => e.path), ['/api/v1/wan', '/api/v1/device']);
  // the report keeps every exchange
  assert.deepEqual(j.take().map((e) => e.path), ['/api/v1/status', '/api/v1/wan', '/api/v1/lan', '/api/v1/device']);
});

Deno.test("a scenario's journal begins with it: a straggler of the scenario before is not its", () => {
  const j = new Journal();
  const straggler = j.nextSeq(); // the last scenario's request, still under way as it ended
  j.take(); // the next scenario begins
  j.add(exchange('/api/v1/status'), straggler);
  j.add(exchange('/api/v1/device'));
  assert.deepEqual(j.since().map((e) => e.path), ['/api/v1/device']);
});
